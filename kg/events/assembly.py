"""Events built from clusters of mentions: each one's label, key, date, time, places, roles and
sub-events ("the second blast"), and the perpetrators and responders an article's wording names.
"""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from collections.abc import Collection, Mapping, Sequence
from dataclasses import replace
from datetime import date

from ..ids import slug
from ..types import ORGANIZATION, PERSON, PLACE, ArticleExtraction, Entity, Event
from .arguments import is_country
from .clusters import Cluster
from .kinds import principal_type
from .mainevent import is_incident, published_day
from .mentions import EventMention
from .placement import is_town, most_specific_first
from .taxonomy import taxonomy
from .timeexpr import DATE

ORDINAL_WORDS = {1: "first", 2: "second", 3: "third", 4: "fourth"}
RESPONDER = re.compile(
    r"red crescent|red cross|civil defen[cs]e|fire (?:brigade|service)|ambulance|rescue", re.IGNORECASE
)
PERPETRATOR = re.compile(
    r"\b(?:carried out|ordered|perpetrated|launched|claimed|committed)\s+by\s+(?:the\s+)?(?:[\w-]+\s+){0,3}$",
    re.IGNORECASE,
)


def _label(
    cluster: Cluster, kind: str, entities: Mapping[str, Entity], inside: Mapping[str, frozenset[str]]
) -> str:
    tax = taxonomy()
    name = tax.types[kind].label
    named = Counter(m.named for m in cluster.mentions if m.named is not None and m.named in entities)
    if named:
        return entities[_top(named)].label
    # a victim by name is a person: an organisation that reports "the death toll" is no one killed
    victims = Counter(m.victim for m in cluster.mentions if m.victim)
    persons = Counter({k: n for k, n in victims.items() if k in entities and entities[k].kind == PERSON})
    if kind == "Killing" or victims:
        if persons:
            return f"killing of {entities[persons.most_common(1)[0][0]].label}"
        texts = Counter(m.victim_text for m in cluster.mentions if m.victim_text)
        if texts:
            return f"killing of {texts.most_common(1)[0][0]}"
    places = Counter(p for m in cluster.mentions for p in m.places if _is_place(p, entities))
    local = Counter({p: n for p, n in places.items() if not is_country(entities[p].label)})
    if places:
        ranked = sorted(local or places, key=lambda p: -places[p])  # stable: ties keep corpus order
        return f"{name} in {entities[most_specific_first(ranked, places, inside)[0]].label}"
    targets = Counter(t for m in cluster.mentions for t in m.targets if _names_one(t, entities))
    if targets:
        return f"{name} on {entities[_top(targets)].label}"
    people = Counter(p for m in cluster.mentions for p in m.participants if _names_one(p, entities))
    if people:
        top = sorted(people.items(), key=lambda i: (-i[1], i[0]))[:2]
        return f"{name} of {' and '.join(entities[k].label for k, _ in top)}"
    return name


def _is_place(key: str, entities: Mapping[str, Entity]) -> bool:
    """Whether a label may say an event was "in" ``key``: a place, never a party ("election in Labour Party")
    or a demonym ("talks in the Kazakh capital Astana" were not in "Kazakh")."""
    return _names_one(key, entities) and entities[key].kind == PLACE


def _names_one(key: str, entities: Mapping[str, Entity]) -> bool:
    """Whether a label may name ``key`` as who took part or was hit: an entity, not a demonym ("arrest of
    British" says no one; the words are "British nationals")."""
    return key in entities and not _is_demonym(key, entities)


def _may_locate(key: str, entities: Mapping[str, Entity]) -> bool:
    """Whether an event's places may hold ``key``: no demonym and no person or organisation (a country is
    kept, whatever kind the entity stage gave it); a key of unknown kind is kept."""
    entity = entities.get(key)
    if entity is None:
        return True
    return not _is_demonym(key, entities) and (
        entity.kind not in (PERSON, ORGANIZATION) or is_country(entity.label)
    )


def _is_demonym(key: str, entities: Mapping[str, Entity]) -> bool:
    return key in entities and entities[key].demonym_of is not None


def _top(counts: Counter[str]) -> str:
    """The most frequent value; on a tie the one seen first (mentions are in corpus order)."""
    return max(counts.items(), key=lambda i: i[1])[0]


