"""Answers about a whole Doc computed once per doc (``doc_cache``), the POS and label columns
(``tag_columns``) that spare building a Token for each word, and the tokens of a few word forms or tags
(``words_in``, ``tagged``, ``with_pos``), found in those columns so that only they are built as Tokens.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Callable
from functools import lru_cache
from typing import TYPE_CHECKING, TypeVar

from spacy.strings import get_string_id
from spacy.symbols import DEP, LOWER, POS, TAG

if TYPE_CHECKING:
    from spacy.tokens import Doc, Span, Token

T = TypeVar("T")


def doc_cache(doc: Doc, key: str, compute: Callable[[Doc], T]) -> T:
    """``compute(doc)`` once per doc, kept in ``doc.user_data[key]``.

    Extraction asks the same questions of a document for every fact (where its quotes are, which
    words are verbs); answering them once keeps extraction a small fraction of the parse time.
    ``compute`` is a plain function of the doc, so a cache hit costs one dictionary lookup.
    """
    data = doc.user_data
    if key in data:
        return data[key]  # type: ignore[no-any-return]
    found = data[key] = compute(doc)
    return found


def _read_tags(doc: Doc) -> tuple[list[int], list[int]]:
    columns = doc.to_array([POS, DEP])
    return columns[:, 0].tolist(), columns[:, 1].tolist()


def tag_columns(doc: Doc) -> tuple[list[int], list[int]]:
    """The POS and dependency-label ids of every token, without building a Token for each."""
    return doc_cache(doc, "kg.tags", _read_tags)


def _written_sentences(doc: Doc) -> list[Span]:
    return [s for s in doc.sents if not all(t.is_space for t in s)]


def written_sentences(doc: Doc) -> list[Span]:
    """The doc's sentences less those of spaces alone: a blank line between paragraphs parses as a
    sentence of its own, and a rule that counts sentences back must not count it. One list per doc,
    shared by the rules that read it: never change it."""
    return doc_cache(doc, "kg.written_sentences", _written_sentences)


def sentence_index(doc: Doc, i: int) -> int:
    """The index in ``written_sentences`` of the sentence that holds token ``i`` (the last one starting
    at or before it; 0 before the first)."""
    starts = doc_cache(doc, "kg.written_starts", lambda d: [s.start for s in written_sentences(d)])
    return max(0, bisect_right(starts, i) - 1)


def entity_around(tok: Token) -> Span:
    """The whole name the NER labels around ``tok`` ("David Smith" around "Smith"), or ``tok`` alone when
    the NER labels none: the parser may make any of a name's words, even a hyphen's, the one a rule holds."""
    doc = tok.doc
    start, end = tok.i, tok.i + 1
    if tok.ent_type_:
        while start > 0 and doc[start].ent_iob_ == "I":
            start -= 1
        while end < len(doc) and doc[end].ent_iob_ == "I":
            end += 1
    return doc[start:end]


def _column(doc: Doc, attr: int) -> list[int]:
    return doc_cache(doc, f"kg.column.{attr}", lambda d: d.to_array(attr).tolist())  # type: ignore[no-any-return]


@lru_cache(maxsize=256)
def _ids(values: frozenset[str]) -> frozenset[int]:
    # the ids the columns hold (a symbol's number, else the string's hash), the same in every vocab
    return frozenset(get_string_id(v) for v in values)


def _tokens_with(doc: Doc, attr: int, values: frozenset[str]) -> list[Token]:
    ids = _ids(values)
    return [doc[i] for i, value in enumerate(_column(doc, attr)) if value in ids]


def words_in(doc: Doc, words: frozenset[str]) -> list[Token]:
    """The tokens whose lower-case form (``Token.lower_``) is one of ``words``, in reading order.

    A rule for a few nouns of a table ("the group", "a spokesman") scanned every token of the article,
    building a Token and a string for each; the lower-case column, read once per doc, is a list of
    numbers, and only the tokens wanted are built.
    """
    return _tokens_with(doc, LOWER, words)


def tagged(doc: Doc, tags: frozenset[str]) -> list[Token]:
    """The tokens whose fine-grained tag (``Token.tag_``) is one of ``tags``, in reading order."""
    return _tokens_with(doc, TAG, tags)


def with_pos(doc: Doc, pos: frozenset[str]) -> list[Token]:
    """The tokens whose part of speech (``Token.pos_``) is one of ``pos``, in reading order."""
    return _tokens_with(doc, POS, pos)
