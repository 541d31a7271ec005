"""Makers' products of session 48 (issue 13): a name that opens with a maker's name of
ontology/product-makers.tsv and goes on with a model's name is the product, kind Other ("a Vauxhall Marlin
GTX", "the Sony Tidewalker"), whatever NER tagged it. Near misses beside it: the maker's own firms and units
("Sony Pictures"), two makers or a maker and a founder's surname joined ("Peugeot Citroen", "Sony
Ericsson"), a market ("Nintendo Europe", "Sony UK"), a sponsored contest, a sum of money, a possessive.
A model's name after its maker's possessive is the product too ("Sony's Tidewalker Robot"), not its staff.
A book, a show of a medium, a browser or a file-sharing program before a title makes it a work ("her cartoon
book Kelsoland"), not "to book".
Each text is invented."""

from __future__ import annotations

import pytest

from kg.entities.evidence import context_kind
from kg.entities.maker_products import maker_product
from kg.types import ORGANIZATION, OTHER
from tests.hand_tagged import hand_tagged, mention_at


def kinds(text: str, tags: list[tuple[str, str]]) -> dict[str, str]:
    """Each mention's surface -> the kind of its entity."""
    return {m.text: e.kind for e in hand_tagged(text, tags).entities for m in e.mentions}


@pytest.mark.parametrize(
    ("text", "name", "label"),
    [
        ("The team drove a Vauxhall Marlin GTX round the course.", "Vauxhall Marlin GTX", "ORG"),
        ("Reviewers liked the Sony Tidewalker more than its rivals.", "Sony Tidewalker", "ORG"),
        ("Her first phone was a Motorola Vexa 7, bought in a market.", "Motorola Vexa 7", "PERSON"),
        ("Pupils learnt to code on the Apple iSlate at school.", "Apple iSlate", "ORG"),
        # NER's span may hold the article before the name
        ("Pupils learnt to code on the Apple iSlate at school.", "the Apple iSlate", "ORG"),
    ],
)
def test_a_makers_name_before_a_models_is_the_product(text: str, name: str, label: str) -> None:
    assert maker_product(mention_at(text, name, label))
    assert context_kind(text, mention_at(text, name, label)) == (OTHER, 4.0)


def test_the_product_outweighs_ners_organisation_on_its_entity() -> None:
    text = "The Sony Tidewalker sold well. Shops ran out of the Sony Tidewalker by May."
    found = kinds(text, [("Sony Tidewalker", "ORG"), ("Sony Tidewalker", "ORG")])
    assert found["Sony Tidewalker"] == OTHER


@pytest.mark.parametrize(
    "name",
    [
        "Sony Pictures",  # a firm of the maker's (firm-word row)
        "Nissan Motor",  # a firm's field (sponsor-heads.tsv)
        "Toshiba Group",  # a designator
        "Sony Ericsson",  # a maker and a surname: a joint venture
        "Peugeot Citroen",  # two makers
        "Nintendo Europe",  # a market
        "Sony UK",  # a nation
        "Volvo Women",  # a sponsored contest
        "Fiat 2.5bn",  # a sum of money
        "Dell and Kelso Computing",  # two firms run together at "and"
        "Sony",  # the maker alone
        "Sony's",  # a possessive
        "Sonya Tidewalker",  # no maker
    ],
)
def test_a_makers_firm_unit_market_or_partner_is_no_product(name: str) -> None:
    text = f"Analysts said {name} had a strong year."
    assert not maker_product(mention_at(text, name, "ORG"))


def test_a_makers_firm_keeps_its_organisation_kind() -> None:
    text = "Sony Pictures said the film would open in June."
    assert context_kind(text, mention_at(text, "Sony Pictures", "ORG")) != (OTHER, 4.0)
    assert kinds(text, [("Sony Pictures", "ORG")])["Sony Pictures"] == ORGANIZATION


@pytest.mark.parametrize(
    ("text", "name", "label"),
    [
        ("Sony's Tidewalker Robot danced for the crowd.", "Tidewalker Robot", "PERSON"),
        ("Microsoft's Glimmer Player 4 took the software prize.", "Glimmer Player 4", "ORG"),
        ("Fans queued for Nintendo's DX, its new handheld.", "DX", "ORG"),
    ],
)
def test_a_models_name_after_its_makers_possessive_is_the_product(text: str, name: str, label: str) -> None:
    assert context_kind(text, mention_at(text, name, label)) == (OTHER, 4.0)


