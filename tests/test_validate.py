"""SHACL validation: built graphs conform, and each broken guarantee is reported."""

from __future__ import annotations

from decimal import Decimal

import pytest
from rdf_sample import sample_model
from rdflib import RDF, RDFS, SKOS, XSD, Literal, URIRef

from kg.errors import GraphError
from kg.rdf import KG, IRIs, build_graph, serialize, validate

PROV_DERIVED = URIRef("http://www.w3.org/ns/prov#wasDerivedFrom")
SCHEMA_ID = URIRef("https://schema.org/identifier")
IRI = IRIs()
STATEMENT = IRI.statement("bbc-kerman-0-0")
ENTITY = IRI.entity("iran")


@pytest.mark.parametrize(
    ("fmt", "suffix"), [("turtle", ".ttl"), ("trig", ".trig"), ("jsonld", ".jsonld"), ("nt", ".nt")]
)
def test_sample_model_conforms_in_every_format(tmp_path, fmt, suffix):
    path = tmp_path / f"graph{suffix}"
    path.write_bytes(serialize(build_graph(sample_model()), fmt))
    report = validate(path)
    assert report.conforms, report.text
    assert report.violations == 0


@pytest.mark.parametrize("name", ["graph.ttl", "graph.trig", "graph.jsonld"])
def test_built_sample_corpus_conforms(built_sample, name):
    report = validate(built_sample / name)
    assert report.conforms, report.text


def _second_label(g):
    g.add((ENTITY, SKOS.prefLabel, Literal("Persia")))


def _no_label(g):
    g.remove((ENTITY, SKOS.prefLabel, None))


def _no_source(g):
    g.remove((STATEMENT, PROV_DERIVED, None))


def _undeclared_relation(g):
    g.set((STATEMENT, RDF.predicate, URIRef("https://kg.example.org/relation/unknown")))


def _unsupported_fact(g):
    g.add((ENTITY, IRI.relation("claim"), IRI.entity("kerman")))


def _negated_fact_still_asserted(g):
    # Every statement behind a direct assertion becomes negated while the assertion stays: only the
    # SPARQL constraint sees it.
    fact = tuple(g.value(STATEMENT, part) for part in (RDF.subject, RDF.predicate, RDF.object))
    for statement in g.subjects(RDF.type, RDF.Statement):
        if tuple(g.value(statement, part) for part in (RDF.subject, RDF.predicate, RDF.object)) == fact:
            g.set((statement, KG.negated, Literal(True)))


def _negated_not_boolean(g):
    g.set((STATEMENT, KG.negated, Literal("no")))


def _claim_value_text(g):
    g.set((IRI.claim("bbc-kerman-killed-0"), KG.value, Literal("ninety-five")))


def _article_without_id(g):
    g.remove((IRI.article("bbc-kerman"), SCHEMA_ID, None))


def _confidence_over_one(g):
    g.set((STATEMENT, KG.confidence, Literal(Decimal("1.5"), datatype=XSD.decimal)))


def _relation_without_label(g):
    g.remove((IRI.relation("vow"), RDFS.label, None))


@pytest.mark.parametrize(
    "breakage",
    [
        _second_label,
        _no_label,
        _no_source,
        _undeclared_relation,
        _unsupported_fact,
        _negated_fact_still_asserted,
        _negated_not_boolean,
        _claim_value_text,
        _article_without_id,
        _confidence_over_one,
        _relation_without_label,
    ],
)
def test_broken_guarantee_is_a_violation(tmp_path, breakage):
    graph = build_graph(sample_model())
    breakage(graph)
    path = tmp_path / "broken.ttl"
    path.write_bytes(serialize(graph, "turtle"))
    report = validate(path)
    assert not report.conforms
    assert report.violations >= 1
    assert "Violation" in report.text


def test_missing_graph_file_names_the_fix(tmp_path):
    with pytest.raises(GraphError, match="kg build"):
        validate(tmp_path / "nothing.ttl")


def test_unparsable_graph_file_names_the_file(tmp_path):
    path = tmp_path / "bad.ttl"
    path.write_text("<a> <b> .", encoding="utf-8")
    with pytest.raises(GraphError, match=r"bad\.ttl"):
        validate(path)


def test_kg_validate_command_exits_non_zero_on_a_violation(tmp_path):
    import subprocess
    import sys

    graph = build_graph(sample_model())
    _no_source(graph)
    path = tmp_path / "broken.ttl"
    path.write_bytes(serialize(graph, "turtle"))
    done = subprocess.run([sys.executable, "-m", "kg", "validate", str(path)], capture_output=True, text=True)
    assert done.returncode == 1, done.stderr
    assert "source article" in done.stdout
