"""Kinds of session 47 (issue 13): a title between an owner's possessive and a work's or a product's noun
("the Daily Herald's Morning Lantern programme", "the ITV's Saltmarsh series"), or before an apposition whose
head is such a noun ("Quillo, a handheld games console with"), is a work or a product (kind Other), whatever
NER tagged it. Near misses beside each: a person's full name, a day's or a nation's possessive, initials, a
noun that does not close the apposition. Each text is invented."""

from __future__ import annotations

import pytest

from kg.entities import resolve_entities
from kg.pipeline import extract_articles
from kg.types import ORGANIZATION, OTHER, PERSON, PLACE, Article
from tests.test_s38_kind import kinds


@pytest.mark.parametrize(
    ("text", "name", "label"),
    [
        (
            "Dunmore told the Daily Herald's Morning Lantern programme that rates would rise.",
            "Morning Lantern",
            "ORG",
        ),
        ("The minister spoke on the BBC's Grey Harbour programme on Sunday.", "Grey Harbour", "GPE"),
        ("Radio Norvex's Quillo Hour show was cut from the schedule.", "Quillo Hour", "PERSON"),
        ("Critics praised the ITV's Saltmarsh series when it came out.", "Saltmarsh", "ORG"),
    ],
)
def test_a_title_between_an_owner_and_a_works_noun_is_other(text: str, name: str, label: str) -> None:
    assert kinds(text, [(name, label)])[name] == OTHER


@pytest.mark.parametrize(
    ("text", "name", "label"),
    [
        ("Shoppers queued for the Quillo, a handheld games console with a camera.", "Quillo", "GPE"),
        ("Its first hit was Tamborine, an online puzzle game that taught sums.", "Tamborine", "PERSON"),
        ("Films will ship on QVD, the disc format for the new player.", "QVD", "ORG"),
        # what the work is about, or whose it is, closes the apposition as "with" and "for" do
        ("Critics praised Morvane, a Danish film about two brothers.", "Morvane", "ORG"),
        ("The library holds Tarn Hollow, a novel by Ann Tovey, in its archive.", "Tarn Hollow", "GPE"),
        # a name that opens the sentence, no preposition before it, or opens a clause after a conjunction
        ("After Quillo, a handheld games console with a camera, flopped, Norvex cut jobs.", "Quillo", "ORG"),
        ("Sales fell. Quillo, a handheld games console with a camera, sold out.", "Quillo", "GPE"),
        (
            "Ministers hope the Grain Ledger Project, a pilot scheme, will curb fraud.",
            "Grain Ledger Project",
            "ORG",
        ),
    ],
)
def test_a_title_before_a_works_apposition_is_other(text: str, name: str, label: str) -> None:
    assert kinds(text, [(name, label)])[name] == OTHER


@pytest.mark.parametrize(
    ("text", "name", "label", "kind"),
    [
        # a person's full name owns the programme: "the BBC's Ann Tovey programme" is hers
        ("He told the Daily Herald's Ann Tovey programme so.", "Ann Tovey", "PERSON", PERSON),
        # a day's possessive: the show airs then, and the name qualifies it
        ("The singer appeared on Friday's Norvex show in Leeds.", "Norvex", "ORG", ORGANIZATION),
        # initials alone after an owner qualify the noun: a channel or a country
        ("The presenter moved to Dunmore's QTV show last spring.", "QTV", "ORG", ORGANIZATION),
        # a name that ends in a number after an owner is the channel or the station the show is on
        ("It won a prize on Ann Tovey's Channel 9 show last year.", "Channel 9", "ORG", ORGANIZATION),
        # a preposition or a second determiner before the noun: the apposition's head is another noun
        ("Norvex Pictures, the studio behind the film, said little.", "Norvex Pictures", "ORG", ORGANIZATION),
        # a noun that does not close the apposition heads another phrase: a firm, a designer
        ("Shares in Norvex, a games console maker, rose.", "Norvex", "ORG", ORGANIZATION),
        ("Ann Tovey, a game designer, said it was hard.", "Ann Tovey", "PERSON", PERSON),
        # a nation's possessive and a known place keep their kinds
        ("France's Quillo film won the prize.", "France", "GPE", PLACE),
        # a preposition opens the sentence: the comma closes its phrase, and the noun after is the subject
        ("In Tarvik Dunn, a device, thought to be a mine, killed two men.", "Tarvik Dunn", "GPE", PLACE),
        ("Near Ossem, the scheme, which began in May, has trained nurses.", "Ossem", "GPE", PLACE),
    ],
)
def test_near_misses_keep_their_kind(text: str, name: str, label: str, kind: str) -> None:
    assert kinds(text, [(name, label)])[name] == kind


def test_an_owned_programme_is_other_with_the_real_model(nlp) -> None:
    text = "The minister told the BBC's Morning Lantern programme that rates would rise next year."
    extraction = extract_articles([Article("a", text)], progress=None)
    kinds_of = {m.text: e.kind for e in resolve_entities(extraction).entities for m in e.mentions}
    assert kinds_of.get("Morning Lantern") == OTHER
