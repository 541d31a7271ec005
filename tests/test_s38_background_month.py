"""Session 38 (issue 13): a main event whose mentions state only a month before its report's own ("the
deadliest strikes on the town since the campaign began in September 2014") is dated by its report's day or
its leads, not by that background month; a day its mentions state stays. Invented articles, with the real
spaCy model."""

from __future__ import annotations

import pytest

from kg.entities import resolve_entities
from kg.events import model_events
from kg.pipeline import extract_articles, link_statements
from kg.types import Article

STORY = (
    "Air strikes kill 15 civilians in northern town\n\n"
    "Air strikes killed at least 15 civilians in the town of Ghandoura {when}a monitor said. The air strikes "
    "were the deadliest to hit the town since the coalition began its campaign in September 2014. Residents "
    "fled the town."
)


def _main_date(text: str) -> str | None:
    article = Article("a0", text, date="2016-07-29", title=text.partition("\n")[0])
    extractions = extract_articles([article], progress=None)
    resolution = resolve_entities(extractions)
    model = model_events(extractions, resolution, link_statements(extractions, resolution))
    [main] = [e for e in model.events if e.is_main]
    return main.date


@pytest.mark.parametrize(("when", "day"), [("", "2016-07-29"), ("on Thursday ", "2016-07-28")])
def test_a_background_month_does_not_date_the_news(when: str, day: str) -> None:
    assert _main_date(STORY.format(when=when)) == day


ANNIVERSARY = (
    "Mourners recall the theatre bombing\n\n"
    "The bombing of the river theatre in May 2015 killed 30 people. Families of the dead gathered at the "
    "theatre on Thursday to lay flowers."
)


def test_a_month_said_outside_a_background_clause_dates_the_news() -> None:
    # an anniversary story's event is the past month it names: only "since ..." recalls a background
    assert _main_date(ANNIVERSARY) == "2015-05"


def test_a_since_month_in_the_lead_is_background() -> None:
    # the time expression itself reads "since May": its opener is inside it
    story = (
        "Shelling hits besieged town\n\n"
        "Shelling killed six people in the town of Ghandoura, a monitor said. The shelling was the heaviest "
        "on the town since May."
    )
    assert _main_date(story) == "2016-07-29"
