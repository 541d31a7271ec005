"""Figures in a sentence's text: the numbers a measure cue of ontology/measures.tsv names ("at least 95
people killed"), with their qualifier ("at least", "nearly"), whether the text marks them as earlier ("down
from 103") and whether they are a part of the count before them ("including four children"). Turning them
into sourced claims of events is kg/events/claims.py's work.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from functools import lru_cache

from ..articles import MONTH_NAME
from ..memo import per_sentence
from ..resources import read_tsv
from ..types import Sentence
from .lexicon import alternation, head_nouns, number_words, table_words

# the table of background words: its kinds `motive` and `part-cue` are read here, the others by claims.py
_BACKGROUND_TABLE = "background-words.tsv"

QUALIFIERS = {
    "at least": "at least", "more than": "more than", "over": "more than", "upwards of": "more than",
    "nearly": "nearly", "almost": "nearly", "close to": "nearly", "about": "about", "around": "about",
    "approximately": "about", "roughly": "about", "some": "about", "an estimated": "about", "up to": "up to",
    "as many as": "up to", "fewer than": "fewer than", "less than": "fewer than", "another": "another",
    "a further": "another", "an additional": "another",
}  # fmt: skip
_TENS = "twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety"
_UNITS = "one|two|three|four|five|six|seven|eight|nine"


@lru_cache(maxsize=1)
def _number_pattern() -> re.Pattern[str]:
    """Numbers as digits ("1,300", "2.5") or words of ontology/number-words.tsv ("twenty-one")."""
    words = alternation(number_words())
    return re.compile(
        rf"(?<![\w.,-])(\d{{1,3}}(?:,\d{{3}})+|\d+(?:\.\d+)?|(?:{_TENS})-(?:{_UNITS})|{words})(?![\w]|[.,]\d)",
        re.IGNORECASE,
    )


_QUALIFIER = re.compile(
    r"(?:^|\s)(" + "|".join(sorted(QUALIFIERS, key=len, reverse=True)) + r")\s+$", re.IGNORECASE
)
# "95 deaths, down from 103": the figure after the cue is the earlier one.
_EARLIER_CUE = re.compile(
    r"\b(?:down|up|revised|lowered|raised)\s+from\s+$|\b(?:initial(?:ly)?|earlier"
    r"|previous(?:ly)?|preliminary)\b",
    re.IGNORECASE,
)
# ("Five more civilians were killed": "more" and a noun)
_PLAIN_NOUNS = (
    r"(?:(?:people|persons|others|civilians|children|individuals|pilgrims|victims|mourners|more)\s+){0,2}"
)
# ... or up to two modifiers and a `counted` noun of head-nouns.tsv, then maybe an adverb of
# background-words.tsv kind `count-adverb` ("19 regime fighters were killed", "27 pro-government fighters",
# "six children also died"). A modifier is no function word, unit of time, number or part cue, so that "20
# days after soldiers were killed", "5 of the rebels killed", "August 2016 Two children were killed" and "15
# civilians including children" give no count of soldiers, rebels or children.
_PART_CUE = table_words(_BACKGROUND_TABLE, "part-cue")
_KINDS = alternation(head_nouns("counted"))
_NOT_MODIFIER = (
    rf"(?:{table_words(_BACKGROUND_TABLE, 'not-modifier')}|{table_words(_BACKGROUND_TABLE, 'time-unit')}|"
    rf"{_PART_CUE}|{alternation(number_words())}|(?:{_TENS})-)\b"
)
# The event stage holds no parse, so a modifier that is a verb is told by its shape: a participle ("Two bombs
# targeting civilians") or, first after the count, a plural noun that is the count's own ("Two sources said
# soldiers were killed", "Two gunmen shot soldiers dead"): the count is of that noun, no kind after it.
_VERB_SHAPED = r"(?-i:[a-z][\w-]*ing\b)"
_OWN_NOUN = r"(?-i:[a-z][a-z-]*(?:[^s\W]s|men)\b)"
_MODIFIER = rf"(?!{_NOT_MODIFIER}|{_VERB_SHAPED})[A-Za-z][\w-]*\s+"
_PEOPLE = rf"(?:(?!{_OWN_NOUN}){_MODIFIER}(?:{_MODIFIER})?)?(?:{_KINDS})\b"
# A part cue and a noun with no count of their own may follow ("20 civilians including children were killed":
# the count stays the civilians').
# ... and one more person may be joined to the count's noun: then the count is a part of the toll ("Five
# women and a child have been killed", "four children and a pregnant woman were killed").
_ONE_MORE = rf"and\s+an?\s+(?:{_MODIFIER})?(?:{_KINDS})\s+"
_COUNTED_PHRASE = (
    rf"{_PEOPLE}\s+(?:{_ONE_MORE})?(?:(?:{_PART_CUE})\s+(?:{_KINDS})\s+)?"
    rf"(?:(?:{table_words(_BACKGROUND_TABLE, 'count-adverb')})\s+)?"
)
_NOUNS = rf"(?:{_COUNTED_PHRASE}|{_PLAIN_NOUNS})"


@dataclass(frozen=True)
class Measure:
    name: str
    unit: str
    after: re.Pattern[str]
    before: re.Pattern[str] | None


# An adverb in -ly may stand between the words of a measure cue: "were slightly hurt", "were reportedly
# killed", "had been seriously wounded". Not "also": "Three people were also killed in another town", "10
# people were also killed ... when a suicide bomber blew himself up" add the toll of another happening.
# Nor an adverb of background-words.tsv kind `no-toll-adverb`: "Five children were nearly killed", "Eight
# people were previously killed in the same street" tell no toll of the happening.
_ADVERB = rf"(?!(?:{table_words(_BACKGROUND_TABLE, 'no-toll-adverb')})\b)(?-i:[a-z]+ly)\s+"


def _spaced(form: str) -> str:
    """The regex of a multi-word cue of measures.tsv, an adverb allowed between its words."""
    return rf"\s+(?:{_ADVERB})?".join(re.escape(word) for word in form.split())


@lru_cache(maxsize=1)
def measures() -> tuple[Measure, ...]:
    found = []
    for row in read_tsv("measures.tsv"):
        after = "|".join(_spaced(f) for f in sorted(row["after"].split("|"), key=len, reverse=True))
        before_forms = [f for f in row["before"].split("|") if f and f != "-"]
        before = "|".join(re.escape(f) for f in sorted(before_forms, key=len, reverse=True))
        found.append(
            Measure(
                row["measure"],
                row["unit"],
                re.compile(rf"^\s+{_NOUNS}(?:{after})\b", re.IGNORECASE),
                re.compile(rf"\b(?:{before})\s+(?:the\s+)?$", re.IGNORECASE) if before else None,
            )
        )
    return tuple(found)


@dataclass(frozen=True)
class Figure:
    """One number of a sentence read as a measure; offsets are relative to the sentence."""

    start: int
    value: float
    qualifier: str
    measure: str
    unit: str
    earlier: bool
    part: bool = False  # a part of the toll before it: "including 4 children", "100 in Kfar Batna"


# An after-form of a part of the dead or the wounded: "Fifteen of the wounded", "were among the dead".
_PART_FORM = re.compile(r"\b(?:of|among)\s+the\b", re.IGNORECASE)
_ONE_MORE_IN = re.compile(rf"^\s+{_PEOPLE}\s+{_ONE_MORE}", re.IGNORECASE)


def _value(text: str) -> float:
    lower, words = " ".join(text.lower().split()), number_words()
    if "-" in lower:  # "fifty-one"
        tens, units = lower.split("-")
        return float(words[tens] + words[units])
    return float(words[lower]) if lower in words else float(text.replace(",", ""))


def _like_last(
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
        value=_value(match.group(1)),
        qualifier=qualifier,
        part=last.part if part is None else part,
        earlier=last.earlier if earlier is None else earlier,
    )


# A number right before a place: "100 in Kfar Batna", "one in the town of Harasta" (``find_figures``).
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
_MOTIVE = re.compile(
    rf"\bin\s+(?:{table_words(_BACKGROUND_TABLE, 'motive')})\s+(?:for|of)\s+(?:the\s+)?"
    r"(?:deaths?|killings?|murders?)\s+of\s+$",
    re.IGNORECASE,
)
# ... or a list opened by "including" after a figure's other words: "54 civilians were killed in airstrikes by
# the Assad regime ... on Tuesday including 9 in the neighborhood Alsaliheen 8 in Ansari 5 in Almiyassar"
_PART_LIST = re.compile(
    rf"\b(?:{_PART_CUE})\s+(?:{_LIST_NUMBER}{_LIST_PLACE}{_LIST_AND})*$",
    re.IGNORECASE,
)
# "killed 15 civilians and 27 pro-government fighters", "30 regime and allied fighters as well as 50 rebels":
# a count of people joined to the figure before it, people of its own kind, with no cue of its own
_JOINED_TO_LAST = re.compile(
    rf"^\S+\s+(?:[A-Za-z][\w-]*\s+){{0,3}}(?:{_KINDS})\s+(?:and|as\s+well\s+as)\s+$",
    re.IGNORECASE,
)
# "including 84 children and 35 women have been killed": counts after a part cue are parts, cue or not
_PART_CHAIN = re.compile(
    rf"\b(?:{_PART_CUE})\s+(?:{_LIST_NUMBER}{_PEOPLE}\s*(?:,\s*and\s+|,\s*|and\s+))*$",
    re.IGNORECASE,
)
# ... unless the joined count's noun has a verb of its own ("killed 6 people and 3 children were rescued",
# "killed 7 soldiers and 20 rebels fled the town"): an auxiliary of background-words.tsv kind `own-verb` or a
# word shaped as a past form
_JOINED_COUNT = re.compile(
    rf"^\s+{_PEOPLE}(?!\s+(?:(?:{table_words(_BACKGROUND_TABLE, 'own-verb')})\b|(?-i:[a-z]+ed\b)))",
    re.IGNORECASE,
)
# "Two women and two soldiers were killed", "40 people including 12 children and 9 women were killed": a count
# of people right before the figure, joined by "and" or a part cue, with no cue of its own
_CHAIN_BEFORE = re.compile(
    rf"{_number_pattern().pattern}\s+{_PEOPLE}\s*(?P<sep>,\s*and\s+|,\s*|and\s+|as\s+well\s+as\s+"
    rf"|(?P<cue>{_PART_CUE})\s+)$",
    re.IGNORECASE,
)
_YEAR = re.compile(r"^(?:1[89]|20)\d\d$")  # "since 2014 in Homs"
# a month and maybe a day before a year: the number is a date's, no count. Only a capitalised month name:
# "the march 2000 people died" counts 2000.
_DATE_BEFORE = re.compile(
    rf"\b(?=(?-i:[A-Z])){MONTH_NAME}\.?\s+(?:\d{{1,2}}(?:st|nd|rd|th)?,?\s+)?$", re.IGNORECASE
)
# "including four children", "among them 3 women": a part of the count before it (``find_figures``).
# The words are rows of ontology/background-words.tsv (kind `part-cue`) and head-nouns.tsv (kind `counted`).
_INCLUDING = re.compile(rf"\b(?:{_PART_CUE})\s+$", re.IGNORECASE)
_COUNTED = re.compile(rf"^\s+(?:{_KINDS})\b", re.IGNORECASE)


def _chained_before(text: str, figures: list[Figure], at: int, figure: Figure) -> list[Figure]:
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
        qualifier = _QUALIFIER.search(text, 0, found.start(1))
        counted.append(
            replace(
                figure,
                start=found.start(1),
                value=_value(found.group(1)),
                qualifier=QUALIFIERS[qualifier.group(1).lower()] if qualifier else "exact",
                part=not (cued and index == 0),
            )
        )
    return [*counted, replace(figure, part=True)]


def find_figures(text: str) -> list[Figure]:
    """Return the measured numbers of one sentence, in order.

    >>> [(f.measure, f.value, f.qualifier) for f in find_figures("killed at least 95 people and 141 injured")]
    [('killed', 95.0, 'at least'), ('injured', 141.0, 'exact')]
    """
    figures: list[Figure] = []
    for match in _number_pattern().finditer(text):
        before, after = text[: match.start()], text[match.end() :]
        if re.search(r"\b(?:several|a few|many)\s+$", before, re.IGNORECASE):
            continue  # "several dozen dead" gives no figure
        if _YEAR.match(match.group(1)) and _DATE_BEFORE.search(before):
            continue  # "27 November 2016 Girl child killed", "Nov 7 2016 Child Killed": a date's year
        qualifier_match = _QUALIFIER.search(before)
        qualifier = QUALIFIERS[qualifier_match.group(1).lower()] if qualifier_match else "exact"
        head = before[: qualifier_match.start(1)] if qualifier_match else before
        if _MOTIVE.search(head[-80:]):
            continue
        earlier = bool(_EARLIER_CUE.search(head[-60:]))
        # The cue after a number names it before a cue of another measure ahead of it: in "3 Killed
        # 30 Wounded" the 30 are the wounded, not a second count after "Killed".
        measure = next((m for m in measures() if m.after.match(after)), None) or next(
            (m for m in measures() if m.before is not None and m.before.search(head)), None
        )
        if measure is not None:
            told = measure.after.match(after)
            # a count after a part cue is a part too, unless it counts another measure than the figure before
            # it ("killed 4 including 3 children and 43 others were injured")
            chained = bool(_PART_CHAIN.search(head)) and (not figures or figures[-1].measure == measure.name)
            part = told is not None and bool(
                _PART_FORM.search(told.group(0)) or _ONE_MORE_IN.search(told.group(0))
            )
            part = part or chained
            figure = Figure(
                match.start(), _value(match.group(1)), qualifier, measure.name, measure.unit, earlier, part
            )
            figures.extend(_chained_before(text, figures, match.start(), figure) or [figure])
        elif (
            _PLACE_AFTER.match(after)
            and figures
            and not _MONTH_BEFORE.search(head)
            and not _YEAR.match(match.group(1))
            and (
                _PLACE_LIST.match(text[figures[-1].start : match.start()])
                or _PART_LIST.search(text[figures[-1].start : match.start()])
            )
        ):
            # "150 bodies were counted in Hammouriya 100 in Kfar Batna and 40 in Erbin", "Five were killed in
            # Sabqa and one in Harasta": a count of a list of places, of the measure of the one before
            figures.append(_like_last(figures, match, qualifier, part=True))
        elif (
            figures
            and _JOINED_COUNT.match(after)
            and _JOINED_TO_LAST.match(text[figures[-1].start : match.start()])
        ):
            figures.append(_like_last(figures, match, qualifier, part=True))
        elif _INCLUDING.search(head) and _COUNTED.match(after) and figures:
            # "12 civilians including four children were killed": a part of the count before it, of its
            # measure (the dead, the wounded); it is no count of anything else
            figures.append(_like_last(figures, match, qualifier, part=True))
        else:
            # "95 deaths, down from 103": the revised figure has the measure of the one it revises.
            if re.search(r"\b(?:down|up|revised|lowered|raised)\s+from\s+$", head) and figures:
                figures.append(_like_last(figures, match, qualifier, earlier=True))
    return figures


@per_sentence
def sentence_figures(sentence: Sentence) -> tuple[Figure, ...]:
    """``find_figures`` of one sentence of an article, kept with the article's other rule results
    (``kg.memo``): reading every sentence of a corpus for numbers was a tenth of the event model."""
    return tuple(find_figures(sentence.text))
