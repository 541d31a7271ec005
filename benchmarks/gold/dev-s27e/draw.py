"""Draw the dev-s27e development sample as dev-s14e was drawn (``../dev-s14e/draw.py``), with its own seed.

    python benchmarks/gold/dev-s27e/draw.py [EXTRA_LIST ...]

12 BBC articles (3 from business and sport, 2 from each other folder) and every article of 3 FA-KES
events that no list names (every BBC file and FA-KES event any tracked file of the repository names
outside this folder, the audit's own sets, and the lists given on the command line: the audit set
dev-s27, drawn the same day in another worktree, was given). As dev-s14e's: BBC files of an odd number
only, FA-KES events dated 2016 or later, first those reported by 2 to 5 outlets, then those one outlet
reported in two or more articles.

By session 27 every FA-KES event of two or more articles was named (of any year), so the events still
wanted are then taken, in the same shuffled order, among the events of one article: a third, looser test
after dev-s14e's two, which therefore pick nothing.
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
# dev-s14e's draw, loaded by path (every sample's script is called draw.py) by benchmarks/gold/drawn_like.py
sys.path.insert(0, str(HERE.parent))
from drawn_like import main, sample_script  # noqa: E402

s14e = sample_script("dev-s14e")

SEED = "kg-dev-s27e"


def one_article(outlets: set[str], articles: int) -> bool:
    """The fallback of session 27: an event of one article, all that is left unnamed."""
    return articles == 1


def draw(extra: list[Path], own: Path = HERE, seed: str = SEED, copies: bool = False) -> list[str]:
    """The sample drawn with ``seed`` as dev-s14e's was, with events of one article tried last; with
    ``copies`` (dev-s47e on) a BBC file byte-identical to a named one counts as named too."""
    wanted = (s14e.s13e.several_outlets, s14e.one_outlet_several_articles, one_article)
    return s14e.s13e.draw(extra, own, seed, wanted, copies)


if __name__ == "__main__":
    main(draw)
