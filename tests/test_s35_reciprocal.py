"""A reciprocal object ("each other", "one another") after two joined subjects: each did it to the other,
and neither "did it to each other" alone; of three or more, who did it to whom is not said, so no
statement is made (kg/extract/clauses.py). Invented sentences; real-model parses."""

from __future__ import annotations

from tests.statements import row, triples_of


def test_two_subjects_each_do_it_to_the_other(nlp):
    rows = {
        row(t)[:3]
        for t in triples_of(
            nlp, "The opposition and the government have blamed each other for the gas attacks."
        )
    }
    assert ("The opposition", "blame", "the government") in rows
    assert ("the government", "blame", "The opposition") in rows
    assert not any(obj == "each other" for _, _, obj in rows)


def test_three_subjects_give_no_statement_of_any_one(nlp):
    rows = {
        row(t)[:3] for t in triples_of(nlp, "Rebels, jihadists and the army fight each other in the north.")
    }
    assert not any(lemma == "fight" for _, lemma, _ in rows)


def test_one_plural_subject_keeps_its_reciprocal(nlp):
    # the guard: one subject names all of them, so the statement is left as the sentence says it
    rows = {row(t)[:3] for t in triples_of(nlp, "The two pilots blamed each other for the crash.")}
    assert ("The two pilots", "blame", "each other") in rows
