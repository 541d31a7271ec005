"""Near misses of session 41's kinds (review b): a place before "boss" or "chief" keeps its kind, and so
does a person's name before a title that goes on after "chief" ("chief of staff", "chief negotiator").
Each text is invented."""

from __future__ import annotations

import pytest

from kg.types import ORGANIZATION, PERSON, PLACE
from tests.test_s38_kind import kinds


@pytest.mark.parametrize(
    ("text", "name", "label"),
    [
        ("The Leeds boss of Kelvo Bank quit on Tuesday.", "Leeds", "GPE"),
        ("Ann Lee, the firm's Africa chief, said orders were slow.", "Africa", "LOC"),
        ("The Nevada chief executive of the chain left in June.", "Nevada", "GPE"),
    ],
)
def test_a_place_before_a_boss_keeps_its_kind(text: str, name: str, label: str) -> None:
    assert kinds(text, [(name, label)])[name] == PLACE


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Former Marvo chief of staff Ted Quill met the envoy in Oslo.", "Marvo"),
        ("Marvo chief negotiator Ted Quill said the talks had stalled.", "Marvo"),
        ("Marvo chief strategist Ted Quill defended the budget.", "Marvo"),
    ],
)
def test_a_surname_before_a_chiefs_title_stays_a_person(text: str, name: str) -> None:
    assert kinds(text, [(name, "PERSON")])[name] == PERSON


def test_a_bare_boss_ending_the_phrase_still_makes_an_organisation() -> None:
    text = "Marvo boss Ted Quill said the players had let the fans down."
    assert kinds(text, [("Marvo", "PERSON")])["Marvo"] == ORGANIZATION


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Sales of the media player Zorvo doubled last year.", "Zorvo"),
        ("Few people still prefer the music player Zorvo to the radio.", "Zorvo"),
        ("He was the only player Kelvo wanted this summer.", "Kelvo"),
    ],
)
def test_player_after_a_device_or_before_a_clause_is_no_role(text: str, name: str) -> None:
    assert kinds(text, [(name, "ORG")])[name] == ORGANIZATION


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Zelmont said orders grew in May, as the Zelmont index rose to 54.", "Zelmont"),
        ("Rents rose by 3% in April, the Zelmont index showed. Zelmont said demand was firm.", "Zelmont"),
        ("Norway topped the Clarity International index again this year.", "Clarity International"),
    ],
)
def test_a_body_that_names_its_own_index_stays_an_organisation(text: str, name: str) -> None:
    # every mention of the name tagged as NER tags a firm
    tags = [(name, "ORG")] * text.count(name)
    assert kinds(text, tags)[name] == ORGANIZATION
