"""Merges of session 37 (issue 13): a bare given name NER tagged as a body joins the one person of the
article named in full before it ("[Martin] kicked the goal", tagged ORG, after "Martin Hale"), as does a
family name written first after a title ("Dr Khoo" of "Khoo Wen Li"); a short form cut from a name's
words joins the one such name of its article ("KELTR", "Balco" in brackets). Near misses beside each:
the surname of another person of the article, two people of one given name, two fitting names. Each
text is invented."""

from __future__ import annotations

import pytest

from kg.entities.abbreviations import spells
from kg.entities.names import INITIALS_STOPWORDS, name_tokens
from tests.hand_tagged import hand_tagged


def entities(text: str, tags: list[tuple[str, str]]) -> dict[str, str]:
    """Each mention's surface -> the label and kind of its entity, as "label/kind"."""
    resolution = hand_tagged(text, tags)
    found = {}
    for entity in resolution.entities:
        for mention in entity.mentions:
            found[mention.text] = f"{entity.label}/{entity.kind}"
    return found


def test_a_given_name_tagged_as_a_body_joins_the_person_named_before() -> None:
    text = "Martin Hale led the side on Sunday. Later the coach said Martin had kicked well."
    found = entities(text, [("Martin Hale", "PERSON"), ("Martin", "ORG")])
    assert found["Martin"] == "Martin Hale/Person"


def test_a_given_name_that_is_another_persons_surname_in_the_article_stays_apart() -> None:
    text = "Martin Hale met Tony Martin on Sunday. Later the coach said Martin had kicked well."
    found = entities(text, [("Martin Hale", "PERSON"), ("Tony Martin", "PERSON"), ("Martin", "ORG")])
    assert found["Martin"] != "Martin Hale/Person"


def test_a_given_name_of_two_people_in_the_article_joins_neither() -> None:
    text = "Martin Hale met Martin Lowe on Sunday. Later the coach said Martin had kicked well."
    found = entities(text, [("Martin Hale", "PERSON"), ("Martin Lowe", "PERSON"), ("Martin", "ORG")])
    assert found["Martin"] not in ("Martin Hale/Person", "Martin Lowe/Person")


def test_a_word_that_is_no_given_name_tagged_as_a_body_stays_apart() -> None:
    text = "Kelsoton Hale led the side on Sunday. Later the coach said Kelsoton had kicked well."
    found = entities(text, [("Kelsoton Hale", "PERSON"), ("Kelsoton", "ORG")])
    assert found["Kelsoton"] != "Kelsoton Hale/Person"


def test_a_titled_family_name_tagged_as_a_body_joins_its_person() -> None:
    text = "The shop belongs to Khoo Wen Li. Dr Khoo said sales had risen."
    found = entities(text, [("Khoo Wen Li", "PERSON"), ("Khoo", "ORG")])
    assert found["Khoo"] == "Khoo Wen Li/Person"


@pytest.mark.parametrize(
    ("short", "name", "spelt"),
    [
        ("Balco", "Bay Area Laboratory Cooperative", True),
        ("UKIP", "UK Independence Party", True),
        ("KELTR", "Kelso European League of Top Level Registries", True),
        ("BoE", "Bank of England", True),
        # the first and the last word each give a piece
        ("IRA", "Iraqi Red Crescent", False),
        ("BBC", "Bush Bank", False),
        ("Iran", "Islamic Republic of Iran", False),
        # no more than two words give none
        ("KLR", "Kelso Amber Blue Green Lantern Registry", False),
    ],
)
def test_a_short_form_is_cut_from_its_names_words(short: str, name: str, spelt: bool) -> None:
    assert spells(short, name_tokens(name), INITIALS_STOPWORDS) is spelt


def test_a_short_form_joins_the_one_name_it_spells_in_its_article() -> None:
    text = "KELTR, the Kelso European League of Top Level Registries, agrees. KELTR will vote in May."
    name = "Kelso European League of Top Level Registries"
    found = entities(text, [("KELTR", "ORG"), (name, "ORG"), ("KELTR", "PERSON")])
    assert found["KELTR"] == f"{name}/Organization"


def test_a_short_form_that_spells_two_names_of_its_article_joins_neither() -> None:
    text = "The Kelso Lantern Trust and the Kelso Lamp Trust met. KLT will vote in May."
    found = entities(text, [("Kelso Lantern Trust", "ORG"), ("Kelso Lamp Trust", "ORG"), ("KLT", "ORG")])
    assert found["KLT"] == "KLT/Organization"


def test_a_word_in_brackets_cut_from_the_name_before_it_joins_it() -> None:
    text = "The Bay Kelso Laboratory Cooperative (Bakelco) sold the drug. Bakelco denied it."
    name = "Bay Kelso Laboratory Cooperative"
    found = entities(text, [(name, "LOC"), ("Bakelco", "PERSON"), ("Bakelco", "PERSON")])
    assert found["Bakelco"] == f"{name}/Organization"


# three words of sport make a story about matches and clubs (kg/entities/teams.py)
_SPORT = "The league leaders won the cup match with a late goal. "


def test_a_geonames_town_tagged_as_a_person_in_a_sport_story_is_its_club() -> None:
    text = _SPORT + "He spent six seasons at Gloucester before he left."
    assert entities(text, [("Gloucester", "PERSON")])["Gloucester"] == "Gloucester/Organization"


def test_a_geonames_town_tagged_as_a_person_outside_sport_is_no_club() -> None:
    text = "He spent six years at Gloucester before he left for the city."
    assert entities(text, [("Gloucester", "PERSON")])["Gloucester"] != "Gloucester/Organization"


def test_a_players_surname_that_is_a_geonames_town_stays_a_person() -> None:
    text = _SPORT + "Ian Gloucester scored twice. Gloucester said he was happy."
    found = entities(text, [("Ian Gloucester", "PERSON"), ("Gloucester", "PERSON")])
    assert found["Gloucester"] == "Ian Gloucester/Person"


def test_a_given_name_that_geonames_knows_as_a_town_stays_a_person_in_a_sport_story() -> None:
    text = _SPORT + "The coach said David had been a fine captain."
    assert entities(text, [("David", "PERSON")])["David"] == "David/Person"
