"""Possessives written without an apostrophe ("Syrias Hasakeh", "Assads forces"): whether a
text's preparation stripped its apostrophes, and the name a mention names once its "s" is cut off.
"""

from __future__ import annotations

import re
from dataclasses import replace

from ..types import Mention
from .gazetteer import org_words
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
            return depossess(replace(mention, text=mention.text[cut:], start=start + cut), known, lookup)
    last = words[-1]
    # "Syrian Democratic Forces" is a plural name, not the Force's: designators keep their -s.
    plural_name = name_tokens(last) in org_words()[1]
    if len(last) > 3 and last.endswith("s") and not last.endswith("ss") and not plural_name:
        stem = " ".join([*words[:-1], last[:-1]])
        # "Husseins forces": a person's name before a noun; "Fabius came" keeps its -us (vowel before -s).
        owned = mention.label == "PERSON" and last[-2] not in "aeiou" and noun_follows(text, end)
        if lookup(stem) in known or owned:
            return replace(mention, text=mention.text[:-1], end=end - 1)
    return mention


def noun_follows(text: str, end: int) -> bool:
    """True when a lower-case noun-like word follows: "Ban Ki-moons office", not "Williams said"."""
    following = re.match(r"\s+([a-z][a-z-]+)", text[end : end + 30])
    if following is None:
        return False
    return following.group(1) not in _NOT_OWNED and not following.group(1).endswith("ed")


def _owner(word: str, known: frozenset[str], lookup) -> bool:
    return len(word) > 3 and word.endswith("s") and not word.endswith("ss") and lookup(word[:-1]) in known
