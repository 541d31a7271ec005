"""Numeric claims about events: "at least 95 people killed, according to IRNA".

A number becomes a claim when a measure cue of ontology/measures.tsv sits next to it. Each claim keeps
its qualifier ("at least", "nearly"), the article, the cited source when the sentence names one, and
its order among the figures an article gives for one measure: a figure marked as earlier ("down from
103", "initially") comes before the current one, so revisions keep both values in sequence.

Finding the figures in a sentence is kg/events/figures.py's work, finding who they come from
kg/events/sources.py's; ``find_figures``, ``sentence_figures``, ``cited_source``, ``reported_last_span``,
``without_date`` and ``last_source_of`` are still importable from here.
"""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from collections.abc import Collection, Mapping, Sequence
from dataclasses import replace
from datetime import date

from ..ids import slug
from ..types import PERSON, PLACE, ArticleExtraction, Claim, Statement
from .arguments import is_country, said_day
from .backgrounds import background_bounds, background_side
from .clause_sources import clause_source
from .counts import Figure
from .eventplaces import (
    away_place,
    counts_combatants,
    event_by_place,
    places_of_events,
    told_elsewhere,
    top_event,
)
from .figures import find_figures as find_figures
from .figures import sentence_figures as sentence_figures
from .lexicon import BACKGROUND_TABLE, table_words
from .mentions import EventMention
from .page_credits import in_credit, page_credit
from .places import listed_places
from .sources import PERSONAL, PRONOUNS, is_name, sentence_source, source_entity_of, speaker_source
from .sources import cited_source as cited_source
from .sources import last_source_of as last_source_of
from .sources import reported_last_span as reported_last_span
from .sources import without_date as without_date
from .taxonomy import taxonomy
from .timeexpr import DATE, PAST, find_times
from .tollspans import over_span, running_total
from .triggers import keys_by_article

