"""A happening named by what dates it or by the show it is: "last year's [Superbowl]", "this year's [Budget]",
"the [3GSM] trade show". NER tags such names ORG, GPE or PERSON; a body, a place or a person has no yearly
occurrence, and a trade's show is an event. Takes an article's text and a mention; gives whether its words
make the mention an event. The words are ontology/occasion-words.tsv's `recurs-before` and `event-after` rows.
Read by :func:`.evidence.context_kind`.
"""

from __future__ import annotations

import re
from functools import lru_cache

from ..resources import alternation, words_of_kind
from ..types import Mention
from .gazetteer import demonyms, known_place_name, lookup_key, name_words, national_names, person_given_names
from .junk import group_adjectives
from .names import name_tokens

# a hyphen joins the name to a word it forms a modifier with: "last year's Oscar-winning film" dates the
# film (a lower-case word after may be a verb as well as a noun the name qualifies: "last year's Hale Bowl
# cost the network a fine", so only the hyphen counts)
_JOINED_AFTER = re.compile(r"^-\w")


@lru_cache(maxsize=1)
def _recurs_before() -> re.Pattern[str]:
    """A time's possessive right before the name (occasion-words.tsv's `recurs-before` rows)."""
    words = alternation(words_of_kind("occasion-words.tsv", "recurs-before"))
    return re.compile(r"\b" + words.replace("'", "['’]") + r"\s+(?:the\s+)?$", re.IGNORECASE)


@lru_cache(maxsize=1)
def _event_apposed() -> re.Pattern[str]:
    """A trade show's noun in apposition after the name, closing its noun phrase (occasion-words.tsv's
    `event-apposed` rows): "Kelso, the world's biggest gadget fair, opens"; not "Kelso, a spokesman for the
    fair" (no grammar word between), nor before a verb that opens the next clause."""
    nouns = alternation(words_of_kind("occasion-words.tsv", "event-apposed"))
    between = r"(?!(?:of|for|at|in|on|with|to|from|by|and|or)\s)[\w'’-]+\s+"
    return re.compile(
        rf"^\s*,\s+(?:the|a|an)\s+(?:{between}){{0,3}}?{nouns}"
        r"(?:\s*[,.;:)]|\s+(?:that|which|where|in|at|on|held|opens|opened|has|had|is|was|will)\b)"
    )


@lru_cache(maxsize=1)
def _named_before() -> re.Pattern[str]:
    """An operation's noun and a verb of naming right before the name (occasion-words.tsv's `named-before`
    rows): "the operation dubbed [Kelso Shield]", "an offensive called the [Rage of Hale]"."""
    words = alternation(words_of_kind("occasion-words.tsv", "named-before"))
    return re.compile(r"\b" + words + r"\s+(?:the\s+)?[\"'“‘]?$", re.IGNORECASE)


@lru_cache(maxsize=1)
def _event_after() -> re.Pattern[str]:
    """A trade show's noun right after the name (occasion-words.tsv's `event-after` rows)."""
    return re.compile(
        r"^\s+" + alternation(words_of_kind("occasion-words.tsv", "event-after")) + r"\b", re.IGNORECASE
    )


def _no_occasion(mention: Mention) -> bool:
    """True for a name that is a place or a people whatever is said of it ("this year's London" is its
    marathon, "last year's European" its championships, "the Geneva motor show" is held there), a person's
    full name, or a prize's ("this year's Turner Prize" is an honour)."""
    name = mention.text.strip()
    key = lookup_key(name)
    tokens = name_tokens(name)
    return (
        not tokens
        or known_place_name(name)
        or key in national_names()
        or key in demonyms()
        or key in group_adjectives()
        # NER's PERSON on a name that opens with a given name: "this year's David Hale" is a figure of speech
        or (mention.label == "PERSON" and len(tokens) > 1 and tokens[0] in person_given_names())
        or tokens[-1:] in name_words("honour")
    )


def named_occasion(text: str, mention: Mention) -> bool:
    """True when the words around a mention make it a happening's name: a time's possessive before it that
    dates one occurrence ("last year's [Superbowl]"), the name closing its noun phrase, or a trade show's
    noun after it ("the [3GSM] trade show"), or an operation named so before it ("the operation dubbed
    [Kelso Shield]"); never a place's, a people's, a person's full name or a prize's
    (:func:`_no_occasion`)."""
    before = text[max(0, mention.start - 20) : mention.start]
    after = text[mention.end : mention.end + 30]
    dated = _recurs_before().search(before) and not _JOINED_AFTER.match(after)
    apposed = _event_apposed().match(text[mention.end : mention.end + 70])
    named = _named_before().search(text, max(0, mention.start - 40), mention.start)
    return bool(dated or apposed or named or _event_after().match(after)) and not _no_occasion(mention)
