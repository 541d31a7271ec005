"""Names listed together are things of one kind: "Paris, Lille, Lyon and Toulouse", "Nokia, Sagem, Sony
and Thomson". Where NER tags one item of such a list apart from the others (Lyon as a person, Sagem as a
person), the list is evidence of the kind its other items share.

Takes mentions with their offsets and the text they were found in; gives the lists. Plain data only.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Sequence

from ..types import Mention

# What may stand between two items of a list: a comma, and before the last item "and" or "or" (after a
# comma or not); "the" may open an item.
_COMMA = re.compile(r"\s*,\s*(?:the\s+)?")
_LAST = re.compile(r"\s*,?\s+(?:and|or)\s+(?:the\s+)?")
# Two names joined by "and" alone are a pair ("Kerry and Lavrov", "Russia and Hezbollah"), which says
# nothing of one kind: only a list of three or more items does. Commas alone are no list: "from Ledbury,
# Herefordshire, Robert Thame" runs a place, its county and a person.
MIN_ITEMS = 3


def name_lists(text: str, mentions: Sequence[Mention]) -> list[list[Mention]]:
    """The lists of ``text``: runs of three or more mentions joined by commas and, before the last, by
    "and" or "or", in order."""
    runs: list[list[Mention]] = []
    current: list[Mention] = []
    for mention in sorted(mentions, key=lambda m: (m.start, m.end)):
        if current and _COMMA.fullmatch(text, current[-1].end, mention.start):
            current.append(mention)
            continue
        if current and _LAST.fullmatch(text, current[-1].end, mention.start):
            current.append(mention)
            if len(current) >= MIN_ITEMS:
                runs.append(current)
            current = []
            continue
        current = [mention]
    return runs


def odd_items(
    items: Sequence[Mention],
    kind_of: Callable[[Mention], str | None],
    own_kind: Callable[[Mention], str | None] | None = None,
) -> list[tuple[Mention, str]]:
    """(item, kind the list gives it) for each item whose kind differs from the one more than half of the
    list's items share (at least two); items of no kind (a demonym) abstain. "Paris, Lille, Lyon and
    Toulouse" with two cities tagged as people has no such kind by NER: the list is no evidence either way.
    ``own_kind``, when given, is the item's kind compared with the list's, where ``kind_of`` leaves an item
    out of the count (Lyon, a city NER reads as a person, is weighed by the other items' kinds only)."""
    kinds = [kind_of(m) for m in items]
    counts = Counter(k for k in kinds if k)
    if not counts:
        return []
    kind, count = counts.most_common(1)[0]
    if count < 2 or count * 2 <= counts.total():
        return []
    owns = kinds if own_kind is None else [own_kind(m) for m in items]
    return [(mention, kind) for mention, own in zip(items, owns, strict=True) if own and own != kind]
