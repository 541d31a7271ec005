"""An apposition that sums up a clause ("..., a move that angered investors") hung on the clause's last noun:
a name or a count is never a move, so "Korvan | be | a move" stays out of the graph (issue 12, audit class 4;
kg/extract/summary_appositions.py). An apposition of the same noun that describes its name keeps its
statement. Invented sentences; real-model parses."""

from __future__ import annotations

import pytest

from tests.statements import triples_of


def _copulas(nlp, text: str) -> list[tuple[str, str, str]]:
    return [
        (t.subject.display, t.object.display if t.object else "", t.flag)
        for t in triples_of(nlp, "Deals round-up\n\n" + text)
        if t.lemma == "be"
    ]


@pytest.mark.parametrize(
    ("text", "subject"),
    [
        (
            "The ministry seized the radio licence from broadcaster Korvan FM, a move that angered press "
            "groups across the region.",
            "broadcaster Korvan FM",
        ),
        (
            "Tarko Air holds options on 40 more jets, a move which lifts its fleet plan to 180 planes.",
            "40 more jets",
        ),
    ],
)
def test_a_move_summing_up_a_clause_is_no_copula_of_its_last_noun(nlp, text, subject):
    assert (subject, "a move", "copula") in _copulas(nlp, text)


def test_an_apposition_that_describes_its_name_keeps_its_statement(nlp):
    text = "The Delta index, a measure of global share prices, reached its peak for the year this week."
    assert ("The Delta index", "a measure of global share prices", "") in _copulas(nlp, text)
