"""Kinds of session 41 (issue 13): a name a boss or a chief follows ("the Marlo boss", "Kelda Vane chief
steps down") is a club's, a firm's or a body's, which NER read as a person or a place. Near misses beside
each. Each text is invented."""

from __future__ import annotations

import pytest

from kg.types import ORGANIZATION, PERSON, PLACE
from tests.test_s38_kind import kinds


@pytest.mark.parametrize(
    ("text", "name", "label"),
    [
        ("The Marlo boss said his players must fight harder next week.", "Marlo", "PERSON"),
        ("Kelda Vane chief steps down after a poor year of trading.", "Kelda Vane", "PERSON"),
        ("Tarvek chiefs have met the unions twice this month.", "Tarvek", "GPE"),
        ("Brisco bosses blamed the cold weather for the weak sales.", "Brisco", "PERSON"),
    ],
)
def test_a_name_a_boss_or_a_chief_follows_is_an_organisation(text: str, name: str, label: str) -> None:
    assert kinds(text, [(name, label)])[name] == ORGANIZATION


@pytest.mark.parametrize(
    ("text", "name", "label", "kind"),
    [
        # a nation fields a side: its boss leaves it a place (kinds.stated_kind)
        ("The Wales boss said his side must improve.", "Wales", "GPE", PLACE),
        # a possessive between: the chief is the person's own adviser
        ("Kelda Vane's chief adviser resigned on Monday.", "Kelda Vane", "PERSON", PERSON),
        # a lower-case word between: the boss is of what the name qualifies
        ("Marlo said the new boss would start in May.", "Marlo", "PERSON", PERSON),
    ],
)
def test_a_nation_or_a_possessive_keeps_its_kind(text: str, name: str, label: str, kind: str) -> None:
    assert kinds(text, [(name, label)])[name] == kind
