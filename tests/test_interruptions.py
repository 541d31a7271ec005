"""Kills, Ctrl-C, a full disk and a second writer: a store or an output folder holds the old content or the
new, never less and never a mix. Each run is a real `kg` process killed at a chosen moment."""

from __future__ import annotations

import csv
import os
import shutil
import signal
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

import pyoxigraph as ox
import pytest

from kg.errors import KGError
from kg.pipeline import build

REPO = Path(__file__).resolve().parent.parent
BASE = "https://kg.example.org/"
RDF_TYPE = "http://www.w3.org/1999/02/22-rdf-syntax-ns#type"
# The caller's PYTHONPATH stays after the checkout: a worktree run finds its own ontology/ through it.
ENV = {
    **os.environ,
    "PYTHONPATH": os.pathsep.join(filter(None, [str(REPO), os.environ.get("PYTHONPATH", "")])),
    "HF_HUB_OFFLINE": "1",
}


def _kg(*args: str) -> subprocess.Popen:
    return subprocess.Popen(
        [sys.executable, "-m", "kg", *args],
        env=ENV,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def _kill_when(process: subprocess.Popen, ready: Callable[[], bool], delay: float, sig: int) -> bool:
    """Send ``sig`` ``delay`` seconds after ``ready()`` holds; False when the process ended first."""
    while not ready():
        if process.poll() is not None:
            return False
        time.sleep(0.002)
    time.sleep(delay)
    if process.poll() is not None:
        return False
    process.send_signal(sig)
    process.communicate(timeout=60)
    return True


# ---- store ------------------------------------------------------------------------------------------------


def _nquads(version: int, articles: int = 120, facts: int = 50) -> bytes:
    """``articles`` article graphs, each replaced on reload; the values say which version wrote them."""
    lines = []
    for a in range(articles):
        graph, article = f"<{BASE}graph/article/a{a}>", f"<{BASE}article/a{a}>"
        lines.append(f"{article} <{RDF_TYPE}> <https://schema.org/NewsArticle> {graph} .")
        lines += [f'{article} <{BASE}p{f}> "v{version} {f}" {graph} .' for f in range(facts)]
    return ("\n".join(lines) + "\n").encode()


def _content(store: Path) -> set:
    return set(ox.Store.read_only(str(store)).quads_for_pattern(None, None, None, None))


def _load(graph: Path, store: Path) -> None:
    done = subprocess.run([sys.executable, "-m", "kg", "load", str(graph), "--store", str(store)], env=ENV)
    assert done.returncode == 0


@pytest.fixture(scope="module")
def store_versions(tmp_path_factory) -> tuple[Path, Path, set, set]:
    """A store of version 1, the graph file of version 2, and the content of each."""
    folder = tmp_path_factory.mktemp("store-versions")
    old_file, new_file = folder / "old.nq", folder / "new.nq"
    old_file.write_bytes(_nquads(1))
    new_file.write_bytes(_nquads(2))
    old_store, new_store = folder / "old-store", folder / "new-store"
    _load(old_file, old_store)
    _load(new_file, new_store)
    return old_store, new_file, _content(old_store), _content(new_store)


# Moments after the reload starts (Python starts in about 0.7 s, the parse and the write of 6,000 quads
# take about as long): during the parse, the copy of the store, the removal of old graphs, the insert.
STORE_MOMENTS = [
    ("SIGKILL", 0.6),
    ("SIGKILL", 0.9),
    ("SIGKILL", 1.2),
    ("SIGKILL", 1.6),
    ("SIGKILL", 2.2),
    ("SIGINT", 0.9),
    ("SIGINT", 1.4),
]


@pytest.mark.parametrize(("name", "delay"), STORE_MOMENTS)
def test_killed_reload_leaves_the_old_store_or_the_new(tmp_path, store_versions, name, delay):
    old_store, new_file, old, new = store_versions
    store = tmp_path / "store"
    shutil.copytree(old_store, store)
    process = _kg("load", str(new_file), "--store", str(store))
    _kill_when(process, lambda: True, delay, getattr(signal, name))
    after = _content(store)
    assert after in (old, new), f"{len(after)} quads after {name} at {delay} s ({len(old)} before)"
    assert len({q.graph_name for q in after}) == 120


def test_killed_reload_while_the_new_store_is_written(tmp_path, store_versions):
    """Killed the moment the copy of the store appears beside it, then while the copy is updated; the
    next load cleans up and finishes the job."""
    old_store, new_file, old, new = store_versions
    store = tmp_path / "store"
    shutil.copytree(old_store, store)
    copying = lambda: any(p.name.startswith(".store.kg-new") for p in tmp_path.iterdir())  # noqa: E731
    for delay in (0.0, 0.05, 0.2):
        _kill_when(_kg("load", str(new_file), "--store", str(store)), copying, delay, signal.SIGKILL)
        assert _content(store) in (old, new)
    _load(new_file, store)
    assert _content(store) == new
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".")] == [".store.kg-lock"]


