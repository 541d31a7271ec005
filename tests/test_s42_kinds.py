"""Kinds of session 42 (issue 13): a computer virus, a worm or a trojan is named for itself ("the Kelvo
worm", "viruses such as Kelvo and Tarn"), malware, kind Other, whatever NER tagged its made-up name; the
names joined before such a noun share it ("the Kelvo and Tarn virus families"). Near misses beside each.
Each text is invented."""

from __future__ import annotations

import pytest

from kg.types import ORGANIZATION, OTHER, PERSON
from tests.test_s38_kind import kinds


@pytest.mark.parametrize(
    ("text", "name", "label"),
    [
        ("Experts found that the Kelvo worm deletes photos on shared drives.", "Kelvo", "GPE"),
        ("In March the Quenvo virus began to spread through office networks.", "Quenvo", "ORG"),
        ("A student wrote the Brisket trojan for a bet, the court heard.", "Brisket", "PERSON"),
        ("Code for viruses such as Kelvo, Tarnix and Quenvo is traded openly.", "Tarnix", "GPE"),
        ("Code for worms like Kelvo and Quenvo is traded openly.", "Quenvo", "ORG"),
    ],
)
def test_a_name_of_a_virus_a_worm_or_a_trojan_is_other(text: str, name: str, label: str) -> None:
    assert kinds(text, [(name, label)])[name] == OTHER


@pytest.mark.parametrize(
    ("text", "name", "label"),
    [
        ("A teenager admitted writing the Kelvo and Quenvo virus families.", "Kelvo", "PERSON"),
        ("The Kelvo, Tarnix and Quenvo worms all spread by e-mail.", "Kelvo", "GPE"),
        ("Traders watched the Kelvo and Quenvo indices fall all week.", "Kelvo", "ORG"),
    ],
)
def test_names_joined_before_the_noun_share_it(text: str, name: str, label: str) -> None:
    assert kinds(text, [(name, label)])[name] == OTHER


@pytest.mark.parametrize(
    ("text", "name", "label"),
    [
        # the people and the tools that fight a virus: the name before them is a firm's
        ("The Kelvo virus experts said the outbreak was slowing.", "Kelvo", "ORG"),
        ("Users of the Quenvo virus scanner were told to update it.", "Quenvo", "ORG"),
        # a firm that speaks names no virus of its own ("Kelvo said")
        ("Kelvo said the Kelvo worm alarm was a test of its staff.", "Kelvo", "ORG"),
    ],
)
def test_a_firm_before_the_fighters_of_a_virus_keeps_its_kind(text: str, name: str, label: str) -> None:
    assert kinds(text, [(name, label)])[name] == ORGANIZATION


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Tamworth Sharks beat the league leaders on Saturday.", "Tamworth Sharks"),
        ("Grimsby United scored twice in the last ten minutes.", "Grimsby United"),
        ("Fans of Doncaster North End queued for tickets all night.", "Doncaster North End"),
    ],
)
def test_a_towns_name_and_a_clubs_word_tagged_person_is_the_club(text: str, name: str) -> None:
    assert kinds(text, [(name, "PERSON")])[name] == ORGANIZATION


@pytest.mark.parametrize(
    ("text", "name"),
    [
        # a given name before the club's word may be a man's ("Nelson" of Nelson Mandela)
        ("Chester Town was born in Kent and trained as a nurse.", "Chester Town"),
        # no place before it: a title and a given name
        ("Princess Alexandra opened the new ward on Friday.", "Princess Alexandra"),
        # the whole name a place GeoNames knows
        ("Reporters flew to Mexico City for the summit.", "Mexico City"),
    ],
)
def test_a_given_name_or_a_place_before_the_word_keeps_its_kind(text: str, name: str) -> None:
    assert kinds(text, [(name, "PERSON")])[name] != ORGANIZATION


@pytest.mark.parametrize(
    ("text", "name", "label"),
    [
        ("The Welsh side Kelvo Harps lost at home again.", "Kelvo Harps", "PERSON"),
        ("The rock outfit Tarn Lantern will tour in the spring.", "Tarn Lantern", "PERSON"),
        ("The web portal Quenvo Mira has four million users.", "Quenvo Mira", "PERSON"),
    ],
)
def test_a_name_after_side_outfit_or_portal_is_an_organisation(text: str, name: str, label: str) -> None:
    assert kinds(text, [(name, label)])[name] == ORGANIZATION


def test_a_flankers_open_side_before_a_name_is_a_players_position() -> None:
    text = "Up front, open-side Kelvo Marran is fit to start on Saturday."
    assert kinds(text, [("Kelvo Marran", "PERSON")])["Kelvo Marran"] == PERSON


@pytest.mark.parametrize(
    ("text", "name", "label", "kind"),
    [
        # a phrase of place that ends in "side" names no team before the name
        ("Standing by his side Anna Kelvo smiled at the crowd.", "Anna Kelvo", "PERSON", PERSON),
        (
            "On the Afghan side Kelvo Marran told reporters the border was shut.",
            "Kelvo Marran",
            "PERSON",
            PERSON,
        ),
        # guards: a team's "side" after "to", "by" or "at"
        ("Bath lost at home to the French side Kelvo Harps.", "Kelvo Harps", "PERSON", ORGANIZATION),
        ("Bath were beaten by the French side Kelvo Harps.", "Kelvo Harps", "PERSON", ORGANIZATION),
        ("He spent a season at Welsh side Kelvo Harps.", "Kelvo Harps", "PERSON", ORGANIZATION),
    ],
)
def test_side_ending_a_phrase_of_place_names_no_team(text: str, name: str, label: str, kind: str) -> None:
    assert kinds(text, [(name, label)])[name] == kind
