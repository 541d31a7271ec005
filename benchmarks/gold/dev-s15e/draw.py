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

import sys
from pathlib import Path

# the body every sample drawn as an earlier one shares is benchmarks/gold/drawn_like.py
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from drawn_like import drawn_like, main

SEED = "kg-dev-s15e"
draw = drawn_like("dev-s14e", SEED, Path(__file__).resolve().parent)

if __name__ == "__main__":
    main(draw)
