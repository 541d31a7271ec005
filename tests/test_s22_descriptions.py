"""Descriptions of an armed group and of a military base named before (issue 12 class 1, issue 13,
session 22): "The group emerged in 2013" is the one armed group the report named, "the air base" the one
base it named. Real-model parses of sentences written for these tests, with their counter-cases."""

from __future__ import annotations

import pytest

from tests.statements import find, triples_of

# text, relation, the subject (or object) as shown, which side
GROUP_DESCRIBED = [
    pytest.param(
        "Islamic State fighters seized three villages near the border on Monday. The group now controls"
        " most of the valley.",
        "control",
        "Islamic State",
        "subject",
        id="the group: the one armed group named before",
    ),
    pytest.param(
        "Islamic State fighters seized three villages near the border on Monday. The militant group now"
        " controls most of the valley.",
        "control",
        "Islamic State",
        "subject",
        id="an adjective of the table between 'the' and 'group'",
    ),
    pytest.param(
        "Islamic State fighters seized three villages near the border on Monday. The rebel group now"
        " controls most of the valley.",
        "control",
        "The rebel group",
        "subject",
        id="a side the table does not list leaves it open",
    ),
    pytest.param(
        "Islamic State and the Nusra Front fought near the border on Monday. The group now controls most"
        " of the valley.",
        "control",
        "The group",
        "subject",
        id="two groups in reach leave it open",
    ),
    pytest.param(
        "Amnesty International condemned the killings in the north. Islamic State fighters seized three"
        " villages near the border on Monday. The group said it now controls most of the valley.",
        "say",
        "The group",
        "subject",
        id="a group that speaks, after another organisation named anywhere before, stays open",
    ),
    pytest.param(
        "Kurdish fighters killed 12 ISIL members near Qamishli on Monday, the opposing monitor reported."
        " The attack hit ISIL positions east of the city, the group added.",
        "add",
        "the group",
        "subject",
        id="a bare 'the group' that speaks stays open: war reports write it for the monitor they quote",
    ),
]


@pytest.mark.parametrize(("text", "lemma", "shown", "side"), GROUP_DESCRIBED)
def test_a_group_description_takes_the_one_armed_group_in_reach(
    nlp, text: str, lemma: str, shown: str, side: str
) -> None:
    assert getattr(find(triples_of(nlp, text), lemma), side).display == shown


BASE_DESCRIBED = [
    pytest.param(
        "Rebels attacked Kuweires air base on Tuesday. Troops had held out for months. Officers said the"
        " convoy reached the town. Fighting raged inside the base on Friday.",
        "rage",
        "Kuweires air base",
        id="the base: the one base named, paragraphs before",
    ),
    pytest.param(
        "Rebels attacked Kuweires air base on Tuesday and Mezzeh air base on Wednesday. Fighting raged"
        " inside the base on Friday.",
        "rage",
        "the base",
        id="two bases leave it open",
    ),
    pytest.param(
        "Drones struck a US base in eastern Syria on Monday. Officials said the drones damaged the base.",
        "damage",
        "the base",
        id="a country's base says whose, not which: it names none",
    ),
]


@pytest.mark.parametrize(("text", "lemma", "shown"), BASE_DESCRIBED)
def test_a_base_description_takes_the_one_base_named(nlp, text: str, lemma: str, shown: str) -> None:
    triples = triples_of(nlp, text)
    found = [t for t in triples if t.lemma.startswith(lemma)]
    assert found, [(t.subject.display, t.lemma, t.object.display if t.object else "") for t in triples]
    assert any(shown in (t.object.display if t.object else "") for t in found), [
        (t.lemma, t.object.display if t.object else "") for t in found
    ]
