"""Every output format parses with rdflib, pyoxigraph, serdi and rapper, and is byte-stable."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from rdf_parsers import FORMATS, canonical, have, oxigraph_triples, rdflib_triples, tool_triples
from rdf_sample import sample_model
from rdflib import RDF, Dataset, Graph, Literal, URIRef
from rdflib.compare import isomorphic

from kg.errors import GraphError
from kg.rdf import KG, IRIs, build_graph, serialize
from kg.resources import ontology_path

REPO = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def graph():
    return build_graph(sample_model())


@pytest.mark.parametrize("fmt", list(FORMATS))
def test_format_round_trips_through_rdflib(graph, fmt):
    assert rdflib_triples(serialize(graph, fmt), fmt) == canonical(graph)


@pytest.mark.parametrize("fmt", list(FORMATS))
def test_format_round_trips_through_pyoxigraph(graph, fmt):
    assert oxigraph_triples(serialize(graph, fmt), fmt) == canonical(graph)


@pytest.mark.parametrize("tool", ["serdi", "rapper"])
@pytest.mark.parametrize("fmt", [f for f in FORMATS if FORMATS[f][2]])
def test_format_round_trips_through_debian_parsers(graph, fmt, tool, tmp_path):
    if not have(tool):
        pytest.skip(
            f"{tool} is not installed (apt-get install {'serdi' if tool == 'serdi' else 'raptor2-utils'})"
        )
    assert tool_triples(tool, serialize(graph, fmt), fmt, tmp_path) == canonical(graph)


def test_turtle_round_trip_is_isomorphic(graph):
    parsed = Graph().parse(data=serialize(graph, "turtle"), format="turtle")
    # Decimals are the one term rdflib rewrites (95 -> 95.0), so compare the rest exactly.
    assert isomorphic(_without_values(graph), _without_values(parsed))


def _without_values(graph) -> Graph:
    out = Graph()
    for triple in graph:
        if triple[1] != KG.value:
            out.add(triple)
    return out


_SCRIPT = """
import sys
sys.path[:0] = [{tests!r}, {repo!r}]
from pathlib import Path
from rdf_sample import sample_model
from kg.rdf import build_graph, serialize
graph = build_graph(sample_model())
for fmt in {formats!r}:
    Path(sys.argv[1], fmt).write_bytes(serialize(graph, fmt))
