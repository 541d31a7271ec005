"""Session 38: a figure belongs to the main event only when its sentence is about that event (issue 13, event
hygiene). A round-up's shelling of a town that lies apart from the main event's place ("a rocket shell hit
a street in Aleppo" beside a Damascus attack) gives the main event no figure; a town inside its place, a
village no table places, and the article's own lead keep theirs (kg.events.eventplaces.told_elsewhere;
invented reports shaped like FA-KES's state-agency round-ups)."""

from __future__ import annotations

import pytest

from kg.events.eventplaces import told_elsewhere
from kg.pipeline import model_corpus
from kg.types import PLACE, Entity, KnowledgeGraph


def _place(key: str, label: str) -> Entity:
    return Entity(key=key, label=label, kind=PLACE)


PLACES = {
    p.key: p
    for p in (
        _place("damascus", "Damascus"),
        _place("mezzeh", "Mezzeh"),
        _place("aleppo", "Aleppo"),
        _place("kallaseh", "Kallaseh"),
        _place("hass", "Hass"),
        _place("kilmakho", "Kilmakho"),
        _place("latakia", "Latakia"),
    )
}
# the articles' own statements ("Kilmakho in Latakia countryside")
INSIDE = {"kilmakho": frozenset({"latakia"})}


@pytest.mark.parametrize(
    ("named", "places", "elsewhere"),
    [
        ({"aleppo"}, ["damascus"], True),  # two governorates ontology/places.tsv lists
        ({"kilmakho"}, ["aleppo"], True),  # a village the text puts in another province
        ({"mezzeh"}, ["damascus"], False),  # a district of the event's city
        ({"kallaseh"}, ["aleppo", "damascus"], False),  # an event at two places, one holding the town
        ({"aleppo", "mezzeh"}, ["damascus"], False),  # the event's place named beside another
        ({"hass"}, ["aleppo"], False),  # a village nothing places may lie anywhere
        ({"aleppo"}, [], False),  # an event without a place
        (set(), ["damascus"], False),  # a sentence naming no place
    ],
)
def test_told_elsewhere_needs_a_place_known_to_lie_apart(
    named: set[str], places: list[str], elsewhere: bool
) -> None:
    assert told_elsewhere(named, places, PLACES, INSIDE) is elsewhere


# An invented round-up: the lead tells a shelling of Damascus, a later paragraph a shelling of Aleppo.
REPORT = (
    "Rocket shells hit residential areas of Damascus\n\n"
    "Rocket shells fired by militants hit residential neighbourhoods of Damascus on Tuesday, killing five "
    "people and wounding 21 others, a police source said. "
    "The shelling of Damascus was the heaviest in weeks, residents said. "
    "The shells also hit houses in Mezzeh, injuring seven people. "
    "A police source in Aleppo said that militants fired a rocket shell on a street in Aleppo, killing "
    "four civilians."
)


@pytest.fixture(scope="module")
def model() -> KnowledgeGraph:
    from kg.types import Article

    return model_corpus([Article(id="a1", text=REPORT, date="2024-03-12")], progress=None)


def _main_figures(model: KnowledgeGraph) -> set[tuple[str, float]]:
    main = next(e for e in model.events if e.is_main)
    return {(c.measure, c.value) for c in model.claims if c.event == main.key}


def test_round_up_shelling_of_another_city_gives_the_main_event_no_figure(model: KnowledgeGraph) -> None:
    assert ("killed", 4.0) not in _main_figures(model)


def test_main_event_keeps_its_lead_and_district_figures(model: KnowledgeGraph) -> None:
    assert {("killed", 5.0), ("injured", 21.0), ("injured", 7.0)} <= _main_figures(model)


# Invented: the wounded of a Homs bombing taken to another city's hospitals are still the bombing's.
TAKEN = (
    "Car bomb kills 14 in Homs\n\n"
    "A car bomb exploded in a busy street of Homs on Tuesday, killing 14 people, a police source said. "
    "The blast wounded dozens of people. Twenty of the wounded were taken to hospitals in Damascus, the "
    "source said."
)


def test_a_place_the_wounded_were_taken_to_keeps_their_figure() -> None:
    from kg.types import Article

    model = model_corpus([Article(id="a1", text=TAKEN, date="2024-03-12")], progress=None)
    assert ("injured", 20.0) in _main_figures(model)


@pytest.mark.parametrize(
    ("before", "away"),
    [
        ("Twenty of the wounded were taken to hospitals in ", True),
        ("The dead were buried in ", True),
        ("Six of them came from the town of ", True),
        ("A rocket shell hit a street in ", False),
    ],
)
def test_away_place_reads_where_victims_were_taken(before: str, away: bool) -> None:
    from kg.events.eventplaces import away_place

    assert away_place(before) is away
