"""Objects cut from what carries their meaning (issue 12, class 7), session 36: a count left in a state
("left more than 170 wounded") and a state with its conjunct ("dead and injured") join the object; a noun's
infinitive joins it up to the comma, clause or participle phrase its verb adds ("an assault to take the town,
pushing back ..."), and across a time between them ("an offensive two weeks ago to take the town").
Real-model parses of invented sentences."""

from __future__ import annotations

import pytest

from tests.statements import objects_of, triples_of


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
        # a time between the noun and its infinitive is the act's: the object reaches over it
        (
            "The government launched a campaign last year to clear the northern hills of gunmen.",
            "launch",
            "a campaign last year to clear the northern hills of gunmen",
        ),
    ],
)
def test_object_keeps_what_carries_its_meaning(nlp, text, lemma, obj):
    assert obj in objects_of(nlp, text, lemma)


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
    assert obj in objects_of(nlp, text, lemma)


def _titles(nlp, text: str, name: str) -> set[str]:
    return {
        t.object.display
        for t in triples_of(nlp, text)
        if t.lemma == "be" and t.subject.display == name and t.object is not None
    }


@pytest.mark.parametrize(
    ("text", "name", "title"),
    [
        # the body a title is of, named right before it, says whose adviser he is
        (
            '"The talks went well" UN humanitarian adviser Jon Eriksen told reporters.',
            "Jon Eriksen",
            "UN humanitarian adviser",
        ),
        (
            "The town is held by a coalition of groups that includes Al-Qaedas local branch Nusra Front.",
            "Nusra Front",
            "Al-Qaedas local branch",
        ),
    ],
)
def test_title_keeps_its_owner(nlp, text, name, title):
    assert title in _titles(nlp, text, name)


def test_name_closing_a_phrase_is_no_owner_of_the_title(nlp):
    # "of Hama" closes the phrase the agency's title was run into, comma-less
    text = "A car bomb killed 30 people in a village in the province of Hama state news agency SANA reported."
    assert not any(t.startswith("Hama") for t in _titles(nlp, text, "SANA"))
