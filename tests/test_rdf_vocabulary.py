"""Every kg: term the exporter writes is declared, labelled and explained in ontology/kg.ttl."""

from __future__ import annotations

import pytest
from rdf_sample import sample_model
from rdflib import OWL, RDF, RDFS, SKOS, Graph, URIRef

from kg.rdf import KG, build_graph
from kg.resources import ontology_path, read_tsv


@pytest.fixture(scope="module")
def vocabulary() -> Graph:
    return Graph().parse(ontology_path("kg.ttl"), format="turtle")


def _declared(vocabulary: Graph) -> set[URIRef]:
    return {s for s in vocabulary.subjects(RDF.type, None) if isinstance(s, URIRef)}


def _kg_terms(graph: Graph) -> set[URIRef]:
    terms = {term for triple in graph for term in triple if isinstance(term, URIRef)}
    return {term for term in terms if term.startswith(str(KG))}


def test_every_kg_term_of_the_sample_model_is_declared(vocabulary):
    undeclared = _kg_terms(build_graph(sample_model())) - _declared(vocabulary)
    assert not undeclared, f"declare these in ontology/kg.ttl: {sorted(undeclared)}"


def test_every_kg_term_of_the_built_sample_corpus_is_declared(vocabulary, built_sample):
    graph = Graph().parse(built_sample / "graph.ttl", format="turtle")
    undeclared = _kg_terms(graph) - _declared(vocabulary)
    assert not undeclared, f"declare these in ontology/kg.ttl: {sorted(undeclared)}"


def test_every_declared_term_has_an_english_label_and_comment(vocabulary):
    for term in _declared(vocabulary):
        if term.startswith(str(KG)):
            labels = [label for label in vocabulary.objects(term, RDFS.label) if label.language == "en"]
            comments = [c for c in vocabulary.objects(term, RDFS.comment) if c.language == "en"]
            assert len(labels) == 1 and comments, f"{term} needs one rdfs:label@en and an rdfs:comment@en"


def test_every_event_type_of_the_taxonomy_is_declared_with_its_parent(vocabulary):
    for row in read_tsv("event-types.tsv"):
        term = KG[row["type"]]
        assert (term, RDF.type, KG.EventType) in vocabulary, f"add kg:{row['type']} to ontology/kg.ttl"
        if row["parent"] not in ("", "-"):
            assert (term, SKOS.broader, KG[row["parent"]]) in vocabulary


def test_vocabulary_properties_are_typed_as_owl_properties(vocabulary):
    property_types = {OWL.ObjectProperty, OWL.DatatypeProperty}
    for term in _declared(vocabulary):
        local = str(term)[len(str(KG)) :]
        if term.startswith(str(KG)) and local[:1].islower():
            assert set(vocabulary.objects(term, RDF.type)) & property_types, term


def test_vocabulary_reference_is_up_to_date():
    from kg.rdf.vocabdoc import vocabulary_markdown

    committed = ontology_path("VOCABULARY.md").read_text(encoding="utf-8")
    hint = "regenerate: python -m kg.rdf.vocabdoc > ontology/VOCABULARY.md"
    assert committed == vocabulary_markdown(), hint
