"""Fragments of issue 12 (class 8), session 37: in text without commas the parser coordinates the next
clause's subject with the object before it ("one of the contested towns and rebel fighters seized ..."), and
a pair "between" names was split into one false statement per noun. Real-model parses of invented
sentences."""

from __future__ import annotations

import pytest

from tests.statements import objects_of, row, triples_of


@pytest.mark.parametrize(
    ("text", "lemma", "wrong"),
    [
        (
            "Homs is one of the most contested towns and rebel fighters seized ground around it in May.",
            "be",
            "one of the most contested towns and rebel fighters",
        ),
        (
            "On Sunday state media reported dozens of families had fled via the new corridors but residents "
            "and fighters on the ground rejected the reports as lies.",
            "flee via",
            "residents",
        ),
    ],
)
def test_next_clause_subject_leaves_the_object(nlp, text: str, lemma: str, wrong: str) -> None:
    rows = [row(t) for t in triples_of(nlp, text)]
    assert not any(wrong in r[2] for r in rows), rows
    assert any(r[1] == lemma for r in rows), rows


def test_reported_clause_stops_before_the_next_subject(nlp) -> None:
    text = (
        "On Sunday state media reported dozens of families had fled via the new corridors but residents "
        "and fighters on the ground rejected the reports as lies."
    )
    assert objects_of(nlp, text, "report") == {"dozens of families had fled via the new corridors"}


@pytest.mark.parametrize(
    "text",
    [
        "The town of Kobani sits between the river and the hills.",
        "The valley lies between Lebanon and Jordan.",
    ],
)
def test_a_pair_between_stays_one_object(nlp, text: str) -> None:
    objects = {r[2] for r in map(row, triples_of(nlp, text)) if r[1].endswith("between")}
    assert len(objects) == 1 and " and " in next(iter(objects)), objects


def test_coordinated_objects_still_split(nlp) -> None:
    # a list of objects with no verb after it is no next clause's subject
    assert objects_of(nlp, "The army captured Palmyra and Qaryatain last week.", "capture") == {
        "Palmyra",
        "Qaryatain",
    }


@pytest.mark.parametrize(
    ("text", "lemma", "kept"),
    [
        # the conjunct sits in the subject of the verb after it, which the parse read right
        ("Singers including Ana Lopes and Tom Berg gave short concerts at the fair.", "give", "Tom Berg"),
        # the next clause lies inside the reported one: the speaker said both
        (
            'The mayor said: "These rules were drafted by the council in June and the governor is now '
            'copying them in his campaign."',
            "say",
            "copying",
        ),
    ],
)
def test_a_conjunct_the_parse_read_right_stays(nlp, text: str, lemma: str, kept: str) -> None:
    rows = [row(t) for t in triples_of(nlp, text)]
    assert any(r[1] == lemma and kept in r[0] + " " + r[2] for r in rows), rows
