"""Session 51 (issue 13): when a figure is a toll over time (kg/events/tollspans.py). A word in "-est" that is
no superlative ("west", "protest") compares nothing; a stretch of time told in another clause does not make
the figure a toll over it; a sentence that opens with "since" counts from then. Invented text."""

from __future__ import annotations

import pytest

from kg.events.tollspans import over_span, running_total
from tests.main_figures import MARKET_STORY as _STORY
from tests.main_figures import main_figures as _main_figures


@pytest.mark.parametrize(
    "total",
    [
        pytest.param(
            "Over 350 civilians have been killed in the west of Marea since rebels took the town, "
            "the monitor said.",
            id="west",
        ),
        pytest.param(
            "Police have killed 350 people near the protest camp since it opened, the monitor said.",
            id="protest",
        ),
    ],
)
def test_a_word_in_est_before_since_is_no_superlative(total: str) -> None:
    figures = _main_figures(_STORY + total)
    assert 13.0 in figures
    assert 350.0 not in figures


def test_a_sentence_opening_with_since_counts_from_then() -> None:
    figures = _main_figures(
        _STORY + "Since the truce collapsed, when jets came back over the town, at least 350 civilians have "
        "been killed in Marea, the monitor said."
    )
    assert 13.0 in figures
    assert 350.0 not in figures


def test_a_figure_in_the_since_phrases_own_happening_is_its_toll() -> None:
    figures = _main_figures(
        "Mortars hit Old Hamra market\n\n"
        "Since Thursday's mortar attack on the Old Hamra market in Marea that killed 13 people, the town "
        "council has closed every market, rescue workers said. The mortar attack destroyed four shops."
    )
    assert 13.0 in figures


def test_a_stretch_of_time_in_another_clause_leaves_the_figure_the_days() -> None:
    figures = _main_figures(
        _STORY + "A second shell hit a school in Marea on Thursday, killing 6 children, as fighting around "
        "the town grew in recent weeks."
    )
    assert 6.0 in figures


@pytest.mark.parametrize(
    ("text", "figure", "expected"),
    [
        ("In the past two weeks more than 200 civilians have been killed in Marea.", "200", True),
        ("Rebel fire has wounded 40 people in recent days, the monitor said.", "40", True),
        ("In recent days as many as 40 people have been killed in Marea.", "40", True),
        ("Jets killed 20 people in Marea on Monday, while in the past year 300 died there.", "20", False),
        ("Jets killed 20 people in Marea on Monday; in the past year 300 died there.", "20", False),
        ("Jets killed 20 people, the deadliest raid on Marea in recent months.", "20", False),
        ("Over the past week, as the siege tightened, 90 people died in Marea.", "90", True),
        ("In recent days, after the truce collapsed, 40 people were killed in Marea.", "40", True),
        ("In recent days the truce held; on Monday jets killed 20 people in Marea.", "20", False),
    ],
)
def test_a_stretch_of_time_counts_in_the_figures_clause(text: str, figure: str, expected: bool) -> None:
    assert over_span(text, text.index(figure)) is expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Since the truce collapsed on May 9, when jets came back, 350 civilians have been killed.", True),
        ("Since dawn, jets have killed 21 people in Marea.", False),
        ("Jets killed 21 people in Marea, the worst raid since 2013.", False),
        ("Jets have killed 350 people in the west of Marea since 2013.", True),
        ("Since the siege of Marea began in May 350 civilians have been killed.", True),
        ("Since Friday's raid on Marea that killed 21 people, the roads have been closed.", False),
        ("Since the raid which left at least 21 dead the roads have been closed.", False),
    ],
)
def test_a_running_total_counts_from_a_since(text: str, expected: bool) -> None:
    assert running_total(text, text.index(next(w for w in text.split() if w.isdigit()))) is expected


def test_every_clause_break_row_ends_the_figure_clause() -> None:
    """The `clause-break` rows of background-words.tsv (session 52: the list left code for the table)."""
    from kg.resources import words_of_kind

    words = words_of_kind("background-words.tsv", "clause-break")
    assert "while" in words
    for word in words:
        text = f"Jets killed 12 villagers in Tell Varo on Monday {word} the army pushed on in recent weeks."
        assert not over_span(text, text.index("12")), word
    assert over_span("Jets killed 12 villagers in Tell Varo in recent weeks.", 12)
