"""Rescoring the judged entity samples (``benchmarks/gold/heldout*/`` and the development samples
``dev-s6/``, ``dev-sNNe/``) against a new build: each judged label is looked up among the new entities, and
junk, kind errors, lost names and judged merges are counted (``entities.py --heldout``). Kept apart from the
script: it is one measure with its own files, and the tests read its judgement files through it.
Imported through ``entities.py``, which puts this folder and the repository on ``sys.path``.
"""

from __future__ import annotations

import csv
import re
from collections.abc import Mapping, Sequence
from pathlib import Path

from entities_gold import CORPORA, DEV_GOLD, norm_form

from kg.entities import resolve_entities
from kg.types import Article

HELDOUT = [
    DEV_GOLD / "heldout",
    DEV_GOLD / "heldout2",
    DEV_GOLD / "heldout3",
    DEV_GOLD / "dev-s6",
    DEV_GOLD / "heldout4",
    DEV_GOLD / "dev-s7e",
    DEV_GOLD / "dev-s8e",
    DEV_GOLD / "dev-s12e",
    DEV_GOLD / "dev-s13e",
    DEV_GOLD / "dev-s14e",
    DEV_GOLD / "dev-s15e",
    DEV_GOLD / "dev-s27e",
    DEV_GOLD / "dev-s28e",
    DEV_GOLD / "dev-s29e",
    DEV_GOLD / "dev-s30e",
    DEV_GOLD / "dev-s31e",
    DEV_GOLD / "dev-s32e",
    DEV_GOLD / "dev-s33e",
    DEV_GOLD / "dev-s35e",
    DEV_GOLD / "dev-s36e",
    DEV_GOLD / "dev-s37e",
    DEV_GOLD / "dev-s38e",
    DEV_GOLD / "dev-s39e",
    DEV_GOLD / "dev-s40e",
    DEV_GOLD / "dev-s41e",
    DEV_GOLD / "dev-s42e",
    DEV_GOLD / "dev-s43e",
    DEV_GOLD / "dev-s44e",
    DEV_GOLD / "dev-s45e",
    DEV_GOLD / "dev-s46e",
    DEV_GOLD / "dev-s47e",
    DEV_GOLD / "dev-s48e",
    DEV_GOLD / "dev-s49e",
    DEV_GOLD / "dev-s50e",
    DEV_GOLD / "dev-s51e",
    DEV_GOLD / "dev-s52e",
]


def listed_articles(path: Path) -> list[Article]:
    """The articles a sample list names (``bbc/sport/161.txt``), each with its corpus path as id, so that
    two folders' files of one number ("business/161", "sport/161") stay two articles."""
    from kg.articles import read_article

    names = path.read_text(encoding="utf-8").split()
    return [read_article(CORPORA / name, article_id=str(Path(name).with_suffix(""))) for name in names]


def read_judged(path: Path) -> list[dict[str, str]]:
    """Rows of a held-out judgement file: label, type, junk (yes/no), kind (right/wrong/na), right_type,
    merge (ok/wrong/missed) and note."""
    with path.open(encoding="utf-8", newline="") as handle:
        lines = [line for line in handle if not line.startswith("#")]  # a header comment: the sample's status
    return list(csv.DictReader(lines, delimiter="\t", quoting=csv.QUOTE_NONE))


def score_heldout(
    entities: Sequence[tuple[str, str, set[str]]],
    judged: Sequence[dict[str, str]],
    demonyms: set[str],
    written: Mapping[tuple[str, str], set[str]] | None = None,
) -> dict[str, object]:
    """Rescore a judged sample against a new build: each judged label is looked up among the labels (else
    the aliases) of the new entities. A junk name still labelling an entity is junk; a good one whose entity
    now has another kind than the judged right one is a kind error; a good name no entity bears is lost.
    A judged missed merge ("merge" is ``missed``) counts while no entity bears both of its names.
    ``demonyms`` are labels of demonym entities (linked by kg:demonymOf), counted apart from the junk.
    ``written`` maps (entity label, form) to the articles where that entity's mentions write the form, so
    that a wrong merge the note places in one article ("Robinson" (entertainment/310)) counts only while
    that article's mention still goes to the entity."""
    by_label = {norm_form(label): kind for label, kind, _ in entities}
    by_alias = {norm_form(form): kind for label, kind, forms in entities for form in forms}
    junk, demonym_junk, kind_errors, lost, judged_kinds = [], [], [], [], 0
    merges, missed = [], []
    for row in judged:
        form = norm_form(row["label"])
        # a missed merge's note names the entity the label belongs with: ... apart from "Trevor Brennan"
        apart = _MISSED_MERGE.search(row["note"]) if row.get("merge") == "missed" else None
        if apart and not any(
            {form, norm_form(apart.group(1))} <= {norm_form(f) for f in forms} for _, _, forms in entities
        ):
            missed.append(f"{row['label']} + {apart.group(1)}")
        # a wrong merge's note quotes the alias that does not belong: "Mrs Pearce" (307) is a role ...
        wrong = _WRONG_MERGE.match(row["note"]) if row["merge"] == "wrong" else None
        if wrong and any(
            form in {norm_form(f) for f in forms}
            and norm_form(wrong.group(1)) in {norm_form(f) for f in forms}
            and _written_in(written, label, wrong.group(1), wrong.group(2))
            for label, _, forms in entities
        ):
            merges.append(f"{wrong.group(1)} -> {row['label']}")
        kind = by_label.get(form, by_alias.get(form))
        if row["junk"] == "yes":
            if form in by_label:
                (demonym_junk if form in demonyms else junk).append(row["label"])
            continue
        if kind is None:
            lost.append(row["label"])
            continue
        judged_kinds += 1
        wanted = row["right_type"] if row["kind"] == "wrong" else row["type"]
        if kind != wanted:
            kind_errors.append(f"{row['label']}: {kind} (want {wanted})")
    return {
        "sample": len(judged),
        "junk": junk,
        "demonyms": demonym_junk,
        "kind_errors": kind_errors,
        "kinds_judged": judged_kinds,
        "lost": lost,
        "wrong_merges": merges,
        "missed_merges": missed,
    }


