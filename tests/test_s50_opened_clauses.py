"""Session 50 (issue 12, density): a reported clause that opens on its own adverbial phrase or conjunction
is whole, not a phrase cut after a preposition; a noun phrase that opens on a preposition still is.
Real-model parses of invented sentences."""

from __future__ import annotations

import pytest

from tests.statements import triples_of


def _flags(nlp, text: str, lemma: str) -> dict[str, str]:
    return {t.object.display: t.flag for t in triples_of(nlp, text) if t.lemma == lemma and t.object}


@pytest.mark.parametrize(
    ("text", "lemma", "said"),
    [
        (
            "But in a talk on Tuesday, central bank chief Olaf Wendt warned that over the coming years "
            "prices are set to climb sharply.",
            "warn",
            "over the coming years prices are set to climb sharply",
        ),
        (
            "In Washington the ministry confirmed that after two days of talks "
            "the border crossing had reopened.",
            "confirm",
            "after two days of talks the border crossing had reopened",
        ),
    ],
)
def test_a_reported_clause_opening_on_its_adverbial_is_whole(nlp, text: str, lemma: str, said: str) -> None:
    assert _flags(nlp, text, lemma) == {said: ""}


def test_a_phrase_opening_on_a_preposition_stays_a_fragment(nlp) -> None:
    # no clause of its own: the object lost the words before its preposition
    from kg.extract.facts import Arg
    from kg.extract.nlp import parse_text
    from kg.extract.opened_clauses import opened_clause

    doc = nlp(parse_text("Wentworth was once a helper to painter Henry Marsh."))
    to = next(t for t in doc if t.lower_ == "to")
    assert not opened_clause(doc, Arg(to.i, len(doc) - 1, to.head.i))
