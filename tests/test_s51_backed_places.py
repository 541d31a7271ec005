"""A place "led by" or "backed by" someone holds another noun's participle: no one leads or backs an area, so
"X | back | the area" stays out of the graph (issue 12, audit class 2; kg/extract/backed_places.py). A
participle of these verbs on a body, an act or a place name that is itself the actor keeps its statement.
Invented sentences; real-model parses."""

from __future__ import annotations

import pytest

from tests.statements import triples_of


def _flags(nlp, text: str, lemma: str) -> list[tuple[str, str, str]]:
    return [
        (t.subject.display, t.object.display if t.object else "", t.flag)
        for t in triples_of(nlp, "Fighting in Qarna\n\n" + text)
        if t.lemma == lemma
    ]


@pytest.mark.parametrize(
    ("text", "lemma"),
    [
        (
            "Marun is now held by gunmen from the district backed by Turkish troops, a monitor said.",
            "back",
        ),
        (
            "Two pushes are under way near Qarna, one along the canal that runs through the governorate "
            "led by Varnian soldiers and backed by Iran.",
            "lead",
        ),
        (
            "Two pushes are under way near Qarna, one along the canal that runs through the governorate "
            "led by Varnian soldiers and backed by Iran.",
            "back",
        ),
        ("The city is held by fighters from the town backed by Turkey.", "back"),
    ],
)
def test_a_place_led_or_backed_by_someone_stays_out_of_the_graph(nlp, text, lemma):
    found = _flags(nlp, text, lemma)
    assert found and all(flag == "attachment" for _, _, flag in found), found


@pytest.mark.parametrize(
    ("text", "lemma", "subject", "obj"),
    [
        # guards: a participle on an act, on a force, and on a country named as an actor
        (
            "The offensive on the town, backed by Turkey, began on Sunday.",
            "back",
            "Turkey",
            "The offensive on the town",
        ),
        ("The base was stormed by rebels led by Abu Karam on Monday.", "lead", "Abu Karam", "rebels"),
        ("Syria, backed by Russia, rejected the plan on Monday.", "back", "Russia", "Syria"),
    ],
)
def test_a_participle_of_leading_on_an_actor_keeps_its_statement(nlp, text, lemma, subject, obj):
    assert (subject, obj, "") in _flags(nlp, text, lemma)


@pytest.mark.parametrize(
    ("text", "lemma", "subject", "obj"),
    [
        # a place that is its clause's subject: the participle has no other noun to belong to
        (
            "The province, backed by Varnia, declared independence on Monday.",
            "back",
            "Varnia",
            "The province",
        ),
        (
            "The district, led by governor Tom Ardley since 2019, has banned the rally.",
            "lead",
            "governor Tom Ardley",
            "The district",
        ),
    ],
)
def test_a_place_that_is_its_clause_subject_keeps_its_leader(nlp, text, lemma, subject, obj):
    assert (subject, obj, "") in _flags(nlp, text, lemma)
