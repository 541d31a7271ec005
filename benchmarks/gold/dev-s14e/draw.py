"""Draw the dev-s14e development sample as dev-s12e was drawn (``../dev-s12e/draw.py``), with its own seed.

    python benchmarks/gold/dev-s14e/draw.py [EXTRA_LIST ...]

12 BBC articles (3 from business and sport, 2 from each other folder) and every article of 3 FA-KES
events that no list names: every BBC file and FA-KES event any tracked file of the repository names
outside this folder, the audit's own sets, and the lists given on the command line. Two helpers drew on
the same day from the same corpora, so each kept to its own half to stay apart: this sample takes BBC
files of an odd number only, and FA-KES events dated 2016 or later reported by 2 to 5 outlets (an event
read across outlets is where one entity is written several ways). Each corpus is shuffled once with the
seed; the first unnamed files are taken, and in FA-KES the events of the first files.

By session 14 the earlier samples had named all but one such event of 2016 or later, so the events still
wanted are then taken, in the same shuffled order, among those one outlet reported in two or more articles
(the same entity still written more than once); an event of a single article is never taken.
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
# dev-s13e's draw, loaded by path (every sample's script is called draw.py) by benchmarks/gold/drawn_like.py
sys.path.insert(0, str(HERE.parent))
from drawn_like import main, sample_script  # noqa: E402

s13e = sample_script("dev-s13e")

SEED = "kg-dev-s14e"


def one_outlet_several_articles(outlets: set[str], articles: int) -> bool:
    """The fallback of session 14: an event one outlet reported in two or more articles."""
    return articles >= 2


def draw(extra: list[Path], own: Path = HERE, seed: str = SEED) -> list[str]:
    """The sample drawn with ``seed`` as dev-s13e's was (same BBC share, same FA-KES years), first among the
    events of several outlets, then among those of one outlet and several articles."""
    return s13e.draw(extra, own, seed, (s13e.several_outlets, one_outlet_several_articles))


if __name__ == "__main__":
    main(draw)
