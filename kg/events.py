"""Events of a corpus: detection, within- and cross-document coreference, arguments, main event.

Mentions come from kg/triggers.py. They are chained inside each article (an anaphor such as "the
blasts" joins the most salient compatible event; a clashing date, place or victim starts another
one), then article-level events are merged across articles when they share a place, participant or
victim. The main event is the one most articles report, and only when more than half of them do.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import date

from .claims import find_claims
from .eventargs import is_country
from .eventtypes import taxonomy
from .rdf import slug
from .reactions import find_reactions
from .timeexpr import DATE, PAST, WEEKDAY, compatible
from .triggers import EventMention, find_event_mentions, keys_by_article
from .types import ORGANIZATION, ArticleExtraction, Claim, Entity, Event, Reaction, Statement

# A corpus has a main event only when more than this share of its articles (and at least two) report it.
MAIN_EVENT_SHARE = 0.5
# Sentences from the top of an article that count as its lead (headline, dateline, first paragraph).
LEAD_SENTENCES = 3
# Cross-document merges need this much evidence: 2 per shared place, participant or victim entity.
MERGE_EVIDENCE = 2.0
# "the latest incident", "today's explosions": the event of the day, not one told as background.
_PRESENT = re.compile(r"\b(latest|today's|today’s|this|recent)\b", re.IGNORECASE)
_WEEKDAY_NAMES = {"monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"}
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


@dataclass
class _Cluster:
    """Mentions believed to name one event, with the evidence used to link more mentions to it."""

    mentions: list[EventMention] = field(default_factory=list)
    roles: set[tuple[str, str]] = field(default_factory=set)

    def add(self, mention: EventMention) -> None:
        self.mentions.append(mention)

    @property
    def types(self) -> set[str]:
        return {m.event_type for m in self.mentions}

    @property
    def articles(self) -> set[str]:
        return {m.article_id for m in self.mentions}

    def anchors(self) -> set[str]:
        return {
            k
            for m in self.mentions
            for k in (
                *m.places,
                *m.participants,
                *m.perpetrators,
                *m.targets,
                *([m.victim] if m.victim else []),
            )
        }

    def context(self) -> set[str]:
        return {k for m in self.mentions for k in m.context}

    def victims(self) -> set[str]:
        return {m.victim for m in self.mentions if m.victim}

    def places(self) -> set[str]:
        return {p for m in self.mentions for p in m.places}


@dataclass(frozen=True)
class _When:
    """A mention's or cluster's time evidence: ISO dates, unresolved weekdays, past/present markers."""

    dates: frozenset[str] = frozenset()
    weekdays: frozenset[str] = frozenset()
    past: bool = False
    current: bool = False


def _when(mentions: Sequence[EventMention], references: Mapping[str, date | None]) -> _When:
    dates, weekdays, past, current = set(), set(), False, False
    for m in mentions:
        ref = references.get(m.article_id)
        current = current or bool(_PRESENT.search(m.phrase))
        for t in m.times:
            if t.kind == DATE:
                dates.add(t.value)
                if ref and len(t.value) == 10:
                    gap = (date.fromisoformat(t.value) - ref).days
                    past, current = past or gap < -7, current or abs(gap) <= 7
                elif ref and t.value < ref.isoformat()[: len(t.value)]:
                    past = True
            elif t.kind == WEEKDAY:
                if t.value in _WEEKDAY_NAMES:  # "today" in an undated article: present, day unknown
                    weekdays.add(t.value)
                current = True
            elif t.kind == PAST:
                past = True
    return _When(frozenset(dates), frozenset(weekdays), past, current)


def _days(when: _When) -> set[str]:
    """Weekday names a time profile points at, so dated and undated reports of one day can meet."""
    days = set(when.weekdays)
    days |= {date.fromisoformat(d).strftime("%A").lower() for d in when.dates if len(d) == 10}
    return days


def _time_conflict(a: _When, b: _When) -> bool:
    if a.dates and b.dates and not any(compatible(x, y) for x in a.dates for y in b.dates):
        return True
    if a.weekdays and b.weekdays and a.weekdays.isdisjoint(b.weekdays):
        return True
    return (a.past and b.current and not a.current) or (b.past and a.current and not b.current)


class _Coreference:
    def __init__(self, entities: Mapping[str, Entity], references: Mapping[str, date | None]) -> None:
        self.tax = taxonomy()
        self.entities = entities
        self.references = references

    def compatible(self, types_a: set[str], types_b: set[str]) -> bool:
        return all(self.tax.compatible(a, b) for a in types_a for b in types_b)

    def conflict(self, a: _Cluster, b: _Cluster, joining: bool = False) -> bool:
        """Whether ``a`` and ``b`` cannot be one event; ``joining``: ``a`` is one new mention for ``b``."""
        if _time_conflict(_when(a.mentions, self.references), _when(b.mentions, self.references)):
            return True
        if a.victims() and b.victims():
            # one person is killed once: the same victim makes one killing, whatever the places say
            return a.victims().isdisjoint(b.victims())
        # A place is foreign to an event when it is neither among its places nor named next to it.
        places_a, places_b = a.places(), b.places()
        return bool(
            places_a
            and places_b
            and places_a.isdisjoint(places_b)
            and places_a.isdisjoint(b.context())
            and (joining or places_b.isdisjoint(a.context()))
        )

    def same_kind_and_day(self, a: _Cluster, b: _Cluster) -> float:
        """Evidence that two unanchored events are one: same type (+1) and the same day (+1)."""
        if _event_type(a.mentions) != _event_type(b.mentions):
            return 0.0
        days_a, days_b = _days(_when(a.mentions, self.references)), _days(_when(b.mentions, self.references))
        return 1.0 + (bool(days_a & days_b))

    def link_article(self, mentions: Sequence[EventMention]) -> list[_Cluster]:
        """Chain one article's mentions into events."""
        clusters: list[_Cluster] = []
        last_seen: dict[int, int] = {}
        for position, mention in enumerate(mentions):
            if mention.generic:
                continue
            single = _Cluster([mention])
            best, best_score = None, 0.0
            fresh = _introduces_new(mention)
            for index, cluster in enumerate(clusters):
                if not self.compatible({mention.event_type}, cluster.types) or self.conflict(
                    single, cluster, joining=True
                ):
                    continue
                own, theirs = single.anchors(), cluster.anchors()
                if fresh and not own & theirs:
                    continue
                if own and theirs and not own & theirs and own.isdisjoint(cluster.context()):
                    continue  # "the Beirut attack" after "the October 7 attack on Israel": other anchors
                score = (
                    1.0
                    + 3 * len(single.anchors() & cluster.anchors())
                    + (mention.event_type in cluster.types)
                    + min(len(cluster.mentions), 10) / 10
                    + 0.5 * any(m.lead for m in cluster.mentions)
                    + 0.5 * (last_seen.get(index, -1) == max(last_seen.values(), default=-2))
                )
                if score > best_score:
                    best, best_score = index, score
            if best is None:
                clusters.append(single)
                best = len(clusters) - 1
            else:
                clusters[best].add(mention)
            last_seen[best] = position
        return clusters

    def merge_articles(self, per_article: Sequence[list[_Cluster]]) -> list[_Cluster]:
        """Merge article-level events that share a place, participant or victim and do not clash."""
        merged: list[_Cluster] = []
        # Only events sharing an entity, or a type and a day, can reach MERGE_EVIDENCE: index by those.
        index: dict[tuple[str, ...], set[int]] = {}
        for clusters in per_article:
            for cluster in clusters:
                best, best_score = None, MERGE_EVIDENCE - 0.01
                candidates = set().union(*(index.get(k, set()) for k in self.index_keys(cluster)))
                for position in sorted(candidates):
                    other = merged[position]
                    if other.articles & cluster.articles or not self.compatible(cluster.types, other.types):
                        continue
                    if self.conflict(cluster, other):
                        continue
                    score = (
                        2 * len(cluster.anchors() & other.anchors())
                        + 0.5 * min(len(cluster.context() & other.context()), 4)
                        + self.same_kind_and_day(cluster, other)
                    )
                    if score > best_score:
                        best, best_score = position, score
                if best is None:
                    merged.append(_Cluster(list(cluster.mentions), set(cluster.roles)))
                    best = len(merged) - 1
                else:
                    merged[best].mentions.extend(cluster.mentions)
                    merged[best].roles |= cluster.roles
                for key in self.index_keys(merged[best]):
                    index.setdefault(key, set()).add(best)
        return merged

    def index_keys(self, cluster: _Cluster) -> set[tuple[str, ...]]:
        kind = _event_type(cluster.mentions)
        days = _days(_when(cluster.mentions, self.references)) or {""}
        return {("entity", k) for k in cluster.anchors() | cluster.context()} | {
            ("day", kind, d) for d in days
        }


