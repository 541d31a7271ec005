"""Kinds of names read wrongly from the words around them (issue 13, kinds): a pronoun after a name that a
preposition makes a phrase's object belongs to the clause's subject, "scored against [Kelso] in his first
game" (``kg.entities.context_cues.pronoun_elsewhere``, context-words.tsv's `pronoun-elsewhere` rows); a
town's name after a verb or a preposition of meeting a side in a sentence of a match is its club, "Kelso take
on [Hale] in the cup" (context-words.tsv's `contest-verb` rows, read by ``kg.entities.sides.side_in_match``,
now on a name NER tags as a body too). Invented sentences."""

from __future__ import annotations

import pytest

from kg.entities.evidence import context_kind
from kg.types import ORGANIZATION, PERSON, Mention


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


@pytest.mark.parametrize(
    ("text", "name", "label"),
    [
        ("Kestrel Rovers take on Hollinby in the cup on Wednesday night.", "Hollinby", "GPE"),
        ("Kestrel have not played Hollinby since that cup tie five years ago.", "Hollinby", "GPE"),
        ("He marked his return with a goal against Hollinby on Saturday.", "Hollinby", "ORG"),
        ("Kestrel Rovers face Hollinby in the league next week.", "Hollinby", "LOC"),
    ],
)
def test_town_met_in_a_match_is_its_club(text: str, name: str, label: str) -> None:
    assert kind_of(text, name, label) == ORGANIZATION


@pytest.mark.parametrize(
    ("text", "name", "label"),
    [
        # a nation's name stays its country, which fields its national side
        ("Kestrel Rovers will face Portugal in the cup next month.", "Portugal", "GPE"),
        # no score and no word of a match in the sentence: a verb of meeting says nothing of a side
        ("The firm will face Hollinby council in court over the plan.", "Hollinby", "GPE"),
        # a player's full name NER tagged as a body is no club ("beat" with a score)
        ("In the second round she beat Maria Kestrel of Spain 6-3 6-2.", "Maria Kestrel", "ORG"),
    ],
)
def test_town_met_outside_a_match_is_no_club(text: str, name: str, label: str) -> None:
    assert kind_of(text, name, label) != ORGANIZATION
