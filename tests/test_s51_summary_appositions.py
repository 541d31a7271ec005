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
            "The state recently took back control of its oil industry from listed company Korvan, a move "
            "that prompted outrage from many investors.",
            "listed company Korvan",
        ),
        (
            "Tarko Air also has an option for a further 70 aircraft, a move which brings its order book "
            "up to 225 firm orders.",
            "a further 70 aircraft",
        ),
    ],
)
def test_a_move_summing_up_a_clause_is_no_copula_of_its_last_noun(nlp, text, subject):
    assert (subject, "a move", "copula") in _copulas(nlp, text)


def test_an_apposition_that_describes_its_name_keeps_its_statement(nlp):
    text = "The Delta index, a measure of global share prices, hit its highest level this week."
    assert ("The Delta index", "a measure of global share prices", "") in _copulas(nlp, text)