def _introduces_new(mention: EventMention) -> bool:
    """An indefinite ("an attack injured three troops") brings a new event into the text, unless it
    describes one already there ("in what officials called a terror attack")."""
    words = mention.phrase.lower().split()
    return (
        bool(words)
        and words[0] in ("a", "an")
        and not (mention.ordinal or mention.lead or mention.predicative)
    )


def _keeps(cluster: _Cluster, tax_needs: Mapping[str, str]) -> bool:
    """Whether a cluster is specific enough to be an event (see the `needs` column of the taxonomy)."""
    needs = min((tax_needs[t] for t in cluster.types), key=("-", "anchor", "victim").index)
    if needs == "victim":
        return any(m.victim or m.victim_text for m in cluster.mentions)
    if needs == "anchor":
        dated = any(t.kind == DATE for m in cluster.mentions for t in m.times)
        return bool(cluster.anchors()) or dated or len(cluster.mentions) > 1
    return True


def _main(clusters: Sequence[_Cluster], article_count: int) -> _Cluster | None:
    """The event most articles report, when more than MAIN_EVENT_SHARE of them (and two or more) do."""
    if not clusters:
        return None

    def weight(c: _Cluster) -> tuple[int, int, int]:
        return len(c.articles), len({m.article_id for m in c.mentions if m.lead}), len(c.mentions)

    best = max(clusters, key=weight)
    articles, leads, _ = weight(best)
    if articles < 2 or articles <= MAIN_EVENT_SHARE * article_count or leads * 2 < articles:
        return None
    rivals = [
        c
        for c in clusters
        if c is not best and weight(c)[:2] == (articles, leads) and 3 * weight(c)[2] >= 2 * weight(best)[2]
    ]
    return None if rivals else best


