"""A name NER reads as a person's or a people's is a place where the text uses it as one: after a
preposition of place, alone or as the last item of a list ("in Aleppo and Idleb"), or a NORP tag on a name
GeoNames knows ("leaving Raqqa"). The evidence is weighed over all of an entity's mentions: a person's
possessive, given name or full name written elsewhere keeps the person. NER's tags are given by hand
(:mod:`hand_tagged`), so that each case pins the rule whatever the model tags on a given day."""

from __future__ import annotations

import pytest
from hand_tagged import hand_tagged

from kg.entities.evidence import context_kind
from kg.types import Mention


def _kind(text: str, tags: list[tuple[str, str]], name: str) -> str:
    entities = hand_tagged(text, tags).entities
    return next(e.kind for e in entities if name in (e.label, *e.aliases))


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Jets bombed positions in Jubb al-Jarrah claiming the lives of militants.", "Jubb al-Jarrah"),
        ("Depots were targeted by the army aircraft in al-Shaer and Jazal oilfields on Friday.", "Jazal"),
        ("Depots were targeted by the army aircraft in al-Shaer and Jazal oilfields on Friday.", "al-Shaer"),
        ("Four civilians were killed in rocket attacks in Aleppo and Idleb.", "Idleb"),
        ("The storm caused flooding in Jackson on Monday.", "Jackson"),
        ("Troops advanced near Deir Hafer before dawn.", "Deir Hafer"),
    ],
)
def test_a_person_tag_after_a_preposition_of_place_is_a_place(text: str, name: str) -> None:
    tags = [(word, "GPE") for word in ("Aleppo",) if word in text and word != name]
    tags += [(word, "PERSON") for word in ("al-Shaer",) if word in text and word != name]
    tags = sorted([*tags, (name, "PERSON")], key=lambda tag: text.index(tag[0]))
    assert _kind(text, tags, name) == "Place"


@pytest.mark.parametrize(
    ("text", "name"),
    [
        # a possessive, a name that qualifies the noun after it, a title or a given name in front
        ("There was no doubt in Smith's view that the deal was fair.", "Smith"),
        ("The dog was found in Paris Hilton's car.", "Paris Hilton"),
        ("China had a role in Yukos split-up, officials said.", "Yukos"),
        ("She put her faith in Mr Smith from the start.", "Mr Smith"),
        ("The club has two young prospects in Richie Rees and Rhodri Wells.", "Rhodri Wells"),
        ("The crowd cheered when Chelsea Clinton arrived in Chelsea Clinton's motorcade.", "Chelsea Clinton"),
    ],
)
def test_a_person_after_a_preposition_is_no_place(text: str, name: str) -> None:
    start = text.index(name)
    mention = Mention("a0", 0, name, start, start + len(name), "PERSON")
    stated = context_kind(text, mention)
    assert stated is None or stated[0] != "Place"


def test_a_person_written_elsewhere_in_full_outweighs_one_located_mention() -> None:
    text = "Jackson Smith said the vote was fair. Jackson Smith was re-elected. Fans gathered in Smith."
    tags = [("Jackson Smith", "PERSON"), ("Jackson Smith", "PERSON"), ("Smith", "PERSON")]
    assert _kind(text, tags, "Smith") == "Person"


def test_a_people_tag_on_a_city_geonames_knows_is_a_place() -> None:
    text = "The militants killed members who tried to leave Raqqa. The judge of Raqqa issued a decree."
    assert _kind(text, [("Raqqa", "NORP"), ("Raqqa", "GPE")], "Raqqa") == "Place"
    # a people's plural and a group's adjective stay what NER says
    for text, name in (("Brits abroad were warned.", "Brits"), ("Western diplomats left.", "Western")):
        mention = Mention("a0", 0, name, 0, len(name), "NORP")
        assert context_kind(text, mention) is None


@pytest.mark.parametrize(
    ("text", "tags", "name", "kind"),
    [
        # fire: surnames after a plural title are people, whatever NER read
        (
            "Lady Hale, sitting with Lords Bingham, Steyn, Hope and Carswell, said the ruling was wrong.",
            [("Bingham", "PERSON"), ("Steyn", "ORG"), ("Hope", "PERSON"), ("Carswell", "ORG")],
            "Carswell",
            "Person",
        ),
        (
            "The talks between Presidents Bush and Putin ended early.",
            [("Bush", "PERSON"), ("Putin", "ORG")],
            "Putin",
            "Person",
        ),
        (
            "Senators Kennedy and Kerry voted against the bill.",
            [("Kennedy", "ORG"), ("Kerry", "PERSON")],
            "Kennedy",
            "Person",
        ),
        # must not fire: places after a plural title, a name of two words, no title at all
        (
            "Trains from Kings Cross, Euston and Victoria were cancelled.",
            [("Kings Cross", "FAC"), ("Euston", "FAC"), ("Victoria", "FAC")],
            "Euston",
            "Place",
        ),
        ("The Kansas City Chiefs and Ford signed a deal.", [("Ford", "ORG")], "Ford", "Organization"),
        (
            "Shares in Google and Microsoft rose.",
            [("Google", "ORG"), ("Microsoft", "ORG")],
            "Microsoft",
            "Organization",
        ),
    ],
)
def test_surnames_listed_after_a_plural_title_are_people(
    text: str, tags: list[tuple[str, str]], name: str, kind: str
) -> None:
    assert _kind(text, tags, name) == kind
