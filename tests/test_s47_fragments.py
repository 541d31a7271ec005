"""Session 47 (issue 12, classes 8 and 5): a per cent sign written on to its number stays in the number's
phrase. Real-model parses of invented sentences."""

from __future__ import annotations

import pytest

from tests.statements import objects_of, triples_of


@pytest.mark.parametrize(
    ("text", "lemma", "whole"),
    [
        # the sign closes the sentence's last phrase: it was trimmed as punctuation
        (
            "Analysts project earnings growth of around 6%, and a higher profit.",
            "project",
            "earnings growth of around 6%",
        ),
        ("The family holds a stake of 21.4% in the club.", "hold", "a stake of 21.4% in the club"),
    ],
)
def test_a_per_cent_sign_stays_with_its_number(nlp, text: str, lemma: str, whole: str) -> None:
    assert objects_of(nlp, text, lemma) == {whole}


def test_a_per_cent_sign_closing_a_subject_stays(nlp) -> None:
    text = "Theft hits the music trade at the rate of 30%, which is more than that seen in films."
    subjects = {t.subject.display for t in triples_of(nlp, text) if t.lemma == "be more than"}
    assert subjects == {"30%"} or all(s.endswith("%") for s in subjects)
