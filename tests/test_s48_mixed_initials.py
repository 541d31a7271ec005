"""Session 48's rule for initials written in mixed case (kg/entities/mixed_initials.py): "BoE" in the article
of the "Bank of England", "DfT" in that of the "Department for Transport". Real-model builds of sentences
written for the test, and the letter test on its own."""

from __future__ import annotations

import pytest

from kg.entities.mixed_initials import spelt
from tests.resolved import form_keys, resolve_texts


def test_mixed_case_initials_join_the_name_their_article_spells() -> None:
    resolution = resolve_texts(
        "The Bank of England kept its rate at 4.75% on Thursday. The BoE said prices were rising faster than "
        "it had hoped.",
        "The Department for Transport said the road would open in May. The DfT has spent 2m pounds on it.",
    )
    assert form_keys(resolution, "BoE") == form_keys(resolution, "Bank of England")
    assert form_keys(resolution, "DfT") == form_keys(resolution, "Department for Transport")


@pytest.mark.parametrize(
    ("short", "tokens", "fits"),
    [
        ("BoE", ("bank", "of", "england"), True),
        ("DfT", ("department", "for", "transport"), True),
        ("BoE", ("bank", "england", "office"), False),  # a capital where a small word stands
        ("BoE", ("board", "of", "education", "reform"), False),  # a word with no letter
    ],
)
def test_a_small_letter_stands_for_a_small_word(short: str, tokens: tuple[str, ...], fits: bool) -> None:
    assert spelt(short, tokens) is fits