def event_date(mentions: Sequence[EventMention]) -> str | None:
    """The day the mentions state most often, at the finest grain any states; the day a source spoke ("a
    monitor said Friday") only when none states the happening's own day (a year elsewhere is no day)."""
    values = Counter(t.value for m in mentions for t in m.times if t.kind == DATE)
    own = Counter(t.value for m in mentions for t in m.times if t.kind == DATE and not t.said)
    for length in (10, 7, 4):
        found = [v for v in values if len(v) == length]
        if found:
            # of the days stated for the happening, the most often stated, the source's days counted too on
            # a tie; the source's days alone only when no day of the happening's own is stated
            mine = [v for v in found if own[v]] or found
            return max(mine, key=lambda v: (own[v], values[v]))
    return None


def news_date(
    mentions: Sequence[EventMention], published: str | None, recalled: Collection[tuple[str, int, int]] = ()
) -> str | None:
    """The main event's date as its mentions state it, unless they state only a month or a year before the
    month (the year) of its earliest leading report, and only outside the lead or inside clauses about the
    background (``recalled``: article id, sentence index and start of such time expressions): "the deadliest
    attack on the city since the war began in March 2011" recalls a background, and a report is news of its
    own days, so its day stands instead. An earlier month the lead states otherwise ("the attack on the hall
    in May 2015 killed 30", an anniversary story) is the event's own."""
    when = event_date(mentions)
    if when and published and len(when) < len(published) and when < published[: len(when)]:
        # the lead states the news; a month only later sentences give recalls what came before ("In May a
        # raid on the camp left dozens dead"), as does one inside "since ..." anywhere
        said = [(m, t) for m in mentions for t in m.times if t.value == when]
        if all(not m.lead or (m.article_id, m.sentence_index, t.start) in recalled for m, t in said):
            return None
    return when


def _time(mentions: Sequence[EventMention]) -> str | None:
    clocks = sorted(t.value for m in mentions for t in m.times if t.kind == "clock")
    return clocks[0] if clocks else None


# Roles only a person, an organisation or a country can play.
ACTOR_ROLES = {"perpetrator", "target"}


def _is_actor(key: str, entities: Mapping[str, Entity]) -> bool:
    entity = entities.get(key)
    return entity is not None and (entity.kind in (PERSON, ORGANIZATION) or is_country(entity.label))


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
    recalled: Collection[tuple[str, int, int]] = (),
) -> Event:
    known = entities or {}
    # a demonym or a party is no place: "talks in the Kazakh capital Astana" were in Astana, and "air strikes
    # in Islamic State-held Raqqa" were in Raqqa, as the label says
    places = Counter(p for m in mentions for p in m.places if _may_locate(p, known))
    # A town an attack is on ("the chemical attack on the town of Khan Sheikhoun") is where it happened.
    places.update(t for m in mentions for t in m.targets if is_town(t, known))
    # The place an attack is "on" is where it struck ("the strike on the Shairat airbase" near Homs); the
    # main event's, when its lead names places, only one the lead names: a police source's "rocket attacks
    # on [a neighbourhood]" late in the report tells a part of the news.
    attacked = {t for m in mentions for t in m.targets} & set(places)
    leading = {p for m in mentions if m.lead for p in (*m.places, *m.targets)} if is_main else set()
    if leading:
        attacked &= leading

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
        date=(news_date(mentions, inherited_date, recalled) if is_main else event_date(mentions))
        or inherited_date,
        time=_time(mentions),
        places=most_specific_first(
            # of places named as often, one the main event's lead names first, then by name
            sorted(places, key=lambda p: (broad(p), p not in attacked, -places[p], p not in leading, p)),
            places,
            inside or {},
        ),
        place_text=tuple(sorted({t for m in mentions for t in m.place_text})),
        roles=tuple(sorted(roles | victims)),
        instruments=tuple(sorted({i for m in mentions for i in m.instruments})),
        parent=parent,
        is_main=is_main,
    )


def assemble_events(
    clusters: Sequence[Cluster],
    main: Cluster | None,
    entities: Mapping[str, Entity],
    inside: Mapping[str, frozenset[str]] | None = None,
    published: Mapping[str, date | None] | None = None,
    recalled: Collection[tuple[str, int, int]] = (),
) -> tuple[list[Event], dict[tuple[str, int], str]]:
    """Events (sub-events after their parent) and the event key of every mention (article, start).

    The main event is the news of its articles: when no mention dates it, it happened by the day of its
    earliest dated report that leads with it, else of its earliest dated report (``published``: article
    id -> date), as when it states only a background month (``recalled``: see ``news_date``).
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
        when = event_date(cluster.mentions)
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
            inherited_date=published_day(cluster, published or {}) if cluster is main else None,
            entities=entities,
            inside=inside,
            recalled=recalled,
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


def _with_time(event: Event, time: str | None) -> Event:
    return replace(event, time=time)


def event_roles(
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
    incidents = [c for c in clusters if is_incident(c)]
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
