"""Draw the dev-s12e development sample the way dev-s7e was drawn (``../dev-s7e/draw.py``), with its own seed.

    python benchmarks/gold/dev-s12e/draw.py [EXTRA_LIST ...]

12 BBC articles (3 from business and sport, 2 from each other folder) and one article from each of 3
FA-KES events that no list names: every BBC file and FA-KES event any tracked file of the repository
names outside this folder (dev-s8e's list among them), the audit's own sets, and the lists given on the
command line. Each corpus is shuffled once with the seed; the first unnamed files are taken, and in
FA-KES the first article of each unnamed event, so that the three articles are three events.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "dev-s7e"))

from draw import SHARED, fakes_event, named_in, other_lists  # noqa: E402

SEED = "kg-entities-dev-s12e"
# 12 over five folders: the two largest folders (business, sport) give one more each.
BBC_PER_FOLDER = {"business": 3, "entertainment": 2, "politics": 2, "sport": 3, "tech": 2}
FAKES_EVENTS = 3


def draw(extra: list[Path], own: Path = HERE, seed: str = SEED) -> list[str]:
    """The sample drawn with ``seed``; ``own`` is the sample's folder, the one list not counted as named."""
    named = other_lists(own) | named_in(extra)
    rng = random.Random(seed)
    picked = []
    for folder, count in BBC_PER_FOLDER.items():
        files = [f"bbc/{folder}/{f.name}" for f in sorted((SHARED / "bbc" / folder).glob("*.txt"))]
        rng.shuffle(files)
        picked += sorted([f for f in files if f not in named][:count])
    fakes = sorted((SHARED / "fakes").glob("*_*_*.txt"))
    rng.shuffle(fakes)
    events: dict[str, str] = {}
    for f in fakes:
        event = fakes_event(f)
        if f"fakes/{event}" not in named and event not in events and len(events) < FAKES_EVENTS:
            events[event] = f"fakes/{f.name}"
    return picked + sorted(events.values())


if __name__ == "__main__":
    for name in draw([Path(a) for a in sys.argv[1:]]):
        print(name)
