"""Session 50 (issue 13): a toll "in recent days" (or weeks, months) is a toll over a stretch of time, as one
"in the past two weeks" is, and no figure of the day's main event. Invented text."""

from __future__ import annotations

import pytest

from tests.main_figures import MARKET_STORY as _STORY
from tests.main_figures import main_figures as _main_figures


@pytest.mark.parametrize(
    "span",
    [
        pytest.param(
            "Rebel fire on Marea has wounded at least 40 people in recent days, the monitor said.", id="days"
        ),
        pytest.param(
            "In recent weeks rebel fire on Marea has killed 40 people, the monitor said.", id="weeks"
        ),
    ],
)
def test_a_toll_in_recent_days_is_not_the_toll_of_the_day(span: str) -> None:
    figures = _main_figures(_STORY + span)
    assert {13.0, 30.0} <= figures
    assert 40.0 not in figures


def test_a_toll_compared_with_recent_months_is_the_toll_of_the_day() -> None:
    figures = _main_figures(
        "Mortars hit Old Hamra market\n\n"
        "Mortar shells hit the Old Hamra market in Marea on Thursday in the deadliest attack on the town in "
        "recent months, killing 13 people and wounding 30, rescue workers said. "
        "The mortar attack on the market destroyed four shops. "
    )
    assert {13.0, 30.0} <= figures
