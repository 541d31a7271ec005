"""Kinds of session 28 (issue 13), by what the text states: a list of titles after words of starring in them
("with roles in A and B", "the star of A and B"); a list of names after a plural noun of firms
("companies like A and The B", "networks such as A"); a ship's name after its prefix or noun ("RFA A", "the
supply vessel, the A"); a work's noun in apposition ("A, the drama serial which ..."); a record label's
noun; a royal's title of a nation ("the Queen of Denmark"); a name before "cinema"; a list of ports. Each
text is invented and built with the real model; each rule has a near miss that must keep its kind."""

from __future__ import annotations

import pytest

from kg.entities.works import listed_org, role_work
from tests.test_s27_entity_kinds import _kinds, _mention, _stated


@pytest.mark.parametrize(
    ("text", "name", "kind"),
    [
        # titles after words of starring in them, the first right after the words
        (
            "Lately Brannigan has gone back to the screen, with roles in Hollow Marsh Blues, Kelso and now "
            "Tin Lanterns, which opens in May.",
            "Hollow Marsh Blues",
            "Other",
        ),
        (
            "The star of Tin Lanterns and Tootsie Pop said the film industry was in a poor state.",
            "Tootsie Pop",
            "Other",
        ),
        # a ship's name after its noun, and after the noun and "the"
        (
            "Two Royal Navy ships, the supply ship Goldleaf and a frigate, reached the coast on Sunday.",
            "Goldleaf",
            "Other",
        ),
        (
            "Navy officials said a third supply vessel, the Bramble, would leave Portsmouth on Monday.",
            "Bramble",
            "Other",
        ),
        # a work's noun in apposition, closing its phrase
        (
            "Redfern also created Hobbs Lane, the long-running drama serial which was first shown in 1982.",
            "Hobbs Lane",
            "Other",
        ),
        # a royal's title of a nation names its holder (NER reads this one as a work's title)
        ("She wrote to the Queen of Denmark last week.", "Queen of Denmark", "Person"),
    ],
)
def test_stated_kinds(text: str, name: str, kind: str) -> None:
    assert _kinds(text).get(name) == kind


def test_role_work_near_misses() -> None:
    # a side's win and a known place after words of starring are no titles
    text = "Okafor starred in England's win over Italy."
    assert not role_work(text, _mention(text, "England", "GPE"))
    text = "He had starring roles in Iraq and Kelso, the reports said."
    assert not role_work(text, _mention(text, "Iraq", "GPE"))
    # nor a person's full name of a given name NER reads as a person's
    text = "The star of Tin Lanterns and Helen Marsh said so."
    assert not role_work(text, _mention(text, "Helen Marsh", "PERSON"))
    assert role_work(text, _mention(text, "Tin Lanterns", "ORG"))


def test_listed_org_near_misses() -> None:
    # an item with a lower-case word ends the list; "such as" is needed
    text = "Firms such as Brightstay said prices, Kelso added, would rise."
    assert not listed_org(text, _mention(text, "Kelso", "PERSON"))
    text = "The companies Openreach Air and Lantern merged."
    assert not listed_org(text, _mention(text, "Lantern", "PERSON"))
    text = "Some networks, such as Hexlink, charge more."
    assert listed_org(text, _mention(text, "Hexlink", "GPE"))


def test_firms_noun_states_a_full_names_kind() -> None:
    # "banks such as" states firms, a full name NER reads as a person's too (the items' kinds alone would
    # not outweigh a full name's tag: tests/test_s7_entities.py)
    text = "Banks such as Paribas, Calyon and Dresdner Kleinwort Wasserstein took part."
    assert _stated(text, "Dresdner Kleinwort Wasserstein", "PERSON") == ("Organization", 4.0)


def test_vessel_near_misses() -> None:
    # a ship named after a known place keeps the place's kind ("HMS Belfast" shares the city's entity)
    assert _stated("The band played on HMS Belfast last night.", "Belfast", "GPE") is None
    assert _stated("The band played on HMS Goldleaf last night.", "Goldleaf", "GPE") == ("Other", 4.0)
    # a ship's captain's full name is no ship
    assert _stated("He met the ship captain Tom Hale there.", "Tom Hale", "PERSON") != ("Other", 4.0)


def test_work_apposition_near_misses() -> None:
    # a noun the work's noun qualifies is no apposition of a work: "a drama teacher"
    assert _stated("Ann Lee, a drama teacher, said it was fine.", "Ann Lee", "PERSON") != ("Other", 4.0)
    assert _stated("Kelso, the film's director, said so.", "Kelso", "PERSON") != ("Other", 4.0)
    # a work's noun that opens the next clause: the place is where the drama was filmed
    text = "Her debut is Hill Farm. Filmed in North Wales, the drama was made for under a million."
    assert _stated(text, "North Wales", "GPE") != ("Other", 4.0)


def test_cinema_and_ports() -> None:
    # a name before "cinema" and a grammar word is a place; not before "chain", which makes it a firm's
    text = "The prize will be given at the Regal Vale cinema in Leeds on 20 March."
    assert _stated(text, "Regal Vale", "ORG") == ("Place", 4.0)
    assert _stated("Shares in the Regal Vale cinema chain fell.", "Regal Vale", "ORG") != ("Place", 4.0)
    # a list of ports, a small town NER reads as a person's
    text = "Under the plan, small ports like Kessock or Ardmorran would get their own quota."
    assert _stated(text, "Ardmorran", "PERSON") == ("Place", 4.0)


def test_record_label() -> None:
    text = "The rapper closed the evening with a set for his label Hollow Oak Records in Leeds."
    assert _stated(text, "Hollow Oak Records", "PERSON") == ("Organization", 4.0)


def test_royal_title_of_no_nation_is_no_person() -> None:
    # a title of anything but a nation may be a work's: "Prince of Thieves" keeps NER's reading
    assert _kinds("The film Prince of Gravel opens on Friday.").get("Prince of Gravel") != "Person"


def test_firms_noun_before_peoples_names() -> None:
    # a firm's trade before people's full names names the bosses' trade: "retailers such as" two chiefs
    text = "Retailers such as Philip Garner and Stuart Rowe warned that Christmas trade was weak."
    assert not listed_org(text, _mention(text, "Stuart Rowe", "PERSON"))
    kinds = _kinds(text)
    assert kinds.get("Philip Garner") == kinds.get("Stuart Rowe") == "Person"


def test_roles_in_firms() -> None:
    # a bare "roles in" before names NER tags ORG: jobs at two banks, no films
    text = "Ms Hewitt held senior roles in Barclays and Lloyds before she joined the regulator."
    assert not role_work(text, _mention(text, "Lloyds", "ORG"))
    kinds = _kinds(text)
    assert kinds.get("Barclays") == kinds.get("Lloyds") == "Organization"
