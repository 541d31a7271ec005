"""Session 18 statement rules (issue 12): a participle of harm hung on the place or thing an attack hit is the
attacker's act. Invented sentences, the real spaCy model."""

from __future__ import annotations

import pytest
from statements import find, triples_of

TARGET_CASES = [
    # (sentence, who does the harm, the harm's relation, the attack's relation, its object, cut before the
    # harm)
    (
        "Rebel gunmen have attacked a gas plant in Homs killing at least 12 guards a local official said"
        " on Monday.",
        "Rebel gunmen",
        "kill",
        "attack",
        "a gas plant in Homs",
    ),
    ("Gunmen raided a checkpoint killing four policemen.", "Gunmen", "kill", "raid", "a checkpoint"),
]


@pytest.mark.parametrize(("sentence", "doer", "harm", "act", "target"), TARGET_CASES)
def test_harm_after_an_attacked_place_is_the_attackers(
    nlp, sentence: str, doer: str, harm: str, act: str, target: str
) -> None:
    triples = triples_of(nlp, sentence)
    assert find(triples, harm).subject.text == doer
    attacked = find(triples, act).object
    assert attacked is not None and attacked.text == target


@pytest.mark.parametrize(
    ("sentence", "doer"),
    [
        # an event does its own harm, and a thing seen is what the participle is about
        ("Activists condemned an airstrike killing ten children.", "an airstrike"),
        ("Residents saw a truck in the street killing two men.", "a truck in the street"),
        # since session 40 a harm participle on an attack verb's object, its "of" phrase included, is the
        # attack's: a convoy attacked does not kill, the attack that hit it does (s40-attach, f190e63)
        ("Troops attacked a convoy of fighters killing 20.", "Troops"),
    ],
)
def test_harm_after_an_event_or_a_thing_seen_stays_its_own(nlp, sentence: str, doer: str) -> None:
    assert find(triples_of(nlp, sentence), "kill").subject.text == doer


@pytest.mark.parametrize(
    ("sentence", "lemma"),
    [
        # a participle or a relative clause of an act that the parser gives a place: someone else's act
        (
            "Soldiers shelled buses in the old district which had been waiting to leave for Aleppo.",
            "wait to leave for",
        ),
    ],
)
def test_an_act_given_to_a_place_stays_out_of_the_graph(nlp, sentence: str, lemma: str) -> None:
    assert find(triples_of(nlp, sentence), lemma).flag == "attachment"


@pytest.mark.parametrize(
    "sentence",
    [
        # the parser makes the villages abduct, as a gerund's subject or as the noun a participle is hung on
        "Rebel fighters mounted raids this week on Christian villages abducting more than 50 people.",
        "The militia launched raids on remote villages kidnapping dozens of farmers.",
    ],
)
def test_an_abduction_from_attacked_villages_is_the_attackers(nlp, sentence: str) -> None:
    found = [t for t in triples_of(nlp, sentence) if t.lemma in {"abduct", "kidnap"}]
    assert found and found[0].subject.text in {"Rebel fighters", "The militia"}


def test_an_act_hung_on_a_place_inside_a_nouns_phrase_is_that_nouns(nlp) -> None:
    # "a car bombing in the town that killed nine": the bombing killed them, not the town
    text = "The group claimed a car bombing in the northern town that killed nine people."
    found = find(triples_of(nlp, text), "kill")
    assert found.subject.text == "a car bombing" and found.flag != "attachment"


@pytest.mark.parametrize(
    ("sentence", "lemma"),
    [
        ("Rebels shelled a village that lies near the border.", "lie near"),  # a verb a place does
        ("The army retook a district captured by rebels last year.", "capture"),  # a passive
        ("The bakery in the town that employs ten people was hit.", "employ"),  # a thing: no `place` row
    ],
)
def test_what_a_place_does_keeps_it_as_subject(nlp, sentence: str, lemma: str) -> None:
    assert find(triples_of(nlp, sentence), lemma).flag != "attachment"


