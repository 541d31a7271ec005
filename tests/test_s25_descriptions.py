"""A body named by where it is based, on real-model parses of sentences written for these tests (issue 12,
class 1 of the audit READMEs: "the Britain-based group" as a vague speaker).

Wire copy credits the Syrian Observatory for Human Rights as "the Britain-based group" in articles that never
write its place beside its name. A speaking "the <place>-based <noun>" stands for the one body of
``ontology/based-bodies.tsv`` of that place the article names before it (kg/extract/known_bases.py, through
``based_bodies.place_based``); two such bodies, a name the article itself gave that place, another place,
another noun, or a body named only after it leave the speaker as written.
"""

from __future__ import annotations

import pytest

from tests.statements import find as _find
from tests.statements import triples_of as _triples

OBSERVATORY = "Syrian Observatory for Human Rights"


@pytest.mark.parametrize(
    ("text", "lemma"),
    [
        (
            "The Syrian Observatory for Human Rights said nine people died in Idlib on Monday. "
            "The Britain-based group said the jets struck a market near the mosque.",
            "strike",
        ),
        # without commas, as FA-KES copy is written, and "UK" for Britain
        (
            "At least 11 people were killed in air raids on Saraqeb the Syrian Observatory for Human Rights "
            "said. The UK-based group said government helicopters dropped barrel bombs on the town.",
            "drop",
        ),
        # a shorter form of the name, and "watchdog"
        (
            "Fighting went on near the dam the Syrian Observatory said on Sunday. "
            "The British-based watchdog said rebels shelled two villages near Hama.",
            "shell",
        ),
    ],
)
def test_a_place_based_body_is_the_one_listed_body_the_article_names(nlp, text, lemma):
    triple = _find(_triples(nlp, text), lemma)
    assert triple.attributed_to is not None
    assert triple.attributed_to.resolved is not None
    assert triple.attributed_to.resolved.removeprefix("the ") in {OBSERVATORY, "Syrian Observatory"}


@pytest.mark.parametrize(
    ("text", "lemma"),
    [
        # two listed bodies of that place
        (
            "Amnesty International said the prison held 300 men. The Syrian Observatory for Human Rights "
            "said nine people died in Idlib. The London-based group said the jets struck a market.",
            "strike",
        ),
        # the article gave that place to another body
        (
            "The Britain-based Airwatch said the jets flew from Hmeimim. The Syrian Observatory for Human "
            "Rights said nine people died in Idlib. The Britain-based group said the jets struck a market.",
            "strike",
        ),
        # another place
        (
            "The Syrian Observatory for Human Rights said nine people died in Idlib. "
            "The Turkey-based group said the jets struck a market near the mosque.",
            "strike",
        ),
        # another noun: a person is no body
        (
            "The Syrian Observatory for Human Rights said nine people died in Idlib. "
            "The Britain-based journalist said the jets struck a market near the mosque.",
            "strike",
        ),
        # another body whose name ends on a listed short form
        (
            "The Royal Observatory said the comet would pass on Monday. "
            "The Britain-based group said the comet had been seen in Norway.",
            "see in",
        ),
        # a short form that is one common word may be another body, written alone
        (
            "Astronomers at the Observatory said the comet would pass on Friday. "
            "The UK-based body said the comet had been seen in Norway.",
            "see in",
        ),
        # ... yet it is still a second listed body of that place
        (
            "Amnesty said the prison held 300 men. The Syrian Observatory for Human Rights said nine "
            "people died in Idlib. The London-based group said the jets struck a market.",
            "strike",
        ),
        # the body named only after it: "the" points back
        (
            "The Britain-based group said the jets struck a market near the mosque. "
            "The Syrian Observatory for Human Rights said nine people died in Idlib.",
            "strike",
        ),
    ],
)
def test_a_place_based_body_stays_open_without_one_fitting_body(nlp, text, lemma):
    triple = _find(_triples(nlp, text), lemma)
    assert triple.attributed_to is not None
    assert triple.attributed_to.resolved is None


@pytest.mark.parametrize(
    "clause",
    ["whose lawyers represent the families of the detained", "which relies on a network of sources"],
)
def test_a_place_based_body_with_a_relative_clause_stays_open(nlp, clause):
    # a relative clause may say which other body is meant, and a listed body is no exception
    text = (
        "The Syrian Observatory for Human Rights said 15 people were killed in Manbij on Monday. The "
        f"Britain-based group {clause} said six more people died in a village."
    )
    triple = _find(_triples(nlp, text), "die in")
    assert triple.attributed_to is not None
    assert triple.attributed_to.resolved is None


# "The reporter added" after "SANA reporter in Homs said": the outlet's reporter (kg/extract/vague.py,
# ``owned_again``; nouns in ontology/outlet-roles.tsv), shown since session 44 as the outlet itself, whose
# word a reader takes it for (kg/extract/reporter_outlets.py).
@pytest.mark.parametrize(
    ("text", "lemma", "phrase"),
    [
        (
            "SANA reporter in Homs said that two shells hit the Akrama neighborhood killing a woman. "
            "The reporter added that the shells caused damage to the houses.",
            "cause",
            "SANA",
        ),
        # without a place, and "according to"
        (
            "Six people were hurt in the attack on the market according to SANA correspondent. "
            "Earlier the correspondent said that a car bomb went off near the bakery.",
            "go off near",
            "SANA",
        ),
    ],
)
def test_the_reporter_is_the_outlets_reporter_named_before(nlp, text, lemma, phrase):
    triple = _find(_triples(nlp, text), lemma)
    assert triple.attributed_to is not None
    assert triple.attributed_to.resolved == phrase


@pytest.mark.parametrize(
    ("text", "lemma"),
    [
        # two outlets' reporters
        (
            "An AFP reporter said the jets struck the market. A Reuters reporter said the bakery burned. "
            "The reporter added that the shells caused damage to the houses.",
            "cause",
        ),
        # a nationality is no outlet
        (
            "Police questioned a French correspondent after the riot. "
            "The correspondent said the shells caused damage to the houses.",
            "cause",
        ),
        (
            "The mayor compared a Jewish reporter to a guard. "
            "The reporter said the shells caused damage to the houses.",
            "cause",
        ),
        # an earlier reporter of no outlet
        (
            "A reporter at the scene said the jets struck the market. "
            "The reporter added that the shells caused damage to the houses.",
            "cause",
        ),
        # none before
        ("The reporter said that the shells caused damage to the houses in Homs.", "cause"),
    ],
)
def test_the_reporter_stays_open_without_one_outlet(nlp, text, lemma):
    triple = _find(_triples(nlp, text), lemma)
    assert triple.attributed_to is not None
    assert triple.attributed_to.resolved is None
