"""Resolve an article whose NER mentions are given by hand, so that a rule about NER's slips is pinned
whatever the model tags on a given day (as spaCy's own tests build Docs by hand)."""

from __future__ import annotations

from kg.entities import Resolution, resolve_entities
from kg.entities.evidence import context_kind
from kg.types import Article, ArticleExtraction, Mention


def hand_tagged(text: str, tags: list[tuple[str, str]]) -> Resolution:
    """Entities of one article; ``tags`` are (surface, NER label) in the order they occur in ``text``."""
    mentions, start = [], 0
    for surface, label in tags:
        start = text.index(surface, start)
        mentions.append(Mention("a0", 0, surface, start, start + len(surface), label))
        start += len(surface)
    return resolve_entities([ArticleExtraction(Article("a0", text), (), tuple(mentions), ())])


def mention_at(text: str, name: str, label: str, occurrence: int = 0) -> Mention:
    """NER's mention of ``name`` (its ``occurrence``-th, from 0) in a one-sentence article ``text``."""
    start = -1
    for _ in range(occurrence + 1):
        start = text.index(name, start + 1)
    return Mention("a", 0, name, start, start + len(name), label)


def stated_kind(text: str, name: str, label: str) -> str | None:
    """The kind the words around the first ``name`` in ``text`` give it (``context_kind``), NER having
    tagged it ``label``."""
    start = text.index(name)
    said = context_kind(text, Mention("a", 0, name, start, start + len(name), label))
    return said[0] if said else None
