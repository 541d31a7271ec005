"""Kinds of names read wrongly from the words around them (issue 13, kinds): a pronoun after a name that a
preposition makes a phrase's object belongs to the clause's subject, "scored against [Kelso] in his first
game" (``kg.entities.context_cues.pronoun_elsewhere``, context-words.tsv's `pronoun-elsewhere` rows).
Invented sentences."""

from __future__ import annotations

import pytest

from kg.entities.evidence import context_kind
from kg.types import PERSON, Mention


def kind_of(text: str, name: str, label: str) -> str | None:
    start = text.index(name)
    said = context_kind(text, Mention("a", 0, name, start, start + len(name), label))
    return said[0] if said else None


@pytest.mark.parametrize(
    ("text", "name", "label"),
    [
        (
            "Voss marked his return with a goal against Kestrel in his first game of the season.",
            "Kestrel",
            "ORG",
        ),
        ("The rider, Tom Brack, from Hollinby developed his own gearbox in a shed.", "Hollinby", "ORG"),
        ("He scored twice after arriving at Marlow Park but his form soon faded.", "Marlow Park", "FAC"),
        ("It was a fine display against the Harriers that gave his side hope.", "Harriers", "WORK_OF_ART"),
    ],
)
def test_pronoun_after_the_object_of_a_preposition_is_not_the_names(text: str, name: str, label: str) -> None:
    assert kind_of(text, name, label) != PERSON


@pytest.mark.parametrize(
    ("text", "name", "label"),
    [
        # the name opens the clause: the pronoun is its own
        ("Kestrel made his debut in his home town on Sunday.", "Kestrel", "ORG"),
        # a name NER tags as a person's keeps the pronoun's vote after a preposition too
        ("The final was lost to Brack in his best match of the year.", "Brack", "PERSON"),
    ],
)
def test_pronoun_after_a_subject_or_a_tagged_person_is_the_names(text: str, name: str, label: str) -> None:
    assert kind_of(text, name, label) == PERSON
