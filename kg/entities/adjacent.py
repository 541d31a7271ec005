"""One name that NER read as two spans a space apart: "the [Swan] [Hunter] shipyard", "the [Tennessee]
[Williams] drama", "the 508m tall [TFC] [101 Tower]". Each half alone is a fragment, so the two are made one
mention, as :func:`.conjoined.joined_at_and` joins a name cut at its "and".

Two names do stand a space apart too, and are kept two: after a possessive or a comma ("BBC One's
Breakfast", a line-up's "Daly, Vaili"), a person's full name after a body or a title ("told the BBC Michael
Howard", "Tory Treasurer Lord Ashcroft"), a demonym or a group's adjective on either side ("American MTV"),
a second half NER reads as a group's adjective ("London Tory spin doctors"; "Liberal Democrat" is joined
by the party's own rules), a second half that owns what follows ("makes Japan Toyota's biggest market"),
two places ("from Florida Georgia"), a place before a person or a body unless an article opens the pair
("in Ohio Kerry led", but "the Tennessee Williams drama"), a pair before "and" and a name (a list that
lost only its first comma: "Intel AMD and Nvidia"), and every pair of a text that lost its commas, where
the names of a list stand a space apart ("the towns of Kafranbil Saraqeb": FA-KES).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from ..types import PLACE, Mention
from .anchors import demonyms
from .conjoined import join_pairs
from .gazetteer import anchors, known_place_name, lookup_key
from .junk import group_adjectives, is_technology
from .names import name_tokens, titles

# A text with fewer commas than one per this many characters lost them (FA-KES): its lists stand a space
# apart.
_CHARACTERS_PER_COMMA = 400
# NER's labels of names; a number or a date a space from a name is no part of it ("Apple 2004")
_NAME_LABELS = frozenset({"PERSON", "ORG", "GPE", "LOC", "FAC", "NORP", "PRODUCT", "WORK_OF_ART", "EVENT"})
_PLACE_LABELS = frozenset({"GPE", "LOC"})
_POSSESSIVES = ("'s", "\u2019s", "'", "\u2019")
# the word an article-opened pair follows: "the [Tennessee] [Williams] drama"
_ARTICLE_BEFORE = re.compile(r"\b(?:the|a|an)\s+$", re.IGNORECASE)
# a list that lost the comma before its last names: "[Intel] [AMD] and Nvidia"
_AND_A_NAME = re.compile(r"\s+and\s+[A-Z]")


def joined_adjacent(text: str, mentions: Sequence[Mention]) -> dict[Mention, tuple[Mention, Mention]]:
    """Pairs of mentions one space apart that name one thing (see the module docstring): each of the two ->
    (the first, the whole name with the label of :func:`_label`)."""
    if text.count(",") * _CHARACTERS_PER_COMMA < len(text):
        return {}
    return join_pairs(mentions, lambda first, second: _whole(text, first, second))


def _whole(text: str, first: Mention, second: Mention) -> Mention | None:
    """The one name two mentions a space apart make, with the label of :func:`_label`, else None."""
    if (
        text[first.end : second.start] != " "
        or not _halves(first, second)
        or not _in_context(text, first, second)
    ):
        return None
    return replace(first, text=text[first.start : second.end], end=second.end, label=_label(first, second))


def _label(first: Mention, second: Mention) -> str:
    """The whole name's NER label: the second half's, the name's head ("Tennessee Williams" a person, "Sony
    PSP" a product), but a firm's before a place is its arm ("Nintendo UK"), and a work's label NER gives a
    station's name after its network is the network's ("BBC Radio Five Live")."""
    if (first.label == "ORG" and second.label in ("GPE", "LOC")) or second.label == "WORK_OF_ART":
        return first.label
    return second.label


def _in_context(text: str, first: Mention, second: Mention) -> bool:
    """False when the words around two mentions a space apart say they are two names (module docstring)."""
    if second.text.endswith(_POSSESSIVES) or text.startswith(_POSSESSIVES, second.end):
        return False
    if _AND_A_NAME.match(text, second.end):
        return False
    first_place = first.label in _PLACE_LABELS or known_place_name(first.text)
    # the second half is a place by its tag or as a country: GeoNames holds towns named like any surname
    # ("the Swan [Hunter] shipyard")
    if first_place and (second.label in _PLACE_LABELS or _anchored_place(second.text)):
        return False
    if first_place and second.label in ("PERSON", "ORG"):
        return bool(_ARTICLE_BEFORE.search(text, max(0, first.start - 10), first.start))
    return True


def _anchored_place(name: str) -> bool:
    """True when the gazetteer's anchors name a place by ``name`` (a country: "Britain", "US")."""
    anchor = anchors().get(lookup_key(name))
    return anchor is not None and anchor.kind == PLACE


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
