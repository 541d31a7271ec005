"""The word tables the vague-speaker and bare-noun rules read (session 21): which singulars speak for a body
(``ontology/vague-singular-speakers.tsv``, column `speaks_for`) and which determiners make a noun a second
thing of its kind (``ontology/determiners.tsv``). Real-model parses of sentences written for these tests."""

from __future__ import annotations

import pytest

from kg.extract.vague import _second_one_words
from kg.extract.vague_speakers import indefinite_articles, spokes_singulars, vague_singulars
from tests.statements import find, triples_of


def test_the_tables_give_the_words_the_rules_read() -> None:
    assert indefinite_articles() == {"a", "an"}
    assert _second_one_words() == {"a", "an", "another"}
    # every singular that speaks for a body is a vague singular too: without a body in reach it is flagged
    assert spokes_singulars() == {"spokesman", "spokeswoman", "spokesperson"} < vague_singulars()


# text, the subject of the second sentence's "say" as shown, its flag
BODIES = [
    pytest.param(
        "Sony said on Monday it would cut 1,000 jobs. A spokesperson said the cuts would fall mainly in"
        " Japan.",
        "Sony",
        "",
        id="a spokesperson speaks for the body just heard from",
    ),
    pytest.param(
        "Sony said on Monday it would cut 1,000 jobs. A source said the cuts would fall mainly in Japan.",
        "A source",
        "speaker",
        id="a source speaks for no body",
    ),
]


@pytest.mark.parametrize(("text", "subject", "flag"), BODIES)
def test_only_a_spokesman_is_given_the_body_in_reach(nlp, text: str, subject: str, flag: str) -> None:
    found = [t for t in triples_of(nlp, text) if t.lemma == "say" and t.sentence_index == 1]
    assert [(t.subject.display, t.flag) for t in found] == [(subject, flag)]


# text, the subject of "last" as shown
SECOND_ONES = [
    pytest.param(
        "Conference\n\n"
        "Microsoft will speak at the Games Developers Conference in March. On Monday the firm held another"
        " conference in Seattle, where the chief executive answered questions. The conference lasted an"
        " hour.",
        "The conference",
        id="another conference in between leaves it open",
    ),
    pytest.param(
        "Conference\n\n"
        "Microsoft will speak at the Games Developers Conference in March. On Monday the firm hired a new"
        " chief executive in Seattle. The conference lasted an hour.",
        "the Games Developers Conference",
        id="no second conference: the one named",
    ),
]


@pytest.mark.parametrize(("text", "subject"), SECOND_ONES)
def test_another_of_its_kind_leaves_a_bare_noun_open(nlp, text: str, subject: str) -> None:
    assert find(triples_of(nlp, text), "last").subject.display == subject
