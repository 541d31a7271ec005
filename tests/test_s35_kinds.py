"""Kinds of session 35 (issue 13): a maker's possessive before a name and a product's noun after it ("its
[Kelso] handset") makes the name a product whatever NER tagged it, while the maker keeps its kind; the
first title right after a plural noun of works ("soap operas [Kelso Bay], Hale Hill") is a work's as the
later ones are; and a work's or a product's noun stated around a full name that opens with a given name
("the [Harry Lantern] games") makes a work, no person; an order's honour written as its initials alone
("received an [OBE]") is an honour. Each text is invented; near misses beside each rule."""

from __future__ import annotations

import pytest

from kg.entities.evidence import CONTEXT_WEIGHT, context_kind
from kg.entities.kinds import _stated_kind
from kg.entities.named_products import named_product
from kg.entities.works import listed_work
from kg.types import OTHER, PERSON
from tests.hand_tagged import hand_tagged, mention_at


@pytest.mark.parametrize(
    ("text", "name", "label"),
    [
        # the maker owns the phrase: the name between is what it makes, even tagged as a firm
        ("Brightstay may unveil its Kelso handset at the fair.", "Kelso", "ORG"),
        ("Hexlink sued a man who put plans of its Dunmore G5 computer online.", "Dunmore G5", "ORG"),
        ("Lantern's latest Ardent software leaked early.", "Ardent", "WORK_OF_ART"),
        # a name NER read as a person's needs no owner, as before
        ("Fans queued for the Tobin console.", "Tobin", "PERSON"),
    ],
)
def test_a_product_after_its_makers_possessive(text: str, name: str, label: str) -> None:
    assert named_product(text, mention_at(text, name, label))
    assert context_kind(text, mention_at(text, name, label)) == (OTHER, CONTEXT_WEIGHT)


@pytest.mark.parametrize(
    ("text", "name", "label"),
    [
        # without a maker's possessive a firm's name before its product is the maker's
        ("The Kelso handset sold well.", "Kelso", "ORG"),
        # the maker itself, named before its product, is no product
        ("Brightstay's Kelso handset sold well.", "Brightstay", "ORG"),
        # a possessive before a name that heads no product's noun
        ("Its Kelso unit was sold.", "Kelso", "ORG"),
    ],
)
def test_a_firm_before_a_product_stays_a_firm(text: str, name: str, label: str) -> None:
    assert not named_product(text, mention_at(text, name, label))


def test_the_maker_keeps_its_kind_beside_its_product() -> None:
    text = "Brightstay said its Kelso handset would ship in May. Brightstay shares rose."
    kinds = {
        e.label: e.kind
        for e in hand_tagged(text, [("Brightstay", "ORG"), ("Kelso", "ORG"), ("Brightstay", "ORG")]).entities
    }
    assert kinds == {"Brightstay": "Organization", "Kelso": "Other"}


@pytest.mark.parametrize(
    ("text", "name", "label", "listed"),
    [
        # the first title right after the plural noun, as the later ones
        ("Soap operas Kelso Bay, Hale Hill plus others were sold abroad.", "Kelso Bay", "PERSON", True),
        ("Soap operas Kelso Bay, Hale Hill plus others were sold abroad.", "Hale Hill", "ORG", True),
        ("The cartoons Tin Lanterns and Dunmore Dog came back.", "Tin Lanterns", "ORG", True),
        # a person's given name and one word more may be a host, with no "such as"
        ("The films Sam Walker and Ann Lee made flopped.", "Sam Walker", "PERSON", False),
    ],
)
def test_the_first_title_after_a_plural_noun_of_works(text: str, name: str, label: str, listed: bool) -> None:
    assert listed_work(text, mention_at(text, name, label)) is listed


def test_a_full_name_stated_a_work_is_a_work() -> None:
    text = "He played the Harry Lantern theme."
    mention = mention_at(text, "Harry Lantern", "PERSON")
    assert _stated_kind([mention], {mention: (OTHER, CONTEXT_WEIGHT)}, [], "Harry Lantern") == OTHER
    # a bare given name stated a work keeps NER's person ("Harry" of a person named Harry elsewhere)
    bare = mention_at(text, "Harry", "PERSON")
    assert _stated_kind([bare], {bare: (OTHER, CONTEXT_WEIGHT)}, [], "Harry") is None
    # nor does another kind than a work's outvote NER's person on a full name
    assert _stated_kind([mention], {mention: ("Organization", CONTEXT_WEIGHT)}, [], "Harry Lantern") is None


def test_a_product_named_after_a_person_with_the_real_model(nlp) -> None:
    from tests.test_s27_entity_kinds import _kinds

    kinds = _kinds("Sales of the Harry Potter games rose in December, the trade body said.")
    assert kinds.get("Harry Potter") == OTHER
    assert _kinds("Harry Potter said the games sold well in December.").get("Harry Potter") == PERSON


def test_an_honours_initials_alone_are_an_honour(nlp) -> None:
    from tests.test_s27_entity_kinds import _kinds

    kinds = _kinds(
        "The designer, who was given an OBE in 1999, sold the firm. Ann Hale CBE said she was pleased."
    )
    assert kinds.get("OBE") == OTHER
    assert kinds.get("Ann Hale") == PERSON
