"""Statements whose only anchor is a count or a happening stay out of the graph (issue 12, session 42), on
real-model parses of sentences written for these tests.

No side names anyone, and the subject does not say how many: "Porters | carry | one crate" (which porters?),
"The blast | kill | police guards" (which blast, whose guards?). They keep the flag `nameless`
(kg/extract/nameless.py). A name anywhere, a count in the subject, a happening that hurt a counted number,
a happening's doer with a plain object and a verb of saying keep a statement in.
"""

from __future__ import annotations

import pytest

from tests.statements import flag_of

OUT = [
    pytest.param("Porters carried one crate up the hill.", "carry", "Porters", id="bare plural, a count"),
    pytest.param(
        "Shepherds saw the shelling of the barns.", "see", "Shepherds", id="bare plural, a happening"
    ),
    pytest.param(
        "Exports rose by 4.5% last spring.", "rise by", "Exports", id="an amount says whose nothing"
    ),
    pytest.param("The blast killed police guards.", "kill", "The blast", id="a happening on both sides"),
    pytest.param("Porters carried one crate on Sunday.", "carry", "Porters", id="a day is no name"),
    # a state body without "the" counts as a happening (kg.extract.unanchored.anchor_kinds says why)
    pytest.param("An air strike hit a hospital.", "hit", "An air strike", id="a strike hit a hospital"),
    # the extractor moves a determiner "no" into the denial; none of a thing is no "Nobody" (nameless._nobody)
    pytest.param("No porters were hurt in the blast.", "hurt in", "porters", id="no porters, a denial"),
]

IN = [
    pytest.param("Porters carried one crate to Oxfam.", "carry", "Porters", id="the object names a body"),
    pytest.param("Porters from Kendal carried one crate.", "carry", "Porters from Kendal", id="a town named"),
    pytest.param("Three porters carried the crate.", "carry", "Three porters", id="a count in the subject"),
    pytest.param("A bomb blast killed nine guards.", "kill", "A bomb blast", id="a happening's counted toll"),
    pytest.param("A gunman wounded a porter.", "wound", "A gunman", id="a doer with a plain object"),
    pytest.param("Shells killed nine porters.", "kill", "Shells", id="a weapon's counted toll"),
    pytest.param("Porters carried one crate in Kendal.", "carry", "Porters", id="a place among its phrases"),
    pytest.param(
        "Kendal Bank says house prices rose by 0.7%.", "rise by", "house prices", id="a named speaker says it"
    ),
    pytest.param("The dollar fell against the euro.", "fall against", "The dollar", id="one of a kind"),
    pytest.param(
        "A militia member said nine guards had died.", "say", "A militia member", id="a described teller"
    ),
    # "no one claimed it" is a fact of the story (no one took responsibility): a count of none
    pytest.param("Nobody took credit for the blasts.", "take credit for", "Nobody", id="nobody did it"),
    # kept as a claim: "claim" is a verb of saying (a "no" before the noun is no count of none, see OUT)
    pytest.param("No group claimed the blasts.", "claim", "group", id="no group claimed it, negated"),
]


@pytest.mark.parametrize("text, lemma, subject", OUT)
def test_statement_anchored_only_by_a_count_or_a_happening_stays_out(nlp, text, lemma, subject):
    assert flag_of(nlp, text, lemma, subject) == "nameless"


@pytest.mark.parametrize("text, lemma, subject", IN)
def test_statement_with_a_name_or_a_counted_subject_stays_in(nlp, text, lemma, subject):
    assert flag_of(nlp, text, lemma, subject) == ""
