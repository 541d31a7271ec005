"""Definite descriptions of a person settled by salience, and names whose head noun comes before a
preposition (issue 12, session 21): "The veteran winger said ..." is the player the last sentences were
about, "the observatory said" is the Syrian Observatory for Human Rights. Real-model parses of sentences
written for these tests, with their counter-cases."""

from __future__ import annotations

import pytest

from tests.statements import find, triples_of

# text, relation, which argument the description is (subject, or speaker of the relation), as shown
SALIENT = [
    pytest.param(
        "Tom Harlow scored twice for Rovers on Saturday. Harlow has been given new hope by the arrival of"
        " coach Dan Pruitt. The veteran winger believes the side can go up.",
        "believe",
        "subject",
        "Tom Harlow",
        id="the player two sentences were about, not his coach",
    ),
    pytest.param(
        "Actress Jane Hollis opened a gallery in Leeds on Friday with her agent. Hollis grew up in Leeds."
        " The Leeds-born actress said she would buy the old mill.",
        "buy",
        "speaker",
        "Jane Hollis",
        id="a birthplace the article gives her",
    ),
    pytest.param(
        "Paul Brent met Simon Keel in London on Monday. The veteran striker said the deal was close.",
        "say",
        "subject",
        "The veteran striker",
        id="two people as salient leave it open",
    ),
    pytest.param(
        "Tom Harlow scored twice for Rovers on Saturday. Harlow was booked late on. The French"
        " international winger said the side could go up.",
        "say",
        "subject",
        "Tom Harlow",
        id="a nationality with no one else in reach",
    ),
    pytest.param(
        "Tom Harlow scored twice for Rovers on Saturday against Ken Dorsey. Harlow was booked late on. The"
        " French international winger said the side could go up.",
        "say",
        "subject",
        "The French international winger",
        id="a nationality the article gives neither of two people",
    ),
    pytest.param(
        "Tom Harlow scored twice for Rovers on Saturday against Ken Dorsey. Harlow was booked late on. The"
        " veteran winger said the side could go up.",
        "say",
        "subject",
        "Tom Harlow",
        id="the subject of both sentences before a rival object",
    ),
    pytest.param(
        "Tom Harlow scored twice for Rovers on Saturday. Harlow was booked late on. The new winger said"
        " the side could go up.",
        "say",
        "subject",
        "The new winger",
        id="a word that sets the person apart",
    ),
    pytest.param(
        "Tom Harlow scored twice for Rovers on Saturday. Harlow was booked late on. The chairman, chief"
        " executive and two directors all left the club in a row over money.",
        "leave",
        "subject",
        "The chairman",
        id="a description heading a list of people",
    ),
    pytest.param(
        'Tom Harlow scored twice for Rovers on Saturday. "The veteran winger was the best of us," said'
        " Harlow.",
        "be best of",
        "subject",
        "The veteran winger",
        id="a quoted speaker's description",
    ),
]


@pytest.mark.parametrize(("text", "lemma", "role", "shown"), SALIENT)
def test_a_person_description_takes_the_one_salient_person(
    nlp, text: str, lemma: str, role: str, shown: str
) -> None:
    found = find(triples_of(nlp, text), lemma)
    arg = found.subject if role == "subject" else found.attributed_to
    assert arg is not None and arg.display == shown


def test_a_pronoun_reported_by_a_settled_description_takes_its_name(nlp) -> None:
    text = (
        "Ken Dorsey met Tom Harlow on Sunday. Harlow told reporters the deal was off. The 23-year-old"
        " striker said he would leave."
    )
    found = find(triples_of(nlp, text), "leave")
    assert found.subject.display == "Tom Harlow"


# text, relation, the speaker as shown
HELD_BY_PREPOSITION = [
    pytest.param(
        "The Syrian Observatory for Human Rights said 12 people were killed in the town. At least four"
        " children died in the town, the observatory said.",
        "die in",
        "The Syrian Observatory for Human Rights",
        id="a noun before 'for'",
    ),
    pytest.param(
        "The Syrian Observatory for Human Rights and the Ruritanian Observatory for Peace both counted the"
        " dead. At least four children died in the town, the observatory said.",
        "die in",
        "the observatory",
        id="two such names leave it open",
    ),
]


@pytest.mark.parametrize(("text", "lemma", "shown"), HELD_BY_PREPOSITION)
def test_a_noun_heading_a_name_before_its_preposition_names_it(
    nlp, text: str, lemma: str, shown: str
) -> None:
    found = find(triples_of(nlp, text), lemma)
    assert found.attributed_to is not None and found.attributed_to.display == shown
