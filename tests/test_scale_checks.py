"""What the large-corpus machinery promises beyond the graph it writes: cache keys, atomic cache writes,
the CLI's field options, the progress bar, and a parse that never holds the corpus as Docs."""

from __future__ import annotations

import gc
import io
import shutil
from pathlib import Path

import pytest
from test_scale import STORIES, _write_corpus

from kg import batch, config
from kg.pipeline import build
from kg.types import Article

ARTICLE = Article(id="a", text=STORIES[0])


def test_the_cache_key_changes_with_the_model(tmp_path: Path) -> None:
    one = batch.Cache(tmp_path, "en_core_web_sm 3.8.0")
    assert one.key(ARTICLE) == batch.Cache(tmp_path, "en_core_web_sm 3.8.0").key(ARTICLE)
    assert one.key(ARTICLE) != batch.Cache(tmp_path, "en_core_web_md 3.8.0").key(ARTICLE)
    assert one.key(ARTICLE) != batch.Cache(tmp_path, "en_core_web_sm 3.7.1").key(ARTICLE)


@pytest.mark.parametrize("edited", ["extract/triples.py", "extract/nlp.py", "types.py", "records.py"])
def test_the_cache_key_changes_with_the_extraction_code(tmp_path: Path, monkeypatch, edited: str) -> None:
    """An edit to a file extraction runs changes every key, so no older rule's result is served."""
    package = tmp_path / "kg"
    shutil.copytree(Path(batch.__file__).parent, package, ignore=shutil.ignore_patterns("__pycache__"))
    monkeypatch.setattr(batch.resources, "files", lambda name: package)
    before = batch.Cache(tmp_path, "model").key(ARTICLE)
    assert before == batch.Cache(tmp_path, "model").key(ARTICLE)
    with (package / edited).open("a", encoding="utf-8") as handle:
        handle.write("\n# an edit\n")
    assert batch.Cache(tmp_path, "model").key(ARTICLE) != before


def test_cache_entries_are_written_atomically(tmp_path: Path, monkeypatch) -> None:
    written: list[Path] = []
    real = batch.write_atomic

    def spy(path: Path, data: bytes) -> None:
        written.append(path)
        real(path, data)

    monkeypatch.setattr(batch, "write_atomic", spy)
    corpus = _write_corpus(tmp_path / "in", 2)
    build([corpus], tmp_path / "out", progress=None)
    entries = sorted((tmp_path / "out" / config.CACHE_FOLDER).rglob("*.msgpack"))
    assert len(entries) == 2
    assert sorted(written) == entries


def test_the_cli_reads_renamed_fields_of_csv_and_json_lines(tmp_path: Path) -> None:
    import csv
    import json

    from rdflib import Graph, Namespace

    from kg.cli import main

    schema = Namespace("https://schema.org/")
    rows = [
        {
            "uid": "c1",
            "body": STORIES[2],
            "published": "2024-03-01",
            "headline": "Pike quits",
            "outlet": "Wire",
        },
        {"uid": "j1", "body": STORIES[0], "published": "2024-03-02", "headline": "Flood", "outlet": "Daily"},
    ]
    with (tmp_path / "feed.csv").open("w", encoding="utf-8", newline="") as handle:
        writer = csv.DictWriter(handle, fieldnames=list(rows[0]))
        writer.writeheader()
        writer.writerow(rows[0])
    (tmp_path / "wire.jsonl").write_text(json.dumps(rows[1]) + "\n", encoding="utf-8")
    fields = ["--text-field", "body", "--id-field", "uid", "--date-field", "published"]
    fields += ["--title-field", "headline", "--source-field", "outlet"]
    inputs = [str(tmp_path / "feed.csv"), str(tmp_path / "wire.jsonl")]
    assert main(["build", *inputs, "-o", str(tmp_path / "out"), "--no-cache", *fields]) == 0
    graph = Graph().parse(tmp_path / "out" / "graph.ttl")
    found = {
        str(node).rsplit("/", 1)[-1]: tuple(
            str(graph.value(node, schema[name])) for name in ("datePublished", "headline", "publisher")
        )
        for node in graph.subjects(schema.headline, None)
    }
    assert found == {r["uid"]: (r["published"], r["headline"], r["outlet"]) for r in rows}
    triples = (tmp_path / "out" / "triples.csv").read_text(encoding="utf-8")
    assert "12 people" in triples and "resigned" in triples  # the texts came from the body fields


