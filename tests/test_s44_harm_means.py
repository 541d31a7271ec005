"""Session 44: a harm statement whose subject names only how the harm was done ("Air strikes | kill |
12 civilians") is linked to the event its sentence tells (kg.events.harmed): the graph shows where it was.
The guards hold: a figure the model gave the main event only because its sentence names no happening ("were
wounded by barrel bombs"), a happening of another day, a list of means, a toll over several days, a
happening beside the label's place ("a village near Kafr Dael") and an event placed only in a country stay
words (the real model on invented reports in the style of the FA-KES outlets, without commas before their
sources)."""

from __future__ import annotations

import pytest

from kg.pipeline import model_corpus
from kg.types import Article

REFERENCE = "2024-03-13"  # a Wednesday: "Tuesday" is the day before

REPORT = (
    "Air strikes kill 12 in Kafr Dael\n\n"
    "Air strikes killed 12 civilians in the town of Kafr Dael north of Aleppo on Tuesday a monitoring group"
    " said. Two more people were wounded by barrel bombs dropped from helicopters in the city a monitoring"
    " group said. Shells killed five people in the town on February 2 activists said. Air strikes killed 30"
    " people in the town in three days activists said. Heavy shelling and air strikes killed nine soldiers"
    " in the town on Tuesday activists said. Air strikes killed seven people in a village near Kafr Dael on"
    " Tuesday activists said."
)
COUNTRY = (
    "Air strikes kill 12 in Syria\n\n"
    "Air strikes killed 12 civilians in northern Syria on Tuesday a monitoring group said. Rescue workers"
    " searched the rubble."
)


def _built(text: str):
    return model_corpus([Article(id="h1", text=text, date=REFERENCE)], progress=None)


@pytest.fixture(scope="module")
def placed():
    return _built(REPORT)


def _statement(model, subject: str, count: str):
    found = [
        s
        for s in model.statements
        if s.triple.subject.display == subject and s.triple.object and count in s.triple.object.display
    ]
    assert found, [
        (s.triple.subject.display, s.triple.object and s.triple.object.display) for s in model.statements
    ]
    return found[0]


def test_the_means_of_the_news_is_shown_as_its_event(placed):
    main = next(e for e in placed.events if e.is_main)
    assert main.label == "air strike in Kafr Dael"
    statement = _statement(placed, "Air strikes", "12 civilians")
    assert statement.subject_entity == main.key, statement


def test_a_figure_the_main_event_took_by_default_leaves_its_means_as_words(placed):
    # the sentence names no happening the model read: its figure went to the main event, which may be another
    statement = _statement(placed, "barrel bombs", "Two more people")
    assert statement.subject_entity is None, statement


def test_shells_of_another_day_stay_words(placed):
    statement = _statement(placed, "Shells", "five people")
    assert statement.subject_entity is None, statement


def test_an_event_placed_only_in_a_country_is_no_better_than_the_words():
    model = _built(COUNTRY)
    statement = _statement(model, "Air strikes", "12 civilians")
    assert statement.subject_entity is None, statement


def test_a_list_of_means_is_more_than_the_one_happening(placed):
    # the shelling and the strikes together: the toll is of both, and the model's one event may be either
    statement = _statement(placed, "Heavy shelling and air strikes", "nine soldiers")
    assert statement.subject_entity is None, statement


def test_a_toll_over_several_days_may_be_of_several_strikes(placed):
    statement = _statement(placed, "Air strikes", "30 people")
    assert statement.subject_entity is None, statement


def test_a_happening_beside_the_labels_place_is_not_in_it(placed):
    statement = _statement(placed, "Air strikes", "seven people")
    assert statement.subject_entity is None, statement


def _one(text: str, subject: str, count: str):
    model = _built(text)
    return model, _statement(model, subject, count)


def test_an_age_in_a_compound_is_no_tally_over_a_time():
    # "10-year-old" tells the girl's age: the toll is still of the one strike of Tuesday
    model, statement = _one(
        "Air strikes kill 12 in Kafr Dael\n\nAir strikes killed 12 people including a 10-year-old girl in the"
        " town of Kafr Dael on Tuesday a monitoring group said.",
        "Air strikes",
        "12 people",
    )
    main = next(e for e in model.events if e.is_main)
    assert statement.subject_entity == main.key, statement


def test_a_toll_over_the_weekend_may_be_of_several_strikes():
    _, statement = _one(
        "Air strikes kill 60 in Douma\n\nAir strikes killed 60 people in the town of Douma over the weekend a"
        " monitoring group said. Rescue workers searched the rubble.",
        "Air strikes",
        "60 people",
    )
    assert statement.subject_entity is None, statement


@pytest.mark.parametrize(
    "text",
    [
        "Air strikes kill 12 in Aleppo\n\nAir strikes killed 12 civilians in the city of Aleppo on Tuesday"
        " a monitoring group said. Air strikes killed seven people in a village near the northern Syrian"
        " city of Aleppo on Tuesday activists said.",
        "Air strikes kill 12 in Kafr Dael\n\nAir strikes killed 12 civilians in the town of Kafr Dael on"
        " Tuesday a monitoring group said. Air strikes killed seven people in a village 10km from Kafr Dael"
        " on Tuesday activists said.",
    ],
    ids=["near-the-northern-city-of", "10km-from"],
)
def test_a_happening_some_way_from_the_labels_place_is_not_in_it(text):
    _, statement = _one(text, "Air strikes", "seven people")
    assert statement.subject_entity is None, statement


def test_a_toll_about_a_number_is_in_the_place_it_names():
    # "around 20 people in Kafr Dael": "around" counts, it does not place the strikes around the town
    model, statement = _one(
        "Air strikes kill 20 in Kafr Dael\n\nAir strikes killed around 20 people in Kafr Dael on Tuesday a"
        " monitoring group said. Rescue workers searched the rubble.",
        "Air strikes",
        "20 people",
    )
    main = next(e for e in model.events if e.is_main)
    assert statement.subject_entity == main.key, statement
