"""The samples gold/dev-s7e, gold/dev-s8e, gold/dev-s12e, gold/dev-s13e, gold/dev-s14e, gold/dev-s15e,
gold/dev-s27e, gold/dev-s28e, gold/dev-s29e, gold/dev-s30e, gold/dev-s31e, gold/dev-s32e, gold/dev-s33e,
gold/dev-s35e, gold/dev-s36e, gold/dev-s37e, gold/dev-s38e, gold/dev-s39e, gold/dev-s40e, gold/dev-s41e,
gold/dev-s42e, gold/dev-s43e, gold/dev-s44e, gold/dev-s45e, gold/dev-s46e, gold/dev-s47e, gold/dev-s48e,
gold/dev-s49e, gold/dev-s50e, gold/dev-s51e and gold/dev-s52e (issue 13) stay apart from every other list of
articles, and their judgement files are well formed (that they covered every entity of the build they were
judged on is said in each README; the build changes with kg, so no test can hold it)."""

from __future__ import annotations

import hashlib
import re
import sys
from collections import Counter
from pathlib import Path

import pytest

from tests.script_module import load_script

REPO = Path(__file__).resolve().parent.parent
GOLD = REPO / "benchmarks" / "gold"
SAMPLES = (
    "dev-s7e",
    "dev-s8e",
    "dev-s12e",
    "dev-s13e",
    "dev-s14e",
    "dev-s15e",
    "dev-s27e",
    "dev-s28e",
    "dev-s29e",
    "dev-s30e",
    "dev-s31e",
    "dev-s32e",
    "dev-s33e",
    "dev-s35e",
    "dev-s36e",
    "dev-s37e",
    "dev-s38e",
    "dev-s39e",
    "dev-s40e",
    "dev-s41e",
    "dev-s42e",
    "dev-s43e",
    "dev-s44e",
    "dev-s45e",
    "dev-s46e",
    "dev-s47e",
    "dev-s48e",
    "dev-s49e",
    "dev-s50e",
    "dev-s51e",
    "dev-s52e",
)
audit = load_script(REPO / "benchmarks" / "audit" / "audit.py", "audit_script_s7e")
blocks = sys.modules["audit_event_blocks"]
entities = load_script(REPO / "benchmarks" / "entities.py", "entities_script_s7e")
samples = sys.modules["entities_samples"]  # the judged samples' rescoring, beside entities.py
# BBC articles per folder, FA-KES events and FA-KES articles each sample drew (dev-s13e, dev-s14e and dev-s15e
# took every article of their events, the others one article an event; dev-s27e's, dev-s28e's, dev-s29e's,
# dev-s30e's, dev-s31e's, dev-s32e's, dev-s33e's, dev-s35e's, dev-s36e's, dev-s37e's, dev-s38e's, dev-s39e's,
# dev-s40e's, dev-s41e's, dev-s42e's, dev-s43e's, dev-s44e's, dev-s45e's, dev-s46e's, dev-s47e's, dev-s48e's,
# dev-s49e's, dev-s50e's, dev-s51e's and dev-s52e's events have one article each, all that was left unnamed)
SIZES = {
    "dev-s7e": ({folder: 2 for folder in audit.BBC_FOLDERS}, 4, 4),
    "dev-s8e": ({folder: 2 for folder in audit.BBC_FOLDERS}, 4, 4),
    "dev-s12e": ({"business": 3, "entertainment": 2, "politics": 2, "sport": 3, "tech": 2}, 3, 3),
    "dev-s13e": ({"business": 3, "entertainment": 2, "politics": 2, "sport": 3, "tech": 2}, 3, 6),
    "dev-s14e": ({"business": 3, "entertainment": 2, "politics": 2, "sport": 3, "tech": 2}, 3, 6),
    "dev-s15e": ({"business": 3, "entertainment": 2, "politics": 2, "sport": 3, "tech": 2}, 3, 7),
    "dev-s27e": ({"business": 3, "entertainment": 2, "politics": 2, "sport": 3, "tech": 2}, 3, 3),
    "dev-s28e": ({"business": 3, "entertainment": 2, "politics": 2, "sport": 3, "tech": 2}, 3, 3),
    "dev-s29e": ({"business": 3, "entertainment": 2, "politics": 2, "sport": 3, "tech": 2}, 3, 3),
    "dev-s30e": ({"business": 3, "entertainment": 2, "politics": 2, "sport": 3, "tech": 2}, 3, 3),
    "dev-s31e": ({"business": 3, "entertainment": 2, "politics": 2, "sport": 3, "tech": 2}, 3, 3),
    "dev-s32e": ({"business": 3, "entertainment": 2, "politics": 2, "sport": 3, "tech": 2}, 3, 3),
    "dev-s33e": ({"business": 3, "entertainment": 2, "politics": 2, "sport": 3, "tech": 2}, 3, 3),
    "dev-s35e": ({"business": 3, "entertainment": 2, "politics": 2, "sport": 3, "tech": 2}, 3, 3),
    "dev-s36e": ({"business": 3, "entertainment": 2, "politics": 2, "sport": 3, "tech": 2}, 3, 3),
    "dev-s37e": ({"business": 3, "entertainment": 2, "politics": 2, "sport": 3, "tech": 2}, 3, 3),
    "dev-s38e": ({"business": 3, "entertainment": 2, "politics": 2, "sport": 3, "tech": 2}, 3, 3),
    "dev-s39e": ({"business": 3, "entertainment": 2, "politics": 2, "sport": 3, "tech": 2}, 3, 3),
    "dev-s40e": ({"business": 3, "entertainment": 2, "politics": 2, "sport": 3, "tech": 2}, 3, 3),
    "dev-s41e": ({"business": 3, "entertainment": 2, "politics": 2, "sport": 3, "tech": 2}, 3, 3),
    "dev-s42e": ({"business": 3, "entertainment": 2, "politics": 2, "sport": 3, "tech": 2}, 3, 3),
    "dev-s43e": ({"business": 3, "entertainment": 2, "politics": 2, "sport": 3, "tech": 2}, 3, 3),
    "dev-s44e": ({"business": 3, "entertainment": 2, "politics": 2, "sport": 3, "tech": 2}, 3, 3),
    "dev-s45e": ({"business": 3, "entertainment": 2, "politics": 2, "sport": 3, "tech": 2}, 3, 3),
    "dev-s46e": ({"business": 3, "entertainment": 2, "politics": 2, "sport": 3, "tech": 2}, 3, 3),
    "dev-s47e": ({"business": 3, "entertainment": 2, "politics": 2, "sport": 3, "tech": 2}, 3, 3),
    "dev-s48e": ({"business": 3, "entertainment": 2, "politics": 2, "sport": 3, "tech": 2}, 3, 3),
    "dev-s49e": ({"business": 3, "entertainment": 2, "politics": 2, "sport": 3, "tech": 2}, 3, 3),
    "dev-s50e": ({"business": 3, "entertainment": 2, "politics": 2, "sport": 3, "tech": 2}, 3, 3),
    "dev-s51e": ({"business": 3, "entertainment": 2, "politics": 2, "sport": 3, "tech": 2}, 3, 3),
    "dev-s52e": ({"business": 3, "entertainment": 2, "politics": 2, "sport": 3, "tech": 2}, 3, 3),
}
# The audit set dev-s29, drawn the same day in another worktree and given to dev-s29e's draw as an extra list,
# took a file that draw would otherwise have taken (tech number 199). Once both are merged the set is a
# tracked list the draw counts by itself; a tree without it cannot repeat dev-s29e's draw.
DEV_S29 = REPO / "benchmarks" / "audit" / "dev-s29" / "articles.txt"


