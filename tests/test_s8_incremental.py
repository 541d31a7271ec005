"""Adding one article to a cached build: results that read one article only are kept with its extraction."""

from __future__ import annotations

import os
import time
from dataclasses import replace
from pathlib import Path

import msgpack
import pytest

from kg import memo
from kg.entities.evidence import context_kind
from kg.events.claims import (
    find_figures,
    last_source_of,
    reported_last_span,
    sentence_figures,
)
from kg.events.triggers import find_event_mentions
from kg.fileio import sealed, unsealed
from kg.pipeline import build
from kg.types import PERSON, PLACE, Entity, Mention, Sentence
from tests.test_scale import STORIES, _outputs, _write_corpus


def _memo_files(out: Path) -> list[Path]:
    return sorted((out / ".kg-cache" / "derived").rglob("*.memo"))


@pytest.mark.parametrize("change", ["none", "added", "removed", "changed", "copied"])
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
    elif change == "copied":  # the same text filed twice shares its kept results, under its own id
        (corpus / "world" / "006.txt").write_text((corpus / "news" / "001.txt").read_text(encoding="utf-8"))
    rebuilt = build([corpus], tmp_path / "out", progress=None)
    assert rebuilt.parsed == (1 if change in ("added", "changed") else 0)
    assert len(_memo_files(tmp_path / "out")) == (6 if change in ("added", "changed") else 5)
    build([corpus], tmp_path / "clean", progress=None, cache=False)
    assert _outputs(tmp_path / "out") == _outputs(tmp_path / "clean")


def _forge(files: list[Path]) -> int:
    """Make every kept context_kind result say "a person", which the rule that reads the text never would."""
    forged = 0
    for path in files:
        stored = msgpack.unpackb(unsealed(path.read_bytes()), raw=False)
        for entry in stored:
            if entry[0][0] == context_kind.__qualname__:
                entry[1], forged = [PERSON, 9.0], forged + 1
        path.write_bytes(sealed(msgpack.packb(stored, use_bin_type=True)))  # forged, and sealed anew
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
    assert all(msgpack.unpackb(unsealed(p.read_bytes())) for p in _memo_files(tmp_path / "out"))  # rewritten


@pytest.mark.parametrize(
    ("kept", "said", "forged"), [("memo", b"Place", b"Event"), ("extraction", b"Kalmar", b"Kalmax")]
)
def test_a_kept_file_changed_where_it_still_decodes_is_worked_out_again(
    tmp_path: Path, kept: str, said: bytes, forged: bytes
) -> None:
    # A changed word inside a stored record still decodes, as another kind or name: the seal (a digest of
    # the payload) must catch it, or the build serves what no rule and no parse said.
    corpus = _write_corpus(tmp_path / "in", 3)
    build([corpus], tmp_path / "out", progress=None)
    fresh = _outputs(tmp_path / "out")
    cache = tmp_path / "out" / ".kg-cache"
    files = _memo_files(tmp_path / "out") if kept == "memo" else sorted(cache.glob("[0-9a-f]*/*.msgpack"))
    changed = [path for path in files if said in path.read_bytes()]
    assert changed
    for path in changed:
        damaged = path.read_bytes().replace(said, forged)
        path.write_bytes(damaged)
        assert unsealed(damaged) is None
        assert msgpack.unpackb(damaged[16:])  # ... though without the seal it would decode
    rebuilt = build([corpus], tmp_path / "out", progress=None)
    assert rebuilt.parsed == (len(changed) if kept == "extraction" else 0)
    assert _outputs(tmp_path / "out") == fresh
    build([corpus], tmp_path / "clean", progress=None, cache=False)
    assert _outputs(tmp_path / "clean") == fresh


def test_kept_files_of_the_format_before_seals_count_as_missing(tmp_path: Path) -> None:
    corpus = _write_corpus(tmp_path / "in", 3)
    build([corpus], tmp_path / "out", progress=None)
    fresh = _outputs(tmp_path / "out")
    cache = tmp_path / "out" / ".kg-cache"
    for path in [*_memo_files(tmp_path / "out"), *cache.glob("[0-9a-f]*/*.msgpack")]:
        path.write_bytes(unsealed(path.read_bytes()))  # as kg wrote them before they were sealed
    rebuilt = build([corpus], tmp_path / "out", progress=None)
    assert (rebuilt.parsed, rebuilt.cached) == (3, 0)
    assert _outputs(tmp_path / "out") == fresh


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


KILLING = "Soleimani was killed on Jan 3, 2020, near Baghdad in a drone strike."


def _killing_sentence(article_id: str, keys: dict[str, str], kinds: dict[str, str]):
    """The sentence of KILLING in ``article_id``, its two mentions, their entity keys and the entities."""
    sentence = Sentence(article_id, 2, KILLING, 300, 300 + len(KILLING))
    mentions, spans = [], {}
    for name, label in (("Soleimani", "PERSON"), ("Baghdad", "GPE")):
        start = 300 + KILLING.index(name)
        mentions.append(Mention(article_id, 2, name, start, start + len(name), label))
        spans[(start, start + len(name))] = keys[name]
    entities = {keys[n]: Entity(keys[n], n, kinds[n]) for n in keys}
    return sentence, mentions, spans, entities


