"""Extraction over the Kerman sample articles: the facts a reader looks for first."""

from __future__ import annotations

import pytest

from kg.articles import read_article
from kg.extract import extract_article
from kg.types import Triple


@pytest.fixture(scope="module")
def sample_triples(nlp, sample_dir) -> dict[str, list[Triple]]:
    out = {}
    for path in sorted(sample_dir.glob("*.txt")):
        article = read_article(path)
        out[article.id] = list(extract_article(nlp(article.text), article).triples)
    return out


def test_khamenei_vows_says_or_promises(sample_triples):
    found = [
        t
        for ts in sample_triples.values()
        for t in ts
        if "Khamenei" in t.subject.display and t.lemma.split()[0] in {"vow", "say", "promise"}
    ]
    assert found


def test_miller_statement_is_attributed_and_negated(sample_triples):
    # Matthew Miller told reporters "The United States was not involved in any way"
    inner = [
        t
        for ts in sample_triples.values()
        for t in ts
        if t.attributed_to is not None
        and "Miller" in t.attributed_to.text
        and "United States" in t.subject.text
    ]
    assert inner and all(t.negated for t in inner)


def test_nobody_took_credit_is_negated(sample_triples):
    credit = [t for t in sample_triples["004"] if t.lemma.startswith("take credit")]
    assert credit and all(t.negated for t in credit)


def test_denial_never_yields_a_positive_unattributed_fact(sample_triples):
    # "US officials rejected any suggestion that it or its ally Israel was behind the deadly blasts"
    for ts in sample_triples.values():
        for t in ts:
            if t.lemma.startswith("be behind") or (
                t.subject.text.endswith("Israel") and t.lemma == "involve in"
            ):
                assert t.negated or t.attributed_to is not None, t


def test_pronoun_he_resolves_to_soleimani(sample_triples):
    buried = [t for t in sample_triples["000"] if t.lemma == "bury in" and t.subject.text == "He"]
    assert buried and "Soleimani" in (buried[0].subject.resolved or "")
