"""Draw the dev-s15e development sample as dev-s14e was drawn (``../dev-s14e/draw.py``), with its own seed.

    python benchmarks/gold/dev-s15e/draw.py [EXTRA_LIST ...]

12 BBC articles (3 from business and sport, 2 from each other folder) and every article of 3 FA-KES
events that no list names (every BBC file and FA-KES event any tracked file of the repository names
outside this folder, the audit's own sets, and the lists given on the command line). An audit judge drew
statements on the same day from the same corpora, so this sample keeps to dev-s14e's half: BBC files of an
odd number only, FA-KES events dated 2016 or later, first those reported by 2 to 5 outlets, then those one
outlet reported in two or more articles.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
# dev-s14e's draw, loaded by path: every sample's script is called draw.py
_SPEC = importlib.util.spec_from_file_location("dev_s14e_draw", HERE.parent / "dev-s14e" / "draw.py")
assert _SPEC is not None and _SPEC.loader is not None
s14e = importlib.util.module_from_spec(_SPEC)
_SPEC.loader.exec_module(s14e)

SEED = "kg-dev-s15e"


def draw(extra: list[Path], own: Path = HERE, seed: str = SEED) -> list[str]:
    """The sample drawn with ``seed`` exactly as dev-s14e's was."""
    return s14e.draw(extra, own, seed)


if __name__ == "__main__":
    for name in draw([Path(a) for a in sys.argv[1:]]):
        print(name)
