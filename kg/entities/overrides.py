"""The user's override file (ontology/ALIASES.md): merge, split, rename and kind rules, read and checked
for contradictions before resolution applies them.
"""

from __future__ import annotations

import csv
from dataclasses import dataclass
from pathlib import Path

from ..errors import InputError
from ..types import ENTITY_KINDS
from .anchors import lookup_key

ACTIONS = ("merge", "split", "rename", "kind")


@dataclass(frozen=True)
class Override:
    action: str  # one of ACTIONS
    name: str  # lookup key of the name the rule is about
    target: str  # lookup key (merge, split), new label (rename), kind (kind); "" for a split on its own
    line: int


def read_overrides(path: str | Path) -> list[Override]:
    """Parse a user override TSV (format in ontology/ALIASES.md); InputError names the file and line."""
    source = Path(path)
    try:
        text = source.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise InputError(
            f"cannot read aliases file {source}: {exc}. Pass a UTF-8 TSV (see ontology/ALIASES.md)."
        ) from exc
    rules: list[Override] = []
    for number, row in enumerate(csv.reader(text.splitlines(), delimiter="\t", quoting=csv.QUOTE_NONE), 1):
        cells = [cell.strip() for cell in row]
        if not any(cells) or cells[0].startswith("#") or (number == 1 and cells[0].lower() == "action"):
            continue
        where = f"aliases file {source}, line {number}"
        action = cells[0].lower()
        if action not in ACTIONS:
            raise InputError(f"{where}: unknown action {cells[0]!r}; use one of {', '.join(ACTIONS)}.")
        if len(cells) < 2 or not cells[1]:
            raise InputError(f"{where}: {action} needs a name in the second column (tab-separated).")
        target = cells[2] if len(cells) > 2 else ""
        if action != "split" and not target:
            raise InputError(
                f"{where}: {action} needs a third column (tab-separated): see ontology/ALIASES.md."
            )
        if action == "kind" and target not in ENTITY_KINDS:
            raise InputError(f"{where}: kind {target!r} is not one of {', '.join(ENTITY_KINDS)}.")
        if action in ("merge", "split") and target:
            target = lookup_key(target)
        rules.append(Override(action, lookup_key(cells[1]), target, number))
    _refuse_contradictions(source, rules)
    return rules


def _refuse_contradictions(source: Path, rules: list[Override]) -> None:
    """A merge and a split of the same two names cannot both hold: say which lines disagree."""
    splits = {frozenset((r.name, r.target)): r for r in rules if r.action == "split" and r.target}
    for rule in rules:
        split = splits.get(frozenset((rule.name, rule.target))) if rule.action == "merge" else None
        if split is not None:
            raise InputError(
                f"aliases file {source}: line {rule.line} merges and line {split.line} splits the same "
                "two names. Keep only the rule you mean."
            )
