"""Kinds and junk of session 45 (issue 13). A people with no country of its own to link as a demonym ("the
Kurds", "Maori") names no entity, as "Alawites" and "Druze" do not; the headline's plural short form of the
Golden Globes is the awards show. Each text is invented."""

from __future__ import annotations

import pytest

from kg.types import EVENT, ORGANIZATION, OTHER, PERSON, PLACE
from tests.hand_tagged import hand_tagged
from tests.test_s38_kind import kinds


@pytest.mark.parametrize(
    ("text", "name", "label"),
    [
        ("Fighting between the Kurds and the army spread to the old market on Friday.", "Kurds", "NORP"),
        ("A Kurd from the next village said the road was closed.", "Kurd", "NORP"),
        ("The tour opened with a welcome from Maori elders at the harbour.", "Maori", "GPE"),
        ("Six Maoris played in the touring side that winter.", "Maoris", "ORG"),
    ],
)
def test_a_people_without_a_country_names_no_entity(text: str, name: str, label: str) -> None:
    labels = {e.label for e in hand_tagged(text, [(name, label)]).entities}
    assert name not in labels


def test_a_headlines_globes_is_the_awards_show() -> None:
    text = "Kelvo drama leads Globes race\n\nThe drama Kelvo leads the race for the Golden Globe Awards."
    found = kinds(text, [("Globes", "PERSON"), ("Golden Globe Awards", "EVENT")])
    assert found["Globes"] == EVENT


@pytest.mark.parametrize(
    "text",
    [
        "Tickets sold out\n\nThe Globes sold every seat, and the Globes dinner moved to Sunday.",
        "The Globes opened the season. The Globes went to a small Kelvo studio.",
        "Kelvo sweeps Globes\n\nFilms of the Kelvo studio took five Globes on Sunday.",
    ],
)
def test_an_awards_shows_plural_tagged_as_a_person_stays_the_show(text: str) -> None:
    assert kinds(text, [("Globes", "PERSON"), ("Globes", "PERSON")])["Globes"] == EVENT


@pytest.mark.parametrize(
    ("text", "name", "label", "kind"),
    [
        ("Two mapping firms formed a consortium known as Kelvo.", "Kelvo", "PERSON", ORGANIZATION),
        ("He founded a firm called Tarnwell in 1998.", "Tarnwell", "PERSON", ORGANIZATION),
        ("Phones use a system called Hallic to show other alphabets.", "Hallic", "ORG", OTHER),
        ("The chip maker licensed a technology dubbed Brennox last year.", "Brennox", "ORG", OTHER),
        ("Rebels joined groups known as Liwa Tarn near the border.", "Liwa Tarn", "PERSON", ORGANIZATION),
    ],
)
def test_a_noun_a_participle_names_says_what_the_name_is(text: str, name: str, label: str, kind: str) -> None:
    assert kinds(text, [(name, label)])[name] == kind


@pytest.mark.parametrize(
    ("text", "name", "label", "kind"),
    [
        # a comma parts the noun from the participle: the name is the firm's, not its games'
        ("Sales rose at Kelvo, maker of games, formerly known as Tarnwell.", "Tarnwell", "ORG", ORGANIZATION),
        # a person's noun is read by other rules: the participle alone states nothing
        ("A man called Tomas Keller rang the station.", "Tomas Keller", "PERSON", PERSON),
    ],
)
def test_a_participle_after_a_comma_or_a_persons_noun_states_no_kind(
    text: str, name: str, label: str, kind: str
) -> None:
    assert kinds(text, [(name, label)])[name] == kind


def test_an_awards_shows_host_names_the_show_not_a_person() -> None:
    text = "Oscar host Tomas Keller promises a shorter show\n\nThe comedian will present the Academy Awards."
    assert (
        kinds(text, [("Oscar", "PERSON"), ("Tomas Keller", "PERSON"), ("Academy Awards", "EVENT")])["Oscar"]
        == EVENT
    )


