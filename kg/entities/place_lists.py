"""Arabic place names that NER ran together or cut in two, where FA-KES lost the commas of its lists.

"the neighborhoods of [al-Sabil al-Mogambo al-Furqan] and al-Midan" is three places in one span: after a
plural place unit and "of", a word joined to its article right after another such word starts the next
place ("Bustan al-Qasr | al-Kallaseh | al-Ameriyeh"), unless it qualifies the one before ("Tuloul al-Hawa
al-Sharqiya", eastern: ontology/place-qualifiers.tsv). "in [Bustan] [al-Qasser] neighborhood" is one place
NER cut in two: a one-word name and the article-joined word right after it, before a place unit's noun.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace
from functools import lru_cache
from itertools import pairwise

from ..resources import alternation, read_tsv, words_of_kind
from ..types import Mention
from .conjoined import join_pairs
from .gazetteer import anchors, known_place_name, lookup_key
from .names import ARABIC_ARTICLES

# a word joined to its article by a hyphen: "al-Furqan", "el-Zour"
_ARTICLE_WORD = re.compile("(?i:" + alternation(ARABIC_ARTICLES) + r")-(\w[\w']*)")
# a name's word of a list that lost its commas: capitalised, or article-joined
_LIST_WORD = r"(?:[A-Z][\w'-]*|[a-z]{1,3}-[\w'-]+)"


@lru_cache(maxsize=1)
def _list_before() -> re.Pattern[str]:
    """Before an item of a list of places: a plural place unit, "of" and the list's earlier words."""
    plurals = [w for w in words_of_kind("head-nouns.tsv", "place-unit", "plural") if w != "-"]
    return re.compile(rf"\b{alternation(plurals)} of (?:{_LIST_WORD} )*$")


@lru_cache(maxsize=1)
def _unit_after() -> re.Pattern[str]:
    """A place unit's noun in lower case right after a name: "[Bustan al-Qasser] neighborhood"."""
    return re.compile(rf" {alternation(words_of_kind('head-nouns.tsv', 'place-unit'))}\b")


# Endings of the feminine and the adjective ("-iyah", "-eh") a transliteration may add or spell its own way:
# "sharqi", "sharqiya", "sharqiyeh" are one word; the longer endings are tried first.
_ENDINGS = re.compile(r"(?:iyyah|iyyeh|iyya|iyah|iyeh|iya|yia|ah|eh|a|e|i)$")
# long vowels written doubled: "kabeer" is "kabir", "janoubi" is "janubi"
_LONG_VOWELS = (("ee", "i"), ("ou", "u"), ("oo", "u"))


def _spelling_key(word: str) -> str:
    """A qualifier's word without the endings and vowel spellings transliterations vary in ("al-Kabeera",
    "al-Kabir" -> "kabir")."""
    for written, vowel in _LONG_VOWELS:
        word = word.replace(written, vowel)
    return _ENDINGS.sub("", word)


@lru_cache(maxsize=1)
def _qualifiers() -> frozenset[str]:
    return frozenset(_spelling_key(row["word"]) for row in read_tsv("place-qualifiers.tsv", ["word"]))


def _qualifies(stem: str) -> bool:
    """True when an article-joined word's stem qualifies the place before it (place-qualifiers.tsv)."""
    return _spelling_key(stem) in _qualifiers()


def _article_stem(word: str) -> str | None:
    """The word after the article of an article-joined word, lower case ("al-Furqan" -> "furqan")."""
    found = _ARTICLE_WORD.fullmatch(word)
    return found.group(1).lower() if found else None


# The same names recur in every article of a build: their words are read once per name.
@lru_cache(maxsize=200_000)
def _item_starts(name: str) -> tuple[int, ...]:
    """The words of ``name`` that start another place of a list: an article-joined word right after another
    that it does not qualify ("al-Sabil al-Mogambo" -> (1,))."""
    words = name.split(" ")
    return tuple(
        i
        for i in range(1, len(words))
        if _article_stem(words[i - 1]) and (stem := _article_stem(words[i])) and not _qualifies(stem)
    )


def split_place_list(text: str, mention: Mention) -> tuple[Mention, ...]:
    """The places of a list without commas that one mention holds, each its own mention (labelled GPE: the
    list's unit says they are places), or the mention itself. Only an item of a list after a plural place
    unit and "of" is split, so a person's "Mohammad al-Hassan al-Ali" and a group's "Nour al-Din al-Zenki"
    stay whole."""
    starts = _item_starts(mention.text)
    if not starts or not _list_before().search(text, max(0, mention.start - 200), mention.start):
        return (mention,)
    words = mention.text.split(" ")
    pieces, offset = [], mention.start
    for first, end in pairwise([0, *starts, len(words)]):
        name = " ".join(words[first:end])
        pieces.append(replace(mention, text=name, start=offset, end=offset + len(name), label="GPE"))
        offset += len(name) + 1
    return tuple(pieces)


def joined_article_names(text: str, mentions: Sequence[Mention]) -> dict[Mention, tuple[Mention, Mention]]:
    """One-word places NER cut before their article-joined word, which it took for a name of its own ("in
    [Bustan] [al-Qasser] neighborhood"): each of the two mentions -> (the first, the whole name), as
    :func:`.conjoined.joined_at_and` gives them. The two are one space apart, a place unit's noun follows,
    and the first is no place or curated name of its own ("Aleppo al-Jadida" is one place all the same:
    "al-Jadida", new, qualifies it)."""
    return join_pairs(mentions, lambda first, second: _whole_place(text, first, second))


def _whole_place(text: str, first: Mention, second: Mention) -> Mention | None:
    """The one place a one-word name and its article-joined word make (:func:`joined_article_names`)."""
    stem = _article_stem(second.text)
    if (
        text[first.end : second.start] != " "
        or " " in first.text
        or not first.text[:1].isupper()
        or stem is None
        or _article_stem(first.text)
        or not _unit_after().match(text, second.end)
    ):
        return None
    named = known_place_name(first.text) or lookup_key(first.text) in anchors()
    if named and not _qualifies(stem):
        return None
    return replace(first, text=text[first.start : second.end], end=second.end, label="GPE")
