"""Places that say where a speaker is, not where a happening was: "strikes in Syria the defence ministry in
Moscow said", "In Washington the Pentagon confirmed eight strikes". A foreign capital named so is the seat of
the body that reports the news, and must not place it (FA-KES drops the commas that would set it apart).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import lru_cache

from ..entities.reference_tables import countries_holding
from .countries import country_code
from .lexicon import BACKGROUND_TABLE, table_words
from .places import listed_inside

# What may follow the verb when the place is the speaker's: a time, "that", the sentence's end. A subject
# after it ("killed in Aleppo said the Observatory", "said activists") makes the place the happening's, its
# verb the opening of an inverted source.
_AFTER_VERB = r"(?=\s*$|\s*[.,;:\"“]|\s+(?:on|in|late|earlier|yesterday|today|that|last|this)\b)"


@lru_cache(maxsize=1)
def _patterns() -> tuple[re.Pattern[str], re.Pattern[str]]:
    verbs = table_words(BACKGROUND_TABLE, "speaker-verb")
    # "the ministry in Moscow said on Saturday": the place's noun phrase is the verb's subject
    right_after = re.compile(rf"\s+(?:{verbs}){_AFTER_VERB}")
    # "In Washington the Pentagon confirmed": an opening "In X" and a subject of at most four words
    opening_subject = re.compile(rf"\s+(?:the|a|an)\s+(?:[\w'’-]+\s+){{0,3}}?(?:{verbs})\b")
    return right_after, opening_subject


def speaker_place(text: str, start: int, end: int) -> bool:
    """Whether the place at ``text[start:end]`` (after "in") is where the sentence's speaker is."""
    right_after, opening_subject = _patterns()
    if not re.search(r"\bin\s+(?:the\s+)?$", text[:start], re.IGNORECASE):
        return False
    if right_after.match(text, end) and re.search(r"[a-z]\s+in\s+(?:the\s+)?$", text[:start]):
        return True
    opening = re.fullmatch(r"\s*In\s+(?:the\s+)?", text[:start])
    return bool(opening and opening_subject.match(text, end))


def speaker_inside(place: str, others: Iterable[str]) -> bool:
    """Whether the speaker's place named ``place`` lies inside one of the sentence's other places (their
    names ``others``): "killed 12 people in Iraq, police in Kirkuk said" tells of a local source, whose city
    is the happening's as often as not; "strikes in Syria, the ministry in Moscow said" of one abroad. By
    ontology/places.tsv, and for a country by GeoNames' cities and pycountry's subdivisions."""
    for other in others:
        code = country_code(other)
        if code is not None:
            if code in countries_holding(place):
                return True
        elif listed_inside(place, other):
            return True
    return False