def _label(cluster: _Cluster, kind: str, entities: Mapping[str, Entity]) -> str:
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
        return f"{name} in {entities[_top(local or places)].label}"
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


def _event_type(mentions: Sequence[EventMention]) -> str:
    tax = taxonomy()
    counts = Counter(m.event_type for m in mentions)
    if any(m.victim or m.victim_text for m in mentions) and "Killing" in counts:
        return "Killing"
    return max(counts, key=lambda t: (tax.depth(t), counts[t], t))


def _make_event(
    key: str,
    label: str,
    mentions: Sequence[EventMention],
    roles: set[tuple[str, str]],
    parent: str | None = None,
    is_main: bool = False,
    inherited_date: str | None = None,
) -> Event:
    places = Counter(p for m in mentions for p in m.places)
    victims = {("victim", m.victim) for m in mentions if m.victim}
    victims |= {("perpetrator", p) for m in mentions for p in m.perpetrators}
    victims |= {("target", t) for m in mentions for t in m.targets}
    return Event(
        key=key,
        label=label,
        event_type=_event_type(mentions),
        mentions=tuple(sorted((m.as_mention() for m in mentions), key=lambda x: (x.article_id, x.start))),
        articles=tuple(sorted({m.article_id for m in mentions})),
        date=_date(mentions) or inherited_date,
        time=_time(mentions),
        places=tuple(sorted(places, key=lambda p: (-places[p], p))),
        place_text=tuple(sorted({t for m in mentions for t in m.place_text})),
        roles=tuple(sorted(roles | victims)),
        instruments=tuple(sorted({i for m in mentions for i in m.instruments})),
        parent=parent,
        is_main=is_main,
    )


def _events(
    clusters: Sequence[_Cluster], main: _Cluster | None, entities: Mapping[str, Entity]
) -> tuple[list[Event], dict[tuple[str, int], str]]:
    """Events (sub-events after their parent) and the event key of every mention (article, start)."""
    tax = taxonomy()
    events: list[Event] = []
    by_mention: dict[tuple[str, int], str] = {}
    used: set[str] = set()
    ordered = sorted(
        clusters, key=lambda c: (c is not main, min((m.article_id, m.start) for m in c.mentions))
    )
    for cluster in ordered:
        kind = _event_type(cluster.mentions)
        label = _label(cluster, kind, entities)
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
        event = _make_event(key, label, top or cluster.mentions, cluster.roles, is_main=cluster is main)
        if event.time is None and subs:
            event = _with_time(event, _time(subs[min(subs)]))
        events.append(event)
        for m in cluster.mentions:
            by_mention[(m.article_id, m.start)] = key
        for number in sorted(subs):
            sub_key = f"{key}-{number}"
            noun = tax.types[_event_type(subs[number])].label
            sub_label = f"{ORDINAL_WORDS.get(number, str(number))} {noun} ({label})"
            events.append(
                _make_event(sub_key, sub_label, subs[number], set(), parent=key, inherited_date=event.date)
            )
            for m in subs[number]:
                by_mention[(m.article_id, m.start)] = sub_key
    return events, by_mention


