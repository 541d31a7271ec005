"""Which top-level event a figure belongs to when its sentence names no event: the places each event's
mentions name, and the main event for a sentence at one of its places; and whether a sentence tells a
happening at a place apart from the main event's (kg/events/claims.py asks).
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Collection, Mapping, Sequence
from functools import lru_cache

from ..resources import read_tsv
from ..types import Entity
from .counts import MODIFIER, number_pattern
from .lexicon import BACKGROUND_TABLE, alternation, head_nouns, table_words
from .mentions import EventMention
from .places import regions


def top_event(key: str, parents: Mapping[str, str | None]) -> str:
    """The top-level event of ``key``: figures about a sub-event measure the whole event."""
    parent = parents.get(key)
    while parent is not None:
        key, parent = parent, parents.get(parent)
    return key


def places_of_events(
    located: Mapping[str, Sequence[tuple[EventMention, str]]],
    parents: Mapping[str, str | None],
    local: set[str],
) -> dict[str, set[str]]:
    """The places each top-level event's mentions name, of ``local`` (places, countries aside: a country
    is no evidence of which of a war's happenings a sentence tells)."""
    found: dict[str, set[str]] = defaultdict(set)
    for pairs in located.values():
        for mention, key in pairs:
            found[top_event(key, parents)].update(p for p in mention.places if p in local)
    return found


@lru_cache(maxsize=1)
def _combatants() -> re.Pattern[str]:
    """A count of fighters: a number, up to two modifiers and a plural of armed-groups.tsv ("40 terrorists",
    "12 ISIS militants") or a `combatant` of head-nouns.tsv ("nine regime soldiers")."""
    armed = [r["form"] for r in read_tsv("armed-groups.tsv", ["kind", "form"]) if r["kind"] == "noun"]
    nouns = alternation([*armed, *head_nouns("combatant")])
    return re.compile(rf"{number_pattern().pattern}\s+(?:{MODIFIER}){{0,2}}?(?:{nouns})\b", re.IGNORECASE)


def counts_combatants(text: str, start: int) -> bool:
    """Whether the count at ``start`` of ``text`` counts fighters: "In Kafr Nabudah, army units killed 40
    terrorists" in a round-up tells the army's fight there, not the casualties of an attack on the town."""
    return combatant_count(text, start) is not None


def combatant_count(text: str, start: int) -> re.Match[str] | None:
    """The count of fighters at ``start`` of ``text`` ("40 terrorists", "48 ISIL Terrorists"), or None."""
    return _combatants().match(text, start)


def event_by_place(named: set[str], event_places: Mapping[str, set[str]], main: str, focal: str) -> str:
    """The event of a figure whose sentence names no event, in an article that does not report the main
    event: the main event when every place the sentence names is one of the main event's and none is the
    article's own event's ("terrorists fired shells containing toxic materials on al-Hamadaniyeh ... in
    Aleppo causing cases of asphyxiation to more than 35 people", in a round-up whose most told event is in
    Daraa), else that own event. A place of the sentence's own ("jets killed 60 civilians in Salsana village
    in the northeastern parts of Aleppo") tells another happening in the main event's province."""
    mains, own = event_places.get(main, set()), event_places.get(focal, set())
    return main if named and named <= mains and not named & own else focal


@lru_cache(maxsize=1)
def _away_place() -> re.Pattern[str]:
    # the cue, then at most a noun and its "in"/"of"/"at" ("taken to hospitals in", "from the town of")
    cue = table_words(BACKGROUND_TABLE, "away-place")
    return re.compile(
        rf"\b(?:{cue})\s+(?:(?:the|a|an)\s+)?(?:\w+\s+(?:in|of|at)\s+)?(?:the\s+)?$", re.IGNORECASE
    )


def away_place(before: str) -> bool:
    """Whether a place whose sentence reads ``before`` up to it is where victims were taken, came from or
    were buried ("Twenty of the wounded were taken to hospitals in"): no place of the happening
    (background-words.tsv kind ``away-place``)."""
    return _away_place().search(before) is not None


def told_elsewhere(
    named: Collection[str],
    places: Collection[str],
    entities: Mapping[str, Entity],
    inside: Mapping[str, Collection[str]],
) -> bool:
    """Whether a sentence naming the places ``named`` (entity keys, countries aside) tells a happening away
    from ``places``, the main event's: one of them is known to lie apart from every place of the event and
    none lies with one. "A rocket shell hit a street in Aleppo killing 3" in a round-up whose main event is
    in Damascus; "Jets struck Kallaseh killing 13" stays an Aleppo event's (Kallaseh lies in Aleppo), and a
    village no table or sentence places ("Hass") is no evidence either way, like a province holding the
    event's town."""
    known: dict[str, frozenset[str] | None] = {}

    def region(key: str) -> frozenset[str] | None:
        if key not in known:
            entity = entities.get(key)
            stated = [entities[k] for k in inside.get(key, ()) if k in entities]
            known[key] = regions(entity, stated) if entity is not None else None
        return known[key]

    def apart(x: str, y: str) -> bool:
        a, b = region(x), region(y)
        return a is not None and b is not None and a.isdisjoint(b)

    def together(x: str, y: str) -> bool:
        a, b = region(x), region(y)
        return x == y or (a is not None and b is not None and not a.isdisjoint(b))

    return bool(
        places
        and any(all(apart(x, y) for y in places) for x in named)
        and not any(together(x, y) for x in named for y in places)
    )
