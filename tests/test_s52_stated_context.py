"""A statement's stated day and place (kg:statedDate, kg:statedPlace) never come from a phrase that is
another phrase's (session 52): a day that owns a noun ("at Wednesday's meeting"), one half of a coordination
("in 1997 and 1998", "oilfields in Korbane as well as in Velmora", a list of villages), a complex preposition
("in support of its ally Velmora"), the complement of the noun before it ("faith in Lissa") or the end of a
phrase of cause ("thanks to Korvan intervention in 2015")."""

from __future__ import annotations

import pytest

from kg.events.statement_context import stated_date, stated_place
from kg.pipeline import model_corpus
from kg.types import Argument, Article, Span


def _argument(preposition: str, text: str, start: int = 100) -> Argument:
    return Argument(Span(text, start, start + len(text)), preposition)


@pytest.mark.parametrize(
    ("preposition", "text", "expected"),
    [
        ("at", "Wednesday's council meeting", None),  # the meeting's day
        ("at", "Wednesdays Velmoran council meeting", None),  # the same, its apostrophe dropped
        ("in", "1997 and 1998", None),  # one half of two years
        ("on", "Wednesday or Thursday", None),
        ("in", "2015", "2015"),
        ("on", "Wednesday night", "2016-08-17"),
    ],
)
def test_stated_date_is_no_possessive_day_nor_half_of_two(preposition, text, expected) -> None:
    assert stated_date(_argument(preposition, text), "2016-08-19") == expected


@pytest.mark.parametrize(
    ("preposition", "text", "place", "expected"),
    [
        ("in", "support of its ally Velmora", "Velmora", None),  # the ally, not where
        ("in", "protest at Velmora's ruling", "Velmora", None),
        ("at", "the request of Velmora", "Velmora", None),
        ("in", "the villages of Korbane Tarsil and Velmora", "Korbane Tarsil", None),  # one of a list
        ("in", "the villages of Velmora, Korbane and Tarsil", "Velmora", None),
        ("in", "the town of Velmora in the north", "Velmora", "velmora"),
        ("in", "Velmora, in the north", "Velmora", "velmora"),
    ],
)
def test_stated_place_is_no_complex_preposition_nor_one_of_a_list(preposition, text, place, expected) -> None:
    argument = _argument(preposition, text)
    start = argument.span.start + text.index(place)
    assert stated_place(argument, [(start, start + len(place), "velmora")]) == expected


# Invented news of a Friday, 2016-08-19; Korbane, Velmora, Tarsil and Lissa are no real places.
TEXT = (
    "Drevna Brigade fighters took control of oilfields in Korbane as well as in Velmora last year. "
    "The Tarvian army holds the upper hand in the east thanks to Korvan intervention in 2015. "
    "Coach Tomas Arvel said he has a lot of faith in Lissa. "
    "Tarvian rebels shelled army posts in support of their ally Velmora. "
    "Marla Vint took several swipes at Velmora during her speech. "
    "The Drevna Brigade won the first two editions of the Velmora Cup in 1997 and 1998. "
    "Air strikes killed 12 civilians in the town of Tarsil on Wednesday. "
    "The Velmoran economy grew by 4.3% in 2005 and 4.2% in 2006."
)


@pytest.fixture(scope="module")
def model():
    return model_corpus([Article(id="korbane", text=TEXT, date="2016-08-19")], progress=None)


def _context(model, lemma: str) -> tuple[str | None, str | None]:
    statement = next(s for s in model.statements if s.triple.lemma == lemma and s.triple.object is not None)
    assert statement.triple.arguments, "the parser gave the verb the phrase this test is about"
    return statement.stated_date, statement.stated_place


@pytest.mark.parametrize(
    "lemma",
    [
        "take control of",  # "in Velmora": the second half of "oilfields in Korbane as well as in Velmora"
        "have lot of",  # "in Lissa": what the faith is in
        "shell",  # "in support of their ally Velmora"
        "take",  # "at Velmora": what the swipes were at
        "win",  # "in 1997": one of the two editions' years
        "hold",  # "in 2015": the year of the intervention the army owes its hand to
    ],
)
def test_a_phrase_that_is_another_phrases_states_no_context(model, lemma: str) -> None:
    assert _context(model, lemma) == (None, None)


def test_a_toll_still_keeps_its_own_day_and_place(model) -> None:
    assert _context(model, "kill") == ("2016-08-17", "tarsil")


def test_a_figure_after_and_is_no_second_year(model) -> None:
    assert _context(model, "grow by") == ("2005", None)  # 4.3% in 2005, whatever follows
