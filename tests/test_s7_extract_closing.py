"""A closing source without its comma (text that lost its punctuation, as FA-KES has) reports the clauses
before it even when phrases follow its verb, or when it is a person's pronoun (issue 12, dev-s6 class 3).
Real-model parses of sentences written for these tests.
"""

from __future__ import annotations

import pytest

from kg.extract.reports import closing_reporter
from tests.statements import find as _find
from tests.statements import triples_of as _triples


@pytest.mark.parametrize(
    ("text", "speaker"),
    [
        (
            "The Russian aircraft carried out 90 airstrikes against the positions of the militants in the "
            "past 24 hours the ministry said in a statement on Tuesday.",
            "ministry",
        ),
        # "noted the press speculation" has an object: a clause of its own, no source closing the one before
        ("Glazer owns a stake and the board has noted the recent press speculation on the deal.", None),
        # "write, edit and share": a verb among others in a clause, not a source
        ("The prize went to a sequencer designed to let people write, edit and share compositions.", None),
    ],
)
def test_closing_source_past_the_last_four_words(nlp, text, speaker):
    found = closing_reporter(next(iter(nlp(text).sents)))
    assert (found[0].text if found else None) == speaker


def test_closing_pronoun_source_without_comma_is_the_speaker(nlp):
    text = (
        "A second jet then struck the Tiyas base to kill another 15 fighters who had come to carry away "
        "the wounded he added."
    )
    triple = _find(_triples(nlp, text), "strike")
    assert triple.attributed_to is not None and triple.attributed_to.text == "he"


def test_closing_pronoun_source_the_parser_hung_on_a_noun_takes_the_named_speaker(nlp):
    # without commas "he added" is parsed as a relative clause of "the wounded"; it still closes the sentence
    text = (
        "Igor Petrov said on Tuesday that the jets had hit a depot near the town. "
        "A second jet then struck the Tiyas base to kill another 15 fighters who had come to carry away "
        "the wounded he added."
    )
    triple = _find(_triples(nlp, text), "strike")
    assert triple.attributed_to is not None and triple.attributed_to.display == "Igor Petrov"
    assert triple.flag == ""


def test_object_the_parser_ran_into_a_closing_source_ends_before_it(nlp):
    text = (
        "A car bomb exploded in the town on Friday killing three and wounding 15 people the local council "
        "reported."
    )
    triple = _find(_triples(nlp, text), "wound")
    assert triple.object is not None and triple.object.display == "15 people"
    assert triple.attributed_to is not None and triple.attributed_to.display == "the local council"
