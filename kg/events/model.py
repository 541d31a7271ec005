"""Events of a corpus: mentions (kg/events/triggers.py) grouped into events (kg/events/coreference.py), then
labelled, dated and placed, with their sub-events, roles, numeric claims (kg/events/claims.py) and
reactions (kg/events/reactions.py). The main event is the one most articles report, and only when more
than half do.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections import Counter, defaultdict
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from datetime import date

from ..articles import article_date, page_stamp
from ..ids import slug
from ..types import (
    ORGANIZATION,
    PERSON,
    PLACE,
    Article,
    ArticleExtraction,
    Claim,
    Entity,
    Event,
    Reaction,
    Statement,
)
from .arguments import is_country
from .claims import find_claims
from .coreference import Cluster, Coreference, principal_type
from .mentions import EventMention
from .places import stated_containment
from .reactions import find_reactions
from .taxonomy import taxonomy
from .timeexpr import DATE
from .triggers import find_event_mentions, keys_by_article

# A corpus has a main event only when more than this share of its articles (and at least two) report it.
MAIN_EVENT_SHARE = 0.5
# ... or at least this share when it has DOMINANCE times the mentions of any other event.
MAIN_EVENT_MIN_SHARE = 0.3
DOMINANCE = 3
# Sentences from the top of an article that count as its lead (headline, dateline, first paragraph).
LEAD_SENTENCES = 3
ORDINAL_WORDS = {1: "first", 2: "second", 3: "third", 4: "fourth"}
RESPONDER = re.compile(
    r"red crescent|red cross|civil defen[cs]e|fire (?:brigade|service)|ambulance|rescue", re.IGNORECASE
)
PERPETRATOR = re.compile(
    r"\b(?:carried out|ordered|perpetrated|launched|claimed|committed)\s+by\s+(?:the\s+)?(?:[\w-]+\s+){0,3}$",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class EventModel:
    events: tuple[Event, ...] = ()
    claims: tuple[Claim, ...] = ()
    reactions: tuple[Reaction, ...] = ()
    statement_events: Mapping[str, str] = field(default_factory=dict)  # statement id -> event key


def _keeps(cluster: Cluster, tax_needs: Mapping[str, str]) -> bool:
    """Whether a cluster is specific enough to be an event (see the `needs` column of the taxonomy)."""
    needs = min((tax_needs[t] for t in cluster.types), key=("-", "anchor", "victim").index)
    if needs == "victim":
        return any(m.victim or m.victim_text for m in cluster.mentions)
    if needs == "anchor":
        dated = any(t.kind == DATE for m in cluster.mentions for t in m.times)
        return bool(cluster.anchors()) or dated or len(cluster.mentions) > 1
    return True


def _main(clusters: Sequence[Cluster], article_count: int) -> Cluster | None:
    """The event most articles report, when two or more lead with it and it dominates the corpus.

    Dominating is being reported by more than MAIN_EVENT_SHARE of the articles, or by at least
    MAIN_EVENT_MIN_SHARE of them with DOMINANCE times the mentions of any other event (a story that
    fills half of a mixed corpus) or as the headline of more articles than any other event.
    """

    def weight(c: Cluster) -> tuple[int, int, int]:
        return len(c.articles), len({m.article_id for m in c.mentions if m.lead}), len(c.mentions)

    # Only an event that half its articles lead with can be the news: a background every article recalls
    # in passing ("since Russia began its strikes in 2015") is no candidate, and must not hide the event
    # two of three headlines report.
    led = [c for c in clusters if len(c.articles) >= 2 and weight(c)[1] * 2 >= weight(c)[0]]
    if not led:
        return None
    best = max(led, key=weight)
    articles, leads, mentions = weight(best)
    runner_up = max((len(c.mentions) for c in clusters if c is not best), default=0)
    # ... or the headline of two articles or more, when no other event is the headline of as many: the
    # main event is what the headlines report, even beside a background event the same articles tell at
    # length (the city's bombardment elsewhere, the week before).
    headlines = _headlines(best)
    top_rival = max((_headlines(c) for c in clusters if c is not best), default=0)
    dominant = articles > MAIN_EVENT_SHARE * article_count or (
        articles >= MAIN_EVENT_MIN_SHARE * article_count
        and (mentions >= DOMINANCE * runner_up or (headlines >= 2 and headlines > top_rival))
    )
    if not dominant:
        return None
    rivals = [
        c
        for c in clusters
        if c is not best and weight(c)[:2] == (articles, leads) and 3 * weight(c)[2] >= 2 * weight(best)[2]
    ]
    if not rivals:
        return best
    # Events as alike as these are told apart by what the headlines report: the one more headlines name
    # is the story, the other a background the leads also mention ("government bombardment elsewhere").
    ranked = sorted([best, *rivals], key=_headlines, reverse=True)
    return ranked[0] if _headlines(ranked[0]) > _headlines(ranked[1]) else None


def _headlines(cluster: Cluster) -> int:
    """The number of articles whose headline (first sentence) mentions the event."""
    return len({m.article_id for m in cluster.mentions if m.sentence_index == 0})


def _label(
    cluster: Cluster, kind: str, entities: Mapping[str, Entity], inside: Mapping[str, frozenset[str]]
) -> str:
    tax = taxonomy()
    name = tax.types[kind].label
    named = Counter(m.named for m in cluster.mentions if m.named is not None and m.named in entities)
    if named:
        return entities[_top(named)].label
    victims = Counter(m.victim for m in cluster.mentions if m.victim)
    if kind == "Killing" or victims:
        if victims:
            return f"killing of {entities[victims.most_common(1)[0][0]].label}"
        texts = Counter(m.victim_text for m in cluster.mentions if m.victim_text)
        if texts:
            return f"killing of {texts.most_common(1)[0][0]}"
    places = Counter(p for m in cluster.mentions for p in m.places if p in entities)
    local = Counter({p: n for p, n in places.items() if not is_country(entities[p].label)})
    if places:
        ranked = sorted(local or places, key=lambda p: -places[p])  # stable: ties keep corpus order
        return f"{name} in {entities[_most_specific_first(ranked, places, inside)[0]].label}"
    targets = Counter(t for m in cluster.mentions for t in m.targets if t in entities)
    if targets:
        return f"{name} on {entities[_top(targets)].label}"
    people = Counter(p for m in cluster.mentions for p in m.participants if p in entities)
    if people:
        top = sorted(people.items(), key=lambda i: (-i[1], i[0]))[:2]
        return f"{name} of {' and '.join(entities[k].label for k, _ in top)}"
    return name


def _top(counts: Counter[str]) -> str:
    """The most frequent value; on a tie the one seen first (mentions are in corpus order)."""
    return max(counts.items(), key=lambda i: i[1])[0]


def _date(mentions: Sequence[EventMention]) -> str | None:
    values = Counter(t.value for m in mentions for t in m.times if t.kind == DATE)
    for length in (10, 7, 4):
        found = Counter({v: n for v, n in values.items() if len(v) == length})
        if found:
            return _top(found)
    return None


def _time(mentions: Sequence[EventMention]) -> str | None:
    clocks = sorted(t.value for m in mentions for t in m.times if t.kind == "clock")
    return clocks[0] if clocks else None


# Roles only a person, an organisation or a country can play.
ACTOR_ROLES = {"perpetrator", "target"}


def _is_actor(key: str, entities: Mapping[str, Entity]) -> bool:
    entity = entities.get(key)
    return entity is not None and (entity.kind in (PERSON, ORGANIZATION) or is_country(entity.label))


def _is_town(key: str, entities: Mapping[str, Entity]) -> bool:
    entity = entities.get(key)
    return entity is not None and entity.kind == PLACE and not is_country(entity.label)


def _make_event(
    key: str,
    label: str,
    mentions: Sequence[EventMention],
    roles: set[tuple[str, str]],
    parent: str | None = None,
    is_main: bool = False,
    inherited_date: str | None = None,
    entities: Mapping[str, Entity] | None = None,
    inside: Mapping[str, frozenset[str]] | None = None,
) -> Event:
    known = entities or {}
    places = Counter(p for m in mentions for p in m.places)
    # A town an attack is on ("the chemical attack on the town of Khan Sheikhoun") is where it happened.
    places.update(t for m in mentions for t in m.targets if _is_town(t, known))
    # The place an attack is "on" is where it struck ("the strike on the Shairat airbase" near Homs).
    attacked = {t for m in mentions for t in m.targets} & set(places)

    def broad(key: str) -> bool:
        """A country is the least specific place an event can have: it goes after the towns."""
        return key in known and is_country(known[key].label)

    victims = {("victim", m.victim) for m in mentions if m.victim}
    victims |= {("perpetrator", p) for m in mentions for p in m.perpetrators}
    victims |= {("target", t) for m in mentions for t in m.targets}
    # Who attacks and who is attacked are people, organisations or countries; a town is a place.
    roles = {(r, k) for r, k in roles if r not in ACTOR_ROLES or not known or _is_actor(k, known)}
    victims = {(r, k) for r, k in victims if r not in ACTOR_ROLES or not known or _is_actor(k, known)}
    return Event(
        key=key,
        label=label,
        event_type=principal_type(mentions),
        mentions=tuple(sorted((m.as_mention() for m in mentions), key=lambda x: (x.article_id, x.start))),
        articles=tuple(sorted({m.article_id for m in mentions})),
        date=_date(mentions) or inherited_date,
        time=_time(mentions),
        places=_most_specific_first(
            sorted(places, key=lambda p: (broad(p), p not in attacked, -places[p], p)), places, inside or {}
        ),
        place_text=tuple(sorted({t for m in mentions for t in m.place_text})),
        roles=tuple(sorted(roles | victims)),
        instruments=tuple(sorted({i for m in mentions for i in m.instruments})),
        parent=parent,
        is_main=is_main,
    )


# A place inside the event's leading place leads instead when the reports name it at least this share as
# often: "Ghouta" (8 mentions) before "Damascus" (10), not a hospital named once. The value is fitted on the
# development events (benchmarks/gold/fakes-events.tsv), not derived; the fresh held-out block checks it.
SPECIFIC_SHARE = 1 / 3


def _most_specific_first(
    ranked: Sequence[str], counts: Mapping[str, int], inside: Mapping[str, frozenset[str]]
) -> tuple[str, ...]:
    """The ranked places with the most specific well-reported one first: from the leading place, go down
    to the most reported place inside it while that one is named SPECIFIC_SHARE as often."""
    if not ranked:
        return ()
    head, seen = ranked[0], {ranked[0]}
    while True:
        inner = [
            p
            for p in ranked
            if p not in seen and head in inside.get(p, ()) and counts[p] >= SPECIFIC_SHARE * counts[head]
        ]
        if not inner:  # (seen: texts that contradict each other in a circle end the walk)
            break
        head = inner[0]
        seen.add(head)
    return (head, *(p for p in ranked if p != head))


def _events(
    clusters: Sequence[Cluster],
    main: Cluster | None,
    entities: Mapping[str, Entity],
    inside: Mapping[str, frozenset[str]] | None = None,
    published: Mapping[str, date | None] | None = None,
) -> tuple[list[Event], dict[tuple[str, int], str]]:
    """Events (sub-events after their parent) and the event key of every mention (article, start).

    The main event is the news of its articles: when no mention dates it, it happened by the day of its
    earliest dated report that leads with it, else of its earliest dated report (``published``: article
    id -> date).
    """
    tax = taxonomy()
    events: list[Event] = []
    by_mention: dict[tuple[str, int], str] = {}
    used: set[str] = set()
    ordered = sorted(
        clusters, key=lambda c: (c is not main, min((m.article_id, m.start) for m in c.mentions))
    )
    for cluster in ordered:
        kind = principal_type(cluster.mentions)
        label = _label(cluster, kind, entities, inside or {})
        when = _date(cluster.mentions)
        stem = key = slug(f"{label} {when or ''}")
        suffix = 2
        while key in used:
            key, suffix = f"{stem}-{suffix}", suffix + 1
        used.add(key)
        subs: dict[int, list[EventMention]] = {}
        for m in cluster.mentions:
            if m.ordinal and tax.types[m.event_type].sub and len(cluster.mentions) > 1:
                subs.setdefault(m.ordinal, []).append(m)
        top = [m for m in cluster.mentions if not (m.ordinal and m.ordinal in subs)]
        event = _make_event(
            key,
            label,
            top or cluster.mentions,
            cluster.roles,
            is_main=cluster is main,
            inherited_date=_published(cluster, published or {}) if cluster is main else None,
            entities=entities,
            inside=inside,
        )
        if event.time is None and subs:
            event = _with_time(event, _time(subs[min(subs)]))
        events.append(event)
        for m in cluster.mentions:
            by_mention[(m.article_id, m.start)] = key
        for number in sorted(subs):
            sub_key = f"{key}-{number}"
            noun = tax.types[principal_type(subs[number])].label
            sub_label = f"{ORDINAL_WORDS.get(number, str(number))} {noun} ({label})"
            events.append(
                _make_event(
                    sub_key,
                    sub_label,
                    subs[number],
                    set(),
                    parent=key,
                    inherited_date=event.date,
                    entities=entities,
                    inside=inside,
                )
            )
            for m in subs[number]:
                by_mention[(m.article_id, m.start)] = sub_key
    return events, by_mention


def _placed_by_leads(
    event: Event,
    entities: Mapping[str, Entity],
    lead_towns: Mapping[str, Mapping[int, set[str]]],
    event_of: Mapping[tuple[str, int], str],
    mentions_of: Mapping[str, Sequence[EventMention]],
    inside: Mapping[str, frozenset[str]],
) -> Event:
    """The main event placed in the town its reports' leads name, when its mentions place it only in a
    country: "Air raids kill 10 near Syria hospital ... The monitor said the hospital is in the town of
    Milis in Idlib province".

    A lead sentence tells the event when it holds a mention of it, or holds no event mention and the
    article's first lead sentence that holds one tells it. Only towns such sentences name and the texts
    or the gazetteer put in the event's country count ("reporters in Geneva" places no Syrian air strike).
    From the town more leads name than any other, go down to the most specific town inside it
    (``lead_towns``: article id -> lead sentence index -> the towns it names).
    """
    country = event.places[0] if event.places else ""
    if country not in entities or not is_country(entities[country].label):
        return event  # a town already, or no place at all to narrow down
    if any(_is_town(p, entities) for p in event.places) or not taxonomy().is_a(event.event_type, "Incident"):
        return event  # (a war, a meeting or a visit may well be the country's)
    counts: Counter[str] = Counter()
    for article, towns in sorted(lead_towns.items()):
        told = {index: _events_told(article, index, event_of, mentions_of) for index in sorted(towns)}
        first = next((keys for keys in told.values() if keys), set())
        named = {
            t
            for index, keys in told.items()
            if event.key in (keys or first)
            for t in towns[index]
            if country in inside.get(t, ())
        }
        counts.update(named)
    if not counts:
        return event
    ranked = sorted(counts, key=lambda p: (-counts[p], p))
    tied = len(ranked) > 1 and counts[ranked[0]] == counts[ranked[1]]
    # a town and a town inside it ("Milis in Idlib") agree: the walk below takes the inner one
    if tied and ranked[0] not in inside.get(ranked[1], ()) and ranked[1] not in inside.get(ranked[0], ()):
        return event  # leads that each name other towns (two stories in one corpus) settle nothing
    return replace(event, places=(_most_specific_first(ranked, counts, inside)[0], *event.places))


# The share of the sentences giving the main event's figures that must name one place inside the event's
# place for the event to be placed there (``_placed_by_figures``): a third, as SPECIFIC_SHARE.
FIGURE_PLACE_SHARE = 1 / 3


def _placed_by_figures(
    event: Event,
    claims: Sequence[Claim],
    towns: Mapping[str, Mapping[int, set[str]]],
    inside: Mapping[str, frozenset[str]],
    entities: Mapping[str, Entity],
) -> Event:
    """The main event placed in the place inside its own that the sentences giving its figures name most,
    when a third of them do, in two of its reports or more: air strikes "near Damascus" whose tolls are told
    as "The highest toll was in Douma the largest town in the Eastern Ghouta region where raids killed 16"
    and "Five more civilians were killed in the town of Sabqa and one in the town of Harasta both also in
    Eastern Ghouta" happened in Eastern Ghouta. Of places named as often, the one the others lie in leads,
    and the walk goes down from it only to a place named more often than any other inside it (Douma and
    Harasta, each of one toll, leave it in Eastern Ghouta).
    """
    if not event.places:
        return event
    head = event.places[0]
    told = {(c.article_id, c.sentence_index) for c in claims if c.event == event.key}
    counts = Counter(t for a, i in told for t in towns.get(a, {}).get(i, ()) if head in inside.get(t, ()))

    def ranked(places: Iterable[str]) -> list[str]:
        return sorted(places, key=lambda p: (-counts[p], -sum(p in inside.get(q, ()) for q in counts), p))

    order = ranked(counts)
    if not order or counts[order[0]] < FIGURE_PLACE_SHARE * len(told):
        return event
    place = order[0]
    apart = [
        p
        for p in order[1:]
        if counts[p] == counts[place] and place not in inside.get(p, ()) and p not in inside.get(place, ())
    ]
    if apart:
        # Douma and Arbin, each told in as many figure sentences and neither in the other, are where parts of
        # the toll fell, not where the event happened: it goes to a counted place both lie in, else stays
        common = [q for q in order if all(q in inside.get(p, ()) for p in (place, *apart))]
        if not common:
            return event
        place = common[0]
    if len({a for a, i in told if place in towns.get(a, {}).get(i, ())}) < min(2, len(event.articles)):
        return event
    seen = {place}  # (texts that contradict each other in a circle end the walk)
    while inner := ranked(p for p in counts if place in inside.get(p, ()) and p not in seen):
        if len(inner) > 1 and counts[inner[0]] == counts[inner[1]]:
            break
        place = inner[0]
        seen.add(place)
    if place == head:
        return event
    # the label named the old place ("air strike in Damascus"): it names the new one
    name = taxonomy().types[event.event_type].label
    label = event.label
    if head in entities and place in entities and label == f"{name} in {entities[head].label}":
        label = f"{name} in {entities[place].label}"
    return replace(event, label=label, places=(place, *(p for p in event.places if p != place)))


def _events_told(
    article: str,
    index: int,
    event_of: Mapping[tuple[str, int], str],
    mentions_of: Mapping[str, Sequence[EventMention]],
) -> set[str]:
    """The keys of the events sentence ``index`` of ``article`` holds a mention of."""
    return {
        k
        for m in mentions_of.get(article, ())
        if m.sentence_index == index and (k := event_of.get((article, m.start)))
    }


def _published(cluster: Cluster, published: Mapping[str, date | None]) -> str | None:
    """The day of the earliest dated report that leads with the event (of any dated report, when no
    leading one is dated), or None.

    A report that leads with an event is its news, and no report comes before the happening: outlets that
    publish the next day do not move it ("Air raids kill 29", of 13 and 14 November, is of the 13th).
    """
    leading = {m.article_id for m in cluster.mentions if m.lead}
    days = [d for a in leading if (d := published.get(a))]
    days = days or [d for a in cluster.articles if (d := published.get(a))]
    return min(days).isoformat() if days else None


def _with_time(event: Event, time: str | None) -> Event:
    return replace(event, time=time)


def _roles(
    extraction: ArticleExtraction,
    mentions: Sequence[EventMention],
    clusters: Sequence[Cluster],
    keys: Mapping[tuple[int, int], str],
    entities: Mapping[str, Entity],
) -> None:
    """Perpetrators ("ordered by X") and responders (Red Crescent rescuers) of an article's events."""
    text = extraction.article.text
    tax = taxonomy()
    owner = {(m.article_id, m.start): c for c in clusters for m in c.mentions}
    # rescuers respond to incidents (the bombing), not to the ceremony they happened at
    incidents = [c for c in clusters if any(tax.is_a(t, "Incident") for t in c.types)]
    focal = max(incidents, key=lambda c: len(c.mentions), default=None)
    in_sentence: dict[int, list[EventMention]] = defaultdict(list)
    for m in mentions:
        in_sentence[m.sentence_index].append(m)
    for mention in extraction.mentions:
        key = keys.get((mention.start, mention.end))
        if key is None or key not in entities:
            continue
        before = [m for m in in_sentence.get(mention.sentence_index, []) if m.end <= mention.start]
        actor = entities[key].kind in (PERSON, ORGANIZATION) or is_country(entities[key].label)
        if PERPETRATOR.search(text[max(0, mention.start - 40) : mention.start]) and before and actor:
            cluster = owner.get((before[-1].article_id, before[-1].start))
            if cluster:
                cluster.roles.add(("perpetrator", key))
        elif entities[key].kind == ORGANIZATION and RESPONDER.search(text[mention.start : mention.end + 25]):
            same = [
                m
                for m in mentions
                if m.sentence_index == mention.sentence_index
                and tax.is_a(m.event_type, "Incident")
                and m.event_type != "Killing"  # "the anniversary of Soleimani's killing": no rescue there
            ]
            cluster = owner.get((same[0].article_id, same[0].start)) if same else focal
            if cluster:
                cluster.roles.add(("responder", key))


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
    coref = Coreference(entities, references, containment)
    per_article: list[list[Cluster]] = []
    mentions_of: dict[str, list[EventMention]] = {}
    lead_towns: dict[str, dict[int, set[str]]] = {}
    towns: dict[str, dict[int, set[str]]] = {}  # article id -> sentence index -> the towns it names
    for extraction in sorted(extractions, key=lambda e: e.article.id):
        article = extraction.article
        keys = grouped.get(article.id, {})
        lead = _lead_indexes(extraction)
        lead_towns[article.id] = {index: set() for index in lead}
        towns[article.id] = defaultdict(set)
        for m in extraction.mentions:
            if _is_town(key := keys.get((m.start, m.end), ""), entities):
                towns[article.id][m.sentence_index].add(key)
                if m.sentence_index in lead:
                    lead_towns[article.id][m.sentence_index].add(key)
        found: list[EventMention] = []
        by_sentence: dict[int, list] = defaultdict(list)
        for m in extraction.mentions:
            by_sentence[m.sentence_index].append(m)
        for sentence in extraction.sentences:
            inside = by_sentence.get(sentence.index, [])
            found.extend(
                _without_stamp(
                    find_event_mentions(
                        sentence, inside, keys, entities, article.date, lead=sentence.index in lead
                    ),
                    sentence.start,
                    stamps[article.id],
                )
            )
        clusters = coref.link_article(found)
        _roles(extraction, found, clusters, keys, entities)
        per_article.append(clusters)
        mentions_of[article.id] = found
    clusters = [
        c for c in coref.merge_articles(per_article) if _keeps(c, {t: tax.types[t].needs for t in tax.types})
    ]
    main = _main(clusters, len(extractions))
    published = {e.article.id: _reference(e.article.date) for e in extractions}
    events, event_of = _events(clusters, main, entities, containment, published)
    events = [
        _placed_by_leads(e, entities, lead_towns, event_of, mentions_of, containment) if e.is_main else e
        for e in events
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
    main_date = (_date(main.mentions) or main_event.date) if main is not None and main_event else None
    claims = find_claims(
        extractions, resolution, statements, located, parents, main=main_key, main_date=main_date
    )
    events = [_placed_by_figures(e, claims, towns, containment, entities) if e.is_main else e for e in events]
    reactions = find_reactions(extractions, resolution, statements, located, {e.key: e for e in events})
    about = _statement_events(statements, located)
    about.update({r.statement_id: r.event for r in reactions})
    return EventModel(
        events=tuple(sorted(events, key=lambda e: e.key)),
        claims=tuple(claims),
        reactions=tuple(reactions),
        statement_events=dict(sorted(about.items())),
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


def _lead_indexes(extraction: ArticleExtraction) -> set[int]:
    """Indexes of the lead sentences, skipping bylines and datelines ("By ...", "Updated: ...")."""
    lead: list[int] = []
    for sentence in extraction.sentences:
        words = sentence.text.split()
        dateline = re.match(r"(?i)(by|updated|originally|published)\b", sentence.text) and len(words) < 20
        if len(words) < 6 or dateline:
            continue
        lead.append(sentence.index)
        if len(lead) == LEAD_SENTENCES:
            break
    return set(lead)
