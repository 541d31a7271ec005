"""Per-name caches of entity resolution (session 22): a result kept for one name serves every mention of
it, wherever the mention stands, and the shortcuts give what the full functions give."""

from __future__ import annotations

import pytest

from kg.entities.glued_tails import trim_tail
from kg.entities.names import fold
from kg.entities.place_lists import split_place_list
from kg.types import Mention


@pytest.mark.parametrize(("start", "label"), [(0, "GPE"), (120, "GPE"), (37, "ORG")])
def test_trim_tail_cut_kept_per_name_moves_with_each_mention(start: int, label: str) -> None:
    mention = Mention("a", 0, "Hasakeh AFP", start, start + 11, label)
    trimmed = trim_tail(mention)
    assert (trimmed.text, trimmed.start, trimmed.end, trimmed.label) == ("Hasakeh", start, start + 7, label)


def test_trim_tail_returns_a_whole_name_itself() -> None:
    mention = Mention("a", 0, "Dawn French", 5, 16, "PERSON")
    assert trim_tail(mention) is mention


def test_split_place_list_items_start_at_each_mention() -> None:
    text = "Shells hit the neighborhoods of al-Sabil al-Furqan and al-Midan."
    start = text.index("al-Sabil")
    mention = Mention("a", 0, "al-Sabil al-Furqan", start, start + 18, "GPE")
    pieces = split_place_list(text, mention)
    assert [(p.text, text[p.start : p.end]) for p in pieces] == [
        ("al-Sabil", "al-Sabil"),
        ("al-Furqan", "al-Furqan"),
    ]


@pytest.mark.parametrize(
    ("text", "folded"),
    [
        ("Ali`s  Tower\t", "Ali's Tower"),  # ASCII: the backtick is an apostrophe, spaces collapse
        ("Ali\u2019s  Tower", "Ali's Tower"),  # the Unicode path gives the same
        ("Mosul \u2013 Erbil", "Mosul - Erbil"),
        ("Jos\u00e9 Ram\u00f3n", "Jose Ramon"),
    ],
)
def test_fold_ascii_shortcut_agrees_with_unicode_path(text: str, folded: str) -> None:
    assert fold(text) == folded


def test_trim_tail_cut_kept_per_name_and_kind() -> None:
    # one text, two kinds, asked in turn: a cache keyed on the text alone gives the second the first's cut
    person = Mention("a", 0, "Dawn French", 5, 16, "PERSON")
    place = Mention("b", 0, "Dawn French", 5, 16, "GPE")
    assert [trim_tail(m).text for m in (person, place, person, place)] == [
        "Dawn French",
        "Dawn",
        "Dawn French",
        "Dawn",
    ]


def test_split_place_list_reads_each_mentions_own_text_for_the_list() -> None:
    # the item starts are kept per name; whether a list of places stands before the name is not
    listed = "Shells hit the neighborhoods of al-Sabil al-Furqan and al-Midan."
    plain = "He met al-Sabil al-Furqan on Monday."
    first = Mention("a", 0, "al-Sabil al-Furqan", listed.index("al-Sabil"), listed.index(" and"), "GPE")
    second = Mention("b", 0, "al-Sabil al-Furqan", plain.index("al-Sabil"), plain.index(" on"), "PERSON")
    assert len(split_place_list(listed, first)) == 2
    assert split_place_list(plain, second) == (second,)
    assert len(split_place_list(listed, first)) == 2
