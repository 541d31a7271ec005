"""Kinds of session 38 (issue 13): titles listed after "cartoons", "operas" or "consoles" and
"such as", "like" or "including" are works or products (kind Other), as after "films" or "programmes"; a
title after a person's lead or title role ("her lead role in [Kelvo]") is a work's, where a bare
"role in" stays a part in a firm. An Arabic armed group's name is an organisation's, and a sport story's
town that owns a player's name is the club. Near misses beside each. Each text is invented."""

from __future__ import annotations

import pytest

from kg.types import ORGANIZATION, OTHER, PERSON, PLACE
from tests.hand_tagged import hand_tagged


def kinds(text: str, tags: list[tuple[str, str]]) -> dict[str, str]:
    """Each mention's surface -> the kind of its entity."""
    return {m.text: e.kind for e in hand_tagged(text, tags).entities for m in e.mentions}


@pytest.mark.parametrize(
    ("text", "name", "label"),
    [
        ("Readers want cartoons such as Kelvo Cats and Harbour Lights back.", "Kelvo Cats", "PERSON"),
        ("She has directed operas such as La Kelva and Harbour Lights in Rome.", "La Kelva", "ORG"),
        ("Sales of consoles such as Kelvo and Hale Box rose in March.", "Kelvo", "ORG"),
    ],
)
def test_a_title_listed_after_cartoons_operas_or_consoles_is_other(text: str, name: str, label: str) -> None:
    assert kinds(text, [(name, label)])[name] == OTHER


def test_a_makers_possessive_in_a_list_of_consoles_keeps_the_maker() -> None:
    text = "Sales of consoles such as Kelvo's Hale Box and the Tarn rose in March."
    assert kinds(text, [("Kelvo", "ORG")])["Kelvo"] == ORGANIZATION


@pytest.mark.parametrize(
    ("text", "name", "label", "kind"),
    [
        (
            "Ann Lee, who won a prize for her lead role in Kelvo, thanked the jury.",
            "Kelvo",
            "PERSON",
            OTHER,
        ),
        (
            "Sam Hale took a senior role in Kelvo Bank last year, the bank said.",
            "Kelvo Bank",
            "ORG",
            ORGANIZATION,
        ),
        (
            "Sam Hale denied his role in Kelvo Holdings' collapse on Monday.",
            "Kelvo Holdings",
            "ORG",
            ORGANIZATION,
        ),
    ],
)
def test_a_persons_lead_role_is_in_a_work(text: str, name: str, label: str, kind: str) -> None:
    assert kinds(text, [(name, label)])[name] == kind


# Arabic armed groups (second helper): "Jund" opens a group's name as "Jaish" does; groups whose Arabic
# name opens with a word that also opens a person's or a place's name are listed by name; a group's name
# cut short to its last words ("Al Fatah") is no surname. NER's PERSON tags as FA-KES's model gives them.
@pytest.mark.parametrize(
    ("text", "tags", "name", "kind"),
    [
        (
            "Rebel groups like Jund Al Aqsa seized the village of Kafr Tarn on Monday.",
            [("Jund Al Aqsa", "PERSON"), ("Kafr Tarn", "GPE")],
            "Jund Al Aqsa",
            ORGANIZATION,
        ),
        (
            "The coalition which calls itself Ansar al-Sharia said it had shelled the town.",
            [("Ansar al-Sharia", "PERSON")],
            "Ansar al-Sharia",
            ORGANIZATION,
        ),
        (
            "A spokesman for the fighting group Nour El Din El Zinki said the town fell.",
            [("Nour El Din El Zinki", "PERSON")],
            "Nour El Din El Zinki",
            ORGANIZATION,
        ),
        (
            "Jeish al-Fatah fighters shelled the hill. Later Al Fatah withdrew and Jeish al Fatah regrouped.",
            [("Jeish al-Fatah", "PERSON"), ("Al Fatah", "PERSON"), ("Jeish al Fatah", "PERSON")],
            "Al Fatah",
            ORGANIZATION,
        ),
    ],
)
def test_an_arabic_armed_groups_name_is_an_organisation(
    text: str, tags: list[tuple[str, str]], name: str, kind: str
) -> None:
    assert kinds(text, tags)[name] == kind


@pytest.mark.parametrize(
    ("text", "tags", "name", "kind"),
    [
        # "Nour" is a given name: a person named so stays a person
        (
            "The photographer Nour Hamdan said the strike hit a car near the town.",
            [("Nour Hamdan", "PERSON")],
            "Nour Hamdan",
            PERSON,
        ),
        # "Ansar" also opens a district's name in a list that lost its commas
        (
            "Jets struck the districts of Ansar Bustan al-Tarn and Kallaseh on Friday.",
            [("Ansar Bustan al-Tarn", "GPE"), ("Kallaseh", "GPE")],
            "Ansar Bustan al-Tarn",
            PLACE,
        ),
    ],
)
def test_a_word_that_opens_a_persons_or_a_places_name_opens_no_group(
    text: str, tags: list[tuple[str, str]], name: str, kind: str
) -> None:
    assert kinds(text, tags)[name] == kind


# Clubs in sport stories (second helper): a player's position or a team-mate counts as a word of sport, and
# a line holding only a fixture or a result counts once; a town's possessive before a player's full name
# is the club only in a story about matches.
@pytest.mark.parametrize(
    ("text", "sport"),
    [
        ("The winger faces a ban for shoving the referee.\nHis team-mate, a fly-half, spoke up.", True),
        ("Kelso face Tarn in the cup.\n\nKelso v Tarn\n\nHale v Brent\n", True),
        # one position, written once, in a story about a firm, is no story about matches
        ("The firm's chief, a former striker, said shares in Kelso Bank rose.", False),
        ("Kelso Bank v Tarn Bank\n\nThe two banks will meet in court on Monday.", False),
    ],
)
def test_positions_and_fixture_lines_make_a_sport_story(text: str, sport: bool) -> None:
    from kg.entities.teams import sport_article

    assert sport_article(text) is sport


def test_a_towns_possessive_before_a_players_name_is_the_club_in_a_sport_story() -> None:
    text = (
        "The winger was banned for a month after the match. Kelso's David Brent was banned too, "
        "and the referee's report names a third player, a fly-half."
    )
    assert kinds(text, [("Kelso", "GPE"), ("David Brent", "PERSON")])["Kelso"] == ORGANIZATION


def test_a_towns_possessive_before_a_persons_name_stays_the_town_elsewhere() -> None:
    text = "Kelso's David Brent, the town's MP, said the new bridge would open in March."
    assert kinds(text, [("Kelso", "GPE"), ("David Brent", "PERSON")])["Kelso"] == PLACE
