"""kg query: SPARQL over graph files and stores, result formats, and the named-query library."""

from __future__ import annotations

import csv
import io
import json
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest
from rdf_sample import sample_model

from kg.errors import GraphError, KGError
from kg.rdf import IRIs, build_graph, serialize
from kg.store import format_result, load_store, named_queries, render_named, run_query

SUFFIXES = {"turtle": ".ttl", "ntriples": ".nt", "trig": ".trig", "nquads": ".nq", "jsonld": ".jsonld"}


@pytest.fixture(scope="module")
def sample_files(tmp_path_factory) -> dict[str, Path]:
    folder = tmp_path_factory.mktemp("sample-graph")
    graph = build_graph(sample_model())
    files = {}
    for fmt, suffix in SUFFIXES.items():
        files[fmt] = folder / f"graph{suffix}"
        files[fmt].write_bytes(serialize(graph, fmt))
    return files


def _rows(source, name: str, **params) -> list[dict[str, str]]:
    result = run_query(source, render_named(name, params))
    return [
        {var: (term.value if term else "") for var, term in zip(result.variables, row, strict=True)}
        for row in result.rows
    ]


# --- the library -----------------------------------------------------------------------------------


def test_library_has_the_promised_queries_each_with_title_and_description():
    queries = named_queries()
    promised = {"entities", "entity-facts", "who-condemned", "casualties-by-source", "statements-per-article"}
    assert promised <= set(queries)
    for query in queries.values():
        assert query.title and query.title != query.name, query.name
        assert len(query.description) > 20, query.name


@pytest.mark.parametrize("name", sorted(named_queries()))
def test_named_query_runs_with_its_defaults_on_every_format(sample_files, name):
    counts = {fmt: len(_rows(path, name)) for fmt, path in sample_files.items()}
    assert len(set(counts.values())) == 1, counts
    assert counts["turtle"] > 0


@pytest.mark.parametrize("fmt", list(SUFFIXES))
def test_entities_lists_every_entity_with_its_aliases(sample_files, fmt):
    model = sample_model()
    rows = _rows(sample_files[fmt], "entities")
    # a demonym ("Iranian") is a kg:Demonym, a word for a people, not an entity the query lists
    entities = [e for e in model.entities if not e.demonym_of]
    assert {r["label"] for r in rows} == {e.label for e in entities}
    assert all(r["label"] != e.label for r in rows for e in model.entities if e.demonym_of)
    for entity in entities:
        row = next(r for r in rows if r["label"] == entity.label)
        expected = {a for a in entity.aliases if a != entity.label}
        assert set(filter(None, row["aliases"].split(" | "))) == expected
        assert int(row["mentions"]) == len(entity.mentions)


@pytest.mark.parametrize("name", ["Khamenei", "ayatollah ali khamenei", "ALI KHAMENEI"])
def test_entity_facts_matches_any_alias_and_covers_subject_and_speaker(sample_files, name):
    model = sample_model()
    rows = _rows(sample_files["trig"], "entity-facts", entity=name)
    expected = {("subject", s.id) for s in model.statements if s.subject_entity == "ali-khamenei"}
    expected |= {("speaker", s.id) for s in model.statements if s.speaker_entity == "ali-khamenei"}
    found = {(r["role"], f"{r['article']}-{r['index']}-0") for r in rows}
    assert found == expected
    assert {r["who"] for r in rows} == {"Ali Khamenei"}


def test_who_condemned_reports_reactions_with_their_event(sample_files):
    model = sample_model()
    labels = {e.key: e.label for e in model.entities}
    event_label = model.events[0].label
    rows = _rows(sample_files["turtle"], "who-condemned")
    expected = {(labels[r.actor], r.kind, event_label) for r in model.reactions}
    assert {(r["actor"], r["reaction"], r["what"]) for r in rows} == expected


