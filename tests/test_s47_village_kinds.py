"""Kinds of session 47 (issue 13): a village NER tags as a person keeps its place where the text says so: a
preposition before a two-word name is no description of a person ("the front line between Kabran Dahi and
the dam" names no one, so it no longer outvotes "the northern town of Kabran Dahi"), and "the settlements
of" opens a place as "the villages of" does. Each text is invented."""

from __future__ import annotations

import pytest

from kg.types import PERSON, PLACE
from tests.test_s38_kind import kinds


def test_a_preposition_before_a_two_word_name_describes_no_person() -> None:
    text = (
        "Troops massed near the northern town of Kabran Dahi on Sunday. "
        "Militants tried to cut the front line between Kabran Dahi and the dam for two days."
    )
    assert kinds(text, [("Kabran Dahi", "PERSON")] * 2)["Kabran Dahi"] == PLACE


def test_the_settlements_of_open_a_place() -> None:
    text = "Fighting took place between the settlements of Kabran Dahi and the river on Friday."
    assert kinds(text, [("Kabran Dahi", "PERSON")])["Kabran Dahi"] == PLACE


@pytest.mark.parametrize(
    "text",
    [
        # a description before a full name still makes it a person's
        "The talks were led by veteran diplomat Sami Haddad in the capital.",
        "The prize went to British hurdler Sami Haddad after the final.",
        # a preposition before a full name with no place's words leaves NER's person
        "The contest between Sami Haddad and his rival was close.",
    ],
)
def test_a_full_name_after_a_description_or_a_preposition_stays_a_person(text: str) -> None:
    assert kinds(text, [("Sami Haddad", "PERSON")])["Sami Haddad"] == PERSON
