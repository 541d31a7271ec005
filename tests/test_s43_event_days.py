"""Session 43 (issue 13): the day a closing source spoke ("..., a monitor said Friday") dates the report, so
it neither keeps a lead sentence's telling of the happening, with a day of its own, out of the event, nor
keeps the figures it gives off the event, nor outranks the happening's own day; and a lead sentence that
narrows the place ("near Damascus", then "in Harasta") tells the same happening. Invented text."""

from __future__ import annotations

from kg.entities import resolve_entities
from kg.events import model_events
from kg.events.assembly import event_date
from kg.events.mentions import EventMention
from kg.events.timeexpr import DATE, TimeExpression
from kg.pipeline import extract_articles, link_statements
from kg.types import Article

# 2015-03-13 is a Friday: "Friday" is the 13th, "Thursday's" the 12th
_TEXT = (
    "Government air raids kill 30 near Damascus\n\n"
    "Government air raids on a rebel-held suburb near Damascus killed 30 people "
    "a monitoring group said Friday. "
    "Thursday's air strikes were carried out in Harasta which has been encircled by troops for two years. "
    "Rescuers searched the rubble of four buildings."
)


def _model(text: str, day: str = "2015-03-13"):
    article = Article("a0", text, date=day, title=text.partition("\n")[0])
    extractions = extract_articles([article], progress=None)
    resolution = resolve_entities(extractions)
    return model_events(extractions, resolution, link_statements(extractions, resolution))


def test_the_day_a_source_spoke_does_not_split_the_happening_a_later_lead_sentence_dates() -> None:
    model = _model(_TEXT)
    main = next(e for e in model.events if e.is_main)
    assert main.date == "2015-03-12"
    assert main.places[0] == "harasta"


def test_a_figure_beside_the_day_a_source_spoke_keeps_its_source() -> None:
    model = _model(_TEXT)
    main = next(e for e in model.events if e.is_main)
    sources = {c.source for c in model.claims if c.event == main.key and c.value == 30}
    assert sources == {"monitoring group"}


def _mention(*times: TimeExpression) -> EventMention:
    return EventMention("a0", 0, 0, 5, "raids", "air raids", "Airstrike", times=times)


def test_the_happenings_own_day_outranks_the_day_a_source_spoke_and_a_year_does_not() -> None:
    said = TimeExpression(40, 46, "Friday", DATE, "2015-03-13", said=True)
    own = TimeExpression(60, 70, "Thursday's", DATE, "2015-03-12")
    year = TimeExpression(80, 84, "2015", DATE, "2015")
    assert event_date([_mention(said), _mention(own)]) == "2015-03-12"
    assert event_date([_mention(said), _mention(year)]) == "2015-03-13"


def test_a_later_sentences_other_day_stays_another_happening() -> None:
    # the lead's day is the monitor's Friday; Tuesday's raids, told far below the lead, are no part of it
    text = (
        "Government air raids kill 30 in Harasta\n\n"
        "Government air raids on the rebel-held suburb of Harasta killed 30 people a monitoring group "
        "said Friday. Rescuers searched the rubble of four buildings for the missing. The suburb has been "
        "encircled by troops for two years and food is scarce. Aid convoys have not reached it since the "
        "winter began. Residents say the bakeries closed a month ago. Government air raids on Tuesday "
        "killed five people in the suburb."
    )
    main = next(e for e in _model(text).events if e.is_main)
    assert main.date == "2015-03-13"


def test_a_days_possessive_after_said_is_the_happenings_own_day() -> None:
    # "said Wednesday's ..." dates what the officials tell, not their speaking: the five are Wednesday's, no
    # figure of Thursday's raids (2016-05-13 is a Friday)
    text = (
        "Air raids kill 20 in Douma\n\n"
        "Air raids on Douma killed 20 people on Thursday, a monitor said. Rescuers searched the rubble. "
        "Officials said Wednesday's toll in Douma was 5 dead."
    )
    model = _model(text, "2016-05-13")
    main = next(e for e in model.events if e.is_main)
    assert main.date == "2016-05-12"
    assert {c.value for c in model.claims if c.event == main.key} == {20}


def test_a_figure_beside_the_day_its_event_took_from_a_source_stays_the_events() -> None:
    # Friday the monitor spoke, Thursday the raids struck; the event takes Friday (a said-day before the
    # mention is not set aside, so two reports' days still meet); the figure stays its own, with its source
    text = (
        "Air raids kill 20 in Douma\n\n"
        "A monitor said on Friday that air raids on Douma killed 20 people on Thursday. "
        "Rescuers searched the rubble."
    )
    model = _model(text, "2016-05-13")
    main = next(e for e in model.events if e.is_main)
    assert {(c.value, c.source) for c in model.claims if c.event == main.key} == {(20, "monitor")}


def test_a_lead_sentence_with_a_day_and_toll_of_its_own_stays_another_happening() -> None:
    # "On Tuesday air raids in Douma killed three others": no restatement of the Friday-reported raids near
    # Damascus, so Douma lying near Damascus and the monitor's Friday do not merge them (2016-05-13 a Friday)
    text = (
        "Air raids kill 20 near Damascus\n\n"
        "Air raids near Damascus killed 20 people a monitor said Friday. "
        "On Tuesday air raids in Douma killed three others."
    )
    model = _model(text, "2016-05-13")
    main = next(e for e in model.events if e.is_main)
    assert main.date == "2016-05-13"
    assert {c.value for c in model.claims if c.event == main.key} == {20}