TITLE_CASES = [
    # (sentence, name, whether "name | be | title" is stated)
    (
        "The plan was backed by his coach at the club, former Wales and Lions prop Gareth Jones.",
        "Gareth Jones",
        False,
    ),
    ("The ban was imposed by then president Ronald Reagan in 1986.", "Ronald Reagan", False),
    ("It followed the jailing of ex-Yukos boss Mikhail Khodorkovsky.", "Mikhail Khodorkovsky", False),
    # the qualifier inside the title says it itself, and a title without one is held now
    ("The late actor John Smith starred in it.", "John Smith", True),
    ("The singer traded blows with guitarist Patrick Walden.", "Patrick Walden", True),
]


@pytest.mark.parametrize(("sentence", "name", "stated"), TITLE_CASES)
def test_a_former_title_is_not_stated_as_held(nlp, sentence: str, name: str, stated: bool) -> None:
    titles = [t for t in triples_of(nlp, sentence) if t.lemma == "be" and t.subject.text == name]
    assert bool(titles) is stated


def test_a_quoted_he_is_not_the_speaker_named_with_mr(nlp) -> None:
    # "Tom Hale" for the antecedent and "Mr Hale" for the speaker are one person, who in direct speech is "I"
    text = (
        "Tom Hale fought the 1992 election on a soapbox. In his memoirs, he argues the plan contrasted with"
        ' his rival\'s staged events. "He wanted to look like a statesman. I wanted to meet the voters,"'
        " Mr Hale writes."
    )
    triples = triples_of(nlp, text)
    assert find(triples, "want to look like").flag == "pronoun"
    assert find(triples, "want to meet").subject.display == "Mr Hale"


@pytest.mark.parametrize(
    ("sentence", "lemma"),
    [
        # a particle of "be" the parser left as an adverb or an empty preposition joins the relation
        ("The singer is up for three awards.", "be up for"),
        ("Smith thought he was in for a goal after the pass.", "be in for"),
        ("The film is out in Britain next week.", "be out in"),
    ],
)
def test_a_particle_of_be_joins_the_relation(nlp, sentence: str, lemma: str) -> None:
    find(triples_of(nlp, sentence), lemma)


def test_a_particle_after_a_complement_is_the_complements(nlp) -> None:
    triples = triples_of(nlp, "The players are all due in on Sunday.")
    assert not any(t.lemma.startswith("be in") for t in triples)


LIST_CASES = [
    # (sentence, subject, object, whether the apposition is a list item the graph keeps out)
    (
        "Inside the box there is a fast processor, a DVD drive, a hard disk and a modem.",
        "a fast processor",
        "a modem",
        True,
    ),
    # an item of the list has no description of its own between commas
    (
        "Inside the little case there is a fast chip, a DVD burner, a hard disk, some other cables and"
        " wires and a keyboard.",
        "a DVD burner",
        "a hard disk",
        True,
    ),
    # an Oxford comma: the last item hangs on the one before, not on the subject
    (
        "Inside the case there is a fast processor, a DVD drive, and a modem.",
        "a fast processor",
        "a DVD drive",
        True,
    ),
    (
        "The Zapper combined music player, camera and gaming gadget goes on sale on Monday.",
        "The Zapper combined music player",
        "camera",
        True,
    ),
    # a name's descriptions, and a name in brackets, are no list
    ("John Smith, a lawyer and father of three, was elected.", "John Smith", "a lawyer", False),
    (
        "The service will carry high-definition TV (HDTV) and video on demand.",
        "high-definition TV",
        "HDTV",
        False,
    ),
]


@pytest.mark.parametrize(("sentence", "subject", "obj", "listed"), LIST_CASES)
def test_commas_closed_by_and_are_a_list_not_appositions(
    nlp, sentence: str, subject: str, obj: str, listed: bool
) -> None:
    found = [t for t in triples_of(nlp, sentence) if t.lemma == "be" and t.subject.text == subject]
    copula = next(t for t in found if t.object is not None and t.object.text == obj)
    assert (copula.flag == "copula") is listed


