"""Session 47's rule for a name's tail read in the article of its full name (kg/entities/tail_short_forms.py):
"World Cup" beside the "Rugby World Cup", "Commission" beside the "European Commission", and the guards that
keep apart names that share a tail. Real-model builds of sentences written for the test."""

from __future__ import annotations

import pytest

from kg.entities.merger import Merger
from kg.entities.scoped_short_forms import head_words
from kg.entities.tail_short_forms import _national_side, _owner_words
from tests.resolved import bare, form_keys, resolve_texts


def _entity_of(resolution, form: str):
    """The entity that bears ``form`` as its label or an alias."""
    return next(e for e in resolution.entities if form == e.label or form in e.aliases)


@pytest.mark.parametrize(
    ("text", "full", "short"),
    [
        (
            "Fiji reached the quarter-finals of the Rugby World Cup in 1987. Their coach said the World Cup "
            "had changed the sport on the islands.",
            "Rugby World Cup",
            "World Cup",
        ),
        (
            "The European Commission fined the chip maker 90m euros on Tuesday. The Commission said the firm "
            "had broken competition rules, and the Commission will watch its prices.",
            "European Commission",
            "Commission",
        ),
        (
            "Ministers met the UN Security Council in New York on Friday. Diplomats said the Security "
            "Council would vote on the resolution next week.",
            "UN Security Council",
            "Security Council",
        ),
    ],
)
def test_a_tail_in_the_article_of_its_full_name_is_that_name(text: str, full: str, short: str) -> None:
    resolution = resolve_texts(text)
    assert form_keys(resolution, short) == form_keys(resolution, full)


def test_a_tail_beside_two_longer_names_joins_neither() -> None:
    # "Army" ends both the Syrian Army and the Free Syrian Army: a rival keeps it apart from both
    resolution = resolve_texts(
        "The Syrian Army shelled the town on Monday, and the Free Syrian Army said it had pulled back. The "
        "Free Syrian Army said twelve fighters died."
    )
    assert form_keys(resolution, "Free Syrian Army").isdisjoint(form_keys(resolution, "Syrian Army"))


def test_a_qualifier_left_out_names_another_body() -> None:
    # "Free" says which army, not whose: the bare tail is not the longer name
    resolution = resolve_texts(
        "Fighters of the Free Syrian Army entered the village on Monday. Witnesses said the Syrian Army had "
        "left the village a day earlier."
    )
    assert form_keys(resolution, "Free Syrian Army").isdisjoint(form_keys(resolution, "Syrian Army"))


def test_a_place_is_no_tail_of_a_longer_place() -> None:
    # "Ireland" of "Northern Ireland" is another country
    resolution = resolve_texts(
        "Northern Ireland beat Ireland 2-1 in Belfast on Saturday. Ireland had won the first match in Dublin "
        "in March."
    )
    assert form_keys(resolution, "Ireland").isdisjoint(form_keys(resolution, "Northern Ireland"))


def test_only_a_head_word_ends_a_tail() -> None:
    # a firm's own last name ("Ericsson" of "Sony Ericsson") is another body's name, a head word is not
    heads = head_words()
    assert {"council", "cup", "commission", "agency", "prize"} <= heads
    assert not {"ericsson", "hezbollah", "madrid"} & heads


def test_a_tail_elsewhere_is_untouched() -> None:
    # the merge is read in the article of the full name only: another article's "World Cup" stays its own
    resolution = resolve_texts(
        "Fiji reached the quarter-finals of the Rugby World Cup in 1987. Their coach said the World Cup "
        "had changed the sport on the islands.",
        "Brazil won the World Cup in 2002 after beating Germany in the final in Yokohama.",
    )
    short = _entity_of(resolution, "Rugby World Cup")
    assert any(bare(m.text) == "World Cup" and m.article_id == "a0" for m in short.mentions)
    assert not any(m.article_id == "a1" for m in short.mentions)


def test_a_year_left_out_is_another_edition() -> None:
    # "the World Cup" beside the "2011 Rugby World Cup" may be the tournament or another year's (the real
    # model leaves most years out of the name, so the words are tested alone)
    merger = Merger([])
    assert _owner_words(merger, ("rugby",))
    assert _owner_words(merger, ("european",))
    assert _owner_words(merger, ("us",))  # a country's initials, read from the gazetteer
    assert not _owner_words(merger, ("2011", "rugby"))
    assert not _owner_words(merger, ("free", "syrian"))


def test_a_contest_with_its_own_name_is_no_nations_side() -> None:
    # "British" before the "Davis Cup" names Britain's team in it; "European" before a bare head names the
    # contest itself
    heads = head_words()
    assert _national_side(("davis", "cup"), ("british",), heads)
    assert not _national_side(("championships",), ("european",), heads)
    assert not _national_side(("world", "cup"), ("rugby",), heads)
    assert not _national_side(("security", "council"), ("un",), heads)


def test_a_name_cut_at_its_inner_possessive_is_no_tail() -> None:
    # "the Professional Cricketers' Association" read as "Association" is no tail of the "Cricket Association"
    resolution = resolve_texts(
        "The Cricket Association fined the bowler on Monday. Members of the Professional Cricketers' "
        "Association said the fine was too harsh."
    )
    pca = {e.key for e in resolution.entities if any("Cricketers" in m.text for m in e.mentions)}
    assert pca.isdisjoint(form_keys(resolution, "Cricket Association"))


def test_a_sport_left_out_keeps_apart_where_the_article_names_another() -> None:
    # the article speaks of the rugby side's win and the football side's hopes: its "World Cup" is football's
    resolution = resolve_texts(
        "England lifted the Rugby World Cup in Sydney in 2003. Their football side hopes to win "
        "the World Cup in Germany next summer."
    )
    assert form_keys(resolution, "World Cup").isdisjoint(form_keys(resolution, "Rugby World Cup"))