"""


def test_every_format_is_byte_identical_across_processes_and_hash_seeds(graph, tmp_path):
    script = _SCRIPT.format(tests=str(REPO / "tests"), repo=str(REPO), formats=list(FORMATS))
    outputs = []
    for seed in ("1", "2"):
        folder = tmp_path / seed
        folder.mkdir()
        env = {**os.environ, "PYTHONHASHSEED": seed}
        subprocess.run([sys.executable, "-c", script, str(folder)], check=True, env=env)
        outputs.append({fmt: (folder / fmt).read_bytes() for fmt in FORMATS})
    assert outputs[0] == outputs[1]
    assert outputs[0] == {fmt: serialize(graph, fmt) for fmt in FORMATS}


def _dataset(graph) -> Dataset:
    dataset = Dataset()
    dataset.parse(data=serialize(graph, "trig"), format="trig")
    return dataset


def test_trig_keeps_each_article_in_its_own_named_graph(graph):
    model = sample_model()
    iris = IRIs()
    dataset = _dataset(graph)
    for article in model.articles:
        named = dataset.graph(URIRef(f"{iris.base}graph/article/{article.id}"))
        assert (iris.article(article.id), RDF.type, URIRef("https://schema.org/NewsArticle")) in named
        mine = {s.id for s in model.statements if s.triple.article_id == article.id}
        found = {str(s).rsplit("/", 1)[1] for s in named.subjects(RDF.type, RDF.Statement)}
        assert found == mine
    shared = dataset.graph(URIRef(f"{iris.base}graph/shared"))
    assert {str(s).rsplit("/", 1)[1] for s in shared.subjects(RDF.type, None) if "/entity/" in str(s)} == {
        e.key for e in model.entities
    }


def test_fact_asserted_by_two_articles_is_in_both_article_graphs(graph):
    iris = IRIs()
    fact = (iris.entity("islamic-state"), iris.relation("claim"), iris.concept("the attack"))
    holders = {str(g.identifier) for g in _dataset(graph).graphs() if fact in g}
    assert holders == {f"{iris.base}graph/article/bbc-kerman", f"{iris.base}graph/article/aljazeera-kerman"}


def test_jsonld_embeds_the_shipped_context_in_compact_form(graph):
    document = json.loads(serialize(graph, "jsonld"))
    shipped = json.loads(ontology_path("context.jsonld").read_text(encoding="utf-8"))["@context"]
    assert shipped.items() <= document["@context"].items()
    ids = [node["@id"] for node in document["@graph"]]
    assert ids == sorted(ids)
    assert "entity:ali-khamenei" in ids


@pytest.mark.parametrize(
    ("statement_index", "asserted"),
    [(0, True), (2, False), (5, False)],  # plain fact; reported speech; negated
    ids=["positive", "reported-speech", "negated"],
)
def test_only_positive_unattributed_statements_are_asserted_directly(graph, statement_index, asserted):
    iris = IRIs()
    statement = sample_model().statements[statement_index]
    node = iris.statement(statement.id)
    triple = (graph.value(node, RDF.subject), graph.value(node, RDF.predicate), graph.value(node, RDF.object))
    assert (triple in graph) is asserted


def test_same_entity_gets_same_iri_whatever_the_build_order():
    model = sample_model()
    from dataclasses import replace

    shuffled = replace(
        model, entities=tuple(reversed(model.entities)), articles=tuple(reversed(model.articles))
    )
    assert serialize(build_graph(model), "nt") == serialize(build_graph(shuffled), "nt")


@pytest.mark.parametrize("key", ["plain-slug", "with space", "a<b>c", 'quote"d', "ünï", "x/y?z#w", "%20"])
def test_any_entity_key_becomes_a_distinct_valid_iri(key):
    iris = IRIs()
    iri = str(iris.entity(key))
    assert not any(c in iri for c in ' <>"{}|\\^`')
    assert iri != str(iris.entity(key + "x"))
    assert iri.startswith(f"{iris.base}entity/") and "/" not in iri[len(f"{iris.base}entity/") :]


@pytest.mark.parametrize(
    "base", ["not an iri", "https://ex.org/a b/", "https://ex.org/\x01/", "relative/path"]
)
def test_bad_base_is_refused_with_a_hint(base):
    from kg.errors import KGError

    with pytest.raises(KGError, match="--base"):
        IRIs(base)


def test_unknown_format_names_the_choices(graph):
    with pytest.raises(GraphError, match="turtle"):
        serialize(graph, "rdfxml")


def test_claim_values_are_plain_decimals():
    graph = build_graph(sample_model())
    values = {str(v) for v in graph.objects(None, KG.value)}
    assert values == {"95", "84"}
    assert all(isinstance(v, Literal) and "E" not in str(v) for v in graph.objects(None, KG.value))


def test_a_triple_set_writes_what_is_left_after_a_removal():
    """Turtle is written from the triple set's own grouping, which must not keep an emptied entry."""
    from kg.rdf import PREFIXES, TripleSet

    node, other = URIRef("https://example.org/kg/entity/a"), URIRef("https://example.org/kg/entity/b")
    triples, reference = TripleSet(PREFIXES), Graph()
    for prefix, namespace in PREFIXES.items():
        reference.bind(prefix, namespace, override=True, replace=True)
    for triple in ((node, KG.mentionCount, Literal(3)), (node, KG.demonymOf, other)):
        triples.add(triple)
        reference.add(triple)
    triples.remove((node, KG.demonymOf, other))
    reference.remove((node, KG.demonymOf, other))
    assert serialize(triples, "turtle") == serialize(reference, "turtle")
    assert b"demonymOf" not in serialize(triples, "turtle")
    triples.remove((node, KG.mentionCount, Literal(3)))
    assert len(triples) == 0 and b"entity" not in serialize(triples, "turtle")
