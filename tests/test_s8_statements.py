"""Subjects and objects that cannot stand outside their sentence stay out of the graph, and speakers
and objects the parse cut or swelled are mended (issue 12, dev-s6 classes 3, 5, 6, 7 and 8).
Real-model parses of sentences written for these tests; each case also checks that the sentence keeps
a statement of its own, so a parse giving nothing would not pass.
"""

from __future__ import annotations

import pytest

from tests.statements import triples_of as _triples


def _flag_of(triples, subject: str, lemma: str) -> str:
    found = [t for t in triples if t.subject.display == subject and t.lemma == lemma and t.object is not None]
    assert found, f"no {subject} | {lemma} in {[(t.subject.display, t.lemma) for t in triples]}"
    return found[0].flag


@pytest.mark.parametrize(
    ("text", "subject", "lemma", "kept_subject", "kept_lemma"),
    [
        # the relative phrase of an apposition: its owner (Acme) is outside the phrase
        ("Acme, whose annual revenue is more than £2bn, said it would open a plant.",
         "whose annual revenue", "be", "Acme", "say"),
        # a free relative as subject: the thing wanted is named nowhere
        ('"What the council wants is a new bridge," Mayor Jo Hill said.', "What the council wants", "be",
         "Mayor Jo Hill", "say"),
    ],
)  # fmt: skip
def test_a_phrase_opening_on_a_wh_word_stays_out(nlp, text, subject, lemma, kept_subject, kept_lemma):
    triples = _triples(nlp, text)
    assert _flag_of(triples, subject, lemma) == "fragment"
    # the quotation that opens on "What" is what the mayor said, whole
    assert _flag_of(triples, kept_subject, kept_lemma) == ""


@pytest.mark.parametrize(
    ("text", "subject", "lemma"),
    [
        ("The army launched what it called a major offensive against the rebels.", "The army", "launch"),
        ("Rebels seized what officials described as the largest arms depot in Idlib.", "Rebels", "seize"),
        ("The Hutton inquiry will determine what caused the crash.", "The Hutton inquiry", "determine"),
        ("Nobody knows what the new owner will do with Chelsea.", "Nobody", "know"),
    ],
)
def test_an_object_opening_on_what_keeps_its_statement(nlp, text, subject, lemma):
    # only a subject opening on a wh-word, or a "whose" phrase, names nothing of its own
    assert _flag_of(_triples(nlp, text), subject, lemma) == ""


def test_a_reported_clause_whose_subject_is_a_relative_gap_is_no_object(nlp):
    # "that firefighters say destroyed ...": the subject of "destroyed" is the relative "that" (the blaze)
    text = (
        "Police are still questioning staff about a blaze in the warehouse last week that firefighters say "
        "destroyed most of the stock."
    )
    triples = _triples(nlp, text)
    assert _flag_of(triples, "firefighters", "say") == "fragment"
    assert _flag_of(triples, "Police", "question") == ""


@pytest.mark.parametrize(
    ("text", "subject", "lemma"),
    [
        ("Mayor Jo Hill opened the bridge on Monday, but its budget is limited to three projects.",
         "its budget", "limit to"),
        # "their" is resolved only by the speaker that reports it: salience finds a group badly
        ("The novel follows two sisters who are sent to a convent when their mother leaves after a long "
         "illness.", "their mother", "leave after"),
    ],
)  # fmt: skip
def test_a_subject_opening_on_an_unresolved_possessive_stays_out(nlp, text, subject, lemma):
    triples = _triples(nlp, text)
    assert _flag_of(triples, subject, lemma) == "pronoun"
    # the sentence keeps its other, true statement ("The mayor | open", "two sisters | send to")
    assert any(t.flag == "" and t.object is not None for t in triples)


def test_a_plural_speakers_their_is_the_speaker(nlp):
    triples = _triples(nlp, "The rebels said their leader had been killed in an air strike.")
    # "their" is the rebels' (the subject's display says so); since session 32 the claim of an unresolved
    # "The rebels" as teller stays out of the graph (kg/extract/unanchored.py, nameless_teller)
    assert _flag_of(triples, "The rebels' leader", "kill in") == "speaker"


