"""The seat after a member of a parliament's initials and "for": "the Labour MP for [Redditch] and
[Bromsgrove]", "the AM for [Llanfair]". NER tags such a constituency as a person or a body; "MP for" states
that it is a place. Takes the words before a mention; gives whether the mention names the seat.
The initials are ontology/context-words.tsv's `seat-holder` rows, and the parties that follow "MP for" as
what a member stands for, no seat, its `not-seat` rows.

A list of seats after a plural noun of them and a colon ("the seats ... are: Dunmore North, Kelbridge and
Ashvale, Portlow East"; the nouns are the table's `seats-listed` rows): each item between
commas is one seat, whose "and" belongs to its name, however NER cut or ran the names.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace
from functools import lru_cache

from ..resources import alternation, words_of_kind
from ..types import ORGANIZATION, Mention
from .gazetteer import anchors, designated, given_name_first, lookup_key
from .names import name_tokens, titles

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


# a plural noun of seats, then the words of its sentence up to a colon: "The seats where ... are: "
_SEATS_BEFORE = re.compile(
    r"\b" + alternation(words_of_kind("context-words.tsv", "seats-listed")) + r"\b[^.:;\n]{0,160}:[ \t]*",
    re.IGNORECASE,
)
# one seat: capitalised words, with "and", "of", "upon", "the" or a hyphen between them ("Stockton-upon-Tees
# Central", "Cities of London and Westminster")
_SEAT = re.compile(r"[A-Z][\w'.]*(?:(?:-| |-upon-| and | of | of the | upon )[A-Z][\w'.]*)*")
_LIST_END = re.compile(r"\.(?:\s|$)|\n|;")


@lru_cache(maxsize=64)
def seat_items(text: str) -> tuple[tuple[int, int], ...]:
    """(start, end) of every item of the article's lists of seats (see the module docstring): five items or
    more between commas, each a seat's shape, up to the list's full stop or line end."""
    found: list[tuple[int, int]] = []
    for noun in _SEATS_BEFORE.finditer(text):
        start = noun.end()
        end_mark = _LIST_END.search(text, start)
        end = end_mark.start() if end_mark else len(text)
        items, offset = [], start
        for part in text[start:end].split(","):
            lead = len(part) - len(part.lstrip())
            item = part.strip()
            items.append((offset + lead, offset + lead + len(item)))
            offset += len(part) + 1
        if (
            len(items) >= 5
            and all(_SEAT.fullmatch(text[a:b]) for a, b in items)
            and sum(_person_named(text[a:b]) for a, b in items) * 2 < len(items)
        ):
            found.extend(items)
    return tuple(found)


def _person_named(item: str) -> bool:
    """True when an item of a list opens with a given name or a title: a person's name, of the candidates
    "for the seats" or the ministers "whose seats are at risk" ("Ellen Pask, Dr Tom Mabry"), no seat. Half
    the items or more so named make the list one of people."""
    first = item.split(" ", 1)[0].lower().rstrip(".")
    known = titles()
    return given_name_first(item) or (first,) in known.honorifics or (first,) in known.courtesy


def _item_of(text: str, mention: Mention) -> tuple[int, int] | None:
    """The seat list's item the mention lies in, if any."""
    if "," not in text or ":" not in text:
        return None
    for start, end in seat_items(text):
        if start <= mention.start and mention.end <= end:
            return start, end
    return None


def listed_seat(text: str, mention: Mention) -> bool:
    """True when the mention lies in an item of a list of seats (:func:`seat_items`)."""
    return _item_of(text, mention) is not None


def joined_seats(text: str, mentions: Sequence[Mention]) -> dict[Mention, tuple[Mention, Mention]]:
    """Each mention inside a list of seats that is less than its item -> (the item's first mention, the whole
    seat), as :func:`.conjoined.joined_at_and` gives them: "[Holborn] and [St Pancras]" is one seat, and so
    is "[Newcastle]-upon-Tyne Central" (labelled GPE: the list says they are places)."""
    if not text or ":" not in text or not seat_items(text):
        return {}
    by_item: dict[tuple[int, int], list[Mention]] = {}
    for mention in sorted(mentions, key=lambda m: (m.start, m.end)):
        item = _item_of(text, mention)
        if item is not None and (mention.start, mention.end) != item:
            by_item.setdefault(item, []).append(mention)
    joined: dict[Mention, tuple[Mention, Mention]] = {}
    for (start, end), inside in by_item.items():
        first = inside[0]
        whole = replace(first, text=text[start:end], start=start, end=end, label="GPE")
        for mention in inside:
            joined[mention] = (first, whole)
    return joined


def split_seats(text: str, mention: Mention) -> tuple[Mention, ...]:
    """The seats of a list that one mention ran together over its comma ("[Isle of Wight, Dorset West]"),
    each its own mention and whole; elsewhere the mention itself."""
    if "," not in mention.text or not text or ":" not in text:
        return (mention,)
    # every item the span reaches into, whole: "Kelbridge and [Ashvale, Portlow East]" is two seats
    items = [(a, b) for a, b in seat_items(text) if a < mention.end and mention.start < b]
    if len(items) < 2:
        return (mention,)
    return tuple(replace(mention, text=text[a:b], start=a, end=b, label="GPE") for a, b in items)
