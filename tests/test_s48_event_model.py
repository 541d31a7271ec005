"""Session 48 (issue 13): a deliberate killing's noun counts its victims in a phrase of its own ("a massacre
against 14 farmers"); an "other" that counts people before an event word makes it no other happening ("killed
with two other men by a blast"); fighters a side killed ("Troops kill 30 insurgents") fell in a clash, an
attack. Invented text."""

from __future__ import annotations

import pytest

from kg.entities import resolve_entities
from kg.events import model_events
from kg.events.describe import _noun_victims
from kg.events.triggers import find_event_mentions
from kg.pipeline import extract_articles, link_statements
from kg.types import Article, Sentence


def _model(text: str, day: str):
    article = Article("a0", text, date=day, title=text.partition("\n")[0])
    extractions = extract_articles([article], progress=None)
    resolution = resolve_entities(extractions)
    return model_events(extractions, resolution, link_statements(extractions, resolution))


def _main(text: str, day: str = "2019-03-05"):
    return next((e for e in _model(text, day).events if e.is_main), None)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("a massacre against 14 farmers in the hills", "14 farmers"),
        ("the execution of 12 prisoners at dawn", "12 prisoners"),
        ("a massacre among at least 30 villagers", "at least 30 villagers"),
        # no count of people in the phrase: nothing counted
        ("a massacre of the villagers", None),
        ("a massacre against 14 percent", None),
        ("a massacre in 2012", None),
    ],
)
def test_a_deliberate_killings_noun_counts_its_victims_in_its_own_phrase(text, expected):
    noun = text.index("massacre") + len("massacre") if "massacre" in text else text.index("execution") + 9
    assert _noun_victims(text, noun, 0) == expected


@pytest.mark.parametrize(
    "text",
    [
        "Crowds marched in Varosh over the massacre of 30 farmers by a militia",
        "the town buried its dead a week after the massacre of 30 farmers",
    ],
)
def test_a_deliberate_killings_noun_after_a_preposition_counts_no_victims(text):
    # the massacre is the reason or the time of the clause's news, a killing recalled
    opened = text.index("the massacre")
    assert _noun_victims(text, opened + len("the massacre"), opened) is None


def test_a_protest_over_a_massacre_of_a_count_of_people_is_no_killing() -> None:
    text = (
        "Crowds march in Varosh\n\nCrowds marched in Varosh on Monday over the massacre of 30 farmers by a "
        "militia last week, organisers said."
    )
    assert not any(e.event_type == "Killing" and e.is_main for e in _model(text, "2019-03-05").events)


def test_a_massacre_of_a_count_of_people_in_the_lead_is_the_main_event() -> None:
    text = (
        "Gunmen commit massacre in Varosh farms\n\n"
        "Gunmen stormed the farms of Varosh before dawn. Local officials said the gunmen carried out a "
        "massacre against 14 farmers and burned their houses. The ministry condemned the crime."
    )
    main = _main(text)
    assert main is not None and main.event_type == "Killing"


def _sentence(text: str) -> Sentence:
    return Sentence("a0", 0, text, 0, len(text))


def test_an_other_that_counts_people_makes_no_event_word_generic() -> None:
    text = "The driver was killed along with two other men by a blast that hit the lorry near Varosh."
    blast = [m for m in find_event_mentions(_sentence(text), [], {}, {}) if m.trigger == "blast"]
    assert blast and not blast[0].generic
    # ... but "other" before the event word's own phrase still tells another happening
    text = "The envoy spoke of other blasts that hit lorries near Varosh last year."
    blasts = [m for m in find_event_mentions(_sentence(text), [], {}, {}) if m.trigger == "blasts"]
    assert not blasts or blasts[0].generic


def test_an_other_that_counts_people_with_no_one_they_fell_with_keeps_other_happenings() -> None:
    # without "with" the others counted fell in other happenings, the ones the mention tells
    text = "Mourners in Varosh recalled hundreds of other people in air strikes on the town over the years."
    strikes = [m for m in find_event_mentions(_sentence(text), [], {}, {}) if m.trigger == "air strikes"]
    assert not strikes or strikes[0].generic
    text = "A nurse was hurt alongside at least five other people in a bombing near Varosh."
    bombing = [m for m in find_event_mentions(_sentence(text), [], {}, {}) if m.trigger == "bombing"]
    assert bombing and not bombing[0].generic


@pytest.mark.parametrize(
    "text",
    [
        "Army kills 30 insurgents near Varosh\n\nThe army killed 30 insurgents near Varosh on Monday, an "
        "officer said.",
        "Troops eliminate over 40 militants in Varosh\n\nTroops eliminated over 40 militants in Varosh on "
        "Monday, a military source said.",
    ],
)
def test_fighters_a_side_killed_fell_in_an_attack(text) -> None:
    main = _main(text)
    assert main is not None and main.event_type == "Attack"


def test_an_execution_of_fighters_stays_a_killing() -> None:
    text = (
        "Militants execute 12 soldiers in Varosh\n\nMilitants executed 12 soldiers in Varosh on Monday, "
        "an officer said."
    )
    main = _main(text)
    assert main is not None and main.event_type == "Killing"


def test_a_killing_of_captured_fighters_stays_a_killing() -> None:
    # fighters held when killed fell in no clash: their killing is an execution
    text = (
        "Militants kill 14 captured soldiers in Varosh\n\nMilitants killed 14 captured soldiers in Varosh on "
        "Monday, a monitor said."
    )
    main = _main(text)
    assert main is not None and main.event_type == "Killing"
