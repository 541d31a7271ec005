"""An object that is a clause cut before its end, stopping on its own speech verb ("The memoir ...
alleges"), stays out of the graph (issue 12, audit class 8;
kg/extract/cut_clauses.py). An indirect question that ends on its verb, and a whole clause object, keep
their statements. Invented sentences; real-model parses."""

from __future__ import annotations

import pytest

from tests.statements import triples_of


def _flags(nlp, text: str, lemma: str) -> list[tuple[str, str]]:
    return [
        (t.object.display if t.object else "", t.flag)
        for t in triples_of(nlp, "Clashes in Qarna\n\n" + text)
        if t.lemma == lemma
    ]


@pytest.mark.parametrize(
    ("text", "lemma", "obj"),
    [
        (
            "The memoir, printed in the Kelby Courier, alleges that Mr Ardley told the governor at a lunch "
            "in May of his plan to resign.",
            "tell",
            "The memoir, printed in the Kelby Courier, alleges",
        ),
    ],
)
def test_a_clause_cut_on_its_auxiliary_or_speech_verb_is_a_fragment(nlp, text, lemma, obj):
    assert (obj, "fragment") in _flags(nlp, text, lemma)


@pytest.mark.parametrize(
    ("text", "lemma", "obj"),
    [
        # guards: an indirect question and a comparison end on their verb; a whole clause object; a clause of
        # its own that ends on a speech verb
        ("Police said they still did not know who the attacker was.", "know", "who the attacker was"),
        ("Tom Ardley said the plan would fail.", "say", "the plan would fail"),
        (
            "Tom Ardley said fans would trust the ads more than what the critics say.",
            "say",
            "fans would trust the ads more than what the critics say",
        ),
        (
            "Tom Ardley said wages in Varnia were worth less than they once were.",
            "say",
            "wages in Varnia were worth less than they once were",
        ),
    ],
)
def test_a_whole_clause_object_keeps_its_statement(nlp, text, lemma, obj):
    assert (obj, "") in _flags(nlp, text, lemma)
