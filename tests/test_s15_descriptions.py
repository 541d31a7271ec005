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


@pytest.mark.parametrize(
    ("text", "lemma", "speaker"),
    [
        (
            "President Ana Ruiz arrived in Lisbon on Monday. "
            "The president of Portugal said the visit had gone well.",
            "go",
            "The president of Portugal",
        ),
        (
            "Mayor Ken Mallory opened the bridge. The mayor of Leeds said the city needed one too.",
            "need",
            "The mayor of Leeds",
        ),
        (
            "Spokesman Dan Pryce said the talks were over. "
            "The spokesman for the drivers said a strike would start.",
            "start",
            "The spokesman for the drivers",
        ),
    ],
)
def test_an_office_with_words_to_its_right_is_another_office(nlp, text, lemma, speaker):
    # "the president of Portugal" is not the president the article titled before
    triple = _find(_triples(nlp, text), lemma)
    assert (triple.attributed_to.display if triple.attributed_to else "") == speaker


@pytest.mark.parametrize(
    ("text", "lemma", "words"),
    [
        # a more specific title ("Health Minister") holds the bare office too: two holders
        (
            "Health Minister Carl Dunne opened a clinic. Transport Minister Rita Moss opened a bridge. "
            "The minister promised more buses.",
            "promise",
            "The minister",
        ),
        # someone took the office after the titled one: two holders
        (
            "Chancellor Ian Boyd resigned in May. Mark Davies then became chancellor. "
            "The chancellor cut fuel duty in the autumn.",
            "cut",
            "The chancellor",
        ),
        (
            "Chancellor Ian Boyd resigned in May. A week later Mark Davies was named chancellor. "
            "The chancellor cut fuel duty in the autumn.",
            "cut",
            "The chancellor",
        ),
    ],
)
def test_an_office_narrowed_or_held_by_two_stays_unnamed(nlp, text, lemma, words):
    # the last statement with the relation: the office's own sentence
    triple = [t for t in _triples(nlp, text) if t.lemma == lemma][-1]
    assert triple.subject.display == words


def test_an_office_more_specific_title_of_the_one_holder_names_him(nlp):
    text = "Health Minister Carl Dunne opened a clinic in Derby. The minister promised more nurses."
    assert _find(_triples(nlp, text), "promise").subject.display == "Carl Dunne"


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
        # an actor under a modal: a possibility, no happening
        ("In the new game, players steer tanks, and helicopters can be flown over the city.", "fly over"),
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


@pytest.mark.parametrize(
    ("text", "speaker"),
    [
        # a title many people hold at once (ontology/shared-titles.tsv): another spokesman may be meant
        (
            "Spokesman Dan Pryce said the talks were over. Another spokesman told reporters that a deal "
            "was close. The spokesman said a strike would start.",
            "The spokesman",
        ),
        # a qualifier (ontology/office-qualifiers.tsv) is no office of its own
        ("Deputy Tom Hall opened the station. The deputy said crime had fallen.", "The deputy"),
    ],
)
def test_a_shared_title_or_a_qualifier_is_no_office(nlp, text, speaker):
    triple = [t for t in _triples(nlp, text) if t.lemma == "say"][-1]
    assert triple.subject.display == speaker
