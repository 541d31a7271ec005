"""Answers about a whole Doc computed once per doc (``doc_cache``), and the POS and label columns
(``tag_columns``) that spare building a Token for each word.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, TypeVar

from spacy.symbols import DEP, POS

if TYPE_CHECKING:
    from spacy.tokens import Doc

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
