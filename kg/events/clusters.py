"""What event coreference compares: a cluster of mentions believed to name one event, and the facts read
from it (time evidence, types, places, anchors).

Split from kg/events/coreference.py, which links mentions into clusters and merges them across articles;
here too: whether two events' days may be one (``told_of_one_day``) and whether a mention brings a new
event into a text (``introduces_new``).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import date
from functools import lru_cache
from typing import Any, TypeVar

from ..resources import words_of_kind
from .kinds import fire_counts
from .lexicon import BACKGROUND_TABLE
from .manners import never_types
from .mentions import EventMention
from .timeexpr import DATE, PAST, WEEKDAY, compatible

T = TypeVar("T")
# "the latest incident", "today's explosions": the event of the day, not one told as background.
_PRESENT = re.compile(r"\b(latest|today's|today’s|this|recent)\b", re.IGNORECASE)
_WEEKDAY_NAMES = {"monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"}


@dataclass
class Cluster:
    """Mentions believed to name one event, with the evidence used to link more mentions to it."""

    mentions: list[EventMention] = field(default_factory=list)
    roles: set[tuple[str, str]] = field(default_factory=set)
    # What the sets below were worked out from: merge_articles compares each article's event with every
    # candidate, and a corpus's main event gathers hundreds of mentions, so building them again on every
    # comparison cost most of the event model's time over the 2,225 BBC articles. A cluster only ever
    # gains mentions (``add``, ``mentions.extend``), so its mention count tells a stale set.
    _held: dict[str, tuple[int, Any]] = field(default_factory=dict, init=False, repr=False, compare=False)

    def add(self, mention: EventMention) -> None:
        self.mentions.append(mention)

    def _kept(self, name: str, make: Callable[[], T]) -> T:
        """``make()``, worked out again only once the cluster has gained mentions; never change it."""
        held = self._held.get(name)
        if held is None or held[0] != len(self.mentions):
            held = self._held[name] = (len(self.mentions), make())
        return held[1]

    @property
    def types(self) -> set[str]:
        return self._kept("types", lambda: {m.event_type for m in self.mentions})

    @property
    def articles(self) -> set[str]:
        return self._kept("articles", lambda: {m.article_id for m in self.mentions})

    @property
    def never(self) -> frozenset[str]:
        """The event types a mention's own words say the cluster's happening was not (kg/events/manners.py):
        coreference asks it of every candidate cluster for every mention."""
        return self._kept(
            "never",
            lambda: frozenset().union(*(never_types(m.phrase, m.manner_words) for m in self.mentions)),
        )

    def anchors(self) -> set[str]:
        return self._kept(
            "anchors",
            lambda: {
                k
                for m in self.mentions
                for k in (
                    *m.places,
                    *m.participants,
                    *([m.named] if m.named else []),
                    *m.perpetrators,
                    *m.targets,
                    *([m.victim] if m.victim else []),
                )
            },
        )

    def context(self) -> set[str]:
        return self._kept("context", lambda: {k for m in self.mentions for k in m.context})

    def names(self) -> set[str]:
        return self._kept("names", lambda: {m.named for m in self.mentions if m.named})

    def victims(self) -> set[str]:
        return self._kept("victims", lambda: {m.victim for m in self.mentions if m.victim})

    def places(self) -> set[str]:
        return self._kept("places", lambda: {p for m in self.mentions for p in m.places})

    def fire(self) -> tuple[int, int]:
        """How often the event is told as shelling, rockets or mortars of no state's forces, and as air
        strikes (``_fire_clash``)."""
        return self._kept("fire", lambda: fire_counts(self.mentions))


@dataclass(frozen=True)
class When:
    """A mention's or cluster's time evidence: ISO dates, unresolved weekdays, past/present markers."""

    dates: frozenset[str] = frozenset()
    weekdays: frozenset[str] = frozenset()
    past: bool = False
    current: bool = False
    # dates and weekdays only a source's day of speaking gives ("a monitor said Friday"): the report's, maybe
    # not the happening's
    spoken: frozenset[str] = frozenset()


def when_of(mentions: Sequence[EventMention], references: Mapping[str, date | None]) -> When:
    dates, weekdays, past, current = set(), set(), False, False
    own: set[str] = set()
    said: set[str] = set()
    for m in mentions:
        ref = references.get(m.article_id)
        current = current or bool(_PRESENT.search(m.phrase))
        for t in m.times:
            if t.kind == DATE:
                dates.add(t.value)
                # the day a source spoke ("a monitor said Friday"), kept apart: see ``time_conflict``
                (said if t.said else own).add(t.value)
                if ref and len(t.value) == 10:
                    gap = (date.fromisoformat(t.value) - ref).days
                    past, current = past or gap < -7, current or abs(gap) <= 7
                elif ref and t.value < ref.isoformat()[: len(t.value)]:
                    past = True
            elif t.kind == WEEKDAY:
                if t.value in _WEEKDAY_NAMES:  # "today" in an undated article: present, day unknown
                    weekdays.add(t.value)
                    # an undated report's "a monitor said Friday" is as much the day it spoke as a dated one's
                    (said if t.said else own).add(t.value)
                current = True
            elif t.kind == PAST:
                past = True
    return When(frozenset(dates), frozenset(weekdays), past, current, frozenset(said - own))


@dataclass(frozen=True, eq=False)
class ClusterFacts:
    """What coreference compares of a cluster, read from its mentions once for as long as they stay the
    same: merge_articles compares each article's event with about fifty candidates over the 2,225 BBC
    articles, and asking the cluster for each set on every comparison (a call and a staleness check apiece)
    took half the event model's time. The sets are the cluster's own (``Cluster._kept``): never change
    them."""

    articles: set[str]
    types: set[str]
    when: When
    kind: str  # the principal type
    names: set[str]
    victims: set[str]
    places: set[str]
    context: set[str]
    anchors: set[str]
    days: set[str]  # ``Coreference.days``
    cluster: Cluster

    @property
    def fire(self) -> tuple[int, int]:
        # asked only of attacks and air strikes (``_fire_clash``), and two searches a mention: not read ahead
        return self.cluster.fire()


def recalled_apart(mention: EventMention, mine: ClusterFacts, cluster: ClusterFacts) -> bool:
    """Whether a later sentence's mention dated only before its report (``When.past``: a month before the
    report's month, a day more than a week before it) tells another happening than an undated event the
    article leads with, which is the news of its report's days: "terrorists shelled the square ... In March
    two blasts near the cemetery killed 40" are two. A lead mention, an event its own sentences date, and
    one the mention names by its victim or its name ("the killing of X" the lead recalls, "X was killed in
    January 2020") are left to ``time_conflict``."""
    when = mine.when
    return (
        not mention.lead
        and not (mine.victims & cluster.victims or mine.names & cluster.names)
        and when.past
        and not when.current
        and not cluster.when.dates
        and not cluster.when.past
        and any(m.lead for m in cluster.cluster.mentions)
    )


def weekdays_of(when: When) -> set[str]:
    """Weekday names a time profile points at, so dated and undated reports of one day can meet."""
    days = set(when.weekdays)
    days |= {date.fromisoformat(d).strftime("%A").lower() for d in when.dates if len(d) == 10}
    return days


def time_conflict(a: When, b: When, own_days: bool = False) -> bool:
    """Whether the times of two events say they are two. With ``own_days`` (a lead sentence's mention joining
    an event of its own article) a day only a source's speaking gives is left out: "... killed 42, a monitor
    said Friday. Thursday's air strikes ..." tells one happening. Elsewhere it stays: a later sentence's
    other day tells another happening, and two outlets' "said Thursday" is often all that dates their one."""
    dates_a, dates_b = (x.dates - x.spoken if own_days else x.dates for x in (a, b))
    weekdays_a, weekdays_b = (x.weekdays - x.spoken if own_days else x.weekdays for x in (a, b))
    if dates_a and dates_b:
        # Past and present are relative to each article's own date: a report written weeks later of
        # "the August 21 attack" and a report of the day name the same day, and the day settles it.
        return not any(compatible(x, y) for x in dates_a for y in dates_b)
    if weekdays_a and weekdays_b and weekdays_a.isdisjoint(weekdays_b):
        return True
    return (a.past and b.current and not a.current) or (b.past and a.current and not b.current)


def told_of_one_day(a: ClusterFacts, b: ClusterFacts, published: Mapping[str, date | None]) -> bool:
    """Whether two events of different articles may be one happening by their days (``time_conflict`` has
    refused stated dates that clash): both state a date; one states the day another's report came out or
    the day before ("the August 21 attack" and a report of that day, which tells the news of its day or of
    the night before); or neither states one and their reports came out on the same day or the next.
    Events that share a name or a victim need no day.

    An event that states no date in an undated report has no day here, so it is one happening with another
    report's only by a name or a victim (``Coreference.one_day`` adds a weekday and the article's story): an
    undated article's "the election" or "the war" is not another's, and neither is a background "war" of a
    report written a year after another's."""
    if a.names & b.names or a.victims & b.victims or (a.when.dates and b.when.dates):
        return True
    days_a, days_b = _days_out(a, published), _days_out(b, published)
    if a.when.dates or b.when.dates:
        stated, days = (a.when.dates, days_b) if a.when.dates else (b.when.dates, days_a)
        return _stated_near(stated, days)
    return _near(days_a, days_b)


def told_of_a_day(a: ClusterFacts, b: ClusterFacts, published: Mapping[str, date | None]) -> bool:
    """Whether two events are told of one day, not only of one month, year or name: a day both state, a day
    one states that the other's report came out on or after, or reports of the same day or the next."""
    full_a, full_b = ({d for d in x.when.dates if len(d) == 10} for x in (a, b))
    if full_a and full_b:
        return any(
            abs((date.fromisoformat(x) - date.fromisoformat(y)).days) <= 1 for x in full_a for y in full_b
        )
    days_a, days_b = _days_out(a, published), _days_out(b, published)
    if (full_a and not b.when.dates) or (full_b and not a.when.dates):
        stated, days = (full_a, days_b) if full_a else (full_b, days_a)
        return _stated_near(stated, days)
    return not a.when.dates and not b.when.dates and _near(days_a, days_b)


def _stated_near(stated: Collection[str], days: Collection[date]) -> bool:
    """Whether a stated date is a day a report came out on, or the day before it."""
    return any(_day_or_day_before(value, day) for value in stated for day in days)


def _near(days_a: Collection[date], days_b: Collection[date]) -> bool:
    """Whether two sets of report days hold the same day or two days in a row."""
    return any(abs((x - y).days) <= 1 for x in days_a for y in days_b)


def _days_out(facts: ClusterFacts, published: Mapping[str, date | None]) -> set[date]:
    """The days the reports of an event came out on, where they are dated."""
    return {day for a in facts.articles if (day := published.get(a)) is not None}


def _day_or_day_before(value: str, day: date) -> bool:
    """Whether an ISO value (a day, a month, a year) may be ``day`` or the day before."""
    if len(value) == 10:
        return 0 <= (day - date.fromisoformat(value)).days <= 1
    return day.isoformat().startswith(value)


@lru_cache(maxsize=1)
def _introducing() -> frozenset[str]:
    """The words that open a phrase bringing a new event into a text ("a", "an", "another"): rows of kind
    `introducing` of ontology/background-words.tsv."""
    return frozenset(words_of_kind(BACKGROUND_TABLE, "introducing"))


def introduces_new(mention: EventMention) -> bool:
    """An indefinite ("an attack injured three troops", "in another incident") brings a new event into the
    text, unless it describes one already there ("in what officials called a terror attack")."""
    words = mention.phrase.lower().split()
    return (
        bool(words)
        and words[0] in _introducing()
        and not (mention.ordinal or mention.lead or mention.predicative)
    )
