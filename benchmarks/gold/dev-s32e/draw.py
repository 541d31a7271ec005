"""Draw the dev-s32e development sample as dev-s31e, dev-s30e, dev-s29e, dev-s28e and dev-s27e were drawn
(``../dev-s27e/draw.py``), with its own seed.

    python benchmarks/gold/dev-s32e/draw.py [EXTRA_LIST ...]

12 BBC articles (3 from business and sport, 2 from each other folder) and every article of 3 FA-KES
events that no list names (every BBC file and FA-KES event any tracked file of the repository names
outside this folder, the audit's own sets, and the lists given on the command line). The audit set
dev-s32 of the same session was merged into this branch (9ec66e7, drawn at main 4c32891) before this
sample was drawn, so it is tracked and counted as named with no extra list; leaving it out gives the same
draw. As dev-s27e's: BBC files of an odd number only, FA-KES events dated 2016 or later, first those
reported by 2 to 5 outlets, then those one outlet reported in two or more articles, then (session 27's
fallback) events of one article. As in sessions 27 to 31, every FA-KES event of two or more articles is
named, so all three events are of one article.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
# dev-s27e's draw, loaded by path: every sample's script is called draw.py
_SPEC = importlib.util.spec_from_file_location("dev_s27e_draw", HERE.parent / "dev-s27e" / "draw.py")
assert _SPEC is not None and _SPEC.loader is not None
s27e = importlib.util.module_from_spec(_SPEC)
_SPEC.loader.exec_module(s27e)

SEED = "kg-dev-s32e"


def draw(extra: list[Path], own: Path = HERE, seed: str = SEED) -> list[str]:
    """The sample drawn with ``seed`` as dev-s27e's was."""
    return s27e.draw(extra, own, seed)


if __name__ == "__main__":
    for name in draw([Path(a) for a in sys.argv[1:]]):
        print(name)
