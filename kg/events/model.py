"""Events of a corpus: mentions (kg/events/triggers.py) grouped into events (kg/events/coreference.py), then
labelled, dated and placed, with their sub-events, roles, numeric claims (kg/events/claims.py) and
reactions (kg/events/reactions.py). The main event is the one most articles report, and only when more
than half do.

This module runs the stages in order; the main event is chosen in kg/events/mainevent.py, events are
built in kg/events/assembly.py and placed in kg/events/placement.py.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections import defaultdict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from datetime import date
from functools import lru_cache

from ..entities.teams import sport_article
from ..resources import words_of_kind
from ..stamps import page_stamp
from ..stories import article_date
from ..types import Article, ArticleExtraction, Claim, Event, Reaction, Statement
from .assembly import assemble_events, event_date, event_roles
from .backgrounds import background_bounds, background_side, recalls_background, strike_verb
from .captions import without_caption
from .claims import find_claims, sentence_figures
from .clusters import Cluster
from .coreference import Coreference
from .described import argument_events
from .harmed import harm_events
from .lexicon import BACKGROUND_TABLE
from .mainevent import dated_by_leads, main_cluster, own_day, said_only, specific_enough
from .mentions import EventMention
from .merging import merge_articles
from .placement import LeadSentence, is_town, origin_town, placed_by_figures, placed_by_leads
from .placement import most_specific_first as most_specific_first
from .places import stated_containment
from .reactions import find_reactions
from .sameplace import with_same_places
from .statement_context import StatedContext, stated_contexts
from .taxonomy import taxonomy
from .timeexpr import DATE, find_times
from .triggers import find_event_mentions, keys_by_article, without_lone_tolls
from .unmarked import unmarked_towns

# Sentences from the top of an article that count as its lead (headline, dateline, first paragraph).
LEAD_SENTENCES = 3


@dataclass(frozen=True)
class EventModel:
    events: tuple[Event, ...] = ()
    claims: tuple[Claim, ...] = ()
    reactions: tuple[Reaction, ...] = ()
    statement_events: Mapping[str, str] = field(default_factory=dict)  # statement id -> event key
    # (statement id, "subject" | "object") -> the event that argument describes (kg.events.described)
    argument_events: Mapping[tuple[str, str], str] = field(default_factory=dict)
    # statement id -> the date and place its verb's own arguments state (kg.events.statement_context)
    stated: Mapping[str, StatedContext] = field(default_factory=dict)


def model_events(
    extractions: Sequence[ArticleExtraction], resolution, statements: Sequence[Statement]
) -> EventModel:
    """Detect events, their arguments, numeric claims and reactions in a corpus.

    ``resolution`` is kg.entities.Resolution (entities and the entity key of each mention).
    """
    tax = taxonomy()
    entities = {e.key: e for e in resolution.entities}
    extractions = [_dated(e) for e in extractions]
    stamps = {e.article.id: _stamp(e) for e in extractions}
    # Articles undated even by a stamp are judged against the corpus's latest date to tell background
    # (2020) from news; only past/present is judged this way: their weekdays stay unresolved.
    dated = [d for d in (_reference(e.article.date) for e in extractions) if d]
    latest = max(dated, default=None)
    references = {e.article.id: _reference(e.article.date) or latest for e in extractions}
    grouped = keys_by_article(resolution.by_mention)
    containment = stated_containment(extractions, grouped, entities)
    published = {e.article.id: _reference(e.article.date) for e in extractions}
    coref = Coreference(entities, references, containment, published)
    per_article: list[list[Cluster]] = []
    mentions_of: dict[str, list[EventMention]] = {}
    # (article id, sentence index, start) of the dates a clause about the background holds ("since the siege
    # began in March 2013"): such a month is no date of the news (assembly.news_date)
    recalled_times: set[tuple[str, int, int]] = set()
    lead_towns: dict[str, dict[int, set[str]]] = {}
    towns: dict[str, dict[int, set[str]]] = {}  # article id -> sentence index -> the towns it names
    leads: dict[str, dict[int, LeadSentence]] = {}  # ... -> what a lead sentence states
    for extraction in sorted(extractions, key=lambda e: e.article.id):
        article = extraction.article
        keys = grouped.get(article.id, {})
        # the page's stamp standing as a sentence of its own ("Date of publication 29 August 2016") and the
        # headline printed again under it ("24-02-2015 <headline>.") tell nothing: counted as lead sentences,
        # they push the sentence that tells the event, its place and its day out of the lead
        lead = _lead_indexes(extraction, stamps[article.id])
        # ... but the towns that place the event are read from the lead the stamp shortens: a town the fourth
        # sentence names is as often one of several a campaign hit ("bombed the towns of A B and C")
        lead_towns[article.id] = {index: set() for index in _lead_indexes(extraction)}
        towns[article.id] = defaultdict(set)
        # a town a lead sentence names in a clause about an earlier happening ("A day after the massacre in
        # X, ...") is not where the news happened
        recalled = {
            s.index: background_bounds(s) for s in extraction.sentences if s.index in lead_towns[article.id]
        }
        # (with the towns written again where the tagger missed them: kg/events/unmarked.py)
        named = [(m.sentence_index, m.start, keys.get((m.start, m.end), "")) for m in extraction.mentions]
        for index, start, key in [*named, *unmarked_towns(extraction, keys, entities)]:
            if is_town(key, entities):
                towns[article.id][index].add(key)
                if (
                    index in lead_towns[article.id]
                    and not background_side(start, recalled[index])
                    and not origin_town(article.text[max(0, start - 80) : start])
                ):
                    lead_towns[article.id][index].add(key)
        # what each sentence of either lead states: the towns' lead asks which of its sentences tell the event
        leads[article.id] = _leads(extraction, lead | set(lead_towns[article.id]), stamps[article.id])
        found: list[EventMention] = []
        # a match report's "clash", "attack" and "strike" are play, no violence (background-words.tsv)
        sport = sport_article(article.text)
        by_sentence: dict[int, list] = defaultdict(list)
        for m in extraction.mentions:
            by_sentence[m.sentence_index].append(m)
        for sentence in extraction.sentences:
            inside = by_sentence.get(sentence.index, [])
            told = find_event_mentions(
                sentence, inside, keys, entities, article.date, lead=sentence.index in lead
            )
            if sport:
                told = [m for m in told if m.trigger.lower() not in _sport_senses()]
            found.extend(
                _without_stamp(
                    without_caption(told, sentence, inside, keys), sentence.start, stamps[article.id]
                )
            )
        found = with_same_places(without_lone_tolls(found), extraction, keys, entities)
        clusters = coref.link_article(found)
        event_roles(extraction, found, clusters, keys, entities)
        per_article.append(clusters)
        mentions_of[article.id] = found
        texts = {s.index: s.text for s in extraction.sentences}
        recalled_times |= {
            (article.id, m.sentence_index, t.start)
            for m in found
            for t in m.times
            if t.kind == DATE and recalls_background(texts[m.sentence_index][: t.end])
        }
    clusters = [
        c
        for c in merge_articles(coref, per_article)
        if specific_enough(c, {t: tax.types[t].needs for t in tax.types})
    ]
    main = main_cluster(clusters, len(extractions))
    events, event_of = assemble_events(clusters, main, entities, containment, published, recalled_times)
    events = [
        placed_by_leads(e, entities, lead_towns, event_of, mentions_of, containment) if e.is_main else e
        for e in events
    ]
    # the main event no mention dates (or dates only by a background month: assembly.news_date) is dated by
    # the leads that tell it; an event dated by its mentions keeps their date
    stated = event_date(main.mentions) if main is not None else None
    if main is not None and next(e.date for e in events if e.is_main) != stated:
        events = [dated_by_leads(e, leads, event_of, mentions_of) if e.is_main else e for e in events]
    elif main is not None and said_only(main.mentions, stated):
        # dated only by the day a source spoke ("... were killed, a monitor said Friday"): the day the leads
        # that tell it give the happening itself ("were killed Thursday in barrel bomb strikes")
        events = [
            dated_by_leads(e, leads, event_of, mentions_of, own=True) if e.is_main else e for e in events
        ]
    located = {
        a: [(m, event_of[(a, m.start)]) for m in ms if (a, m.start) in event_of]
        for a, ms in mentions_of.items()
    }
    parents = {e.key: e.parent for e in events}
    main_event = next((e for e in events if e.is_main), None)
    main_key = main_event.key if main_event else None
    # The day the texts state, else the day of its earliest leading report (the event's inherited date): a
    # figure an article of that day dates "yesterday" is another day's ("26 were also killed yesterday").
    main_date = (event_date(main.mentions) or main_event.date) if main is not None and main_event else None
    claims = find_claims(
        extractions,
        resolution,
        statements,
        located,
        parents,
        main=main_key,
        main_date=main_date,
        main_places=main_event.places if main_event else (),
        containment=containment,
        leads=leads,
    )
    placed = [placed_by_figures(e, claims, towns, containment, entities) if e.is_main else e for e in events]
    events = [
        placed_by_leads(p, entities, lead_towns, event_of, mentions_of, containment, leads)
        if p.is_main and p.places == e.places
        else p
        for p, e in zip(placed, events, strict=True)
    ]
    reactions = find_reactions(extractions, resolution, statements, located, {e.key: e for e in events})
    about = _statement_events(statements, located)
    about.update({r.statement_id: r.event for r in reactions})
    dates = {e.article.id: e.article.date for e in extractions}
    by_key = {e.key: e for e in events}
    described = argument_events(statements, located, by_key, containment, dates, grouped)
    # a harm statement's subject that names only the means ("dozens of shells | kill | 14 people"), where no
    # description of an event was linked
    sentences = {(s.article_id, s.index): s for e in extractions for s in e.sentences}
    bounds = {key: (s.start, s.end) for key, s in sentences.items()}
    harmed = harm_events(statements, located, by_key, claims, containment, dates, grouped, bounds, entities)
    described.update({k: v for k, v in harmed.items() if k not in described})
    return EventModel(
        events=tuple(sorted(events, key=lambda e: e.key)),
        claims=tuple(claims),
        reactions=tuple(reactions),
        statement_events=dict(sorted(about.items())),
        argument_events=dict(sorted(described.items())),
        stated=stated_contexts(statements, resolution.entities, dates, sentences),
    )


def _stamp(extraction: ArticleExtraction) -> tuple[int, int, str] | None:
    """Start, end and ISO day of the date stamp a dated article's page prints in its opening, when that
    stamp is the article's date: the day of publication, which is no day of the event."""
    article = extraction.article
    stamp = page_stamp(article.text, article.title) if article.date else None
    return stamp if stamp is not None and stamp[2] == article.date else None