@pytest.mark.parametrize(
    ("text", "name", "label"),
    [
        ("Sony's Ann Hale said sales were up.", "Ann Hale", "PERSON"),  # its staff
        ("Sony's European arm cut jobs.", "European", "NORP"),  # a people's word
        ("Toyota's US sales rose.", "US", "GPE"),  # a nation
        ("Sony's Hale Laboratories opened in May.", "Hale Laboratories", "ORG"),  # a unit of the maker
        ("Kelso's Tidewalker Robot danced.", "Tidewalker Robot", "ORG"),  # no maker of the table
        ("Toyota's Kelsoton plant cut a shift.", "Kelsoton", "GPE"),  # a site NER does not know
        ("Microsoft's Hartnet unit grew fast.", "Hartnet", "ORG"),  # a unit
    ],
)
def test_a_makers_staff_market_or_unit_after_its_possessive_is_no_product(
    text: str, name: str, label: str
) -> None:
    assert context_kind(text, mention_at(text, name, label)) != (OTHER, 4.0)


@pytest.mark.parametrize(
    ("text", "name", "label"),
    [
        ("She is promoting her cartoon book Kelsoland in the spring.", "Kelsoland", "ORG"),
        ("He hosted the long-running music show Harbour Nights for years.", "Harbour Nights", "ORG"),
        ("The chat show Morton Late drew big audiences.", "Morton Late", "PERSON"),
        ("Most users fetched it with the file-sharing program Kelsoshare.", "Kelsoshare", "ORG"),
        ("She switched to the web browser Harbourfox last year.", "Harbourfox", "ORG"),
    ],
)
def test_a_book_or_a_show_of_a_medium_before_a_title_makes_it_a_work(
    text: str, name: str, label: str
) -> None:
    assert context_kind(text, mention_at(text, name, label)) == (OTHER, 4.0)


def test_book_as_a_verb_or_a_bare_show_makes_no_work() -> None:
    text = "Fans rushed to book Kelso Airways flights before the trade show Hale opened."
    assert context_kind(text, mention_at(text, "Kelso Airways", "ORG")) != (OTHER, 4.0)
    assert context_kind(text, mention_at(text, "Hale", "ORG")) != (OTHER, 4.0)


@pytest.mark.parametrize(
    ("text", "name", "label"),
    [
        ("Analysts said Intel Corp had a strong year.", "Intel Corp", "ORG"),  # a designator
        ("Yachts of the Volvo Ocean Race left port.", "Volvo Ocean Race", "EVENT"),  # a sponsored contest
        ("Tickets for the Samsung Six Nations sold out.", "Samsung Six Nations", "EVENT"),  # a two-word head
        ("She retired to Palm Beach last year.", "Palm Beach", "GPE"),  # a place's name
        ("Canon Ann Kelso led the service.", "Canon Ann Kelso", "PERSON"),  # a cleric's title
        ("Canon Kelso led the service.", "Canon Kelso", "PERSON"),
    ],
)
def test_a_makers_name_opening_a_firm_contest_place_or_title_is_no_product(
    text: str, name: str, label: str
) -> None:
    assert context_kind(text, mention_at(text, name, label)) != (OTHER, 4.0)


def test_a_model_after_a_possessive_only_maker_is_the_product() -> None:
    text = "Canon's Lumo 20 camera won praise."
    assert context_kind(text, mention_at(text, "Lumo 20", "ORG")) == (OTHER, 4.0)


@pytest.mark.parametrize(
    "text",
    [
        "Did you book Kelso Airways seats early?",
        "Families who book Kelso Airways seats pay less.",
        "They must book Kelso Airways seats by May.",
    ],
)
def test_book_as_a_verb_after_a_subject_or_a_modal_makes_no_work(text: str) -> None:
    assert context_kind(text, mention_at(text, "Kelso Airways", "ORG")) != (OTHER, 4.0)
