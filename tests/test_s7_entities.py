"""Session 7's entity evidence that does not depend on the corpus a rule was written from (issue 13):
names listed together share a kind, and a name before a role and its holder is the body. NER's tags
are given by hand (``hand_tagged``), so each case pins the rule whatever the model tags on a given day."""

from __future__ import annotations

import pytest
from hand_tagged import hand_tagged

from kg.entities.coordination import name_lists, odd_items
from kg.types import Mention


def _mentions(text: str, names: list[str]) -> list[Mention]:
    found, start = [], 0
    for name in names:
        start = text.index(name, start)
        found.append(Mention("a0", 0, name, start, start + len(name), "X"))
        start += len(name)
    return found


@pytest.mark.parametrize(
    ("text", "names", "lists"),
    [
        ("It reaches Paris, Lille, Lyon and Toulouse.", ["Paris", "Lille", "Lyon", "Toulouse"], 1),
        (
            "Firms such as Nokia, Sagem, Sony, and the Thomson group.",
            ["Nokia", "Sagem", "Sony", "Thomson"],
            1,
        ),
        ("Kerry and Lavrov met.", ["Kerry", "Lavrov"], 0),  # a pair is no list
        # commas alone: a place, its county and a person
        ("from Ledbury, Herefordshire, Robert Thame, 40", ["Ledbury", "Herefordshire", "Robert Thame"], 0),
        ("Paris, Lille met Lyon and Toulouse.", ["Paris", "Lille", "Lyon", "Toulouse"], 0),
    ],
)
def test_a_list_is_three_names_joined_by_commas_and_a_last_and(
    text: str, names: list[str], lists: int
) -> None:
    assert len(name_lists(text, _mentions(text, names))) == lists


def test_only_an_item_the_list_outvotes_gets_its_kind() -> None:
    text = "Paris, Lille, Lyon and Toulouse"
    items = _mentions(text, ["Paris", "Lille", "Lyon", "Toulouse"])
    kinds: dict[str, str | None] = {"Paris": "Place", "Lille": "Place", "Lyon": "Place", "Toulouse": "Person"}
    odd = odd_items(items, lambda m: kinds[m.text])
    assert [(m.text, kind) for m, kind in odd] == [("Toulouse", "Place")]
    # two against two: no kind has more than half of the list
    kinds["Lyon"] = "Person"
    assert odd_items(items, lambda m: kinds[m.text]) == []
    # a demonym abstains: two places of three items with a kind still make the list's kind
    kinds["Lille"], kinds["Paris"] = None, "Place"
    kinds["Lyon"] = "Place"
    assert [(m.text, kind) for m, kind in odd_items(items, lambda m: kinds[m.text])] == [
        ("Toulouse", "Place")
    ]


@pytest.mark.parametrize(
    ("text", "tags", "name", "kind"),
    [
        # a city of a list that NER reads as a person
        (
            "The service will initially cover Paris, Lille, Lyon and Toulouse.",
            [("Paris", "GPE"), ("Lille", "GPE"), ("Lyon", "GPE"), ("Toulouse", "PERSON")],
            "Toulouse",
            "Place",
        ),
        # two of four: the list says nothing. Towns too small for GeoNames' large cities: since session 8
        # a large city NER reads as a person (Lyon, Toulouse) is left out of the count and takes the kind
        # of the other items when they are places (tests/test_s8_entities.py), so this pins the tie rule
        # for names that are not large cities
        (
            "The service will initially cover Paris, Lille, Sedan and Vichy.",
            [("Paris", "GPE"), ("Lille", "GPE"), ("Sedan", "PERSON"), ("Vichy", "PERSON")],
            "Sedan",
            "Person",
        ),
        # a firm among firms
        (
            "Electronics makers such as Nokia, Sagem, Sony and Thomson are gearing up.",
            [("Nokia", "ORG"), ("Sagem", "PERSON"), ("Sony", "ORG"), ("Thomson", "ORG")],
            "Sagem",
            "Organization",
        ),
        # a full name keeps its own kind: one list outweighs a bare name's tag, not a full name's (a noun
        # of firms such as "banks" would state the kind itself: tests/test_s28_kinds.py)
        (
            "Partners such as Paribas, Calyon and Dresdner Kleinwort Wasserstein took part.",
            [("Paribas", "ORG"), ("Calyon", "ORG"), ("Dresdner Kleinwort Wasserstein", "PERSON")],
            "Dresdner Kleinwort Wasserstein",
            "Person",
        ),
        # no list: a pair says nothing of one kind
        (
            "The talks brought in Kerry and Lyon on Monday.",
            [("Kerry", "PERSON"), ("Lyon", "PERSON")],
            "Lyon",
            "Person",
        ),
    ],
)
def test_a_listed_name_takes_the_kind_its_list_shares(
    text: str, tags: list[tuple[str, str]], name: str, kind: str
) -> None:
    entities = {e.label: e.kind for e in hand_tagged(text, tags).entities}
    assert entities[name] == kind


