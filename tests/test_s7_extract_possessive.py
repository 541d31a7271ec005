"""A subject or speaker whose possessive determiner the pronoun rules resolve names its owner (issue 12,
dev-s6 class 6): "Her links to Opus Dei" says nothing out of its sentence; "Ruth Kelly's links to Opus
Dei" does. Real-model parses of sentences written for these tests.
"""

from __future__ import annotations

import pytest

from tests.statements import find as _find
from tests.statements import triples_of as _triples


@pytest.mark.parametrize(
    ("text", "relation", "subject"),
    [
        (
            "Ruth Kelly became education secretary in December. "
            "Her links to the church have provoked controversy.",
            "provoke",
            "Ruth Kelly's links to the church",
        ),
        (
            "Stan Lee created Spider-Man in 1962. His latest project is based on a real person.",
            "base on",
            "Stan Lee's latest project",
        ),
    ],
)
def test_possessive_subject_names_its_owner(nlp, text, relation, subject):
    assert _find(_triples(nlp, text), relation).subject.display == subject


def test_first_person_possessive_in_a_quotation_is_the_speaker(nlp):
    text = 'Arjen Robben is injured. He added: "My recovery is going well."'
    assert _find(_triples(nlp, text), "go").subject.display == "Arjen Robben's recovery"


def test_possessive_speaker_names_its_owner(nlp):
    text = (
        "French Foreign Minister Laurent Fabius visited Cairo on Friday. "
        "Fabius arrived in Israel on Saturday for talks on the peace process, his office said."
    )
    triple = _find(_triples(nlp, text), "arrive in")
    assert triple.attributed_to is not None and triple.attributed_to.display == "Laurent Fabius's office"


def test_possessive_in_a_named_speakers_report_is_not_taken_from_before(nlp):
    # "its" in the subject of what Yukos claims is Yukos (tagged a person here), never the unit named before
    text = (
        "Yugansk was sold at auction to a state firm on Sunday. "
        "Yukos claims its downfall was punishment for the ambitions of its founder."
    )
    triple = _find(_triples(nlp, text), "be punishment for")
    assert not triple.subject.display.startswith("Yugansk")


def test_possessive_with_another_person_before_it_in_the_sentence_stays_unwritten(nlp):
    # a reader takes "his" for Mr Jones, salience for the subject: two people in reach, no owner written
    text = (
        "Mr Brown flew to Paris on Monday. "
        "Mr Brown said he still admired Mr Jones and thought his record was excellent."
    )
    triple = _find(_triples(nlp, text), "be")
    assert triple.subject.display == "his record"
