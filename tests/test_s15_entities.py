"""Session 15's entity rules (issue 13), written from the development samples dev-s12e, dev-s13e and
dev-s14e. Each case is a real-model build of sentences written for the test, so that a rule is pinned on
what the model reads today."""

from __future__ import annotations

import pytest

from kg.entities import resolve_entities
from kg.pipeline import extract_articles
from kg.types import Article


def _resolve(*texts: str):
    articles = [Article(f"a{i}", text) for i, text in enumerate(texts)]
    return resolve_entities(extract_articles(articles, progress=None))


def _labels(*texts: str) -> set[str]:
    return {e.label for e in _resolve(*texts).entities}


@pytest.mark.parametrize(
    ("text", "whole"),
    [
        (
            "Teachers will get new guidance from the Department for Education and Skills next spring, "
            "a union leader said on Tuesday.",
            "Department for Education and Skills",
        ),
        (
            "Claimants were told by the Department for Work and Pensions that the rules would be changed "
            "again in the new year.",
            "Department for Work and Pensions",
        ),
    ],
)
def test_a_body_of_two_fields_ner_cut_at_its_and_is_whole(text: str, whole: str) -> None:
    # bbc dev-s14e: "the Department for Education and Skills" was two entities, "Department for
    # Education" and "Skills"
    labels = _labels(text)
    assert whole in labels
    assert not any(label != whole and whole.startswith(label) for label in labels)


@pytest.mark.parametrize(
    ("text", "second"),
    [
        (
            "Officials from the Ministry of Defence and Nato met in Brussels to discuss the new bases.",
            "Nato",
        ),
        (
            "Officials of the Ministry of Culture and Ofcom met on Monday. Ofcom said it would publish the "
            "report.",
            "Ofcom",
        ),
        (
            "Talks between the Department of Health and Unison broke down on Friday. Unison said the "
            "pay rise was overdue.",
            "Unison",
        ),
    ],
)
def test_a_body_of_one_field_and_a_name_of_its_own_stay_two(text: str, second: str) -> None:
    labels = _labels(text)
    assert second in labels
    assert not any(" and " in label for label in labels)
