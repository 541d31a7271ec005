"""A speech verb the parser gave two subjects: after a relative pronoun the speaker is the one next to the
verb; after a clause (a quotation without marks or comma) the verb says nothing (issue 12, false
statements of dev-s6). Real-model parses of sentences written for these tests.
"""

from __future__ import annotations

import pytest

from tests.statements import triples_of as _triples


def _lines(nlp, text: str) -> set[tuple[str, str, str]]:
    return {(t.subject.display, t.lemma, t.object.display if t.object else "") for t in _triples(nlp, text)}


def test_quotation_folded_into_a_subject_is_no_speaker(nlp):
    text = (
        "All the evidence at our disposal converges to show that there was a massacre near the border "
        "and that the army is guilty Dupont said on a visit to Geneva."
    )
    assert not any(lemma.startswith("say") for _, lemma, _ in _lines(nlp, text))


def test_relative_pronoun_before_the_speaker_does_not_speak(nlp):
    lines = _lines(nlp, "The rebel group admitted the ambush which it claimed hit army posts.")
    assert ("it", "claim", "hit army posts") in lines
    assert not any(subject.startswith("the ambush") and lemma == "claim" for subject, lemma, _ in lines)


@pytest.mark.parametrize(
    ("text", "speaker"),
    [
        ("The minister said the army is guilty.", "The minister"),
        # "co" and "Fox" are two subjects only because the tokenizer split the name at its hyphen
        (
            "Mr Brown will visit the factory on Monday, Labour co-chairman Ian Smith said.",
            "chairman Ian Smith",
        ),
    ],
)
def test_speech_verb_keeps_its_speaker(nlp, text, speaker):
    assert any(subject == speaker and lemma == "say" for subject, lemma, _ in _lines(nlp, text))
