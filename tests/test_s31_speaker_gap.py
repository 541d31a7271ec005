"""A "He said" after the writer's own sentences continues the speaker before them (issue 12, session 31):
"X, a spokesman for Vodafone, said ... . <two sentences of background naming no one> He said it took
Vodafone nine years ..." is X's, as a reader follows it. Sentences that name a person, hold "his" or "her",
or a noun for one ("an engineer", "the chairman") leave the "he" open (kg/extract/speakers.py).
"""

from __future__ import annotations

import pytest

from tests.statements import triples_of

OPENING = "Mike Brown, a spokesman for Vodafone, said phones were once the size of a briefcase. "
SAYING = "He said it took Vodafone nine years to sign a million customers."


def _sayer(nlp, middle: str) -> str:
    triples = triples_of(nlp, "Headline here\n\n" + OPENING + middle + SAYING)
    return next(t.subject.display for t in triples if t.lemma == "say" and "nine years" in t.object.display)


def test_background_on_no_one_keeps_the_speaker(nlp):
    assert (
        _sayer(nlp, "The first networks opened in London in 1985. Calls cost a pound a minute. ")
        == "Mike Brown"
    )


@pytest.mark.parametrize(
    "middle",
    [
        "The first networks were built by a young engineer in 1985. Calls cost a pound a minute. ",
        "The first networks opened in London in 1985. The chairman quit a year later. ",
        "The first networks opened in London in 1985. The Prime Minister called them a marvel. ",
        "The first networks opened in London in 1985. Her rivals built theirs a year later. ",
        "Sarah Lee built the first networks in 1985. Calls cost a pound a minute. ",
    ],
)
def test_background_pointing_at_a_person_leaves_the_he_open(nlp, middle):
    assert _sayer(nlp, middle) == "He"


def test_past_an_aside_only_a_named_speaker_continues(nlp):
    """In text that lost its quotation marks an unmarked quotation reads as an aside, and a described speaker
    before it may be a word of the quotation: past an aside, only a named person continues."""
    text = (
        "Headline here\n\nA man in the crowd said the town was lost. The shelling has not stopped for days. "
        "Water is running out. He said the army had gone."
    )
    triples = triples_of(nlp, text)
    assert next(t.subject.display for t in triples if t.lemma == "say" and "army" in t.object.display) == "He"
