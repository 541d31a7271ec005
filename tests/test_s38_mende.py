"""Mends of session 38's entity kinds after review. A town's possessive before a person's full name is the
club only in a sentence of a team's play ("Kelso's Mark McCall was sent off"), not an athlete's or a
mayor's home town in a sport story; names such as McCall and O'Neill are read. Each text is invented; the
rule's own cases beside its near misses. "Her leading role in" a body and "gadgets such as" a list of makers
leave the names bodies' ("lead role" and "consoles such as" keep their works, tests/test_s38_kind.py)."""

from __future__ import annotations

import pytest

from kg.types import ORGANIZATION, PLACE, Article
from tests.hand_tagged import hand_tagged


def kinds(text: str, tags: list[tuple[str, str]]) -> dict[str, str]:
    """Each mention's surface -> the kind of its entity."""
    return {m.text: e.kind for e in hand_tagged(text, tags).entities for m in e.mentions}


def model_kinds(nlp, text: str) -> dict[str, str]:
    """Each entity's label -> its kind, NER and all by the real model."""
    from kg.pipeline import model_corpus

    return {e.label: e.kind for e in model_corpus([Article("a0", text)], progress=None).entities}


# a sport story (three words of sport or more) for each case
_STORY = " The league match and the cup tie follow next week, and the tournament sold out."


@pytest.mark.parametrize(
    ("sentence", "person"),
    [
        ("Kelso's Mark McCall was sent off after a tackle on the keeper.", "Mark McCall"),
        ("Kelso's Martin O'Neill scored the only goal in the second half.", "Martin O'Neill"),
        ("Kelso's David Hale, the winger, has signed a new deal.", "David Hale"),
    ],
)
def test_a_towns_possessive_before_a_player_in_a_sentence_of_play_is_the_club(
    sentence: str, person: str
) -> None:
    text = sentence + _STORY
    assert kinds(text, [("Kelso", "GPE"), (person, "PERSON")])["Kelso"] == ORGANIZATION


@pytest.mark.parametrize(
    ("sentence", "person"),
    [
        ("Kelso's Jessica Hale won the heptathlon at the world championships.", "Jessica Hale"),
        ("Kelso's Steve Brent opened the new stand at the club's ground on Saturday.", "Steve Brent"),
        ("Kelso's Tom Reid will fight for the world title in the ring in May.", "Tom Reid"),
    ],
)
def test_a_towns_possessive_before_an_athlete_or_a_mayor_stays_the_town(sentence: str, person: str) -> None:
    text = sentence + _STORY
    assert kinds(text, [("Kelso", "GPE"), (person, "PERSON")])["Kelso"] == PLACE


def test_an_athletes_home_town_in_a_sport_story_stays_a_place_with_the_real_model(nlp) -> None:
    text = (
        "Sheffield's Jessica Hale won the heptathlon at the world championships in Rome. She led after the "
        "first day, her coach said the championships were her best, and the team's tournament was its best."
    )
    assert model_kinds(nlp, text)["Sheffield"] == PLACE


@pytest.mark.parametrize(
    ("text", "tags", "name"),
    [
        (
            "Ann Hale, who retired in May, was praised for her leading role in Kelvo Watch in the 1990s.",
            [("Ann Hale", "PERSON"), ("Kelvo Watch", "ORG")],
            "Kelvo Watch",
        ),
        (
            "The levy will hit sellers of gadgets such as Kelvo, Tarnmark and Halecom.",
            [("Kelvo", "ORG"), ("Tarnmark", "ORG"), ("Halecom", "ORG")],
            "Tarnmark",
        ),
    ],
)
def test_a_leading_role_or_a_list_of_gadgets_leaves_a_body_a_body(
    text: str, tags: list[tuple[str, str]], name: str
) -> None:
    assert kinds(text, tags)[name] == ORGANIZATION


@pytest.mark.parametrize(
    ("text", "name"),
    [
        (
            "Ann Hale, who retired in May, was praised for her leading role in Amnesty International.",
            "Amnesty International",
        ),
        ("The new levy will hit sellers of gadgets such as Apple, Samsung and Huawei.", "Samsung"),
    ],
)
def test_a_leading_role_or_a_list_of_gadgets_leaves_a_body_a_body_with_the_real_model(
    nlp, text: str, name: str
) -> None:
    assert model_kinds(nlp, text)[name] == ORGANIZATION
