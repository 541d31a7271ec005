"""A passive's "by" phrase that is an amount, the size of a change or a margin, is no agent (issue 12, a
false statement of dev-s6: "about four percentage points | trim | headline earnings growth"). The amount
stays the object of "by" and the relation keeps its voice. Real-model parses of sentences written for the
tests.
"""

from __future__ import annotations

import pytest

from tests.statements import triples_of


def _lines(nlp, text: str) -> set[tuple[str, str, str]]:
    return {(t.subject.display, t.lemma, t.object.display if t.object else "") for t in triples_of(nlp, text)}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # counted units of amount-nouns.tsv
        (
            "Headline earnings growth was trimmed by about four percentage points.",
            ("Headline earnings growth", "be trimmed by", "about four percentage points"),
        ),
        ("The bill was passed by 300 votes to 200.", ("The bill", "be passed by", "300 votes")),
        # a sum of money the parser labels as one, and a bare fraction
        ("Profits were reduced by 20 million dollars.", ("Profits", "be reduced by", "20 million dollars")),
        ("The budget was cut by half in March.", ("The budget", "be cut by", "half")),
    ],
)
def test_amount_after_by_is_no_agent(nlp, text, expected):
    lines = _lines(nlp, text)
    assert expected in lines, lines
    assert not any(subject == expected[2] for subject, _, _ in lines), lines


@pytest.mark.parametrize(
    ("text", "agent", "lemma", "patient"),
    [
        # counted people or things are agents: the number does not make them an amount
        ("The minister was attacked by two gunmen outside his home.", "two gunmen", "attack", "The minister"),
        ("The town was hit by dozens of shells.", "dozens of shells", "hit", "The town"),
        ("The firm was bought by half of its staff.", "half of its staff", "buy", "The firm"),
        ("The report was written by 12 experts.", "12 experts", "write", "The report"),
    ],
)
def test_counted_agent_stays_the_agent(nlp, text, agent, lemma, patient):
    lines = _lines(nlp, text)
    assert (agent, lemma, patient) in lines, lines
