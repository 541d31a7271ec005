"""Subjects that deny what they name (issue 12, session 19): "No arrests were made" is "arrests | make
[NOT]", not "No arrests | make [NOT]", which denies twice. Real-model parses of sentences written for these
tests, with their counter-cases."""

from __future__ import annotations

import pytest

from tests.statements import find, triples_of


@pytest.mark.parametrize(
    ("text", "lemma", "subject"),
    [
        pytest.param(
            "No arrests were made at the rally on Sunday.", "make at", "arrests", id="no and a noun"
        ),
        pytest.param(
            "None of the ferries reached the island that night.", "reach", "the ferries", id="none of"
        ),
        pytest.param("Neither team scored in the first half.", "score", "team", id="neither and a noun"),
        pytest.param(
            '"No ship has sailed since Monday," the harbour master said.',
            "sail",
            "ship",
            id="no after a quotation's opening mark",
        ),
        pytest.param(
            "No 10 said the report was wrong.", "say", "No 10", id="counter: No and a number is a name"
        ),
    ],
)
def test_a_denied_subject_loses_its_denial_and_the_statement_is_negated(
    nlp, text: str, lemma: str, subject: str
) -> None:
    """Kept whole, "No arrests | make at | the rally [NOT]" denies twice: the subject is what is denied."""
    found = find(triples_of(nlp, text), lemma)
    assert found.subject.display == subject
    assert found.negated


@pytest.mark.parametrize(
    ("text", "lemma", "subject"),
    [
        pytest.param("Nobody questioned her commitment to the club.", "question", "Nobody", id="nobody"),
        pytest.param("No one on the ship reported the fault.", "report", "No one on the ship", id="no one"),
    ],
)
def test_a_subject_that_is_only_a_denial_keeps_it(nlp, text: str, lemma: str, subject: str) -> None:
    """Counter-case: with the pronoun cut nothing would name who is denied ("Nobody took credit")."""
    found = find(triples_of(nlp, text), lemma)
    assert found.subject.display == subject
    assert found.negated
