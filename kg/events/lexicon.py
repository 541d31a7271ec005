"""Word lists of the event stage, read from ontology/ tables so that people curate them as data:
number words (number-words.tsv), the head nouns of state organs and of place units (head-nouns.tsv), and
any kind of a word table as a regex group (table_words: background-words.tsv, aftermath-words.tsv).
Imports nothing from kg/events, so any module of the stage may use it.
"""

from __future__ import annotations

from functools import lru_cache

from ..resources import alternation as alternation  # re-exported: the event stage's rules build on it
from ..resources import number_words as number_word_rows
from ..resources import read_tsv, words_of_kind

# The table of background words (ontology/background-words.tsv), read by kind by every module of the stage:
# time units, parts cues, motives, the words that mark a toll as a campaign's ...
BACKGROUND_TABLE = "background-words.tsv"


def table_words(table: str, kind: str) -> str:
    """The rows of one kind of an ontology/ word table (``word``, ``kind``) as a regex group, in table order
    (as the rule written out in code had them), a space matching any run of spaces."""
    return alternation(words_of_kind(table, kind), longest_first=False)


@lru_cache(maxsize=2)
def number_words(articles: bool = False) -> dict[str, int]:
    """Number words and their values; with ``articles``, also "a" and "an" (one, before a unit of time)."""
    kinds = frozenset({"number", "article"} if articles else {"number"})
    return {word: int(value) for word, value in number_word_rows(kinds).items()}


@lru_cache(maxsize=4)
def head_nouns(kind: str) -> tuple[str, ...]:
    """The head nouns of one kind of head-nouns.tsv ("state-body", "place-unit", "ground-fire", "source")."""
    words = tuple(row["word"] for row in read_tsv("head-nouns.tsv") if row["kind"] == kind)
    if not words:
        raise ValueError(f"head-nouns.tsv has no row of kind {kind!r}; add rows or fix the kind's name")
    return words
