"""Abbreviations a text defines as a common noun's: "kilobits per second (Kbps)", "gross domestic product
(GDP)", "digital video recorders (DVRs)". NER tags such short forms as people or firms, but the text itself
says what they stand for, and what they stand for is written in lower case: no name. A short form whose
long form is capitalised ("the Sentencing Guidelines Council (SGC)") names something and is left alone,
and so does one whose lower-case long form ends in an organisation's designator ("news agency").
Pure functions of strings: the long form is found as Schwartz and Hearst's algorithm finds it (A Simple
Algorithm for Identifying Abbreviation Definitions in Biomedical Text, PSB 2003), read backwards from the
bracket, each letter of the short form in order, the first at the start of a word.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from functools import cache

from ..types import Mention
from .gazetteer import designated
from .names import name_tokens

# Short forms are one word of letters and digits (an "s" of a plural included): "Kbps", "PVRs", "3G"
_MAX_SHORT = 10


def long_form(short: str, before: str) -> str | None:
    """The words right before a bracket that ``short`` abbreviates, or None: the shortest run of words
    ending at the bracket that holds the short form's letters in order, its first letter opening a word,
    in no more words than the short form has letters (so that "under the existing (UN)" is no definition)."""
    letters = [c.lower() for c in short if c.isalnum()]
    words = before.split()
    if not letters or not words:
        return None
    window = " ".join(words[-min(len(letters) + 5, 2 * len(letters)) :])
    s, i = len(letters) - 1, len(window) - 1
    matched: list[int] = []
    while s >= 0:
        # the first letter must open a word; the others may stand anywhere in it ("kilo[b]its")
        while i >= 0 and (window[i].lower() != letters[s] or (s == 0 and i > 0 and window[i - 1].isalnum())):
            i -= 1
        if i < 0:
            return None
        matched.append(i)
        i -= 1
        s -= 1
    start = window.rfind(" ", 0, i + 1) + 1
    found = window[start:]
    if len(found.split()) > len(letters) or len(found) <= len(short):
        return None
    # each word gives the short form a letter: "could have given ([Cole])" is a quotation's gloss, whose
    # letters "have" gives none of
    ends = [start + m.end() for m in re.finditer(r"\S+", found)]
    if any(not any(e - len(w) <= p < e for p in matched) for e, w in zip(ends, found.split(), strict=True)):
        return None
    return found


def defines_common_noun(text: str, mention: Mention) -> bool:
    """True when the mention stands in brackets right after the lower-case words it abbreviates:
    "kilobits per second ([Kbps])"."""
    short = mention.text
    # a mention at the text's start has an empty slice before it, no bracket
    if text[max(0, mention.start - 1) : mention.start] != "(" or not text.startswith(")", mention.end):
        return False
    if len(short) > _MAX_SHORT or not short.isalnum() or not short[:1].isupper():
        return False
    found = long_form(short, text[max(0, mention.start - 120) : mention.start - 1])
    if found is None or found != found.lower() or not any(c.isalpha() for c in found):
        return False
    # a body described in lower case is still a body: "the state news agency (Sana)" names the agency
    # its short form stands for wherever the corpus writes it
    return not designated(name_tokens(found))


def common_noun_abbreviation(mentions: Iterable[Mention], texts: Mapping[str, str]) -> bool:
    """True when a text defines the name, at any of its mentions, as a common noun's abbreviation: the
    short form means that noun wherever the corpus writes it ("GDP" in every article once one spells it)."""
    return any(defines_common_noun(texts.get(m.article_id, ""), m) for m in mentions)


# how many content words of a long name its short form may leave out: "CENTR" gives "Top Level Domain" one
# letter, its own short form's first
_SKIPPED_WORDS = 2


def spells(short: str, tokens: tuple[str, ...], small: frozenset[str]) -> bool:
    """True when ``short`` is cut from the name's words in order, each piece the start of a word: "Balco"
    of Bay Area Laboratory Cooperative (b, a, l, co), "UKIP" of UK Independence Party (uk, i, p), "NWRC"
    of North Wales Rowing Club. The first piece opens the first word
    and the last piece the last word, as a short form spans its name; a word of ``small`` ("of", "the")
    may give a piece or none, and at most two other words none."""
    letters = "".join(c for c in short.lower() if c.isalnum())
    if len(letters) < 3 or len(tokens) < 2:
        return False

    @cache
    def fits(at: int, word: int, skipped: int) -> bool:
        if word == len(tokens):
            return at == len(letters)
        token = tokens[word]
        last = word == len(tokens) - 1
        # the piece of this word: its first k letters, k >= 1
        for k in range(min(len(token), len(letters) - at), 0, -1):
            if token[:k] == letters[at : at + k] and fits(at + k, word + 1, skipped):
                return True
        # the first and the last word always give a piece
        if word == 0 or last:
            return False
        if token in small:
            return fits(at, word + 1, skipped)
        return skipped < _SKIPPED_WORDS and fits(at, word + 1, skipped + 1)

    return fits(0, 0, 0)
