"""Kinds of session 41 (issue 13): a name a boss or a chief follows ("the Marlo boss", "Kelda Vane chief
steps down") is a club's, a firm's or a body's, which NER read as a person or a place; a name that heads a
share index or an alphabet ("the Kelvo index") is the index or the script, an organisation's tag too. Near
misses beside each. Each text is invented."""

from __future__ import annotations

import pytest

from kg.types import ORGANIZATION, OTHER, PERSON, PLACE
from tests.test_s38_kind import kinds


@pytest.mark.parametrize(
    ("text", "name", "label"),
    [
        ("The Marlo boss said his players must fight harder next week.", "Marlo", "PERSON"),
        ("Kelda Vane chief steps down after a poor year of trading.", "Kelda Vane", "PERSON"),
        ("Tarvek chiefs have met the unions twice this month.", "Tarvek", "GPE"),
        ("Brisco bosses blamed the cold weather for the weak sales.", "Brisco", "PERSON"),
    ],
)
def test_a_name_a_boss_or_a_chief_follows_is_an_organisation(text: str, name: str, label: str) -> None:
    assert kinds(text, [(name, label)])[name] == ORGANIZATION


@pytest.mark.parametrize(
    ("text", "name", "label", "kind"),
    [
        # a nation fields a side: its boss leaves it a place (kinds.stated_kind)
        ("The Wales boss said his side must improve.", "Wales", "GPE", PLACE),
        # a possessive between: the chief is the person's own adviser
        ("Kelda Vane's chief adviser resigned on Monday.", "Kelda Vane", "PERSON", PERSON),
        # a lower-case word between: the boss is of what the name qualifies
        ("Marlo said the new boss would start in May.", "Marlo", "PERSON", PERSON),
    ],
)
def test_a_nation_or_a_possessive_keeps_its_kind(text: str, name: str, label: str, kind: str) -> None:
    assert kinds(text, [(name, label)])[name] == kind


@pytest.mark.parametrize(
    ("text", "name", "label"),
    [
        ("The Kelvo index of big shares ended 23 points higher.", "Kelvo", "ORG"),
        ("The Tarvek World share index barely moved on Friday.", "Tarvek World", "ORG"),
        ("France's Quenvo index fell 1% in early trade.", "Quenvo", "ORG"),
        ("Few readers could tell the Kelvic alphabet from its neighbours.", "Kelvic", "NORP"),
    ],
)
def test_a_name_that_heads_an_index_or_an_alphabet_is_the_thing_itself(
    text: str, name: str, label: str
) -> None:
    assert kinds(text, [(name, label)])[name] == OTHER


@pytest.mark.parametrize(
    ("text", "name", "label", "kind"),
    [
        # a maker's name before a product's noun keeps its kind (session 35)
        ("The Nokia handset sold well in March.", "Nokia", "ORG", ORGANIZATION),
        # no noun phrase opens before the name: "index" may be the verb's
        ("Analysts at Kelvo index the bonds to inflation.", "Kelvo", "ORG", ORGANIZATION),
        # a word between: the index is the firm's or the institute's the name is
        ("The Kelvo optimism index rose for a third month.", "Kelvo", "ORG", ORGANIZATION),
        # a known place's name before an index is the market's place
        ("Prices on the London index fell.", "London", "GPE", PLACE),
    ],
)
def test_a_maker_a_verb_or_a_place_before_the_noun_keeps_its_kind(
    text: str, name: str, label: str, kind: str
) -> None:
    assert kinds(text, [(name, label)])[name] == kind


@pytest.mark.parametrize(
    ("text", "name", "label"),
    [
        (
            "Fenwick lost one set against Korean player Hyung-Soo Lovar before he won.",
            "Hyung-Soo Lovar",
            "ORG",
        ),
        ("The Italy captain Marco Bortevi said the side was ready.", "Marco Bortevi", "ORG"),
    ],
)
def test_a_name_after_player_or_captain_is_a_persons(text: str, name: str, label: str) -> None:
    assert kinds(text, [(name, label)])[name] == PERSON


@pytest.mark.parametrize(
    ("text", "name", "label", "kind"),
    [
        # a "." after a whole word ends its sentence: the name opens the next one
        ("It is the year of the media player. Kelvo signed a deal.", "Kelvo", "ORG", ORGANIZATION),
        ("The prize went to the actor. Kelvo paid for the party that night.", "Kelvo", "ORG", ORGANIZATION),
        # a nation before "captain" fields the side, and stays a place
        ("Wales captain Tom Reid said the side was ready.", "Wales", "GPE", PLACE),
        # an abbreviation's "." still precedes the name it titles
        ("Talks were led by Dr. Kelvo, who spoke for an hour.", "Kelvo", "ORG", PERSON),
    ],
)
def test_a_sentences_end_or_a_nation_before_the_word_keeps_its_kind(
    text: str, name: str, label: str, kind: str
) -> None:
    assert kinds(text, [(name, label)])[name] == kind
