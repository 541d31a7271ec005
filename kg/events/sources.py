"""Who a sentence's figures come from: the source it cites ("according to IRNA", ", the health ministry
said", "the Syrian Observatory reported"), the speaker extraction found, and the entity the source names.
kg/events/claims.py credits each claim with these.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Mapping, Sequence
from functools import lru_cache

from ..articles import MONTH_NAME
from ..memo import per_sentence
from ..types import Sentence, Span
from .arguments import is_country
from .figures import find_figures
from .lexicon import alternation, head_nouns

# Who a figure comes from: "according to X", ", X said/reported", "X said that ...".
_ACCORDING = re.compile(
    r"\baccording to\s+(?:(?:new |initial |latest )?(?:reports?|figures|a statement) from\s+)?"
    r"([^,.;()\"“”]+)",
    re.IGNORECASE,
)
_REPORTED_AFTER = re.compile(
    r",\s*(?:the\s+)?([^,;\"“”]{2,60}?)\s+(?:said|reported|added|told|says|reports)\b", re.IGNORECASE
)
_REPORTED_BY = re.compile(r",\s*(?:said|reported|added|according to)\s+([^,;.\"“”]{2,60})", re.IGNORECASE)
_SAID_THAT = re.compile(
    r"^(?:\(\w+\)\s*[—-]\s*)?([A-Z][^,;\"“”]{1,70}?)\s+(?:initially\s+|also\s+)?(?:said|reported|"
    r"told|indicates|indicated|showed|shows|announced|stated|added)\b"
)

# Who puts a toll at a figure: "An opposition monitoring group citing figures from clinics put the death toll
# at 494", "... while local journalist Zouhir al-Shimale placed the death toll from the air raids at 50". The
# subject opens the sentence or the clause after "while" (and never holds one); what it cites, and an adverb
# or an auxiliary after it ("The Syrian Center for Policy Research however has put the death toll ..."), are
# no part of its name.
# A toll put "higher" without a figure ("some organisations put the toll a lot higher") gives none.
_PUT_TOLL = re.compile(
    r"(?:^(?:However\s+)?|\b(?:while|whereas|but)\s+)((?:(?!\b(?:while|whereas|but)\b)[^,;\"“”]){2,70}?)"
    r"(?:\s+(?:citing|quoting)\b[^,;\"“”]*?)?(?:\s+(?:however|also|now|meanwhile|later|earlier|has|have|had))*"
    r"\s+(?:put|puts|placed|places|estimated|estimates)\s+(?:the|its|their)\s+(?:[\w-]+\s+){0,2}toll\b"
    r"[^,;.]{0,60}?\bat\b"
)
# Who says a happening killed the figure, in a relative clause: "a gas attack the United States says killed
# more than 1400 people". A name only, and a whole one, after a lower-case word: "the attack which it says
# kills" leaves "it" to nobody, and "opponents of President Assad said killed" names the opponents, not him.
_SAYS_KILLED = re.compile(
    r"(?:^|\b(?!of\b)[a-z][\w-]*\s+)((?:[A-Z][\w.-]*\s+){0,4}[A-Z][\w.-]*)\s+(?:says|said|claims|claimed)\s+"
    r"(?:(?:had|has|have)\s+)?(?:killed|kills)\b"
)


@lru_cache(maxsize=1)
def _reported_last() -> re.Pattern[str]:
    """ "... in Aleppo Syrian state television reported on Wednesday", "... the Syrian Observatory said":
    a source phrase (head nouns of kind `source`) right before the verb, with no comma to mark its start.
    It starts at a word's start: "Deir ez-Zor Syrias SANA" opened at "Zor", "anti-Assad Syrian" at "Assad".
    """
    heads = alternation(head_nouns("source"))
    return re.compile(
        rf"(?<![\w-])((?:(?:al-|el-)?[A-ZÀ-ÖØ-Þ][\w-]*\s+|the\s+|for\s+|state\s+|local\s+){{0,8}}"
        rf"(?i:{heads})(?:\s+for\s+Human\s+Rights)?)"
        r"\s+(?:said|reported|says|reports)\b"
    )


# Capitalised words that open a sentence or date it, not the source's name.
_NOT_OF_NAME = re.compile(
    rf"(?i:an?|on|in|at|by|meanwhile|late|early|earlier|later|(?:mon|tues|wednes|thurs|fri|satur|sun)day"
    rf"|{MONTH_NAME}|[\w-]+-based)"
)


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


def speaker_source(spoken: Span | None, sentence: Sentence) -> str | None:
    """The speaker extraction found for ``sentence``, as a figure's source, with no date before its name.

    None when a source phrase stands between it and the verb ("targeted Castello road the only route
    leading to rebel-held areas in divided Aleppo the Syrian Observatory reported": the parse took the
    place phrase for the speaker), which leaves the source to ``last_source_of``.
    """
    if spoken is None:
        return None
    last = reported_last_span(sentence)
    # "a monitor and activists said": the speaker extraction gave is the first of the two
    joined = (
        last is not None
        and sentence.start + last[0] >= spoken.end
        and re.fullmatch(r"\s*(?:and|or)?\s*", sentence.text[spoken.end - sentence.start : last[0]])
    )
    if last is not None and sentence.start + last[1] > spoken.end and not joined:
        return None
    return without_date(spoken.text)


@per_sentence
def reported_last_span(sentence: Sentence) -> tuple[int, int] | None:
    """Where ``_reported_last`` finds its source phrase in ``sentence``'s text (start, end), or None: kept
    as ``sentence_source`` is, since a speaker's test and a figure's source both search every sentence of
    the corpus for it."""
    match = _reported_last().search(sentence.text)
    return None if match is None else match.span(1)


def last_source_of(sentence: Sentence, places: Collection[str]) -> str | None:
    """The source phrase ``_reported_last`` finds in ``sentence`` (see ``_source_phrase``), from its kept
    span."""
    span = reported_last_span(sentence)
    return None if span is None else _source_phrase(sentence.text[span[0] : span[1]], places)


def _source_phrase(phrase: str, places: Collection[str]) -> str | None:
    """The source ``phrase`` that ``_reported_last`` found names: from its last "the" on, else the whole run
    of capitalised words before the head ("Syrian Arab Red Crescent medics", "Élysée officials"). Leading
    words that name a place of the article or of ontology/places.tsv (``places``, casefolded) are the
    object of the "in" before them: "in Douma Civil Defence said" credits "Civil Defence", "in Aleppo
    Syrian state television reported" "Syrian state television"; a country stays ("Syria TV")."""
    words = phrase.split()
    lowered = [w.lower() for w in words]
    if "the" in lowered:
        words = words[len(words) - lowered[::-1].index("the") :]
    while len(words) > 1 and _NOT_OF_NAME.fullmatch(words[0]):
        words = words[1:]  # "A Home Office spokesman", "On Saturday activists", "Britain-based Syrian ..."
    if "the" in lowered:
        return " ".join(words) or None
    place = next((n for n in range(len(words) - 1, 0, -1) if " ".join(words[:n]).casefold() in places), 0)
    # a country names the outlet it owns ("Syria TV reported"), not where the figure was counted
    return " ".join(words[0 if place and is_country(" ".join(words[:place])) else place :])


