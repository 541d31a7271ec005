"""Bare speakers on FA-KES (issue 12, class 1), session 50. A war's unnamed partisans that speak, bare
"Activists" or "Rebels", say neither which group nor where, and keep what they say out of the graph (flag
`speaker`, ``ontology/vague-speakers.tsv``); narrowed ones stay. Real-model parses of invented sentences."""

from __future__ import annotations

import pytest

from tests.statements import find, triples_of


@pytest.mark.parametrize(
    ("text", "lemma"),
    [
        ("Activists said the strike on Kafr Sahel killed nine people.", "kill"),
        ("Activists said the strike on Kafr Sahel killed nine people.", "say"),
        ("Rebels say warplanes pounded their positions near the village of Tel Harun on Sunday.", "pound"),
        ("Warplanes pounded positions near the village of Tel Harun on Sunday, rebels said.", "pound"),
    ],
)
def test_a_bare_partisan_speaker_keeps_its_statement_out(nlp, text: str, lemma: str) -> None:
    assert find(triples_of(nlp, "Headline here\n\n" + text), lemma).flag == "speaker"


@pytest.mark.parametrize(
    ("text", "lemma"),
    [
        # a side or a place said: a reader can place them
        ("Syrian activists said the strike on Kafr Sahel killed nine people.", "kill"),
        ("Rebels in Tel Harun said warplanes pounded their positions on Sunday.", "pound"),
        # the people at the scene are no partisans
        ("Residents said the strike on Kafr Sahel killed nine people.", "kill"),
    ],
)
def test_a_narrowed_partisan_or_a_witness_keeps_its_statement(nlp, text: str, lemma: str) -> None:
    assert find(triples_of(nlp, "Headline here\n\n" + text), lemma).flag != "speaker"