def _publication_day(article: Article) -> str | None:
    """The article's date; one built without it (not read by kg.articles) is dated as a read one is."""
    return article.date or article_date(article.text, article.title)


def _dated(extraction: ArticleExtraction) -> ArticleExtraction:
    """The article with its date, so that its "on Tuesday" and "yesterday" name days."""
    article = extraction.article
    day = _publication_day(article)
    return extraction if day == article.date else replace(extraction, article=replace(article, date=day))


def _without_stamp(
    mentions: list[EventMention], base: int, stamp: tuple[int, int, str] | None
) -> list[EventMention]:
    """The mentions without the stamp among their times: the day of publication is no day of the event."""
    if stamp is None:
        return mentions
    start, end, _ = stamp
    return [
        replace(m, times=tuple(t for t in m.times if not start <= base + t.start < end))
        if any(start <= base + t.start < end for t in m.times)
        else m
        for m in mentions
    ]


def _statement_events(statements: Sequence[Statement], located: dict) -> dict[str, str]:
    """The event of each statement whose subject or object holds an event mention (the first in text order).

    Mentions are looked up by position, so a long article costs no more per statement than a short one.
    """
    starts = {a: [m.start for m, _ in ms] for a, ms in located.items()}
    about: dict[str, str] = {}
    for statement in statements:
        article = statement.triple.article_id
        mentions, positions = located.get(article, []), starts.get(article, [])
        spans = [s for s in (statement.triple.subject, statement.triple.object) if s is not None]
        hits = [
            i for s in spans for i in range(bisect_left(positions, s.start), bisect_left(positions, s.end))
        ]
        if hits:
            about[statement.id] = mentions[min(hits)][1]
    return about


