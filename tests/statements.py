"""Statements of one text on a real-model parse, and the one with a given relation: shared by the tests of
pronouns (test_coref.py), of definite descriptions (test_descriptions.py) and of copulas (test_s28_copulas.py,
test_s42_copulas.py); and the body of a page as the article reader leaves it, for the tests of page furniture
(test_s21_furniture.py, test_s24_repeats.py)."""

from __future__ import annotations

from pathlib import Path

from kg.articles import read_article
from kg.extract import extract_article
from kg.extract.nlp import parse_text
from kg.types import Article, Triple


def triples_of(nlp, text: str) -> list[Triple]:
    return list(extract_article(nlp(parse_text(text)), Article("t", text)).triples)


Row = tuple[str, str, str, bool, str]


def row(t: Triple) -> Row:
    """(subject, lemma, object, negated, speaker) of a statement, as its words read."""
    return (
        t.subject.display,
        t.lemma,
        t.object.display if t.object else "",
        t.negated,
        t.attributed_to.display if t.attributed_to else "",
    )


def speaker_rows(nlp, text: str) -> list[tuple[str, str, str, str]]:
    """(subject, lemma, speaker, flag) of each statement of ``text``, as their words read: shared by the
    tests of speakers (test_s29_vague_speakers.py, test_s44_reporter_outlets.py)."""
    return [
        (
            t.subject.display if t.subject else "",
            t.lemma,
            t.attributed_to.display if t.attributed_to else "",
            t.flag,
        )
        for t in triples_of(nlp, text)
    ]


def objects_of(nlp, text: str, lemma: str) -> set[str]:
    """The objects, as their words read, of the statements of relation ``lemma`` in ``text``."""
    return {t.object.display for t in triples_of(nlp, text) if t.lemma == lemma and t.object}


def copula_of(nlp, text: str, subject: str, obj: str) -> Triple:
    """The "be" statement of ``text`` whose subject and object read ``subject`` and ``obj``."""
    found = [
        t
        for t in triples_of(nlp, text)
        if t.lemma == "be"
        and t.object is not None
        and t.subject.display == subject
        and t.object.display == obj
    ]
    assert found, f"no copula {subject!r} | be | {obj!r} in {text!r}"
    return found[0]


def find(triples: list[Triple], lemma: str) -> Triple:
    found = [t for t in triples if t.lemma == lemma]
    assert found, f"no {lemma!r} statement in {[(t.subject.display, t.lemma) for t in triples]}"
    return found[0]


def page_body(tmp_path: Path, title: str, body: str) -> str:
    """The body of a page titled ``title`` once read as an article: what the furniture cuts left of it."""
    path = tmp_path / "page.txt"
    path.write_text(f"{title}\n\n{body}", encoding="utf-8")
    return read_article(path).text.split("\n\n", 1)[1]


def find_with_subject(triples: list[Triple], lemma: str, subject: str) -> Triple:
    """The statement of relation ``lemma`` whose subject reads ``subject``."""
    found = [t for t in triples if t.lemma == lemma and t.subject.display == subject]
    assert found, f"no {subject!r} {lemma!r} statement in {[(t.subject.display, t.lemma) for t in triples]}"
    return found[0]


def flag_of(nlp, text: str, lemma: str, subject: str) -> str:
    """The graph flag of that statement in ``text`` read as an article's body under a headline."""
    return find_with_subject(triples_of(nlp, "Headline here\n\n" + text), lemma, subject).flag
