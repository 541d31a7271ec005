"""The entity gold and its scoring: the dev gold (``clusters`` that must be one entity, ``distinct`` pairs
that must never be) and the development gold's ``types`` and ``junk``, read from the small YAML subset the
gold files use, and the figures ``entities.py`` prints for them. Kept apart from the script so that the
judged samples (``entities_samples``) compare names the same way (``norm_form``) without importing it.
Imported through ``entities.py``, which puts this folder and the repository on ``sys.path``.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from kg.config import NER_KINDS

REPO = Path(__file__).resolve().parent.parent
DEV_GOLD = REPO / "benchmarks" / "gold"
CORPORA = REPO.parent / "shared" / "corpus"


def read_gold(path: Path) -> tuple[list[tuple[str, list[str]]], list[tuple[str, str]]]:
    """(clusters as (name, forms), distinct pairs) from the small YAML subset the gold file uses."""
    clusters: list[tuple[str, list[str]]] = []
    distinct: list[tuple[str, str]] = []
    section = ""
    for raw in path.read_text(encoding="utf-8").splitlines():
        line = raw.split(" #", 1)[0].rstrip() if not raw.lstrip().startswith("#") else ""
        if not line.strip():
            continue
        if not line.startswith(" "):
            section = line.rstrip(":").strip()
            continue
        item = line.strip()
        if section == "clusters" and item.startswith("- name:"):
            clusters.append((item.split(":", 1)[1].strip(), []))
        elif section == "clusters" and item.startswith("forms:"):
            clusters[-1][1].extend(_flow_list(item.split(":", 1)[1]))
        elif section == "distinct" and item.startswith("-"):
            left, right = _flow_list(item[1:])
            distinct.append((left, right))
    return clusters, distinct


def read_dev_gold(path: Path) -> tuple[list[tuple[str, str]], list[str]]:
    """(name, kind) pairs from ``types`` and from each cluster's ``type``, and the ``junk`` strings."""
    kinds: list[tuple[str, str]] = []
    junk_text = ""
    section, name = "", ""
    for raw in path.read_text(encoding="utf-8").splitlines():
        if raw.lstrip().startswith("#") or not raw.strip():
            continue
        if not raw.startswith(" "):
            section = raw.split(":", 1)[0].strip()
            junk_text += raw.split(":", 1)[1] if section == "junk" else ""
            continue
        item = raw.strip()
        if section == "junk":
            junk_text += " " + item
        elif section == "types" and item.startswith("-"):
            form, kind = _flow_list(item[1:])
            kinds.append((form, kind))
        elif section == "clusters" and item.startswith("- name:"):
            name = item.split(":", 1)[1].strip()
        elif section == "clusters" and item.startswith("type:"):
            kinds.append((name, item.split(":", 1)[1].strip()))
    return kinds, _flow_list(junk_text)


def _flow_list(text: str) -> list[str]:
    """Items of a YAML flow list "[a, b, c]" (plain scalars, as the gold file writes them)."""
    return [part.strip().strip("'\"") for part in text.strip().strip("[]").split(",") if part.strip()]


def norm_form(form: str) -> str:
    """A name as the gold and the judgements compare it: casefolded, its apostrophe straight, no "the"."""
    text = form.strip().replace("’", "'")
    if text.lower().startswith("the "):
        text = text[4:]
    return text.casefold()


def score(entity_forms: Sequence[set[str]], gold: Path) -> dict[str, object]:
    """Share of gold clusters fully merged, forbidden merges, and the clusters that failed."""
    clusters, distinct = read_gold(gold)
    forms = [{norm_form(f) for f in names} for names in entity_forms]
    failed = [
        name for name, members in clusters if not any({norm_form(m) for m in members} <= e for e in forms)
    ]
    forbidden = [
        f"{a} + {b}" for a, b in distinct for e in forms if norm_form(a) in e and norm_form(b) in e
    ]  # one per offending entity
    return {
        "clusters": len(clusters),
        "merged": len(clusters) - len(failed),
        "merged_share": (len(clusters) - len(failed)) / len(clusters) if clusters else 1.0,
        "forbidden_merges": len(forbidden),
        "failed": failed,
        "forbidden": forbidden,
    }


def score_dev(entities: Sequence[tuple[str, str, set[str]]], gold: Path) -> dict[str, object]:
    """Kind errors and junk share of (label, kind, forms) entities against a development gold file."""
    kinds, junk = read_dev_gold(gold)
    by_form: dict[str, list[tuple[str, str]]] = {}
    for label, kind, forms in entities:
        for form in forms:
            by_form.setdefault(norm_form(form), []).append((label, kind))
    errors, judged = [], 0
    for form, ner in kinds:
        bearers = by_form.get(norm_form(form), [])
        if not bearers:
            continue
        judged += 1
        wanted = NER_KINDS[ner]
        # The entity whose label is the name, else any entity bearing it: one wrong kind is an error.
        own = [b for b in bearers if norm_form(b[0]) == norm_form(form)] or bearers
        if any(kind != wanted for _, kind in own):
            errors.append(f"{form}: {', '.join(sorted({k for _, k in own}))} (want {wanted})")
    junk_forms = {norm_form(j) for j in junk}
    labelled = [label for label, _, _ in entities if norm_form(label) in junk_forms]
    return {
        "kind_errors": errors,
        "kinds_judged": judged,
        "junk": labelled,
        "junk_share": len(labelled) / max(len(entities), 1),
    }
