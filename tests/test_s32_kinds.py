"""Kinds of session 32 (issue 13): words around a name that only a place or only a work takes. A place's head
noun NER left out ("the Qadima mosque and", "near Tharda mount at", "the Maqbara cemeteries area"), a distance
and a bearing ("Kafr Sult 25 kilometers (15 miles) north of Hama"), "that is located near", and the two ends
of a road ("a road connecting al-Nabk to al-Hosn") make the name a place whatever NER tagged it; a remake, a
screen version, a sequel, a screening or an episode of a title make it a work. Each text is invented; near
misses beside each rule."""

from __future__ import annotations

import pytest

from kg.entities.evidence import CONTEXT_WEIGHT, context_kind
from kg.types import ORGANIZATION, OTHER, PLACE
from tests.hand_tagged import mention_at


@pytest.mark.parametrize(
    ("text", "name", "label"),
    [
        # a place's head noun after the name, before a grammar word
        ("Rockets hit homes near the Qadima mosque and a school on Monday.", "Qadima", "ORG"),
        ("The blast went off near the Sitt Ruqaya shrine in the old city.", "Sitt Ruqaya", "PERSON"),
        ("Troops shelled positions in the vicinity of Tharda mount at dawn.", "Tharda", "NORP"),
        ("Jets struck the surrounding of al-Maqbara cemeteries area on Friday.", "al-Maqbara", "PERSON"),
        # a distance and a bearing from another place
        ("The army also took Kafr Sult 25 kilometers (15 miles) north of Hama City.", "Kafr Sult", "ORG"),
        ("Fighting reached Tal Hamra, some 10 km to the southeast of Raqqa.", "Tal Hamra", "PERSON"),
        ("Rebels shelled Beit Jinn about 40 miles west of the capital.", "Beit Jinn", "ORG"),
        # where it lies, in a relative clause
        (
            "It added that al-Qaws Triangle that is located near the oil field was taken.",
            "al-Qaws Triangle",
            "ORG",
        ),
        # the two ends of a road, both tagged PERSON
        ("Two fighters died on a road connecting al-Nabk to al-Hosn on Friday.", "al-Nabk", "PERSON"),
        ("Two fighters died on a road connecting al-Nabk to al-Hosn on Friday.", "al-Hosn", "PERSON"),
        ("Troops cut the highway that links Kafr Hamra and Tal Rifaat last week.", "Kafr Hamra", "PERSON"),
        ("Troops cut the highway that links Kafr Hamra and Tal Rifaat last week.", "Tal Rifaat", "PERSON"),
    ],
)
def test_words_only_a_place_takes_after_or_around_the_name(text: str, name: str, label: str) -> None:
    assert context_kind(text, mention_at(text, name, label)) == (PLACE, CONTEXT_WEIGHT)


@pytest.mark.parametrize(
    ("text", "name", "label"),
    [
        # "mount" as a verb: no grammar word after it
        ("The Kurds said Hamdan mount an attack every night.", "Hamdan", "PERSON"),
        # a capitalised head is part of a longer name that NER cut: left to other rules
        ("Nabil Hassan Mosque Street was closed.", "Nabil Hassan", "PERSON"),
        # a distance without a bearing, or a bearing without "of", measures no place off another
        ("Omar Saleh ran 10 km on Sunday.", "Omar Saleh", "PERSON"),
        ("Omar Saleh drove 10 km north to find fuel.", "Omar Saleh", "PERSON"),
        # a link between two people is no road
        ("The talks linking Omar Saleh and Ziad Hamdi ended.", "Omar Saleh", "PERSON"),
        ("A letter connecting Omar Saleh to Ziad Hamdi was found.", "Ziad Hamdi", "PERSON"),
    ],
)
def test_near_misses_state_no_place(text: str, name: str, label: str) -> None:
    assert context_kind(text, mention_at(text, name, label)) != (PLACE, CONTEXT_WEIGHT)


# A work made from another: "a remake of", "screen versions of", "the sequel to", "to remake" before a title.


@pytest.mark.parametrize(
    ("text", "name", "label"),
    [
        ("I pray nobody ever does a remake of Puddle Lane. It was perfect.", "Puddle Lane", "ORG"),
        ("With screen versions of The Harbour Lights, Kelso and others out", "Harbour Lights", "ORG"),
        (
            "The festival closes with the screening of Redfern, one of the first films made there.",
            "Redfern",
            "ORG",
        ),
        ("He was paid a record sum to remake Morton Grange, which opens in May.", "Morton Grange", "GPE"),
        ("The film is the sequel to Sam Walker and stars Ann Lee.", "Sam Walker", "PERSON"),
        ("Ten episodes of Kelso have been ordered.", "Kelso", "PERSON"),
    ],
)
def test_a_title_a_work_is_made_from_is_a_work(text: str, name: str, label: str) -> None:
    assert context_kind(text, mention_at(text, name, label)) == (OTHER, CONTEXT_WEIGHT)


@pytest.mark.parametrize(
    ("text", "name", "label"),
    [
        # a possessive: what was remade is the noun after it
        ("He stars in a remake of Roald Hale's novel about a farm.", "Roald Hale", "PERSON"),
        # a qualifier of a lower-case noun after it
        ("She is filming a remake of the Ealing classic this year.", "Ealing", "GPE"),
        ("It is the sequel to the Ben Hale comedy about a wedding.", "Ben Hale", "PERSON"),
        # a bare "version" names a paper's edition or a firm's product as often
        ("The online version of the Daily Post was shut.", "Daily Post", "ORG"),
    ],
)
def test_near_misses_are_no_works(text: str, name: str, label: str) -> None:
    assert context_kind(text, mention_at(text, name, label)) != (OTHER, CONTEXT_WEIGHT)