def _entries(path: Path) -> str:
    """A list's text without its comment lines (a comment may name what the list left out)."""
    lines = path.read_text(encoding="utf-8").splitlines()
    return "\n".join(line for line in lines if not line.lstrip().startswith("#"))


def _named(text: str) -> set[str]:
    bbc = {f"bbc/{folder}/{number}.txt" for folder, number in audit.BBC_NAMED.findall(text)}
    return bbc | {f"fakes/{event}" for event in audit.FAKES_NAMED.findall(text)}


def _sample(folder: Path) -> set[str]:
    return _named(_entries(folder / "bbc-articles.txt") + "\n" + _entries(folder / "fakes-articles.txt"))


@pytest.mark.parametrize("sample", SAMPLES)
def test_the_sample_has_its_bbc_articles_per_folder_and_its_fakes_events(sample: str) -> None:
    folder = GOLD / sample
    per_folder, events, articles = SIZES[sample]
    bbc = (folder / "bbc-articles.txt").read_text(encoding="utf-8").split()
    fakes = (folder / "fakes-articles.txt").read_text(encoding="utf-8").split()
    assert Counter(name.split("/")[1] for name in bbc) == per_folder
    assert len(fakes) == articles and len(_sample(folder)) == len(bbc) + events
    assert all((audit.SHARED / name).is_file() for name in bbc + fakes)


