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
        # (owned subjects: a bare "the results" stays out as an open description, session 14)
        ("Tesco's results were good and fair.", "Tesco's results", "good"),
        # one name, no list
        ("Saturday's winners were the Rovers.", "Saturday's winners", "the Rovers"),
    ],
)
def test_plural_group_with_a_description_keeps_its_copula(nlp, text, subject, obj):
    found = [t for t in _copulas(nlp, text) if t.subject.display == subject and t.object.display == obj]
    assert found and found[0].flag == ""


@pytest.mark.parametrize(
    ("text", "name", "title"),
    [
        # a credit line: the agency before its reporter is no title of the reporter
        ("BEIRUT Lebanon (The Associated Press Albert Aji) Shelling hit the town on Monday.", "Albert Aji",
         "Associated Press"),
        # the end of a prepositional phrase run into a name that modifies the noun after it
        ("The blast caused heavy damage within the area of explosion Reuters correspondent reported quoting "
         "state television.", "Reuters", "explosion"),
    ],
)  # fmt: skip
def test_words_before_a_name_that_are_no_title_give_no_copula(nlp, text, name, title):
    triples = _triples(nlp, text)
    found = [t for t in triples if t.lemma == "be" and t.object is not None and t.subject.display == name
             and t.object.display == title]  # fmt: skip
    assert not found
    # the sentence itself still gives its statement: only the false title went
    assert [t for t in triples if t.lemma != "be"]


@pytest.mark.parametrize(
    ("text", "name", "title"),
    [
        ("The deal was announced by telecom regulator Ofcom on Monday.", "Ofcom", "telecom regulator"),
        ("Credit Suisse analyst Vadim Petrov said the shares were cheap.", "Vadim Petrov",
         "Credit Suisse analyst"),
    ],
)  # fmt: skip
def test_title_before_a_name_still_gives_its_copula(nlp, text, name, title):
    found = [t for t in _copulas(nlp, text) if t.subject.display == name and t.object.display == title]
    assert found and found[0].flag == ""


def test_two_counted_nouns_side_by_side_are_a_list_not_a_copula(nlp):
    text = (
        "Satellite images confirmed the destruction of four tanks three armored personnel carriers and nine "
        "trucks loaded with ammunition."
    )
    triples = _triples(nlp, text)
    assert not [t for t in triples if t.lemma == "be" and t.object and t.subject.display == "four tanks"]
    assert [t for t in triples if t.lemma == "confirm" and t.subject.display == "Satellite images"]


def test_a_measure_given_twice_in_brackets_is_still_an_apposition(nlp):
    text = "The airfield lies about 40 kilometers (25 miles) from the city."
    assert any(t.object.display == "25 miles" for t in _copulas(nlp, text))
