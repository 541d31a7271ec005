"""Kinds of session 52 (issue 13, kinds), each on invented sentences:
- a later name of names joined before a product's noun shares the phrase the first name opens, "the Kelso and
  [Quorvex] virus families", and a name NER read as a person's before a noun no maker qualifies is the thing
  though a town shares its name, "the [Harlow] worm" (``kg.entities.named_products``)."""

from __future__ import annotations

import pytest

from kg.entities.named_products import named_product
from kg.types import OTHER
from tests.hand_tagged import mention_at, stated_kind


@pytest.mark.parametrize(
    ("text", "name", "label"),
    [
        ("He wrote the Kelso and Quorvex virus families in a year.", "Quorvex", "PERSON"),
        ("The Brantholm, Kelso and Quorvex viruses hit banks.", "Quorvex", "PERSON"),
        ("Fans bought the Tobin and Varden consoles.", "Varden", "PERSON"),
        # a town's name NER read as a person's, before a noun no maker's name qualifies
        ("The Harlow worm spread to phones.", "Harlow", "PERSON"),
    ],
)
def test_a_joined_name_before_a_products_noun_is_the_product(text: str, name: str, label: str) -> None:
    assert named_product(text, mention_at(text, name, label))
    assert stated_kind(text, name, label) == OTHER


@pytest.mark.parametrize(
    ("text", "name", "label"),
    [
        # no article or possessive opens the phrase before the first name
        ("Ann Lee and Quorvex virus experts met.", "Quorvex", "PERSON"),
        # a town NER read as a town qualifies the noun
        ("The Harlow worm farm closed.", "Harlow", "GPE"),
        # a town NER read as a person's before a noun a maker's name qualifies
        ("Fans watched the Harlow console launch.", "Harlow", "PERSON"),
    ],
)
def test_a_name_not_in_a_products_phrase_is_no_product(text: str, name: str, label: str) -> None:
    assert not named_product(text, mention_at(text, name, label))
