"""The words of a count in a sentence's text: numbers in digits or words ("1,300", "twenty-one"), their
qualifiers ("at least", "nearly"), the people a count counts ("19 regime fighters", "four children and a
pregnant woman") and the Figure a number is read as. kg/events/figures.py reads measures with them,
kg/events/parts.py the parts and chains of counts.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from .lexicon import BACKGROUND_TABLE, alternation, head_nouns, number_words, table_words

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
def number_pattern() -> re.Pattern[str]:
    """Numbers as digits ("1,300", "2.5") or words of ontology/number-words.tsv ("twenty-one")."""
    words = alternation(number_words())
    return re.compile(
        rf"(?<![\w.,-])(\d{{1,3}}(?:,\d{{3}})+|\d+(?:\.\d+)?|(?:{_TENS})-(?:{_UNITS})|{words})(?![\w]|[.,]\d)",
        re.IGNORECASE,
    )


# the qualifiers as one regex alternation, longest first (a regex takes the first that matches); figures.py
# reads the same alternation after a cue
QUALIFIER_WORDS = "|".join(sorted(QUALIFIERS, key=len, reverse=True))
QUALIFIER = re.compile(r"(?:^|\s)(" + QUALIFIER_WORDS + r")\s+$", re.IGNORECASE)
# The people a count counts: up to two modifiers and a `counted` noun of head-nouns.tsv ("19 regime fighters
# were killed", "27 pro-government fighters"). A modifier is no function word, unit of time, number or part
# cue, so that "20 days after soldiers were killed", "5 of the rebels killed", "August 2016 Two children were
# killed" and "15 civilians including children" give no count of soldiers, rebels or children.
PART_CUE = table_words(BACKGROUND_TABLE, "part-cue")
KINDS = alternation(head_nouns("counted"))
_NOT_MODIFIER = (
    rf"(?:{table_words(BACKGROUND_TABLE, 'not-modifier')}|{table_words(BACKGROUND_TABLE, 'time-unit')}|"
    rf"{PART_CUE}|{alternation(number_words())}|(?:{_TENS})-)\b"
)
# The event stage holds no parse, so a modifier that is a verb is told by its shape: a participle ("Two bombs
# targeting civilians") or, first after the count, a plural noun that is the count's own ("Two sources said
# soldiers were killed", "Two gunmen shot soldiers dead"): the count is of that noun, no kind after it.
_VERB_SHAPED = r"(?-i:[a-z][\w-]*ing\b)"
_OWN_NOUN = r"(?-i:[a-z][a-z-]*(?:[^s\W]s|men)\b)"
MODIFIER = rf"(?!{_NOT_MODIFIER}|{_VERB_SHAPED})[A-Za-z][\w-]*\s+"
# Two modifiers may be joined by "and", one kind of each: "88 rebel and regime forces were killed".
PEOPLE = rf"(?:(?!{_OWN_NOUN}){MODIFIER}(?:and\s+{MODIFIER})?(?:{MODIFIER}){{0,2}})?(?:{KINDS})\b"
# ... then maybe the group or place they are of, up to six such words, maybe joined by "of (the)": "29
# fighters from the Western-backed Hazm movement", "Four staff of the Union of Medical Relief Organisations",
# "38 members of government forces" (a function word, "that" or "were", ends it: the cue must follow).
OF_WHOM = rf"(?:of|from)\s+(?:the\s+)?(?:(?:of\s+(?:the\s+)?)?{MODIFIER}){{1,6}}?"
# ... or a second plural joined to it, counted with it: "More than 50 rebels and jihadists were killed".
AND_MORE = rf"and\s+(?:{MODIFIER})?(?:{KINDS})\s+"
# ... and one more person may be joined to the count's noun: then the count is a part of the toll ("Five
# women and a child have been killed", "four children and a pregnant woman were killed").
ONE_MORE = rf"and\s+an?\s+(?:{MODIFIER})?(?:{KINDS})\s+"
YEAR = re.compile(r"^(?:1[89]|20)\d\d$")  # "since 2014 in Homs"


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


def count_value(text: str) -> float:
    lower, words = " ".join(text.lower().split()), number_words()
    if "-" in lower:  # "fifty-one"
        tens, units = lower.split("-")
        return float(words[tens] + words[units])
    return float(words[lower]) if lower in words else float(text.replace(",", ""))
