"""A described person as a sentence's main subject ("The world champion said", "said the Kendal
striker") stands for the one person the sentence before names as its main subject (issue 12, class 1,
session 46; kg/extract/described_subjects.py read by kg/extract/ages.py), on real-model parses of sentences
written for these tests.

It stays open when another person is named in its own sentence or, outside quotations, in the sentence before
that; when a name among its words (a club, a party) is not written in the sentence before and that sentence
names another body or place, which may tie it to someone else; in a quotation; and for an office ("the
chancellor", "the shadow chancellor", test_s36_described_people.py).
"""

from __future__ import annotations

import pytest

from tests.statements import find, row, triples_of

RESOLVED = [
    pytest.param(
        "Sarah Bennett won the 400m in Oslo on Friday.\n\nThe world champion said the track was fast.",
        "say",
        "Sarah Bennett",
        id="a rank's noun with words of its own: the sentence before's one person",
    ),
    pytest.param(
        "Tom Baxter scored twice for Kendal on Saturday.\n\n"
        '"It was a good day for all of us," said the Kendal striker.',
        "say",
        "Tom Baxter",
        id="a closing speaker whose club the sentence before writes",
    ),
    pytest.param(
        "Tom Baxter scored twice for Kendal against Carlton.\n\nThe Kendal striker said the win was fair.",
        "say",
        "Tom Baxter",
        id="the person's own club beside the other side",
    ),
    pytest.param(
        'Tom Baxter scored twice on Saturday.\n\n"It was a good day for all of us," said the Kendal striker.',
        "say",
        "Tom Baxter",
        id="a club where the sentence before names no body or place",
    ),
    pytest.param(
        "Tom Baxter was sent off in the second half.\n\nThe veteran defender will miss the next game.",
        "miss",
        "Tom Baxter",
        id="a rank's noun before a person noun: a rank, not another office",
    ),
    pytest.param(
        "Sarah Bennett won the 400m in Oslo on Friday.\n\nThe two-time champion said the track was fast.",
        "say",
        "Sarah Bennett",
        id="a number among its words is no body the person may belong to",
    ),
    pytest.param(
        "Tom Baxter, the goalkeeper, saved two penalties.\n\nThe keeper said the team was lucky.",
        "say",
        "Tom Baxter",
        id="an apposition's role said short",
    ),
    pytest.param(
        "Britain's Sarah Bennett won the 400m in Oslo.\n\nThe British champion said the track was fast.",
        "say",
        "Sarah Bennett",
        id="the nationality of the country before the name",
    ),
]

OPEN = [
    pytest.param(
        "Tom Baxter scored twice for Manchester United on Saturday.\n\n"
        '"It was a good day for all of us," said the Kendal striker.',
        "say",
        "the Kendal striker",
        id="another club in the sentence before",
    ),
    pytest.param(
        "Coach Ann Berg praised her squad on Sunday. Sarah Bennett won the 400m in Oslo.\n\n"
        "The world champion said the track was fast.",
        "say",
        "The world champion",
        id="another person named in the sentence before that",
    ),
    pytest.param(
        'Sarah Bennett spoke to reporters on Friday.\n\n"The world champion always feels the pressure here."',
        "feel",
        "The world champion",
        id="a description in a quotation: the speaker's word",
    ),
    pytest.param(
        "Sarah Bennett won the 400m in Oslo on Friday.\n\nThe other champion said the track was slow.",
        "say",
        "The other champion",
        id="a word that sets the person apart",
    ),
    pytest.param(
        "Sarah Bennett beat the defending champion in Oslo.\n\nThe champion said the wind was strong.",
        "say",
        "The champion",
        id="another person said as 'the' and a person noun in the sentence before",
    ),
    pytest.param(
        "Tom Baxter, the goalkeeper, saved two penalties.\n\nThe striker said the team was lucky.",
        "say",
        "The striker",
        id="an apposition gave the person another role",
    ),
    pytest.param(
        "Tom Baxter joined Arsenal in May.\n\nThe Chelsea striker said the move was a shock.",
        "say",
        "The Chelsea striker",
        id="another club the small model left untagged in the sentence before",
    ),
    pytest.param(
        "Sarah Bennett opened the new school on Friday.\n\nThe man said he was proud.",
        "say",
        "The man",
        id="a noun of the other gender than the given name",
    ),
    pytest.param(
        "Tom Baxter scored twice against Kendal on Saturday.\n\nThe Kendal striker said the defeat hurt.",
        "say",
        "The Kendal striker",
        id="a club the sentence before writes as the other side",
    ),
    pytest.param(
        "Tom Baxter scored twice as Carlton beat Kendal.\n\nThe Kendal striker said the defeat hurt.",
        "say",
        "The Kendal striker",
        id="a club the sentence before writes as another side's object",
    ),
    pytest.param(
        "Britain's Sarah Bennett won the 400m in Oslo.\n\nThe American champion said the track was fast.",
        "say",
        "The American champion",
        id="a nationality other than the country before the name",
    ),
]


def test_described_subject_after_a_resolved_pronoun(nlp) -> None:
    # the headline's manager leaves descriptions.py's one-person-in-reach reading open
    text = (
        "Ian Hale hails Baxter after cup win\n\n"
        "Tom Baxter scored twice on Saturday. He missed a penalty late on."
        '\n\n"I lost the ball in the lights," said the young striker.'
    )
    assert row(find(triples_of(nlp, text), "say"))[0] == "Tom Baxter"


def _headed(text: str) -> str:
    return "Headline of the story\n\n" + text


@pytest.mark.parametrize(("text", "lemma", "subject"), RESOLVED)
def test_described_subject_stands_for_the_person_before(nlp, text, lemma, subject) -> None:
    assert row(find(triples_of(nlp, _headed(text)), lemma))[0] == subject


@pytest.mark.parametrize(("text", "lemma", "subject"), OPEN)
def test_described_subject_stays_open_beside_a_rival(nlp, text, lemma, subject) -> None:
    assert row(find(triples_of(nlp, _headed(text)), lemma))[0] == subject
