"""Session 44: a harm statement whose subject names only how the harm was done ("Air strikes | kill |
12 civilians") is linked to the event its sentence tells (kg.events.harmed): the graph shows where it was.
The guards hold: a figure the model gave the main event only because its sentence names no happening ("were
wounded by barrel bombs"), a happening of another day, a list of means, a toll over several days or a
weekend, a happening beside or some way from the label's place ("a village near Kafr Dael", "10km from"),
an event placed only in a country and one whose type tells more than the means ("chemical attack") stay
words, while an age ("a 10-year-old girl") or a toll "around 20" holds back nothing (the real model on
invented reports in the style of the FA-KES outlets, without commas before their sources)."""

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


@pytest.mark.parametrize(
    ("subject", "count"),
    [
        # the sentence names no happening the model read: its figure went to the main event, which may be
        # another
        ("barrel bombs", "Two more people"),
        ("Shells", "five people"),  # another day's
        # the shelling and the strikes together: the toll is of both, and the model's one event may be either
        ("Heavy shelling and air strikes", "nine soldiers"),
        ("Air strikes", "30 people"),  # a toll over three days may be of several strikes
        ("Air strikes", "seven people"),  # a village near the label's place is not in it
    ],
    ids=["figure-by-default", "another-day", "list-of-means", "toll-over-days", "near-the-place"],
)
def test_a_means_the_guards_hold_back_stays_words(placed, subject, count):
    statement = _statement(placed, subject, count)
    assert statement.subject_entity is None, statement


@pytest.mark.parametrize(
    ("text", "count"),
    [
        (COUNTRY, "12 civilians"),  # an event placed only in a country is no better than the words
        # a toll over the weekend may be of several strikes
        (
            "Air strikes kill 60 in Douma\n\nAir strikes killed 60 people in the town of Douma over the"
            " weekend a monitoring group said. Rescue workers searched the rubble.",
            "60 people",
        ),
        # a happening some way from the label's place is not in it
        (
            "Air strikes kill 12 in Aleppo\n\nAir strikes killed 12 civilians in the city of Aleppo on"
            " Tuesday a monitoring group said. Air strikes killed seven people in a village near the northern"
            " Syrian city of Aleppo on Tuesday activists said.",
            "seven people",
        ),
        (
            "Air strikes kill 12 in Kafr Dael\n\nAir strikes killed 12 civilians in the town of Kafr Dael"
            " on Tuesday a monitoring group said. Air strikes killed seven people in a village 10km from Kafr"
            " Dael on Tuesday activists said.",
            "seven people",
        ),
    ],
    ids=["country", "over-the-weekend", "near-the-northern-city-of", "10km-from"],
)
def test_a_means_of_a_report_the_guards_hold_back_stays_words(text, count):
    statement = _statement(_built(text), "Air strikes", count)
    assert statement.subject_entity is None, statement


def test_bombs_are_never_shown_as_a_chemical_attack():
    # the model joined the bombs to the article's chemical attack: its label would add a gas the words lack
    text = (
        "Chemical attack kills 12 in Sarmin\n\nA chemical attack killed 12 people in the town of Sarmin on"
        " Tuesday activists said. Barrel bombs killed four people in the town of Sarmin on Tuesday activists"
        " said."
    )
    statement = _statement(_built(text), "Barrel bombs", "four people")
    assert statement.subject_entity is None, statement


@pytest.mark.parametrize(
    ("text", "count"),
    [
        # "10-year-old" tells the girl's age: neither a tally over years nor a count of the toll
        (
            "Air strikes kill 12 in Kafr Dael\n\nAir strikes killed 12 people including a 10-year-old girl in"
            " the town of Kafr Dael on Tuesday a monitoring group said.",
            "12 people",
        ),
        # "around" counts, it does not place the strikes around the town
        (
            "Air strikes kill 20 in Kafr Dael\n\nAir strikes killed around 20 people in Kafr Dael on Tuesday"
            " a monitoring group said. Rescue workers searched the rubble.",
            "20 people",
        ),
    ],
    ids=["an-age", "around-a-number"],
)
def test_a_means_of_a_report_is_shown_as_its_event_past_near_misses_of_the_guards(text, count):
    model = _built(text)
    main = next(e for e in model.events if e.is_main)
    statement = _statement(model, "Air strikes", count)
    assert statement.subject_entity == main.key, statement
