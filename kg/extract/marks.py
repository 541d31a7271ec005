"""Quotes and brackets: ``balance_quotes`` widens a phrase to the marks it opens or closes."""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections import Counter
from typing import TYPE_CHECKING

from spacy.strings import get_string_id
from spacy.symbols import ORTH

from .cache import doc_cache

if TYPE_CHECKING:
    from spacy.tokens import Doc

OPEN_QUOTES = frozenset({"``", "\u201c"})
CLOSE_QUOTES = frozenset({"''", "\u201d"})


def balance_quotes(doc: Doc, start: int, end: int) -> tuple[int, int]:
    """Widen ``[start, end)`` to the quotes and brackets it opens or closes: a quoted title stays whole.

    "an `` index visible filing system" takes its closing quote, even past a final stop that American
    style puts inside it; "Monitor" enclosed by quotes takes both.
    """
    positions, texts = _marks(doc)
    # nothing to balance unless a mark lies inside the phrase or right next to it (". ''" after it)
    if bisect_left(positions, start - 1) == bisect_right(positions, end + 1):
        return start, end
    counts = Counter(texts[bisect_left(positions, start) : bisect_left(positions, end)])
    opens = sum(counts[q] for q in OPEN_QUOTES)
    closes = sum(counts[q] for q in CLOSE_QUOTES)
    straight = counts['"']
    n = len(doc)
    if opens > closes or straight % 2:
        marks = CLOSE_QUOTES if opens > closes else {'"'}
        if end < n and doc[end].text in marks:
            end += 1
        elif end + 1 < n and doc[end].text in {"."} and doc[end + 1].text in marks:
            end += 2
    elif closes > opens:
        if start > 0 and doc[start - 1].text in OPEN_QUOTES:
            start -= 1
    elif (
        start > 0
        and end < n
        and doc[start - 1].text in OPEN_QUOTES | {'"'}
        and doc[end].text in CLOSE_QUOTES | {'"'}
    ):
        start, end = start - 1, end + 1
    return _balance_brackets(doc, start, end, counts)


_BRACKETS = (("(", ")"), ("-LRB-", "-RRB-"), ("[", "]"), ("-LSB-", "-RSB-"), ("{", "}"), ("-LCB-", "-RCB-"))
# the quote and bracket tokens balance_quotes counts
_MARKS = frozenset({*OPEN_QUOTES, *CLOSE_QUOTES, '"', *(b for pair in _BRACKETS for b in pair)})
_MARK_IDS = {get_string_id(mark): mark for mark in _MARKS}


def _find_marks(doc: Doc) -> tuple[list[int], list[str]]:
    # the ORTH column holds each word's string id, so no Token is built for the other words
    words = doc.to_array(ORTH).tolist()
    positions = [i for i, word in enumerate(words) if word in _MARK_IDS]
    return positions, [_MARK_IDS[words[i]] for i in positions]


def _marks(doc: Doc) -> tuple[list[int], list[str]]:
    """Positions (ascending) and texts of the doc's quotes and brackets.

    ``balance_quotes`` runs for every argument of every fact; scanning each argument's tokens again
    was a third of the extraction time, and most phrases have no such mark in or next to them.
    """
    return doc_cache(doc, "kg.marks", _find_marks)


def _balance_brackets(doc: Doc, start: int, end: int, counts: Counter[str]) -> tuple[int, int]:
    """ "100 million marks ( $ 54.5 million": a phrase opening a bracket takes the one closing it."""
    n = len(doc)
    for left, right in _BRACKETS:
        opens, closes = counts[left], counts[right]
        if opens > closes and end < n and doc[end].text == right:
            end += 1
        elif closes > opens and start > 0 and doc[start - 1].text == left:
            start -= 1
    return start, end


def has_apostrophe(text: str) -> bool:
    """Whether ``text`` has an apostrophe at all: a page that lost every one (FA-KES) writes "Syrias"."""
    return "'" in text or any(mark in text for mark in "\u2019\u2018\u02bc")
