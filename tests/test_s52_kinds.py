"""Kinds of session 52 (issue 13, kinds), each on invented sentences:
- a later name of names joined before a product's noun shares the phrase the first name opens, "the Kelso and
  [Quorvex] virus families", and a name NER read as a person's before a noun no maker qualifies is the thing
  though a town shares its name, "the [Harlow] worm" (``kg.entities.named_products``);
- the plural noun that heads the subject of "include" opens a list as "such as" does, "bands at the fair
  include [Varden]" (``kg.entities.works``; context-words.tsv's `orgs-listed` row "bands", `works-listed`
  rows "video games" and "computer games");
- an organisation's noun closing an apposition after a name past a possessive or before a participle, "Hale,
  the country's third biggest bank,", and after a name NER read as a person's when the noun never describes
  one, "[Brantair], an airline owned by" (``kg.entities.context_cues.org_apposed``, `org-apposed` rows);
- "star" credits a film in a sentence of the cinema as "director" does, "with [Kelso] star Ann Lee the
  favourite" for the best actor prize (``kg.entities.credits``, `screen-credit` row "star")."""

from __future__ import annotations

import pytest

from kg.entities.named_products import named_product
from kg.entities.works import listed_org, listed_work
from kg.types import ORGANIZATION, OTHER
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


@pytest.mark.parametrize(
    ("text", "name", "label", "kind"),
    [
        ("Bands at the fair include Kelso Drift, The Hale and Varden.", "Varden", "PERSON", ORGANIZATION),
        ("Bands include Varden and Tobin Row.", "Varden", "PERSON", ORGANIZATION),
        # a word that counts the things of the list before "of"
        ("Some of the bands at the fair include Varden and Tobin Row.", "Varden", "PERSON", ORGANIZATION),
        ("Albums released this year include Quiet Harbour and Glass Row.", "Glass Row", "ORG", OTHER),
        ("Video games such as Quorvex Run sold well.", "Quorvex Run", "PERSON", OTHER),
    ],
)
def test_a_plural_noun_before_include_opens_a_list(text: str, name: str, label: str, kind: str) -> None:
    assert stated_kind(text, name, label) == kind


@pytest.mark.parametrize(
    ("text", "name", "label"),
    [
        # the noun's phrase names who made the things: the list is of people
        ("Films by directors include Ann Varden and Tom Brack.", "Tom Brack", "PERSON"),
        # a relative clause between the noun and the verb
        ("Albums that sold well include tracks by Tom Brack.", "Tom Brack", "PERSON"),
        # a bare "games" lists matches as often as games
        ("Games such as Kelso against Hale drew crowds.", "Kelso", "ORG"),
        # a relative clause on "whose": its own noun heads the subject of "include"
        ("Films whose stars include Varden and Brack opened.", "Varden", "PERSON"),
        ("Bands whose fans include Varden played late.", "Varden", "PERSON"),
        # the plural before "of" heads the subject: the list is of fans or stars, not of the bands or films
        ("Fans of the bands include Varden, Brack and Ann Tobin.", "Varden", "PERSON"),
        ("Stars of these films include Varden and Brack.", "Varden", "PERSON"),
    ],
)
def test_a_list_of_no_works_is_no_work(text: str, name: str, label: str) -> None:
    assert not listed_work(text, mention_at(text, name, label))
    assert not listed_org(text, mention_at(text, name, label))


@pytest.mark.parametrize(
    ("text", "name", "label"),
    [
        # a noun no person is called, after a name NER read as a person's and no given name opens
        ("Kelso paid Brantair, an airline owned by Ann Lee, for its flights.", "Brantair", "PERSON"),
        ('Quorvex Re, the world\'s biggest reinsurer, said: "It is too early."', "Quorvex Re", "PERSON"),
        # a possessive and a participle after the noun, for a name NER read as a firm's as before
        ("Hale, the country's third biggest bank, said profits rose.", "Hale", "ORG"),
        ("Tobin, a group based in Kelso, said it would appeal.", "Tobin", "ORG"),
    ],
)
def test_an_organisations_noun_in_apposition_makes_an_organisation(text: str, name: str, label: str) -> None:
    assert stated_kind(text, name, label) == ORGANIZATION


@pytest.mark.parametrize(
    ("text", "name", "label"),
    [
        # nouns that describe people too, before "of" or as the noun of a person's possessive
        ("Varden, the publisher of the Kelso Star, said so.", "Varden", "PERSON"),
        ("Varden, the firm's founder, said so.", "Varden", "PERSON"),
        # a given name opens the name: the noun describes the person's trade
        ("Ann Varden, a bank owned by nobody, said so.", "Ann Varden", "PERSON"),
        # the name ends a clause that opens the sentence, and the noun is the subject of the next verb
        ("Speaking to Varden, the airline said fares would rise.", "Varden", "PERSON"),
        ("Unlike Varden, the bank has no debts.", "Varden", "PERSON"),
    ],
)
def test_a_persons_apposition_makes_no_organisation(text: str, name: str, label: str) -> None:
    assert stated_kind(text, name, label) != ORGANIZATION


@pytest.mark.parametrize(
    ("text", "name", "label", "kind"),
    [
        # a star's credit in a sentence of the cinema names a film, as a director's does
        (
            "Punters favour Kelso star Ann Lee in the race for the best actor prize.",
            "Kelso",
            "PERSON",
            OTHER,
        ),
        (
            "Hale Harbour star Ann Lee saw her old film turned into a stage show.",
            "Hale Harbour",
            "ORG",
            OTHER,
        ),
        # out of such a sentence a star's club or band keeps what NER tagged
        ("Kelso star Ann Lee scored twice.", "Kelso", "ORG", None),
        # a place qualifies the star by where she comes from
        ("Hollywood star Ann Lee made a film.", "Hollywood", "GPE", None),
    ],
)
def test_a_stars_credit_in_a_sentence_of_the_cinema_names_a_film(
    text: str, name: str, label: str, kind: str | None
) -> None:
    assert stated_kind(text, name, label) == kind