@per_sentence
def sentence_source(sentence: Sentence) -> str | None:
    """``cited_source`` of one sentence of an article, kept as ``sentence_figures`` is: every sentence
    of the corpus is searched for a source, with or without a figure."""
    return cited_source(sentence.text)


def cited_source(text: str) -> str | None:
    """The source a sentence cites for its facts, as written, or None."""
    for pattern in (_ACCORDING, _REPORTED_BY, _REPORTED_AFTER, _SAID_THAT, _PUT_TOLL, _SAYS_KILLED):
        match = pattern.search(text)
        if match:
            source = re.sub(r"^(?:the|a|an)\s+", "", match.group(1).strip(" ,."), flags=re.IGNORECASE)
            source = re.split(r",\s*(?:speaking|who|which)\b", source)[0].strip()
            # "Air strikes killed 20 people on Friday the health ministry said": a phrase holding a figure
            # is the statement, never its speaker
            if pattern is _SAID_THAT and find_figures(source):
                continue
            if source and not source.lower().startswith(("it ", "they", "he ", "she ")) and len(source) > 1:
                return source
    return None


def source_entity_of(
    sentence: Sentence, source: str | None, keys: Mapping[tuple[int, int], str], mentions: Sequence
) -> str | None:
    if not source:
        return None
    at = sentence.text.find(source)
    if at < 0:
        return None
    start, end = sentence.start + at, sentence.start + at + len(source)
    # "Iranian state television": a nationality word qualifies the source, it is not the source
    inside = [
        m
        for m in mentions
        if start <= m.start and m.end <= end and (m.start, m.end) in keys and m.label != "NORP"
    ]
    inside.sort(key=lambda m: (m.label not in ("PERSON", "ORG"), -(m.end - m.start)))
    return keys[(inside[0].start, inside[0].end)] if inside else None


# Pronouns that stand for the source named before them.
PRONOUNS = {"he", "she", "it", "they", "we"}
PERSONAL = {"he", "she"}  # these stand for a person; the others for an organisation, a group or a country
# A source longer than this is a clause the attribution took in, not a name: "Rami Abdel Rahman head of
# the Syrian Observatory for Human Rights" (FA-KES has no commas) is 11 words.
SOURCE_WORDS = 12


def is_name(source: str) -> bool:
    return len(source.split()) <= SOURCE_WORDS