def _reference(value: str | None) -> date | None:
    try:
        return date.fromisoformat(value[:10]) if value else None
    except ValueError:
        return None


def _leads(
    extraction: ArticleExtraction, lead: set[int], stamp: tuple[int, int, str] | None
) -> dict[int, LeadSentence]:
    """What each lead sentence states: its days ("dropped over Aleppo on Wednesday") and other times ("last
    month"), the page's stamp aside, the values of its figures ("killing four"), and whether a verb of a
    strike tells it on those days only ("struck the neighbourhood on Sunday")."""
    leads: dict[int, LeadSentence] = {}
    for sentence in extraction.sentences:
        if sentence.index in lead:
            times = [
                t
                for t in find_times(sentence.text, extraction.article.date)
                if not (stamp and stamp[0] <= sentence.start + t.start < stamp[1])
            ]
            day_times = [t for t in times if t.kind == DATE and len(t.value) == len("2016-08-10")]
            days = [t.value for t in day_times]
            text = sentence.text
            leads[sentence.index] = LeadSentence(
                days=frozenset(days),
                own_days=frozenset(t.value for t in day_times if own_day(sentence, t)),
                figures=frozenset(f.value for f in sentence_figures(sentence)),
                timed=bool(times),
                struck_on_day=bool(days) and len(days) == len(times) and bool(strike_verb().search(text)),
            )
    return leads


