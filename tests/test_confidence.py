"""kg:confidence: the graph's own score of each statement (kg/confidence.py), from the real pipeline."""

from __future__ import annotations

import csv
import shutil
from pathlib import Path

import pytest
from rdflib import RDF

import kg.resources
from kg.confidence import BIAS, confidence, signals, weights
from kg.errors import KGError
from kg.pipeline import build, model_corpus
from kg.rdf import KG, build_graph, read_graph
from kg.types import Article

TEXT = (
    "Ayatollah Ali Khamenei vowed a harsh response on Thursday. "
    "A video posted on social media showed men near the site."
)


@pytest.fixture(scope="module")
def model():
    return model_corpus([Article(id="a1", text=TEXT)], progress=None)


def _find(model, subject: str, lemma: str):
    for s in model.statements:
        if s.triple.subject.display.lower().endswith(subject.lower()) and s.triple.lemma == lemma:
            return s
    seen = [(s.triple.subject.display, s.triple.lemma) for s in model.statements]
    raise AssertionError(f"no statement {subject} | {lemma} in {seen}")


def test_every_statement_gets_a_confidence_between_0_and_1(model):
    assert model.statements
    assert all(s.confidence is not None and 0.0 < s.confidence < 1.0 for s in model.statements)


def test_named_speaker_statement_scores_above_participle_of_a_vague_noun(model):
    named = _find(model, "Khamenei", "vow")
    vague = _find(model, "a video", "post on")
    assert named.confidence > vague.confidence


def test_confidence_is_the_logistic_of_the_weights_of_the_signals_that_hold(model):
    s = _find(model, "Khamenei", "vow")
    kinds = {e.key: e.kind for e in model.entities}
    table = {BIAS: 0.0, "subject_named": 1.0, "object_lower": -0.5}
    named = signals(s, kinds.get)
    assert named["subject_named"] and named["object_lower"]
    assert confidence(named, table) == pytest.approx(1 / (1 + 2.718281828**-0.5), abs=1e-3)
    assert s.confidence == confidence(named)


def test_weights_table_and_signals_name_the_same_things(model):
    """A signal without a weight would silently count for nothing; a weight without a signal is stale."""
    kinds = {e.key: e.kind for e in model.entities}
    produced = {
        name for s in model.statements if s.triple.object is not None for name in signals(s, kinds.get)
    }
    assert set(weights()) - {BIAS} == produced


def test_graph_and_triples_csv_carry_the_statement_confidence(tmp_path):
    folder = tmp_path / "in"
    folder.mkdir()
    (folder / "a1.txt").write_text(TEXT, encoding="utf-8")
    build([folder], tmp_path / "out", progress=None)
    model = model_corpus([Article(id="a1", text=TEXT)], progress=None)
    wanted = sorted(round(s.confidence, 3) for s in model.statements if s.triple.object and not s.triple.flag)
    graph = read_graph(tmp_path / "out" / "graph.ttl")
    found = sorted(
        float(graph.value(node, KG.confidence)) for node in graph.subjects(RDF.type, RDF.Statement)
    )
    assert found == wanted
    with (tmp_path / "out" / "triples.csv").open(encoding="utf-8") as fh:
        column = sorted(float(r["confidence"]) for r in csv.DictReader(fh))
    assert column == sorted(round(s.confidence, 2) for s in model.statements)
    assert len(build_graph(model)) > 0


def test_a_weight_that_is_no_number_names_the_table_and_the_fix(tmp_path, monkeypatch):
    copy = tmp_path / "ontology"
    shutil.copytree(kg.resources.ontology_dir(), copy)
    table = copy / "statement-confidence.tsv"
    table.write_text(
        table.read_text(encoding="utf-8").replace("subject_named\t", "subject_named\tx", 1), encoding="utf-8"
    )
    monkeypatch.setattr(kg.resources, "ontology_dir", lambda: Path(copy))
    weights.cache_clear()
    try:
        with pytest.raises(KGError, match=r"statement-confidence\.tsv.*subject_named.*not a number.*--write"):
            weights()
    finally:
        weights.cache_clear()
