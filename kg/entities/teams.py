"""Sides of a match: a name an article writes as one side of a fixture or a result line is a club there.

BBC sport names clubs by their towns ("Bolton", "West Ham", "Exeter City") and nicknames ("Spurs"), and NER
types those names as the towns, or as people ("Everton", "Aston Villa"). A line that holds nothing but a
fixture ("Ipswich v Bolton", "Swindon/Notts Co v Middlesbrough") or a result ("Newcastle 2-1 Bolton",
"Wasps 31-37 Leicester") names two sides: the 56 such lines of the BBC articles no sample names (27
sport articles, 87 sides) all name teams or nations. A mention of the same name in that article, in the
running text too ("Bolton meet Ipswich"), is then the club, and so is the side a match is played "at home
to". The kind is settled with the entity's other mentions as :mod:`.evidence`'s stated kinds are; a
nation's side is judged as its country, so the caller leaves national names out
(:func:`.gazetteer.national_names`).

Takes an article's text and a mention; gives whether the mention names a side. Plain data only.
"""

from __future__ import annotations

import re
from functools import lru_cache

from ..memo import per_article
from ..resources import alternation, words_of_kind
from ..types import Mention
from .names import name_tokens

# One side: up to four capitalised words ("Milton Keynes Dons", "Sheff Utd", "QPR", "Notts Co").
_SIDE = r"[A-Z][\w'&.-]*(?: [A-Z][\w'&.-]*){0,3}"
# A fixture not yet settled names its possible sides with a slash or "or": "Swindon/Notts Co v
# Middlesbrough", "Burnley or Liverpool v Bournemouth".
_OR = re.compile(r"/| or ")
_SIDES = rf"{_SIDE}(?:(?:/| or ){_SIDE})*"
# "Newcastle 2-1 Bolton", and the older "Newcastle 2 Bolton 1".
_RESULT = re.compile(
    rf"({_SIDE})\s+\d{{1,3}}\s*-\s*\d{{1,3}}\s+({_SIDE})|({_SIDE}) \d{{1,3}} ({_SIDE}) \d{{1,3}}"
)


@lru_cache(maxsize=1)
def _fixture() -> re.Pattern[str]:
    """A line holding only two sides and a fixture word of ontology/team-words.tsv between them."""
    return re.compile(rf"({_SIDES})\s+{alternation(words_of_kind('team-words.tsv', 'fixture'))}\s+({_SIDES})")


@lru_cache(maxsize=1)
def _before_side() -> re.Pattern[str]:
    """The words of ontology/team-words.tsv right before a side in running text, ending where it starts."""
    return re.compile(rf"\b{alternation(words_of_kind('team-words.tsv', 'before'))}\s+$")


@lru_cache(maxsize=8)
def sides(text: str) -> frozenset[tuple[str, ...]]:
    """The name tokens of every side that a line of ``text`` holding only a fixture or a result names."""
    found: set[tuple[str, ...]] = set()
    for line in text.splitlines():
        # a fixture's day in brackets is no part of it: "France v Wales (Sat)"
        line = re.sub(r"\s*\([^()]*\)$", "", line.strip().rstrip("."))
        match = _fixture().fullmatch(line) or _RESULT.fullmatch(line)
        if match is None:
            continue
        for group in match.groups():
            for side in _OR.split(group or ""):
                if side:
                    found.add(name_tokens(side))
    return frozenset(found)


@per_article
def names_side(text: str, mention: Mention) -> bool:
    """True when ``mention`` is a side the article's fixture or result lines name: the same words, or a
    side's words and a club's further words ("Exeter City" of "Man Utd v Exeter"), or the words a side
    shortens ("Manchester United" of "Man Utd"); or the side a match is played at home to."""
    # "were drawn at home to Stoke", "a 2-0 defeat at home to Atletico Madrid"
    if _before_side().search(text, max(0, mention.start - 30), mention.start):
        return True
    written = sides(text) if text else frozenset()
    if not written:
        return False
    tokens = name_tokens(mention.text.strip())
    # a whole result line NER took for one name ("Hereford 1-1 Doncaster") is no club
    if any(letter.isdigit() for word in tokens for letter in word):
        return False
    return any(
        tokens[: len(side)] == side or (len(side) > 1 and _shortened(side, tokens[: len(side)]))
        for side in written
        if side
    )


def _shortened(side: tuple[str, ...], words: tuple[str, ...]) -> bool:
    """True when each word of a side of two words or more is the name's word or its shortening, its
    letters in order from the first ("Man Utd", "Notts Co", "Sheff Utd" of "Sheffield United"). A single
    word is no evidence of shortening ("Derby" is no "Derbyshire")."""
    if len(words) != len(side):
        return False
    return all(
        short == word or (short[:1] == word[:1] and _in_order(short, word))
        for short, word in zip(side, words, strict=True)
    )


def _in_order(short: str, word: str) -> bool:
    """True when the letters of ``short`` stand in ``word`` in the same order ("utd" in "united")."""
    letters = iter(word)
    return all(letter in letters for letter in short)
