"""Session 20's rules for objects cut from their complement (issue 12, audit class 7), on a real-model parse
of sentences written for the test in the shape of the development rows (a FA-KES count of "members and
commanders of" a group, whose two nouns lost the "of" phrase they share).
"""

from __future__ import annotations

import pytest

from kg.extract.triples import extract_texts
from tests.statements import triples_of


def _objects(nlp, text: str, lemma: str) -> list[str]:
    found = triples_of(nlp, text)
    return sorted(t.object.display for t in found if t.lemma.split()[0] == lemma and t.object is not None)


def _subjects(nlp, text: str, lemma: str) -> list[str]:
    return sorted(t.subject.display for t in triples_of(nlp, text) if t.lemma.split()[0] == lemma)


@pytest.mark.parametrize(
    ("text", "lemma", "expected"),
    [
        (
            "The monitor said rebel fighters killed at least 40 members and commanders of the armed group "
            "in a raid.",
            "kill",
            ["at least 40 members of the armed group", "commanders of the armed group"],
        ),
        (
            "The police arrested twelve leaders and organisers of the banned movement on Friday.",
            "arrest",
            ["organisers of the banned movement", "twelve leaders of the banned movement"],
        ),
    ],
)
def test_two_coordinated_nouns_share_the_of_phrase_hung_on_the_first(nlp, text, lemma, expected) -> None:
    # the graph's span is one stretch of the article, so the first noun's reads on through the second
    # ("40 members and commanders of the armed group"); Open IE leaves the second out
    found = _objects(nlp, text, lemma)
    assert len(found) == 2 and all(f.endswith(expected[0].split(" of ")[1]) for f in found), found
    assert any(e in found for e in expected), found
    assert sorted(_open_ie_objects(nlp, text, lemma)) == expected


def _open_ie_objects(nlp, text: str, lemma: str) -> list[str]:
    return [
        t.object.text
        for _, triples in extract_texts(nlp, [text])
        for t in triples
        if t.lemma.split()[0] == lemma and t.object is not None
    ]


def test_coordinated_subjects_share_the_of_phrase_too(nlp) -> None:
    found = _subjects(nlp, "Leaders and members of the party met in the capital.", "meet")
    assert found == ["Leaders and members of the party", "members of the party"], found


def test_an_of_phrase_inside_the_second_noun_stays_its_own(nlp) -> None:
    # "of the city" hangs on "mayor": the first noun never had it
    found = _objects(nlp, "Voters elected a teacher and the mayor of the city.", "elect")
    assert "a teacher" in found, found
    assert not any("teacher of" in f for f in found), found


def test_a_noun_its_possessive_owns_keeps_no_shared_complement(nlp) -> None:
    # "people's trust" is already whole: "of safety" is the second noun's alone
    found = _open_ie_objects(nlp, "The plan aims at people's trust and sense of safety.", "aim")
    assert sorted(found) == ["people's trust", "sense of safety"], found


def test_the_shared_complement_leaves_its_own_relative_clause_out(nlp) -> None:
    text = (
        "Mr Green is to become chairman and chief executive of Acme, which owns half of the rival firm, "
        "next year."
    )
    found = _objects(nlp, text, "be")
    assert "chief executive of Acme" in found, found
    assert not any("which" in f for f in found), found


def test_one_persons_two_roles_keep_the_complement_on_the_second(nlp) -> None:
    # "a teacher and mother of two": she is not a teacher of two
    found = _open_ie_objects(nlp, "Ann Lee is a teacher and mother of two.", "be")
    assert "a teacher of two" not in found, found
