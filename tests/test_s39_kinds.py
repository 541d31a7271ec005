"""Kinds of session 39 (issue 13): a name shares or a stake are held "in" is a firm's or a club's, not a
place NER's person tag after "in" would make it; a town's possessive before a team's standing ("Kelso's
league lead", "Hale's £2m offer") is its club in a sport story; titles listed after "classics such as" are
works. Near misses beside each. Each text is invented."""

from __future__ import annotations

import pytest

from kg.types import EVENT, ORGANIZATION, OTHER, PERSON, PLACE
from tests.test_s38_kind import kinds


@pytest.mark.parametrize(
    ("text", "name", "label"),
    [
        ("Shares in Tarvek rose 12% on Friday after the sale.", "Tarvek", "PERSON"),
        ("Shares in engineering group Tarvek rose 12% on Friday.", "Tarvek", "PERSON"),
        ("Norvale bought a 30% stake in Brisco Holdings last year.", "Brisco Holdings", "PERSON"),
        ("Shareholders in Tarvek will vote on the offer next week.", "Tarvek", "GPE"),
    ],
)
def test_a_name_shares_are_held_in_is_an_organisation(text: str, name: str, label: str) -> None:
    assert kinds(text, [(name, label)])[name] == ORGANIZATION


@pytest.mark.parametrize(
    ("text", "name", "label", "kind"),
    [
        # a place's name after "shares in" is where they trade
        ("Shares in London fell sharply on Monday.", "London", "GPE", PLACE),
        # a preposition ends the holding's phrase: the name after it is not the one held
        (
            "Holders get two new shares in return for each Tarvek share they own.",
            "Tarvek",
            "ORG",
            ORGANIZATION,
        ),
    ],
)
def test_a_place_or_a_name_past_a_preposition_is_no_holding(
    text: str, name: str, label: str, kind: str
) -> None:
    assert kinds(text, [(name, label)])[name] == kind


def test_a_holding_in_a_given_named_person_keeps_the_person() -> None:
    # a full name opening with a given name is a person's whatever a word before says (roles.post_in_body)
    from kg.entities.roles import post_in_body
    from tests.hand_tagged import mention_at

    text = "Fans with shares in Robert Hale's new venture were told to wait."
    assert not post_in_body(text, mention_at(text, "Robert Hale", "PERSON"))


_MATCH = "Kelso beat Hale 2-1 in the league match on Saturday and the striker scored twice. "


@pytest.mark.parametrize(
    "sentence",
    [
        "Kelso's league lead is now six points.",
        "Kelso's best chance came in the first half.",
        "Kelso's £2m offer for the winger was turned down.",
        "Kelso's pursuit of the title goes on.",
    ],
)
def test_a_towns_possessive_before_a_teams_standing_is_the_club_in_a_sport_story(sentence: str) -> None:
    text = _MATCH + sentence
    tags = [("Kelso", "GPE"), ("Hale", "GPE"), ("Kelso", "GPE")]
    assert kinds(text, tags)["Kelso"] == ORGANIZATION


def test_a_towns_possessive_before_a_lead_stays_the_town_outside_sport() -> None:
    text = "Kelso's lead in the tourism figures grew last year, the council said."
    assert kinds(text, [("Kelso", "GPE")])["Kelso"] == PLACE


def test_a_nations_possessive_before_a_chance_stays_the_country() -> None:
    text = _MATCH.replace("Kelso", "Scotland", 1) + "Scotland's best chance came in the first half."
    tags = [("Scotland", "GPE"), ("Hale", "GPE"), ("Scotland", "GPE")]
    assert kinds(text, tags)["Scotland"] == PLACE


@pytest.mark.parametrize(
    ("name", "label"),
    [("Kelvo Run", "ORG"), ("Harbour Lander", "PERSON"), ("Tarnwick", "GPE")],
)
def test_titles_listed_after_classics_are_works(name: str, label: str) -> None:
    text = "The phones carry arcade classics such as Kelvo Run, Harbour Lander and Tarnwick."
    tags = [("Kelvo Run", "ORG"), ("Harbour Lander", "PERSON"), ("Tarnwick", "GPE")]
    assert kinds(text, tags)[name] == OTHER


@pytest.mark.parametrize(
    ("text", "name", "label", "kind"),
    [
        (
            "Vendors met at the Kelso Electronics Show in Las Vegas.",
            "the Kelso Electronics Show",
            "ORG",
            EVENT,
        ),
        ("Ann Lee won a prize at the Kelso Globes on Sunday.", "the Kelso Globes", "FAC", EVENT),
        # a bare "show" heads a programme's name as often: the name keeps NER's kind
        ("Ann Lee hosted The Kelso Show for ten years.", "The Kelso Show", "ORG", ORGANIZATION),
    ],
)
def test_a_name_ending_in_a_trade_show_or_globes_is_a_happening(
    text: str, name: str, label: str, kind: str
) -> None:
    assert kinds(text, [("Ann Lee", "PERSON")] * text.count("Ann Lee") + [(name, label)])[name] == kind


@pytest.mark.parametrize(
    ("text", "tags", "name", "kind"),
    [
        # "classics" lists makers as often as titles: a surname alone NER reads as a person's is a composer's
        (
            "The quartet will play classics such as Tarvetti and Morlani at the Kelso Hall.",
            [("Tarvetti", "PERSON"), ("Morlani", "PERSON"), ("the Kelso Hall", "FAC")],
            "Morlani",
            PERSON,
        ),
        # a full name that opens with a given name is a person's too
        (
            "The choir sang classics such as Robert Tarvetti and Morlani.",
            [("Robert Tarvetti", "PERSON"), ("Morlani", "PERSON")],
            "Robert Tarvetti",
            PERSON,
        ),
        # a race's name NER cut at its hyphen: the town left is no work
        (
            "He now targets spring classics such as Kelso-Harbour Vale next season.",
            [("Kelso", "GPE")],
            "Kelso",
            PLACE,
        ),
    ],
)
def test_classics_listed_by_maker_or_cut_at_a_hyphen_are_no_works(text, tags, name, kind) -> None:
    assert kinds(text, tags)[name] == kind


def test_composers_after_classics_stay_people_with_the_real_model(nlp) -> None:
    from tests.test_s27_entity_kinds import _kinds

    found = _kinds("The orchestra will play classics such as Mozart and Vivaldi at the Kelso Hall on Friday.")
    assert found.get("Mozart") == PERSON and found.get("Vivaldi") == PERSON, found
