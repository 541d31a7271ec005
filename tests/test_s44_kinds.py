"""Kinds and junk of session 44 (issue 13). A one-word name NER reads as a person's that only ever opens a
sentence, that the texts also write in lower case and that no one is named by (no given name or surname of
Faker's, no last word of a full name of the texts) is a common word: "Gloomy forecasts ...". A town's coach,
manager or captain in a story about matches is its club's ("Harwick coach Tomas Keller"); a nation's stays
the country, and a town's elsewhere the town. Each text is invented."""

from __future__ import annotations

import re

import pytest

from kg.entities import Resolution, resolve_entities
from kg.pipeline import extract_articles
from kg.types import EVENT, ORGANIZATION, PLACE, Article, ArticleExtraction, Mention, Sentence
from tests.test_s38_kind import kinds


def _with_sentences(text: str, tags: list[tuple[str, str]]) -> Resolution:
    """Entities of one article whose mentions are given by hand, with its sentences split after ". " and
    at line breaks, which tell a name that opens a sentence from one inside it."""
    sentences = [
        Sentence("a0", i, found.group(), found.start(), found.end())
        for i, found in enumerate(re.finditer(r"[^\n.]+(?:\.|$)\s*", text))
    ]
    mentions, start = [], 0
    for surface, label in tags:
        start = text.index(surface, start)
        index = next(s.index for s in sentences if s.start <= start < s.end)
        mentions.append(Mention("a0", index, surface, start, start + len(surface), label))
        start += len(surface)
    return resolve_entities([ArticleExtraction(Article("a0", text), tuple(sentences), tuple(mentions), ())])


def test_a_common_word_tagged_as_a_person_opening_a_sentence_is_no_name() -> None:
    text = "Gloomy forecasts hit the shares of Kelvo Foods on Monday. Traders had called the outlook gloomy."
    resolution = _with_sentences(text, [("Gloomy", "PERSON"), ("Kelvo Foods", "ORG")])
    assert "Gloomy" not in {e.label for e in resolution.entities}
    assert any(name == "Gloomy" and reason == "common word" for name, reason, _ in resolution.dropped)


@pytest.mark.parametrize(
    ("text", "tags", "name"),
    [
        # a given name of Faker's: people are named so
        ("Hope said the team would recover. There is hope yet, the club said.", [("Hope", "PERSON")], "Hope"),
        # the last word of a person's full name in the texts: the surname, which opens a sentence
        (
            "The minister Ann Straw met the envoy.\n\nStraw said a straw poll of members backed it.",
            [("Ann Straw", "PERSON"), ("Straw", "PERSON")],
            "Straw",
        ),
        # review: a verb of saying after it: a one-name singer speaks, a common word does not
        (
            "Lantern said the tour would open in May. Fans lit a lantern at the gate.",
            [("Lantern", "PERSON")],
            "Lantern",
        ),
        # written inside a sentence too: a name, whatever the texts write in lower case
        (
            "Gloomy won the sprint. The crowd cheered Gloomy. Traders had called the outlook gloomy.",
            [("Gloomy", "PERSON"), ("Gloomy", "PERSON")],
            "Gloomy",
        ),
    ],
)
def test_a_persons_name_that_is_also_a_word_stays_a_name(
    text: str, tags: list[tuple[str, str]], name: str
) -> None:
    labels = {label for e in _with_sentences(text, tags).entities for label in (e.label, *e.aliases)}
    assert name in labels


_MATCH = (
    " The striker scored two goals in the league match, and the goalkeeper saved a penalty before half-time."
)


def test_a_towns_coach_in_a_story_about_matches_is_its_clubs() -> None:
    text = "Harwick coach Tomas Keller praised his players." + _MATCH
    assert kinds(text, [("Harwick", "GPE"), ("Tomas Keller", "PERSON")])["Harwick"] == ORGANIZATION


@pytest.mark.parametrize(
    "text",
    [
        # a nation's coach coaches its national side: the country
        "Wales coach Tomas Keller praised his players." + _MATCH,
        # no story about matches: the town's leader
        "Harwick leader Tomas Keller opened the new library on Monday. The council had paid for it.",
    ],
)
def test_a_nations_coach_or_a_towns_leader_outside_sport_leaves_the_place(text: str) -> None:
    name = text.split()[0]
    assert kinds(text, [(name, "GPE"), ("Tomas Keller", "PERSON")])[name] == PLACE


@pytest.mark.parametrize(
    ("text", "name", "label"),
    [
        ("The singer won three Grammys in Los Angeles on Sunday.", "Grammys", "GPE"),
        ("The film took four Baftas at the ceremony in London.", "Baftas", "GPE"),
        ("She collected the Golden Globe for best actress in a drama.", "Golden Globe", "FAC"),
    ],
)
def test_an_awards_shows_short_form_is_an_event(text: str, name: str, label: str) -> None:
    assert kinds(text, [(name, label)])[name] == EVENT


def test_a_bafta_won_joins_its_awards_show() -> None:
    # NER tags the prize a place: "nominated for a Bafta in 1998"
    articles = [Article("a0", "Carter was nominated for a Bafta in 1998 but lost.")]
    kinds = {e.label: e.kind for e in resolve_entities(extract_articles(articles, progress=None)).entities}
    assert kinds.get("Bafta Awards") == EVENT
    assert "Bafta" not in kinds
