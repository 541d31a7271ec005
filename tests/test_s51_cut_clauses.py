"""An object that is a clause cut before its end, stopping on an auxiliary ("Abu Karam was also") or on its
own speech verb ("The book ... alleges"), stays out of the graph (issue 12, audit class 8;
kg/extract/cut_clauses.py). An indirect question that ends on its verb, and a whole clause object, keep
their statements. Invented sentences; real-model parses."""

from __future__ import annotations

import pytest

from tests.statements import triples_of


def _flags(nlp, text: str, lemma: str) -> list[tuple[str, str]]:
    return [
        (t.object.display if t.object else "", t.flag)
        for t in triples_of(nlp, "Talks on the rulings\n\n" + text)
        if t.lemma == lemma
    ]


@pytest.mark.parametrize(
    ("text", "lemma", "obj"),
    [
        (
            "He nodded towards the tomb, rather than lay a wreath, in what Varnian officials said was a "
            "compromise gesture agreed at the last minute.",
            "say",
            "what Varnian officials said was",
        ),
        (
            "Abu Karam was also the Emir of the Harran Front Al-Qarna news website said.",
            "say",
            "Abu Karam was also",
        ),
        (
            "The book, serialised in the Sunday Herald, alleges that Mr Ardley told the chancellor at a "
            "dinner in May of his intention to stand down.",
            "tell",
            "The book, serialised in the Sunday Herald, alleges",
        ),
    ],
)
def test_a_clause_cut_on_its_auxiliary_or_speech_verb_is_a_fragment(nlp, text, lemma, obj):
    assert (obj, "fragment") in _flags(nlp, text, lemma)


@pytest.mark.parametrize(
    ("text", "lemma", "obj"),
    [
        # guards: an indirect question ends on its verb; a whole clause object
        ("Police said they still did not know who the attacker was.", "know", "who the attacker was"),
        ("Tom Ardley said the plan would fail.", "say", "the plan would fail"),
    ],
)
def test_a_whole_clause_object_keeps_its_statement(nlp, text, lemma, obj):
    assert (obj, "") in _flags(nlp, text, lemma)
