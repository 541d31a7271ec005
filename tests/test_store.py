"""Loading graphs into the embedded Oxigraph store and into real SPARQL servers (oxigraph serve, Virtuoso)."""

from __future__ import annotations

import json
import shutil
import socket
import subprocess
import time
import urllib.parse
import urllib.request
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pyoxigraph as ox
import pytest
from rdf_sample import sample_model

from kg.errors import GraphError, KGError
from kg.rdf import IRIs, build_graph, serialize
from kg.store import (
    format_result,
    load_endpoint,
    load_store,
    named_queries,
    partitioned_triples,
    query_endpoint,
    render_named,
    run_query,
)

IRI = IRIs()
SHARED = f"{IRI.base}graph/shared"


def _write(model, path: Path, fmt: str = "turtle") -> Path:
    path.write_bytes(serialize(build_graph(model), fmt))
    return path


def _quads(store_dir: Path) -> set:
    store = ox.Store.read_only(str(store_dir))
    return set(store.quads_for_pattern(None, None, None, None))


def _article_graph(article_id: str) -> str:
    return f"{IRI.base}graph/article/{article_id}"


@pytest.mark.parametrize("fmt", ["turtle", "trig", "nquads", "jsonld", "ntriples"])
def test_every_format_splits_into_the_same_named_graphs(tmp_path, fmt):
    suffix = {"turtle": ".ttl", "trig": ".trig", "nquads": ".nq", "jsonld": ".jsonld", "ntriples": ".nt"}[fmt]
    groups = partitioned_triples(_write(sample_model(), tmp_path / f"g{suffix}", fmt))
    expected = {_article_graph(a.id) for a in sample_model().articles} | {SHARED}
    assert set(groups) == expected


def test_loading_the_same_graph_twice_changes_nothing(tmp_path):
    graph = _write(sample_model(), tmp_path / "graph.ttl")
    first = load_store(graph, tmp_path / "store")
    before = _quads(tmp_path / "store")
    second = load_store(graph, tmp_path / "store")
    assert first == second == len(before)
    assert _quads(tmp_path / "store") == before


def test_reloading_an_article_replaces_what_it_said(tmp_path):
    model = sample_model()
    load_store(_write(model, tmp_path / "v1.ttl"), tmp_path / "store")
    # The second build of the same article dropped its negated statement.
    revised = replace(model, statements=tuple(s for s in model.statements if not s.triple.negated))
    load_store(_write(revised, tmp_path / "v2.ttl"), tmp_path / "store")
    negated = run_query(tmp_path / "store", "ASK { ?s kg:negated true }")
    assert negated.boolean is False


def test_batches_merge_without_losing_entities_of_earlier_batches(tmp_path):
    model = sample_model()
    first, second = model.articles
    batch1 = replace(
        model,
        articles=(first,),
        statements=tuple(s for s in model.statements if s.triple.article_id == first.id),
        claims=tuple(c for c in model.claims if c.article_id == first.id),
        reactions=(),
        entities=tuple(e for e in model.entities if first.id in e.articles),
    )
    renamed = tuple(replace(e, label="Israel (state)") if e.key == "israel" else e for e in model.entities)
    batch2 = replace(
        model,
        articles=(second,),
        statements=tuple(s for s in model.statements if s.triple.article_id == second.id),
        claims=tuple(c for c in model.claims if c.article_id == second.id),
        entities=tuple(e for e in renamed if second.id in e.articles),
    )
    load_store(_write(batch1, tmp_path / "b1.ttl"), tmp_path / "store")
    load_store(_write(batch2, tmp_path / "b2.ttl"), tmp_path / "store")
    labels = run_query(tmp_path / "store", "SELECT ?e ?l WHERE { ?e skos:prefLabel ?l }")
    by_entity: dict[str, list[str]] = {}
    for entity, label in labels.rows:
        by_entity.setdefault(entity.value, []).append(label.value)
    assert by_entity[str(IRI.entity("ali-khamenei"))] == ["Ali Khamenei"]  # only in batch 1
    assert by_entity[str(IRI.entity("israel"))] == ["Israel (state)"]  # described anew by batch 2
    articles = run_query(tmp_path / "store", "SELECT ?a WHERE { ?a a schema:NewsArticle }")
    assert len(articles.rows) == 2


