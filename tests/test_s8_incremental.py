"""Adding one article to a cached build: results that read one article only are kept with its extraction."""

from __future__ import annotations

import os
import time
from pathlib import Path

import msgpack
import pytest

from kg import memo
from kg.entities.evidence import context_kind
from kg.events.claims import find_figures, sentence_figures
from kg.pipeline import build
from kg.types import PERSON, Sentence
from tests.test_scale import STORIES, _outputs, _write_corpus


def _memo_files(out: Path) -> list[Path]:
    return sorted((out / ".kg-cache" / "derived").rglob("*.memo"))


@pytest.mark.parametrize("change", ["none", "added", "removed", "changed"])
def test_a_build_that_keeps_results_writes_what_a_clean_build_writes(tmp_path: Path, change: str) -> None:
    corpus = _write_corpus(tmp_path / "in", 5)
    build([corpus], tmp_path / "out", progress=None)
    assert len(_memo_files(tmp_path / "out")) == 5  # one per article, every one with kept results
    if change == "added":
        (corpus / "world" / "006.txt").write_text(STORIES[6] + "\n", encoding="utf-8")
    elif change == "removed":
        (corpus / "news" / "001.txt").unlink()
    elif change == "changed":  # a figure more in one sentence: its kept figures must not be served
        story = corpus / "news" / "001.txt"
        story.write_text(story.read_text(encoding="utf-8").replace(" died.", " died and 4 were hurt."))
    rebuilt = build([corpus], tmp_path / "out", progress=None)
    assert rebuilt.parsed == (1 if change in ("added", "changed") else 0)
    assert len(_memo_files(tmp_path / "out")) == (6 if change in ("added", "changed") else 5)
    build([corpus], tmp_path / "clean", progress=None, cache=False)
    assert _outputs(tmp_path / "out") == _outputs(tmp_path / "clean")


def _forge(files: list[Path]) -> int:
    """Make every kept context_kind result say "a person", which the rule that reads the text never would."""
    forged = 0
    for path in files:
        stored = msgpack.unpackb(path.read_bytes(), raw=False)
        for entry in stored:
            if entry[0][0] == context_kind.__qualname__:
                entry[1], forged = [PERSON, 9.0], forged + 1
        path.write_bytes(msgpack.packb(stored, use_bin_type=True))
    return forged


def test_kept_results_are_read_and_a_changed_rule_ignores_them(tmp_path: Path, monkeypatch) -> None:
    corpus = _write_corpus(tmp_path / "in", 4)
    build([corpus], tmp_path / "out", progress=None)
    fresh = _outputs(tmp_path / "out")
    assert _forge(_memo_files(tmp_path / "out")) > 0
    build([corpus], tmp_path / "out", progress=None)
    assert _outputs(tmp_path / "out")["entities.csv"] != fresh["entities.csv"]  # served from the memo

    # another hash of the code and ontology (a rule edited) keys the kept results elsewhere
    older = set(_memo_files(tmp_path / "out"))
    monkeypatch.setattr(memo, "derivation_fingerprint", lambda: "an edited rule")
    build([corpus], tmp_path / "out", progress=None)
    assert _outputs(tmp_path / "out") == fresh
    # the older code's results stay while they may still be in use (two versions sharing a cache) ...
    assert len(_memo_files(tmp_path / "out")) == 8
    # ... and go once unused for longer than a week, not left behind for good
    (old_folder,) = {path.parent.parent for path in older}
    week_ago = time.time() - 8 * 24 * 3600
    os.utime(old_folder, (week_ago, week_ago))
    build([corpus], tmp_path / "out", progress=None)
    assert len(_memo_files(tmp_path / "out")) == 4 and not older & set(_memo_files(tmp_path / "out"))


def test_a_damaged_memo_file_is_worked_out_again(tmp_path: Path) -> None:
    corpus = _write_corpus(tmp_path / "in", 2)
    build([corpus], tmp_path / "out", progress=None)
    fresh = _outputs(tmp_path / "out")
    for path in _memo_files(tmp_path / "out"):
        path.write_bytes(b"\x93not kept results")
    build([corpus], tmp_path / "out", progress=None)
    assert _outputs(tmp_path / "out") == fresh
    assert all(msgpack.unpackb(p.read_bytes()) for p in _memo_files(tmp_path / "out"))  # written again


