"""What the whole build writes, worked out once and shared by the rules of :mod:`.forms`: the lookup keys
of every name NER found (what a possessive may own, or a designator complete), those of the names written
in running text rather than in a headline, and whether a title-case line reads as a headline.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from functools import lru_cache

from .. import config
from ..resources import words_of_kind
from ..types import ArticleExtraction, Mention, Sentence
from .gazetteer import anchors, lookup_key
from .title_case import in_title_case_run, title_case_sentence


def known_name(key: str, names: LazyKeys) -> bool:
    """A curated name's key, or one NER found anywhere in the corpus, whole or opening a longer name
    ("three ex-Columbia executives" beside "Columbia Management Advisors")."""
    return key in anchors() or key in names() or any(name.startswith(key + " ") for name in names())


class LazyKeys:
    """Lookup keys of every name NER found in the corpus, worked out the first time they are asked for."""

    def __init__(self, extractions: Sequence[ArticleExtraction]) -> None:
        self._extractions = extractions
        self._keys: frozenset[str] | None = None

    def __call__(self) -> frozenset[str]:
        if self._keys is None:
            self._keys = frozenset(
                lookup_key(mention.text)
                for extraction in self._extractions
                for mention in extraction.mentions
                if mention.label in config.NER_KINDS
            )
        return self._keys


def title_line(sentence: Sentence | None, mention: Mention) -> bool:
    """A title-case sentence that reads as a headline, not a short one whose few longer words are names
    ("She ran the London Marathon in April."): it ends without a stop, or capitalises two longer words
    besides the mention's."""
    if sentence is None:
        return False
    if not sentence.text.rstrip().endswith((".", "!", "?")):
        return True
    offset = mention.start - sentence.start
    outside = sentence.text[:offset] + " " + sentence.text[offset + len(mention.text) :]
    return sum(word[0].isupper() for word in _LONG_WORD.findall(outside)) >= 2


_LONG_WORD = re.compile(r"[A-Za-z][A-Za-z-]{3,}")


class LazyProse:
    """Lookup keys of the names NER found in running text (no headline, no title-case line), worked out
    the first time they are asked for: a name the corpus writes there stands on its own."""

    def __init__(self, extractions: Sequence[ArticleExtraction]) -> None:
        self._extractions = extractions
        self._keys: frozenset[str] | None = None
        self._recurring: frozenset[str] = frozenset()
        self._runs: dict[tuple[str, int, int], bool] = {}
        self._titled: dict[str, dict[int, bool]] = {}

    def titled(self, extraction: ArticleExtraction) -> dict[int, bool]:
        """title_case of each sentence of an article, by index, worked out once per article."""
        found = self._titled.get(extraction.article.id)
        if found is None:
            found = {sentence.index: title_case_sentence(sentence) for sentence in extraction.sentences}
            self._titled[extraction.article.id] = found
        return found

    def run(self, text: str, mention: Mention) -> bool:
        """in_title_case_run for a mention, worked out once: both this class and the caller ask."""
        where = (mention.article_id, mention.start, mention.end)
        found = self._runs.get(where)
        if found is None:
            found = self._runs[where] = in_title_case_run(text, mention)
        return found

    def __call__(self) -> frozenset[str]:
        if self._keys is None:
            keys: set[str] = set()
            articles: Counter[str] = Counter()
            for extraction in self._extractions:
                titled = self.titled(extraction)
                prose = {s.index for s in extraction.sentences if s.index and not titled[s.index]}
                written: set[str] = set()
                text = extraction.article.text
                for m in extraction.mentions:
                    if m.label in config.NER_KINDS:
                        key = lookup_key(m.text)
                        written.add(key)
                        # a headline run into the first sentence is no running text; that sentence is
                        # not in ``prose`` (index 0), so only the run around the mention is checked
                        if m.sentence_index in prose and not (text and self.run(text, m)):
                            keys.add(key)
                articles.update(written)
            self._keys = frozenset(keys)
            self._recurring = frozenset(key for key, count in articles.items() if count > 1)
        return self._keys

    def recurring(self) -> frozenset[str]:
        """Lookup keys of the names more than one article writes."""
        self()
        return self._recurring


def known_keys(names: frozenset[str]) -> frozenset[str]:
    """Lookup keys of every name in the corpus and the curated tables: what a possessive may own."""
    return names | curated_keys()


@lru_cache(maxsize=1)
def curated_keys() -> frozenset[str]:
    """Lookup keys of the names of the curated tables: countries, anchors and armed groups."""
    return frozenset(k for k in anchors() if not k.startswith("ACR:")) | _armed_groups()


@lru_cache(maxsize=1)
def _armed_groups() -> frozenset[str]:
    """Lookup keys of the armed groups' names of ontology/armed-groups.tsv: an article may write one only as
    an owner ("Fateh al-Sham Al-Qaedas former branch")."""
    return frozenset(lookup_key(form) for form in words_of_kind("armed-groups.tsv", "name", "form"))
