"""Objects cut from what completes them (issue 12, class 7): the phrase an object needs now joins it when the
verb is a folded open complement ("called on X to put pressure on the regime"), the state an act left its
object in joins it ("left many fighters dead"), and verbs whose "with" or "for" phrase says with what or for
what the object was given, praised or blamed join that phrase (``object-complements.tsv``). Real-model
parses of invented sentences."""

from __future__ import annotations

import pytest

from tests.statements import objects_of, triples_of


@pytest.mark.parametrize(
    ("text", "lemma", "obj"),
    [
        # the innermost folded verb's phrase completes its object
        (
            "The opposition urged its allies and vowed to put pressure on the regime.",
            "vow to put",
            "pressure on the regime",
        ),
        (
            # "in the north" says where, and stays out
            "The ministry began refining its military options for possible strikes in the north.",
            "begin to refine",
            "its military options for possible strikes",
        ),
        ("The army left many fighters dead.", "leave", "many fighters dead"),
        (
            "The United States left the door open for a military strike.",
            "leave",
            "the door open for a military strike",
        ),
        # the adjective's own phrase says what the state is to
        ("The envoy left the door open to a new vote.", "leave", "the door open to a new vote"),
        # a quoted label keeps its closing mark
        ('The mayor called the plan "deeply flawed".', "call", 'the plan "deeply flawed"'),
        ("Turkey has supplied the rebels with weapons.", "supply", "the rebels with weapons"),
        ("Qatar armed the fighters with anti-tank missiles.", "arm", "the fighters with anti-tank missiles"),
        ("The governor thanked the volunteers for their help.", "thank", "the volunteers for their help"),
    ],
)
def test_object_keeps_what_completes_it(nlp, text, lemma, obj):
    assert obj in objects_of(nlp, text, lemma)


@pytest.mark.parametrize(
    ("text", "lemma", "obj"),
    [
        # a date says when, not what completes the object
        ("The ministry decided to send troops on Monday.", "decide to send", "troops"),
        # no state after the object: the place left stays itself
        ("The army left the town on Sunday.", "leave", "the town"),
        # a phrase that says when is no part of the state
        ("The army left many fighters dead after the raid.", "leave", "many fighters dead"),
        # a byline run on after a headline's last word is no part of the state's phrase
        ("Envoy leaves door open to new vote on Syria John Smith", "leave", "door open"),
        # a name stays itself, as the graph links it
        ("The army left Aleppo devastated.", "leave", "Aleppo"),
        ("The governor thanked Ahmed for his help.", "thank", "Ahmed"),
        # "with" says with what an attack was made: no row joins it
        ("The rebels attacked the base with rockets.", "attack", "the base"),
        # review: a "for" of how often is no cause
        ("The minister blamed the army for the second time this week.", "blame", "the army"),
    ],
)
def test_object_stays_itself(nlp, text, lemma, obj):
    assert objects_of(nlp, text, lemma) == {obj}


def test_negated_act_keeps_its_reason_apart(nlp):
    # review: "for fear of" is why the names were not given; joined, it would fall under the negation
    found = {
        (t.object.display, t.negated)
        for t in triples_of(nlp, "The families did not want to give their names for fear of arrest.")
        if t.object
    }
    assert ("their names", True) in found
    # near miss: a negated act keeps a completing phrase that is no reason
    found = {
        (t.object.display, t.negated)
        for t in triples_of(nlp, "Residents did not cast doubt on the council's motives.")
        if t.object
    }
    assert ("doubt on the council's motives", True) in found