def _with_time(event: Event, time: str | None) -> Event:
    from dataclasses import replace

    return replace(event, time=time)


def _roles(
    extraction: ArticleExtraction,
    mentions: Sequence[EventMention],
    clusters: Sequence[_Cluster],
    keys: Mapping[tuple[int, int], str],
    entities: Mapping[str, Entity],
) -> None:
    """Perpetrators ("ordered by X") and responders (Red Crescent rescuers) of an article's events."""
    text = extraction.article.text
    owner = {(m.article_id, m.start): c for c in clusters for m in c.mentions}
    focal = max(clusters, key=lambda c: len(c.mentions), default=None)
    for mention in extraction.mentions:
        key = keys.get((mention.start, mention.end))
        if key is None or key not in entities:
            continue
        before = [
            m for m in mentions if m.sentence_index == mention.sentence_index and m.end <= mention.start
        ]
        if PERPETRATOR.search(text[max(0, mention.start - 40) : mention.start]) and before:
            cluster = owner.get((before[-1].article_id, before[-1].start))
            if cluster:
                cluster.roles.add(("perpetrator", key))
        elif entities[key].kind == ORGANIZATION and RESPONDER.search(text[mention.start : mention.end + 25]):
            same = [m for m in mentions if m.sentence_index == mention.sentence_index]
            cluster = owner.get((same[0].article_id, same[0].start)) if same else focal
            if cluster:
                cluster.roles.add(("responder", key))


def model_events(
    extractions: Sequence[ArticleExtraction], resolution, statements: Sequence[Statement]
) -> EventModel:
    """Detect events, their arguments, numeric claims and reactions in a corpus.

    ``resolution`` is kg.ontology.Resolution (entities and the entity key of each mention).
    """
    tax = taxonomy()
    entities = {e.key: e for e in resolution.entities}
    # Undated articles are judged against the corpus's latest date to tell background (2020) from news;
    # only past/present is judged this way: their weekdays stay unresolved.
    dated = [d for d in (_reference(e.article.date) for e in extractions) if d]
    latest = max(dated, default=None)
    references = {e.article.id: _reference(e.article.date) or latest for e in extractions}
    coref = _Coreference(entities, references)
    grouped = keys_by_article(resolution.by_mention)
    per_article: list[list[_Cluster]] = []
    mentions_of: dict[str, list[EventMention]] = {}
    for extraction in sorted(extractions, key=lambda e: e.article.id):
        article = extraction.article
        keys = grouped.get(article.id, {})
        lead = _lead_indexes(extraction)
        found: list[EventMention] = []
        for sentence in extraction.sentences:
            inside = [m for m in extraction.mentions if m.sentence_index == sentence.index]
            found.extend(
                find_event_mentions(
                    sentence, inside, keys, entities, article.date, lead=sentence.index in lead
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
    events, event_of = _events(clusters, main, entities)
    located = {
        a: [(m, event_of[(a, m.start)]) for m in ms if (a, m.start) in event_of]
        for a, ms in mentions_of.items()
    }
    parents = {e.key: e.parent for e in events}
    claims = find_claims(extractions, resolution, statements, located, parents)
    reactions = find_reactions(extractions, resolution, statements, located, {e.key: e for e in events})
    about: dict[str, str] = {}
    for statement in statements:
        spans = [s for s in (statement.triple.subject, statement.triple.object) if s is not None]
        for mention, key in located.get(statement.triple.article_id, []):
            if any(s.start <= mention.start < s.end for s in spans):
                about[statement.id] = key
                break
    about.update({r.statement_id: r.event for r in reactions})
    return EventModel(
        events=tuple(sorted(events, key=lambda e: e.key)),
        claims=tuple(claims),
        reactions=tuple(reactions),
        statement_events=dict(sorted(about.items())),
    )


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
