"""Appositions whose described noun the parse does not give for sure state no copula (issue 12, audit
class 4): an item of a comma list read as an apposition, and a description hung over a preposition's
object on the noun before it. The true shapes beside them (a name's description, a role's name, a group
and its members' names) keep their copula. Real-model parses of sentences written for these tests.
"""

from __future__ import annotations

import pytest

from tests.statements import triples_of


def _flag(nlp, text: str, subject: str, obj: str) -> str:
    found = [
        t
        for t in triples_of(nlp, "Headline here\n\n" + text)
        if t.lemma == "be"
        and t.object is not None
        and (t.subject.display, t.object.display) == (subject, obj)
    ]
    assert found, f"no copula {subject!r} | be | {obj!r} in {text!r}"
    return found[0].flag


@pytest.mark.parametrize(
    ("text", "subject", "obj"),
    [
        # a name that heads more items after commas is a list's item, not the noun's name
        (
            "The report was commissioned by the agency, Westford Council, Eastbay Council and Harbour "
            "Enterprise, and found little.",
            "Westford Council",
            "the agency",
        ),
        (
            "The report was commissioned by the agency, Westford Council, Eastbay Council and Harbour "
            "Enterprise, and found little.",
            "Harbour Enterprise",
            "the agency",
        ),
        # a machine's parts listed after it
        (
            "A fast PC sporting a new processor, 2 gigabytes memory, a graphics card, a large hard drive, "
            "Windows Home.",
            "Windows Home",
            "A fast PC sporting a new processor, 2 gigabytes memory",
        ),
        # the description may be of the nearer noun, the firm: no sure head
        (
            "This will raise the output of the firm - the country's largest carmaker - to 500,000 cars.",
            "the output of the firm",
            "the country's largest carmaker - to 500,000 cars",
        ),
    ],
)
def test_apposition_without_a_sure_head_is_flagged(nlp, text, subject, obj):
    assert _flag(nlp, text, subject, obj) == "copula"


@pytest.mark.parametrize(
    ("text", "subject", "obj"),
    [
        ("Tony Blair, the prime minister, said the plan would work.", "Tony Blair", "the prime minister"),
        ("Acme, a maker of widgets, said sales rose.", "Acme", "a maker of widgets"),
        # two pairs of a name and its role joined by "and" are no list of four
        ("Acme's founder, Ann Lee, and its chairman, Bob Hart, left the firm.", "Ann Lee", "Acme's founder"),
        ("Acme's founder, Ann Lee, and its chairman, Bob Hart, left the firm.", "Bob Hart", "its chairman"),
        # a group and its members' names: each is one of the group
        ("His rivals, Peter Jones, Sam Green and Paul White, all lost.", "Sam Green", "His rivals"),
        # a plural that agrees with the head only gives the head for sure
        (
            "Members of the Harbour League (HL) local fighters backed by the army hold the port.",
            "Members of the Harbour League (HL)",
            "local fighters backed by the army",
        ),
        # a name after a role over a preposition is the role's
        ("The head of the agency, Ann Lee, said the plan would work.", "Ann Lee", "The head of the agency"),
    ],
)
def test_true_apposition_keeps_its_copula(nlp, text, subject, obj):
    assert _flag(nlp, text, subject, obj) == ""
