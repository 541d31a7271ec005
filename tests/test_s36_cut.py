"""Objects cut from what carries their meaning (issue 12, class 7), session 36: a count left in a state
("left more than 170 wounded") and a state with its conjunct ("dead and injured") join the object; a noun's
infinitive joins it up to the comma, clause or participle phrase its verb adds ("an assault to take the town,
pushing back ..."), and across a time between them ("an offensive two weeks ago to take the town").
Real-model parses of invented sentences."""

from __future__ import annotations

import pytest

from tests.statements import triples_of


def _objects(nlp, text: str, lemma: str) -> set[str]:
    return {t.object.display for t in triples_of(nlp, text) if t.lemma == lemma and t.object}


@pytest.mark.parametrize(
    ("text", "lemma", "obj"),
    [
        (
            "The jets killed 30 gunmen and left more than 40 wounded as the battle went on.",
            "leave",
            "more than 40 wounded",
        ),
        ("The raid left dozens of guards dead.", "leave", "dozens of guards dead"),
        (
            "The army shelled the town, leaving many soldiers dead and injured.",
            "leave",
            "many soldiers dead and injured",
        ),
        (
            "The rebels launched a fierce assault to capture the northern town, pushing back the army.",
            "launch",
            "a fierce assault to capture the northern town",
        ),
        (
            "The militia began a new assault to retake the port following the collapse of the truce.",
            "begin",
            "a new assault to retake the port",
        ),
    ],
)
def test_object_keeps_what_carries_its_meaning(nlp, text, lemma, obj):
    assert obj in _objects(nlp, text, lemma)


@pytest.mark.parametrize(
    ("text", "lemma", "obj"),
    [
        # the doer's purpose stays apart from a noun that no infinitive completes
        ("The firm cut 500 jobs to save money, leaving the plant idle.", "cut", "500 jobs"),
        # a name left in a state stays itself: the graph links it
        ("The free kick left Morrison helpless.", "leave", "Morrison"),
    ],
)
def test_object_stays_itself(nlp, text, lemma, obj):
    assert obj in _objects(nlp, text, lemma)
