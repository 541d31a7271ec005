"""Kinds of session 46 (issue 13): a club written by its town's name in running text, which NER tags as the
town or a person: a transfer's or a knock-out's verb before it ("joined Kelso", "saw off Kelso"), a club's
staff after it ("the Kelso boss", "Kelso's manager"), "a Kelso side", a score beside it ("Kelso 3-1
Hale"), and a match's verb before a name tagged as a person that is no person's ("beat Norvane"). Near
misses beside each: no sport story, a nation, a person's full name, a person's possessive. Each text is
invented."""

from __future__ import annotations

import pytest

from kg.types import ORGANIZATION, PERSON, PLACE
from tests.test_s38_kind import kinds

# a story about matches: "league", "match" and "striker" (teams.sport_article)
_SPORT = "The league match ended late and the striker was booked twice. "


@pytest.mark.parametrize(
    "sentence",
    [
        "Brand joined Kelso in the summer from a lower division.",
        "Last month Brand signed for Kelso on a two-year deal.",
        "They saw off Kelso on Tuesday night to go through.",
        "The Kelso boss was unhappy with the referee.",
        "Kelso's manager said the result was fair.",
        "Brand scored twice for a Kelso side short of confidence.",
        "It finished Kelso 3-1 Harwick after extra time.",
        "It finished Harwick 1-3 Kelso after extra time.",
        "Two of his friends played in the great Kelso side that won the cup.",
    ],
)
def test_a_town_in_a_clubs_words_is_the_club_in_a_sport_story(sentence: str) -> None:
    text = _SPORT + sentence
    assert kinds(text, [("Kelso", "GPE")])["Kelso"] == ORGANIZATION


def test_a_town_and_a_club_word_tagged_as_a_place_is_the_club_in_a_sport_story() -> None:
    text = _SPORT + "Harrogate Rovers are expected to appeal against the fine."
    assert kinds(text, [("Harrogate Rovers", "GPE")])["Harrogate Rovers"] == ORGANIZATION


def test_a_match_verb_before_a_name_tagged_person_is_the_club() -> None:
    text = _SPORT + "Harwick beat Norvane at the weekend to stay top."
    assert kinds(text, [("Norvane", "PERSON")])["Norvane"] == ORGANIZATION


@pytest.mark.parametrize(
    ("text", "name", "label", "kind"),
    [
        # no story about matches: a town one joins is the town
        ("Brand joined Kelso in the summer after years in the city.", "Kelso", "GPE", PLACE),
        # a nation's side is judged as its country
        (_SPORT + "Brand scored twice for a Scotland side short of confidence.", "Scotland", "GPE", PLACE),
        # a country's code names its national side too
        (_SPORT + "Brand scored twice for the GB side in the relay.", "GB", "GPE", PLACE),
        # "side of" is a place's side
        (_SPORT + "Fans gathered on the Kelso side of the river.", "Kelso", "GPE", PLACE),
        # a player's surname the article writes in full is the player
        (
            _SPORT + "Harwick beat Norvane at the weekend. Ella Norvane was upset.",
            "Norvane",
            "PERSON",
            PERSON,
        ),
        # a person's possessive is the person's: a player's coach
        (_SPORT + "Norvane's coach said the result was fair.", "Norvane", "PERSON", PERSON),
        # a given name opens the name: the person
        (_SPORT + "Harwick beat Anna at the weekend to stay top.", "Anna", "PERSON", PERSON),
    ],
)
def test_near_misses_keep_their_kind(text: str, name: str, label: str, kind: str) -> None:
    assert kinds(text, [(name, label)])[name] == kind