# A post held in a body before "of" or "at": "director general of", "economist at", "head of research at".


@pytest.mark.parametrize(
    ("text", "name", "label"),
    [
        (
            '"Sales rose," said Roger Hale, director general of Kelso. "It was a good year."',
            "Kelso",
            "PERSON",
        ),
        ("Mr Dunn had been a senior partner of Tods Hale for years.", "Tods Hale", "PERSON"),
        ("said Ann Lee, managing director of fuel market analysts Hale-Ward.", "Hale-Ward", "PERSON"),
        (
            "Tom Reid, head of bond research at Kelso Brokers, said shares were cheap.",
            "Kelso Brokers",
            "PRODUCT",
        ),
        ("said Jo Park, an economist at Dunmore, on Friday.", "Dunmore", "GPE"),
    ],
)
def test_a_post_held_in_a_name_makes_it_a_body(text: str, name: str, label: str) -> None:
    assert context_kind(text, mention_at(text, name, label)) == (ORGANIZATION, CONTEXT_WEIGHT)


@pytest.mark.parametrize(
    ("text", "name", "label"),
    [
        # a possessive: the post is in what the name owns
        ("He is chairman of Roger Hale's firm.", "Roger Hale", "PERSON"),
        # a full name after a noun in apposition is the person who heads the body
        ("the founder of the charity Ann Lee said", "Ann Lee", "PERSON"),
        # a body part, a film's director, a person's spokesman are no posts in a body
        ("His cross found the head of Byrne by the far post.", "Byrne", "PERSON"),
        ("The director of Kelso won the prize.", "Kelso", "PERSON"),
        ("A spokesman for Hale said he was resting.", "Hale", "PERSON"),
        # a town or a nation: a professor at Cambridge may teach at its university
        ("said Ann Lee, professor at Cambridge.", "Cambridge", "GPE"),
    ],
)
def test_near_misses_are_no_bodies(text: str, name: str, label: str) -> None:
    assert context_kind(text, mention_at(text, name, label)) != (ORGANIZATION, CONTEXT_WEIGHT)


# A product's noun heading the noun phrase a name opens: "the Pez sweet dispenser", "1993 Starfox game".


@pytest.mark.parametrize(
    ("text", "name", "label"),
    [
        ("Top of the list is the Tolby sweet dispenser (98th).", "Tolby", "PERSON"),
        ("Sales were hit by the Brankoff diet last year.", "Brankoff", "PERSON"),
        ("He made titles such as the 1993 Quarx game.", "Quarx", "PERSON"),
        ("The Vellan quartz digital watch (36th) is there too.", "Vellan", "GPE"),
    ],
)
def test_a_product_noun_after_a_name_makes_it_a_product(text: str, name: str, label: str) -> None:
    assert context_kind(text, mention_at(text, name, label)) == (OTHER, CONTEXT_WEIGHT)


@pytest.mark.parametrize(
    ("text", "name", "label"),
    [
        # NER's organisation is the maker of the thing
        ("Shares rose after the Nokia handset sold well.", "Nokia", "ORG"),
        # a place or a league before "game" is a match
        ("He scored twice in the Kelso game on Sunday.", "Kelso", "GPE"),
        # no noun phrase opens before the name: the noun may be a verb
        ("Fans in Dunmore watch the final at home.", "Dunmore", "PERSON"),
        # a verb that takes an object, a grammar word between, a noun of the trade after
        ("Now the Tolby twins watch the games together.", "Tolby", "PERSON"),
        ("It was the Tolby side in both games.", "Tolby", "PERSON"),
        ("The Tolby games group shed staff.", "Tolby", "PERSON"),
    ],
)
def test_near_misses_are_no_products(text: str, name: str, label: str) -> None:
    assert context_kind(text, mention_at(text, name, label)) != (OTHER, CONTEXT_WEIGHT)


def test_a_club_noun_before_a_name_makes_it_a_body() -> None:
    # NER tags a football club's name as a person's; the noun before it says what it is
    text = "Shares in the struggling football club Borwick Athletic fell on Monday."
    assert context_kind(text, mention_at(text, "Borwick Athletic", "PERSON")) == (
        ORGANIZATION,
        CONTEXT_WEIGHT,
    )
    # a role after "club" is the person's: "club captain Tom Reid"
    text = "The club captain Tom Reid signed a new deal."
    assert context_kind(text, mention_at(text, "Tom Reid", "PERSON")) != (ORGANIZATION, CONTEXT_WEIGHT)


def test_a_given_name_keeps_a_person_whose_surname_a_group_shares() -> None:
    # "Blake's Heroes", a programme NER tags ORG in one article, does not make the tennis player of another
    # an organisation; a name ending in a group's name with no given name first still is one (Kataib ...)
    from tests.test_ontology import entity_of, resolve

    resolution = resolve(
        "Fans still love [Blake|ORG]'s Heroes. [Blake|ORG] ran for years.",
        "[James Blake|PERSON] won the second set. Later [Kataib Hezbollah|PERSON] fired rockets.",
        "[Hezbollah|ORG] said it would respond. [Hezbollah|ORG] denied it.",
    )
    assert entity_of(resolution, "James Blake").kind == "Person"
    assert entity_of(resolution, "Kataib Hezbollah").kind == "Organization"
