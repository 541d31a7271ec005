"""Statements of one text on a real-model parse, and the one with a given relation: shared by the tests of
pronouns (test_coref.py) and of definite descriptions (test_descriptions.py)."""

from __future__ import annotations

from kg.extract import extract_article
from kg.extract.nlp import parse_text
from kg.types import Article, Triple


def triples_of(nlp, text: str) -> list[Triple]:
    return list(extract_article(nlp(parse_text(text)), Article("t", text)).triples)


def find(triples: list[Triple], lemma: str) -> Triple:
    found = [t for t in triples if t.lemma == lemma]
    assert found, f"no {lemma!r} statement in {[(t.subject.display, t.lemma) for t in triples]}"
    return found[0]
