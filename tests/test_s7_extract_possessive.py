"""A subject or speaker whose possessive determiner the pronoun rules resolve names its owner (issue 12,
dev-s6 class 6): "Her links to Opus Dei" says nothing out of its sentence; "Ruth Kelly's links to Opus
Dei" does. An object's possessive names its owner too when the owner is someone other than the subject
("Khaled Idris | be | his Qatari counterpart" of a sentence about Kerry; session 33). Real-model parses of
sentences written for these tests.
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


@pytest.mark.parametrize(
    ("text", "relation", "subject", "obj"),
    [
        (
            # an apposition's title: out of its sentence "his counterpart" is no one's
            "US Secretary of State John Kerry met in Paris on Sunday with his Qatari counterpart "
            "Khaled Idris.",
            "be",
            "Khaled Idris",
            "John Kerry's Qatari counterpart",
        ),
        (
            # joined to a name: the name owns it
            "Defence Secretary Tom Carter and his British counterpart Michael Fallon met on Monday.",
            "be",
            "Michael Fallon",
            "Tom Carter's British counterpart",
        ),
        (
            "Mary Hollis arrived at the hearing with her friend Peter Walsh.",
            "be",
            "Peter Walsh",
            "Mary Hollis's friend",
        ),
    ],
)
def test_possessive_object_names_an_owner_other_than_the_subject(nlp, text, relation, subject, obj):
    triple = next(t for t in _triples(nlp, text) if t.lemma == relation and t.subject.display == subject)
    assert triple.object is not None and triple.object.display == obj


@pytest.mark.parametrize(
    ("text", "relation", "obj"),
    [
        # the subject's own: the statement already says whose it is, and the words stay as written
        ("Nintendo said it would release its new console in March.", "release", "its new console"),
        ("Mary Hollis thanked her old friend Peter Walsh on Monday.", "thank", "her old friend"),
        # two owners in the sentence, each its own clause's subject: neither is written as the other's
        ("Sony cut its prices after Nintendo launched its new console.", "cut", "its prices"),
        ("Sony cut its prices after Nintendo launched its new console.", "launch", "its new console"),
        # joined to the noun that owns it: "its" is the regime's, whatever name came before the sentence
        (
            "Assad visited Damascus on Monday. The talks were backed by the regime and its close allies "
            "Russia and Iran.",
            "be",
            "its close allies",
        ),
    ],
)
def test_possessive_object_of_the_subjects_own_stays_as_written(nlp, text, relation, obj):
    triple = _find(_triples(nlp, text), relation)
    assert triple.object is not None and triple.object.display == obj
