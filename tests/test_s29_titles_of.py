"""A title followed by "of" is the head of the name it makes ("the King of Norway"): stripping the title
left "of Norway", a second entity of the same person under a name no one uses. Before a name, the title
runs through its place ("President of France Emmanuel Macron" -> Emmanuel Macron). Invented texts, the
real model."""

from __future__ import annotations

import pytest

from kg.entities.name_titles import strip_titles
from tests.test_s27_entity_kinds import _kinds


@pytest.mark.parametrize(
    ("surface", "expected"),
    [
        ("The King of Norway", ("The", "King of Norway")),
        ("Prince of Wales", ("", "Prince of Wales")),
        ("President of France Emmanuel Macron", ("President of France", "Emmanuel Macron")),
        ("the Mayor of Aleppo Hussein Diab", ("the Mayor of Aleppo", "Hussein Diab")),
        ("Emir of Qatar Sheikh Tamim", ("Emir of Qatar Sheikh", "Tamim")),
        # near misses: a title with no "of" after it, and one whose table entry holds its "of"
        ("King Abdullah", ("King", "Abdullah")),
        ("Secretary of State John Kerry", ("Secretary of State", "John Kerry")),
    ],
)
def test_titles_before_of(surface: str, expected: tuple[str, str]) -> None:
    assert strip_titles(surface, person=True) == expected


def test_one_entity_for_a_title_of_a_nation() -> None:
    kinds = _kinds(
        "Royal visit planned\n\nThe King of Norway will visit Edinburgh next month, officials said. "
        "The King of Norway met the prime minister in Oslo last year."
    )
    assert kinds.get("King of Norway") == "Person"
    assert not [label for label in kinds if label.startswith("of ")]
