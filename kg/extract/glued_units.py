"""A number's unit written on to it ("$15m", "£8.3m", "A$458m", "1500m") that the tokenizer split off and
the parser hung apart: the phrase of the number ended before it, so "pay $15m" read "pay $15" and "the
1500m" "the 1500", a sum or a distance a thousand or a million times too small. A phrase that ends on a
number with a unit glued to it ends after the unit. A per cent sign written on to its number ("40%") is
that number's unit too, not punctuation to trim: "a stake of 28.1" for "a stake of 28.1%" is another
figure.

A score's sets run on the same way: "beat X 6-2 7-5" is one score, and a phrase that ends on its first set
("X 6-2", where the parser hung the second set on the verb) states another result. A phrase that ends on a
set ("6-2", a game score or a tie-break in brackets) ends after the last set that follows it; one with no set
after it is a range ("£3-4m", "3-4%") and takes in its unit as any number does."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from spacy.tokens import Doc

# the longest unit written on to a number ("m", "bn", "km", "mph")
_LONGEST = 3
# signs written on to a number that tokenizers tag as punctuation
_SIGNS = frozenset({"%", "‰"})


def glued_sign(doc: Doc, i: int) -> bool:
    """Whether ``doc[i]`` is a per cent sign written on to the number before it ("40%")."""
    return doc[i].text in _SIGNS and i > 0 and not doc[i - 1].whitespace_ and doc[i - 1].like_num


def _set_score(doc: Doc, i: int) -> bool:
    """Whether ``doc[i : i + 3]`` is one set of a score written without spaces ("6-2", "7-6")."""
    if i < 0 or i + 3 > len(doc):
        return False
    first, dash, second = doc[i], doc[i + 1], doc[i + 2]
    return (
        dash.text == "-"
        and not first.whitespace_
        and not dash.whitespace_
        and all(t.is_digit and len(t.text) <= 2 for t in (first, second))
    )


def _past_sets(doc: Doc, end: int) -> int:
    """Where a score that ends at ``end`` ends once the sets written after it are taken in."""
    while end < len(doc) and doc[end - 1].whitespace_:
        if _set_score(doc, end):
            end += 3
        elif (
            doc[end].text == "("
            and _set_score(doc, end + 1)
            and end + 4 < len(doc)
            and doc[end + 4].text == ")"
        ):
            end += 5  # a tie-break: "7-6 (7-4)"
        else:
            break
    return end


def past_glued_unit(doc: Doc, start: int, end: int) -> int:
    """Where the phrase ``[start, end)`` ends once a unit glued to its last number, or the rest of a score
    it ends on, is taken in."""
    if end <= start or end >= len(doc):
        return end
    # a tie-break the parser made an apposition is cut off with its opening bracket left on ("X 7-6 (")
    score_end = end - 1 if doc[end - 1].text == "(" else end
    if score_end - 3 >= start and _set_score(doc, score_end - 3):
        past = _past_sets(doc, score_end)
        # no set after it: a range ("£3-4m", "3-4%") whose unit is still to take in
        if past > score_end:
            return past
    last, unit = doc[end - 1], doc[end]
    glued = not last.whitespace_ and last.like_num and any(ch.isdigit() for ch in last.text)
    if glued and unit.is_alpha and unit.is_lower and len(unit.text) <= _LONGEST:
        return end + 1
    if glued_sign(doc, end):
        return end + 1
    return end
