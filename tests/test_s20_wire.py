"""Wire reports of FA-KES shape (issue 12): a source named once for a whole report. An "according to X"
that closes a sentence reports every clause of the coordination it closes, though the parser hangs it on
the last clause only. Real-model parses of sentences written for the tests.
"""

from __future__ import annotations

import pytest

from tests.statements import triples_of


def _speakers(nlp, text: str) -> dict[str, str]:
    """The speaker of each statement of ``text``, by relation lemma."""
    return {t.lemma: t.attributed_to.display if t.attributed_to else "" for t in triples_of(nlp, text)}


@pytest.mark.parametrize(
    ("text", "first", "last", "speaker"),
    [
        (
            "A mortar round hit a primary school in the town and wounded four teachers according to a "
            "police source.",
            "hit",
            "wound",
            "a police source",
        ),
        (
            "The rockets landed near the bakery and killed two men according to the local council.",
            "land near",
            "kill",
            "the local council",
        ),
    ],
)
def test_closing_according_to_reports_every_clause_of_its_coordination(nlp, text, first, last, speaker):
    speakers = _speakers(nlp, text)
    assert speakers[last] == speaker
    assert speakers[first] == speaker


def test_according_to_inside_the_sentence_reports_only_its_own_clause(nlp):
    # the source of the second clause is not the first clause's when more of the sentence follows it
    speakers = _speakers(
        nlp, "Gunmen stormed the bank and killed two guards according to witnesses on Monday night."
    )
    assert speakers["kill"] == "witnesses"
    assert speakers["storm"] == ""


def _copulas(nlp, text: str) -> dict[tuple[str, str], str]:
    """The flag of each "X | be | Y" statement of ``text``."""
    return {
        (t.subject.display, t.object.display): t.flag
        for t in triples_of(nlp, text)
        if t.lemma == "be" and t.object
    }


@pytest.mark.parametrize(
    ("text", "pair"),
    [
        # a list of places that lost its commas: one named place read as an apposition of the next
        (
            "Terrorist groups targeted with mortar shells Kafr area al-Sabil al-Hamra and al-Wadi Street "
            "on Monday.",
            ("al-Wadi Street", "Kafr area"),
        ),
        (
            "The army units targeted the positions of the militants East of the Third Station and in "
            "Wadi al-Sahel region West of Qaryatain killing nine fighters.",
            ("West of Qaryatain", "Wadi al-Sahel region"),
        ),
    ],
)
def test_named_place_is_no_description_of_another_place(nlp, text, pair):
    assert _copulas(nlp, text)[pair] == "copula"


def test_place_described_by_a_unit_keeps_its_copula(nlp):
    assert _copulas(nlp, "Rebels shelled Kafr Nabl, a border town, on Monday.") == {
        ("Kafr Nabl", "a border town"): ""
    }


def test_damaged_characters_before_a_name_are_no_copula_subject(nlp):
    # text damaged in transfer: two replacement characters where a quotation mark stood
    text = "Later on Monday fighters from \ufffd\ufffdJaish al-Islam fired mortar shells on Douma suburb "
    text += "near Damascus."
    assert _copulas(nlp, text) == {("\ufffd\ufffd", "Jaish al-Islam"): "copula"}