def test_an_edited_ontology_table_keys_extraction_anew(tmp_path: Path, monkeypatch) -> None:
    """Extraction reads ontology tables (speech roles, kind nouns): a cache must not serve an edited
    table the results of the old one."""
    import shutil

    from kg import batch, resources

    before = batch.code_fingerprint()
    copy = tmp_path / "ontology"
    shutil.copytree(resources.ontology_dir(), copy)
    monkeypatch.setattr(resources, "ontology_dir", lambda: copy)
    try:
        resources.ontology_digest.cache_clear()
        assert batch.code_fingerprint() == before  # the same tables, the same key
        (copy / "README.md").write_text("what the tables mean\n", encoding="utf-8")
        resources.ontology_digest.cache_clear()
        assert batch.code_fingerprint() == before  # documentation changes no result
        roles = copy / "spokes-roles.tsv"
        roles.write_text(roles.read_text(encoding="utf-8") + "herald\n", encoding="utf-8")
        resources.ontology_digest.cache_clear()
        assert batch.code_fingerprint() != before
    finally:
        resources.ontology_digest.cache_clear()  # the next test reads the real ontology's


def test_a_build_in_another_thread_never_answers_from_this_ones_memo(tmp_path: Path) -> None:
    import threading

    kept = memo.ArticleMemo(tmp_path, {"a": "key"})
    seen: list = []
    with memo.remembering(kept):
        worker = threading.Thread(target=lambda: seen.append(memo._active.get()))
        worker.start()
        worker.join()
        assert memo._active.get() is kept
    assert seen == [None] and memo._active.get() is None


def test_an_unwritable_memo_only_costs_working_the_results_out_again(tmp_path: Path, monkeypatch) -> None:
    corpus = _write_corpus(tmp_path / "in", 2)

    def refuse(path, data) -> None:
        raise PermissionError(13, "Permission denied", str(path))

    monkeypatch.setattr(memo, "write_atomic", refuse)
    build([corpus], tmp_path / "out", progress=None)  # the build still succeeds
    assert not _memo_files(tmp_path / "out")
    build([corpus], tmp_path / "clean", progress=None, cache=False)
    assert _outputs(tmp_path / "out") == _outputs(tmp_path / "clean")


def test_kept_results_depend_on_the_rules_not_on_the_writers_or_the_view() -> None:
    package = Path(memo.__file__).resolve().parent
    hashed = {path.relative_to(package).as_posix() for path in memo.rule_sources(package)}
    for module in ("entities/evidence.py", "entities/resolution.py", "events/triggers.py", "extract/nlp.py"):
        assert module in hashed
    for module in ("types.py", "records.py", "resources.py", "config.py", "memo.py"):
        assert module in hashed  # read by the rules, or the format of what is kept
    for module in ("rdf/writer.py", "view/html.py", "network/graph.py", "store/__init__.py", "cli.py"):
        assert module not in hashed  # an edit there keeps every article's results


def test_what_the_kept_results_ignore_is_what_the_layer_contract_puts_above_the_events() -> None:
    import tomllib

    pyproject = tomllib.loads((Path(__file__).parents[1] / "pyproject.toml").read_text(encoding="utf-8"))
    (layers,) = [c["layers"] for c in pyproject["tool"]["importlinter"]["contracts"] if c["type"] == "layers"]
    above = [name.strip() for layer in layers[: layers.index("kg.events")] for name in layer.split("|")]
    package = Path(memo.__file__).resolve().parent
    expected = {name.removeprefix("kg.") + ("" if (package / name[3:]).is_dir() else ".py") for name in above}
    # __main__ only runs the command line, which the contract lists
    assert expected | {"__main__.py"} == memo.ABOVE_THE_RULES


def test_a_sentence_rule_is_kept_by_the_sentence_and_served_from_the_memo(tmp_path: Path) -> None:
    sentence = Sentence("a", 3, "A flood killed 12 people and 4 were hurt.", 120, 161)
    fresh = tuple(find_figures(sentence.text))
    assert [f.value for f in fresh] == [12.0, 4.0]
    kept = memo.ArticleMemo(tmp_path, {"a": "key of a"}).read()
    with memo.remembering(kept):
        assert sentence_figures(sentence) == fresh
    kept.write()
    again = memo.ArticleMemo(tmp_path, {"a": "key of a"}).read()
    assert again.results == kept.results  # read back as the same Figure records
    (key,) = again.results["a"]
    again.results["a"][key] = fresh[:1]  # what the rule would never say: proof that it is served
    with memo.remembering(again):
        assert sentence_figures(sentence) == fresh[:1]
        # another sentence of the article is worked out, not given the kept one
        assert sentence_figures(Sentence("a", 4, sentence.text, 162, 203)) == fresh
    assert sentence_figures(sentence) == fresh  # outside a build's memo the rule runs as written
