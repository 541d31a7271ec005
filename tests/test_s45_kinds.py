"""Kinds and junk of session 45 (issue 13). A people with no country of its own to link as a demonym ("the
Kurds", "Maori") names no entity, as "Alawites" and "Druze" do not; the headline's plural short form of the
Golden Globes is the awards show. Each text is invented."""

from __future__ import annotations

import pytest

from kg.types import EVENT
from tests.hand_tagged import hand_tagged
from tests.test_s38_kind import kinds


@pytest.mark.parametrize(
    ("text", "name", "label"),
    [
        ("Fighting between the Kurds and the army spread to the old market on Friday.", "Kurds", "NORP"),
        ("A Kurd from the next village said the road was closed.", "Kurd", "NORP"),
        ("The tour opened with a welcome from Maori elders at the harbour.", "Maori", "GPE"),
        ("Six Maoris played in the touring side that winter.", "Maoris", "ORG"),
    ],
)
def test_a_people_without_a_country_names_no_entity(text: str, name: str, label: str) -> None:
    labels = {e.label for e in hand_tagged(text, [(name, label)]).entities}
    assert name not in labels


def test_a_headlines_globes_is_the_awards_show() -> None:
    text = "Kelvo drama leads Globes race\n\nThe drama Kelvo leads the race for the Golden Globe Awards."
    found = kinds(text, [("Globes", "PERSON"), ("Golden Globe Awards", "EVENT")])
    assert found["Globes"] == EVENT


@pytest.mark.parametrize(
    "text",
    [
        "Oscar nominees named\n\nThe Globes also honour television, and the Globes dinner is on Sunday.",
        "The Globes opened the season. The Globes are voted by foreign journalists.",
    ],
)
def test_an_awards_shows_plural_tagged_as_a_person_stays_the_show(text: str) -> None:
    assert kinds(text, [("Globes", "PERSON"), ("Globes", "PERSON")])["Globes"] == EVENT