@pytest.mark.parametrize(
    ("text", "tags", "name", "kind"),
    [
        # a club before a player's position and name
        (
            "Former Everton midfielder Thomas Gravesen scored his first goal.",
            [("Everton", "PERSON"), ("Thomas Gravesen", "PERSON")],
            "Everton",
            "Organization",
        ),
        # a full name tagged PERSON yields too: the role says what it is
        (
            "Leeds Tykes flanker Jon Dunbar also trained with the squad.",
            [("Leeds Tykes", "PERSON"), ("Jon Dunbar", "PERSON")],
            "Leeds Tykes",
            "Organization",
        ),
        # a team NER tags as a place stays a place (a national side is its country)
        (
            "England coach Andy Robinson named his squad.",
            [("England", "GPE"), ("Andy Robinson", "PERSON")],
            "England",
            "Place",
        ),
        # a verb and a conjunction are no qualifiers of a role: the player stays a person
        (
            "Right wing Al Lakomskis return and captain Kort Schubert shifts to the back row.",
            [("Al Lakomskis", "PERSON"), ("Kort Schubert", "PERSON")],
            "Al Lakomskis",
            "Person",
        ),
        # no person named after the role: nothing is said of the name before it ("boss" and "chief"
        # right after a name are an organisation's by themselves since session 41: context-words.tsv)
        (
            "The Larne manager has yet to confirm the deal.",
            [("Larne", "PERSON")],
            "Larne",
            "Person",
        ),
    ],
)
def test_a_name_before_a_role_and_its_holder_is_the_body(
    text: str, tags: list[tuple[str, str]], name: str, kind: str
) -> None:
    entities = {e.label: e.kind for e in hand_tagged(text, tags).entities}
    assert entities[name] == kind


@pytest.mark.parametrize(
    ("text", "tags", "name", "kept"),
    [
        # a place run into a group that starts afresh with its nation, both named on their own
        (
            "The Syrian Army entered Hama on Monday. Hama Syrian Army units shelled the town.",
            [("Syrian Army", "ORG"), ("Hama", "GPE"), ("Hama Syrian Army", "ORG")],
            "Hama Syrian Army",
            False,
        ),
        # a place run into a person's full name, both named on their own
        (
            "Kofi Annan flew to Syria. Syria Kofi Annan said the plan would hold.",
            [("Kofi Annan", "PERSON"), ("Syria", "GPE"), ("Syria Kofi Annan", "ORG")],
            "Syria Kofi Annan",
            False,
        ),
        # a place before a body's name that is no nation's is one name
        (
            "Shares fell on the Stock Exchange. The London Stock Exchange said trading would resume.",
            [("Stock Exchange", "ORG"), ("London Stock Exchange", "ORG")],
            "London Stock Exchange",
            True,
        ),
    ],
)
def test_a_place_run_into_a_known_person_or_national_group_is_no_name(
    text: str, tags: list[tuple[str, str]], name: str, kept: bool
) -> None:
    resolution = hand_tagged(text, tags)
    assert any(e.label == name for e in resolution.entities) is kept
    assert (
        any(dropped == name and reason == "run-together names" for dropped, reason, _ in resolution.dropped)
        is not kept
    )


