"""A state body's noun written bare after the article gave it its owner (issue 12, class 1), session 37:
"the government" after "the Syrian government" stands for it, "the defence ministry" for "Russia's defence
ministry"; a second owner, or another state named in the description's sentence, leaves it open.
Real-model parses of invented sentences."""

from __future__ import annotations

import pytest

from tests.statements import triples_of


def subjects(nlp, text: str, lemma: str) -> set[str]:
    return {t.subject.display for t in triples_of(nlp, "Headline here\n\n" + text) if t.lemma == lemma}


@pytest.mark.parametrize(
    ("text", "lemma", "subject"),
    [
        (
            "The Syrian government has rejected the report. The government said the claims were false.",
            "say",
            "Syrian government",
        ),
        (
            "The US government imposed new sanctions. The government said it would act.",
            "say",
            "US government",
        ),
        (
            "Russia's defence ministry said two planes were lost. Later the defence ministry said the crew "
            "had survived.",
            "say",
            "Russia's defence ministry",
        ),
        # a state named beside it is no rival: "its ally Russia" is not whose government
        (
            "The Syrian government rejected the plan. The government and its ally Russia blamed the rebels.",
            "blame",
            "Syrian government",
        ),
    ],
)
def test_bare_body_noun_stands_for_its_one_owner(nlp, text: str, lemma: str, subject: str) -> None:
    assert subject in subjects(nlp, text, lemma)


@pytest.mark.parametrize(
    ("text", "lemma", "bare"),
    [
        # two owners of the noun: either may be meant
        (
            "The Syrian government and the Turkish government met in Geneva. The government said the talks "
            "failed.",
            "say",
            "The government",
        ),
        # another state as the subject of a verb that governs it: its government may be meant
        (
            "The Syrian government rejected the plan. Turkey said the government had broken its word.",
            "break",
            "the government",
        ),
        (
            "The Syrian government rejected the plan. Washington said the government had lied.",
            "lie",
            "the government",
        ),
        # another state named before it in its sentence sets the scene (session 37 review)
        (
            "The Syrian government denied the report. In Norway, the government froze its assets.",
            "freeze",
            "the government",
        ),
        (
            "The Syrian opposition walked out of the talks. In Egypt, the opposition called a strike.",
            "call",
            "the opposition",
        ),
        # an owner written after the noun is a second owner
        (
            "The Assad regime lost two towns. The old regime of Muammar Gaddafi had bought the same tanks, "
            "and the regime paid in cash.",
            "pay in",
            "the regime",
        ),
        # other words between: another ministry
        (
            "Russia's foreign ministry protested. The defence ministry said the jets were safe.",
            "say",
            "The defence ministry",
        ),
    ],
)
def test_bare_body_noun_left_open_beside_a_rival(nlp, text: str, lemma: str, bare: str) -> None:
    assert bare in subjects(nlp, text, lemma)
