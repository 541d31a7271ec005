"""Session 17 statement rules (issue 12): "nor" negates the clause it opens, whatever that clause's subject.
Invented sentences, the real spaCy model."""

from __future__ import annotations

import pytest
from statements import find, triples_of

NOR_CASES = [
    # (sentence, lemma of the clause after "nor", its negation)
    ("Smith did not attend the meeting, nor did he send a deputy.", "send", True),
    ("The mayor was not arrested, nor was she charged.", "charge", True),
    ("The firm has not paid the fine, nor will it appeal the ruling.", "appeal", True),
    # a verb that shares the first one's subject kept its negation before too
    ("The minister neither confirmed nor denied the report.", "deny", True),
    # "but" is no "nor": a clause with its own subject keeps its own polarity
    ("Smith did not attend the meeting, but he sent a deputy.", "send", False),
    ("The army did not comment, and the rebels blamed the government.", "blame", False),
]


@pytest.mark.parametrize(("sentence", "lemma", "negated"), NOR_CASES)
def test_nor_negates_the_clause_it_opens(nlp, sentence: str, lemma: str, negated: bool) -> None:
    assert find(triples_of(nlp, sentence), lemma).negated is negated


IDIOM_CASES = [
    # (sentence, the relation, its object): the "it" of the idiom refers to nothing and joins the relation
    ("Arsenal made it to the final after a late goal.", "make it to", "the final"),
    ("Blur will battle it out with Oasis tonight.", "battle it out with", "Oasis"),
    ("Tim Henman made it through the first round.", "make it through", "the first round"),
]


@pytest.mark.parametrize(("sentence", "lemma", "obj"), IDIOM_CASES)
def test_the_it_of_an_idiom_joins_the_relation(nlp, sentence: str, lemma: str, obj: str) -> None:
    found = find(triples_of(nlp, sentence), lemma)
    assert found.object is not None and found.object.text == obj
    assert found.flag != "pronoun"


@pytest.mark.parametrize(
    "sentence",
    [
        "The minister made it clear that taxes would rise.",  # "made it clear that": no idiom of the table
        "The factory built a car and the firm made it into a best-seller.",  # "made it into X": it is the car
        "The club found the ball and sorted it out.",  # no row for "sort ... out"
    ],
)
def test_an_it_outside_the_idioms_stays_an_object(nlp, sentence: str) -> None:
    assert not any(t.lemma.split()[1:2] == ["it"] for t in triples_of(nlp, sentence))