def _lead_indexes(extraction: ArticleExtraction, stamp: tuple[int, int, str] | None = None) -> set[int]:
    """Indexes of the lead sentences, skipping bylines and datelines ("By ...", "Updated: ...") and, given
    the page's ``stamp``, a sentence that is that stamp with its label ("Date of publication 29 August"), and
    the headline printed again behind a date or a label ("24-02-2015 <headline>.", ``_repeats``)."""
    lead: list[int] = []
    headline: list[str] = []
    for sentence in extraction.sentences:
        words = sentence.text.split()
        dateline = re.match(r"(?i)(by|updated|originally|published)\b", sentence.text) and len(words) < 20
        end = sentence.start + len(sentence.text.rstrip())
        # the sentence holds the stamp and ends with it: the headline before it is no stamp
        stamped = stamp is not None and sentence.start <= stamp[0] < end <= stamp[1]
        if len(words) < 6 or dateline or stamped or _repeats(_WORDS.findall(sentence.text.lower()), headline):
            continue
        headline = headline or _WORDS.findall(sentence.text.lower())
        lead.append(sentence.index)
        if len(lead) == LEAD_SENTENCES:
            break
    return set(lead)


_WORDS = re.compile(r"[^\W_]+")
# A repeat of the headline may open with at most this many words of its own: a date, a label ("title:").
REPEAT_PREFIX = 4


def _repeats(words: list[str], headline: list[str]) -> bool:
    """Whether a sentence's ``words`` are the ``headline``'s again, behind at most REPEAT_PREFIX words of a
    date or label: the page prints its headline twice, and the second tells nothing the first did not."""
    extra = len(words) - len(headline)
    return bool(headline) and 0 <= extra <= REPEAT_PREFIX and words[extra:] == headline


@lru_cache(maxsize=1)
def _sport_senses() -> frozenset[str]:
    """The event words a story about matches uses for play (``background-words.tsv`` kind ``sport-sense``)."""
    return frozenset(words_of_kind(BACKGROUND_TABLE, "sport-sense", "word"))
