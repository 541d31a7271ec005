"""Parts and chains of the counts of a sentence (kg/events/figures.py reads the counts): a part of the
toll before it ("including four children", "Fifteen of the wounded"), a count of a list of places ("100 in
Kfar Batna and 40 in Erbin"), a count joined to the one before it ("killed 15 civilians and 27 fighters")
and counts chained before a figure ("Two women and two soldiers were killed").
"""

from __future__ import annotations

import re
from dataclasses import replace

from ..articles import MONTH_NAME
from .counts import (
    KINDS,
    MODIFIER,
    ONE_MORE,
    PART_CUE,
    PEOPLE,
    QUALIFIER,
    QUALIFIERS,
    YEAR,
    Figure,
    count_value,
    number_pattern,
)
from .lexicon import BACKGROUND_TABLE, alternation, head_nouns, table_words

# An after-form of a part of the dead or the wounded: "Fifteen of the wounded", "were among the dead",
# "was among those killed", "Two of those injured" (not the group a count is of: "Four staff of the Union").
_PART_FORM = re.compile(
    r"\b(?:of|among)\s+(?:the|those)\s+(?:dead|killed|wounded|injured|hurt)\b", re.IGNORECASE
)
_ONE_MORE_IN = re.compile(rf"^\s+{PEOPLE}\s+{ONE_MORE}", re.IGNORECASE)


def like_last(
    figures: list[Figure],
    match: re.Match[str],
    qualifier: str,
    *,
    part: bool | None = None,
    earlier: bool | None = None,
) -> Figure:
    """The number ``match`` read as the figure before it is ("100 in Kfar Batna" after "150 bodies ...
    in Hammouriya"): its measure and unit, with its own value, place in the text and qualifier, and
    ``part`` or ``earlier`` when given."""
    last = figures[-1]
    return replace(
        last,
        start=match.start(),
        value=count_value(match.group(1)),
        qualifier=qualifier,
        part=last.part if part is None else part,
        earlier=last.earlier if earlier is None else earlier,
    )


# A number right before a place: "100 in Kfar Batna", "one in the town of Harasta" (``joins_last``).
# (the units of "in the town of" are the `place-unit` rows of ontology/head-nouns.tsv)
_UNIT = alternation(head_nouns("place-unit"))
_PLACE_AFTER = re.compile(rf"^\s+in\s+(?:the\s+(?:{_UNIT})\s+(?:of\s+)?)?(?-i:[A-Z])", re.IGNORECASE)
_MONTH_BEFORE = re.compile(rf"\b(?:{MONTH_NAME})\.?\s+$", re.IGNORECASE)  # "August 21 in Ghouta": a day
# What may lie between a figure and the next count of its list of places: the figure's words ("bodies were
# counted"), places ("in Hammouriya", "in the town of Sabqa in Eastern Ghouta"), a day ("on Monday"), counts
# of the list and "and"; the next count must follow a place or the day. Anything else ("the deadliest
# bombing since 2014 in Homs", "on Highway 5 in Hama") ends the list.
_LIST_PLACE = (
    rf"(?:(?:also\s+)?in\s+(?:the\s+(?:{_UNIT})\s+(?:of\s+)?)?"
    r"(?-i:[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*)\s*)+"
)
_LIST_DAY = r"on\s+(?-i:[A-Z][a-z]+day)\s+"
_LIST_AND = r"(?:,\s*)?(?:and\s+)?"
_LIST_NUMBER = r"(?:\d[\d,]*|[a-z]+(?:-[a-z]+)?)\s+"
_PLACE_LIST = re.compile(
    rf"^\S+\s+(?-i:(?:[a-z]+\s+){{0,5}}?)(?:{_LIST_NUMBER})?(?:{_LIST_PLACE}(?:{_LIST_DAY})?|{_LIST_DAY}){_LIST_AND}"
    rf"(?:{_LIST_NUMBER}{_LIST_PLACE}{_LIST_AND})*$",
    re.IGNORECASE,
)
# "in revenge for the death of five crewmen": the five are the toll of the happening avenged, another one
# ... or a list opened by "including" after a figure's other words: "54 civilians were killed in airstrikes by
# the Assad regime ... on Tuesday including 9 in the neighborhood Alsaliheen 8 in Ansari 5 in Almiyassar"
_PART_LIST = re.compile(
    rf"\b(?:{PART_CUE})\s+(?:{_LIST_NUMBER}{_LIST_PLACE}{_LIST_AND})*$",
    re.IGNORECASE,
)
# "killed 15 civilians and 27 pro-government fighters", "30 regime and allied fighters as well as 50 rebels":
# a count of people joined to the figure before it, people of its own kind, with no cue of its own
_JOINED_TO_LAST = re.compile(
    rf"^\S+\s+(?:[A-Za-z][\w-]*\s+){{0,3}}(?:{KINDS})\s+(?:and|as\s+well\s+as)\s+$",
    re.IGNORECASE,
)
# "including 84 children and 35 women have been killed": counts after a part cue are parts, cue or not
_PART_CHAIN = re.compile(
    rf"\b(?:{PART_CUE})\s+(?:{_LIST_NUMBER}{PEOPLE}\s*(?:,\s*and\s+|,\s*|and\s+))*$",
    re.IGNORECASE,
)
# ... unless the joined count's noun has a verb of its own ("killed 6 people and 3 children were rescued",
# "killed 7 soldiers and 20 rebels fled the town"): an auxiliary of background-words.tsv kind `own-verb` or a
# word shaped as a past form
_JOINED_COUNT = re.compile(
    rf"^\s+{PEOPLE}(?!\s+(?:(?:{table_words(BACKGROUND_TABLE, 'own-verb')})\b|(?-i:[a-z]+ed\b)))",
    re.IGNORECASE,
)
# "Two women and two soldiers were killed", "40 people including 12 children and 9 women were killed": a count
# of people right before the figure, joined by "and" or a part cue, with no cue of its own
_CHAIN_BEFORE = re.compile(
    rf"{number_pattern().pattern}\s+{PEOPLE}\s*(?P<sep>,\s*and\s+|,\s*|and\s+|as\s+well\s+as\s+"
    rf"|(?P<cue>{PART_CUE})\s+)$",
    re.IGNORECASE,
)
# "including four children", "among them 3 women": a part of the count before it (``joins_last``).
# The words are rows of ontology/background-words.tsv (kind `part-cue`) and head-nouns.tsv (kind `counted`).
_INCLUDING = re.compile(rf"\b(?:{PART_CUE})\s+$", re.IGNORECASE)
_COUNTED = re.compile(rf"^\s+(?:{KINDS})\b", re.IGNORECASE)


