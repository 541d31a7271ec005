"""Kinds of session 40 (issue 13). Each text is invented."""

from __future__ import annotations

import pytest

from kg.entities.forms import _collect_forms
from kg.entities.junk import WordStats
from kg.types import EVENT, ORGANIZATION, OTHER, PERSON, PLACE, Article, ArticleExtraction, Mention
from tests.hand_tagged import hand_tagged
from tests.test_s38_kind import kinds

# two titles the article states works: a work's noun before one, "starring" after the other
_WORKS = "The film Harbour Lights opened in May. Morton Grange, starring Ann Lee, came a month later. "


def _votes(text: str, tags: list[tuple[str, str]]) -> dict[str, tuple[dict[str, float], dict[str, float]]]:
    """Each form's key -> (its kind votes, the kinds stated of it), after the votes of lists and roles."""
    mentions, start = [], 0
    for surface, label in tags:
        start = text.index(surface, start)
        mentions.append(Mention("a0", 0, surface, start, start + len(surface), label))
        start += len(surface)
    extraction = ArticleExtraction(Article("a0", text), (), tuple(mentions), ())
    texts = {"a0": text}
    forms = _collect_forms([extraction], texts, WordStats.of(texts.values()))[0]
    return {form.key: (dict(form.votes), dict(form.stated)) for form in forms}


def test_a_listed_work_takes_back_the_place_a_bare_at_stated() -> None:
    # "at Tarvek" states a place at a bare preposition's weight; the list beside two stated works makes
    # Tarvek a work, and the form keeps no vote of the place its mention no longer states
    text = _WORKS + "She was at Tarvek, Harbour Lights and Morton Grange last year."
    tags = [("Harbour Lights", "ORG"), ("Morton Grange", "PERSON"), ("Ann Lee", "PERSON")]
    votes, stated = _votes(
        text, [*tags, ("Tarvek", "ORG"), ("Harbour Lights", "ORG"), ("Morton Grange", "GPE")]
    )["tarvek"]
    assert votes.get(OTHER) and PLACE not in votes and PLACE not in stated


def test_a_bare_at_without_a_list_of_works_keeps_its_place() -> None:
    # guard: only one title the article states a work, so the list says nothing and the "at" stays
    text = "The film Harbour Lights opened in May. She was at Tarvek, Harbour Lights and Brisco last year."
    tags = [("Harbour Lights", "ORG"), ("Tarvek", "ORG"), ("Harbour Lights", "ORG"), ("Brisco", "ORG")]
    votes, stated = _votes(text, tags)["tarvek"]
    assert votes.get(PLACE) and stated.get(PLACE)


@pytest.mark.parametrize(
    ("text", "name", "label", "kind"),
    [
        # the land after the name, in lower case: a valley, a mountain, a desert
        ("Troops killed ten fighters in Tarvo valley in the countryside.", "Tarvo", "ORG", PLACE),
        ("Rebels fired shells near al-Varni mountain in the north.", "al-Varni", "PERSON", PLACE),
        # guard: a capitalised "Valley" is the rest of a firm's name NER cut short
        ("Kelvo Valley Partners said it would buy the firm.", "Kelvo", "ORG", ORGANIZATION),
        # a bearing's parts of a place, its bearing capitalised mid-sentence as some wires write it
        ("Rebels shelled the Western parts of Tarvosiyeh on Monday.", "Tarvosiyeh", "PERSON", PLACE),
        ("The army took the southeastern parts of Al Varnia.", "Al Varnia", "PERSON", PLACE),
        # guard: a bare "parts of" is a firm's as often
        ("Investors bought parts of Tarvo Holdings last year.", "Tarvo Holdings", "ORG", ORGANIZATION),
        # an operation named so is a happening
        (
            'Turkey pressed on with the offensive dubbed "Kelso Shield" on Monday.',
            "Kelso Shield",
            "WORK_OF_ART",
            EVENT,
        ),
        (
            "The militia launched an operation called the Rage of Tarvo to seize it.",
            "Rage of Tarvo",
            "WORK_OF_ART",
            EVENT,
        ),
        # guard: a campaign's name is a campaigning group's as often
        ("Activists ran a campaign called Hale Watch for a year.", "Hale Watch", "ORG", ORGANIZATION),
    ],
)
def test_the_words_around_a_name_state_a_place_or_an_operation(
    text: str, name: str, label: str, kind: str
) -> None:
    assert kinds(text, [(name, label)])[name] == kind


def _labels(text: str, tags: list[tuple[str, str]]) -> set[str]:
    return {entity.label for entity in hand_tagged(text, tags).entities}


