"""Kinds the article states outweigh NER's tags, by class rather than by name: a place's head noun after it
(plural, a base, an apposition after a dash), a group's noun or designator, a side in a match, and one full
statement of a kind against a count of NER's tags; and a comma inside a name between two names is a
list NER ran over. Each text is built on its own with the real model; the over-firing cases (a country in
a match, a player, a firm and a person NER reads right) must keep their kinds."""

from __future__ import annotations

import pytest
from hand_tagged import hand_tagged

from kg.entities import resolve_entities
from kg.pipeline import extract_articles
from kg.types import Article


def _kind(text: str, name: str) -> str | None:
    resolution = resolve_entities(extract_articles([Article("a", text)], progress=None))
    return next((entity.kind for entity in resolution.entities if entity.label == name), None)


@pytest.mark.parametrize(
    ("text", "name", "kind"),
    [
        # a place's noun in apposition after a dash, past an adjective
        (
            "Air raids hit al-Inzarat - a rebel-held neighbourhood of East Aleppo - on Friday, "
            "activists said.",
            "al-Inzarat",
            "Place",
        ),
        # the last of places that share a plural head
        (
            "Shells fell on New Aleppo and al-Muhafaza neighborhoods in Aleppo on Friday, the agency said.",
            "al-Muhafaza",
            "Place",
        ),
        # a military base
        ("Russian jets took off from the Hmeimim military base in Latakia on Monday.", "Hmeimim", "Place"),
        # a group's noun after the name outweighs an adjective before it
        (
            "Rebel groups including the powerful Ahrar al-Sham faction attacked the town. Abu Yusef, a "
            "spokesman for Ahrar al-Sham, said the assault would go on.",
            "Ahrar al-Sham",
            "Organization",
        ),
        # a designator ending the name outweighs a noun before it
        (
            "Rockets were fired by the former al-Qaeda affiliate Fateh al-Sham Front on Sunday.",
            "Fateh al-Sham Front",
            "Organization",
        ),
        # a town's name as a side in a match is its club
        (
            "Real Madrid's 4-0 win over Espanyol on Saturday cut Barcelona's lead to four points.",
            "Espanyol",
            "Organization",
        ),
    ],
)
def test_a_kind_the_article_states_outweighs_ner(text: str, name: str, kind: str) -> None:
    assert _kind(text, name) == kind


@pytest.mark.parametrize(
    ("text", "name", "kind"),
    [
        # a nation in a match stays the place of its national side (pycountry types England a Country)
        ("Wales sealed a famous win over England in Cardiff on Saturday.", "England", "Place"),
        # a player in a match stays a person
        (
            "Roger Federer's win over Andy Roddick in Melbourne was his tenth in a row.",
            "Andy Roddick",
            "Person",
        ),
        # a firm named after people: "... has lost her case" states no person against NER's ORG
        (
            "Merrill Lynch denied the claims. A former executive at the London offices of Merrill Lynch has "
            "lost her case.",
            "Merrill Lynch",
            "Organization",
        ),
        # a person whose name opens with a given name keeps NER's PERSON against one organisation's noun
        (
            "Charles Lister of the Middle East Institute told CNNs website Charles Lister was sure.",
            "Charles Lister",
            "Person",
        ),
    ],
)
def test_the_kind_rules_do_not_fire_on_names_ner_reads_right(text: str, name: str, kind: str) -> None:
    assert _kind(text, name) == kind


def test_one_full_statement_of_a_kind_outweighs_a_count_of_ner_tags() -> None:
    """One "oil firm Yukos", against NER's PERSON on each bare mention after it."""
    text = (
        "Shareholders sued the oil firm Yukos on Monday. Yukos said that Yukos would fight. "
        "Yukos has appealed to Khodorkovsky."
    )
    assert _kind(text, "Yukos") == "Organization"


def test_a_comma_inside_a_name_between_two_names_is_a_list_ner_ran_over() -> None:
    """NER's one mention over "Chris Martin, Dido" is two names; a ministry's comma is one name's."""
    text = (
        "Chris Martin, Dido and Keane played at the concert. The Department of the Environment, Food and "
        "Rural Affairs paid for it."
    )
    resolution = hand_tagged(
        text,
        [
            ("Chris Martin, Dido", "PERSON"),
            ("Keane", "ORG"),
            ("Department of the Environment, Food and Rural Affairs", "ORG"),
        ],
    )
    assert ("Chris Martin, Dido", "run-together names", 1) in resolution.dropped
    assert "Department of the Environment, Food and Rural Affairs" in {e.label for e in resolution.entities}