def test_casualties_by_source_lists_each_claim_with_its_source(sample_files):
    model = sample_model()
    rows = _rows(sample_files["nquads"], "casualties-by-source")
    labels = {e.key: e.label for e in model.entities}
    expected = {
        (
            c.measure,
            float(c.value),
            labels.get(c.source_entity or "", c.source or "(the article)"),
            c.article_id,
        )
        for c in model.claims
    }
    assert {(r["measure"], float(r["value"]), r["source"], r["article"]) for r in rows} == expected
    assert [float(r["value"]) for r in rows] == sorted((float(r["value"]) for r in rows), reverse=True)
    assert _rows(sample_files["turtle"], "casualties-by-source", measure="injured") == []


def test_statements_per_article_counts_match_the_model(sample_files):
    model = sample_model()
    rows = {r["article"]: r for r in _rows(sample_files["jsonld"], "statements-per-article")}
    per_article = Counter(s.triple.article_id for s in model.statements)
    negated = Counter(s.triple.article_id for s in model.statements if s.triple.negated)
    claims = Counter(c.article_id for c in model.claims)
    for article in model.articles:
        row = rows[article.id]
        assert int(row["statements"]) == per_article[article.id]
        assert int(row["negatedStatements"]) == negated[article.id]
        assert int(row["claims"]) == claims[article.id]


# --- the sample corpus, built end to end -----------------------------------------------------------


def _csv(path: Path) -> list[dict[str, str]]:
    with path.open(encoding="utf-8", newline="") as handle:
        return list(csv.DictReader(handle))


def test_entities_on_sample_corpus_match_entities_csv(built_sample):
    table = {row["iri"]: row for row in _csv(built_sample / "entities.csv")}
    rows = _rows(built_sample / "graph.ttl", "entities")
    assert rows and {r["entity"] for r in rows} <= set(table)
    soleimani = [r for r in rows if "Kasem Soleimani" in [*r["aliases"].split(" | "), r["label"]]]
    assert len(soleimani) == 1
    for row in rows:
        assert set(filter(None, row["aliases"].split(" | "))) == set(
            table[row["entity"]]["aliases"].split("|")
        ) - {
            row["label"],
            "",
        }


def test_entity_facts_on_sample_corpus_match_triples_csv(built_sample):
    rows = _rows(built_sample / "graph.trig", "entity-facts", entity="Khamenei")
    assert rows, "the sample articles quote Khamenei"
    iri = {r["who"] for r in rows}
    assert len(iri) == 1
    entities = {row["label"]: row["iri"] for row in _csv(built_sample / "entities.csv")}
    key = entities[iri.pop()]
    expected = Counter(
        (t["article"], t["sentence_index"])
        for t in _csv(built_sample / "triples.csv")
        if t["subject_entity"] == key and t["object"]
    )
    found = Counter((r["article"], r["index"]) for r in rows if r["role"] == "subject")
    assert found == expected


def test_who_condemned_on_sample_corpus_finds_guterres(built_sample):
    rows = _rows(built_sample / "graph.ttl", "who-condemned")
    assert any(r["actor"] == "Antonio Guterres" for r in rows)
    for row in rows:
        assert any(
            word in row["sentence"].lower()
            for word in ("condemn", "denounc", "deni", "deny", "reject", "dismiss")
        )


def test_casualties_on_sample_corpus_come_from_their_sentences(built_sample):
    graph = built_sample / "graph.ttl"
    rows = _rows(graph, "casualties-by-source")
    claims = run_query(graph, "SELECT (COUNT(DISTINCT ?c) AS ?n) WHERE { ?c a kg:Claim }").rows[0][0]
    assert len(rows) == int(claims.value)
    assert any(r["measure"] == "killed" for r in rows), "the sample articles report the dead"
    words = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"]
    for row in rows:
        number = row["value"].removesuffix(".0")
        spelled = words[int(number)] if number.isdigit() and int(number) < len(words) else number
        sentence = row["sentence"].replace(",", "").lower()
        assert number in sentence or spelled in sentence, row


