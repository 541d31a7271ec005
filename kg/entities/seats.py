"""The seat after a member of a parliament's initials and "for": "the Labour MP for [Redditch] and
[Bromsgrove]", "the AM for [Llanfair]". NER tags such a constituency as a person or a body; "MP for" states
that it is a place. Takes the words before a mention; gives whether the mention names the seat.
The initials are ontology/context-words.tsv's `seat-holder` rows, and the parties that follow "MP for" as
what a member stands for, no seat, its `not-seat` rows.
"""

from __future__ import annotations

import re
from functools import lru_cache

from ..resources import alternation, words_of_kind
from ..types import ORGANIZATION, Mention
from .gazetteer import anchors, designated, given_name_first, lookup_key
from .names import name_tokens

# One member's initials and "for" before the seat: "MP for [Redditch] and [Bromsgrove]" (each name of the
# seat, up to an "and" that joins two); not "MPs for", whose "for" is the side they take ("Labour MPs for
# Gordon Brown")
_SEAT_BEFORE = re.compile(
    r"\b"
    + alternation(word.upper() for word in words_of_kind("context-words.tsv", "seat-holder"))
    + r"\s+for\s+(?:(?:[A-Z][\w'-]*\s+){1,4}(?:and|&)\s+)?$"
)


@lru_cache(maxsize=1)
def _parties() -> frozenset[str]:
    """Lookup keys of the parties a member stands for ("labour", "tory")."""
    return frozenset(lookup_key(word) for word in words_of_kind("context-words.tsv", "not-seat"))


def named_seat(before: str, mention: Mention) -> bool:
    """True when the mention names a seat after "MP for": not a person's name, which opens with a given name
    ("the AM for Cardiff Central and [Mike German]"), nor a party's or a body's ("an MP for [Labour]", a
    name that ends in an organisation's designator or the curated tables hold as an organisation's)."""
    if not _SEAT_BEFORE.search(before) or given_name_first(mention.text):
        return False
    key = lookup_key(mention.text)
    anchor = anchors().get(key)
    return not (
        key in _parties()
        or (anchor is not None and anchor.kind == ORGANIZATION)
        or designated(name_tokens(mention.text))
    )
