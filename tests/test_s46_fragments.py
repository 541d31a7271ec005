"""Session 46 (issue 12, classes 8 and 5): coordinated modifiers of one noun stay one phrase, and the rest of
a sentence's own time is left out of the subject it was hung on. Real-model parses of invented sentences."""

from __future__ import annotations

import pytest

from tests.statements import objects_of, row, triples_of


@pytest.mark.parametrize(
    ("text", "lemma", "whole"),
    [
        # a plural after "a": the article is the last noun's, the plural its modifier
        ("Police found a drugs and cash stash in the flat.", "find", "a drugs and cash stash"),
        # an adjective heading the object: a modifier of the noun after the conjunction
        (
            'Voters rejected Smith\'s "unfair" and over-complicated levies.',
            "reject",
            'Smith\'s "unfair" and over-complicated levies',
        ),
        # each adjective with an article of its own: "the northern [districts] and the eastern districts"
        (
            "The army shelled the northern and the eastern districts.",
            "shell",
            "the northern and the eastern districts",
        ),
    ],
)
def test_coordinated_modifiers_stay_one_object(nlp, text: str, lemma: str, whole: str) -> None:
    assert objects_of(nlp, text, lemma) == {whole}


def test_graded_adjectives_name_things_and_still_split(nlp) -> None:
    # "best female" names an award: each is won
    assert objects_of(nlp, "The singer won best female and best newcomer at the ceremony.", "win") == {
        "best female",
        "best newcomer",
    }


@pytest.mark.parametrize(
    ("text", "lemma", "things"),
    [
        # "a" counts the plural with a word of its own between it and the plural: two counts
        (
            "They spent a few weeks and several long months in hiding.",
            "spend",
            {"a few weeks", "several long months"},
        ),
        ("They bought a dozen rifles and two old trucks.", "buy", {"a dozen rifles", "two old trucks"}),
        # a singular in -s, then an adjective after "and": two descriptions
        ("The town is a crossroads and major trade hub.", "be", {"a crossroads", "major trade hub"}),
    ],
)
def test_conjuncts_of_their_own_still_split(nlp, text: str, lemma: str, things: set[str]) -> None:
    assert objects_of(nlp, text, lemma) == things


def test_coordinated_adjectives_of_a_copula_still_split(nlp) -> None:
    rows = {row(t)[:3] for t in triples_of(nlp, "The old bridge was narrow and unsafe.")}
    assert ("The old bridge", "be", "narrow") in rows
    assert ("The old bridge", "be", "unsafe") in rows


@pytest.mark.parametrize(
    ("text", "subject"),
    [
        # a part of the day after the weekday the opening "On" took
        ("On Saturday evening villagers blocked the highway leading to the port.", "villagers"),
        ("On Monday night gunmen stormed a checkpoint near the town.", "gunmen"),
        # a date opened by a word of time is the clause's, not the name's
        ("Early Sunday Omar Haddad said the convoy had reached the village.", "Omar Haddad"),
        # "In the meantime" names no one
        ("In the meantime several factory workers were evacuated from the plant.", "several factory workers"),
    ],
)
def test_the_rest_of_an_opening_time_leaves_the_subject(nlp, text: str, subject: str) -> None:
    first = triples_of(nlp, text)[0]
    assert first.subject.display == subject


@pytest.mark.parametrize(
    ("text", "lemma", "subject"),
    [
        ("The agency said late Sunday rebels had fired shells at the town.", "fire", "rebels"),
        ("Witnesses said early Monday morning soldiers had left the base.", "leave", "soldiers"),
    ],
)
def test_a_time_opening_a_reported_clause_leaves_its_subject(
    nlp, text: str, lemma: str, subject: str
) -> None:
    # a word of time and a weekday in lower case within the sentence open the clause's own time
    assert {t.subject.display for t in triples_of(nlp, text) if t.lemma == lemma} == {subject}


def test_a_month_after_late_may_name_a_person(nlp) -> None:
    # "late" before a name is "dead": only a weekday makes it a time within the sentence
    assert objects_of(nlp, "Fans paid tribute to late August Wilson at the theatre.", "pay tribute to") == {
        "late August Wilson"
    }


def test_a_part_of_the_day_after_a_month_stays_in_the_phrase(nlp) -> None:
    # "October night" is no time of day: the raids are night raids
    first = triples_of(nlp, "In October night raids by the police increased.")[0]
    assert first.subject.display == "night raids by the police"


def test_a_weekday_opening_the_sentence_keeps_its_part_of_the_day(nlp) -> None:
    # a weekday the sentence opens with may start the phrase's own name: "Sunday evening prayers"
    subjects = {
        t.subject.display for t in triples_of(nlp, "Sunday evening prayers were held in the old mosque.")
    }
    assert "prayers" not in subjects


@pytest.mark.parametrize(
    ("text", "lemma", "whole"),
    [
        ("The new gallery is thought to have cost some $40m (£22m).", "be thought to cost", "some $40m"),
        ("Net profit rose 9% to A$310.2m ($240.1m; £130m) from a year earlier.", "rise to", "A$310.2m"),
    ],
)
def test_a_unit_written_on_to_a_number_stays_with_it(nlp, text: str, lemma: str, whole: str) -> None:
    assert objects_of(nlp, text, lemma) == {whole}
