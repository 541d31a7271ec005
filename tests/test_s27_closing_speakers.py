"""A source that closes a comma-less report gets its verb back (issue 12, session 27; audit class 3): without
the comma the small model hangs "a source at the police command" on the report and leaves "said" with no
subject, so the report lost its source or gave no statement at all. Real-model parses of sentences written
for these tests."""

from __future__ import annotations

import pytest

from tests.statements import triples_of


def _sourced(nlp, text: str, lemma: str) -> list[str]:
    return [
        t.attributed_to.display if t.attributed_to else ""
        for t in triples_of(nlp, text)
        if t.lemma == lemma and not t.flag
    ]


@pytest.mark.parametrize(
    ("text", "lemma", "speaker"),
    [
        (
            "Gunmen fired rocket shells on the market injuring three people a source at the police command "
            "said.",
            "fire",
            "a source at the police command",
        ),
        (
            "Gunmen fired rocket shells on the market injuring three people a source at the police command "
            "told the agency.",
            "fire",
            "a source at the police command",
        ),
        (
            "Five civilians were killed in the shelling the Syrian Observatory for Human Rights said.",
            "kill in",
            "the Syrian Observatory for Human Rights",
        ),
    ],
)
def test_the_closing_source_reports_the_clause_before_it(nlp, text, lemma, speaker):
    assert _sourced(nlp, text, lemma) == [speaker]


def test_a_verb_with_its_own_subject_is_left_alone(nlp):
    # near-miss: "said" has its subject, and the name before "and" is an object of "met"
    rows = [
        (t.subject.display, t.lemma)
        for t in triples_of(nlp, "Aid workers met the head of the Red Crescent and said nothing.")
    ]
    assert ("the Red Crescent", "say") not in rows, rows


def test_a_comma_keeps_the_parse_the_model_gave(nlp):
    text = "Gunmen fired rocket shells on the market, a source at the police command said."
    assert _sourced(nlp, text, "fire") == ["a source at the police command"]


def test_a_participle_of_saying_is_no_closing_source(nlp):
    # near-miss: "saying" after a name is the subject's own act, not the name's saying
    text = "The minister heaped praise on Mr Grant saying he was doing a fine job."
    assert [
        t.attributed_to.display for t in triples_of(nlp, text) if t.lemma == "heap" and t.attributed_to
    ] != ["Mr Grant"]


@pytest.mark.parametrize(
    ("text", "lemma", "speaker"),
    [
        ("Jets struck two villages held by IS activists said.", "hold", "activists"),
        (
            "Mortars fell near the bakery on Monday the Syrian Observatory for Human Rights said.",
            "fall near",
            "the Syrian Observatory for Human Rights",
        ),
    ],
)
def test_the_words_of_the_report_stay_out_of_the_speaker(nlp, text, lemma, speaker):
    # the reviewer's cases: "IS activists", "Monday Syrian Observatory" took in the report's last word
    assert _sourced(nlp, text, lemma) == [speaker]


def test_the_saying_ends_where_its_source_begins(nlp):
    # the reviewer's first fault: the report's verb kept the closing stop, so what was said ran on into
    # the source's own words
    text = (
        "The death toll from the blast reached at least 40 people the Syrian Observatory for Human Rights "
        "said."
    )
    said = [t.object.display for t in triples_of(nlp, text) if t.lemma == "say" and t.object]
    assert said == ["The death toll from the blast reached at least 40 people"], said
