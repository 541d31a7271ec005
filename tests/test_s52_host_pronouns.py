"""The person a "he" or "she" of a relative clause stands for inside its own sentence (issue 12, class 10):
the subject of the verb a subjectless gerund hangs on, and a rival named in full read as one name.
Invented sentences; real-model parses."""

from __future__ import annotations

import pytest

from tests.statements import find, triples_of

# the previous sentence names another woman, so only the sentence's own subject settles "she"
_BEFORE = "Ana Cruz spoke first at the meeting. "


@pytest.mark.parametrize(
    "text",
    [
        # "praising" has no subject of its own: the one accused praised, and gave the speech
        _BEFORE + "Maria Lopez was accused of praising the plan in a speech she gave in Leeds.",
        # "W" is a word of a man's name, no rival for "she"
        _BEFORE + "Maria Lopez criticised George W Hunt's policies in a closed talk she gave in Leeds.",
    ],
)
def test_she_of_a_relative_clause_is_the_sentences_subject(nlp, text):
    triple = find(triples_of(nlp, text), "give")
    assert (triple.subject.display, triple.flag) == ("Maria Lopez", "")


def test_gerund_whose_verb_has_an_object_leaves_the_pronoun_open(nlp):
    # the nurse, not Tom Reed, did the helping: the object of "thanked" may be the one who found the man
    text = _BEFORE + "Tom Reed thanked the nurse for helping the man she found in the street."
    triple = find(triples_of(nlp, text), "find")
    assert (triple.subject.display, triple.flag) == ("she", "pronoun")
