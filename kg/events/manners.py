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
    phrase, words = phrase.lower(), words.lower()
    return any(
        pattern.search(phrase)
        and not (unless and unless.search(words))
        and any(taxonomy().is_a(event_type, kind) for kind in never)
        for pattern, never, unless in _manners()
    )


@lru_cache(maxsize=1)
def _manners() -> tuple[tuple[re.Pattern[str], frozenset[str], re.Pattern[str] | None], ...]:
    """The rows of ontology/description-kinds.tsv: a whole-word pattern, the event types it never describes
    and a pattern of the words that take that back."""
    rows = []
    for row in read_tsv("description-kinds.tsv", ("word", "never", "unless")):
        never = frozenset(row["never"].split("|"))
        unknown = sorted(never - set(taxonomy().types))
        if unknown:
            raise KGError(
                f"ontology/description-kinds.tsv: {row['word']!r} names unknown event types {unknown}; "
                "use type names of ontology/event-types.tsv."
            )
        unless = [w for w in row["unless"].lower().split("|") if w and w != "-"]
        rows.append((_whole(row["word"].lower().split("|")), never, _whole(unless) if unless else None))
    return tuple(rows)


def _whole(words: Sequence[str]) -> re.Pattern[str]:
    return re.compile(rf"(?<![\w-])(?:{'|'.join(map(re.escape, words))})(?![\w-])")
