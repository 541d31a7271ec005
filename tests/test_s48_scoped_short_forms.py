"""Session 48's guard on short forms that leave out a nation's, a place's or a level's word
(kg/entities/scoped_short_forms.py): "the Times" is no "Irish Times" unless the article ties them, while
short forms that keep their scope word, or that an article writes after the full name, still join it.
Real-model builds of sentences written for the test."""

from __future__ import annotations

import pytest

from kg.entities.scoped_short_forms import scope_words, scoped
from tests.resolved import form_keys, resolve_texts


@pytest.mark.parametrize(
    ("texts", "full", "short"),
    [
        (  # a level's word left out: the central bank is not the commercial one
            (
                "The National Bank of Greece raised 2bn euros from investors.",
                "The Bank of Greece cut its growth forecast for the year.",
            ),
            "National Bank of Greece",
            "Bank of Greece",
        ),
        (  # one sentence naming both names two bodies
            (
                "The Irish Football Association named a new manager on Monday, and the Football Association "
                "in London welcomed the choice.",
                "The Football Association fined the Chelsea striker 20,000 pounds for his comments.",
            ),
            "Irish Football Association",
            "Football Association",
        ),
    ],
)
def test_a_short_form_without_its_scope_word_stays_apart_where_no_article_ties_them(
    texts: tuple[str, ...], full: str, short: str
) -> None:
    resolution = resolve_texts(*texts)
    assert form_keys(resolution, short).isdisjoint(form_keys(resolution, full))


def test_an_article_naming_both_in_one_sentence_keeps_the_short_form_apart_where_it_is_not_tied() -> None:
    # a1 names the Irish body and the FA in one sentence: two bodies; a0 shortens the Irish body's name
    # in a later sentence, and only its mention joins it
    resolution = resolve_texts(
        "The Irish Football Association named a new manager on Monday. The Football Association said he "
        "would start in March.",
        "The Irish Football Association wrote to the Football Association in London about the match.",
        "The Football Association fined the Chelsea striker 20,000 pounds for his comments.",
    )
    irish = next(e for e in resolution.entities if e.label == "Irish Football Association")
    tied = {
        m.article_id
        for m in irish.mentions
        if m.text.endswith("Football Association") and "Irish" not in m.text
    }
    assert tied == {"a0"}


@pytest.mark.parametrize(
    ("texts", "full", "short"),
    [
        (  # the short form keeps the scope word: the same body in any article
            (
                "The Syrian Observatory for Human Rights said 12 people died in Idlib on Monday.",
                "The Syrian Observatory said the raids on the town went on overnight.",
            ),
            "Syrian Observatory for Human Rights",
            "Syrian Observatory",
        ),
        (  # a nation within a state, shortened in a later sentence of its article
            (
                "The Scottish Football Association banned the Rangers striker for four games. The Football "
                "Association said he could appeal.",
            ),
            "Scottish Football Association",
            "Football Association",
        ),
        (
            (
                "Ministers met the UN Security Council in New York on Friday. Diplomats said the Security "
                "Council would vote on the resolution next week.",
            ),
            "UN Security Council",
            "Security Council",
        ),
    ],
)
def test_a_short_form_its_article_ties_to_the_full_name_joins_it(
    texts: tuple[str, ...], full: str, short: str
) -> None:
    resolution = resolve_texts(*texts)
    assert form_keys(resolution, short) == form_keys(resolution, full)


def test_scope_words_hold_nations_within_a_state_and_levels() -> None:
    assert {"irish", "scottish", "welsh", "national", "world"} <= scope_words()
    assert scoped(("scottish",)) and not scoped(("free",)) and not scoped(())


def test_a_short_form_most_of_whose_articles_tie_it_is_the_corpus_name_of_that_body() -> None:
    # two of three articles write "the Observatory" after the full name: the third's is the same monitor
    resolution = resolve_texts(
        "The Syrian Observatory for Human Rights said 12 people died in Idlib. The Observatory said the "
        "raids went on overnight.",
        "The Syrian Observatory for Human Rights said seven people died in Homs. The Observatory said the "
        "shelling went on.",
        "Fighting went on in Daraa, the Observatory said on Sunday.",
    )
    assert len(form_keys(resolution, "Observatory")) == 1
    assert form_keys(resolution, "Observatory") == form_keys(
        resolution, "Syrian Observatory for Human Rights"
    )


def test_a_short_form_cut_before_a_place_tail_stays_apart_where_one_sentence_names_both() -> None:
    # "of Wales" is a place's word after the name: a0 names the Welsh body and the FA in London together
    resolution = resolve_texts(
        "The Football Association of Wales wrote to the Football Association in London about the match.",
        "The Football Association fined the Chelsea striker for his comments.",
    )
    assert form_keys(resolution, "Football Association").isdisjoint(
        form_keys(resolution, "Football Association of Wales")
    )
