"""Kinds of session 42 (issue 13): a lower-case word right before a full name NER reads as a person's
describes the person ("hurdler Ann Lee") only where it is no verb. A participle in "-ing" ("ruing Kelso
Rovers' late goal") or an irregular past form ("gave Hale Athletic a lead") takes the name as its object and
says nothing of its kind; a noun for a person in "-ing" ("new signing Ann Lee", "King") still describes.
Each text is invented."""

from __future__ import annotations

import pytest

from kg.entities.evidence import context_kind
from kg.types import PERSON, Mention


def _stated(text: str, name: str, label: str = "PERSON") -> tuple[str, float] | None:
    start = text.index(name)
    return context_kind(text, Mention("a", 0, name, start, start + len(name), label))


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("The fans left the ground ruing Kelso Rovers' late equaliser.", "Kelso Rovers"),
        ("An early own goal gave Harwick Athletic the lead before half-time.", "Harwick Athletic"),
        ("The champions were beating Marlow Vale comfortably at the break.", "Marlow Vale"),
        ("A late penalty broke Tarnby Wanderers' resistance in the second half.", "Tarnby Wanderers"),
    ],
)
def test_a_verb_before_the_name_describes_nothing(text: str, name: str) -> None:
    assert _stated(text, name) is None


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("The club's new signing Tomas Keller scored twice on his debut.", "Tomas Keller"),
        ("British hurdler Sarah Lindqvist won the heat easily.", "Sarah Lindqvist"),
        # a rugby wing: "-ing" after a stem with no vowel is no participle
        ("The Kelso wing Tomas Keller scored twice on his debut.", "Tomas Keller"),
    ],
)
def test_a_noun_before_the_name_still_describes_a_person(text: str, name: str) -> None:
    assert _stated(text, name) == (PERSON, 4.0)
