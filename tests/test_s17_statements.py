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
