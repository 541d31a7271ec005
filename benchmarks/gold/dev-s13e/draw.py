"""Draw the dev-s13e development sample as dev-s12e was drawn (``../dev-s12e/draw.py``), with its own seed.

    python benchmarks/gold/dev-s13e/draw.py [EXTRA_LIST ...]

12 BBC articles (3 from business and sport, 2 from each other folder) and every article of 3 FA-KES
events that no list names: every BBC file and FA-KES event any tracked file of the repository names
outside this folder, the audit's own sets, and the lists given on the command line. Two helpers drew on
the same day from the same corpora, so each kept to its own half to stay apart: this sample takes BBC
files of an odd number only, and FA-KES events dated 2016 or later reported by 2 to 5 outlets (an event
read across outlets is where one entity is written several ways). Each corpus is shuffled once with the
seed; the first unnamed files are taken, and in FA-KES the events of the first files.
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "dev-s7e"))
sys.path.insert(0, str(HERE.parent.parent / "audit"))

from audit_draws import copies_of  # noqa: E402
from draw import SHARED, fakes_event, named_in, other_lists  # noqa: E402

SEED = "kg-dev-s13e"
BBC_PER_FOLDER = {"business": 3, "entertainment": 2, "politics": 2, "sport": 3, "tech": 2}
FAKES_EVENTS = 3
OUTLETS = range(2, 6)
FIRST_YEAR = 2016


def several_outlets(outlets: set[str], articles: int) -> bool:
    """An event reported by 2 to 5 outlets: where one entity is written several ways."""
    return len(outlets) in OUTLETS


def draw(
    extra: list[Path],
    own: Path = HERE,
    seed: str = SEED,
    wanted: tuple[Callable[[set[str], int], bool], ...] = (several_outlets,),
    copies: bool = False,
) -> list[str]:
    """The sample drawn with ``seed``; ``own`` is the sample's folder, the one list not counted as named.
    ``wanted`` are the tests an event must pass (its outlets, its number of articles), tried in turn over
    the shuffled files while events are still wanted (a later sample falls back to looser ones). With
    ``copies`` (dev-s47e on) a BBC file byte-identical to a named one counts as named too."""
    named = other_lists(own) | named_in(extra)
    if copies:
        named |= copies_of(named)
    rng = random.Random(seed)
    picked = []
    for folder, count in BBC_PER_FOLDER.items():
        files = [f"bbc/{folder}/{f.name}" for f in sorted((SHARED / "bbc" / folder).glob("*.txt"))]
        files = [f for f in files if int(Path(f).stem) % 2 == 1]
        rng.shuffle(files)
        picked += sorted([f for f in files if f not in named][:count])
    fakes = sorted((SHARED / "fakes").glob("*_*_*.txt"))
    by_event: dict[str, list[Path]] = {}
    for f in fakes:
        by_event.setdefault(fakes_event(f), []).append(f)
    rng.shuffle(fakes)
    events: list[str] = []
    for accepts in wanted:
        for f in fakes:
            event = fakes_event(f)
            outlets = {g.stem.split("_")[1] for g in by_event[event]}
            if (
                f"fakes/{event}" not in named
                and event not in events
                and int(event[:4]) >= FIRST_YEAR
                and accepts(outlets, len(by_event[event]))
                and len(events) < FAKES_EVENTS
            ):
                events.append(event)
    return picked + sorted(f"fakes/{f.name}" for e in events for f in by_event[e])


if __name__ == "__main__":
    for name in draw([Path(a) for a in sys.argv[1:]]):
        print(name)
