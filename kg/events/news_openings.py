"""Whether an indefinite description ("a suicide bombing") opens its article's news.

``kg.events.described`` links "the attack" to its event, and "an attack" only where it is how the article
first tells the main event: in the lead, before any other happening, in an article that tells of no other
happening of its kind. Telling such another happening apart from the news (a part of it, another day, another
place) is a question of dates and places of its own, so it lives here.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import date

from ..types import Event
from .countries import is_country
from .mentions import EventMention
from .taxonomy import taxonomy

# Days between a report and an incident it calls "the attack" without a date: more, and the model's date or
# its link is wrong (an event dated by a ceasefire's start, a background strike joined to the news).
NEAR_DAYS = 7


def opens_news(
    mention: EventMention,
    event: Event,
    mentions: Sequence[tuple[EventMention, str]],
    events: Mapping[str, Event],
    containment: Mapping[str, frozenset[str]],
) -> bool:
    """True when an indefinite description ("a suicide bombing") is how its article opens the news: a mention
    of the main event in the lead, with no ordinal ("a second blast"), after no mention of another happening,
    in an article that tells of no other happening of a type that could be the same: there a reader could
    take "a bombing" for either. A happening told after the opening that the model tells apart from the news
    is no such other (``_told_apart``) unless its own sentence told the news before it: "condemned the attacks
    ... prepared for a punitive strike" is another happening, whatever coreference joined it to."""
    if not (mention.lead and event.is_main and mention.ordinal is None):
        return False
    types = taxonomy()
    own = event.event_type
    # an earlier sentence telling the news is no matter: a headline, a headline printed again, a lead twice
    first = not any(
        key == event.key and other.sentence_index == mention.sentence_index and other.start < mention.start
        for other, key in mentions
    )
    for other, key in mentions:
        if key == event.key or key not in events:
            continue
        if other.start < mention.start:
            return False
        kind = events[key].event_type
        if (types.is_a(kind, own) or types.is_a(own, kind) or types.same_kind(kind, own)) and not (
            first and _told_apart(events[key], event, containment)
        ):
            return False
    return True


def _told_apart(other: Event, news: Event, containment: Mapping[str, frozenset[str]]) -> bool:
    """True when a happening told after the news's opening leaves "a bombing" there no other to be: a part of
    the news ("the first explosion" of a twin bombing); one dated on another day and placed elsewhere or
    nowhere (last Saturday's convoy attack), or far from the news's day wherever it was (a chemical attack of
    2013); or one the model could not date that is placed only where the news happened ("the attack in
    Qamishli" of the group's claim): coreference left it apart, yet it tells the news again. A near day in the
    news's own place ("a suicide attack" in the same district the night before) may be the one the lead
    opens with."""
    if other.parent == news.key:
        return True
    here = _placed_where(other, news, containment)
    if other.date:
        return bool(news.date) and _apart(other.date, str(news.date), far=here)
    return here


def _apart(one: str, other: str, far: bool) -> bool:
    """True when two event dates ("2016-07-27", "2013-08") name other days; with ``far``, days more than
    NEAR_DAYS apart, or other months where either is only a month or a year."""
    if one.startswith(other) or other.startswith(one):
        return False
    if not far:
        return True
    try:
        return abs((date.fromisoformat(one[:10]) - date.fromisoformat(other[:10])).days) > NEAR_DAYS
    except ValueError:
        return one[:7] != other[:7]


def _placed_where(other: Event, news: Event, containment: Mapping[str, frozenset[str]]) -> bool:
    """True when each narrowest place of ``other`` is one of the news's narrowest places or lies in one, by
    the texts' containment, or is a town of the one country the news is placed in, no more narrowly, that no
    text puts in another country. A country counts only where no narrower place is given: an "explosion in
    Raqa, Syria" lies in Syria, yet not where a news in Hama city happened."""
    theirs, ours = _narrowest(other.places), _narrowest(news.places)
    if not theirs:
        return False
    country = ours[0] if len(ours) == 1 and is_country(ours[0]) else None
    return all(
        place in ours
        or any(where in containment.get(place, ()) for where in ours)
        or (
            country is not None
            and not is_country(place)
            and not any(is_country(k) for k in containment.get(place, ()) if k != country)
        )
        for place in theirs
    )


def _narrowest(places: Sequence[str]) -> tuple[str, ...]:
    """The places that are no country, or the countries where there are none."""
    narrow = tuple(p for p in places if not is_country(p))
    return narrow or tuple(places)
