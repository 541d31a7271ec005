"""Session 22's entity rules (issue 13), written from a fresh probe of 12 BBC articles and 3 FA-KES events
that no list of the repository names: a title followed by the words only a work takes ("starring") is a
work's, a short prize name after a verb of winning ("won an Emmy for") is a prize, not a person or a place,
and a list of places may say where they lie before it opens ("towns in the ... countryside including").
Real-model builds of sentences written for the test."""

from __future__ import annotations

import pytest

from kg.entities import resolve_entities
from kg.entities.works import titled_work
from kg.pipeline import extract_articles
from kg.types import OTHER, PERSON, PLACE, Article, Mention


def _kinds(text: str) -> dict[str, str]:
    resolution = resolve_entities(extract_articles([Article("a0", text)], progress=None))
    return {entity.label: entity.kind for entity in resolution.entities}


@pytest.mark.parametrize(
    ("text", "title"),
    [
        # probe: a film's title NER tagged a place, then ", starring" and its star
        ("Red Orchard, starring Julia Kent, opened in London on Friday.", "Red Orchard"),
        (
            "Winter Crossing, starring Lisa Grant and Tom Hale, took 10m dollars in its first weekend.",
            "Winter Crossing",
        ),
        ("Moon Valley directed by Peter Holm was the biggest hit in France.", "Moon Valley"),
    ],
)
def test_a_title_before_starring_and_a_name_is_a_work(text: str, title: str) -> None:
    kinds = _kinds(text)
    assert kinds[title] == OTHER
    assert PERSON in kinds.values()  # the star keeps his or her kind


def test_an_actor_starring_as_a_role_stays_a_person() -> None:
    assert _kinds("Kate Dunmore, starring as the queen, won praise from critics.")["Kate Dunmore"] == PERSON


@pytest.mark.parametrize(
    ("text", "prize"),
    [
        # a person: "won a Tony in 2004" (a Bafta, which NER tagged a place, now joins its awards show as
        # the Oscars do: tests/test_s44_kinds.py)
        ("She won a Tony in 2004 for the musical.", "Tony"),
        ("The singer picked up an Ivor in 2003 for the song.", "Ivor"),
    ],
)
def test_a_short_prize_name_after_a_verb_of_winning_is_no_person_or_place(text: str, prize: str) -> None:
    assert _kinds(text)[prize] == OTHER


def test_a_prize_won_whose_short_form_the_gazetteer_knows_joins_its_awards() -> None:
    # probe: "winning him an Oscar in ..." made a person "Oscar" beside the Academy Awards
    kinds = _kinds("Sam Reed took the role in 1972, winning him an Oscar which he refused. He was 80.")
    assert "Oscar" not in kinds
    assert kinds["Sam Reed"] == PERSON


def test_a_name_after_a_and_a_verb_of_winning_that_qualifies_a_noun_keeps_its_kind() -> None:
    # "won a Rhodes scholarship": the name qualifies the noun after it, no prize of its own
    kinds = _kinds("Helen Marsh, a lawyer, won a Marsh scholarship in 1990 and studied in Oxford.")
    assert kinds["Helen Marsh"] == PERSON


@pytest.mark.parametrize(
    ("text", "places"),
    [
        # probe: "towns in the Aleppo countryside including [a town]" made the town a person
        (
            "Jets struck numerous towns in the Idlib countryside including Nasser al-Kubra where an aid "
            "convoy was hit last month.",
            ["Nasser al-Kubra"],
        ),
        (
            "Strikes hit villages in the eastern Hama countryside such as Umm Hussein and Abu Saleh, the "
            "monitor said.",
            ["Umm Hussein", "Abu Saleh"],
        ),
    ],
)
def test_a_list_of_places_may_say_where_they_lie_before_it_opens(text: str, places: list[str]) -> None:
    kinds = _kinds(text)
    assert [kinds[place] for place in places] == [PLACE] * len(places)


@pytest.mark.parametrize(
    ("text", "name", "work"),
    [
        ("Red Orchard, starring Julia Kent, opened on Friday.", "Red Orchard", True),
        # entertainment: NER cut "Man of the" off a title, and the piece left became an entity "House"
        ("Action comedy Man of the Hill, starring Tom Briggs, opened on Friday.", "Hill", False),
        ("Julia Kent, starring in the play, was praised.", "Julia Kent", False),
        # review: a place, a maker or a subject before the credit, after a preposition, is no title
        ("The play opens in London, starring Tom Briggs as the lead.", "London", False),
        ("The musical transfers to Darlington, starring Jane Holt.", "Darlington", False),
        ("The thriller was made by Miramax, directed by Martin Kessler.", "Miramax", False),
        ("The comedy, written by David Hare, directed by Richard Olsen, opens in May.", "David Hare", False),
        ("A new biopic about Howard Finch, starring Tom Crane, opens next week.", "Howard Finch", False),
        ("The festival opened with Blue Harbour, starring Maria Lopez.", "Blue Harbour", True),
    ],
)
def test_only_a_whole_title_before_starring_is_a_work(text: str, name: str, work: bool) -> None:
    start = text.index(name)
    assert titled_work(text, Mention("s22-starring", 0, name, start, start + len(name), "GPE")) is work


def test_a_place_before_starring_keeps_its_kind() -> None:
    # review: "opens in London, starring ..." made the city a work
    assert _kinds("The play opens in London, starring Tom Briggs as the lead.")["London"] == PLACE


@pytest.mark.parametrize(
    ("text", "person"),
    [
        # review: where the listed lie is no named region, and the list is of people
        ("Mayors of cities in the region such as Omar Haddad have asked for aid.", "Omar Haddad"),
        ("Fighters from towns near the border including Abu Hamza joined the offensive.", "Abu Hamza"),
    ],
)
def test_a_list_after_places_in_no_named_region_keeps_its_people(text: str, person: str) -> None:
    assert _kinds(text)[person] == PERSON
