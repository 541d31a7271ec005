"""The audit's graph view (issue 12) shows a statement as the built graph does: an argument linked to an
entity or event under that node's label, and BBC judgements of it stored as hashes only."""

from __future__ import annotations

import csv
import re
import sys
from pathlib import Path

import pytest
from rdflib import RDF, RDFS, Graph

from kg.articles import read_articles
from kg.pipeline import model_corpus
from kg.rdf import KG
from tests.script_module import load_script

REPO = Path(__file__).resolve().parent.parent
# audit.py puts its folder on sys.path; its sample module says what the graph shows of a statement.
load_script(REPO / "benchmarks" / "audit" / "audit.py", "audit_script_graph_view")
audit = sys.modules["audit_sample"]


@pytest.fixture(scope="module")
def sample_model(sample_dir: Path):
    return model_corpus(read_articles([sample_dir]), progress=None)


# The graph keeps the article's typographic quotes and apostrophes where the statement's words are straight.
_QUOTES = re.compile("[\"'\u2018\u2019\u201c\u201d]")


def _plain(text: str) -> str:
    return _QUOTES.sub("", text).lower()


# The day and place a statement's own clause states, which the graph view shows after it (kg:statedDate,
# kg:statedPlace): "[on 2016-08-17]", "[in Velmora]".
_STATED = re.compile(r"( \[(?:on|in|at|near|across|inside|around|throughout|within) [^\]]+\])+$")


def _parts(line: str) -> tuple[str, str, str]:
    subject, relation, rest = _STATED.sub("", line).split(" | ", 2)
    return _plain(subject), relation, _plain(re.split(r" \[(?:NOT|by |[a-z:]+\])", rest)[0])


def test_graph_text_writes_linked_arguments_as_their_labels(sample_model) -> None:
    labels = audit.node_labels(sample_model)
    shown = [s for s in sample_model.statements if audit.in_graph(s)]
    relabelled = [s for s in shown if audit.graph_text(s, labels) != audit.statement_text(s)]
    assert relabelled, "the sample links some argument to an entity whose label differs from its words"
    for s in shown:
        linked = {s.subject_entity, s.object_entity, s.speaker_entity} & set(labels)
        if not linked and not (s.stated_date or s.stated_place):
            assert audit.graph_text(s, labels) == audit.statement_text(s)
    for s in relabelled:
        if s.subject_entity in labels:
            assert audit.graph_text(s, labels).startswith(f"{labels[s.subject_entity]} | {s.triple.lemma} | ")


def test_graph_text_matches_the_built_graph(sample_model, built_sample: Path) -> None:
    """Each in-graph statement's line has the subject, relation and object labels the built Turtle gives."""
    graph = Graph().parse(built_sample / "graph.ttl")
    in_rdf = set()
    for node in graph.subjects(RDF.type, RDF.Statement):
        label = {
            part: graph.value(graph.value(node, part), RDFS.label)
            for part in (RDF.subject, RDF.predicate, RDF.object)
        }
        sentence = _plain(str(graph.value(node, KG.sentence)))
        in_rdf.add(
            (
                sentence,
                _plain(str(label[RDF.subject])),
                str(label[RDF.predicate]),
                _plain(str(label[RDF.object])),
            )
        )
    assert in_rdf
    labels = audit.node_labels(sample_model)
    in_model = {
        (_plain(s.sentence), *_parts(audit.graph_text(s, labels)))
        for s in sample_model.statements
        if audit.in_graph(s)
    }
    assert in_model == in_rdf


GRAPH_JUDGEMENTS = sorted((REPO / "benchmarks" / "audit").rglob("graph-judgements.tsv"))


@pytest.mark.parametrize("path", GRAPH_JUDGEMENTS, ids=[p.parent.name for p in GRAPH_JUDGEMENTS])
def test_graph_judgements_keep_bbc_statements_as_hashes_and_give_reasons(path: Path) -> None:
    with path.open(encoding="utf-8", newline="") as fh:
        rows = list(csv.DictReader((line for line in fh if not line.startswith("#")), delimiter="\t"))
    assert rows and {r["verdict"] for r in rows} <= {"T", "F", "U"}
    assert all(r["reason"] for r in rows)
    assert all(re.fullmatch(r"sha:[0-9a-f]{12}", r["statement"]) for r in rows if r["corpus"] == "bbc")
    assert all(r["class"] == "-" if r["verdict"] == "T" else r["class"] not in {"", "-"} for r in rows)
