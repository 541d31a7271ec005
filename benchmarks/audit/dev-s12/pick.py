"""Repeat the draw of dev-s12/articles.txt: 5 BBC articles per folder and 4 FA-KES events no other list names.

python benchmarks/audit/dev-s12/pick.py
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

import audit  # noqa: E402

SEED = "kg-dev-s12"
BBC_PER_FOLDER = 5
FAKES_EVENTS = 4


def pick() -> list[str]:
    """Draw with ``SEED`` from what ``audit.other_lists`` leaves (this folder's own list not counted)."""
    named = audit.other_lists(HERE)
    rng = random.Random(SEED)
    picked = []
    for folder in audit.BBC_FOLDERS:
        files = [f"bbc/{folder}/{f.name}" for f in sorted((audit.SHARED / "bbc" / folder).glob("*.txt"))]
        picked += sorted(rng.sample([f for f in files if f not in named], BBC_PER_FOLDER))
    outlets: dict[str, set[str]] = {}
    for f in sorted((audit.SHARED / "fakes").glob("*_*_*.txt")):
        outlets.setdefault(audit.fakes_event(f), set()).add(f.stem.split("_")[1])
    # events reported by two or more outlets first (a build then merges outlets), as the dev sets did
    events: list[str] = []
    for tier in (range(2, 16), range(1, 2)):
        left = [f"fakes/{e}" for e, o in sorted(outlets.items()) if len(o) in tier]
        left = [e for e in left if e not in named]
        events += sorted(rng.sample(left, min(len(left), FAKES_EVENTS - len(events))))
    return picked + sorted(events)


if __name__ == "__main__":
    print("\n".join(pick()))
