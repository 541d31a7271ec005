"""Firms the words around their names state, though NER tagged them people or places: names listed right
after a plural noun of firms, with no "such as" between ("hedge funds [Kelso] and [Hale]", "casino operators
Kelso Clubs, Hale Group and [Lantern Leisure]"), and the body a spokesman speaks for ("a spokeswoman for
[Kelso]"). The singular noun right before one name says so already ("telecoms giant Verizon",
:mod:`.context_cues`); a list's later items stand after another name, and "such as" lists are read by
:func:`.works.listed_org`.

The nouns are ontology/context-words.tsv's `orgs-named` rows: only nouns that name firms and never the
people or the sides a list may hold ("shareholders", "rivals" and "film makers" list people, clubs and
nations as often). A spokesman's words are its `speaker-for` rows, before "for": a person's spokesman
speaks for "Mr Hale", whose title stands between. A person's full name that opens with a given name keeps
its kind (the bosses of a trade are named after its noun too), and so does a place GeoNames or pycountry
knows. Takes an article's text and a mention; gives whether the mention is such a firm. Read by
:func:`.evidence.context_kind`.
"""

from __future__ import annotations

import re
from functools import lru_cache

from ..resources import alternation, read_tsv, words_of_kind
from ..types import Mention
from .gazetteer import known_place_name
from .works import given_named_person, opens_item


@lru_cache(maxsize=1)
def _firms_named() -> re.Pattern[str]:
    """A plural noun of firms right before the first name of its list (context-words.tsv's `orgs-named`
    rows), ending where the list starts."""
    nouns = alternation(words_of_kind("context-words.tsv", "orgs-named"))
    # the text before a mention ends with the noun itself when the mention is the list's first name
    return re.compile(rf"\b(?P<noun>{nouns})\s+(?=(?-i:[A-Z0-9])|$)", re.IGNORECASE)


@lru_cache(maxsize=1)
def _definite_noun() -> re.Pattern[str]:
    """ "the", "these" or "those", maybe one lower-case word, and a plural noun of firms, ending right before
    the name: with one name only, it is the subject of a relative clause ("the companies [Kelso] owns")."""
    nouns = alternation(words_of_kind("context-words.tsv", "orgs-named"))
    return re.compile(rf"\b(?:the|these|those)\s+(?:[a-z-]+\s+)?{nouns}\s+$", re.IGNORECASE)


# another name joined after the mention: the list has two items or more ("the hedge funds [Kelso] and Hale")
_NEXT_ITEM = re.compile(r"\s*(?:,|\s(?:and|or)\s)\s*(?:The\s+)?[A-Z0-9]")


@lru_cache(maxsize=1)
def _group_after() -> re.Pattern[str]:
    """A group's noun of ontology/collective-nouns.tsv right after the name: the body a spokesman speaks for
    is that group, which the name only qualifies ("a spokesman for Kelso police", "for the Hale family").
    Not a company noun of company-nouns.tsv: "a spokesman for the Kelso group" names the firm."""
    firms = {row["noun"] for row in read_tsv("company-nouns.tsv", ("noun",))}
    nouns = alternation(
        row["noun"] for row in read_tsv("collective-nouns.tsv", ("noun",)) if row["noun"] not in firms
    )
    return re.compile(rf"\s+{nouns}\b")


@lru_cache(maxsize=1)
def _speaker_for() -> re.Pattern[str]:
    """A spokesman's word of context-words.tsv's `speaker-for` rows and "for", maybe "the", ending right
    before the name."""
    words = alternation(words_of_kind("context-words.tsv", "speaker-for"))
    return re.compile(rf"\b{words}\s+for\s+(?:the\s+)?$", re.IGNORECASE)


def named_firm(text: str, mention: Mention) -> bool:
    """True when the mention opens an item of a list of names right after a plural noun of firms ("hedge
    funds Kelso and [Hale]") or is the body a spokesman speaks for ("a spokeswoman for [Kelso]"); not a
    person's full name, nor a place GeoNames or pycountry knows, nor a possessive's owner ("a spokesman for
    Kelso's board")."""
    if given_named_person(mention) or known_place_name(mention.text):
        return False
    if opens_item(text, mention, _firms_named(), None):
        lone = _NEXT_ITEM.match(text, mention.end) is None
        clause = lone and _definite_noun().search(text, max(0, mention.start - 60), mention.start)
        if not clause:
            return True
    owner = re.match(r"['’]s?\b", text[mention.end : mention.end + 2])
    if owner or _group_after().match(text, mention.end):
        return False
    return _speaker_for().search(text, max(0, mention.start - 40), mention.start) is not None
