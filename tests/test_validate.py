"""SHACL validation: built graphs conform, and each broken guarantee is reported."""

from __future__ import annotations

from decimal import Decimal

import pytest
from rdf_sample import sample_model
from rdflib import RDF, RDFS, SKOS, Graph, Literal, Namespace, URIRef

from kg.errors import GraphError
from kg.rdf import KG, IRIs, build_graph, serialize, validate
from kg.rdf.shacl import CoreShapes, short
from kg.resources import ontology_path

# Plain IRIs rather than rdflib's XSD namespace object: pytest probes every module-level name while
# collecting, and XSD warns about each attribute it does not define.
XSD_DECIMAL = URIRef("http://www.w3.org/2001/XMLSchema#decimal")
XSD_BOOLEAN = URIRef("http://www.w3.org/2001/XMLSchema#boolean")

PROV_DERIVED = URIRef("http://www.w3.org/ns/prov#wasDerivedFrom")
SCHEMA_ID = URIRef("https://schema.org/identifier")
SCHEMA_EVENT = URIRef("https://schema.org/Event")
SCHEMA_START = URIRef("https://schema.org/startDate")
SH = Namespace("http://www.w3.org/ns/shacl#")
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
    g.set((STATEMENT, KG.confidence, Literal(Decimal("1.5"), datatype=XSD_DECIMAL)))


def _relation_without_label(g):
    g.remove((IRI.relation("vow"), RDFS.label, None))


ILL_TYPED = "ill-typed boolean goes here"


def _ill_typed_boolean(g):
    # The right datatype with a lexical form it does not allow: only a well-formedness check sees it.
    # rdflib would write such a literal as `false`, so the test puts it into the Turtle text.
    g.set((STATEMENT, KG.negated, Literal(ILL_TYPED)))


def _empty_label(g):
    g.set((ENTITY, SKOS.prefLabel, Literal("")))


def _start_date_as_text(g):
    event = next(g.subjects(RDF.type, SCHEMA_EVENT))
    g.set((event, SCHEMA_START, Literal("last Tuesday")))


def _mentioned_in_a_person(g):
    g.add((ENTITY, KG.mentionedIn, ENTITY))


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
        _ill_typed_boolean,
        _empty_label,
        _start_date_as_text,
        _mentioned_in_a_person,
    ],
)
# The ill-typed boolean is the point of one case; rdflib warns while reading it back for pyshacl.
@pytest.mark.filterwarnings("ignore:Parsing weird boolean")
def test_broken_guarantee_is_a_violation(tmp_path, breakage):
    graph = build_graph(sample_model())
    breakage(graph)
    path = tmp_path / "broken.ttl"
    turtle = serialize(graph, "turtle").replace(
        f'"{ILL_TYPED}"'.encode(), b'"no"^^<' + XSD_BOOLEAN.encode() + b">"
    )
    path.write_bytes(turtle)
    report = validate(path)
    assert not report.conforms
    assert report.violations >= 1
    assert "Violation" in report.text
    assert {result.key() for result in report.results} == _pyshacl_results(path)


def _pyshacl_results(path):
    """(focus node, path, constraint component, severity) of each result pyshacl reports for the file."""
    import pyshacl

    data = Graph().parse(path)
    shapes = Graph().parse(ontology_path("shapes.ttl"), format="turtle")
    _, report, _ = pyshacl.validate(data, shacl_graph=shapes, inference="none", allow_warnings=True)
    return {
        (
            f"<{report.value(result, SH.focusNode)}>",
            short(report.value(result, SH.resultPath)) if report.value(result, SH.resultPath) else "",
            str(report.value(result, SH.sourceConstraintComponent)).rpartition("#")[2],
            short(report.value(result, SH.resultSeverity)),
        )
        for result in report.objects(None, SH.result)
    }


def test_sample_results_match_pyshacl(tmp_path):
    path = tmp_path / "graph.ttl"
    path.write_bytes(serialize(build_graph(sample_model()), "turtle"))
    assert {result.key() for result in validate(path).results} == _pyshacl_results(path) == set()


def test_a_shape_component_kg_does_not_implement_is_refused():
    shapes = Graph().parse(ontology_path("shapes.ttl"), format="turtle")
    shapes.add((URIRef("https://w3id.org/kg-news/shapes#Entity"), SH.closed, Literal(True)))
    with pytest.raises(GraphError, match=r"kgsh:Entity uses sh:closed, which kg validate does not implement"):
        CoreShapes(shapes)


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
