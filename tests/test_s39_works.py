"""Kinds of session 39 (issue 13): names listed beside two titles the article states works are works too
(kg/entities/work_lists.py), unless the list mixes them with a town, a person's full name, a body the text
names as such, or nominated actors; titles after "such films as" are works. Each text is invented."""

from __future__ import annotations

import pytest

from kg.types import ORGANIZATION, OTHER, PERSON, PLACE
from tests.test_s38_kind import kinds

# two titles the article states works: a work's noun before one, "starring" after the other
_WORKS = "The film Harbour Lights opened in May. Morton Grange, starring Ann Lee, came a month later. "
_TAGS = [("Harbour Lights", "ORG"), ("Morton Grange", "PERSON"), ("Ann Lee", "PERSON")]
_LISTED = [("Harbour Lights", "ORG"), ("Morton Grange", "GPE")]


@pytest.mark.parametrize(
    ("sentence", "tags", "name"),
    [
        (
            "Tarvek, Harbour Lights and Morton Grange were praised by critics.",
            [("Tarvek", "PERSON"), *_LISTED],
            "Tarvek",
        ),
        (
            "Tarvek, Harbour Lights and Morton Grange were praised by critics.",
            [("Tarvek", "GPE"), *_LISTED],
            "Tarvek",
        ),
        # a full name NER tags ORG outweighs a majority of the list (LIST_WEIGHT), not two stated works
        (
            "Harbour Lights, Morton Grange or Brisco Vale will win the prize.",
            [*_LISTED, ("Brisco Vale", "ORG")],
            "Brisco Vale",
        ),
    ],
)
def test_a_name_listed_beside_two_stated_works_is_a_work(
    sentence: str, tags: list[tuple[str, str]], name: str
) -> None:
    assert kinds(_WORKS + sentence, [*_TAGS, *tags])[name] == OTHER


@pytest.mark.parametrize(
    ("text", "tags", "name", "kind"),
    [
        # only one title the text states a work: the list is no evidence
        (
            "The film Harbour Lights opened in May. Tarvek, Harbour Lights and Brisco were praised.",
            [("Harbour Lights", "ORG"), ("Tarvek", "PERSON"), ("Harbour Lights", "ORG"), ("Brisco", "ORG")],
            "Tarvek",
            PERSON,
        ),
        # a person's full name beside films: the actor of a list of his films
        (
            _WORKS + "Ann Lee, Harbour Lights and Morton Grange were praised by critics.",
            [*_TAGS, ("Ann Lee", "PERSON"), *_LISTED],
            "Ann Lee",
            PERSON,
        ),
        # a town GeoNames knows, tagged as a place, beside titles: where they were made
        (
            _WORKS + "Dundee, Harbour Lights and Morton Grange were praised by critics.",
            [*_TAGS, ("Dundee", "GPE"), *_LISTED],
            "Dundee",
            PLACE,
        ),
        # a body the text names as one: the band beside its records
        (
            _WORKS + "The band Tarvek played. Tarvek, Harbour Lights and Morton Grange were praised.",
            [*_TAGS, ("Tarvek", "PERSON"), ("Tarvek", "PERSON"), *_LISTED],
            "Tarvek",
            ORGANIZATION,
        ),
        # nominees: an actor NER tags PERSON is named beside the films
        (
            _WORKS + "The nominees are Tarvek, Harbour Lights and Morton Grange.",
            [*_TAGS, ("Tarvek", "PERSON"), *_LISTED],
            "Tarvek",
            PERSON,
        ),
    ],
)
def test_a_list_that_mixes_works_with_other_things_gives_no_work(
    text: str, tags: list[tuple[str, str]], name: str, kind: str
) -> None:
    assert kinds(text, tags)[name] == kind


def test_a_title_tagged_org_among_nominated_titles_is_a_work() -> None:
    # the nominees' guard is on names NER reads as people's only
    text = _WORKS + "The nominees are Tarvek, Harbour Lights and Morton Grange."
    assert kinds(text, [*_TAGS, ("Tarvek", "ORG"), *_LISTED])["Tarvek"] == OTHER


@pytest.mark.parametrize(
    ("text", "name", "label"),
    [
        ("She starred in such films as Tarvek Road and Harbour Lights.", "Tarvek Road", "PERSON"),
        ("The show has such classics as Brisco, Tarvek and Harbour Lights.", "Tarvek", "GPE"),
    ],
)
def test_a_title_listed_after_such_a_plural_noun_of_works_as_is_a_work(
    text: str, name: str, label: str
) -> None:
    assert kinds(text, [(name, label)])[name] == OTHER
