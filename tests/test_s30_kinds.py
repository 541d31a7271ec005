"""Kinds of session 30 (issue 13): a name that qualifies a credit right before a person's name ("the Harbour
Lights actor Tom Keller", "Glass Towers frontman Danny Roe") is a work's (Other) or a band's (an
organisation); a place or a people before the same words is no work or band ("Hollywood actor", "Welsh
singer"). Each text is invented; near misses beside each rule."""

from __future__ import annotations

import pytest

from kg.entities import resolve_entities
from kg.entities.credits import CREDIT_WEIGHT, credited_kind
from kg.entities.evidence import context_kind
from kg.pipeline import extract_articles
from kg.types import ORGANIZATION, OTHER, Article
from tests.hand_tagged import mention_at


@pytest.mark.parametrize(
    ("text", "name", "label", "kind"),
    [
        ("The Harbour Lights actor Tom Keller joined the cast.", "Harbour Lights", "ORG", OTHER),
        ("Morton Grange creator Alan Pike wrote the first episode.", "Morton Grange", "PERSON", OTHER),
        ("Kelso author Jane Hollis will sign copies.", "Kelso", "ORG", OTHER),
        ("Glass Towers frontman Danny Roe said the band would tour.", "Glass Towers", "ORG", ORGANIZATION),
        ("The Coldwater guitarist Ben Ash left in May.", "Coldwater", "PERSON", ORGANIZATION),
        ("Former Red Harbour singer Ann Lee has a solo album out.", "Red Harbour", "ORG", ORGANIZATION),
    ],
)
def test_credit_states_work_or_band(text: str, name: str, label: str, kind: str) -> None:
    mention = mention_at(text, name, label)
    assert credited_kind(text, mention) == kind
    assert context_kind(text, mention) == (kind, CREDIT_WEIGHT)


@pytest.mark.parametrize(
    ("text", "name", "label"),
    [
        # a place or a people qualifies the person by where they come from
        ("The Hollywood actor Sam Dunn flew in on Monday.", "Hollywood", "GPE"),
        ("Leeds actress Mary Cole won the prize.", "Leeds", "ORG"),
        ("Welsh singer Megan Price won the contest.", "Welsh", "NORP"),
        ("The Scottish author Ian Bell spoke.", "Scottish", "PERSON"),
        # credits that follow firms and clubs as often are left to other rules
        ("Arsenal director Tom Hale said the club would appeal.", "Arsenal", "ORG"),
        ("Westlife star Kian Egan married on Saturday.", "Westlife", "ORG"),
        # no person's name after the credit; a lower-case word after it
        ("He was cast as a Kelso actor in the play.", "Kelso", "ORG"),
        ("Coldwater singer and songwriter Ben Ash left.", "Coldwater", "ORG"),
    ],
)
def test_credit_near_misses(text: str, name: str, label: str) -> None:
    assert credited_kind(text, mention_at(text, name, label)) is None


def test_built_entity_takes_the_credit_kind() -> None:
    # real model: a title NER reads as a person is a work once a credit follows it
    text = "Morton Grange creator Alan Pike wrote the first episode in a week."
    resolution = resolve_entities(extract_articles([Article("a", text)], progress=None))
    kinds = {entity.label: entity.kind for entity in resolution.entities}
    assert kinds.get("Morton Grange") == OTHER
    assert kinds.get("Alan Pike") == "Person"


def test_credit_names_a_work_after_a_person() -> None:
    # a title named after its hero, tagged PERSON twice: the credit outweighs NER and the given name
    text = "Fans met the Harry Potter author JK Rowling in Leeds. Harry Potter sold millions."
    kinds = _kinds(text)
    assert kinds["Harry Potter"] == OTHER
    assert kinds["JK Rowling"] == "Person"
    # near miss: a bare name joined to a person's full name keeps the person ("Ray" of Ray Keller)
    text = "Ray Keller was born in Ohio. Ray actor Tom Dunn played him in the film."
    assert _kinds(text).get("Ray Keller", "Person") == "Person"


def _kinds(text: str) -> dict[str, str]:
    resolution = resolve_entities(extract_articles([Article("a", text)], progress=None))
    return {entity.label: entity.kind for entity in resolution.entities}


def test_band_before_a_name() -> None:
    # "the band X": a band NER reads as a person is an organisation, as "the group X" is
    text = "The band Harrow Lane played two songs in Leeds on Friday."
    assert context_kind(text, mention_at(text, "Harrow Lane", "PERSON")) == (ORGANIZATION, 4.0)
    # near miss: a duo names two people, a trio a side as often
    text = "The comedy duo Tom Dunn and Ann Lee won the prize."
    assert context_kind(text, mention_at(text, "Tom Dunn", "PERSON")) != (ORGANIZATION, 4.0)