@pytest.mark.parametrize(
    ("text", "name"),
    [
        # the verbs "name", "call" and "dub" whose subject is the noun: the name is their object
        ("The club named Keller as its new coach on Monday.", "Keller"),
        ("The newspaper dubbed Keller 'the Fox' after the vote.", "Keller"),
        ("The party called Keller to give evidence.", "Keller"),
    ],
)
def test_a_noun_that_names_someone_as_a_verbs_subject_states_no_kind(text: str, name: str) -> None:
    assert kinds(text, [(name, "PERSON")])[name] == PERSON


@pytest.mark.parametrize(
    "text",
    [
        "Tomas Keller won an Oscar for the role, his second in ten years.",
        "She lost the best actress Oscar to a newcomer from Kelvo.",
    ],
)
def test_an_awards_short_form_after_an_article_is_the_award(text: str) -> None:
    assert kinds(text, [("Oscar", "PERSON")])["Oscar"] == EVENT


def test_a_given_name_that_is_an_awards_short_form_stays_a_person() -> None:
    assert kinds("Oscar said he heard the blast from the road.", [("Oscar", "PERSON")])["Oscar"] == PERSON


# Review of session 45: the edges of the participle rule (called.py) and of an award's nouns (awards.py).
@pytest.mark.parametrize(
    ("text", "name", "kind"),
    [
        # the name's own closing quotation mark opens no epithet ("dubbed Keller 'the Fox'")
        ("He played in a band called 'Kelvo' for ten years.", "Kelvo", ORGANIZATION),
        ('She wrote a song called "Harbour Lights" for her brother.', "Harbour Lights", OTHER),
        # a title's capitalised article left out of NER's span
        ("Fans of a group called The Kelvos queued all night.", "Kelvos", ORGANIZATION),
        # a sentence's opening article
        ("A firm called Tarnwell bought the mill last spring.", "Tarnwell", ORGANIZATION),
    ],
)
def test_a_quoted_title_or_a_sentences_first_article_keeps_the_participles_kind(
    text: str, name: str, kind: str
) -> None:
    assert kinds(text, [(name, "PERSON")])[name] == kind


@pytest.mark.parametrize(
    ("text", "name", "label", "kind"),
    [
        # an indefinite article of another phrase ("a meeting") is not the noun's
        ("After a meeting the club named Keller on Monday as its coach.", "Keller", "PERSON", PERSON),
        # "named X one of": the verb's object and its complement
        ("A magazine named Keller one of its people of the year.", "Keller", "PERSON", PERSON),
        # a place is, like a person, what the verb names: only after an indefinite article is it the noun's
        ("The group named Tarnbridge one of the safest towns in the north.", "Tarnbridge", "GPE", PLACE),
        ("The travel magazine named Tarnbridge top seaside town again.", "Tarnbridge", "GPE", PLACE),
    ],
)
def test_a_verb_of_naming_after_the_noun_states_no_kind(text: str, name: str, label: str, kind: str) -> None:
    assert kinds(text, [(name, label)])[name] == kind


def test_a_persons_verb_hosts_after_an_awards_short_form_keeps_the_person() -> None:
    assert kinds("Oscar hosts a dinner for his staff every Friday.", [("Oscar", "PERSON")])["Oscar"] == PERSON


@pytest.mark.parametrize(
    ("text", "name", "kind"),
    [
        ("Police blamed a gang called Tarn Boys for the raid.", "Tarn Boys", ORGANIZATION),
        ("Doctors tested a drug called Kelvamab on forty patients.", "Kelvamab", OTHER),
        ("She now hosts a podcast called Harbour Talk with her sister.", "Harbour Talk", OTHER),
    ],
)
def test_a_gang_a_drug_or_a_podcast_called_by_a_name_gives_its_kind(text: str, name: str, kind: str) -> None:
    assert kinds(text, [(name, "PERSON")])[name] == kind
