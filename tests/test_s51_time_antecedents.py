"""A relative clause hung on a time noun after a preposition tells when, not what: "on the night two
soldiers were abducted" gives no "two soldiers | abduct | the night" (issue 12, audit class 8, a time read as
the object; kg/extract/objects.py). A time noun the clause takes as its object keeps it. Invented sentences;
real-model parses."""

from __future__ import annotations

import pytest

from tests.statements import row, triples_of


def _rows(nlp, text: str) -> list[tuple[str, str, str]]:
    return [row(t)[:3] for t in triples_of(nlp, "Clashes in Qarna\n\n" + text)]


@pytest.mark.parametrize(
    ("text", "expected", "wrong"),
    [
        (
            "Prices have not fallen since the day the strike began in Qarna.",
            ("the strike", "begin in", "Qarna"),
            ("the strike", "begin", "the day"),
        ),
        (
            "It was the worst toll since the day the war began in Qarna.",
            ("the war", "begin in", "Qarna"),
            ("the war", "begin", "the day"),
        ),
        (
            "Rebels shelled Marun on the night two soldiers were abducted near Qarna.",
            ("two soldiers", "abduct near", "Qarna"),
            ("two soldiers", "abduct", "the night"),
        ),
    ],
)
def test_a_time_noun_is_no_object_of_its_relative_clause(nlp, text, expected, wrong):
    found = _rows(nlp, text)
    assert expected in found and wrong not in found, found


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # guards: a verb that takes a stretch of time, and a time noun that is no preposition's
        ("Tom Ardley spoke of the year he spent in Kelby.", ("Tom Ardley", "spend", "the year")),
        ("Tom Ardley called it the day he will never forget.", ("Tom Ardley", "forget", "the day")),
    ],
)
def test_a_time_noun_the_clause_takes_keeps_its_object(nlp, text, expected):
    assert expected in _rows(nlp, text)
