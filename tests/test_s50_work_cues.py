"""Works typed as bodies or people (issue 13, kinds): a work named after a prize for a part in it, "won best
actor for [Kelso]" (``kg.entities.work_titles.role_prize_work``, context-words.tsv's `prize-role` rows), and
a title after its composer's possessive, "the composer Ann Lee's [Harbour Lights]" (``makers.makers_title``,
`works-sentence` rows); and the Budget, an occasion by its capitalised common noun (org-words.tsv role
occasion-alone). Invented sentences."""

from __future__ import annotations

import pytest

from kg.entities import resolve_entities
from kg.pipeline import extract_articles
from kg.types import EVENT, OTHER, Article
from tests.hand_tagged import stated_kind


def _kinds(text: str) -> dict[str, str]:
    resolution = resolve_entities(extract_articles([Article("a", text)], progress=None))
    return {entity.label: entity.kind for entity in resolution.entities}


kind_of = stated_kind


@pytest.mark.parametrize(
    ("text", "name", "label"),
    [
        (
            "Ann Lee was named best actress for Harbour Lights, while Sam Hale won best actor for Kelso.",
            "Kelso",
            "ORG",
        ),
        (
            "The critics gave Ann Lee best supporting actor for Morton Grange on Friday.",
            "Morton Grange",
            "PERSON",
        ),
        ("She took the best director award for The Long Road at the ceremony.", "Long Road", "ORG"),
    ],
)
def test_title_after_a_prize_for_a_part_is_a_work(text: str, name: str, label: str) -> None:
    assert kind_of(text, name, label) == OTHER


@pytest.mark.parametrize(
    ("text", "name", "label"),
    [
        # a person's full name or a place after "for" is who or where the prize went, no work
        ("The jury voted best actor for Sam Hale after a long night.", "Sam Hale", "PERSON"),
        ("The film took four prizes, including best director for Ann Lee.", "Ann Lee", "ORG"),
        ("He was named best player for Kelso in the final.", "Kelso", "ORG"),
        # the winner by his surname, written in full elsewhere in the article
        ("Sam Hale starred as a doctor. He is nominated for best actor for Hale.", "Hale", "PERSON"),
        # "the best director for": a judgement of a person in a post, no prize's name (none follows the part)
        (
            "Rita Voss, the best director for Kestrel Rovers, left the club on Monday.",
            "Kestrel Rovers",
            "ORG",
        ),
        (
            "Brin Oakes is the best finance director for Marlow Textiles, the board said.",
            "Marlow Textiles",
            "ORG",
        ),
        # a firm's name ends in a designator: a business prize, given to the firm's director
        (
            "Brin Oakes was named best finance director for Kestrel Holdings at the trade awards.",
            "Kestrel Holdings",
            "ORG",
        ),
    ],
)
def test_name_after_other_prizes_is_no_work(text: str, name: str, label: str) -> None:
    assert kind_of(text, name, label) != OTHER


def test_title_after_a_possessive_in_a_sentence_of_composers_is_a_work() -> None:
    text = "The season opens with the composer Ann Lee's Harbour Lights and a new piece by Sam Hale."
    assert kind_of(text, "Harbour Lights", "ORG") == OTHER


def test_capitalised_budget_alone_is_the_occasion() -> None:
    # the yearly occasion by its common noun, capitalised for the one of the story (tagged ORG by NER)
    text = "Ann Lee said there would be no giveaway in Mr Hale's Budget. The Budget is due on 16 March."
    kinds = _kinds(text)
    assert kinds.get("Budget") == EVENT


def test_budget_after_a_titled_owner_is_the_occasion() -> None:
    # NER runs the owner and the Budget together ("Grey's Budget", ORG): "Mr" before it is Mr Grey's title,
    # which says nothing of the Budget's kind
    kinds = _kinds("Mr Grey's Budget is due in March, and Tess Ward said it would hold no surprises.")
    assert kinds.get("Budget") == EVENT