@pytest.mark.parametrize(
    ("text", "span", "label", "name"),
    [
        ("Comedian Tom Varley said the show was over.", "Comedian Tom Varley", "PERSON", "Tom Varley"),
        (
            "The tour ended. Rapper Kelso Vane was arrested in May.",
            "Rapper Kelso Vane",
            "PERSON",
            "Kelso Vane",
        ),
        ("Bookmaker William Tarvo said profits rose.", "Bookmaker William Tarvo", "ORG", "William Tarvo"),
        # guards: a firm's name NER tags ORG that no given name opens; a description word inside a sentence
        (
            "Union Pacific Railroad said profits rose.",
            "Union Pacific Railroad",
            "ORG",
            "Union Pacific Railroad",
        ),
        ("They met the Comedian Tom Varley fans.", "Comedian Tom Varley", "PERSON", "Comedian Tom Varley"),
    ],
)
def test_a_description_opening_a_sentence_is_cut_off_the_name(
    text: str, span: str, label: str, name: str
) -> None:
    assert name in _labels(text, [(span, label)])


@pytest.mark.parametrize(
    ("text", "tags", "name", "kind"),
    [
        # a bearing's parts of what a firm or a party owns: the name keeps NER's organisation
        (
            "Central parts of Kelvo's cloud plan were leaked on Monday. Kelvo declined to comment.",
            [("Kelvo", "ORG"), ("Kelvo", "ORG")],
            "Kelvo",
            ORGANIZATION,
        ),
        (
            "The western parts of the Tarvo Party manifesto leaked. Tarvo Party would not comment.",
            [("Tarvo Party", "ORG"), ("Tarvo Party", "ORG")],
            "Tarvo Party",
            ORGANIZATION,
        ),
        # a possessive after it, whatever NER made of the name: its parts are of what it owns
        (
            "Central parts of Kelvo Vane's cloud plan were leaked.",
            [("Kelvo Vane", "PERSON")],
            "Kelvo Vane",
            PERSON,
        ),
        # guard: the parts of a place, its bearing capitalised mid-sentence or opening the sentence
        (
            "Heavy snow hit the Northern parts of Tarvosiyeh on Monday.",
            [("Tarvosiyeh", "PERSON")],
            "Tarvosiyeh",
            PLACE,
        ),
        ("Central parts of Tarvosiyeh were shelled.", [("Tarvosiyeh", "PERSON")], "Tarvosiyeh", PLACE),
    ],
)
def test_a_bearing_parts_of_what_a_firm_owns_make_no_place(
    text: str, tags: list[tuple[str, str]], name: str, kind: str
) -> None:
    assert kinds(text, tags)[name] == kind


@pytest.mark.parametrize(
    ("text", "tags", "name", "kind"),
    [
        # a desert or a mountain as a figure of speech: after "a", before "of"
        (
            "Kelso has become a Tarvo desert. Tarvo lost every seat it held.",
            [("Tarvo", "ORG"), ("Tarvo", "ORG")],
            "Tarvo",
            ORGANIZATION,
        ),
        (
            "The firm left behind the Kelvo mountain of debt. Kelvo collapsed in January.",
            [("Kelvo", "ORG"), ("Kelvo", "ORG")],
            "Kelvo",
            ORGANIZATION,
        ),
        # guard: the land itself
        ("Rebels fired shells near the Tarvo mountain in the north.", [("Tarvo", "ORG")], "Tarvo", PLACE),
    ],
)
def test_a_figure_of_land_makes_no_place(
    text: str, tags: list[tuple[str, str]], name: str, kind: str
) -> None:
    assert kinds(text, tags)[name] == kind


@pytest.mark.parametrize(
    ("text", "span", "label", "cut"),
    [
        # a title of two words, the second no name: the title stripping reads it whole
        (
            "President Elect Tom Varley said he would visit.",
            "President Elect Tom Varley",
            "PERSON",
            "Tom Varley",
        ),
        # a title further in, or a body's noun at the end
        (
            "Network Rail Chief Executive Mark Tarvo said trains would run.",
            "Network Rail Chief Executive Mark Tarvo",
            "PERSON",
            "Mark Tarvo",
        ),
        ("Model Railway Club said the show was off.", "Model Railway Club", "PERSON", None),
    ],
)
def test_a_description_is_cut_only_before_a_name_proper(
    text: str, span: str, label: str, cut: str | None
) -> None:
    words = span.split(" ")
    half = {" ".join(words[i:]) for i in range(1, len(words))} - {cut}
    assert not half & _labels(text, [(span, label)])
