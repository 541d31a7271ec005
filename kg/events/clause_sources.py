"""Who a figure comes from when its sentence credits two sources, one a clause: "The agency's director said
that six teachers also died while the Syrian Observatory for Human Rights said that 35 people had died". A
sentence's source (kg/events/sources.py) is the first one it names; a figure in a clause a conjunction of
ontology/contrast-conjunctions.tsv opens with a name and its verb of saying is that name's. ("and" joins two
sources of one figure, "The Ghouta Media Center and the Observatory said", and is no such conjunction.) A
verb that gives a toll does as a verb of saying does (", while the Observatory gave a death toll of 12").
"""

from __future__ import annotations

import re
from functools import lru_cache

from ..resources import read_tsv
from .lexicon import alternation, table_words

_SAYING = r"(?:said|says|reported|reports|added|told\s+[A-Z][\w-]*)"


@lru_cache(maxsize=1)
def _giving() -> str:
    """A verb of saying, or one that gives a toll (ontology/source-words.tsv kind ``toll-verb``) with the
    toll: ", while the Observatory gave a death toll of 12", ", while X placed the toll at 50"."""
    tolls = table_words("source-words.tsv", "toll-verb")
    return rf"(?:{_SAYING}|(?:{tolls})\s+(?:the|its|their|an?)\s+(?:[\w-]+\s+){{0,2}}toll\s+(?:of|at))"


@lru_cache(maxsize=1)
def _opener() -> str:
    """The contrast conjunctions of ontology/contrast-conjunctions.tsv as one alternation."""
    return alternation(row["word"].lower() for row in read_tsv("contrast-conjunctions.tsv", ["word"]))


@lru_cache(maxsize=1)
def _clause_said() -> re.Pattern[str]:
    """A contrast conjunction, a capitalised name (maybe after "the"), its verb of saying (maybe after "has":
    "while the Observatory has given a toll of 14" is the Observatory's, not "Observatory has"'s), maybe
    "that"."""
    opener = _opener()
    return re.compile(
        rf"\b(?i:{opener})\s+(?:the\s+)?([A-Z](?:(?!\b(?i:{opener})\b)[^,;\"“”]){{1,70}}?)"
        rf"\s+(?:(?:has|have|had)\s+)?{_giving()}"
        r"\s+(?:that\s+)?"
    )


def clause_source(text: str, at: int) -> str | None:
    """The source of the clause the figure at ``at`` of ``text`` stands in, when that clause opens with a
    contrast conjunction, a name and its verb of saying, and no other verb of saying (nor, when the clause
    opens the sentence, its closing comma) stands between them and the figure; else None."""
    found = None
    for match in _clause_said().finditer(text, 0, at):
        found = match
    if found is None or re.search(rf"\b{_giving()}\b", text[found.end() : at]):
        return None
    # a clause that opens the sentence ends at its comma, the main clause after it: "While the Observatory
    # said the roads were shut, 12 people were killed in Homs, police said" (the 12 are the police's)
    if not text[: found.start()].strip(" \"“‘'") and "," in text[found.end() : at]:
        return None
    return found.group(1)


def opens_clause(source: str) -> bool:
    """Whether a source as a comma rule read it opens with a contrast conjunction (", while the Observatory
    said that 15 died"): the source of that clause's figures alone (``clause_source``), not the sentence's."""
    return re.match(rf"(?i:{_opener()})\s", source) is not None
