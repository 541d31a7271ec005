"""How far back a reader looks for what a description names: its own sentence up to it, and the two before.

"The insurgents" and "the town" are settled the same way: the one name of the fitting kind in that stretch
is meant, and none or two leave the description open (a wrong name is worse than none).
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Callable, Collection, Iterable
from typing import TYPE_CHECKING

from .cache import written_sentences

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token

# Sentences before the description's own that a reader looks back through for the name meant.
BACK = 2


def one_in_reach(
    doc: Doc, found: Iterable[Token], names: Callable[[int, Token], Collection[str]]
) -> dict[int, str]:
    """Token index -> name, for each token of ``found`` that exactly one name settles; ``names(start,
    tok)`` gives the distinct names of the fitting kind from token ``start`` up to ``tok``."""
    sents = written_sentences(doc)
    starts = [s.start for s in sents]
    out: dict[int, str] = {}
    for tok in found:
        k = bisect_right(starts, tok.i) - 1
        named = names(sents[max(0, k - BACK)].start, tok)
        if len(named) == 1:
            out[tok.i] = next(iter(named))
    return out
