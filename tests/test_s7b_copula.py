"""Copulas the parse makes out of lists and page lines stay out of the graph (issue 12, dev-s6 class 4).
Real-model parses of sentences written for these tests.
"""

from __future__ import annotations

import pytest

from tests.statements import triples_of as _triples


def _copulas(nlp, text: str) -> list:
    return [t for t in _triples(nlp, text) if t.lemma == "be" and t.object is not None]


def test_plural_group_equated_with_a_list_gives_no_copula_per_item(nlp):
    text = "The target seats are North Leeds, Bolton West, Harrow East and Wirral South."
    copulas = _copulas(nlp, text)
    assert len(copulas) >= 2 and all(t.flag == "copula" for t in copulas)


@pytest.mark.parametrize(
    ("text", "subject", "obj"),
    [
        # adjectives describe the group twice; one item of them is still true
        ("The results were good and fair.", "The results", "good"),
        # one name, no list
        ("The winners were the Rovers.", "The winners", "the Rovers"),
    ],
)
def test_plural_group_with_a_description_keeps_its_copula(nlp, text, subject, obj):
    found = [t for t in _copulas(nlp, text) if t.subject.display == subject and t.object.display == obj]
    assert found and found[0].flag == ""