def test_statements_per_article_on_sample_corpus_match_triples_csv(built_sample):
    rows = {
        r["article"]: int(r["statements"])
        for r in _rows(built_sample / "graph.ttl", "statements-per-article")
    }
    # flagged rows (a question, an unresolved pronoun ...) are in triples.csv but not in the graph
    in_graph = [t for t in _csv(built_sample / "triples.csv") if t["object"] and not t["flag"]]
    expected = Counter(t["article"] for t in in_graph)
    assert rows == dict(expected)


# --- result formats and errors ---------------------------------------------------------------------


def test_csv_tsv_and_json_results_hold_the_same_rows(sample_files):
    result = run_query(sample_files["turtle"], render_named("entities", {}))
    as_csv = list(csv.reader(io.StringIO(format_result(result, "csv"))))
    as_tsv = format_result(result, "tsv").rstrip("\n").split("\n")
    as_json = json.loads(format_result(result, "json"))
    assert as_csv[0] == list(result.variables)
    assert as_tsv[0].split("\t") == [f"?{v}" for v in result.variables]
    assert len(as_csv) - 1 == len(as_tsv) - 1 == len(as_json["results"]["bindings"]) == len(result.rows)
    khamenei = next(b for b in as_json["results"]["bindings"] if b["label"]["value"] == "Ali Khamenei")
    assert khamenei["entity"] == {"type": "uri", "value": str(IRIs().entity("ali-khamenei"))}


def test_table_shows_compact_names_and_a_row_count(sample_files):
    text = format_result(run_query(sample_files["turtle"], render_named("entities", {})), "table")
    assert "entity:ali-khamenei" in text and "schema:Person" in text
    named = [e for e in sample_model().entities if not e.demonym_of]
    assert text.rstrip().endswith(f"({len(named)} rows)")


@pytest.mark.parametrize(
    ("query", "expected"), [("ASK { ?s a schema:Event }", "yes"), ("ASK { ?s a kg:Nope }", "no")]
)
def test_ask_prints_yes_or_no(sample_files, query, expected):
    assert format_result(run_query(sample_files["turtle"], query)).strip() == expected


def test_construct_returns_triples(sample_files):
    result = run_query(
        sample_files["turtle"], "CONSTRUCT { ?s a ?t } WHERE { ?s a ?t ; skos:prefLabel 'Iran' }"
    )
    assert result.kind == "graph" and len(result.rows) == 1


def test_query_runs_on_a_store_folder(sample_files, tmp_path):
    load_store(sample_files["turtle"], tmp_path / "store")
    named = [e for e in sample_model().entities if not e.demonym_of]
    assert len(_rows(tmp_path / "store", "entities")) == len(named)


def test_parameter_values_cannot_change_the_query(sample_files):
    hostile = 'x") } SELECT * WHERE { ?s ?p ?o } #\\'
    assert _rows(sample_files["turtle"], "entity-facts", entity=hostile) == []


@pytest.mark.parametrize(
    ("name", "params", "message"),
    [
        ("no-such-query", {}, "entities"),
        ("entities", {"entity": "x"}, "no parameter"),
    ],
)
def test_bad_named_query_use_names_the_fix(name, params, message):
    with pytest.raises(KGError, match=message):
        render_named(name, params)


@pytest.mark.parametrize(
    ("query", "message"), [("SELEKT * WHERE {}", "syntax"), ("SELECT * WHERE { ?s ?p }", "syntax")]
)
def test_bad_sparql_is_a_clear_error(sample_files, query, message):
    with pytest.raises(GraphError, match=message):
        run_query(sample_files["turtle"], query)


def test_missing_source_names_the_fix(tmp_path):
    with pytest.raises(GraphError, match="kg build"):
        run_query(tmp_path / "missing.ttl", "ASK {}")


def test_kg_query_command_runs_a_named_query(sample_files):
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "kg",
            "query",
            str(sample_files["turtle"]),
            "--named",
            "entity-facts",
            "--param",
            "entity=Khamenei",
            "--format",
            "csv",
        ],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert "vow" in done.stdout and "carry out" in done.stdout
