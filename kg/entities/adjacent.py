"""One name that NER read as two spans a space apart: "the [Swan] [Hunter] shipyard", "the [Tennessee]
[Williams] drama", "the 508m tall [TFC] [101 Tower]". Each half alone is a fragment, so the two are made one
mention, as :func:`.conjoined.joined_at_and` joins a name cut at its "and".

Two names do stand a space apart too, and are kept two: after a possessive or a comma ("BBC One's
Breakfast", a line-up's "Daly, Vaili"), a person's full name after a body or a title ("told the BBC Michael
Howard", "Tory Treasurer Lord Ashcroft"), a demonym or a group's adjective on either side ("American MTV"),
a second half NER reads as a group's adjective ("London Tory spin doctors"; "Liberal Democrat" is joined
by the party's own rules), and every pair of a text that lost its commas, where the names of a list stand
a space apart ("the towns of Kafranbil Saraqeb": FA-KES).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from itertools import pairwise

from ..types import Mention
from .anchors import demonyms
from .gazetteer import lookup_key
from .junk import group_adjectives, is_technology
from .names import name_tokens, titles

# A text with fewer commas than one per this many characters lost them (FA-KES): its lists stand a space
# apart.
_CHARACTERS_PER_COMMA = 400
# NER's labels of names; a number or a date a space from a name is no part of it ("Apple 2004")
_NAME_LABELS = frozenset({"PERSON", "ORG", "GPE", "LOC", "FAC", "NORP", "PRODUCT", "WORK_OF_ART", "EVENT"})


def joined_adjacent(text: str, mentions: Sequence[Mention]) -> dict[Mention, tuple[Mention, Mention]]:
    """Pairs of mentions one space apart that name one thing (see the module docstring): each of the two ->
    (the first, the whole name with the label of :func:`_label`)."""
    if text.count(",") * _CHARACTERS_PER_COMMA < len(text):
        return {}
    ordered = sorted(mentions, key=lambda m: (m.start, m.end))
    joined: dict[Mention, tuple[Mention, Mention]] = {}
    for first, second in pairwise(ordered):
        if first in joined or text[first.end : second.start] != " " or not _halves(first, second):
            continue
        label = _label(first, second)
        whole = replace(first, text=text[first.start : second.end], end=second.end, label=label)
        joined[first] = joined[second] = (first, whole)
    return joined


def _label(first: Mention, second: Mention) -> str:
    """The whole name's NER label: the second half's, the name's head ("Tennessee Williams" a person, "Sony
    PSP" a product), but a firm's before a place is its arm ("Nintendo UK"), and a work's label NER gives a
    station's name after its network is the network's ("BBC Radio Five Live")."""
    if (first.label == "ORG" and second.label in ("GPE", "LOC")) or second.label == "WORK_OF_ART":
        return first.label
    return second.label


def _halves(first: Mention, second: Mention) -> bool:
    """True when two mentions a space apart may be the halves of one name."""
    if not ({first.label, second.label} <= _NAME_LABELS and first.text[:1].isupper()):
        return False
    # a number may open a name's second half ("TFC 101 Tower"); a lower-case word is no name's
    if not (second.text[:1].isupper() or second.text[:1].isdigit()) or second.label == "NORP":
        return False
    if first.text.endswith(("'s", "\u2019s", "'", "\u2019", ",", " and")):
        return False
    # a person's full name after a body or a place ("told the BBC Michael Howard") is a second name
    if second.label == "PERSON" and " " in second.text:
        return False
    # "Tory Treasurer Lord [Ashcroft]": the title belongs to the person, the words before it to the office
    if name_tokens(first.text.rsplit(" ", 1)[-1]) in titles().fragments:
        return False
    adjectives = group_adjectives()
    # "giant ISP AOL": a common noun in capitals describes the name after it
    return not any(
        lookup_key(half.text) in demonyms()
        or " ".join(name_tokens(half.text)) in adjectives
        or is_technology(half.text)
        for half in (first, second)
    )