def test_load_refuses_a_folder_that_is_not_a_store(tmp_path):
    folder = tmp_path / "photos"
    folder.mkdir()
    (folder / "cat.jpg").write_bytes(b"\xff\xd8")
    done = subprocess.run(
        [sys.executable, "-m", "kg", "load", str(tmp_path / "g.nq"), "--store", str(folder)],
        env=ENV,
        capture_output=True,
        text=True,
    )
    assert done.returncode == 2
    assert "holds no Oxigraph store" in done.stderr and "Traceback" not in done.stderr
    assert sorted(p.name for p in folder.iterdir()) == ["cat.jpg"]


# ---- build ------------------------------------------------------------------------------------------------


def _corpus(folder: Path, names: list[str]) -> Path:
    folder.mkdir()
    for name in names:
        (folder / f"{name}.txt").write_text(
            f"The mayor of {name.title()}ville said on Monday that the bridge was closed by the police.\n",
            encoding="utf-8",
        )
    return folder


CORPORA = {"old": ("alpha", "beta"), "new": ("gamma", "delta", "omega")}


def _build_of(out: Path) -> str:
    """Which corpus every output of ``out`` was built from; fails if the files disagree."""
    towns = {name: f"{name.title()}ville" for names in CORPORA.values() for name in names}
    seen = {}
    for file in ("graph.ttl", "graph.html", "triples.csv"):
        text = (out / file).read_text(encoding="utf-8")
        seen[file] = {name for name, town in towns.items() if town in text}
    with (out / "entities.csv").open(encoding="utf-8") as handle:
        listed = {a for row in csv.DictReader(handle) for a in row["articles"].split("|") if a}
    found = {corpus for corpus, names in CORPORA.items() for file in seen if seen[file] == set(names)}
    assert len(found) == 1 and all(seen[f] == set(CORPORA[next(iter(found))]) for f in seen), seen
    corpus = found.pop()
    assert listed <= set(CORPORA[corpus]), listed
    return corpus


@pytest.fixture()
def two_corpora(tmp_path, nlp) -> tuple[Path, Path, Path]:
    old = _corpus(tmp_path / "old-in", list(CORPORA["old"]))
    new = _corpus(tmp_path / "new-in", list(CORPORA["new"]))
    out = tmp_path / "out"
    build([old], out, progress=None)
    assert _build_of(out) == "old"
    return old, new, out


def _staging(out: Path) -> Callable[[], bool]:
    return lambda: any(out.parent.glob(f".{out.name}.kg-new-*"))


def _staged(out: Path, name: str) -> Callable[[], bool]:
    return lambda: any((p / name).exists() for p in out.parent.glob(f".{out.name}.kg-new-*"))


def _replaced(out: Path) -> Callable[[], bool]:
    before = (out / "graph.ttl").stat().st_mtime_ns
    return lambda: (out / "graph.ttl").exists() and (out / "graph.ttl").stat().st_mtime_ns != before


BUILD_MOMENTS = {
    "before the outputs are written (SIGINT)": (lambda out: _staging(out), 1.0, signal.SIGINT),
    "before the outputs are written": (lambda out: _staging(out), 1.0, signal.SIGKILL),
    "after the graph is written": (lambda out: _staged(out, "graph.ttl"), 0.0, signal.SIGKILL),
    "after the tables are written": (lambda out: _staged(out, "entities.csv"), 0.0, signal.SIGKILL),
    "just after graph.ttl changed": (_replaced, 0.0, signal.SIGKILL),
}