# Mentions an article needs of an event before figures in sentences that name no event go to it.
FOCAL_MENTIONS = 3
# A sentence that names no event but another time or a longer span tells background: a war's toll
# ("since the conflict began"), an earlier month ("In July a suicide bomb killed 16"), a period.
# The words are rows of ontology/background-words.tsv (kinds `since-what` and `toll-span`), matched in lower
# case as written; the month names, a calendar's and no curated data, stay here.
_BACKGROUND = re.compile(
    rf"\bsince\b[^.]{{0,40}}\b{table_words(BACKGROUND_TABLE, 'since-what')}\b"
    rf"|\b{table_words(BACKGROUND_TABLE, 'toll-span')}\b"
    r"|\b[Ii]n (?:January|February|March|April|May|June|July|August|September|October|November|December)\b"
    r"|\bin \d{4}\b"
)
# A sentence opening like this turns to another incident ("Elsewhere jets struck a fuel market in Idlib
# killing 18"): its figures are not the main event's, whatever mention coreference put in it.
_ELSEWHERE = re.compile(
    r"^\W*(?:elsewhere|separately|meanwhile"
    r"|in (?:a|another) (?:separate )?(?:incident|attack|development))\b",
    re.IGNORECASE,
)
# A war right after a verb of people leaving it ("civilians fleeing the civil war", background-words.tsv kind
# `flight-verb`): where they came from, no happening a figure of its sentence counts.
_FLED = re.compile(rf"\b(?:{table_words(BACKGROUND_TABLE, 'flight-verb')})\s+(?:from\s+)?$", re.IGNORECASE)
# ... unless a clause right after the war tells its toll ("fled the war, which has killed 250,000 people"):
# the sentence then counts that war's dead (background-words.tsv kind `war-toll-verb`)
_OWN_TOLL = re.compile(
    r"\s*,?\s*(?:which|that)\s+(?:has|have|had)\s+(?:[a-z]+\s+)?"
    rf"(?:{table_words(BACKGROUND_TABLE, 'war-toll-verb')})\b",
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


def find_claims(
    extractions: Sequence[ArticleExtraction],
    resolution,
    statements: Sequence[Statement],
    located: Mapping[str, Sequence[tuple[EventMention, str]]],
    parents: Mapping[str, str | None],
    main: str | None = None,
    main_date: str | None = None,
    main_places: Collection[str] = (),
    containment: Mapping[str, Collection[str]] | None = None,
    leads: Mapping[str, Collection[int]] | None = None,
) -> list[Claim]:
    """Numeric claims of every article, each tied to the event its sentence talks about.

    A figure belongs to the nearest event mention of its sentence (a sub-event's figures go to the
    parent: "20 minutes later" measures the whole attack), else to the main event if the article
    reports it, else to an event the article mentions FOCAL_MENTIONS times or more. The main event
    never takes a figure whose sentence is about something else: a running total ("since ..."), an
    incident introduced as another ("Elsewhere ..."), a toll over a stretch of time ("in the past two
    weeks"), a time set in the past ("last week"), days other than the main event's date
    ("71 killed on Tuesday and Wednesday" beside a Thursday air strike), or a place apart from the main
    event's ``main_places`` (entity keys; ``containment``: the places each place lies in, as
    kg/events/places.stated_containment gives them): a round-up's shelling of another town. A lead
    sentence (``leads``: article id -> indexes) is exempt from the place test: it tells the article's own
    news, and when that lies apart from the main event's place, the place is the likelier error.
    """
    # the speakers extraction found, less those its own test of a speaker refused (flag `speaker`: a
    # document, a number, a date or a place phrase; kg/extract/evidence.py). graph_flag keeps only the first
    # flag, so the speaker of a statement flagged for another reason first (a modality, a quotation, a
    # stand-in: "The report said 20 people may have been killed") was never tested and passes here:
    # carrying the test's own result in the statement would close that gap
    # ... and a speaker inside the credit a page's headline closes with ("... - World - Acme Online") is the
    # page itself (kg/events/page_credits.py)
    credits = {e.article.id: page_credit(e.article.text) for e in extractions}
    speakers = {
        (s.triple.article_id, s.triple.sentence_index): spoken
        for s in statements
        if (spoken := s.triple.attributed_to) is not None
        and s.triple.flag != "speaker"
        and not in_credit(spoken, credits.get(s.triple.article_id))
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
    local = {e.key for e in resolution.entities if e.kind == PLACE and not is_country(e.label)}
    event_places = places_of_events(located, parents, local)
    entities = {e.key: e for e in resolution.entities}
    main_local = [p for p in main_places if p in local]
    for extraction in sorted(extractions, key=lambda e: e.article.id):
        article_id = extraction.article.id
        keys = grouped.get(article_id, {})
        events = list(located.get(article_id, []))
        tops = [top_event(key, parents) for _, key in events]
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
                or speaker_source(speakers.get((article_id, sentence.index)), sentence, places[article_id])
                or last_source_of(sentence, places[article_id])
            )
            if source is not None and not is_name(source):
                source = None  # "a car bombing in a Kurdish town ... saying 22 people died" names nobody
            inside = mentions_in.get(sentence.index, [])
            if source is not None and source.lower() in PRONOUNS:
                # "He said at least 31 people were killed": the person named before ("Rami Abdel Rahman");
                # "it said" the organisation. A pronoun with no such source before it stays as written.
                source, source_entity = named.get(source.lower() in PERSONAL, (source, None))
            else:
                source_entity = source_entity_of(sentence, source, keys, inside)
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
            fled = [m for m, _ in here if _fled(m, sentence.text, sentence.start)]
            here = [(m, k) for m, k in here if m not in fled]
            background = bool(_BACKGROUND.search(_blanked(sentence.text, fled, sentence.start)))
            aggregate = re.search(r"\b(?:days|weeks|months|years) of\b", sentence.text) is not None
            other = bool(_ELSEWHERE.search(sentence.text)) or _other_day(
                sentence.text, extraction.article.date, main_date
            )
            told = {k for m in inside if (k := keys.get((m.start, m.end), "")) in local}
            # where the wounded were taken, came from or were buried is no place of the happening
            away = {
                keys.get((m.start, m.end), "")
                for m in inside
                if away_place(sentence.text[: m.start - sentence.start])
            }
            elsewhere = sentence.index not in (leads or {}).get(article_id, ()) and told_elsewhere(
                told - away, main_local, entities, containment or {}
            )
            bounds = background_bounds(sentence)
            for figure in figures:
                at = sentence.start + figure.start
                # a figure in a clause that tells another happening ("comes a week after a bomber killed
                # 29") is that happening's, never an event's told before the clause
                near = [p for p in here if background_side(p[0].start, bounds) == background_side(at, bounds)]
                if not near and (here or background_side(at, bounds)):
                    continue
                event = (
                    top_event(min(near, key=lambda p: abs(p[0].start - at))[1], parents) if near else focal
                )
                # ... but a count of fighters there is the round-up's fight, no casualty of the main event
                if (
                    not near
                    and main is not None
                    and focal not in (None, main)
                    and not counts_combatants(sentence.text, figure.start)
                ):
                    event = event_by_place(told, event_places, main, focal)
                if event is None or (not here and background) or (aggregate and event == main):
                    continue
                running = running_total(sentence.text, figure.start) or over_span(sentence.text, figure.start)
                if event == main and (other or running or elsewhere):
                    continue
                # a figure in a clause of its own source ("... while the Observatory said that 35 died")
                own = clause_source(sentence.text, figure.start)
                said_by, said_entity = (source, source_entity)
                if own is not None and is_name(own):
                    said_by, said_entity = own, source_entity_of(sentence, own, keys, inside)
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
                    source=said_by,
                    source_entity=said_entity,
                    part=figure.part,
                )
                found.append((figure, claim))
        claims.extend(_ordered(article_id, _without_outliers(found, main)))
    return claims


