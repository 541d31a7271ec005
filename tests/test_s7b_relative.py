"""Clauses of comma-less text the parser hung on the wrong noun (issue 12, dev-s6 classes 2 and 7): a
stacked relative clause gives no statement, and a controlled object whose infinitive went elsewhere is a
fragment. Real-model parses of sentences written for these tests.
"""

from __future__ import annotations

from tests.statements import triples_of as _triples

STACKED = (
    "The report quoted a local reporter who is embedded with the soldiers in the valley who said the army "
    "seized a weapons depot."
)


def test_who_clause_stacked_past_a_prepositional_object_gives_no_speaker(nlp):
    triples = _triples(nlp, STACKED)
    assert not [t for t in triples if t.subject.display.startswith("the soldiers")]
    assert not [t for t in triples if t.attributed_to is not None and "soldiers" in t.attributed_to.display]
    # the report's own statement stays
    assert [t for t in triples if t.lemma == "quote" and t.subject.display == "The report"]


def test_object_ends_before_a_stacked_who_clause(nlp):
    objects = [t.object.display for t in _triples(nlp, STACKED) if t.lemma == "embed with" and t.object]
    assert objects == ["the soldiers in the valley"]


def test_relative_clause_right_after_its_noun_keeps_its_statement(nlp):
    triples = _triples(nlp, "She met a man who works for a firm that makes toys.")
    assert [(t.subject.display, t.object.display) for t in triples if t.lemma == "make" and t.object] == [
        ("a firm", "toys")
    ]


def test_controlled_object_whose_infinitive_the_parser_hung_on_a_later_conjunct_is_a_fragment(nlp):
    # without commas "to accept talks" is hung inside "the rebels fighting to oust the president"
    text = "Britain and France urged the army and the rebels fighting to oust the president to accept talks."
    urged = [t for t in _triples(nlp, text) if t.lemma == "urge" and t.object]
    cut = [t for t in urged if t.object.display == "the army"]
    assert cut and all(t.flag == "fragment" for t in cut)


def test_each_conjunct_of_a_controlled_object_is_a_fragment(nlp):
    text = "Oxfam urged residents and shop owners to leave the area."
    urged = [t for t in _triples(nlp, text) if t.lemma == "urge" and t.object]
    assert {t.object.display for t in urged} == {"residents", "shop owners"}
    assert all(t.flag == "fragment" for t in urged)