@pytest.mark.parametrize("sample", SAMPLES)
def test_no_other_list_of_articles_names_a_sample_article_or_event(sample: str) -> None:
    folder = GOLD / sample
    lists = [
        path
        for pattern in ("**/*articles.txt", "**/*-events.tsv", "**/*-figures.tsv", "**/judgements.tsv")
        for path in (REPO / "benchmarks").glob(pattern)
        # the events gold blocks dev5 to dev22 name development lists' events by design
        # (audit_event_blocks.DEV_EVENTS_GOLD, tested in test_audit_heldout.py to name no held-out one)
        if not path.is_relative_to(folder) and path not in blocks.DEV_EVENTS_GOLD
    ]
    named = set().union(*(_named(_entries(path)) for path in lists))
    named |= {f"bbc/{f.parent.name}/{f.name}" for files in audit.bbc_builds().values() for f in files}
    named |= {f"fakes/{event}" for event in audit.FAKES_EVENTS}
    # the other sample's lists are among those compared, so the two stay apart from each other too
    others = [s for s in SAMPLES if s != sample]
    assert all(any(other in path.parts for path in lists) for other in others)
    assert not _sample(folder) & named


@pytest.mark.parametrize("sample", SAMPLES)
def test_every_judged_row_has_a_verdict_and_each_missed_merge_names_its_partner(sample: str) -> None:
    for name in ("fakes", "bbc"):
        rows = samples.read_judged(GOLD / sample / f"{name}-judged.tsv")
        assert rows and all(
            r["junk"] in ("yes", "no") and r["kind"] in ("right", "wrong", "na") for r in rows
        )
        assert all(r["right_type"] for r in rows if r["kind"] == "wrong")
        missed = [r for r in rows if r["merge"] == "missed"]
        labels = {r["label"] for r in rows}
        assert all(re.search(r'apart from "([^"]+)"', r["note"])[1] in labels for r in missed)  # type: ignore[index]


def test_the_dev_s15e_lists_are_its_draw_and_keep_to_its_half_of_the_corpora() -> None:
    """dev-s15e was drawn while an audit judge drew from the same corpora: its lists are what its draw.py
    gives, BBC files of an odd number and FA-KES events of 2016 or later only (the audit took the rest)."""
    draw = load_script(GOLD / "dev-s15e" / "draw.py", "dev_s15e_draw")
    folder = GOLD / "dev-s15e"
    bbc = (folder / "bbc-articles.txt").read_text(encoding="utf-8").split()
    fakes = (folder / "fakes-articles.txt").read_text(encoding="utf-8").split()
    assert draw.draw([]) == bbc + fakes
    assert all(int(Path(name).stem) % 2 == 1 for name in bbc)
    assert all(int(Path(name).stem.split("_")[2][:4]) >= 2016 for name in fakes)


