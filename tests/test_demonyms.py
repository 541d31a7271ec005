"""A demonym ("Iranian") is a word for a people linked to its country, not an entity (issue 13): the graph
types it kg:Demonym, never an entity class, and the outputs say so."""

from __future__ import annotations

import csv
from pathlib import Path

from rdflib import RDF, Graph, URIRef

from kg.rdf import KG, SCHEMA
from kg.rdf.validate import validate

ENTITY_CLASSES = (SCHEMA.Person, SCHEMA.Organization, SCHEMA.Place, SCHEMA.Event, KG.OtherEntity)


def test_a_demonym_is_typed_demonym_and_no_entity_class(built_sample: Path) -> None:
    graph = Graph().parse(built_sample / "graph.ttl")
    demonyms = set(graph.subjects(RDF.type, KG.Demonym))
    iranian = URIRef("https://kg.example.org/entity/iranian")
    assert iranian in demonyms
    assert set(graph.subjects(KG.demonymOf, None)) == demonyms
    for node in demonyms:
        assert not {graph.value(node, RDF.type)} & set(ENTITY_CLASSES)
        assert set(graph.objects(node, RDF.type)) == {KG.Demonym}
        (country,) = graph.objects(node, KG.demonymOf)
        assert (country, RDF.type, SCHEMA.Place) in graph
    assert (iranian, KG.demonymOf, URIRef("https://kg.example.org/entity/iran")) in graph
    assert validate(built_sample / "graph.ttl").conforms


def test_entities_csv_names_a_demonym_as_such(built_sample: Path) -> None:
    with (built_sample / "entities.csv").open(encoding="utf-8", newline="") as fh:
        rows = list(csv.DictReader(fh))
    demonyms = [r for r in rows if r["demonym_of"]]
    assert demonyms and all(r["type"] == "Demonym" for r in demonyms)
    assert all(r["type"] != "Demonym" for r in rows if not r["demonym_of"])


def test_a_demonym_without_its_country_breaks_the_shapes(built_sample: Path, tmp_path: Path) -> None:
    graph = Graph().parse(built_sample / "graph.ttl")
    graph.remove((URIRef("https://kg.example.org/entity/iranian"), KG.demonymOf, None))
    broken = tmp_path / "broken.ttl"
    graph.serialize(broken, format="turtle")
    report = validate(broken)
    assert not report.conforms and "exactly one country" in report.text
