"""A described person who names a party of a crime or a harm ("The victim said", "The suspect told police")
stands for the person the sentence before was about only when that sentence made the person that party
(issue 12, class 1, session 47; kg/extract/crime_roles.py read by kg/extract/described_subjects.py,
ontology/crime-roles.tsv), on real-model parses of sentences written for these tests.
"""

from __future__ import annotations

import pytest

from tests.statements import find, row, triples_of


def _headed(text: str) -> str:
    return "Headline of the story\n\n" + text


@pytest.mark.parametrize(
    ("text", "subject"),
    [
        pytest.param(
            "Jack Moore was arrested in Leeds on Friday.\n\nThe victim said she was shocked.",
            "The victim",
            id="the arrested person is the offender, not the victim",
        ),
        pytest.param(
            "Jack Moore was stabbed outside a bar on Friday.\n\nThe suspect said he was innocent.",
            "The suspect",
            id="the stabbed person is the victim, not the suspect",
        ),
        pytest.param(
            "Jack Moore attacked a postman on Friday.\n\nThe victim said he was shocked.",
            "The victim",
            id="the active subject of a harm is the offender",
        ),
        pytest.param(
            "Jack Moore died in hospital after being stabbed in Leeds.\n\nThe suspect said he was sorry.",
            "The suspect",
            id="a passive harm without a subject of its own: the person is the victim",
        ),
        pytest.param(
            "Jack Moore died in hospital on Friday.\n\nThe suspect said he was sorry.",
            "The suspect",
            id="the one who died is the victim",
        ),
        pytest.param(
            "Jack Moore was found guilty of stabbing a neighbour.\n\nThe victim said she was relieved.",
            "The victim",
            id="found guilty of a harm: the person is the offender",
        ),
        pytest.param(
            "Jack Moore admitted assaulting a neighbour in Leeds.\n\nThe victim said she was relieved.",
            "The victim",
            id="a harm the person admitted: the offender",
        ),
        pytest.param(
            "Jack Moore, who was stabbed on Friday, left hospital on Monday.\n\n"
            "The suspect said he was sorry.",
            "The suspect",
            id="a harm in a relative clause of the name: the victim",
        ),
    ],
)
def test_described_party_stays_open_for_the_other_party(nlp, text, subject) -> None:
    assert row(find(triples_of(nlp, _headed(text)), "say"))[0] == subject


@pytest.mark.parametrize(
    "text",
    [
        pytest.param(
            "Jack Moore was stabbed outside a bar on Friday.\n\nThe victim said he was shocked.",
            id="the stabbed person is the victim",
        ),
        pytest.param(
            "Jack Moore was arrested in Leeds on Friday.\n\nThe suspect said he was innocent.",
            id="the arrested person is the suspect",
        ),
        pytest.param(
            "Jack Moore asked police to arrest the two men.\n\nThe victim said he was still afraid.",
            id="an arrest the person asked others for: no party of the person's",
        ),
    ],
)
def test_described_party_stands_for_the_same_party(nlp, text) -> None:
    assert row(find(triples_of(nlp, _headed(text)), "say"))[0] == "Jack Moore"


def test_described_victim_stands_for_the_victim_of_a_harm_without_a_subject(nlp) -> None:
    text = (
        "Jack Moore died in hospital after being stabbed in Leeds.\n\n"
        "The victim had lived in the town for years."
    )
    assert row(find(triples_of(nlp, _headed(text)), "live in"))[0] == "Jack Moore"
