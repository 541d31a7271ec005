"""A finite verb of remark the speech lemmas leave out ("pointed out that", "clarified that") reports its
clause as "said" does (issue 12, density): the clause is its object and what the clause states is the
speaker's. Before, the clause was the complement of a verb that asserts nothing, so every statement in it
was dropped and "X | point out |" was left without an object. The verbs are those of
``ontology/remark-verbs.tsv``. Real-model parses of sentences written for the tests.
"""

from __future__ import annotations

import pytest

from kg.extract.attribution import is_speech_verb
from tests.statements import row, triples_of


@pytest.mark.parametrize(
    ("text", "report", "inner"),
    [
        (
            "Inspector Malvo pointed out that the Brackwater Company had ignored the safety rules.",
            (
                "Inspector Malvo",
                "point out",
                "the Brackwater Company had ignored the safety rules",
                False,
                "",
            ),
            ("the Brackwater Company", "ignore", "the safety rules", False, "Inspector Malvo"),
        ),
        (
            "The Lindqvist Foundation clarified that Dunmore Hospital would keep its children's ward.",
            (
                "The Lindqvist Foundation",
                "clarify",
                "Dunmore Hospital would keep its children's ward",
                False,
                "",
            ),
            ("Dunmore Hospital", "keep", "its children's ward", False, "The Lindqvist Foundation"),
        ),
    ],
)
def test_reporting_remark_reports_its_clause(nlp, text, report, inner):
    triples = triples_of(nlp, text)
    rows = {row(t): t.flag for t in triples}
    assert report in rows and rows[report] == ""
    assert inner in rows and rows[inner] == ""


def test_remark_verb_without_a_clause_is_no_report(nlp):
    # "pointed out the flaws": an object, no clause; the verb reports nothing and keeps its object
    rows = {row(t) for t in triples_of(nlp, "Inspector Malvo pointed out the flaws in the Brackwater plan.")}
    assert ("Inspector Malvo", "point out", "the flaws in the Brackwater plan", False, "") in rows
    doc = nlp("Inspector Malvo pointed out the flaws in the Brackwater plan.")
    assert not is_speech_verb(doc[2])


def test_pointing_to_is_no_report(nlp):
    # "point" without "out" is no verb of remark, whatever clause follows it
    doc = nlp("Inspector Malvo pointed to the report that the Brackwater Company had filed.")
    assert not any(is_speech_verb(t) for t in doc if t.lemma_ == "point")


@pytest.mark.parametrize(
    ("text", "inner"),
    [
        # asked, failed or urged to remark: the clause is what was not (yet) stated
        ("Officials were asked to clarify that the beach was safe for swimmers.", "the beach"),
        ("Residents said the council failed to point out that the dam had cracked.", "the dam"),
        ("The coastguard urged the ministry to clarify that two boats had sunk near Dern.", "two boats"),
    ],
)
def test_remark_a_verb_asks_for_is_no_report(nlp, text, inner):
    assert not any(t.subject.display == inner for t in triples_of(nlp, text))


def test_remark_an_adjective_governs_is_a_report(nlp):
    # "keen to clarify that": the minister did clarify it
    rows = {
        row(t)
        for t in triples_of(nlp, "The minister was keen to clarify that the Dern plant would stay open.")
    }
    assert ("the Dern plant", "stay", "open", False, "The minister") in rows
