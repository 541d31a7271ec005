"""A statement's stated day and place (kg:statedDate, kg:statedPlace) never come from a phrase that is
another phrase's (session 52): a day that owns a noun ("at Wednesday's meeting"), one half of a coordination
("in 1997 and 1998", "oilfields in Korbane as well as in Velmora", a list of villages), a complex preposition
("in support of its ally Velmora"), the complement of the noun before it ("faith in Lissa") or the end of a
phrase of cause ("thanks to Korvan intervention in 2015"). The cases of one phrase alone (a possessive day, a
complex preposition, a list of places) are in test_s51_stated_context's tables."""

from __future__ import annotations

import pytest

from kg.pipeline import model_corpus
from kg.types import Article

# Invented news of a Friday, 2016-08-19; Korbane, Velmora, Tarsil and Lissa are no real places.
TEXT = (
    "Drevna Brigade fighters took control of oilfields in Korbane as well as in Velmora last year. "
    "The Tarvian army holds the upper hand in the east thanks to Korvan intervention in 2015. "
    "Coach Tomas Arvel said he has a lot of faith in Lissa. "
    "Tarvian rebels shelled army posts in support of their ally Velmora. "
    "Marla Vint took several swipes at Velmora during her speech. "
    "The Drevna Brigade captured both early titles of the Velmora Cup in 1997 and 1998. "
    "Air strikes killed 12 civilians in the town of Tarsil on Wednesday. "
    "The Velmoran economy grew by 2.6% in 2011 and 1.9% in 2012. "
    "The Tarsil firm first offered shares in closed placings during 2000 and 2001. "
    "And in January a car bomb wounded 70 people. "
    "Tomas Arvel quit the Velmoran government in 1999 and lately has chaired a committee. "
    "Marla Vint gave years of service to public life in Tarsil and I am glad she stays. "
    "Drevna Holdings bought its stake in 2012. "
    "Tarvian gunners bombed a depot in Korbane, and Velmoran troops answered with air strikes. "
    "The Drevna Brigade besieged Lissa in May, and in June it stormed Tarsil."
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
        "capture",  # "in 1997": one of the two titles' years
        "offer",  # "during 2000": one of two years, the other after the phrase
        "hold",  # "in 2015": the year of the intervention the army owes its hand to
    ],
)
def test_a_phrase_that_is_another_phrases_states_no_context(model, lemma: str) -> None:
    assert _context(model, lemma) == (None, None)


def test_a_toll_still_keeps_its_own_day_and_place(model) -> None:
    assert _context(model, "kill") == ("2016-08-17", "tarsil")


@pytest.mark.parametrize(
    ("lemma", "expected"),
    [
        ("grow by", ("2011", None)),  # 2.6% in 2011: a figure after "and" is no second year
        ("wound", ("2016-01", None)),  # "And in January" opens the clause: no first half before it
        ("quit", ("1999", None)),  # "and lately has chaired": another clause
        ("give year of", (None, "tarsil")),  # "and I am glad": another clause
        ("buy", ("2012", None)),  # what a stake is in is never a bare year: the buying's
        ("bomb", (None, "korbane")),  # ", and Velmoran troops answered": a comma before "and" ends the clause
        ("besiege", ("2016-05", None)),  # ", and in June it stormed": the same
    ],
)
def test_a_phrase_before_or_after_another_clause_keeps_its_context(model, lemma, expected) -> None:
    assert _context(model, lemma) == expected