def test_a_possessive_subject_holding_a_name_stays_in(nlp):
    triples = _triples(nlp, "In the film, his co-star Natalie Portman plays a waitress.")
    assert _flag_of(triples, "his co-star Natalie Portman", "play") == ""


@pytest.mark.parametrize(
    ("text", "subject", "lemma"),
    [
        ("German carmaker Volkswagen said it would cut 30,000 jobs.", "German carmaker Volkswagen", "cut"),
        ("British oil company BP said it had sold its stake.", "British oil company BP", "sell"),
        # a body in a person's title is the "it" the person reports
        ("Microsoft chief executive Satya Nadella said it would invest $10bn.", "Microsoft", "invest"),
    ],
)
def test_a_speaker_with_a_place_in_its_title_still_speaks_for_its_it(nlp, text, subject, lemma):
    assert _flag_of(_triples(nlp, text), subject, lemma) == ""


def test_a_described_body_still_speaks_for_its_it(nlp):
    triples = _triples(nlp, "The Daesh group said it carried out the attack in Qamishli.")
    assert _flag_of(triples, "The Daesh group", "carry out") == ""


@pytest.mark.parametrize(
    "text",
    ["Three bridges were destroyed the ministry said.", "Two hundred homes were flooded police added."],
)
def test_a_closing_source_without_its_comma_is_no_object(nlp, text):
    triples = _triples(nlp, text)
    passive = [t for t in triples if t.rule == "svo-passive"]
    # the object ends where the source begins (session 25): nothing is left of it, and the passive, which
    # needs none, is the source's statement ("Three bridges | were destroyed", by the ministry)
    assert passive and all(t.object is None and t.attributed_to is not None for t in passive)
    assert all(t.flag == "" for t in passive)
    # the source still reports the clause
    assert any(t.lemma in {"say", "add"} and t.flag == "" and t.object is not None for t in triples)


@pytest.mark.parametrize(
    ("text", "subject", "lemma", "obj"),
    [
        ("The company sold the factory to pay its debts.", "The company", "sell", "the factory"),
        ("The council cut 500 jobs to save money.", "The council", "cut", "500 jobs"),
        ("Police fired tear gas to disperse the crowd.", "Police", "fire", "tear gas"),
        ("The mayor arrived at the scene to meet the families.", "The mayor", "arrive at", "the scene"),
    ],
)
def test_a_direct_object_leaves_out_the_subjects_purpose(nlp, text, subject, lemma, obj):
    # "to pay its debts" is why the company sold, not part of what it sold
    found = [t for t in _triples(nlp, text) if t.subject.display == subject and t.lemma == lemma]
    assert [t.object.display for t in found if t.object is not None] == [obj]


def test_a_speaker_the_report_hangs_on_as_a_participle_is_named_without_it(nlp):
    # the parser hangs "alleged ... that ..." on "media" as a participle: the speaker's phrase
    # would be the whole sentence
    text = (
        "With the pressure increasing on the regime to comply Syrias state media alleged on Saturday that "
        "rebels in the contested district had used chemical weapons."
    )
    used = [t for t in _triples(nlp, text) if t.lemma == "use"]
    assert used and used[0].attributed_to is not None
    assert used[0].attributed_to.display == "Syrias state media"


def test_a_phrase_starting_inside_a_name_is_a_fragment(nlp):
    text = "Online communities could build trust, says the Institute of Public Policy Research (IPPR)."
    triples = _triples(nlp, text)
    assert _flag_of(triples, "Public Policy Research", "be") == "fragment"
    assert _flag_of(triples, "the Institute of Public Policy Research (IPPR)", "say") == ""


def test_a_part_of_a_relative_pronoun_stays_out(nlp):
    triples = _triples(nlp, "The hospital received 140 injured people, some of whom sustained severe burns.")
    assert _flag_of(triples, "some of whom", "sustain") == "pronoun"
    assert _flag_of(triples, "The hospital", "receive") == ""