@pytest.mark.parametrize(
    ("sentence", "lemma"),
    [
        # a place that is its clause's own subject, a passive's subject or an "there were" attribute has no
        # other noun the clause could belong to: the clause is the place's
        ("Villages that hid the deserters were burned by the militia.", "hide"),
        ("Towns that voted against the budget will lose their grants.", "vote against"),
        ("Cities that won Olympic bids spent billions on stadiums.", "win"),
        ("Four districts that reported results backed the governor.", "report"),
        ("There were three provinces which reported heavy rain.", "report"),
        ("The storm struck Ashford, a town that serves as a gateway for travellers.", "serve as"),
    ],
)
def test_a_place_that_is_its_clauses_subject_keeps_its_act(nlp, sentence: str, lemma: str) -> None:
    assert find(triples_of(nlp, sentence), lemma).flag != "attachment"


def test_an_apposition_before_and_is_no_list_item(nlp) -> None:
    # "the chairman, a former banker, and two directors": one description enclosed by commas, then the
    # subject's own second item
    text = "The club's president, a former striker, and two coaches resigned on Friday."
    found = [t for t in triples_of(nlp, text) if t.lemma == "be"]
    copula = next(t for t in found if t.object is not None and t.object.text == "a former striker")
    assert copula.flag != "copula"


def test_a_title_after_and_is_held_though_the_one_before_is_former(nlp) -> None:
    # "former" qualifies the programmer only: the analyst's title is held now
    text = (
        "New software rules could put small firms at risk of lawsuits, warns former programmer and technology"
        " analyst Bill Thompson."
    )
    titles = [t for t in triples_of(nlp, text) if t.lemma == "be" and t.subject.text == "Bill Thompson"]
    assert titles and titles[0].object is not None and titles[0].object.text == "technology analyst"


def test_a_relative_clause_after_a_comma_stays_on_its_place(nlp) -> None:
    text = "Voters in the town, which elected a Green councillor in 2003, backed the Conservatives."
    assert not any(t.subject.text == "Voters" for t in triples_of(nlp, text) if t.lemma == "elect")


def test_violent_harm_is_no_places_act_whatever_the_parse(nlp) -> None:
    # the parser makes "the districts" the subject of "said"; a district destroys nothing
    text = (
        "Army units pressed on in Jobar and the districts around it in the east destroying four tunnels with"
        " fighters inside, state media said."
    )
    assert find(triples_of(nlp, text), "destroy").flag == "attachment"


def test_a_description_with_a_clause_before_and_is_a_list_item(nlp) -> None:
    text = (
        "In the party he has been seen as a loyal deputy, a fixer who avoids feuds, and a man whose wit makes"
        " him widely liked."
    )
    found = [t for t in triples_of(nlp, text) if t.lemma == "be" and t.object is not None]
    assert next(t for t in found if t.object.text == "a fixer").flag == "copula"


def test_a_relative_clause_on_a_place_inside_a_nouns_phrase_is_the_nouns(nlp) -> None:
    # the re-hosting needs no participle: a town employs no one, the factory does
    found = find(triples_of(nlp, "The factory in the town that employs 500 people will close."), "employ")
    assert found.subject.text == "The factory"


def test_an_appositive_with_a_clause_lists_nothing_past_it(nlp) -> None:
    # the parser hangs "campaigning groups" on "a subject", past its clause: they are what the clause excites
    text = (
        "Oddly for those who will pay, the fight concerns the taxing of online games, a subject that may"
        " excite the gamers, campaigning groups and technical press but does not worry most voters."
    )
    found = [t for t in triples_of(nlp, text) if t.lemma == "be" and t.object is not None]
    assert next(t for t in found if t.object.text == "a subject").flag != "copula"
    assert next(t for t in found if t.object.text == "campaigning groups").flag == "copula"
