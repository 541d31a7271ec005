"""Kinds of session 43 (issue 13): a body's name and a role or a player's position in lower case right
before a name make the name the member's, a person's, whatever NER tagged it ("the Harwick coach Tomas
Keller" tagged ORG). A capitalised role opens a title, and a role after a common word may describe a firm:
those say nothing here. Each text is invented."""

from __future__ import annotations

import pytest

from kg.entities.evidence import context_kind
from kg.types import ORGANIZATION, PERSON, Mention
from tests.test_s38_kind import kinds


def _stated(text: str, name: str, label: str = "ORG") -> tuple[str, float] | None:
    start = text.index(name)
    return context_kind(text, Mention("a", 0, name, start, start + len(name), label))


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("The league has fined Harwick coach Tomas Keller over the remarks.", "Tomas Keller"),
        ("Meanwhile, former Tarnby full-back Osric Vell blamed the forwards.", "Osric Vell"),
        ("Marlow Vale's chief executive Ilse Brannock quit in March.", "Ilse Brannock"),
        ("The Kelso striker Dunmore scored twice before the break.", "Dunmore"),
    ],
)
def test_a_role_after_a_bodys_name_makes_the_next_name_a_person(text: str, name: str) -> None:
    assert _stated(text, name) == (PERSON, 4.0)
    assert kinds(text, [(name, "ORG")])[name] == PERSON


@pytest.mark.parametrize(
    ("text", "name"),
    [
        # a role after a common word: the market's leader may be a firm
        ("Shares in the market leader Quenvo Holdings rose sharply.", "Quenvo Holdings"),
        ("Savers moved their money to the fund manager Hale Capital last year.", "Hale Capital"),
        # a determiner opening the sentence is capitalised, but names no body
        ("The manager Hale Capital sold its stake last year.", "Hale Capital"),
    ],
)
def test_no_body_and_role_before_the_name_says_nothing(text: str, name: str) -> None:
    assert _stated(text, name) is None


def test_a_body_after_the_role_keeps_its_own_kind() -> None:
    text = "Harwick coach Tomas Keller left for Quenvo Rovers in May."
    assert kinds(text, [("Tomas Keller", "ORG"), ("Quenvo Rovers", "ORG")])["Quenvo Rovers"] == ORGANIZATION


def test_a_headline_ending_in_a_role_describes_no_name_below_it() -> None:
    text = "Kelvo names new Harwick boss\n\nKelvo has hired its rival's finance chief."
    start = text.index("Kelvo", 5)
    assert context_kind(text, Mention("a", 0, "Kelvo", start, start + 5, "ORG")) is None
