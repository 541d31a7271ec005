"""A noun phrase is no saying (issue 12, session 26; audit class 8): in text without commas the parser hangs
the sentence's last noun on a closing "said" ("killing 12 people the Observatory said" -> "the Observatory |
say | 12 people"), and the statement credits a thing as what was said. Such a statement is flagged
`fragment`, out of the graph; a quotation, a reported clause and a pronoun object keep theirs. Real-model
parses of sentences written for these tests."""

from __future__ import annotations

import pytest

from tests.statements import triples_of

_STORMED = "Government troops stormed a village overnight killing 12 people the Observatory said."


def _said(nlp, text: str):
    found = [t for t in triples_of(nlp, text) if t.lemma == "say"]
    assert found, f"no 'say' statement in {text!r}"
    return found[0]


@pytest.mark.parametrize(
    ("text", "obj"),
    [
        (_STORMED, "12 people"),
        ("Dozens of houses were burned in the raid the interior ministry said on Friday.", "the raid"),
    ],
)
def test_a_noun_phrase_taken_as_the_saying_is_a_fragment(nlp, text, obj):
    said = _said(nlp, text)
    assert said.object is not None and said.object.display == obj
    assert said.flag == "fragment"


@pytest.mark.parametrize(
    "text",
    [
        # a quotation after a colon, whose verb the parser missed ("Its" without its apostrophe)
        'The party spokesman said: "Its a form of protest."',
        # a pronoun is no thing named
        "Aid workers said nothing about the convoy.",
        # a headline's verbless reports: an absence claimed, an adjective after its noun
        "Russia says no evidence of chemical attack in Douma",
        "UN says 30 civilians dead in Aleppo air strike",
    ],
)
def test_a_quotation_or_a_pronoun_object_is_not_cut(nlp, text):
    assert _said(nlp, text).flag != "fragment"


def test_the_report_itself_keeps_its_source(nlp):
    # what the closing source reported stays in the graph, credited to it
    triples = triples_of(nlp, _STORMED)
    killed = [t for t in triples if t.lemma == "kill"]
    assert killed and not killed[0].flag
    assert killed[0].attributed_to is not None and killed[0].attributed_to.display == "the Observatory"
