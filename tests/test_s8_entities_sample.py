"""The validation sample gold/dev-s8e (issue 13) stays apart from every other list of articles, and its
judgement files are well formed, as tests/test_s7_entities_sample.py checks for dev-s7e."""

from __future__ import annotations

import re
from pathlib import Path

from tests.script_module import load_script
from tests.test_s7_entities_sample import _entries, _named

REPO = Path(__file__).resolve().parent.parent
FOLDER = REPO / "benchmarks" / "gold" / "dev-s8e"
audit = load_script(REPO / "benchmarks" / "audit" / "audit.py", "audit_script_s8e")
entities = load_script(REPO / "benchmarks" / "entities.py", "entities_script_s8e")


def _sample() -> set[str]:
    return _named(_entries(FOLDER / "bbc-articles.txt") + "\n" + _entries(FOLDER / "fakes-articles.txt"))


def test_the_sample_has_two_bbc_articles_per_folder_and_four_fakes_articles_of_four_events() -> None:
    bbc = (FOLDER / "bbc-articles.txt").read_text(encoding="utf-8").split()
    fakes = (FOLDER / "fakes-articles.txt").read_text(encoding="utf-8").split()
    assert sorted(name.split("/")[1] for name in bbc) == sorted(audit.BBC_FOLDERS * 2)
    assert len(fakes) == 4 and len(_sample()) == 14
    assert all((audit.SHARED / name).is_file() for name in bbc + fakes)


def test_no_other_list_of_articles_names_a_sample_article_or_event() -> None:
    lists = [
        path
        for pattern in ("**/*articles.txt", "**/*-events.tsv", "**/*-figures.tsv", "**/judgements.tsv")
        for path in (REPO / "benchmarks").glob(pattern)
        if not path.is_relative_to(FOLDER)
    ]
    named = set().union(*(_named(_entries(path)) for path in lists))
    named |= {f"bbc/{f.parent.name}/{f.name}" for files in audit.bbc_builds().values() for f in files}
    named |= {f"fakes/{event}" for event in audit.FAKES_EVENTS}
    assert any("dev-s7e" in str(path) for path in lists) and not _sample() & named


def test_every_judged_row_has_a_verdict_and_each_missed_merge_names_its_partner() -> None:
    for name in ("fakes", "bbc"):
        rows = entities.read_judged(FOLDER / f"{name}-judged.tsv")
        assert rows and all(
            r["junk"] in ("yes", "no") and r["kind"] in ("right", "wrong", "na") for r in rows
        )
        assert all(r["right_type"] for r in rows if r["kind"] == "wrong")
        missed = [r for r in rows if r["merge"] == "missed"]
        labels = {r["label"] for r in rows}
        assert all(re.search(r'apart from "([^"]+)"', r["note"])[1] in labels for r in missed)  # type: ignore[index]
