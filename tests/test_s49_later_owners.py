"""A state body's noun written bare before the article gives its owner (issue 12, class 1), session 49:
"The government" in a lead whose later paragraph names "the Portuguese government" stands for it, and so does
"regime forces" before "the Assad regime"; two owners in the article, or another state in its sentence,
leave it open. Real-model parses of invented sentences."""

from __future__ import annotations

import pytest

from tests.statements import triples_of


def subjects(nlp, text: str, lemma: str) -> set[str]:
    return {t.subject.display for t in triples_of(nlp, "Headline here\n\n" + text) if t.lemma == lemma}


@pytest.mark.parametrize(
    ("text", "lemma", "subject"),
    [
        (
            "The government rejected the new tariff on Monday. Trade talks resumed in Lisbon. Officials of "
            "the Portuguese government said the tariff was unfair.",
            "reject",
            "Portuguese government",
        ),
        (
            "Regime forces shelled the village of Tal Rifat on Monday. Activists blamed the Assad regime for "
            "the deaths.",
            "shell",
            "Assad regime forces",
        ),
        (
            "The ministry denied the claims. Critics said the Kenyan ministry had lied before.",
            "deny",
            "Kenyan ministry",
        ),
        # a bare one in the owned phrase's sentence under another verb is the same government's
        (
            "Government forces seized the hill on Monday. Chile's government was accused of starving towns "
            "that government forces surround.",
            "seize",
            "Chile's government forces",
        ),
    ],
)
def test_bare_body_noun_takes_the_one_owner_written_later(nlp, text: str, lemma: str, subject: str) -> None:
    assert subject in subjects(nlp, text, lemma)


@pytest.mark.parametrize(
    ("text", "lemma", "bare"),
    [
        # two owners in the article
        (
            "The government rejected the new tariff on Monday. The Portuguese government and the Spanish "
            "government met later.",
            "reject",
            "The government",
        ),
        # another state sets the scene in its sentence
        (
            "The government will cut taxes. In Norway, the government raised them. The Portuguese government "
            "said nothing.",
            "raise",
            "the government",
        ),
        # another state's capital sets the scene in its sentence
        (
            "In Kabul, the authorities shut the border post. Pakistan says trade will suffer. Pakistani "
            "authorities said the post would open soon.",
            "shut",
            "the authorities",
        ),
        # other words between: another ministry
        (
            "The defence ministry denied the claims. Critics said the Kenyan health ministry had lied.",
            "deny",
            "The defence ministry",
        ),
        # the owner is not the story's own country: a foreign government asking about it
        (
            "The government can seize idle farms under a new law. Venezuela says 500 farms lie idle. "
            "Venezuelan ranchers fear the law, and the Dutch government asked Venezuela to spare Dutch-owned "
            "land in Venezuela.",
            "seize",
            "The government",
        ),
        # a bare noun beside the owned phrase in one sentence is another government
        (
            "The government will send two ships. The government has now offered the Chilean government help.",
            "send",
            "The government",
        ),
    ],
)
def test_bare_body_noun_left_open_without_one_later_owner(nlp, text: str, lemma: str, bare: str) -> None:
    assert bare in subjects(nlp, text, lemma)
