"""Junk of session 43 (issue 13): a demonym for one person of a people ("Frenchman", "Briton"; demonyms.tsv
column ``one``) that opens a sentence is cut off the full name NER ran it into, as a describing noun is
("[Frenchman Tomas Keller] won" -> "Tomas Keller"). A place or a club it opens keeps it. Each text is
invented."""

from __future__ import annotations

import pytest

from kg.entities.edges import without_description_prefix
from kg.types import Mention


def _cut(text: str, name: str, label: str) -> str:
    start = text.index(name)
    return without_description_prefix(Mention("a", 0, name, start, start + len(name), label), text).text


@pytest.mark.parametrize(
    ("text", "name", "label", "kept"),
    [
        (
            "Frenchman Tomas Keller won the final in straight sets.",
            "Frenchman Tomas Keller",
            "ORG",
            "Tomas Keller",
        ),
        (
            "It was a hard race. Briton Ilse Brannock took bronze.",
            "Briton Ilse Brannock",
            "PERSON",
            "Ilse Brannock",
        ),
        # a place or a club the demonym opens: no person's name after it
        ("Briton Ferry Town lost at home again.", "Briton Ferry Town", "ORG", "Briton Ferry Town"),
        # not at a sentence's head: the demonym may belong to the name
        (
            "He beat the Frenchman Tomas Keller twice.",
            "Frenchman Tomas Keller",
            "PERSON",
            "Frenchman Tomas Keller",
        ),
    ],
)
def test_a_one_person_demonym_opening_a_sentence_is_cut_off(
    text: str, name: str, label: str, kept: str
) -> None:
    assert _cut(text, name, label) == kept
