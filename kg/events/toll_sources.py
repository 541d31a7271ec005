"""Sources a sentence names with no "said" or "according to", split from kg/events/sources.py: who puts a
toll at a figure ("the Observatory put the death toll at 30"), and who says, in a relative clause, that a
happening killed it ("a gas attack the United States says killed 1400 people"); with ``without_date``, which
drops a date written before a source's name.
"""

from __future__ import annotations

import re
from functools import lru_cache

from ..articles import MONTH_NAME
from ..entities.gazetteer import listed_places, lookup_key
from ..resources import not_speakers, words_of_kind
from .countries import is_country
from .lexicon import alternation, head_nouns, table_words

# A date written before a speaker's name ("Friday 3 Jun 2016 UN says ..."): words of a day, a month or a year.
_DATE_WORD = re.compile(
    rf"(?i:(?:mon|tues|wednes|thurs|fri|satur|sun)day|{MONTH_NAME}\.?|\d{{1,2}}(?:st|nd|rd|th)?|\d{{4}})"
)


def without_date(source: str) -> str:
    """``source`` without a date written before its name: "Jun 2016 UN" -> "UN", "Friday 3 Jun 2016 UN"
    -> "UN", "Monday the health ministry" -> "the health ministry" (a dateline's or a headline's date,
    glued on where the text has no punctuation). A month counts only with a year or a weekday ("March 14
    alliance", "Sept. 11 commission" and "1st May Brigade" are names); a weekday alone only before another
    date word or a lower-case word ("Sunday Times" is a name), and "Jan Egeland" and "May" are names."""
    words = source.split()
    lead = next((i for i, w in enumerate(words) if not _DATE_WORD.fullmatch(w)), len(words))
    run = words[:lead]
    if not 0 < lead < len(words):
        return source
    weekday = any(w.lower().endswith("day") for w in run)
    year = any(len(w) == 4 and w.isdigit() for w in run)
    month = any(not w[0].isdigit() and not w.lower().endswith("day") for w in run)
    dated = (year or weekday) if month else weekday and (len(run) > 1 or words[lead][0].islower())
    return " ".join(words[lead:]) if dated else source


# The words of the two patterns below, which read a source no "said" or "according to" names.
SOURCE_TABLE = "source-words.tsv"


@lru_cache(maxsize=1)
def put_toll() -> re.Pattern[str]:
    """Who puts a toll at a figure: "An opposition monitoring group citing figures from clinics put the
    death toll at 494", "... while local journalist Zouhir al-Shimale placed the death toll from the air
    raids at 50". The subject opens the sentence or the clause after the last `clause-opener` before the
    verb, so "The strikes killed 30 people and the Observatory later put the toll at 35" gives the
    Observatory, never the clause before it; what it cites, and an adverb or auxiliary after it ("The Syrian
    Center for Policy Research however has put ..."), are no part of it. Only with "at" after the toll, or
    "of" ("SANA gave a toll of 12 dead", "a lower toll of 17"): a toll put "a lot higher" has no figure of its
    own."""
    opener = table_words(SOURCE_TABLE, "clause-opener")
    filler = table_words(SOURCE_TABLE, "toll-filler")
    return re.compile(
        rf"(?:^|\b(?i:{opener})\s+)(?:(?i:{filler})\s+)*((?:(?!\b(?i:{opener})\b)[^,;\"“”]){{2,70}}?)"
        rf"(?:\s+(?:{table_words(SOURCE_TABLE, 'citing')})\b[^,;\"“”]*?)?(?:\s+(?i:{filler}))*"
        rf"\s+(?:{table_words(SOURCE_TABLE, 'toll-verb')})\s+(?:the|its|their|an?)"
        r"\s+(?:[\w-]+\s+){0,2}toll\b"
        # "put the toll at 30", or "gave a toll of 12 dead": the figure after "of"
        r"(?:[^,;.]{0,60}?\bat\b|\s+of\b)"
    )


