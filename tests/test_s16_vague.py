"""Vague speakers, "such" phrases and the "it" of an unlabelled name, on real-model parses
of sentences written for these tests (issue 12, classes 1, 6 and 10 of the dev-s15 cause table).

A bare plural of ``ontology/vague-speakers.tsv`` ("analysts", "observers", "reports") that speaks or reports
a statement keeps it out of the graph with the flag `speaker` (kg/extract/vague_speakers.py); a narrowed one
and the people at the scene ("witnesses") stay. A subject or object holding a pointing "such" ("such
records", "such a ruling") or a subject "Other nominees" keeps its statement out with the flag `pronoun`
(kg/extract/such.py); "such as", a long phrase and an object "other campaigners" stay. A multi-word name
NER left unlabelled owns the "it" of the clause it reports (kg/extract/speakers.py).
"""

from __future__ import annotations

import pytest

from tests.statements import find as _find
from tests.statements import triples_of as _triples


@pytest.mark.parametrize(
    ("text", "lemma"),
    [
        ("Analysts said the takeover of the brewer would lift profits at Harwell.", "say"),
        ("Analysts said the takeover of the brewer would lift profits at Harwell.", "lift"),
        ("Profits at the bakery chain rose by a third, observers say.", "rise by"),
        ("Organisers say the Leeds music festival will open with a concert by Amy Tanner.", "open with"),
        ("Harwell has cut 300 jobs at its plant in Derby, according to reports.", "cut"),
        ("The chain is struggling, and critics say its new shops have failed to draw shoppers.", "say"),
    ],
)
def test_a_vague_plural_speaker_keeps_its_statement_out_of_the_graph(nlp, text, lemma):
    triple = _find(_triples(nlp, text), lemma)
    assert triple.flag == "speaker"


@pytest.mark.parametrize(
    ("text", "lemma"),
    [
        # narrowed: they say for whom they speak
        ("City analysts said the takeover of the brewer would lift profits at Harwell.", "lift"),
        ("Many analysts said the takeover of the brewer would lift profits at Harwell.", "lift"),
        ("Analysts at Barclays said the takeover of the brewer would lift profits at Harwell.", "lift"),
        # the people at the scene of a happening are no commentators
        ("Witnesses said the gunmen fired on the crowd outside the mosque.", "fire on"),
        # a name
        ("Reuters said the gunmen fired on the crowd outside the mosque.", "fire on"),
    ],
)
def test_a_narrowed_or_present_speaker_keeps_its_statement(nlp, text, lemma):
    triple = _find(_triples(nlp, text), lemma)
    assert triple.flag != "speaker"


@pytest.mark.parametrize(
    ("text", "lemma"),
    [
        ("The ministry refused to publish the memo, saying such records are always kept secret.", "be kept"),
        ('"We regret that the court has made such a ruling," said Maria Lenk of Harwell.', "say"),
        ("Cheap tablets made by local firms are expected to dominate in such regions, Gartner said.", "say"),
        ("The truce was the third of such deals brokered by the rebels this year.", "broker"),
    ],
)
def test_a_such_phrase_in_the_subject_or_object_stays_out_of_the_graph(nlp, text, lemma):
    triple = _find(_triples(nlp, text), lemma)
    assert triple.flag == "pronoun"


@pytest.mark.parametrize(
    ("text", "lemma"),
    [
        # "such as" lists its own examples
        ("Big retailers such as Tesco have cut the price of bread by ten pence.", "cut"),
        # a long phrase names what its such points at
        (
            "The envoy accused the rebels of shelling the market with mortars and rockets last week and "
            "said the army had forced them to resort to such weapons in the south.",
            "accuse",
        ),
        # the degree "such" of a copula's complement and of a result clause exclaims, it points nowhere
        ("Folk music remains such a misunderstood word among young listeners.", "remain"),
        ("Inflation rose at such a pace that the central bank raised rates twice.", "rise at"),
    ],
)
def test_such_as_or_a_long_phrase_keeps_its_statement(nlp, text, lemma):
    triple = _find(_triples(nlp, text), lemma)
    assert triple.flag != "pronoun"


def test_an_unlabelled_name_that_speaks_owns_the_it_it_reports(nlp):
    # NER labels neither "Harwell Gold" nor its title; "it" is still the speaker, not Exxon before it
    text = (
        "Exxon Mobil lost its licence to drill in the north of the island on Monday. Miner Harwell Gold "
        "said it regretted any limit on privatisation while Shell, a big investor, declined to comment."
    )
    triple = _find(_triples(nlp, text), "regret")
    assert triple.subject.display == "Miner Harwell Gold"


def test_a_person_that_speaks_does_not_own_the_it_it_reports(nlp):
    text = "The new phone went on sale in May. Anna Berg said it sold 20,000 units in its first week."
    triple = _find(_triples(nlp, text), "sell")
    assert triple.subject.display != "Anna Berg"


@pytest.mark.parametrize(
    ("text", "lemma", "flag"),
    [
        # the ones besides those named before: which?
        ("Other nominees included two French films and a Korean drama.", "include", "pronoun"),
        ("Other firms have cut their prices by a fifth since March.", "cut", "pronoun"),
        # in the object "other" sets the ones meant apart from the subject, which the statement says
        ("The Greens joined other campaigners at a rally in London on Friday.", "join", ""),
    ],
)
def test_a_bare_other_plural_subject_stays_out_of_the_graph(nlp, text, lemma, flag):
    triple = _find(_triples(nlp, text), lemma)
    assert triple.flag == flag
