"""Entities resolved from a few texts written for a test, each text an article "a0", "a1", ..., and the keys
of the entities a written form went to: shared by the tests of session 47's short-form rules
(test_s47_tails.py, test_s47_sponsors.py)."""

from __future__ import annotations

from kg.entities import resolve_entities
from kg.pipeline import extract_articles
from kg.types import Article


def resolve_texts(*texts: str):
    """The entity resolution of ``texts``, built as ``kg build`` builds articles."""
    articles = [Article(f"a{i}", text) for i, text in enumerate(texts)]
    return resolve_entities(extract_articles(articles, progress=None))


def bare(text: str) -> str:
    """A mention's text without its opening "the"."""
    return text[4:] if text.lower().startswith("the ") else text


def form_keys(resolution, form: str) -> set[str]:
    """Keys of the entities any mention written ``form`` went to."""
    return {e.key for e in resolution.entities if any(bare(m.text) == form for m in e.mentions)}
