"""An office said again and a generic bare plural subject, on real-model parses of sentences written for
these tests (issue 12, class 1 of the dev-s13 and dev-s14 cause tables).

"the home secretary" after "Home Secretary Jane Harlow" is Jane Harlow (kg/extract/offices.py), unless a
qualifier makes the earlier title another office or two people held it. A one-word bare plural subject
("clubs opt to sign ...") stays out of the graph with the flag `generic` unless it speaks, is narrowed, or
names an actor, an event or a quantity of a reported happening (kg/extract/generic.py).
"""

from __future__ import annotations

import pytest

from tests.statements import find as _find
from tests.statements import triples_of as _triples


@pytest.mark.parametrize(
    ("text", "lemma", "subject"),
    [
        (
            "Home Secretary Jane Harlow visited a police station in Leeds. "
            "The home secretary promised new funding for rural forces.",
            "promise",
            "Jane Harlow",
        ),
        (
            "Critics attacked a new book about the Attorney General Lord Harris's advice. "
            "Opposition parties want the full advice published. "
            "The attorney general approved the wording last year.",
            "approve",
            "Lord Harris",
        ),
        (
            "Tom Reddy, the chancellor, left for Brussels on Monday. "
            "Officials expected talks on the budget to last two days. "
            "The chancellor rejected calls for a tax cut.",
            "reject",
            "Tom Reddy",
        ),
    ],
)
def test_an_office_said_again_is_the_one_person_the_article_gave_that_title(nlp, text, lemma, subject):
    triple = _find(_triples(nlp, text), lemma)
    assert triple.subject.display == subject


@pytest.mark.parametrize(
    "text",
    [
        # another office: the former holder is not the one "the home secretary" now means
        "Former Home Secretary Jane Harlow visited a police station in Leeds. "
        "The home secretary promised new funding for rural forces.",
        # two people with one title: no one can tell which
        "Home Secretary Jane Harlow met Home Secretary Piet Vos of the Dutch cabinet in Leeds. "
        "The home secretary promised new funding for rural forces.",
    ],
)
def test_an_office_another_qualifier_or_two_holders_leave_open_stays_unnamed(nlp, text):
    triple = _find(_triples(nlp, text), "promise")
    assert triple.subject.display == "The home secretary"


def test_a_pronoun_the_office_reports_takes_its_name_too(nlp):
    text = (
        "Home Secretary Jane Harlow visited a police station in Leeds. "
        "The home secretary admitted she was wrong to cut the budget."
    )
    triple = _find(_triples(nlp, text), "be wrong to cut")
    speaker = triple.attributed_to.display if triple.attributed_to else ""
    assert (triple.subject.display, speaker) == ("Jane Harlow", "Jane Harlow")


@pytest.mark.parametrize(
    ("text", "lemma"),
    [
        (
            "Ticket prices rose again this season, and clubs opt to sign cheaper players from abroad.",
            "opt to sign",
        ),
        ("Head teachers can suspend pupils who damage school property.", "damage"),
        ("As broadband spreads, providers are offering cheap phone calls with every package.", "offer"),
        # a broad class whose statement is a generalisation, though in a sentence about a happening
        ("After the profit warning, shares fell sharply in early trading.", "fall in"),
    ],
)
def test_a_generic_bare_plural_subject_stays_out_of_the_graph(nlp, text, lemma):
    triple = _find(_triples(nlp, text), lemma)
    assert triple.flag == "generic"


@pytest.mark.parametrize(
    ("text", "lemma"),
    [
        # a described group may speak
        ("Analysts said the merger would cut costs at both banks.", "say"),
        # narrowed by a word: a number, an adjective, a possessive
        ("Twenty pupils damaged the roof of the school in Derby.", "damage"),
        ("Syrian troops captured the village of Tel Hamra on Sunday.", "capture"),
        ("Vantor's customers include two of the largest supermarket chains.", "include"),
        # a side of a war report
        ("Rebels shelled the airport of the city on Monday, the army said.", "shell"),
    ],
)
def test_a_plural_that_speaks_is_narrowed_or_names_a_side_enters_the_graph(nlp, text, lemma):
    triple = _find(_triples(nlp, text), lemma)
    assert triple.flag != "generic"


@pytest.mark.parametrize(
    ("text", "lemma"),
    [
        # actors of a conflict or a happening (ontology/actor-plurals.tsv, armed-groups.tsv)
        ("Late on Friday, jets bombed a clinic in the town of Kafr Nabl.", "bomb"),
        ("In the capital, gunmen robbed a bank on Monday morning.", "rob"),
        ("Outside the ministry, protesters burned tyres and blocked the road.", "burn"),
        ("Last week, hackers stole the card details of 30,000 shoppers.", "steal"),
        ("At the clinic, medics treated 15 people for burns.", "treat"),
        ("Near the border, militants ambushed a convoy of lorries.", "ambush"),
        # an event noun: the subject is itself the happening (ontology/event-types.tsv)
        ("In the north, airstrikes destroyed a bakery on Sunday.", "destroy"),
        # a number word, and a plural a quantity governs (ontology/number-words.tsv)
        ("The blast killed four people, and dozens were taken to hospital.", "take to"),
        ("The square filled with thousands of people who marched against the new law.", "march against"),
    ],
)
def test_an_actor_event_noun_or_quantity_enters_the_graph(nlp, text, lemma):
    triple = _find(_triples(nlp, text), lemma)
    assert triple.flag != "generic"
