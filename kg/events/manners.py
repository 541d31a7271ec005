"""How a happening was done, from the words of its mention: "the suicide attack" was no chemical attack and no
air strike, a rebel "assault" no air strike (ontology/description-kinds.tsv). Event coreference keeps such a
mention out of an event done otherwise (kg/events/coreference.py), and a statement's description is never
linked to one (kg/events/described.py).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache

from ..errors import KGError
from ..resources import read_tsv
from .taxonomy import taxonomy


def done_otherwise(phrase: str, words: str, event_type: str) -> bool:
    """True when ``phrase`` (a mention's modifiers and trigger: "suicide attack") says how its happening was
    done and an event of ``event_type`` was done otherwise. Only the mention's own words are read, as the rest
    of a noun phrase may name anything ("the attack on the artillery base"); ``words``, the whole phrase as
    written, may take the word back ("the assault by aircraft")."""
    return any(taxonomy().is_a(event_type, kind) for kind in never_types(phrase, words))


@lru_cache(maxsize=4096)
def never_types(phrase: str, words: str, told: bool = False) -> frozenset[str]:
    """The event types a mention of these words was not (see ``done_otherwise``); ``told``: only by the words
    that tell of a happening of its own wherever an article writes them (the table's `told` column)."""
    phrase, words = phrase.lower(), words.lower()
    return frozenset(
        kind
        for pattern, never, unless, article in _manners()
        if (article or not told) and pattern.search(phrase) and not (unless and unless.search(words))
        for kind in never
    )


@lru_cache(maxsize=1)
def _manners() -> tuple[tuple[re.Pattern[str], frozenset[str], re.Pattern[str] | None, bool], ...]:
    """The rows of ontology/description-kinds.tsv: a whole-word pattern, the event types it never describes,
    a pattern of the words that take that back, and whether the word tells of a happening article-wide."""
    rows = []
    for row in read_tsv("description-kinds.tsv", ("word", "never", "unless", "told")):
        if row["told"] not in ("article", "phrase"):
            raise KGError(
                f"ontology/description-kinds.tsv: {row['word']!r} has told {row['told']!r}; "
                "write 'article' or 'phrase'."
            )
        never = frozenset(row["never"].split("|"))
        unknown = sorted(never - set(taxonomy().types))
        if unknown:
            raise KGError(
                f"ontology/description-kinds.tsv: {row['word']!r} names unknown event types {unknown}; "
                "use type names of ontology/event-types.tsv."
            )
        unless = [w for w in row["unless"].lower().split("|") if w and w != "-"]
        pattern, taken_back = _whole(row["word"].lower().split("|")), _whole(unless) if unless else None
        rows.append((pattern, never, taken_back, row["told"] == "article"))
    return tuple(rows)


def _whole(words: Sequence[str]) -> re.Pattern[str]:
    return re.compile(rf"(?<![\w-])(?:{'|'.join(map(re.escape, words))})(?![\w-])")
