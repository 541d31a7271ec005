"""Session 42 (issue 13): days and triggers of the main event that the lead gives but kg missed. "on May 25"
is a date (a capitalised "May" governed by a preposition, as "on 27 May" already was); a day right after a
closing source's verb of saying dates the report, not the happening, where the sentence gives the happening a
day of its own ("killed on Sunday ..., the monitor said on Monday": aftermath-words.tsv kind `speech`); in a
lead sentence, a weapon of weapons.tsv that a verb of dropping drops, or that is dropped, names an air strike
(background-words.tsv kind `weapon-drop`). And where the main event happened: a place a later sentence's
attack is "on" leads it only when the lead names that place too, and of places named as often the lead's own
leads. A lead that tells the event as a list of three kinds or more ("killed in clashes, suicide bombings and
air strikes") types it by the kind they all are, a battle's Attack. Invented text."""

from __future__ import annotations

import pytest

from kg.entities import resolve_entities
from kg.events import model_events
from kg.events.timeexpr import find_times
from kg.events.triggers import find_event_mentions
from kg.pipeline import extract_articles, link_statements
from kg.types import Article, Sentence


def _mentions(text: str, lead: bool = True) -> list:
    sentence = Sentence("a0", 0, text, 0, len(text))
    return find_event_mentions(sentence, [], {}, {}, "2015-03-10", lead=lead)


@pytest.mark.parametrize(
    ("text", "wanted"),
    [
        ("The convoy was hit by jets on May 25 as it left the plain.", ["2015-05-25"]),
        ("Since May 3 the villagers of Karfin have fled east.", ["2015-05-03"]),
        # the verb and the name stay no dates
        ("The farmers may 25 times ask for the water.", []),
        ("Brenda May 25 years on is still the mayor of Karfin.", []),
        ("They said it on may 25 in a note.", []),
    ],
)
def test_may_governed_by_a_preposition_is_a_date(text: str, wanted: list[str]) -> None:
    assert [t.value for t in find_times(text, "2015-06-01")] == wanted


@pytest.mark.parametrize(
    ("text", "wanted"),
    [
        # Sunday (8 March) is the raid's, Monday the monitor's
        (
            "Twelve people were killed on Sunday in an air raid on Karfin, the monitor said on Monday.",
            ["2015-03-08"],
        ),
        # no day of its own: the monitor's day stands (as often that of a toll of the past 24 hours)
        ("An air raid on Karfin killed twelve people, a monitor said Monday.", ["2015-03-09"]),
        # a day before the event word is still the happening's
        ("On Sunday an air raid on Karfin killed twelve people, the monitor said.", ["2015-03-08"]),
    ],
)
def test_the_day_a_closing_source_spoke_is_no_day_of_the_happening(text: str, wanted: list[str]) -> None:
    (mention,) = _mentions(text)
    assert [t.value for t in mention.times] == wanted


@pytest.mark.parametrize(
    ("text", "wanted"),
    [
        (
            "Army helicopters dropped four barrel bombs on the market of Karfin.",
            [("barrel bombs", "Airstrike")],
        ),
        (
            "Ten people died on Sunday when barrel bombs were dropped on Karfin.",
            [("barrel bombs", "Airstrike")],
        ),
        # the barrel bomb as wire prose also names it
        (
            "Helicopters dropped explosive barrels on Karfin, killing six.",
            [("explosive barrels", "Airstrike")],
        ),
        # a verb of dropping and no weapon, or no verb of dropping: no attack
        ("Prices dropped sharply after the bombs scare at the port of Karfin.", []),
        ("The club dropped its captain before the match.", []),
    ],
)
def test_a_dropped_weapon_names_the_attack(text: str, wanted: list[tuple[str, str]]) -> None:
    assert [(m.trigger, m.event_type) for m in _mentions(text)] == wanted


def test_a_dropped_weapon_later_in_a_report_names_nothing_alone() -> None:
    assert _mentions("Chlorine was dropped alongside barrel bombs on Karfin.", lead=False) == []


def test_a_part_told_after_the_lead_does_not_place_the_main_event() -> None:
    text = (
        "Rebel shelling attacks in Aleppo kill 12\n\nThe toll from the shelling attacks launched by rebels "
        "on neighbourhoods in Aleppo in the past 24 hours has reached 12 people, the agency reported. Four "
        "children were among the dead. Another 30 people were wounded, eight of them critically. A police "
        "source said six more civilians were injured when gunmen launched rocket attacks on al-Ansari "
        "al-Sharqi neighbourhood and the old souk in Aleppo. The attacks also caused damage."
    )
    assert _main_event(text).places[0] == "aleppo"


@pytest.mark.parametrize(
    ("text", "wanted"),
    [
        ("Forty fighters died in clashes, suicide bombings and air strikes near Karfin.", ["Attack"] * 3),
        # a list that lost its commas is a list too
        ("Forty fighters died in clashes suicide bombings and air strikes near Karfin.", ["Attack"] * 3),
        # two kinds name two happenings as often as one
        ("Forty people died in air strikes and shelling on Karfin.", [None, None]),
        # kinds that share only a class above them all (Event, Incident) tell happenings of their own
        ("Protests, clashes and air strikes shook Karfin on Sunday.", [None, None, None]),
        ("Ten died in clashes, an explosion and air strikes in Karfin.", [None, None, None]),
    ],
)
def test_a_list_of_three_kinds_of_violence_is_one_battle(text: str, wanted: list[str | None]) -> None:
    assert [m.listed for m in _mentions(text)] == wanted


def _main_event(text: str):
    article = Article("a0", text, date="2015-03-09", title=text.partition("\n")[0])
    extractions = extract_articles([article], progress=None)
    resolution = resolve_entities(extractions)
    model = model_events(extractions, resolution, link_statements(extractions, resolution))
    return next(e for e in model.events if e.is_main)


def test_a_lead_listing_three_kinds_of_violence_types_the_main_event_as_an_attack() -> None:
    text = (
        "Fifty fighters killed in Karfin battle\n\nAt least 50 fighters have been killed in the past 24 "
        "hours in clashes suicide bombings and air strikes in the town of Karfin, a monitor said. Four of "
        "the dead were suicide bombers, the monitor said. Another 11 were killed in clashes that followed at "
        "the border crossing after the bombings."
    )
    assert _main_event(text).event_type == "Attack"
