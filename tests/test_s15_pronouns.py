"""Which person a "he" or "she" stands for inside its own sentence, and whom a speaker's "I" stands
for (issue 12), on real-model parses of sentences written for these tests.

A pronoun is resolved only when agreement and one fitting name settle it; with a rival of the same
gender named before it, it stays flagged and out of the graph.
"""

from __future__ import annotations

import pytest

from tests.statements import find as _find
from tests.statements import triples_of as _triples


@pytest.mark.parametrize(
    ("text", "lemma", "subject"),
    [
        # the clause hangs on the named subject's clause; the person after the pronoun is no rival
        (
            "Painter Colin Marsh left the club after he had a loud argument with Sarah Pike.",
            "have",
            "Colin Marsh",
        ),
        ("Tom Hale was given a six-match ban when he kicked referee Dan Oakes in 2001.", "kick", "Tom Hale"),
        # the name in apposition to the subject, and a relative clause hanging inside a phrase
        (
            "Its lead actor, Sam Pryor, has lately been seen on stage in The Long Road, which he also wrote.",
            "write",
            "Sam Pryor",
        ),
    ],
)
def test_pronoun_of_a_clause_hanging_on_a_named_persons_clause_is_that_person(nlp, text, lemma, subject):
    triple = _find(_triples(nlp, text), lemma)
    assert (triple.subject.display, triple.flag) == (subject, "")


@pytest.mark.parametrize(
    ("text", "lemma"),
    [
        # a man named before the pronoun, besides the subject
        (
            "Farmer Joe Bright was put in touch with the club, of which Mr Dale is head, "
            "after he wrote to it.",
            "write to",
        ),
        # the pronoun's relative clause describes the name it hangs on: he is not the man he met
        ("The band hired Tom Hale, whom he had first met in 1999, as its singer.", "meet"),
    ],
)
def test_pronoun_with_a_rival_or_its_own_antecedent_stays_out_of_the_graph(nlp, text, lemma):
    triple = _find(_triples(nlp, text), lemma)
    assert (triple.subject.display, triple.flag) == ("he", "pronoun")


def test_speaker_the_ner_missed_takes_the_he_of_his_report(nlp):
    # "Lord Dunmore" is a man by his honorific, whether or not the NER names him
    text = (
        "The plan was announced on Monday. But expert Lord Dunmore said he thought the plan was rather good."
    )
    triple = _find(_triples(nlp, text), "think")
    assert (triple.subject.display.endswith("Dunmore"), triple.flag) == (True, "")


def test_surname_labelled_a_person_elsewhere_is_the_i_of_the_quotation(nlp):
    # the NER may take "Kerrow" for an organisation as a speaker; the article names him a person
    text = 'Coach Alan Kerrow praised his side. "I am delighted with the win," Kerrow said.'
    triple = _find(_triples(nlp, text), "be")
    assert (triple.subject.display, triple.flag) in {("Kerrow", ""), ("Alan Kerrow", "")}


def test_fullest_name_prefers_the_person_over_a_misread_name():
    from kg.extract.coref import _fuller

    persons = {"Pete Doherty"}
    assert _fuller("Pete Doherty", "Rocker Doherty", set(), persons)
    assert not _fuller("Rocker Doherty", "Pete Doherty", set(), persons)
    # more words still win: "Peter Paul Doherty" over "Pete Doherty", whatever the label
    assert _fuller("Peter Paul Doherty", "Pete Doherty", set(), persons)
