"""A participle of remark after a report ("X said that A, adding that B", "X told SANA that A, asserting
that B") is the speaker's next remark (issue 12): its clause is reported by X, and its own statement is
X's, not that of the noun or clause subject the parser hung it on. The verbs are those of
``ontology/remark-verbs.tsv``. Real-model parses of sentences written for the tests.
"""

from __future__ import annotations

import pytest

from kg.extract.attachments import remark_verbs
from tests.statements import triples_of


def _rows(nlp, text: str) -> set[tuple[str, str, str, str]]:
    """(subject, lemma, object, speaker) of every statement of ``text``."""
    return {
        (
            t.subject.display,
            t.lemma,
            t.object.display if t.object else "",
            t.attributed_to.display if t.attributed_to else "",
        )
        for t in triples_of(nlp, text)
    }


@pytest.mark.parametrize(
    ("text", "remark", "speaker", "inner", "inner_subject"),
    [
        # a chain of remarks after "told X that": the second hangs on the first remark's clause
        (
            "The officer told reporters that the police arrested four men, adding that the suspects "
            "carried knives, asserting that the police will keep searching the district.",
            "assert",
            "The officer",
            "keep",
            "the police",
        ),
        # one remark hung on the clause of "said that"
        (
            "The mayor said that the bridge is closed, reiterating that repairs are being made.",
            "reiterate",
            "The mayor",
            "make",
            "repairs",
        ),
        (
            "A spokesman said the factory was shut, stressing that no workers were hurt.",
            "stress",
            "A spokesman",
            "hurt",
            "workers",  # "no workers were hurt": the denial is its negation (denials.py)
        ),
        # a remark the parser hung on a noun of the report
        (
            "A police source told reporters that ten shells hit the two markets noting that three of the "
            "wounded are in hospital.",
            "note",
            "A police source",
            "be in",
            "three of the wounded",
        ),
        # a phrasal verb of the table, which takes its clause as a speech verb does
        (
            "The minister said that the talks failed, pointing out that both sides will meet again.",
            "point out",
            "The minister",
            "meet",
            "both sides",
        ),
    ],
)
def test_remark_inside_a_report_is_the_speakers(nlp, text, remark, speaker, inner, inner_subject):
    rows = _rows(nlp, text)
    remarks = [r for r in rows if r[1] == remark]
    assert remarks and all(r[0] == speaker and r[2] for r in remarks), rows
    reported = [r for r in rows if r[1].startswith(inner) or r[1].endswith(inner) or f" {inner}" in r[1]]
    assert reported and all(r[3] == speaker for r in reported), rows
    assert any(r[0] == inner_subject for r in reported), rows


@pytest.mark.parametrize(
    ("text", "lemma", "report"),
    [
        ("The mayor said that the bridge is closed, reiterating that repairs are being made.", "say",
         "the bridge is closed"),
        # a closing quotation mark stays with the words it closes, an opening one goes with the remark
        ('The mayor said the plan was "fair", adding that it will start soon.', "say", 'the plan was "fair"'),
        (
            'The rebels added that the fighters had captured gas masks in recent weeks "confirming that they '
            'are prepared for war."',
            "add",
            "the fighters had captured gas masks in recent weeks",
        ),
    ],
)  # fmt: skip
def test_report_ends_before_the_remark(nlp, text, lemma, report):
    rows = _rows(nlp, text)
    said = [r for r in rows if r[1] == lemma]
    assert said and all(r[2] == report for r in said), rows


@pytest.mark.parametrize(
    ("text", "lemma", "subject"),
    [
        # a participle with a subject of its own is that subject's clause, not a remark
        (
            "The official said that the army attacked the town, with the rebels insisting that they won.",
            "insist",
            "the rebels",
        ),
        # "saying" is no remark verb: "a statement saying that ..." modifies its noun
        (
            "The ministry issued a statement saying that the border will reopen on Monday.",
            "say",
            "a statement",
        ),
        # a remark hung on the speech verb itself already has the speaker as its subject
        (
            "The governor said the roads are open, adding that schools will reopen next week.",
            "add",
            "The governor",
        ),
    ],
)
def test_near_misses_keep_their_subject(nlp, text, lemma, subject):
    rows = _rows(nlp, text)
    found = [r for r in rows if r[1] == lemma]
    assert found and all(r[0] == subject for r in found), rows


def test_remark_outside_a_report_keeps_its_clause_subject(nlp):
    # no report above: the participle's subject is its clause's, as before, and it reports its clause
    rows = _rows(nlp, "The army shelled the village, stressing that the operation will go on.")
    assert ("The army", "stress", "the operation will go on", "") in rows, rows
    assert ("the operation", "go on", "", "The army") in rows, rows


def test_remark_verbs_are_a_table():
    verbs = remark_verbs()
    assert {"add", "note", "stress", "insist", "point out"} <= verbs
    assert "say" not in verbs