# A missed merge's note ends with the label of the entity the judged one belongs with.
_MISSED_MERGE = re.compile(r'apart from "([^"]+)"')
# A wrong merge's note: the alias that does not belong, in quotes, and the article it came from, if named.
_WRONG_MERGE = re.compile(r'"([^"]+)"(?:\s*\(([\w-]+/\d+)\))?')


def _written_in(
    written: Mapping[tuple[str, str], set[str]] | None, label: str, form: str, article: str | None
) -> bool:
    """True unless the note names an article and the entity has no mention of the form there."""
    if written is None or not article:
        return True
    return any(a.endswith(article) for a in written.get((norm_form(label), norm_form(form)), ()))


def score_heldout_corpora(only: Sequence[str] = ()) -> None:
    """Build each held-out sample's articles and rescore its judged entities (see gold/heldout*/README.md).

    ``only`` names the samples to score (folder names); empty means all. Rule writers score the development
    samples only, so that the held-out ones stay unread.
    """
    from kg.pipeline import extract_articles

    unknown = set(only) - {folder.name for folder in HELDOUT}
    if unknown:
        raise SystemExit(f"--sample: no judged sample {sorted(unknown)}; known: {[f.name for f in HELDOUT]}")
    for folder in HELDOUT:
        if only and folder.name not in only:
            continue
        for name in ("fakes", "bbc"):
            articles = listed_articles(folder / f"{name}-articles.txt")
            resolution = resolve_entities(extract_articles(articles, progress=None))
            judged = read_judged(folder / f"{name}-judged.tsv")
            print_heldout(f"{folder.name}/{name}", resolution.entities, judged)


def print_heldout(title: str, entities: Sequence, judged: Sequence[dict[str, str]]) -> None:
    written: dict[tuple[str, str], set[str]] = {}
    for e in entities:
        for m in e.mentions:
            written.setdefault((norm_form(e.label), norm_form(m.text)), set()).add(m.article_id)
    result = score_heldout(
        [(e.label, e.kind, {e.label, *e.aliases}) for e in entities],
        judged,
        {norm_form(e.label) for e in entities if e.demonym_of},
        written,
    )
    junk, demonyms, errors = result["junk"], result["demonyms"], result["kind_errors"]
    sample, kinds = result["sample"], max(result["kinds_judged"], 1)  # type: ignore[call-overload]
    print(f"{title}: {sample} judged entities, {len(entities)} entities in the build")
    # A demonym ("British") is typed kg:Demonym, a word for a people linked to its country, not an entity
    # (issue 13: "link a demonym with kg:demonymOf instead"), so the junk share counts the judged names the
    # graph still makes entities; the older figure, counting the demonyms judged junk, is printed beside it.
    named = max(sample - len(demonyms), 1)  # type: ignore[operator]
    dropped, all_junk = len(demonyms), len(junk) + len(demonyms)  # type: ignore[arg-type]
    print(
        f"  junk:        {len(junk)}/{named} ({len(junk) / named:.0%}) of judged names that are entities; "  # type: ignore[arg-type]
        f"{dropped} judged junk are demonyms (kg:Demonym, no entity); "
        f"counting them as junk {all_junk}/{sample} ({all_junk / sample:.0%})"  # type: ignore[operator]
    )
    print(f"  kind errors: {len(errors)}/{kinds} ({len(errors) / kinds:.0%})")  # type: ignore[arg-type]
    print(f"  good names no longer an entity: {len(result['lost'])}")  # type: ignore[arg-type]
    print(f"  judged wrong merges still made: {len(result['wrong_merges'])}")  # type: ignore[arg-type]
    if any(row.get("merge") == "missed" for row in judged):
        print(f"  judged missed merges still apart: {len(result['missed_merges'])}")  # type: ignore[arg-type]
    for merge in result["wrong_merges"]:  # type: ignore[attr-defined]
        print(f"    merge: {merge}")
    for pair in result["missed_merges"]:  # type: ignore[attr-defined]
        print(f"    apart: {pair}")
    for label in junk:  # type: ignore[attr-defined]
        print(f"    junk: {label}")
    for error in errors:  # type: ignore[attr-defined]
        print(f"    kind: {error}")
    for label in result["lost"]:  # type: ignore[attr-defined]
        print(f"    lost: {label}")
