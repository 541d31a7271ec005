"""Bare "police" for the one police force its article names (issue 12, class 1), session 49: "Police
arrested two men" in a story whose spokesman speaks for "Lancashire Constabulary" stands for that force,
before or after it; two forces, a name the parser splits, a place setting the scene, or "riot police" leave
it open. Real-model parses of invented sentences."""

from __future__ import annotations

import pytest

from tests.statements import triples_of


def subjects(nlp, text: str, lemma: str) -> set[str]:
    return {t.subject.display for t in triples_of(nlp, "Headline here\n\n" + text) if t.lemma == lemma}


@pytest.mark.parametrize(
    ("text", "lemma", "subject"),
    [
        (
            "Police arrested two men on Friday. A spokesman for Lancashire Constabulary said the men were "
            "held in Preston.",
            "arrest",
            "Lancashire Constabulary",
        ),
        (
            "The Metropolitan Police will add 500 officers. Police said the plan would cut crime.",
            "say",
            "Metropolitan Police",
        ),
        (
            "Police raided a flat in Lyon on Friday. French police said the men were held overnight.",
            "raid",
            "French police",
        ),
        # a month after "in" sets no place
        (
            "Surrey Police opened a new station. In January, police stopped 40 drivers.",
            "stop",
            "Surrey Police",
        ),
        # a name with a hyphen inside is one name
        (
            "Police stopped a van near Aberystwyth. Dyfed-Powys Police said the driver was held.",
            "stop",
            "Dyfed-Powys Police",
        ),
    ],
)
def test_bare_police_takes_the_articles_one_force(nlp, text: str, lemma: str, subject: str) -> None:
    assert subject in subjects(nlp, text, lemma)


@pytest.mark.parametrize(
    ("text", "lemma", "bare"),
    [
        # two forces in the article
        (
            "Police arrested two men on Friday. Lancashire Constabulary and Cumbria Constabulary shared the "
            "files.",
            "arrest",
            "Police",
        ),
        # a place sets the scene in its sentence
        (
            "The Metropolitan Police will add 500 officers. In Glasgow, police said crime had fallen.",
            "say",
            "police",
        ),
        # words of its own: another body of police
        (
            "Riot police cleared the square on Friday. Lancashire Constabulary said nobody was hurt.",
            "clear",
            "Riot police",
        ),
        # a name split at "&" is a force all the same, with no name to give
        (
            "Police stopped a van on Friday. Devon & Cornwall Police said the driver was held.",
            "stop",
            "Police",
        ),
        # a capitalised "the Police" is a name of its own (a band), no bare force noun
        (
            "The Police will play Wembley in June. The Metropolitan Police said 90,000 fans were expected.",
            "play",
            "The Police",
        ),
        # a force named only inside another noun's phrase is a rival all the same
        (
            "Police stopped a van on Friday. Kent Police officers searched it, and Essex Police said it "
            "helped.",
            "stop",
            "Police",
        ),
    ],
)
def test_bare_police_left_open_without_one_force(nlp, text: str, lemma: str, bare: str) -> None:
    assert bare in subjects(nlp, text, lemma)
