"""A person described by a role noun with words of its own ("The Dublin-born actor said", "the former
Leeds striker has battled back") stands for the one person the article has just named (issue 12, class 1,
session 36), on real-model parses of sentences written for these tests.

Its words (a nationality, "former", an adjective) describe that person; they do not name another, while a
name among them ("The Microsoft chief", test_s20_descriptions.py) may tie the role to someone else. It
is taken only when exactly one person is named in its sentence, the two before and the headline, outside
quotations and apart from its sentence's speakers, counting a name the NER labels a person anywhere in the
article: a second player, or a name in the speaker's own quotation, leaves it open (a wrong person states
a false fact; an open description only says nothing). Words that set the person apart ("the other
striker") leave it open too (kg/extract/descriptions.py, ``described_person``).
"""

from __future__ import annotations

import pytest

from tests.statements import find, row, triples_of

RESOLVED = [
    pytest.param(
        "Actor Tom Varley has backed a campaign to save a theatre.\n\n"
        "The Irish actor said the building was in a poor state.",
        "say",
        "Tom Varley",
        id="a nationality before the role noun: the one actor named",
    ),
    pytest.param(
        "Striker Jim Crane has returned to training.\n\nThe former striker has battled back into contention.",
        "battle into",
        "Jim Crane",
        id="former says what he was, not that another is meant",
    ),
]

OPEN = [
    # review near-misses: a noun before the role names another office, and NER's NORP holds parties
    pytest.param(
        "Chancellor Paul Dane unveiled his budget.\n\nThe shadow chancellor said the plans raise taxes.",
        "say",
        "The shadow chancellor",
        id="a noun before the role names another office",
    ),
    pytest.param(
        "Paul Dane unveiled his budget.\n\nThe Conservative chancellor said the plans would raise taxes.",
        "say",
        "The Conservative chancellor",
        id="a party is no nationality",
    ),
    pytest.param(
        "Manager Alan Hobbs praised his side. Defender Ron Pike scored twice.\n\n"
        "The French international defender said the win was deserved.",
        "say",
        "The French international defender",
        id="two people named in reach",
    ),
    pytest.param(
        "Striker Jim Crane has returned to training.\n\nThe other striker was injured in training on Friday.",
        "injure in",
        "The other striker",
        id="a word that sets the person apart",
    ),
]


def _headed(text: str) -> str:
    return "Headline of the story\n\n" + text


@pytest.mark.parametrize(("text", "lemma", "subject"), RESOLVED)
def test_described_person_stands_for_the_one_person_named(nlp, text, lemma, subject) -> None:
    assert row(find(triples_of(nlp, _headed(text)), lemma))[0] == subject


@pytest.mark.parametrize(("text", "lemma", "subject"), OPEN)
def test_described_person_stays_open_beside_a_rival(nlp, text, lemma, subject) -> None:
    assert row(find(triples_of(nlp, _headed(text)), lemma))[0] == subject


def test_described_speaker_never_takes_a_name_in_the_quotation(nlp) -> None:
    text = 'Coach Ben Tarrant named his side.\n\n"We will beat Tom Hollis next week," said the French coach.'
    said = find(triples_of(nlp, _headed(text)), "say")
    # the quoted name is the coach's word, never the coach: it leaves the description open
    assert row(said)[0] == "the French coach"


# A name set off by commas right after its description ("The airline, SkyJet, will ..."): the phrase cut
# keeps only "The airline", and the name is written in the very phrase (redescription.apposed).
SET_OFF = [
    pytest.param(
        "The carrier agreed a deal with Boeing.\n\n"
        "The airline, SkyJet, will then have a right to buy ten more jets.",
        "have",
        "SkyJet",
        id="an organisation set off by commas",
    ),
    pytest.param(
        "The new president, Viktor Yanev, has said a list of firms is being drawn up.",
        "say",
        "Viktor Yanev",
        id="a person set off by commas",
    ),
]


@pytest.mark.parametrize(("text", "lemma", "subject"), SET_OFF)
def test_a_name_set_off_by_commas_names_its_description(nlp, text, lemma, subject) -> None:
    assert row(find(triples_of(nlp, _headed(text)), lemma))[0] == subject
