"""Numeric claims about events: "at least 95 people killed, according to IRNA".

A number becomes a claim when a measure cue of ontology/measures.tsv sits next to it. Each claim keeps
its qualifier ("at least", "nearly"), the article, the cited source when the sentence names one, and
its order among the figures an article gives for one measure: a figure marked as earlier ("down from
103", "initially") comes before the current one, so revisions keep both values in sequence.
"""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass, replace
from datetime import date
from functools import lru_cache

from ..articles import MONTH_NAME
from ..ids import slug
from ..memo import per_sentence
from ..resources import read_tsv
from ..types import PERSON, PLACE, ArticleExtraction, Claim, Sentence, Span, Statement
from .arguments import background_bounds, background_side, is_country
from .lexicon import alternation, head_nouns, number_words, table_words
from .mentions import EventMention
from .places import listed_places
from .taxonomy import taxonomy
from .timeexpr import DATE, PAST, find_times
from .triggers import keys_by_article

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
_NOUNS = (
    r"(?:(?:people|persons|others|civilians|children|individuals|pilgrims|victims|mourners|more)\s+){0,2}"
)
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


def _without_date(source: str) -> str:
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


def _speaker(spoken: Span | None, sentence: Sentence) -> str | None:
    """The speaker extraction found for ``sentence``, as a figure's source, with no date before its name.

    None when a source phrase stands between it and the verb ("targeted Castello road the only route
    leading to rebel-held areas in divided Aleppo the Syrian Observatory reported": the parse took the
    place phrase for the speaker), which leaves the source to ``_last_source_of``.
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
    return _without_date(spoken.text)


@per_sentence
def reported_last_span(sentence: Sentence) -> tuple[int, int] | None:
    """Where ``_reported_last`` finds its source phrase in ``sentence``'s text (start, end), or None: kept
    as ``sentence_source`` is, since a speaker's test and a figure's source both search every sentence of
    the corpus for it."""
    match = _reported_last().search(sentence.text)
    return None if match is None else match.span(1)


def _last_source_of(sentence: Sentence, places: Collection[str]) -> str | None:
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


# Mentions an article needs of an event before figures in sentences that name no event go to it.
FOCAL_MENTIONS = 3
# A sentence that names no event but another time or a longer span tells background: a war's toll
# ("since the conflict began"), an earlier month ("In July a suicide bomb killed 16"), a period.
# The words are rows of ontology/background-words.tsv (kinds `since-what` and `toll-span`), matched in lower
# case as written; the month names, a calendar's and no curated data, stay here.
_BACKGROUND_TABLE = "background-words.tsv"
_BACKGROUND = re.compile(
    rf"\bsince\b[^.]{{0,40}}\b{table_words(_BACKGROUND_TABLE, 'since-what')}\b"
    rf"|\b{table_words(_BACKGROUND_TABLE, 'toll-span')}\b"
    r"|\b[Ii]n (?:January|February|March|April|May|June|July|August|September|October|November|December)\b"
    r"|\bin \d{4}\b"
)
# A figure followed in its sentence by "since ..." is a running total ("350 killed since the ceasefire
# collapsed on September 19", "136 since 11 July"), never the toll of one happening.
# "the deadliest attack since 2013" compares the toll with the past; it is no running total.
_RUNNING_TOTAL = re.compile(r"\bsince\b", re.IGNORECASE)
# ... and so is a figure over a stretch of time: "In the past two weeks more than 200 civilians have been
# killed", "bombardment in the last two weeks has killed more than 100" (one day's toll is no such span).
# "The two-week-old battle for Zabadani has cost the lives of 63 rebels": a campaign's toll (an age,
# "a 12-year-old girl", names no campaign).
_SPAN = re.compile(
    r"\b(?:in|over|during|within)\s+the\s+(?:last|past|previous)\s+(?:\w+\s+)?(?:days?|weeks?|months?|years?)\b"
    r"|\b[\w-]+-(?:day|week|month|year)-old\s+(?:battle|offensive|campaign|siege|war|conflict|fighting"
    r"|bombardment|assault)\b",
    re.IGNORECASE,
)
_SUPERLATIVE = re.compile(r"\b(?:\w+est|worst|most \w+|first|biggest)\s+(?:\w+\s+){0,5}$", re.IGNORECASE)
# A sentence opening like this turns to another incident ("Elsewhere jets struck a fuel market in Idlib
# killing 18"): its figures are not the main event's, whatever mention coreference put in it.
_ELSEWHERE = re.compile(
    r"^\W*(?:elsewhere|separately|meanwhile"
    r"|in (?:a|another) (?:separate )?(?:incident|attack|development))\b",
    re.IGNORECASE,
)
# Page furniture after an article's text: a list of other stories' headlines ("Related IS group claims
# attack ... Double bomb attack kills 44"), whose figures are those stories', not this article's.
_LINK_LIST = re.compile(
    r"\bRelated(?: News| Articles| Stories)?\s+(?=[A-Z0-9])|\bRead (?:Also|More)\b|\bPrint Tweet\b"
)
# A figure this many times the median of the others an article gives for the main event is a larger
# toll (a war's) told beside it.
OUTLIER_RATIO = 50


@dataclass(frozen=True)
class Measure:
    name: str
    unit: str
    after: re.Pattern[str]
    before: re.Pattern[str] | None


@lru_cache(maxsize=1)
def measures() -> tuple[Measure, ...]:
    found = []
    for row in read_tsv("measures.tsv"):
        after = "|".join(re.escape(f) for f in sorted(row["after"].split("|"), key=len, reverse=True))
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
    rf"\b(?:{table_words(_BACKGROUND_TABLE, 'part-cue')})\s+(?:{_LIST_NUMBER}{_LIST_PLACE}{_LIST_AND})*$",
    re.IGNORECASE,
)
_YEAR = re.compile(r"^(?:1[89]|20)\d\d$")  # "since 2014 in Homs"
# "including four children", "among them 3 women": a part of the count before it (``find_figures``).
# The words are rows of ontology/background-words.tsv (kind `part-cue`) and head-nouns.tsv (kind `counted`).
_INCLUDING = re.compile(rf"\b(?:{table_words(_BACKGROUND_TABLE, 'part-cue')})\s+$", re.IGNORECASE)
_COUNTED = re.compile(rf"^\s+(?:{alternation(head_nouns('counted'))})\b", re.IGNORECASE)


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
            part = told is not None and bool(_PART_FORM.search(told.group(0)))
            figures.append(
                Figure(
                    match.start(),
                    _value(match.group(1)),
                    qualifier,
                    measure.name,
                    measure.unit,
                    earlier,
                    part,
                )
            )
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


@per_sentence
def sentence_source(sentence: Sentence) -> str | None:
    """``cited_source`` of one sentence of an article, kept as ``sentence_figures`` is: every sentence
    of the corpus is searched for a source, with or without a figure."""
    return cited_source(sentence.text)


def cited_source(text: str) -> str | None:
    """The source a sentence cites for its facts, as written, or None."""
    for pattern in (_ACCORDING, _REPORTED_BY, _REPORTED_AFTER, _SAID_THAT):
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


def _source_entity(
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


def find_claims(
    extractions: Sequence[ArticleExtraction],
    resolution,
    statements: Sequence[Statement],
    located: Mapping[str, Sequence[tuple[EventMention, str]]],
    parents: Mapping[str, str | None],
    main: str | None = None,
    main_date: str | None = None,
) -> list[Claim]:
    """Numeric claims of every article, each tied to the event its sentence talks about.

    A figure belongs to the nearest event mention of its sentence (a sub-event's figures go to the
    parent: "20 minutes later" measures the whole attack), else to the main event if the article
    reports it, else to an event the article mentions FOCAL_MENTIONS times or more. The main event
    never takes a figure whose sentence is about something else: a running total ("since ..."), an
    incident introduced as another ("Elsewhere ..."), a toll over a stretch of time ("in the past two
    weeks"), a time set in the past ("last week"), or days other than the main event's date
    ("71 killed on Tuesday and Wednesday" beside a Thursday air strike).
    """
    # the speakers extraction found, less those its own test of a speaker refused (flag `speaker`: a
    # document, a number, a date or a place phrase; kg/extract/evidence.py). graph_flag keeps only the first
    # flag, so the speaker of a statement flagged for another reason first (a modality, a quotation, a
    # stand-in: "The report said 20 people may have been killed") was never tested and passes here:
    # carrying the test's own result in the statement would close that gap
    speakers = {
        (s.triple.article_id, s.triple.sentence_index): s.triple.attributed_to
        for s in statements
        if s.triple.attributed_to is not None and s.triple.flag != "speaker"
    }
    grouped = keys_by_article(resolution.by_mention)
    kinds = {entity.key: entity.kind for entity in resolution.entities}
    # each article's place names as written and those ontology/places.tsv lists, casefolded: a source
    # phrase does not start with them
    place_names: dict[str, set[str]] = defaultdict(set)
    for entity in resolution.entities:
        if entity.kind == PLACE:
            for mention in entity.mentions:
                place_names[mention.article_id].update((mention.text.casefold(), entity.label.casefold()))
    listed = listed_places()
    places = {e.article.id: listed | place_names.get(e.article.id, set()) for e in extractions}
    claims: list[Claim] = []
    for extraction in sorted(extractions, key=lambda e: e.article.id):
        article_id = extraction.article.id
        keys = grouped.get(article_id, {})
        events = list(located.get(article_id, []))
        tops = [_top(key, parents) for _, key in events]
        # A figure in a sentence naming no event belongs to the main event when the article reports it,
        # else to an event the article keeps returning to; otherwise to nothing.
        counts = Counter(tops)
        focal = main if main in counts else max(counts, key=lambda k: (counts[k], k)) if tops else None
        if focal is not None and focal != main and counts[focal] < FOCAL_MENTIONS:
            focal = None
        found: list[tuple[Figure, Claim]] = []
        # grouped once: a long article costs no more per sentence than a short one
        mentions_in: dict[int, list] = defaultdict(list)
        for m in extraction.mentions:
            mentions_in[m.sentence_index].append(m)
        events_in: dict[int, list] = defaultdict(list)
        for pair in events:
            events_in[pair[0].sentence_index].append(pair)
        # the last source credited by name, for "he"/"she" a person and for "it"/"they"/"we" anything else
        named: dict[bool, tuple[str, str | None]] = {}
        furnished = False
        for sentence in extraction.sentences:
            source = (
                sentence_source(sentence)
                or _speaker(speakers.get((article_id, sentence.index)), sentence)
                or _last_source_of(sentence, places[article_id])
            )
            if source is not None and not _is_name(source):
                source = None  # "a car bombing in a Kurdish town ... saying 22 people died" names nobody
            inside = mentions_in.get(sentence.index, [])
            if source is not None and source.lower() in PRONOUNS:
                # "He said at least 31 people were killed": the person named before ("Rami Abdel Rahman");
                # "it said" the organisation. A pronoun with no such source before it stays as written.
                source, source_entity = named.get(source.lower() in PERSONAL, (source, None))
            else:
                source_entity = _source_entity(sentence, source, keys, inside)
                if source is not None:
                    named[kinds.get(source_entity) == PERSON] = (source, source_entity)
            figures = list(sentence_figures(sentence))
            furniture = _LINK_LIST.search(sentence.text)
            if furnished:  # the link list began in an earlier sentence: all that follows is furniture
                figures = []
            elif furniture is not None:
                figures = [f for f in figures if f.start < furniture.start()]
                furnished = True
            if not figures:
                continue
            here = events_in.get(sentence.index, [])
            # figures count casualties of incidents and wars, not of the ceremony they happened at
            here = [(m, k) for m, k in here if _can_have_casualties(m.event_type)] or here
            background = bool(_BACKGROUND.search(sentence.text))
            aggregate = re.search(r"\b(?:days|weeks|months|years) of\b", sentence.text) is not None
            other = bool(_ELSEWHERE.search(sentence.text) or _SPAN.search(sentence.text)) or _other_day(
                sentence.text, extraction.article.date, main_date
            )
            bounds = background_bounds(sentence)
            for figure in figures:
                at = sentence.start + figure.start
                # a figure in a clause that tells another happening ("comes a week after a bomber killed
                # 29") is that happening's, never an event's told before the clause
                near = [p for p in here if background_side(p[0].start, bounds) == background_side(at, bounds)]
                if not near and (here or background_side(at, bounds)):
                    continue
                event = _top(min(near, key=lambda p: abs(p[0].start - at))[1], parents) if near else focal
                if event is None or (not here and background) or (aggregate and event == main):
                    continue
                running = _running_total(sentence.text, figure.start)
                if event == main and (other or running):
                    continue
                claim = Claim(
                    id="",
                    event=event,
                    measure=figure.measure,
                    value=figure.value,
                    unit=figure.unit,
                    qualifier=figure.qualifier,
                    article_id=article_id,
                    sentence_index=sentence.index,
                    sentence=sentence.text.strip(),
                    source=source,
                    source_entity=source_entity,
                    part=figure.part,
                )
                found.append((figure, claim))
        claims.extend(_ordered(article_id, _without_outliers(found, main)))
    return claims


# Pronouns that stand for the source named before them.
PRONOUNS = {"he", "she", "it", "they", "we"}
PERSONAL = {"he", "she"}  # these stand for a person; the others for an organisation, a group or a country
# A source longer than this is a clause the attribution took in, not a name: "Rami Abdel Rahman head of
# the Syrian Observatory for Human Rights" (FA-KES has no commas) is 11 words.
SOURCE_WORDS = 12


def _running_total(text: str, start: int) -> bool:
    """True when "since" follows the figure and is no comparison ("the deadliest attack since 2013")."""
    since = _RUNNING_TOTAL.search(text, start)
    return since is not None and _SUPERLATIVE.search(text[start : since.start()]) is None


def _other_day(text: str, reference: str | None, main_date: str | None) -> bool:
    """True when the sentence dates itself only to days other than the main event's.

    A sentence set only in the past ("last week") is another day too. ``main_date`` is the day the texts
    state for the main event, else the day of its earliest leading report. With neither, its day is
    the publication day or the day before (news of the night before): a sentence dated only to other days
    ("on January 25 ... killing six", in an article of 5 February) tells an earlier incident.
    """
    times = find_times(text, reference)
    days = [t.value for t in times if t.kind == DATE and len(t.value) == 10]
    if not days:
        # "last week", or "on January 25" in an undated article: a time the text puts in the past
        return any(t.kind == PAST for t in times)
    if main_date and len(main_date) == 10:
        return main_date not in days
    published = _day(reference)
    if published is None:
        return False
    return all((published - date.fromisoformat(day)).days not in (0, 1) for day in days)


def _day(value: str | None) -> date | None:
    try:
        return date.fromisoformat(value[:10]) if value else None
    except ValueError:
        return None


def _is_name(source: str) -> bool:
    return len(source.split()) <= SOURCE_WORDS


def _without_outliers(found: list[tuple[Figure, Claim]], main: str | None) -> list[tuple[Figure, Claim]]:
    """Drop a main-event figure that dwarfs the article's others for that measure (a war's toll)."""
    kept = []
    for figure, claim in found:
        # a part ("16 in Douma") is no toll to measure the others by, but one of a war's toll ("1429 people
        # including at least 426 children") goes with it
        others = sorted(
            c.value
            for _, c in found
            if c is not claim and c.event == main and c.measure == claim.measure and not c.part
        )
        median = others[len(others) // 2] if others else 0.0
        if claim.event == main and median and claim.value > OUTLIER_RATIO * median:
            continue
        kept.append((figure, claim))
    return kept


def _can_have_casualties(event_type: str) -> bool:
    tax = taxonomy()
    return event_type == "War" or tax.is_a(event_type, "Incident")


def _top(key: str, parents: Mapping[str, str | None]) -> str:
    """The top-level event of ``key``: figures about a sub-event measure the whole event."""
    parent = parents.get(key)
    while parent is not None:
        key, parent = parent, parents.get(parent)
    return key


def _ordered(article_id: str, found: list[tuple[Figure, Claim]]) -> list[Claim]:
    """Drop repeats of one figure in one article (keeping a sourced one) and number revisions in order."""
    # a part ("among them six children") is no repeat of a toll of its value ("Six had been killed")
    best: dict[tuple[str, str, float, bool], tuple[Figure, Claim]] = {}
    for figure, claim in found:
        key = (claim.event, claim.measure, claim.value, claim.part)
        if key not in best or (best[key][1].source is None and claim.source is not None):
            best[key] = (figure, claim)
    kept = sorted(best.values(), key=lambda p: (p[1].sentence_index, p[0].start))
    result: list[Claim] = []
    for index, (_, claim) in enumerate(kept):
        wholes = (claim.event, claim.measure, False)
        same = [p for p in kept if (p[1].event, p[1].measure, p[1].part) == wholes]
        chronology = sorted(same, key=lambda p: (not p[0].earlier, p[1].sentence_index, p[0].start))
        # a part revises nothing: "10 in Douma and 8 in Harasta" are no second and third figures
        order = 0 if claim.part else next(i for i, p in enumerate(chronology) if p[1] is claim)
        result.append(replace(claim, id=f"{slug(article_id)}-{claim.sentence_index}-{index}", order=order))
    return result
