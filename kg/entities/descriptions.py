"""Descriptions an article ties to a person's name: "Iran's top leader Ayatollah Ali Khamenei" (apposition
before the name), "Khamenei, Iran's supreme leader," (after it) and "Qaani is the commander of the Quds
Force" (copula). Within that article the description then names the person, so that a statement whose
subject is "Iran's top leader" is about Khamenei. Pure functions of the text and mention offsets.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Iterable, Mapping
from functools import lru_cache

# Where a description before a name starts: after punctuation or a word that ends a clause.
_BOUNDARY = re.compile(
    r"[,;:.!?\"“”()\n]|\b(?:said|says|told|and|but|that|by|with|when|as|while|after|before|to|from|for)\b",
    re.IGNORECASE,
)
_AFTER = re.compile(r"^,\s+((?:the|a|an)\s+)?([^,.;:\"“”()]{3,60}?)\s*[,.;]")
_COPULA = re.compile(r"^\s+(?:is|was|has been)\s+(?:the|a|an)\s+([^,.;:\"“”()]{3,60}?)\s*[,.;]")
_DETERMINER = re.compile(r"^(?:the|a|an|then)\s+", re.IGNORECASE)
MAX_WORDS = 8


@lru_cache(maxsize=100_000)  # linking asks for the key of the same subject phrases over and over
def description_key(text: str) -> str:
    """The form a description is looked up by: lower case, apostrophes unified, no leading article."""
    text = re.sub(r"\s+", " ", text.replace("’", "'").strip(" ,.;:")).lower()
    return _DETERMINER.sub("", text)


def _usable(description: str) -> bool:
    """Two words or more, one of them a lower-case word: "Iran's top leader", not "Tehran" or "He"."""
    words = description.split()
    return 2 <= len(words) <= MAX_WORDS and any(w[:1].islower() for w in words)


def article_descriptions(text: str, people: Iterable[tuple[int, int, str]]) -> dict[str, str]:
    """Description key -> person entity key for one article; a description given to two people is dropped."""
    found: dict[str, set[str]] = defaultdict(set)
    for start, end, key in people:
        line_start = max(text.rfind("\n", 0, start), 0)
        before = text[max(line_start, start - 80) : start]
        cut = max((m.end() for m in _BOUNDARY.finditer(before)), default=0)
        for candidate in (before[cut:], *_after(text, end)):
            # "Iran's top leader Ayatollah": the title before a name is the name's, not the description's
            untitled = re.sub(r"(?:\s+[A-Z][\w.-]*)+\s*$", "", candidate.strip())
            for form in {description_key(candidate), description_key(untitled)}:
                if _usable(form):
                    found[form].add(key)
    return {d: next(iter(keys)) for d, keys in sorted(found.items()) if len(keys) == 1}


def _after(text: str, end: int) -> list[str]:
    following = text[end : end + 80]
    return [m.group(m.lastindex or 0) for m in (_AFTER.match(following), _COPULA.match(following)) if m]


def by_article(
    texts: Mapping[str, str], people: Mapping[str, list[tuple[int, int, str]]]
) -> dict[str, dict[str, str]]:
    """Descriptions of every article that names people."""
    return {a: article_descriptions(texts.get(a, ""), spans) for a, spans in people.items() if texts.get(a)}
