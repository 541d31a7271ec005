"""Possessives written without an apostrophe ("Syrias Hasakeh", "Assads forces"): whether a
text's preparation stripped its apostrophes, and the name a mention names once its "s" is cut off.
"""

from __future__ import annotations

import re
from dataclasses import replace

from ..types import Mention
from .corpus_names import curated_keys
from .gazetteer import given_name_first, org_words
from .names import name_tokens


def apostrophe_free(text: str) -> bool:
    """True for a text whose preparation stripped every apostrophe ("Syrias", "doesnt"): a long text
    without one, where a final -s after a known name is read as a possessive."""
    return len(text) > 300 and "'" not in text and "’" not in text


# After a person's name in an apostrophe-free text, these words follow the name itself ("Williams said"),
# where a lower-case noun follows a possessive ("Husseins forces").
_NOT_OWNED = frozenset(
    [
        "said",
        "says",
        "told",
        "added",
        "and",
        "or",
        "who",
        "whose",
        "was",
        "is",
        "were",
        "are",
        "has",
        "had",
        "have",
        "in",
        "on",
        "at",
        "of",
        "to",
        "for",
        "from",
        "with",
        "by",
        "as",
        "but",
        "after",
        "before",
        "when",
        "while",
        "would",
        "will",
        "could",
        "can",
        "did",
        "does",
        "also",
        "then",
    ]
)


def depossess(mention: Mention, known: frozenset[str], lookup, text: str = "") -> Mention:
    """The mention without an apostrophe-less possessive: "Syrias Hasakeh" -> "Hasakeh" (the owner goes),
    "Bashar al-Assads" -> "Bashar al-Assad", when the name without its -s is one the corpus or the curated
    tables know. Offsets move with the text, so the mention still points at its words."""
    words = mention.text.split(" ")
    start, end = mention.start, mention.end
    for i, word in enumerate(words[:-1]):
        if _owner(word, known, lookup) and words[i + 1][:1].isupper():
            cut = len(" ".join(words[: i + 1])) + 1
            rest = replace(mention, text=mention.text[cut:], start=start + cut)
            return depossess(rest, known, lookup, text)
    last = words[-1]
    if text[end : end + 1] == "s" and len(words) > 1:
        return _before_owner(mention, known, lookup, text)
    # "Syrian Democratic Forces" is a plural name, not the Force's: designators keep their -s.
    plural_name = name_tokens(last) in org_words()[1]
    if len(last) > 3 and last.endswith("s") and not last.endswith("ss") and not plural_name:
        stem = " ".join([*words[:-1], last[:-1]])
        # "Husseins forces": a person's name before a noun; "Fabius came" keeps its -us (vowel before -s).
        owned = mention.label == "PERSON" and last[-2] not in "aeiou" and noun_follows(text, end)
        if lookup(stem) in known or owned:
            return replace(mention, text=mention.text[:-1], end=end - 1)
        return _before_owner(mention, known, lookup, text)
    return mention


def _before_owner(mention: Mention, known: frozenset[str], lookup, text: str) -> Mention:
    """The name before an owner that ends the mention: "Fateh al-Sham Al-Qaedas former branch" is "Fateh
    al-Sham, Al-Qaeda's former branch" with its comma and apostrophe stripped, so the name is the words
    before the owner (NER may leave the owner's -s out: "[Nusra Front al Qaeda]s official wing"). Only
    when the owner is a name of the curated tables (a country, an armed group), a lower-case noun follows
    (what it owns) and the words before are a name of their own: capitalised, not a given name ("Bashar
    al-Assads forces" is one man's); the owner's words are tried longest first ("al Qaedas", "Qaedas")."""
    glued = text[mention.end : mention.end + 1] == "s"
    end = mention.end + glued
    if not noun_follows(text, end):
        return mention
    words = (mention.text + "s" * glued).split(" ")
    for size in (2, 1):
        head, owner = " ".join(words[:-size]), " ".join(words[-size:])
        if (
            len(words) > size
            and head[:1].isupper()
            # a designator ends one name: "Syrian Democratic Forces"
            and name_tokens(owner[:-1]) not in org_words()[1]
            # a name of the corpus may be a word of a longer one: "Army" of "the Syrian Arab Armys defenses"
            and _owner(owner, curated_keys(), lookup)
            and (lookup(head) in known or not glued)
            # NER's span without the -s is a name of the corpus itself ("Bashar al-Assad|s forces", "Ahrar
            # al-Sham|s leader"): only before a name of two words or more, and no person's
            and (not glued or (" " in head and mention.label != "PERSON"))
            and not given_name_first(head)
        ):
            return replace(mention, text=head, end=mention.start + len(head))
    return mention


def noun_follows(text: str, end: int) -> bool:
    """True when a lower-case noun-like word follows: "Ban Ki-moons office", not "Williams said"."""
    following = re.match(r"\s+([a-z][a-z-]+)", text[end : end + 30])
    if following is None:
        return False
    return following.group(1) not in _NOT_OWNED and not following.group(1).endswith("ed")


def _owner(word: str, known: frozenset[str], lookup) -> bool:
    return len(word) > 3 and word.endswith("s") and not word.endswith("ss") and lookup(word[:-1]) in known