def test_missing_graph_file_is_a_clear_error(tmp_path):
    with pytest.raises(GraphError, match="kg build"):
        load_store(tmp_path / "missing.ttl", tmp_path / "store")


def test_endpoint_must_be_http(tmp_path):
    with pytest.raises(KGError, match="http"):
        load_endpoint(_write(sample_model(), tmp_path / "g.ttl"), "ftp://example.org/store")


def test_credentials_come_from_the_named_environment_variable(tmp_path, monkeypatch):
    monkeypatch.delenv("KG_TEST_AUTH", raising=False)
    with pytest.raises(KGError, match="KG_TEST_AUTH=user:password"):
        load_endpoint(_write(sample_model(), tmp_path / "g.ttl"), "http://127.0.0.1:9/store", "KG_TEST_AUTH")


# --- real servers ----------------------------------------------------------------------------------


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def _wait_http(url: str, process: subprocess.Popen, seconds: float = 90) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"server exited with {process.returncode}")
        try:
            with urllib.request.urlopen(url, timeout=2):
                return
        except urllib.error.HTTPError:
            return  # it answers
        except OSError:
            time.sleep(0.5)
    raise RuntimeError(f"{url} did not answer within {seconds} s")


def _stop(process: subprocess.Popen) -> None:
    process.terminate()
    try:
        process.wait(timeout=60)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()


def _select(url: str, query: str) -> list[dict]:
    data = urllib.parse.urlencode({"query": query}).encode()
    request = urllib.request.Request(url, data=data, headers={"Accept": "application/sparql-results+json"})
    with urllib.request.urlopen(request, timeout=60) as response:
        return json.loads(response.read())["results"]["bindings"]


COUNT_PER_GRAPH = "SELECT ?g (COUNT(*) AS ?n) WHERE { GRAPH ?g { ?s ?p ?o } } GROUP BY ?g"


def _expected_counts(graph_path: Path) -> dict[str, int]:
    return {name: len(set(triples)) for name, triples in partitioned_triples(graph_path).items()}


@pytest.fixture(scope="module")
def oxigraph_server(tmp_path_factory) -> Iterator[str]:
    if shutil.which("oxigraph") is None:
        pytest.skip("the oxigraph server CLI is not installed (pip install oxigraph)")
    port = _free_port()
    location = tmp_path_factory.mktemp("oxigraph-db")
    # The union default graph, as the README starts it: queries need no GRAPH clause.
    command = ["oxigraph", "serve", "--location", str(location), "--bind", f"127.0.0.1:{port}"]
    command.append("--union-default-graph")
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        _wait_http(f"http://127.0.0.1:{port}/query?query=ASK%7B%7D", process)
        yield f"http://127.0.0.1:{port}"
    finally:
        _stop(process)


@pytest.mark.store
def test_oxigraph_server_holds_one_graph_per_article_and_no_duplicates_on_reload(oxigraph_server, tmp_path):
    graph = _write(sample_model(), tmp_path / "graph.ttl")
    sent = load_endpoint(graph, f"{oxigraph_server}/store")
    assert load_endpoint(graph, f"{oxigraph_server}/store") == sent
    rows = _select(f"{oxigraph_server}/query", COUNT_PER_GRAPH)
    counts = {row["g"]["value"]: int(row["n"]["value"]) for row in rows}
    assert counts == _expected_counts(graph)
    labels = _select(
        f"{oxigraph_server}/query",
        "SELECT ?l WHERE { GRAPH ?g { ?e <http://www.w3.org/2004/02/skos/core#altLabel> ?l } }",
    )
    assert "Ayatollah Ali Khamenei" in {row["l"]["value"] for row in labels}


VIRTUOSO_INI = """\
[Database]
DatabaseFile = {db}/virtuoso.db
ErrorLogFile = {db}/virtuoso.log
LockFile = {db}/virtuoso.lck
TransactionFile = {db}/virtuoso.trx
xa_persistent_file = {db}/virtuoso.pxa
[TempDatabase]
DatabaseFile = {db}/virtuoso-temp.db
TransactionFile = {db}/virtuoso-temp.trx
[Parameters]
ServerPort = 127.0.0.1:{sql_port}
DisableUnixSocket = 1
CheckpointInterval = 0
NumberOfBuffers = 10000
MaxDirtyBuffers = 6000
DirsAllowed = .
[HTTPServer]
ServerPort = 127.0.0.1:{http_port}
ServerRoot = {db}
ServerThreads = 4
Charset = UTF-8
[SPARQL]
ResultSetMaxRows = 100000
MaxQueryExecutionTime = 60
"""


