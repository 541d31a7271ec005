"""A state body's noun written bare after the article gave it its owner (issue 12, class 1), session 43:
"the ministry" alone after "Norway's health ministry" (the one owned phrase of its noun the article wrote), an
owner named by its capital or its name after "in" ("the finance ministry in Oslo"), and a possessive that lost
its apostrophe ("Kenyas health ministry"). Real-model parses of invented sentences."""

from __future__ import annotations

import pytest

from tests.statements import triples_of


def subjects(nlp, text: str, lemma: str) -> set[str]:
    return {t.subject.display for t in triples_of(nlp, "Headline here\n\n" + text) if t.lemma == lemma}


@pytest.mark.parametrize(
    ("text", "lemma", "subject"),
    [
        # the noun alone takes the one owned phrase of it, whatever words stood between
        (
            "Norway's health ministry opened an inquiry into the clinic. The ministry said six nurses had "
            "been suspended.",
            "say",
            "Norway's health ministry",
        ),
        # an owner after "in": a capital
        (
            "The finance ministry in Oslo announced a new levy on Monday. The ministry said the levy would "
            "raise two billion crowns.",
            "say",
            "finance ministry in Oslo",
        ),
        # a possessive without its apostrophe, as some wire copy writes it
        (
            "Officials said Kenyas health ministry had closed the clinic. The health ministry suspended "
            "six nurses on Saturday.",
            "suspend",
            "Kenyas health ministry",
        ),
    ],
)
def test_bare_body_noun_takes_its_one_owned_phrase(nlp, text: str, lemma: str, subject: str) -> None:
    assert subject in subjects(nlp, text, lemma)


@pytest.mark.parametrize(
    ("text", "lemma", "bare"),
    [
        # two owned phrases of the noun: either may be meant
        (
            "Norway's health ministry and Norway's finance ministry both opened inquiries. The ministry "
            "said six nurses had been suspended.",
            "say",
            "The ministry",
        ),
        # "in" a place that is no state: no owner
        (
            "The health ministry in the north opened an inquiry. The ministry said six nurses had been "
            "suspended.",
            "say",
            "The ministry",
        ),
    ],
)
def test_bare_body_noun_stays_open_without_one_owned_phrase(nlp, text: str, lemma: str, bare: str) -> None:
    assert bare in subjects(nlp, text, lemma)


def flags(nlp, text: str, lemma: str) -> set[str]:
    return {t.flag for t in triples_of(nlp, "Headline here\n\n" + text) if t.lemma == lemma}


@pytest.mark.parametrize(
    ("text", "lemma", "flag"),
    [
        # a state body left open (no owner named before it) is a description nothing resolves: kept out
        ("The government sent buses to the town of Marlow on Friday.", "send", "description"),
        ("The opposition blamed the governor of Wessex for the delays.", "blame", "description"),
        # settled by its owner: kept
        ("The Dutch government rejected the plan. The government sent buses to Marlow.", "send", ""),
        # a toll: a counted object keeps it
        ("The regime shelled the town of Marlow, killing at least 57 civilians.", "kill", ""),
        # an object that names a state places the body
        ("The government said the new levy would hurt Dutch farmers.", "say", ""),
        # a one-of-a-kind noun that is no state body: kept
        ("The dollar fell against the euro on Friday.", "fall against", ""),
    ],
)
def test_open_state_body_subject_is_an_open_description(nlp, text: str, lemma: str, flag: str) -> None:
    assert flag in flags(nlp, text, lemma)
