"""Statements that name nothing stay out of the graph (issue 12, session 31), on real-model parses of
sentences written for these tests.

When no word of the subject or the object is a name, a number or a word something resolves, the statement
cannot be placed out of its sentence ("Politicians | reject | the bill": which bill?); it keeps the flag
`unanchored` (kg/extract/unanchored.py). A name on either side, a count, a happening or its doer, a noun
of one-of-a-kind-nouns.tsv and the state bodies of kind-nouns.tsv keep a statement in.
"""

from __future__ import annotations

import pytest

from tests.statements import find_with_subject, flag_of, triples_of

OUT = [
    pytest.param(
        "Politicians unanimously rejected the bill.", "reject", "Politicians", id="bare plural, the bill"
    ),
    pytest.param(
        "The stealth sections are as exciting as the open levels.",
        "be exciting as",
        "The stealth sections",
        id="descriptions on both sides",
    ),
    pytest.param(
        "The tiny island was bought by a gamer for a large sum.",
        "buy",
        "a gamer",
        id="a passive's agent names nothing either",
    ),
    pytest.param("Rebels shelled the town.", "shell", "Rebels", id="a capital at the start is no name"),
    pytest.param(
        "The first bill failed in the vote.", "fail in", "The first bill", id="an ordinal is no count"
    ),
    pytest.param(
        "The proposed law had a difficult passage through the assembly.",
        "have",
        "The proposed law",
        id="a longer description",
    ),
]

IN = [
    pytest.param(
        "Politicians in Wales unanimously rejected the bill.",
        "reject",
        "Politicians in Wales",
        id="a place named",
    ),
    pytest.param(
        "Politicians unanimously rejected the Licensing Bill.", "reject", "Politicians", id="object named"
    ),
    pytest.param("A bomb blast killed six people in the market.", "kill", "A bomb blast", id="a happening"),
    pytest.param("A gunman wounded a guard at the gate.", "wound", "A gunman", id="the doer of a happening"),
    pytest.param("Two soldiers guarded the gate.", "guard", "Two soldiers", id="a count"),
    pytest.param("SANA reporters visited the site.", "visit", "SANA reporters", id="an acronym at the start"),
    pytest.param(
        "The vote in Leeds went to Labour. Labour has promised a review.",
        "promise",
        "Labour",
        id="a word the article capitalises inside a sentence",
    ),
    pytest.param("The dollar regained ground in Tokyo.", "regain", "The dollar", id="one of a kind"),
    pytest.param(
        "The Turkish government rejected the bill.", "reject", "The Turkish government", id="a state body"
    ),
    pytest.param("Syrian troops guarded the gate.", "guard", "Syrian troops", id="a nationality"),
    pytest.param("The bill was rejected by Labour.", "reject", "Labour", id="a named agent"),
]


@pytest.mark.parametrize("text, lemma, subject", OUT)
def test_statement_naming_nothing_stays_out(nlp, text, lemma, subject):
    assert flag_of(nlp, text, lemma, subject) == "unanchored"


@pytest.mark.parametrize("text, lemma, subject", IN)
def test_statement_with_a_name_a_count_or_a_happening_stays_in(nlp, text, lemma, subject):
    assert flag_of(nlp, text, lemma, subject) == ""


def test_resolved_pronoun_anchors_its_statement(nlp):
    """ "He praised the plan": the plan is anyone's, but "He" is Tony Blair, so the statement is his."""
    triples = triples_of(nlp, "Headline here\n\nTony Blair visited Leeds on Monday. He praised the plan.")
    triple = find_with_subject(triples, "praise", "Tony Blair")
    assert triple.flag == ""


def test_a_title_case_headline_capitalises_no_name(nlp):
    """ "Rebels Shell Town" capitalises every word: "Rebels" opening the story is no name for it."""
    triples = triples_of(nlp, "Rebels Shell Town In Night Raid\n\nRebels shelled the town.")
    assert find_with_subject(triples, "shell", "Rebels").flag == "unanchored"


def test_thousand_is_a_count(nlp):
    triples = triples_of(nlp, "Headline here\n\nA thousand protesters blocked the road.")
    assert find_with_subject(triples, "block", "A thousand protesters").flag == ""


def test_capital_after_a_quotation_mark_is_no_name(nlp):
    """A quotation's first word is capitalised because it opens a sentence, not because it is a name."""
    triples = triples_of(nlp, 'Headline here\n\nMr Smith said: "Politicians rejected the bill."')
    assert find_with_subject(triples, "reject", "Politicians").flag == "unanchored"
