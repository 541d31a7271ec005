"""Session 47 (issue 12, class 8): a per cent sign written on to its number stays in the number's phrase,
and a score keeps the sets after the one a phrase ends on. Real-model parses of invented sentences."""

from __future__ import annotations

import pytest

from tests.statements import objects_of, triples_of


@pytest.mark.parametrize(
    ("text", "lemma", "whole"),
    [
        # the sign closes the sentence's last phrase: it was trimmed as punctuation
        (
            "Analysts project earnings growth of around 6%, and a higher profit.",
            "project",
            "earnings growth of around 6%",
        ),
        ("The family holds a stake of 21.4% in the club.", "hold", "a stake of 21.4% in the club"),
    ],
)
def test_a_per_cent_sign_stays_with_its_number(nlp, text: str, lemma: str, whole: str) -> None:
    assert objects_of(nlp, text, lemma) == {whole}


def test_a_per_cent_sign_closing_a_subject_stays(nlp) -> None:
    text = "Theft hits the music trade at the rate of 30%, which is more than that seen in films."
    subjects = {t.subject.display for t in triples_of(nlp, text) if t.lemma == "be more than"}
    # not vacuous: with no statement of the relation, "all" of none would pass
    assert subjects and all(s.endswith("%") for s in subjects)


def test_a_score_keeps_its_later_sets(nlp) -> None:
    # the parser hung the second set on the verb: "Lena Vogt 7-5" states another result
    text = "The top seed overcame Germany's Lena Vogt 7-5 6-4 on Wednesday."
    assert objects_of(nlp, text, "overcome") == {"Germany's Lena Vogt 7-5 6-4"}


def test_a_single_score_is_left_alone(nlp) -> None:
    assert objects_of(nlp, "Keller edged past France's Paul Morel 6-7 6-4 7-5.", "edge past") == {
        "France's Paul Morel 6-7 6-4 7-5"
    }


def test_a_score_keeps_a_tie_break_the_parser_made_an_apposition(nlp) -> None:
    # the bracketed tie-break was cut off as an apposition, leaving "Ivan Petrov 7-6 (" to trim
    text = "The Swiss player beat Ivan Petrov 7-6 (7-2) 6-3 in Sunday's final."
    assert objects_of(nlp, text, "beat") == {"Ivan Petrov 7-6 (7-2) 6-3"}


@pytest.mark.parametrize(
    ("text", "lemma", "whole"),
    [
        # a range reads as a set: its unit was left off ("a fee of £3-4")
        ("The club paid a fee of £3-4m for the striker.", "pay", "a fee of £3-4m"),
        ("The club paid £3-4m for the striker, the paper said.", "pay", "£3-4m"),
    ],
)
def test_a_range_keeps_its_unit(nlp, text: str, lemma: str, whole: str) -> None:
    assert objects_of(nlp, text, lemma) == {whole}
