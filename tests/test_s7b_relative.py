"""A relative clause the parser hung on the wrong noun of comma-less text gives no statement (issue 12,
dev-s6 class 2). Real-model parses of sentences written for these tests.
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


def test_object_ends_before_a_stacked_who_clause(nlp):
    objects = [t.object.display for t in _triples(nlp, STACKED) if t.lemma == "embed with" and t.object]
    assert objects == ["the soldiers in the valley"]


def test_relative_clause_right_after_its_noun_keeps_its_statement(nlp):
    triples = _triples(nlp, "She met a man who works for a firm that makes toys.")
    assert [(t.subject.display, t.object.display) for t in triples if t.lemma == "make" and t.object] == [
        ("a firm", "toys")
    ]
