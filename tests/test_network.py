"""The networkx graph of a build and its GraphML and GEXF files, read back by networkx, by igraph (GraphML)
and by graphology-gexf (GEXF), the parser Gephi Lite opens files with."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from pathlib import Path

import networkx as nx
import pytest
from rdf_sample import sample_model
from test_view import kerman_model, reacting_model

from kg.network import GRAPH_FORMATS, graph_bytes, to_networkx
from kg.outputs import write_outputs


def test_nodes_are_entities_and_events_with_documented_attributes():
    model = reacting_model()
    graph = to_networkx(model)
    assert set(graph) == {e.key for e in model.entities} | {e.key for e in model.events}
    soleimani = graph.nodes["qassem-soleimani"]
    assert (soleimani["label"], soleimani["kind"], soleimani["articles"]) == (
        "Qassem Soleimani",
        "person",
        "000|001|002|003|004",
    )
    main = graph.nodes["kerman-bombings"]
    assert (main["kind"], main["main"], main["date"], main["event_type"]) == (
        "event",
        True,
        "2024-01-03",
        "Bombing",
    )


@pytest.mark.parametrize(
    ("source", "target", "kind", "relations"),
    [
        ("qassem-soleimani", "kerman", "statement", ["bury in"] * 3),  # positive, negated and reported
        ("qassem-soleimani", "baghdad", "statement", ["kill in", "kill near"]),
        ("kerman-bombings", "kerman", "role", ["place"]),
        ("kerman-bombings", "irna", "role", ["perpetrator"]),
        ("ali-khamenei", "kerman-bombings", "reaction", ["condemnation"]),
    ],
)
def test_edges_are_statements_roles_and_reactions(source, target, kind, relations):
    graph = to_networkx(reacting_model())
    found = [d for d in graph.get_edge_data(source, target, default={}).values() if d["kind"] == kind]
    assert sorted(d["relation"] for d in found) == relations


def test_phrase_statements_are_counted_on_their_subject_not_drawn():
    model = kerman_model()
    graph = to_networkx(model)
    phrase = [s for s in model.statements if s.subject_entity and not s.object_entity]
    assert phrase and graph.nodes["qassem-soleimani"]["phrase_statements"] == sum(
        s.subject_entity == "qassem-soleimani" for s in phrase
    )
    statement_edges = [d for _, _, d in graph.edges(data=True) if d["kind"] == "statement"]
    assert len(statement_edges) == sum(bool(s.subject_entity and s.object_entity) for s in model.statements)


@pytest.mark.parametrize("model", [reacting_model, sample_model], ids=["kerman", "rdf-sample"])
@pytest.mark.parametrize("fmt", sorted(GRAPH_FORMATS))
def test_graph_files_read_back_in_networkx_with_every_node_edge_and_label(model, fmt, tmp_path):
    graph = to_networkx(model())
    path = tmp_path / GRAPH_FORMATS[fmt]
    path.write_bytes(graph_bytes(graph, fmt))
    back = nx.read_graphml(path) if fmt == "graphml" else nx.read_gexf(path)
    assert set(back) == set(graph)
    assert back.number_of_edges() == graph.number_of_edges()
    labels = {n: back.nodes[n].get("label") for n in back}
    assert labels == {n: graph.nodes[n]["label"] for n in graph}
    relations = sorted(d["relation"] for _, _, d in back.edges(data=True))
    assert relations == sorted(d["relation"] for _, _, d in graph.edges(data=True))


@pytest.mark.parametrize("model", [reacting_model, sample_model], ids=["kerman", "rdf-sample"])
def test_graphml_reads_in_igraph_as_the_same_graph(model, tmp_path):
    if os.environ.get("CI") != "true":
        pytest.importorskip("igraph")
    import igraph

    graph = to_networkx(model())
    path = tmp_path / "graph.graphml"
    path.write_bytes(graph_bytes(graph, "graphml"))
    other = igraph.Graph.Read_GraphML(str(path))
    assert other.is_directed()
    assert (other.vcount(), other.ecount()) == (graph.number_of_nodes(), graph.number_of_edges())
    ends = sorted((other.vs[e.source]["id"], other.vs[e.target]["id"], e["relation"]) for e in other.es)
    assert ends == sorted((a, b, d["relation"]) for a, b, d in graph.edges(data=True))
    assert sorted(other.vs["label"]) == sorted(d["label"] for _, d in graph.nodes(data=True))


GEXF_READER = Path(__file__).with_name("gexf_reader")


@pytest.mark.parametrize("model", [reacting_model, sample_model], ids=["kerman", "rdf-sample"])
def test_gexf_reads_in_graphology_as_the_same_graph(model, tmp_path):
    # networkx writes and reads GEXF with one code base, so only another parser can show a file is valid.
    if shutil.which("node") is None or not (GEXF_READER / "node_modules" / "graphology-gexf").is_dir():
        pytest.skip(f"needs node and `npm ci --prefix {GEXF_READER}` (scripts/test.sh runs it)")
    graph = to_networkx(model())
    path = tmp_path / "graph.gexf"
    path.write_bytes(graph_bytes(graph, "gexf"))
    done = subprocess.run(
        ["node", str(GEXF_READER / "read_gexf.js"), str(path)], capture_output=True, text=True, check=True
    )
    other = json.loads(done.stdout)
    assert other["type"] == "directed"
    assert {n: a["label"] for n, a in other["nodes"].items()} == {
        n: d["label"] for n, d in graph.nodes(data=True)
    }
    assert {n: a["mentions"] for n, a in other["nodes"].items()} == dict(graph.nodes(data="mentions"))
    ends = sorted(
        (e["source"], e["target"], e["attributes"]["relation"], e["attributes"]["kind"])
        for e in other["edges"]
    )
    assert ends == sorted((a, b, d["relation"], d["kind"]) for a, b, d in graph.edges(data=True))
    negated = sorted(e["attributes"].get("negated", False) for e in other["edges"])
    assert negated == sorted(d.get("negated", False) for _, _, d in graph.edges(data=True))


def test_build_writes_graphml_and_gexf_when_asked(tmp_path):
    written = write_outputs(reacting_model(), tmp_path, formats=("graphml", "gexf"))
    assert {p.name for p in written} >= set(GRAPH_FORMATS.values())
    assert nx.read_graphml(tmp_path / "graph.graphml").number_of_nodes() == len(to_networkx(reacting_model()))