@pytest.mark.parametrize("moment", list(BUILD_MOMENTS))
def test_killed_build_leaves_one_complete_build(two_corpora, moment):
    _, new, out = two_corpora
    ready, delay, sig = BUILD_MOMENTS[moment]
    process = _kg("build", str(new), "--out", str(out))
    _kill_when(process, ready(out), delay, sig)
    assert _build_of(out) in ("old", "new")
    # The next build cleans what the killed one left and switches to the new outputs.
    build([new], out, progress=None)
    assert _build_of(out) == "new"
    assert sorted(p.name for p in out.parent.iterdir() if p.name.startswith(".")) == [".out.kg-lock"]


def test_build_over_a_full_disk_is_a_message_and_keeps_the_old_build(two_corpora):
    _, new, out = two_corpora
    import resource

    def small_files() -> None:  # a file-size limit fails writes as a full disk does, with no root needed
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
        resource.setrlimit(resource.RLIMIT_FSIZE, (20_000, 20_000))

    done = subprocess.run(
        [sys.executable, "-m", "kg", "build", str(new), "--out", str(out)],
        env=ENV,
        capture_output=True,
        text=True,
        preexec_fn=small_files,
    )
    assert done.returncode == 2
    assert "Traceback" not in done.stderr
    assert "cannot write" in done.stderr and "Nothing in" in done.stderr
    assert _build_of(out) == "old"
    assert not list(out.parent.glob(".out.kg-new-*"))


def test_second_build_into_the_same_folder_is_refused(tmp_path, nlp):
    from kg.fileio import OutputFolder

    corpus = _corpus(tmp_path / "in", ["alpha"])
    with OutputFolder(tmp_path / "out"):
        done = subprocess.run(
            [sys.executable, "-m", "kg", "build", str(corpus), "--out", str(tmp_path / "out")],
            env=ENV,
            capture_output=True,
            text=True,
        )
    assert done.returncode == 2
    assert "another kg process is writing" in done.stderr
    build([corpus], tmp_path / "out", progress=None)  # and goes ahead once the first is done


def test_rebuild_drops_other_formats_and_leftovers_but_keeps_the_users_files(tmp_path, nlp):
    corpus = _corpus(tmp_path / "in", ["alpha"])
    out = tmp_path / "out"
    build([corpus], out, formats=("turtle", "ntriples", "trig"), progress=None)
    (out / "notes.md").write_text("mine", encoding="utf-8")
    (out / "view").mkdir()
    (out / "view" / "custom.html").write_text("<p>mine</p>", encoding="utf-8")
    (out / ".graph.html.x1y2.tmp").write_bytes(b"0" * 1000)  # left by a killed writer of an older kg
    (tmp_path / ".out.kg-new-99999").mkdir()  # a killed build's staging folder
    build([corpus], out, progress=None)
    names = sorted(p.name for p in out.iterdir())
    assert names == [
        ".kg-cache",  # the build cache, kept from build to build
        ".kg-manifest",
        "dropped-entities.csv",
        "entities.csv",
        "graph.html",
        "graph.ttl",
        "notes.md",
        "triples.csv",
        "view",
    ]
    assert (out / "view" / "custom.html").read_text(encoding="utf-8") == "<p>mine</p>"
    assert not (tmp_path / ".out.kg-new-99999").exists()


def test_output_folder_that_cannot_be_created_fails_before_the_parse(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("x", encoding="utf-8")
    corpus = _corpus(tmp_path / "in", ["alpha"])
    # A model that does not exist: an error about it would mean the parse had started.
    with pytest.raises(KGError, match=r"cannot write|is a file"):
        build([corpus], blocker / "out", model="no_such_model", progress=None)
    with pytest.raises(KGError, match="is a file"):
        build([corpus], blocker, model="no_such_model", progress=None)


def test_output_folder_through_a_symlink_keeps_the_link(tmp_path, nlp):
    corpus = _corpus(tmp_path / "in", ["alpha"])
    (tmp_path / "real").mkdir()
    (tmp_path / "link").symlink_to(tmp_path / "real")
    build([corpus], tmp_path / "link", progress=None)
    assert (tmp_path / "link").is_symlink()
    assert (tmp_path / "real" / "graph.ttl").is_file()


def test_current_folder_as_output_is_refused(tmp_path, monkeypatch):
    corpus = _corpus(tmp_path / "in", ["alpha"])
    monkeypatch.chdir(tmp_path)
    with pytest.raises(KGError, match="holds the current folder"):
        build([corpus], ".", model="no_such_model", progress=None)