class _Stderr(io.StringIO):
    def __init__(self, terminal: bool) -> None:
        super().__init__()
        self.terminal = terminal

    def isatty(self) -> bool:
        return self.terminal


@pytest.mark.parametrize("terminal", [True, False])
def test_the_progress_bar_shows_on_a_terminal_only(tmp_path: Path, monkeypatch, terminal: bool) -> None:
    import sys

    stderr = _Stderr(terminal)
    monkeypatch.setattr(sys, "stderr", stderr)
    monkeypatch.setattr(config, "PROGRESS_MIN_ARTICLES", 2)
    corpus = _write_corpus(tmp_path / "in", 3)
    build([corpus], tmp_path / "out", progress=batch.TerminalProgress(), cache=False)
    if terminal:
        assert "article/s" in stderr.getvalue()
    else:
        assert stderr.getvalue() == ""


def test_the_parse_streams_and_never_holds_the_corpus_as_docs(monkeypatch) -> None:
    """Each article is extracted from its Doc while the parse goes on: at most one batch of Docs lives."""
    from spacy.tokens import Doc

    import kg.extract
    from kg.pipeline import extract_articles

    size = 2
    live: list[int] = []
    extract = kg.extract.extract_article

    def counted(doc, article):
        gc.collect()  # a Doc spaCy let go of may wait in a reference cycle: count only those held
        live.append(sum(isinstance(o, Doc) for o in gc.get_objects()))
        return extract(doc, article)

    monkeypatch.setattr(kg.extract, "extract_article", counted)
    monkeypatch.setattr(config, "PIPE_BATCH_SIZE", size)
    articles = [Article(id=f"s{i}", text=text) for i, text in enumerate(STORIES)]
    gc.collect()
    assert len(extract_articles(articles)) == len(STORIES)
    assert len(live) == len(STORIES)
    assert max(live) <= size + 1  # the batch spaCy holds, and the one being extracted


def test_a_build_result_gives_its_graph_as_rdflib_holds_graph_ttl(tmp_path: Path) -> None:
    """API users get an rdflib Graph of the build, minted under the build's base, as graph.ttl reads."""
    from rdflib import Graph, URIRef
    from rdflib.compare import isomorphic

    base = "http://example.org/news/"
    result = build([_write_corpus(tmp_path / "in", 3)], tmp_path / "out", base=base, progress=None)
    graph = result.rdflib_graph()
    assert isinstance(graph, Graph) and len(graph) > 50
    assert any(isinstance(s, URIRef) and str(s).startswith(base) for s in graph.subjects())
    assert isomorphic(graph, Graph().parse(tmp_path / "out" / "graph.ttl"))


def test_n_triples_and_n_quads_are_written_line_by_line(tmp_path: Path, monkeypatch) -> None:
    """The line formats reach the staging folder in chunks of lines, never as one text, and are the bytes
    ``serialize`` gives."""
    from kg import outputs
    from kg.fileio import OutputFolder
    from kg.rdf import build_triples, serialize

    monkeypatch.setattr(outputs, "LINES_PER_WRITE", 50)
    chunks: dict[str, list[int]] = {}
    commit = OutputFolder.commit

    def spy(self, files, owned=()):
        def counted(name, data):
            for chunk in data:
                chunks[name].append(chunk.count(b"\n"))
                yield chunk

        for name, data in list(files.items()):
            if not isinstance(data, bytes):
                chunks[name] = []
                files[name] = counted(name, data)
        return commit(self, files, owned)

    monkeypatch.setattr(OutputFolder, "commit", spy)
    corpus = _write_corpus(tmp_path / "in", 4)
    result = build([corpus], tmp_path / "out", formats=("ntriples", "nquads"), progress=None)
    assert set(chunks) == {"graph.nt", "graph.nq"}
    triples = build_triples(result.graph)
    for name, fmt in (("graph.nt", "nt"), ("graph.nq", "nquads")):
        written = (tmp_path / "out" / name).read_bytes()
        assert written == serialize(triples, fmt)
        assert len(chunks[name]) > 2 and max(chunks[name]) == 50
        assert sum(chunks[name]) == written.count(b"\n")
