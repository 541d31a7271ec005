"""Session 50 (issue 13): a single article whose lead tells no event (a statement's call on the world, then
the raids it is about) has for its news the event its body tells three times or more, three times as often
as any other, on a day it states; a body that tells two events alike, one event once, an undated campaign
(or one dated only by the day its source spoke) or a crime recalled by its month still has none. Invented
text."""

from __future__ import annotations

import pytest

from kg.entities import resolve_entities
from kg.events import model_events
from kg.pipeline import extract_articles, link_statements
from kg.types import Article

_LEAD = (
    "Opposition Council Urges the World to Act Now\n\n"
    "The Opposition Council on Tuesday called on the United Nations to act without delay. "
    "It said the people of the province had been abandoned for far too long. "
    "The council asked friendly states to send envoys to the region this month. "
)
_RAIDS = (
    "At least 40 civilians were killed when government jets carried out six air raids on Kafr Nabal "
    "on Monday. "
    "The air raids also destroyed a school and a bakery in the town. "
    "Rescue teams said the air raids were the heaviest the town had seen. "
)


def _main(text: str):
    article = Article("a0", text, date="2015-03-10", title=text.partition("\n")[0])
    extractions = extract_articles([article], progress=None)
    resolution = resolve_entities(extractions)
    model = model_events(extractions, resolution, link_statements(extractions, resolution))
    return next((e for e in model.events if e.is_main), None), model


def test_a_single_articles_body_gives_its_news_when_the_lead_tells_no_event() -> None:
    main, model = _main(_LEAD + _RAIDS)
    assert main is not None
    assert main.event_type == "Airstrike"
    assert main.date == "2015-03-09"
    assert {c.value for c in model.claims if c.event == main.key} == {40}


@pytest.mark.parametrize(
    "body",
    [
        pytest.param("Government jets carried out six air raids on Kafr Nabal on Monday. ", id="told once"),
        pytest.param(
            "Government jets carried out six air raids on Kafr Nabal on Monday. "
            "The air raids destroyed a school. A car bomb exploded in Idlib on Sunday. "
            "The car bomb wounded five people. ",
            id="two events alike",
        ),
        pytest.param(
            "Government jets have carried out air raids on Kafr Nabal for weeks. The air raids destroyed a "
            "school. Rescue teams said the air raids were the heaviest the town had seen. ",
            id="undated",
        ),
        pytest.param(
            "Government jets have carried out air raids on Kafr Nabal for weeks, the council said on Monday. "
            "The air raids destroyed a school. "
            "Rescue teams said the air raids were the heaviest the town had seen. ",
            id="dated by the source's day alone",
        ),
        pytest.param(
            "The council recalled the killing of reporter Tomas Vell in August 2014. "
            "The killing of Vell shocked the province. The council said the killing must be punished. ",
            id="a recalled month",
        ),
    ],
)
def test_a_body_that_tells_no_event_far_more_than_others_gives_no_news(body: str) -> None:
    assert _main(_LEAD + body)[0] is None