def test_a_sentences_event_mentions_are_kept_under_the_entities_they_read(tmp_path: Path) -> None:
    keys, kinds = {"Soleimani": "soleimani", "Baghdad": "baghdad"}, {"Soleimani": PERSON, "Baghdad": PLACE}
    sentence, mentions, spans, entities = _killing_sentence("a", keys, kinds)
    fresh = find_event_mentions(sentence, mentions, spans, entities)
    assert [(m.event_type, m.victim, m.places) for m in fresh] == [("Killing", "soleimani", ("baghdad",))]
    kept = memo.ArticleMemo(tmp_path, {"a": "key of a"}).read()
    with memo.remembering(kept):
        assert find_event_mentions(sentence, mentions, spans, entities) == fresh
    kept.write()
    again = memo.ArticleMemo(tmp_path, {"a": "key of a"}).read()
    assert again.results == kept.results  # read back as the same EventMention records
    (key,) = again.results["a"]
    forged = (replace(fresh[0], instruments=("a forged rule",)),)
    again.results["a"][key] = forged  # what the rule would never say: proof that it is served
    with memo.remembering(again):
        assert find_event_mentions(sentence, mentions, spans, entities) == list(forged)
        # another sentence of the article is worked out, not given the kept one
        other = replace(sentence, index=3)
        assert find_event_mentions(other, mentions, spans, entities) == [replace(fresh[0], sentence_index=3)]
        # another entity for a mention (the corpus around the article changed) is read anew ...
        renamed = dict(keys, Baghdad="baghdad-iraq")
        _, _, spans2, entities2 = _killing_sentence("a", renamed, kinds)
        assert find_event_mentions(sentence, mentions, spans2, entities2)[0].places == ("baghdad-iraq",)
        # ... and so is another kind of the same entity: a person is no place the killing happened at
        _, _, _, people = _killing_sentence("a", keys, dict(kinds, Baghdad=PERSON))
        assert find_event_mentions(sentence, mentions, spans, people)[0].places == ()
    assert find_event_mentions(sentence, mentions, spans, entities) == fresh  # outside a memo: as written


def test_articles_of_one_text_share_kept_event_mentions_under_their_own_ids(tmp_path: Path) -> None:
    # Two articles of the same text have one extraction key, so one memo file: a mention kept for the
    # one must come back to the other under the other's id (the same BBC story is filed twice).
    keys, kinds = {"Soleimani": "soleimani", "Baghdad": "baghdad"}, {"Soleimani": PERSON, "Baghdad": PLACE}
    kept = memo.ArticleMemo(tmp_path, {"a": "one text", "b": "one text"}).read()
    with memo.remembering(kept):
        find_event_mentions(*_killing_sentence("a", keys, kinds))
    kept.changed.discard("b")
    kept.write()
    again = memo.ArticleMemo(tmp_path, {"a": "one text", "b": "one text"}).read()
    assert again.results["b"] == kept.results["a"]  # b reads a's file ...
    with memo.remembering(again):
        (found,) = find_event_mentions(*_killing_sentence("b", keys, kinds))
    assert found.article_id == "b" and "b" not in again.changed  # ... served, under its own id


def test_a_sentences_reported_source_span_is_kept_and_served(tmp_path: Path) -> None:
    text = "In Aleppo Syrian state television reported that 12 people died."
    sentence = Sentence("a", 5, text, 500, 500 + len(text))
    places = frozenset({"aleppo"})
    assert last_source_of(sentence, places) == "Syrian state television"
    kept = memo.ArticleMemo(tmp_path, {"a": "key of a"}).read()
    with memo.remembering(kept):
        assert last_source_of(sentence, places) == "Syrian state television"
    kept.write()
    again = memo.ArticleMemo(tmp_path, {"a": "key of a"}).read()
    assert again.results == kept.results
    (key,) = again.results["a"]
    again.results["a"][key] = (3, 9)  # "Aleppo": what the rule would never find, proof that it is served
    with memo.remembering(again):
        assert reported_last_span(sentence) == (3, 9)
        assert last_source_of(sentence, frozenset()) == "Aleppo"
        # another sentence of the article is worked out, not given the kept span
        assert last_source_of(replace(sentence, index=6), places) == "Syrian state television"
    assert last_source_of(sentence, places) == "Syrian state television"  # outside a memo: as written


def test_a_sentences_event_mentions_are_kept_under_its_articles_date(tmp_path: Path) -> None:
    # An article's date resolves "on Tuesday", and a JSONL record may change its date and not its text
    # (the extraction key): a mention kept under one date must not be served under another.
    text = "A drone strike killed Soleimani near Baghdad on Tuesday."
    sentence = Sentence("a", 0, text, 0, len(text))
    mentions, spans, entities = [], {}, {}
    for name, label, kind in (("Soleimani", "PERSON", PERSON), ("Baghdad", "GPE", PLACE)):
        start = text.index(name)
        mentions.append(Mention("a", 0, name, start, start + len(name), label))
        spans[(start, start + len(name))] = name.lower()
        entities[name.lower()] = Entity(name.lower(), name, kind)
    first = find_event_mentions(sentence, mentions, spans, entities, "2025-03-11")
    later = find_event_mentions(sentence, mentions, spans, entities, "2025-03-25")
    assert first != later  # the dates name two Tuesdays
    kept = memo.ArticleMemo(tmp_path, {"a": "key of a"}).read()
    with memo.remembering(kept):
        assert find_event_mentions(sentence, mentions, spans, entities, "2025-03-11") == first
        assert find_event_mentions(sentence, mentions, spans, entities, "2025-03-25") == later
