"""A title a work's or a product's noun closes around its owner or opens in apposition: "the BBC's [Kelso
Hour] programme", "Lantern's [Hale] console", "[Kelso], a handheld games console with ...", "[Hale], the
disc format for ...". NER tags such titles as firms, people or places, and the title is often named once.
Takes an article's text and a mention; gives whether the mention is such a title (kind Other).

The nouns are ontology/context-words.tsv's `owned-work-after` rows (a title between an owner's possessive and
the noun) and `apposed-work` rows (the head of an apposition after the title). A possessive right before a
title and a work's noun right after it leave no other reading: the owner made, sells or broadcasts the
thing the noun names, and the name between is the thing's own ("Kelso's Hale film" can only be a film
called Hale). Not where the name is a person's full name ("the BBC's Ann Hale programme" is hers), a place's
("Kelso's West End musical"), initials alone ("Hale's US TV show"), a designated body's or a happening's, nor
after a day's, a place's or a nation's possessive ("Friday's Kelso show", "France's Hale film": what
qualifies the noun there is the award, the channel or the genre). An apposition's noun must close its phrase:
"Ann Lee, a game designer" and "Kelso, a games console maker" name a person and a firm; and no preposition
may open the sentence before the name: "In Kelso, a device, thought to be a bomb, went off" is where it did.
"""

from __future__ import annotations

import calendar
import re
from functools import lru_cache

from ..resources import alternation, number_words, words_of_kind
from ..types import Mention
from .gazetteer import designated, event_heads, place_or_nation
from .names import name_tokens
from .places import preposition_word
from .works import given_named_person

# the owner's name and its possessive right before the title, maybe past the title's "The" that NER left out:
# "the BBC's [Kelso Hour]", "Radio Five's The [Kelso]"; initials own too ("the BBC's"), unlike makers.py's
_OWNER_BEFORE = re.compile(
    r"(?P<owner>[A-Z][\w.-]*(?:\s+[A-Z0-9][\w.-]*)*)(?:['’]s|(?<=s)['’])\s+(?:The\s+)?$"
)
# a day's or a month's possessive qualifies the noun with a time: "Friday's Kelso show"
_TIME_OWNERS = frozenset(calendar.day_name).union(
    calendar.month_name[1:], ["Year", "Week", "Weekend", "Today", "Tonight", "Yesterday", "Tomorrow"]
)

# a preposition that opens the sentence right before the name: the comma closes its phrase, and the noun
# phrase after it is the clause's subject, no apposition ("In Kelso, the scheme, which began in May, ...")
_OPENING_WORD = re.compile(r"(?:^|(?<=[.!?\n])|(?<=[.!?][\"'’”]))\s*(?P<word>[A-Z][a-z]+)\s+(?:the\s+)?$")


@lru_cache(maxsize=1)
def _owned_noun_after() -> re.Pattern[str]:
    """A work's or a product's noun right after the title, no word between (context-words.tsv's
    `owned-work-after` rows)."""
    nouns = alternation(words_of_kind("context-words.tsv", "owned-work-after"))
    return re.compile(rf"\s+{nouns}\b", re.IGNORECASE)


@lru_cache(maxsize=1)
def _apposed_noun() -> re.Pattern[str]:
    """An apposition after the title whose head is a work's or a product's noun (context-words.tsv's
    `apposed-work` rows), up to three words between its article and the noun, closing at a stop, a bracket
    or a word that opens what qualifies the noun: ", a powerful gaming console with", ", the disc format
    for", ", an online puzzle game that", ", a Danish film about", ", a novel by". No preposition,
    conjunction or second determiner among the words before the noun: "Ann Lee, a spokesman for the show,"
    and "Kelso, the studio behind the film," name no show and no film."""
    nouns = alternation(words_of_kind("context-words.tsv", "apposed-work"))
    return re.compile(
        r"\s*,\s+(?:the|a|an)\s+(?:(?!(?:of|for|and|or|to|in|on|at|by|with|from|behind|about|after|like|than"
        r"|as|the|a|an|his|her|its|their)\s)[A-Za-z'-]+\s+){0,3}?"
        rf"{nouns}(?:\s*[,.;:)]|\s+(?:with|for|about|by|starring|that|which|from|aimed|designed|made"
        r"|launched|released|developed|due|to\s+be|(?:on|in)\s+which)\b)",
        re.IGNORECASE,
    )


def _title_name(mention: Mention, initials: bool = True) -> bool:
    """True when the mention can be a title: not a person's full name, a place, a designated body, a
    happening or a nation, nor initials alone unless ``initials`` ("the disc format" may be "UMD", but
    "Hale's US TV show" is a show on television). Not a name that ends in a number: "Ann Lee's Channel 4
    show", "the BBC's Radio 1 programme" name the channel or the station it is on."""
    tokens = name_tokens(mention.text)
    return bool(
        tokens
        and not tokens[-1].isdigit()
        and tokens[-1] not in number_words(frozenset({"number"}))
        and not given_named_person(mention)
        and (initials or not all(word.isupper() for word in mention.text.split()))
        and not designated(tokens)
        and tokens[-1:] not in event_heads()
        and not place_or_nation(mention.text)
    )


def owned_work(text: str, mention: Mention) -> bool:
    """True when the mention stands between an owner's possessive and a work's or a product's noun: "the
    BBC's [Kelso Hour] programme", "Lantern's [Hale] console"."""
    if mention.text.rstrip().endswith(("'s", "’s", "'", "’")):
        return False
    owner = _OWNER_BEFORE.search(text, max(0, mention.start - 60), mention.start)
    if not owner or not _owned_noun_after().match(text, mention.end):
        return False
    name = re.sub(r"^The\s+", "", owner.group("owner"))
    if name.split()[-1] in _TIME_OWNERS or place_or_nation(name):
        return False
    return _title_name(mention, initials=False)


def apposed_work(text: str, mention: Mention) -> bool:
    """True when an apposition whose head is a work's or a product's noun follows the mention: "[Kelso], a
    handheld games console with", "[Hale], the disc format for"."""
    if not _apposed_noun().match(text, mention.end):
        return False
    opening = _OPENING_WORD.search(text, max(0, mention.start - 20), mention.start)
    return not (opening and _fronted(opening.group("word").lower())) and _title_name(mention)


@lru_cache(maxsize=1)
def _clause_openers() -> frozenset[str]:
    """Words that open a clause (context-words.tsv's `clause-after` rows): "after", "since", "while"."""
    return frozenset(words_of_kind("context-words.tsv", "clause-after"))


def _fronted(word: str) -> bool:
    """True for a preposition that opens its own phrase only: "after", "before", "since" and "until" may open
    a clause whose subject is the name ("After Kelso, a console with a camera, flopped, ...")."""
    return preposition_word(word) and word not in _clause_openers()
