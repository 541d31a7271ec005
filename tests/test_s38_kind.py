"""Kinds of session 38 (issue 13): a name NER tagged as an organisation that opens a noun phrase headed by a
product's noun is the product where the article writes the name as nothing else ("the [Kelvo] console ...
bought a [Kelvo]"); where it also writes the name as a maker ("Kelvo said", "shares in Kelvo") the name stays
the firm. Each text is invented."""

from __future__ import annotations

import pytest

from kg.types import ORGANIZATION, OTHER
from tests.hand_tagged import hand_tagged


def kinds(text: str, tags: list[tuple[str, str]]) -> dict[str, str]:
    """Each mention's surface -> the kind of its entity."""
    return {m.text: e.kind for e in hand_tagged(text, tags).entities for m in e.mentions}


@pytest.mark.parametrize(
    "text",
    [
        "Shoppers queued for the Kelvo console on Friday. Many had to wait for a Kelvo until spring.",
        "The Kelvo handset went on sale in Oslo. Reviewers liked the new device.",
    ],
)
def test_a_name_the_article_writes_only_as_a_product_is_one(text: str) -> None:
    tags = [("Kelvo", "ORG")] * text.count("Kelvo")
    assert kinds(text, tags)["Kelvo"] == OTHER


@pytest.mark.parametrize(
    "text",
    [
        "Shoppers queued for the Kelvo handset on Friday. Kelvo said sales had doubled.",
        "The Kelvo phones sold well in Oslo. Shares in Kelvo rose by 3%.",
        "The Kelvo games sold well in Oslo.",
    ],
)
def test_a_maker_the_article_also_writes_as_a_firm_stays_one(text: str) -> None:
    tags = [("Kelvo", "ORG")] * text.count("Kelvo")
    assert kinds(text, tags)["Kelvo"] == ORGANIZATION
