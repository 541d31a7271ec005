"""Extraction: parsed sentences -> subject-predicate-object triples and entity mentions.

Takes an ``Article`` and its spaCy ``Doc`` (``nlp.load_model``) and gives a plain ``ArticleExtraction``
(``kg.types``): sentences, mentions and triples with character offsets, negation and attribution.
This is the only package that touches spaCy objects; none of them leave it. It never imports the
entity, event, RDF, store or view stages.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .nlp import load_model
    from .openie import write_openie
    from .triples import extract_article, extract_texts

__all__ = ["extract_article", "extract_texts", "load_model", "write_openie"]

# Loaded on first use: importing kg must not import spaCy (``kg query`` never parses).
_LAZY = {
    "extract_article": "triples",
    "extract_texts": "triples",
    "load_model": "nlp",
    "write_openie": "openie",
}


def __getattr__(name: str) -> Any:
    if name in _LAZY:
        from importlib import import_module

        return getattr(import_module(f".{_LAZY[name]}", __name__), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
