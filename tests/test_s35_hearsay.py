"""A passive of belief or report with a clause after it ("are believed to be trapped", "were reported
killed") is not asserted by the sentence, and a statement that reads it as the subject's own belief ("people |
believe to be in | ...") keeps `modality:believed` (or `reported`, `estimated`, `expected`) and stays out of
the graph (kg/extract/modality.py, ontology/hearsay-passives.tsv). One whose relation keeps the passive's "be"
("be expected to tell") says what is expected, and enters. Invented sentences; real-model parses."""

from __future__ import annotations

import pytest

from tests.statements import row, triples_of


@pytest.mark.parametrize(
    ("text", "flag"),
    [
        (
            "Up to 50000 people are still believed to be trapped in the old quarter of the city.",
            "modality:believed",
        ),
        ("Four people were also reported killed in shelling of the northern districts.", "modality:reported"),
        (
            "More than 9000 people are estimated to have been killed since the start of the revolt.",
            "modality:estimated",
        ),
    ],
)
def test_a_hearsay_passive_stays_out_of_the_graph(nlp, text, flag):
    flags = {t.flag for t in triples_of(nlp, text) if row(t)[0].startswith(("Up to", "Four", "More"))}
    assert flags == {flag}


def test_a_passive_that_keeps_its_be_enters(nlp):
    # the guard: "be expected to tell" reads as the expectation it is
    [t] = [
        t
        for t in triples_of(nlp, "Mr Lowe is expected to tell delegates in Leeds that taxes will rise.")
        if row(t)[1].startswith("be expected")
    ]
    assert t.flag == ""


def test_a_passive_report_with_its_reporter_stays_a_report(nlp):
    # the guard: no clause after the passive, so the report itself is stated
    rows = {
        (row(t)[:3], t.flag) for t in triples_of(nlp, "The attack was reported by the state news agency.")
    }
    assert (("the state news agency", "report", "The attack"), "") in rows


def test_a_conjunct_with_its_own_tense_is_asserted(nlp):
    # "is believed to stand as X and has assumed control": the second act is stated, not believed
    text = (
        "The Kurdish Union is believed to stand as the largest force in the region and has assumed control."
    )
    flags = {t.flag for t in triples_of(nlp, text) if row(t)[1] == "assume"}
    assert flags and not any(f.startswith("modality") for f in flags)
