"""Draw the dev-s8e validation sample the way dev-s7e was drawn (``../dev-s7e/draw.py``), with its own seed.

    python benchmarks/gold/dev-s8e/draw.py [EXTRA_LIST ...]

2 BBC articles per folder and 4 FA-KES articles that no list names: every BBC file and FA-KES event any
tracked file of the repository names outside this folder (dev-s7e's list among them), the audit's own
sets, and the lists given on the command line.
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "dev-s7e"))

from draw import draw  # noqa: E402

SEED = "kg-entities-dev-s8e"

if __name__ == "__main__":
    for name in draw([Path(a) for a in sys.argv[1:]], own=HERE, seed=SEED):
        print(name)
