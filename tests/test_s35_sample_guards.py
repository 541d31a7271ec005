"""Two forms the closing-source rules of session 35 must leave as they were (real-model parses, invented
sentences): a passive relative after a closing source ("said the ministry, which was also confirmed by X")
is about the news, not the source; and a report whose clause runs up to a comma before its closing source
keeps no comma at its end (kg/extract/subjects.py, kg/extract/clauses.py)."""

from __future__ import annotations

from tests.statements import row, triples_of


def test_a_passive_relative_after_a_closing_source_confirms_the_news(nlp):
    text = (
        "The visit was put off to a later date, said the ministry, which was also confirmed by Omar Haidari, "
        "the deputy chief of staff."
    )
    rows = {row(t)[:3] for t in triples_of(nlp, text)}
    assert ("Omar Haidari", "confirm", "the ministry") not in rows


def test_a_closing_source_after_a_comma_leaves_the_comma_out_of_the_report(nlp):
    text = "Two blasts near the shrine killed at least 40 people on Friday, local media reported."
    [said] = [row(t) for t in triples_of(nlp, text) if row(t)[1] == "report"]
    assert said[2].endswith("on Friday")
