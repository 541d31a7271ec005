"""A reported clause without "that" whose first subject the parser made the speech verb's object ("X added
a depot and two groups had been destroyed"): the clause keeps its speaker and the speaker adds no depot
(issue 12, false statements of dev-s6). Real-model parses of sentences written for these tests.
"""

from __future__ import annotations

import pytest

from tests.statements import triples_of as _triples


def _lines(nlp, text: str) -> set[tuple[str, str, str, str]]:
    return {
        (
            t.subject.display,
            t.lemma,
            t.object.display if t.object else "",
            t.attributed_to.display if t.attributed_to else "",
        )
        for t in _triples(nlp, text)
    }


@pytest.mark.parametrize(
    ("text", "reported", "dropped"),
    [
        (
            "Petrov added a fuel depot of the militants and two groups of fighters who had come from Jordan "
            "had been destroyed near the village.",
            ("two groups of fighters who had come from Jordan", "destroy near", "the village", "Petrov"),
            ("Petrov", "add", "a fuel depot of the militants", ""),
        ),
        (
            "Smith added a warehouse of the rebels and four units of gunmen had been captured near the "
            "river.",
            ("four units of gunmen", "capture near", "the river", "Smith"),
            ("Smith", "add", "a warehouse of the rebels", ""),
        ),
    ],
)
def test_split_reported_clause_keeps_its_speaker(nlp, text, reported, dropped):
    lines = _lines(nlp, text)
    assert reported in lines
    assert dropped not in lines


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        # the object is a coordination of its own: "salt and pepper" were added
        ("The chef added salt and pepper and the guests ate the soup.", ("The chef", "add", "salt", "")),
        # a second clause of the writer's after the report
        (
            "Petrov added a fuel depot of the militants and the army shelled two villages.",
            ("the army", "shell", "two villages", ""),
        ),
    ],
)
def test_split_report_leaves_other_coordinations(nlp, text, kept):
    assert kept in _lines(nlp, text)
