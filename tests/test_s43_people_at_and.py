"""Junk of session 43 (issue 13): NER runs two people's names together over their "and" ("[Tomas Keller and
Nils Vell]", tagged ORG; "[Keller and Vell]" after both are named in full), a label that is no one's.
Both sides full names that open with a given name, or both the surnames of two full names the article tags
as people's, are two people. A firm named for its founders, one name written twice and a title with
lower-case words stay one name. Each text is invented."""

from __future__ import annotations

import pytest

from kg.types import PERSON
from tests.hand_tagged import hand_tagged


def _labels(text: str, tags: list[tuple[str, str]]) -> dict[str, str]:
    return {e.label: e.kind for e in hand_tagged(text, tags).entities}


def test_two_full_names_run_together_are_two_people() -> None:
    text = "The half-backs Tomas Keller and Nils Vell both scored in the win."
    labels = _labels(text, [("Tomas Keller and Nils Vell", "ORG")])
    assert labels == {"Tomas Keller": PERSON, "Nils Vell": PERSON}


def test_two_surnames_of_people_named_in_full_are_two_people() -> None:
    text = (
        "Coach Tomas Keller praised his side. Nils Vell, his assistant, agreed. "
        "Later Keller and Vell met the press together."
    )
    tags = [("Tomas Keller", "PERSON"), ("Nils Vell", "PERSON"), ("Keller and Vell", "FAC")]
    labels = _labels(text, tags)
    assert "Keller and Vell" not in labels
    assert labels["Tomas Keller"] == PERSON and labels["Nils Vell"] == PERSON


@pytest.mark.parametrize(
    ("text", "tags", "whole"),
    [
        # no one of the article bears either side as a surname: a firm named for its founders
        ("Shares in Harwick and Brannock rose after the results.", [("Harwick and Brannock", "ORG")], None),
        # the joined span tagged a person is no full name of its own back side: Brannock is named nowhere
        (
            "Tomas Keller founded the firm. Shares in Keller and Brannock rose.",
            [("Tomas Keller", "PERSON"), ("Keller and Brannock", "PERSON")],
            "Keller and Brannock",
        ),
        # one surname twice: one name
        (
            "Tomas Keller founded the firm. Keller and Keller now employs 40 staff.",
            [("Tomas Keller", "PERSON"), ("Keller and Keller", "ORG")],
            "Keller and Keller",
        ),
        # a title's lower-case words: one name
        (
            "Fans queued for Tomas Keller and the Silver Lantern at the cinema.",
            [("Tomas Keller and the Silver Lantern", "WORK_OF_ART")],
            "Tomas Keller and the Silver Lantern",
        ),
    ],
)
def test_other_names_with_and_stay_whole(text: str, tags: list[tuple[str, str]], whole: str | None) -> None:
    labels = _labels(text, tags)
    assert (whole or tags[0][0]) in labels
