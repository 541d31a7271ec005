"""A relative clause's repeated "it said" is the voice of the saying around it, never a thing inside what
that voice reported (issue 12, session 27): in "State television said the army struck groups which it said
had suffered heavy losses", "it" is the television, not the army (found by the reviewer of the
relative-source rule, on two FA-KES pages). Real-model parses of sentences written for these tests."""

from __future__ import annotations

from tests.statements import triples_of


def _speakers(nlp, text: str, lemma: str) -> list[str]:
    found = [t for t in triples_of(nlp, text) if t.lemma == lemma and not t.flag]
    return [t.attributed_to.display if t.attributed_to else "" for t in found]


def test_the_repeated_it_is_never_a_thing_inside_what_was_reported(nlp):
    # "it" is the television, not the army; left open, the statement stays out of the graph
    text = (
        "Syrian state television said the army had killed dozens of militants in air strikes on terrorist "
        "groups in the area which it said had suffered heavy losses."
    )
    assert "the army" not in _speakers(nlp, text, "suffer")


def test_a_relative_source_named_in_full_keeps_its_name(nlp):
    text = "Clashes broke out after the Idlib blasts which the Observatory said killed several soldiers."
    assert _speakers(nlp, text, "kill") == ["the Observatory"]


def test_an_unresolved_outer_it_leaves_the_inner_one_open(nlp):
    # the outer "It" names nothing here, so neither does the inner one: the statement stays out
    text = "It said the army shelled the positions of the rebels, which it said had lost dozens of fighters."
    assert _speakers(nlp, text, "lose") == []
