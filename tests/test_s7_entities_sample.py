"""The validation sample gold/dev-s7e (issue 13) stays apart from every other list of articles, and its
judgement files are well formed (that they covered every entity of the build they were judged on is said
in its README; the build changes with kg, so no test can hold it)."""

from __future__ import annotations

import re
from pathlib import Path

from tests.script_module import load_script

REPO = Path(__file__).resolve().parent.parent
FOLDER = REPO / "benchmarks" / "gold" / "dev-s7e"
audit = load_script(REPO / "benchmarks" / "audit" / "audit.py", "audit_script_s7e")
entities = load_script(REPO / "benchmarks" / "entities.py", "entities_script_s7e")


def _entries(path: Path) -> str:
    """A list's text without its comment lines (a comment may name what the list left out)."""
    lines = path.read_text(encoding="utf-8").splitlines()
    return "\n".join(line for line in lines if not line.lstrip().startswith("#"))


def _named(text: str) -> set[str]:
    bbc = {f"bbc/{folder}/{number}.txt" for folder, number in audit.BBC_NAMED.findall(text)}
    return bbc | {f"fakes/{event}" for event in audit.FAKES_NAMED.findall(text)}


def _sample() -> set[str]:
    return _named(_entries(FOLDER / "bbc-articles.txt") + "\n" + _entries(FOLDER / "fakes-articles.txt"))


def test_the_sample_has_two_bbc_articles_per_folder_and_four_fakes_articles() -> None:
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
    assert lists and not _sample() & named


def test_every_judged_row_has_a_verdict_and_each_missed_merge_names_its_partner() -> None:
    for name in ("fakes", "bbc"):
        rows = entities.read_judged(FOLDER / f"{name}-judged.tsv")
        assert rows and all(
            r["junk"] in ("yes", "no") and r["kind"] in ("right", "wrong", "na") for r in rows
        )
        assert all(r["right_type"] for r in rows if r["kind"] == "wrong")
        missed = [r for r in rows if r["merge"] == "missed"]
        assert all(re.search(r'apart from "[^"]+"', r["note"]) for r in missed)