@pytest.mark.parametrize(
    "sample",
    [
        "dev-s27e",
        "dev-s28e",
        "dev-s29e",
        "dev-s30e",
        "dev-s31e",
        "dev-s32e",
        "dev-s33e",
        "dev-s35e",
        "dev-s36e",
        "dev-s37e",
        "dev-s38e",
        "dev-s39e",
        "dev-s40e",
        "dev-s41e",
        "dev-s42e",
        "dev-s43e",
        "dev-s44e",
        "dev-s45e",
        "dev-s46e",
        "dev-s47e",
        "dev-s48e",
        "dev-s49e",
        "dev-s50e",
        "dev-s51e",
        "dev-s52e",
    ],
)
def test_the_one_article_samples_are_their_draw_and_keep_to_their_half_of_the_corpora(sample: str) -> None:
    """dev-s27e was drawn as dev-s15e was, with a last fallback to events of one article (every event of two
    or more articles was named by then), and dev-s28e, dev-s29e, dev-s30e, dev-s31e, dev-s32e, dev-s33e,
    dev-s35e, dev-s36e, dev-s37e, dev-s38e, dev-s39e, dev-s40e, dev-s41e, dev-s42e, dev-s43e, dev-s44e,
    dev-s45e, dev-s46e, dev-s47e, dev-s48e, dev-s49e, dev-s50e, dev-s51e and dev-s52e as dev-s27e with their
    own seeds (dev-s47e to dev-s52e with a BBC copy of a named file counted as named; the audit sets dev-s28
    and dev-s30, given as extra lists on their days, changed nothing; dev-s29 did, see DEV_S29; dev-s31,
    dev-s32, dev-s33, dev-s35, dev-s36, dev-s37, dev-s38, dev-s39, dev-s40, dev-s41, dev-s42, dev-s43,
    dev-s44, dev-s45, dev-s46, dev-s47, dev-s48, dev-s49, dev-s50, dev-s51 and dev-s52 were tracked when
    dev-s31e, dev-s32e, dev-s33e, dev-s35e, dev-s36e, dev-s37e, dev-s38e, dev-s39e, dev-s40e, dev-s41e,
    dev-s42e, dev-s43e, dev-s44e, dev-s45e, dev-s46e, dev-s47e, dev-s48e, dev-s49e, dev-s50e, dev-s51e and
    dev-s52e were drawn and changed nothing either):
    their lists are BBC files of an odd number and FA-KES events of 2016 or later, each of one article, and
    what their draw.py gives."""
    draw = load_script(GOLD / sample / "draw.py", sample.replace("-", "_") + "_draw")
    folder = GOLD / sample
    bbc = (folder / "bbc-articles.txt").read_text(encoding="utf-8").split()
    fakes = (folder / "fakes-articles.txt").read_text(encoding="utf-8").split()
    assert all(int(Path(name).stem) % 2 == 1 for name in bbc)
    assert all(int(Path(name).stem.split("_")[2][:4]) >= 2016 for name in fakes)
    every = Counter(audit.fakes_event(f) for f in (audit.SHARED / "fakes").glob("*_*_*.txt"))
    assert all(every[audit.fakes_event(audit.SHARED / name)] == 1 for name in fakes)
    if sample == "dev-s29e" and not DEV_S29.is_file():
        pytest.skip("the audit set dev-s29, which dev-s29e's draw counted, is not in this tree")
    assert draw.draw([]) == bbc + fakes


def test_a_sample_drawn_with_copies_takes_no_bbc_copy_of_a_named_file() -> None:
    """From dev-s47e on a sample's draw counts a BBC file byte-identical to a named one as named
    (drawn_like's ``copies``): drawn so with dev-s46e's seed, the sample holds no such copy. Only a count is
    shown on failure."""
    like = load_script(GOLD / "drawn_like.py", "drawn_like_s7e")
    drawn = like.drawn_like("dev-s27e", "kg-dev-s46e", GOLD / "dev-s46e", copies=True)([])
    named = audit.other_lists(GOLD / "dev-s46e")
    copies = {name for name in drawn if name.startswith("bbc/")} & audit.copies_of(named)
    if copies:
        pytest.fail(f"{len(copies)} drawn BBC files are copies of named ones")


@pytest.mark.parametrize("sample", ["dev-s47e", "dev-s48e", "dev-s49e", "dev-s50e", "dev-s51e", "dev-s52e"])
def test_a_sample_drawn_from_dev_s47e_on_holds_no_bbc_copy_of_a_named_file(sample: str) -> None:
    """dev-s47e's to dev-s52e's BBC files: none byte-identical to a file another list names, nor to another
    of its own (without the rule dev-s47e's, dev-s49e's and dev-s51e's draws would each have taken another
    file, dev-s48e's, dev-s50e's and dev-s52e's the same files). Only counts are shown on failure."""
    bbc = (GOLD / sample / "bbc-articles.txt").read_text(encoding="utf-8").split()
    copies = set(bbc) & audit.copies_of(audit.other_lists(GOLD / sample))
    texts = {hashlib.sha256((audit.SHARED / name).read_bytes()).hexdigest() for name in bbc}
    if copies or len(texts) != len(bbc):
        pytest.fail(f"{len(copies)} copies of named files; {len(bbc)} files, {len(texts)} texts")