def _other_day(text: str, reference: str | None, main_date: str | None) -> bool:
    """True when the sentence dates itself only to days other than the main event's.

    A sentence set only in the past ("last week") is another day too. ``main_date`` is the day the texts
    state for the main event, else the day of its earliest leading report. With neither, its day is
    the publication day or the day before (news of the night before): a sentence dated only to other days
    ("on January 25 ... killing six", in an article of 5 February) tells an earlier incident.
    """
    # the day a source spoke ("a monitor said Friday") dates the report, not the figure's happening; but
    # where the event itself took that day ("A monitor said on Friday that raids ... killed 20 on
    # Thursday", an event dated Friday), the sentence is no other day's
    found = find_times(text, reference)
    times = [t for t in found if not said_day(text, t)]
    if main_date and any(t.value == main_date for t in found if t not in times):
        return False
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


def _fled(mention: EventMention, text: str, base: int) -> bool:
    """Whether the mention is a war people are said to flee ("civilians fleeing the civil war", ``_FLED``)."""
    opens = mention.end - len(mention.phrase) - base
    return (
        mention.event_type == "War"
        and bool(_FLED.search(text, 0, max(opens, 0)))
        and not _OWN_TOLL.match(text, mention.end - base)
    )


def _blanked(text: str, mentions: Sequence[EventMention], base: int) -> str:
    """``text`` without the phrases of ``mentions``: a war people fled tells no war toll ("civil war")."""
    for mention in mentions:
        opens, ends = mention.end - len(mention.phrase) - base, mention.end - base
        text = text[:opens] + " " * (ends - opens) + text[ends:]
    return text


def _can_have_casualties(event_type: str) -> bool:
    tax = taxonomy()
    return event_type == "War" or tax.is_a(event_type, "Incident")


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
