"""Session 17: a copula's object is the role it states, not an entity that would make it read "X is X" or
"a person is an organisation"; and the named query of the most confident statements (real model)."""

from __future__ import annotations

import pytest

from kg.pipeline import model_corpus
from kg.rdf import build_graph, serialize
from kg.store import run_query
from kg.store.named import render_named
from kg.types import Article

TEXT = (
    "EU foreign policy chief Josep Borrell condemned the attack on Friday. "
    "National security spokesman for the White House John Kirby said the United States was not involved. "
    "Josep Borrell, the EU's top diplomat, spoke to reporters in Brussels."
)


@pytest.fixture(scope="module")
def model():
    return model_corpus([Article(id="a1", text=TEXT)], progress=None)


@pytest.fixture(scope="module")
def graph_file(model, tmp_path_factory):
    path = tmp_path_factory.mktemp("links") / "graph.ttl"
    path.write_bytes(serialize(build_graph(model), "turtle"))
    return path


def _copulas(model, name: str):
    found = [
        s for s in model.statements if s.triple.lemma == "be" and s.triple.subject.display.endswith(name)
    ]
    assert found, [(s.triple.subject.display, s.triple.lemma) for s in model.statements]
    return found


def test_a_title_is_never_linked_back_to_the_person_it_describes(model):
    for s in _copulas(model, "Borrell"):
        assert s.subject_entity is not None
        assert s.object_entity != s.subject_entity, s.triple.object


def test_a_role_ending_on_an_organisation_is_not_that_organisation(model):
    kinds = {e.key: e.kind for e in model.entities}
    for s in _copulas(model, "Kirby"):
        assert kinds.get(s.object_entity) not in ("Organization", "Place"), s.triple.object
    # the White House is still an entity of the article, linked where it is meant
    assert any(e.label == "White House" for e in model.entities)


def test_the_graph_has_no_statement_of_an_entity_being_itself(graph_file):
    rows = run_query(
        graph_file,
        "PREFIX rdf: <http://www.w3.org/1999/02/22-rdf-syntax-ns#> "
        "SELECT ?s WHERE { ?s a rdf:Statement ; rdf:subject ?x ; rdf:object ?x }",
    ).rows
    assert list(rows) == []


def test_trusted_statements_lists_only_statements_at_or_above_min_most_confident_first(graph_file):
    everything = run_query(graph_file, render_named("trusted-statements", {"min": "0"}))
    column = everything.variables.index("confidence")
    scores = [float(row[column].value) for row in everything.rows]
    assert scores == sorted(scores, reverse=True) and len(scores) > 3
    middle = sorted(scores)[len(scores) // 2]
    some = run_query(graph_file, render_named("trusted-statements", {"min": str(middle)}))
    kept = [float(row[column].value) for row in some.rows]
    assert kept and min(kept) >= middle and len(kept) < len(scores)
