"""Draw the dev-s7e validation sample: 2 BBC articles per folder and 4 FA-KES articles no list names.

    python benchmarks/gold/dev-s7e/draw.py [EXTRA_LIST ...]

"Named" is what the audit counts (``benchmarks/audit/audit.py``'s ``other_lists``: every BBC file and
FA-KES event any tracked file of the repository names, the audit's own sets) plus the lists given on the
command line (lists other helpers froze the same day, outside this repository). Candidates are shuffled
once with a fixed seed and the first unnamed ones are taken, so a list named later replaces only the
articles it names and leaves the other draws where they were.
"""

from __future__ import annotations

import random
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent.parent
sys.path.insert(0, str(REPO / "benchmarks" / "audit"))

from audit import BBC_FOLDERS, BBC_NAMED, FAKES_NAMED, SHARED, fakes_event, other_lists  # noqa: E402

SEED = "kg-entities-dev-s7e"
BBC_PER_FOLDER = 2
FAKES_ARTICLES = 4
# A BBC file named without its suffix ("business/161"), as some lists write it.
BARE_BBC = re.compile(rf"(?<![a-z])({'|'.join(BBC_FOLDERS)})[/-](\d{{3}})\b")


def named_in(paths: list[Path]) -> set[str]:
    """The BBC files and FA-KES events the entries of the given lists (or of every file under a given
    folder) name."""
    named: set[str] = set()
    files = [f for p in paths for f in ([p] if p.is_file() else sorted(p.rglob("*")))]
    for path in files:
        if not path.is_file():
            continue
        # a comment may name what the list left out ("replaces fakes/2016-10-17_aleppo"): entries only
        lines = path.read_text(encoding="utf-8", errors="ignore").splitlines()
        text = "\n".join(line for line in lines if not line.lstrip().startswith("#"))
        named |= {f"bbc/{folder}/{number}.txt" for folder, number in BBC_NAMED.findall(text)}
        named |= {f"fakes/{event}" for event in FAKES_NAMED.findall(text)}
        named |= {f"bbc/{folder}/{number}.txt" for folder, number in BARE_BBC.findall(text)}
    return named


def draw(extra: list[Path], own: Path = HERE, seed: str = SEED) -> list[str]:
    """The sample drawn with ``seed``; ``own`` is the sample's folder, the one list not counted as named."""
    named = other_lists(own) | named_in(extra)
    rng = random.Random(seed)
    picked = []
    for folder in BBC_FOLDERS:
        files = [f"bbc/{folder}/{f.name}" for f in sorted((SHARED / "bbc" / folder).glob("*.txt"))]
        rng.shuffle(files)
        picked += sorted([f for f in files if f not in named][:BBC_PER_FOLDER])
    fakes = sorted((SHARED / "fakes").glob("*_*_*.txt"))
    rng.shuffle(fakes)
    left = [f"fakes/{f.name}" for f in fakes if f"fakes/{fakes_event(f)}" not in named]
    return picked + sorted(left[:FAKES_ARTICLES])


if __name__ == "__main__":
    for name in draw([Path(a) for a in sys.argv[1:]]):
        print(name)