# "On Monday the UN put the toll at 30": the preposition of a date opening the subject; without_date drops the
# date words after it.
_DATE_PREPOSITION = re.compile(
    rf"^(?:(?:late|early)\s+)?(?:on|in|by)\s+(?={_DATE_WORD.pattern}\b)", re.IGNORECASE
)


def toll_subject(subject: str) -> str | None:
    """The subject ``put_toll`` found, from the "the" that opens it and without a date before it, or None
    when it is no one who speaks: its head word (its last before a preposition) is a count, a document or a
    happening of ontology/not-speakers.tsv ("Unofficial estimates", "The latest figures", "The storm")."""
    subject = without_date(_DATE_PREPOSITION.sub("", subject.strip()))
    words = subject.split()
    # FA-KES writes no commas: "Warplanes struck the town the Observatory put the toll at 30"
    opens = (i for i in range(len(words) - 1, 0, -1) if words[i] == "the" and _opens_subject(words[i - 1]))
    words = words[next(opens, 0) :]
    # "The Syrian Center for Policy Research an NGO however has put ...": an apposition after the name, or an
    # adverb, ends it
    fillers = words_of_kind(SOURCE_TABLE, "toll-filler")
    ends = (
        i
        for i, w in enumerate(words[1:], 1)
        if w.lower() in fillers
        or (w in ("a", "an") and words[i - 1][:1].isupper())
        # "The monitor which earlier gave a toll of 20": a relative clause after the name is no part of it
        or w in ("which", "who")
    )
    subject = " ".join(words[: next(ends, len(words))])
    prepositions = table_words(SOURCE_TABLE, "preposition")
    head = re.split(rf"\s+(?:{prepositions})\s+", subject)[0].split()
    return subject if head and head[-1].lower() not in not_speakers() else None


@lru_cache(maxsize=1)
def says_killed() -> re.Pattern[str]:
    """Who says a happening killed the figure, in a relative clause: "a gas attack the United States says
    killed more than 1400 people". A whole name after a lower-case word, or a described group ("that
    activists say killed"): "the attack which it says kills" leaves "it" to nobody, and "opponents of
    President Assad said killed" names the opponents, not him."""
    # or a described group, a plural source head of head-nouns.tsv with one word before it at most: "an attack
    # that opposition activists say killed more than 130" credits the activists
    groups = alternation(tuple(h for h in head_nouns("source") if h.endswith("s") and " " not in h))
    return re.compile(
        r"(?:^|\b(?!of\b)(?P<before>[a-z][\w-]*)\s+)"
        rf"(?P<name>(?:[A-Z][\w.-]*\s+){{0,4}}[A-Z][\w.-]*|(?:[a-z][\w-]*\s+)?(?:{groups}))\s+"
        rf"(?:{table_words(SOURCE_TABLE, 'says-verb')})\s+(?:(?:had|has|have)\s+)?(?:killed|kills)\b"
    )


def sayer(match: re.Match[str]) -> str | None:
    """The name a ``says_killed`` match found. After a `preposition` its run opens with the
    preposition's object, a place: "An air strike on Aleppo Russia says killed 30" credits Russia. The place
    is the longest run of leading words ontology/places.tsv or the country list knows, else the first word;
    None when no word is left."""
    words = match.group("name").split()
    if match.group("before") in words_of_kind(SOURCE_TABLE, "preposition"):
        known = (n for n in range(len(words) - 1, 0, -1) if _is_place(" ".join(words[:n])))
        words = words[next(known, 1) :]
    return " ".join(words) or None


def _opens_subject(before: str) -> bool:
    """Whether a "the" after the word ``before`` opens a subject: after a lower-case word, no preposition."""
    return before.islower() and before not in words_of_kind(SOURCE_TABLE, "preposition")


def _is_place(name: str) -> bool:
    """Whether ``name`` is a place ontology/places.tsv lists or a country."""
    return lookup_key(name) in listed_places() or is_country(name)
