"""Draw the dev-s52e development sample as dev-s51e, dev-s50e, dev-s49e, dev-s48e and dev-s47e were
(``../dev-s47e/draw.py``): as dev-s46e, dev-s45e, dev-s44e, dev-s43e, dev-s42e, dev-s41e, dev-s40e,
dev-s39e, dev-s38e, dev-s37e, dev-s36e, dev-s35e, dev-s33e, dev-s32e, dev-s31e, dev-s30e, dev-s29e, dev-s28e
and dev-s27e were drawn (``../dev-s27e/draw.py``), with its own seed and a BBC file byte-identical to a named
one counted as named (``copies``, decided at session 46's end).

    python benchmarks/gold/dev-s52e/draw.py [EXTRA_LIST ...]

12 BBC articles (3 from business and sport, 2 from each other folder) and every article of 3 FA-KES
events that no list names (every BBC file and FA-KES event any tracked file of the repository names
outside this folder, the audit's own sets, and the lists given on the command line), nor, for a BBC file,
a file byte-identical to one of those (``audit_draws.copies_of``). The audit set dev-s52 of the same session
was committed on this branch (drawn at main 035aa40a) before this sample was drawn, so it is tracked and
counted as named with no extra list. As dev-s27e's: BBC files of an odd number only, FA-KES events dated
2016 or later, first those reported by 2 to 5 outlets, then those one outlet reported in two or more
articles, then (session 27's fallback) events of one article. As in sessions 27 to 51, every FA-KES event of
two or more articles is named, so all three events are of one article.
"""

from __future__ import annotations

import sys
from pathlib import Path

# the body every sample drawn as an earlier one shares is benchmarks/gold/drawn_like.py
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from drawn_like import drawn_like, main

SEED = "kg-dev-s52e"
draw = drawn_like("dev-s27e", SEED, Path(__file__).resolve().parent, copies=True)

if __name__ == "__main__":
    main(draw)
