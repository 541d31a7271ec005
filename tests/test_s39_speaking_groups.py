"""A speaking bare "the group" stands for the named body that spoke just before it, and for no one when
another body is in reach or a person spoke last (kg/extract/speaking_groups.py, ontology/speaking-groups.tsv).
Invented sentences; real-model parses."""

from __future__ import annotations

import pytest

from tests.statements import triples_of


def _speakers(nlp, text: str, lemma: str) -> list[str]:
    """The speakers, as shown, of the statements whose relation starts with ``lemma``."""
    return [
        t.attributed_to.display if t.attributed_to else ""
        for t in triples_of(nlp, text)
        if t.lemma.split()[0] == lemma
    ]


def test_the_group_added_continues_the_observatory(nlp):
    text = (
        "At least 12 people were killed in a bombing in the town the Syrian Observatory for Human Rights "
        "said on Monday. A car bomb exploded near the market the group added."
    )
    found = _speakers(nlp, text, "explode")
    assert found and all("Observatory" in speaker for speaker in found), found


def test_according_to_the_group_continues_the_body(nlp):
    text = (
        "The Red Crescent said its convoy reached the city on Tuesday. "
        "According to the group more trucks reached the camp on Wednesday."
    )
    found = _speakers(nlp, text, "reach")
    assert found and all(speaker == "The Red Crescent" for speaker in found), found


def test_the_group_after_two_bodies_stays_open(nlp):
    # guard: an armed group named between the monitor's report and "the group" could be the one meant
    text = (
        "The Observatory said ten people died in the village. Jaish al-Islam fighters attacked the hills "
        "on Sunday. The group said it had taken the hills."
    )
    found = _speakers(nlp, text, "take")
    assert found and all("Observatory" not in speaker for speaker in found), found


def test_the_group_after_a_person_stays_open(nlp):
    # guard: a person's words are never a group's
    text = "Mr Hallam said the convoy reached the city. The group said more trucks would follow."
    found = _speakers(nlp, text, "follow")
    assert found and all("Hallam" not in speaker for speaker in found), found


def test_a_described_group_is_not_the_speaker_before(nlp):
    # guard: "the militant group" points at an armed group, not at the monitor that spoke before
    text = (
        "The Observatory said ten people died in the village. "
        "The militant group said its fighters had taken the hills."
    )
    found = _speakers(nlp, text, "take")
    assert found and all("Observatory" not in speaker for speaker in found), found


def test_the_group_beyond_two_sentences_stays_open(nlp):
    # guard: a reader looks a sentence or two back, not over a paragraph of other news
    text = (
        "The Observatory said the convoy reached the city. Officials met on Monday. Talks went on all day. "
        "The group said more trucks would follow."
    )
    found = _speakers(nlp, text, "follow")
    assert found and all("Observatory" not in speaker for speaker in found), found


@pytest.mark.parametrize(
    ("text", "lemma", "body"),
    [
        # the small model tags "Ahrar al-Sham" a person: fighters acting in between, or a name the article
        # shows to be a body's, is a rival all the same (review of session 39, finding 1)
        (
            "Amnesty International said the prisoners were tortured in the jail. Ahrar al-Sham fighters "
            "holding the town released a video on Sunday. The group said the men were spies.",
            "be",
            "Amnesty International",
        ),
        # a group described without a name may be the one that speaks next (finding 2)
        (
            "Amnesty International said the prisoners were tortured in the jail. Rebels holding the town "
            "released a video on Sunday. The group said the men were spies.",
            "be",
            "Amnesty International",
        ),
        (
            "The UN said aid trucks reached Madaya on Monday. Residents formed a committee to share the "
            "food. The group said the food would last a week.",
            "last",
            "UN",
        ),
    ],
)
def test_the_group_after_another_acting_group_stays_open(nlp, text, lemma, body):
    found = _speakers(nlp, text, lemma)
    assert found and all(speaker != body for speaker in found), found
