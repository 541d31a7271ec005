"""A passive of belief or report over an infinitive or participle ("are believed to be trapped", "were
reported killed") keeps its voice in the statement's relation ("be believed to be trapped in"), which then
says what is believed, not that the subject believes it (kg/extract/spans.py, _raised_passive; verbs in
ontology/hearsay-passives.tsv). Where the voice cannot be kept (no object, or an agent made the subject),
the statement keeps `modality:believed` (or `reported`, `estimated`, `expected`) and stays out of the graph
(kg/extract/modality.py). Invented sentences; real-model parses."""

from __future__ import annotations

import pytest

from tests.statements import row, triples_of


@pytest.mark.parametrize(
    ("text", "lemma"),
    [
        (
            "Up to 30000 people are still believed to be trapped in the besieged parts of the city.",
            "be believed to be trapped in",
        ),
        (
            "Four people were also reported killed in shelling of the northern districts.",
            "be reported killed in",
        ),
        (
            "More than 9000 people are estimated to have been killed since the start of the revolt.",
            "be estimated to be killed since",
        ),
        (
            "The Khalaq Party is believed to stand as the largest force in the region.",
            "be believed to stand as",
        ),
    ],
)
def test_a_hearsay_passive_keeps_its_voice(nlp, text, lemma):
    rows = [(row(t)[1], t.flag) for t in triples_of(nlp, text) if row(t)[1].startswith("be ")]
    assert rows == [(lemma, "")]


def test_a_hearsay_passive_without_an_object_stays_out_of_the_graph(nlp):
    # the parse gives "trapped" no object here, so no relation can keep the voice: the belief is flagged
    text = "Up to 50000 people are still believed to be trapped in the old quarter of the city."
    flags = {(row(t)[1], t.flag) for t in triples_of(nlp, text)}
    assert flags == {("believe to trap", "modality:believed")}


def test_a_passive_that_keeps_its_be_enters(nlp):
    # "be expected to tell" reads as the expectation it is
    text = "Mr Lowe is expected to tell delegates in Leeds that taxes will rise."
    [t] = [t for t in triples_of(nlp, text) if row(t)[1].startswith("be expected")]
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
