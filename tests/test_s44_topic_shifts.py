"""An "it" two sentences from its name, past a sentence about a singular unnamed thing, is left open
(issue 12, audit class 10; kg/extract/subject_rivals.py). Invented sentences; real-model parses."""

from __future__ import annotations

import pytest

from tests.statements import find, row, triples_of


@pytest.mark.parametrize(
    ("text", "lemma"),
    [
        # "It" is the trial the sentence before told of, not the bank two sentences back
        (
            "Acme Bank won its appeal in the High Court on Monday. Mr Dale's trial is expected to last a "
            "month. It will open on the same day as a hearing in Leeds.",
            "open",
        ),
        # the directive, though another name modifies it
        (
            "Acme Bank won its appeal in the High Court. A Tarvel Union directive comes into force in May. "
            "It puts the cost of recycling on makers of phones.",
            "put",
        ),
        # ... and so is the "Its" that owns the subject
        (
            "Acme Bank won its appeal in the High Court. A Tarvel Union directive comes into force in May. "
            "Its rules put the cost of recycling on makers of phones.",
            "put",
        ),
    ],
)
def test_it_past_a_sentence_about_something_unnamed_is_left_open(nlp, text, lemma):
    triple = find(triples_of(nlp, text), lemma)
    assert triple.flag == "pronoun", (triple.subject.display, triple.flag)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a plural subject between is no sign: "it" is not the lenders, and may well be the bank
        (
            "Acme Bank won its appeal in the High Court. Small lenders usually do not hold large reserves. "
            "Instead it borrows money from other banks.",
            ("Acme Bank", "borrow", "money from other banks"),
        ),
        # the name said again in the sentence between keeps its "it"
        (
            "Acme Bank won its appeal in the High Court. Small lenders envy Acme Bank. It borrows money "
            "from other banks.",
            ("Acme Bank", "borrow", "money from other banks"),
        ),
        # a definite kind noun may be the body named again
        (
            "Acme Bank won its appeal in the High Court. The bank has found itself in trouble before. It "
            "denies any wrongdoing.",
            ("Acme Bank", "deny", "any wrongdoing"),
        ),
        # a person told of between is no thing "it" may stand for (R5's review)
        (
            "Harlow Bank cut its rates on Monday. One senior analyst called the move overdue. It also "
            "raised fees for savers.",
            ("Harlow Bank", "raise", "fees for savers"),
        ),
        (
            "The Pellham Trust bought the old mill in 1990. A local man had owned it for forty years. It "
            "plans to open the gardens to visitors.",
            ("The Pellham Trust", "plan to open", "the gardens to visitors"),
        ),
        # ... and so may any definite noun right after a sentence about the name
        (
            "Brackwell Rail cut its debt by half last year. The train operator said trade began well. "
            "It added it was planning new routes in the north.",
            ("Brackwell Rail", "add", "it was planning new routes in the north"),
        ),
    ],
)
def test_it_with_its_name_in_reach_keeps_it(nlp, text, expected):
    rows = {row(t)[:3]: t.flag for t in triples_of(nlp, text)}
    assert rows.get(expected) == "", rows