@pytest.fixture(scope="module")
def virtuoso_server(tmp_path_factory) -> Iterator[str]:
    if shutil.which("virtuoso-t") is None:
        pytest.skip("virtuoso-t is not installed (apt-get install virtuoso-opensource)")
    db = tmp_path_factory.mktemp("virtuoso-db")
    http_port = _free_port()
    ini = db / "virtuoso.ini"
    ini.write_text(VIRTUOSO_INI.format(db=db, sql_port=_free_port(), http_port=http_port), encoding="utf-8")
    command = ["virtuoso-t", "+foreground", "+configfile", str(ini)]
    process = subprocess.Popen(command, cwd=db, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        _wait_http(f"http://127.0.0.1:{http_port}/sparql?query=ASK%7B%7D", process)
        yield f"http://127.0.0.1:{http_port}"
    finally:
        _stop(process)


@pytest.mark.store
def test_virtuoso_loads_with_digest_auth_one_graph_per_article_and_no_duplicates(
    virtuoso_server, tmp_path, monkeypatch
):
    monkeypatch.setenv("KG_VIRTUOSO_AUTH", "dba:dba")
    graph = _write(sample_model(), tmp_path / "graph.trig", "trig")
    endpoint = f"{virtuoso_server}/sparql-graph-crud-auth"
    sent = load_endpoint(graph, endpoint, auth_env="KG_VIRTUOSO_AUTH")
    assert load_endpoint(graph, endpoint, auth_env="KG_VIRTUOSO_AUTH") == sent
    expected = _expected_counts(graph)
    values = " ".join(f"<{name}>" for name in expected)
    rows = _select(
        f"{virtuoso_server}/sparql",
        f"SELECT ?g (COUNT(*) AS ?n) WHERE {{ VALUES ?g {{ {values} }} GRAPH ?g {{ ?s ?p ?o }} }}"
        " GROUP BY ?g",
    )
    assert {row["g"]["value"]: int(row["n"]["value"]) for row in rows} == expected
    facts = _select(
        f"{virtuoso_server}/sparql",
        "PREFIX rdf: <http://www.w3.org/1999/02/22-rdf-syntax-ns#> "
        "PREFIX skos: <http://www.w3.org/2004/02/skos/core#> "
        "SELECT ?who WHERE { ?s <https://w3id.org/kg-news/vocab#reactionType> 'condemnation' ;"
        " rdf:subject/skos:prefLabel ?who }",
    )
    assert [row["who"]["value"] for row in facts] == ["United Nations"]


@pytest.mark.store
def test_virtuoso_refuses_wrong_credentials_with_a_hint(virtuoso_server, tmp_path, monkeypatch):
    monkeypatch.setenv("KG_VIRTUOSO_AUTH", "dba:wrong")
    graph = _write(sample_model(), tmp_path / "graph.ttl")
    with pytest.raises(GraphError, match="auth-env"):
        load_endpoint(graph, f"{virtuoso_server}/sparql-graph-crud-auth", auth_env="KG_VIRTUOSO_AUTH")


def test_kg_load_then_kg_query_on_the_store(tmp_path):
    import sys

    graph = _write(sample_model(), tmp_path / "graph.ttl")
    store = tmp_path / "store"
    loaded = subprocess.run(
        [sys.executable, "-m", "kg", "load", str(graph), "--store", str(store)],
        capture_output=True,
        text=True,
    )
    assert loaded.returncode == 0, loaded.stderr
    queried = subprocess.run(
        [sys.executable, "-m", "kg", "query", str(store), "--named", "entities", "--format", "json"],
        capture_output=True,
        text=True,
    )
    assert queried.returncode == 0, queried.stderr
    labels = {b["label"]["value"] for b in json.loads(queried.stdout)["results"]["bindings"]}
    # a demonym ("Iranian") is a kg:Demonym, not an entity the query lists
    assert labels == {e.label for e in sample_model().entities if not e.demonym_of}


# --- kg query against a SPARQL 1.1 Protocol endpoint ------------------------------------------------


@pytest.fixture(scope="module")
def loaded_server(oxigraph_server, tmp_path_factory) -> tuple[str, Path]:
    """The Oxigraph server holding the hand-made sample graph, and that graph's file."""
    graph = _write(sample_model(), tmp_path_factory.mktemp("endpoint") / "graph.ttl")
    load_endpoint(graph, f"{oxigraph_server}/store")
    return f"{oxigraph_server}/query", graph


def _canonical(rows) -> list[tuple]:
    """Rows comparable across engines: SPARQL leaves the order of GROUP_CONCAT's values to the engine."""
    return sorted(
        tuple(
            None if t is None else (t.kind, " | ".join(sorted(t.value.split(" | "))), t.datatype) for t in row
        )
        for row in rows
    )


@pytest.mark.store
@pytest.mark.parametrize("name", sorted(named_queries()))
def test_named_query_gives_the_same_rows_from_an_endpoint_as_from_the_file(loaded_server, name):
    endpoint, graph = loaded_server
    sparql = render_named(name, {})
    local, remote = run_query(graph, sparql), query_endpoint(endpoint, sparql)
    assert remote.variables == local.variables
    assert _canonical(remote.rows) == _canonical(local.rows)
    assert local.rows  # the sample answers every named query


@pytest.mark.store
@pytest.mark.parametrize(
    ("sparql", "kind"),
    [
        ("ASK { ?s kg:negated true }", "ask"),
        ("CONSTRUCT { ?e skos:prefLabel ?l } WHERE { ?e a schema:Person ; skos:prefLabel ?l }", "graph"),
        ("SELECT ?l (LANG(?l) AS ?lang) WHERE { ?e skos:altLabel ?l } ORDER BY ?l", "select"),
    ],
)
def test_ask_construct_and_select_answers_match_the_local_engine(loaded_server, sparql, kind):
    endpoint, graph = loaded_server
    local, remote = run_query(graph, sparql), query_endpoint(endpoint, sparql)
    assert remote.kind == local.kind == kind
    assert (remote.boolean, _canonical(remote.rows)) == (local.boolean, _canonical(local.rows))


@pytest.mark.store
def test_kg_query_on_an_endpoint_url_prints_what_it_prints_for_the_file(loaded_server, capsys):
    from kg.cli import main

    endpoint, graph = loaded_server
    assert main(["query", endpoint, "--named", "who-condemned", "--format", "csv"]) == 0
    printed = capsys.readouterr().out
    assert printed == format_result(run_query(graph, render_named("who-condemned", {})), "csv")
    assert "condemn" in printed


@pytest.mark.store
def test_a_query_the_endpoint_rejects_is_a_clear_error(loaded_server):
    endpoint, _ = loaded_server
    with pytest.raises(GraphError, match="HTTP 400"):
        query_endpoint(endpoint, "SELECT ?s WHERE { ?s ?p }")


def test_endpoint_query_credentials_come_from_the_named_environment_variable(monkeypatch):
    monkeypatch.delenv("KG_TEST_AUTH", raising=False)
    with pytest.raises(KGError, match="KG_TEST_AUTH=user:password"):
        query_endpoint("http://127.0.0.1:9/query", "ASK {}", auth_env="KG_TEST_AUTH")


@pytest.mark.store
@pytest.mark.parametrize(("credentials", "answers"), [("dba:dba", True), ("dba:wrong", False)])
def test_virtuoso_authenticated_query_endpoint_uses_the_auth_env_credentials(
    virtuoso_server, monkeypatch, credentials, answers
):
    monkeypatch.setenv("KG_VIRTUOSO_AUTH", credentials)
    endpoint = f"{virtuoso_server}/sparql-auth"
    if answers:
        assert query_endpoint(endpoint, "ASK { ?s ?p ?o }", auth_env="KG_VIRTUOSO_AUTH").boolean is True
        assert query_endpoint(endpoint, "ASK { ?s kg:no ?o }", auth_env="KG_VIRTUOSO_AUTH").boolean is False
    else:
        with pytest.raises(GraphError, match="auth-env"):
            query_endpoint(endpoint, "ASK { ?s ?p ?o }", auth_env="KG_VIRTUOSO_AUTH")
