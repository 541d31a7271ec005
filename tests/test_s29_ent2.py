"""Kinds and junk of session 29's second round (issue 13): a body's head word alone names the body, never a
person ("the Observatory said"); the name after a page title's separator at the end of an article's first
line is its outlet ("... - Daily Planet"); an owner before a name and a venue's noun after it make the name
the venue's ("its Kestrel stadium"); initials of a common noun or of a seat's holder name no one ("its AGM",
"The MSP"). Each text is invented and built with the real model; each rule has a near miss."""

from __future__ import annotations

from kg.entities import resolve_entities
from kg.entities.evidence import context_kind
from kg.entities.junk import common_initials
from kg.entities.kinds import body_name
from kg.pipeline import extract_articles
from kg.types import Article
from tests.test_s27_entity_kinds import _mention


def _resolve(*texts: str):
    articles = [Article(f"a{i}", text) for i, text in enumerate(texts)]
    return resolve_entities(extract_articles(articles, progress=None))


def _kinds(*texts: str) -> dict[str, str]:
    return {entity.label: entity.kind for entity in _resolve(*texts).entities}


def test_body_word_names_a_body() -> None:
    # a head word of bodies' names, alone or after a nation or its demonym
    assert body_name("Observatory") and body_name("the Observatory") and body_name("Council")
    assert body_name("Syrian Observatory") and body_name("Jordan Times")
    # near misses: a person's surname before the word, or a word that ends no body's name
    assert not body_name("Harold Bank") and not body_name("Observer") and not body_name("Kelbridge Times")


def test_observatory_joins_its_full_name() -> None:
    text = (
        "Shelling kills nine in Kafr Dalla\n\n"
        "Nine people were killed in shelling on Kafr Dalla, the Lebanese Observatory for Civil Rights said "
        "on Monday. The toll may rise, said the Observatory, adding that several of the wounded were "
        "children. Observatory director Sami Farouk said the shells came from the east."
    )
    resolution = _resolve(text)
    kinds = {entity.label: entity.kind for entity in resolution.entities}
    assert kinds["Lebanese Observatory for Civil Rights"] == "Organization"
    assert "Observatory" not in kinds
    # near miss: a man's name that ends in a word no body's name ends in stays a person
    near = text.replace("the Observatory, adding", "Sami Farouk, adding")
    assert _kinds(near).get("Sami Farouk") == "Person"


def test_outlet_after_headline_separator() -> None:
    text = "Twin blasts kill 12 near the border - Daily Planet\n\nTwo car bombs went off in Qarsa on Monday."
    assert context_kind(text, _mention(text, "Daily Planet", "PERSON")) == ("Organization", 4.0)
    piped = "Twin blasts kill 12 near the border | Morning Ledger\n\nTwo car bombs went off."
    assert context_kind(piped, _mention(piped, "Morning Ledger", "PERSON")) == ("Organization", 4.0)
    # near misses: a dash inside the story, a line that goes on after the name, an office after the dash
    story = "Headline here\n\nTwo car bombs went off - Daily Planet reported on Monday."
    assert context_kind(story, _mention(story, "Daily Planet", "PERSON")) != ("Organization", 4.0)
    more = "Twin blasts - Daily Planet reports from the border\n\nTwo car bombs went off."
    assert context_kind(more, _mention(more, "Daily Planet", "PERSON")) != ("Organization", 4.0)
    office = "Five killed in strike - Qarsa Governor\n\nTwo car bombs went off."
    assert context_kind(office, _mention(office, "Qarsa Governor", "PERSON")) != ("Organization", 4.0)


def test_owned_venue() -> None:
    text = "The club hopes its creditors will defer the rent on its Kestrel stadium this year."
    assert context_kind(text, _mention(text, "Kestrel", "PERSON")) == ("Place", 4.0)
    owned = "Fans crowded into Dunmore's Kestrel stadium on Saturday."
    assert context_kind(owned, _mention(owned, "Kestrel", "ORG")) == ("Place", 4.0)
    # near miss: a club's name before the noun with no owner before it is the club's stadium
    club = "Fans crowded into the Dunmore stadium on Saturday."
    assert context_kind(club, _mention(club, "Dunmore", "ORG")) != ("Place", 4.0)
    # nor an owner with no venue's noun after the name
    shares = "The club hopes its Kestrel shares will rise this year."
    assert context_kind(shares, _mention(shares, "Kestrel", "ORG")) != ("Place", 4.0)


def test_common_initials_name_no_one() -> None:
    assert common_initials("AGM") and common_initials("CEOs") and common_initials("MSP")
    # near misses: a body's initials, an honour
    assert not common_initials("NHS") and not common_initials("OBE")
    text = (
        "Kelbridge Holdings will put the rescue plan to shareholders at its AGM in March. The MSP for the "
        "area, Jean Dorran, said the plan was sound. The firm's chairman spoke to the NHS about the site."
    )
    resolution = _resolve(text)
    labels = {entity.label for entity in resolution.entities}
    assert "AGM" not in labels and "MSP" not in labels
    assert ("AGM", "common noun's initials", 1) in resolution.dropped


def test_initials_only_in_capitals() -> None:
    # review's near miss: a striker's surname is no MBA
    assert not common_initials("Mba") and not common_initials("Coos")
    labels = _kinds(
        "Double lifts Enyimba\n\nStriker Sunday Mba scored twice as Enyimba beat Kano Pillars 3-1 on Sunday. "
        "Mba, 24, now has nine goals this season. Coach Okon Udoh said Mba had worked hard in training."
    )
    assert any(label.endswith("Mba") for label in labels), labels


def test_a_persons_possessive_owns_no_venue() -> None:
    # review's near miss: "his Chelsea stadium plans" are the club's, Chelsea stays the club
    kinds = _kinds(
        "Roman Keller said his Chelsea stadium plans were on hold. Chelsea have played at the ground since "
        "1905, and Chelsea said the club would wait."
    )
    assert kinds.get("Chelsea") != "Place", kinds