@pytest.mark.parametrize(
    ("text", "tags", "name", "kept"),
    [
        # the field of a minister's title, cut off by NER in every mention
        (
            "The Home Secretary spoke first. Later Home Secretary Charles Clarke said the law would change.",
            [("Home", "ORG"), ("Home", "ORG"), ("Charles Clarke", "PERSON")],
            "Home",
            False,
        ),
        (
            "MPs scrutinising the Office for the Deputy Prime Minister said it had failed.",
            [("Office for the Deputy", "ORG")],
            "Office for the Deputy",
            False,
        ),
        # a body's own name ends in a designator
        (
            "The Refugee Council Secretary said the rules were unfair.",
            [("Refugee Council", "ORG")],
            "Refugee Council",
            True,
        ),
        # a place stands on its own before an office
        (
            "France Foreign Minister Laurent Fabius arrived.",
            [("France", "GPE"), ("Laurent Fabius", "PERSON")],
            "France",
            True,
        ),
        # one mention on its own is enough to keep the name
        (
            "Home Secretary Charles Clarke met officials of Home, the housing charity.",
            [("Home", "ORG"), ("Charles Clarke", "PERSON"), ("Home", "ORG")],
            "Home",
            True,
        ),
    ],
)
def test_the_field_of_a_ministers_title_is_no_name(
    text: str, tags: list[tuple[str, str]], name: str, kept: bool
) -> None:
    resolution = hand_tagged(text, tags)
    assert any(e.label == name for e in resolution.entities) is kept


@pytest.mark.parametrize("spelling", ["Hizballah", "Hezballah"])
def test_hezbollah_is_an_organisation_in_every_spelling_ner_reads_as_a_person(spelling: str) -> None:
    text = f"{spelling} and Syrian regime forces targeted a funeral. {spelling} denied it."
    entities = hand_tagged(text, [(spelling, "PERSON"), (spelling, "PERSON")]).entities
    assert [(e.label, e.kind) for e in entities] == [("Hezbollah", "Organization")]


def test_a_kin_word_before_a_name_outweighs_a_place_phrase_after_it() -> None:
    text = "The graves of his father Hafez and brother Bassil is located in Qardaha."
    tags = [("Hafez", "PERSON"), ("Bassil", "PERSON"), ("Qardaha", "GPE")]
    kinds = {e.label: e.kind for e in hand_tagged(text, tags).entities}
    assert kinds["Bassil"] == "Person" and kinds["Qardaha"] == "Place"


@pytest.mark.parametrize(
    ("text", "tags", "name", "kind"),
    [
        (
            "Jets destroyed an ammunition depot near al-Masmakeh and al-Sinaa areas on Monday.",
            [("al-Masmakeh", "ORG"), ("al-Sinaa", "GPE")],
            "al-Masmakeh",
            "Place",
        ),
        # a plural that is no place noun says nothing: two firms
        (
            "Shares in Verizon and Qwest rose.",
            [("Verizon", "ORG"), ("Qwest", "ORG")],
            "Verizon",
            "Organization",
        ),
    ],
)
def test_the_first_of_two_names_with_a_shared_plural_place_noun_is_a_place(
    text: str, tags: list[tuple[str, str]], name: str, kind: str
) -> None:
    assert {e.label: e.kind for e in hand_tagged(text, tags).entities}[name] == kind


def test_a_demonyms_plural_tagged_as_a_person_is_a_people_word_linked_to_its_country() -> None:
    entities = hand_tagged("Values that most Britons hold dear.", [("Britons", "PERSON")]).entities
    britons = next(e for e in entities if "Britons" in (e.label, *e.aliases))
    assert britons.kind != "Person" and britons.demonym_of == "united-kingdom"


@pytest.mark.parametrize("word", ["Asians", "Europeans"])
def test_the_plural_of_a_groups_adjective_is_no_name(word: str) -> None:
    resolution = hand_tagged(f"Many {word} travelled to the games.", [(word, "NORP")])
    assert resolution.entities == ()
    assert [(name, reason) for name, reason, _ in resolution.dropped] == [(word, "adjective")]


@pytest.mark.parametrize(
    ("text", "tags", "name", "kind"),
    [
        # a kunya, a given name and a nisba: a person's name, whatever NER tagged it
        (
            "Head of the Hama Media center Abu Yazan al-Noiami said the retreat was tactical.",
            [("Abu Yazan al-Noiami", "GPE")],
            "Abu Yazan al-Noiami",
            "Person",
        ),
        # a place's "Abu" is followed by its article or a single word
        ("Jets struck Abu al-Duhur airbase.", [("Abu al-Duhur", "GPE")], "Abu al-Duhur", "Place"),
        ("Strikes hit Abu Kamal on Monday.", [("Abu Kamal", "GPE")], "Abu Kamal", "Place"),
    ],
)
def test_a_kunya_given_name_and_nisba_name_a_person(
    text: str, tags: list[tuple[str, str]], name: str, kind: str
) -> None:
    assert {e.label: e.kind for e in hand_tagged(text, tags).entities}[name] == kind