# "killed 21 civilians, eight of them children", "34 people were killed 6 of them women", "13 of whom were
# women", "one of them a child": a count of "them", the people of the toll before it, with a `counted` noun
# (head-nouns.tsv) saying who; a verb or a place after "of them" ("two of them critically", "4 of them in
# Aleppo") says no kind
_OF_THEM = re.compile(
    rf"^\s+of\s+(?:them|whom)\s*,?\s+(?:(?:were|are|was|is)\s+)?(?:an?\s+)?(?:{MODIFIER}){{0,2}}(?:{KINDS})\b",
    re.IGNORECASE,
)


def _of_them(text: str, figures: list[Figure], match: re.Match[str], after: str) -> bool:
    """Whether the number ``match`` counts some of the people of the toll before it ("eight of them
    children"): that toll is a count of people and no other number stands between the two."""
    if not figures or figures[-1].unit != "person" or not _OF_THEM.match(after):
        return False
    between = number_pattern().findall(text, figures[-1].start, match.start())
    return len(between) == 1


def chained_before(text: str, figures: list[Figure], at: int, figure: Figure) -> list[Figure]:
    """The counts of people chained right before the figure at ``at`` (``_CHAIN_BEFORE``), read as counts
    of its measure, then the figure: the first whole unless none of the chain follows a part cue ("40 people
    including 12 children and 9 women were killed": 40, then two parts), else all parts ("Two women and two
    soldiers were killed"). None when no count is chained or one already is a figure."""
    chain: list[tuple[re.Match[str], bool]] = []
    while (found := _CHAIN_BEFORE.search(text, 0, at)) is not None:
        chain.insert(0, (found, found.group("cue") is not None))
        at = found.start(1)
    if not chain or any(f.start >= at for f in figures):
        return []
    counted, cued = [], any(cue for _, cue in chain)
    for index, (found, _) in enumerate(chain):
        qualifier = QUALIFIER.search(text, 0, found.start(1))
        counted.append(
            replace(
                figure,
                start=found.start(1),
                value=count_value(found.group(1)),
                qualifier=QUALIFIERS[qualifier.group(1).lower()] if qualifier else "exact",
                part=not (cued and index == 0),
            )
        )
    return [*counted, replace(figure, part=True)]


def is_part(told: re.Match[str] | None, head: str, figures: list[Figure], measure: str) -> bool:
    """True when the figure of ``measure`` whose cue after it is ``told`` and text before it (less its
    qualifier) is ``head`` is a part of the toll before it."""
    # a count after a part cue is a part too, unless it counts another measure than the figure before
    # it ("killed 4 including 3 children and 43 others were injured")
    chained = bool(_PART_CHAIN.search(head)) and (not figures or figures[-1].measure == measure)
    part = told is not None and bool(_PART_FORM.search(told.group(0)) or _ONE_MORE_IN.search(told.group(0)))
    return part or chained


def joins_last(text: str, figures: list[Figure], match: re.Match[str], head: str, after: str) -> bool:
    """True when the number ``match``, with no measure cue of its own, is a part of the figure before it: a
    count of a list of places, a count of people joined to it, or a count after a part cue."""
    return bool(
        # "150 bodies were counted in Hammouriya 100 in Kfar Batna and 40 in Erbin", "Five were killed in
        # Sabqa and one in Harasta": a count of a list of places, of the measure of the one before
        (
            _PLACE_AFTER.match(after)
            and figures
            and not _MONTH_BEFORE.search(head)
            and not YEAR.match(match.group(1))
            and (
                _PLACE_LIST.match(text[figures[-1].start : match.start()])
                or _PART_LIST.search(text[figures[-1].start : match.start()])
            )
        )
        # "killed 15 civilians and 27 pro-government fighters": a count of people joined to it
        or (
            figures
            and _JOINED_COUNT.match(after)
            and _JOINED_TO_LAST.match(text[figures[-1].start : match.start()])
        )
        # "12 civilians including four children were killed": a part of the count before it, of its
        # measure (the dead, the wounded); it is no count of anything else
        or (_INCLUDING.search(head) and _COUNTED.match(after) and figures)
        or _of_them(text, figures, match, after)
    )
