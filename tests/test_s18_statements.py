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
        # "of" leaves it open whose the participle is (the convoy's or the fighters'): left as parsed
        ("Troops attacked a convoy of fighters killing 20.", "fighters"),
    ],
)
def test_harm_after_an_event_or_a_thing_seen_stays_its_own(nlp, sentence: str, doer: str) -> None:
    assert find(triples_of(nlp, sentence), "kill").subject.text == doer
