"""Fragments and clauses on the wrong noun (issue 12, session 23; audit classes 2 and 8): a source phrase
read into the relation, a speech participle hung on a happening or a place, a former name given to a noun
that bears none, an object that is only an adverbial clause or half of a noun phrase split in two. Real-model
parses of sentences written for these tests, each with its counter-case."""

from __future__ import annotations

import pytest

from kg.types import Triple
from tests.statements import triples_of


def _with(triples: list[Triple], subject: str, predicate: str, obj: str | None = None) -> Triple:
    found = [
        t
        for t in triples
        if subject in t.subject.display and t.predicate == predicate and obj in (None, _display(t.object))
    ]
    assert found, f"no {subject} | {predicate} in {[(t.subject.display, t.predicate) for t in triples]}"
    return found[0]


def _display(span) -> str:
    return span.display if span is not None else ""


@pytest.mark.parametrize(
    ("text", "subject", "predicate", "obj", "source"),
    [
        pytest.param(
            "Forty shops have been burned according to the town council.",
            "Forty shops",
            "have been burned",
            "",
            "the town council",
            id="the council is the source, not what was burned",
        ),
        pytest.param(
            "Water supplies are starting to run short according to the aid agency.",
            "Water supplies",
            "are starting to run",
            "short",
            "the aid agency",
            id="the adverb still completes the verb",
        ),
    ],
)
def test_according_to_is_the_source_never_the_relation(
    nlp, text: str, subject: str, predicate: str, obj: str, source: str
) -> None:
    found = _with(triples_of(nlp, text), subject, predicate)
    assert (_display(found.object), _display(found.attributed_to)) == (obj, source)


@pytest.mark.parametrize(
    ("text", "subject", "predicate", "flag"),
    [
        pytest.param(
            "State TV has raised the death toll from a truck bombing in a northern town saying 14 people "
            "died and dozens were hurt.",
            "a truck bombing",
            "saying",
            "attachment",
            id="a bombing says nothing: the television does",
        ),
        pytest.param(
            "The monitor issued a statement saying 14 people died and dozens were hurt.",
            "a statement",
            "saying",
            "",
            id="counter: a statement does say",
        ),
        pytest.param(
            "Jets stepped up raids on Idlib governorate focusing on the town of Saraqeb.",
            "Idlib governorate",
            "focusing on",
            "attachment",
            id="a governorate focuses on nothing: the attacks do",
        ),
    ],
)
def test_participle_on_a_noun_that_cannot_do_it_stays_out(
    nlp, text: str, subject: str, predicate: str, flag: str
) -> None:
    assert _with(triples_of(nlp, text), subject, predicate).flag == flag
