"""Session 50 (issue 13): in a report with no date, "a monitor said Friday" is the day the source spoke as
much as in a dated one, so it does not keep a lead sentence's telling of the happening on another weekday
("the air strikes near X on Thursday") out of the event the headline reports. Invented text."""

from __future__ import annotations

from kg.entities import resolve_entities
from kg.events import model_events
from kg.events.clusters import When, time_conflict
from kg.pipeline import extract_articles, link_statements
from kg.types import Article

_TEXT = (
    "Air strikes kill 30 fighters in eastern Syria\n\n"
    "Air strikes killed at least 30 fighters in eastern Syria, a monitoring group said on Friday. "
    "Its director said loud blasts were heard during the air strikes in Harasta on Thursday. "
    "Rescuers searched the rubble of four buildings."
)


def _model(text: str, day: str | None):
    article = Article("a0", text, date=day, title=text.partition("\n")[0])
    extractions = extract_articles([article], progress=None)
    resolution = resolve_entities(extractions)
    return model_events(extractions, resolution, link_statements(extractions, resolution))


def test_an_undated_reports_day_of_speaking_does_not_split_the_happening_a_lead_sentence_places() -> None:
    main = next(e for e in _model(_TEXT, None).events if e.is_main)
    assert main.places[0] == "harasta"


def test_a_spoken_weekday_is_left_out_only_for_a_lead_sentences_own_telling() -> None:
    spoken = When(weekdays=frozenset({"friday"}), current=True, spoken=frozenset({"friday"}))
    own = When(weekdays=frozenset({"thursday"}), current=True)
    assert not time_conflict(own, spoken, own_days=True)
    assert time_conflict(own, spoken)
    assert time_conflict(own, When(weekdays=frozenset({"friday"}), current=True), own_days=True)
