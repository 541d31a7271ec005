"""What the large-corpus machinery promises beyond the graph it writes: cache keys, atomic cache writes,
the CLI's field options, the progress bar, and a parse that never holds the corpus as Docs."""

from __future__ import annotations

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
