"""Session 7 event rules on stories written for these tests: the main event among background events every
article recalls, the town a headline names only by its country, rebel fire apart from the air strikes of the
same day, and a "yesterday" figure off the event of the article's day."""

from __future__ import annotations

import pytest

from kg.entities import resolve_entities
from kg.events import model_events
from kg.pipeline import extract_articles, link_statements
from kg.types import Article


def _model(*texts: str, day: str = "2016-06-06"):  # a Monday
    articles = [Article(f"a{i}", text, date=day) for i, text in enumerate(texts)]
    extractions = extract_articles(articles, progress=None)
    resolution = resolve_entities(extractions)
    entities = {e.key: e for e in resolution.entities}
    return model_events(extractions, resolution, link_statements(extractions, resolution)), entities


BACKGROUND = (
    " The town has been bombed often. Russia began carrying out strikes in Syria in September 2015 in"
    " support of the regime."
)


def test_a_background_event_every_article_recalls_does_not_hide_the_event_two_headlines_report() -> None:
    model, entities = _model(
        "Air strikes kill 17 in market in Raqqa\n\nAir strikes on a market in Raqqa killed 17"
        " civilians on Monday, a monitor said." + BACKGROUND,
        "Air strikes on Raqqa market kill 17\n\nAt least 17 civilians were killed in air strikes on a"
        " market in Raqqa on Monday, the Observatory said." + BACKGROUND,
        "Rebels shell regime positions in Hama\n\nRebels shelled regime positions in Hama on Monday."
        + BACKGROUND,
    )
    [main] = [e for e in model.events if e.is_main]
    assert main.event_type == "Airstrike"
    assert len(main.articles) == 2
    assert entities[main.places[0]].label == "Raqqa"


@pytest.mark.parametrize(
    ("texts", "town"),
    [
        (  # a headline that names only the country is the event its lead puts in a town
            (
                "Airstrikes in Syria kill dozens at start of Ramadan\n\nAt least 17 civilians have been"
                " killed by a suspected Russian air raid in the market in the town of al-Asharah in Deir"
                " Ezzor province.",
                "17 civilians dead in air strikes on market in east Syria\n\nSeventeen civilians were killed"
                " in air strikes on a market in the town of al-Asharah on Monday, a monitor said.",
            ),
            "al-Asharah",
        ),
        (  # shelling by a state's forces may be the bombardment another outlet calls air strikes
            (
                "Regime shelling kills 31 in Jayrud\n\nSyrian regime shelling killed 31 people in Jayrud on"
                " Monday.",
                "Syrian air strikes kill 30 in Jayrud\n\nIntensive Syrian air strikes killed 30 people in the"
                " town of Jayrud on Monday, activists said.",
            ),
            "Jayrud",
        ),
    ],
)
def test_two_reports_of_one_strike_are_one_event_in_the_town_with_the_figures_of_both(
    texts: tuple[str, str], town: str
) -> None:
    model, entities = _model(*texts)
    [main] = [e for e in model.events if e.is_main]
    assert len(main.articles) == 2
    assert entities[main.places[0]].label == town
    assert {c.article_id for c in model.claims if c.event == main.key} == {"a0", "a1"}


def test_rebel_rockets_and_the_air_strikes_that_answer_them_are_two_events_with_their_own_figures() -> None:
    model, _ = _model(
        "Rebels launch rocket attack on Damascus\n\nRebels fired a rocket attack at Damascus on Monday,"
        " killing 3 people and wounding 30, local reports said. The rocket attack hit the Baramkeh district.",
        "Rocket attack on Damascus kills three\n\nA rocket attack on Damascus killed 3 civilians on Monday."
        " The rocket attacks came from the Eastern Ghouta, state media said.",
        "Syrian air strikes kill 45 near Damascus\n\nAt least 45 people were killed in Syrian air strikes on"
        " Eastern Ghouta near Damascus on Monday, a monitor said. The air strikes wounded 140.",
    )
    [main] = [e for e in model.events if e.is_main]
    assert main.event_type == "Attack"
    assert set(main.articles) == {"a0", "a1"}
    killed = {c.value for c in model.claims if c.event == main.key}
    assert 3.0 in killed and not killed & {45.0, 140.0}


def test_a_figure_an_article_dates_yesterday_is_not_the_toll_of_the_undated_event_of_its_day() -> None:
    story = (
        "18 civilians killed in barrel bomb attack on al-Bureij\n\n18 civilians were killed in a barrel bomb"
        " attack on the village of al-Bureij. Warplanes also pounded the Maghayer neighbourhood yesterday,"
        " killing 26 civilians, the coalition said."
    )
    model, _ = _model(story, story.replace("18 civilians were", "Eighteen people were"), day="2015-07-22")
    [main] = [e for e in model.events if e.is_main]
    killed = {c.value for c in model.claims if c.event == main.key}
    assert 18.0 in killed and 26.0 not in killed


def test_two_headlines_of_one_day_that_date_their_air_strike_nowhere_are_one_event() -> None:
    model, _ = _model(
        "Syrian air raids kill 12 civilians\n\nSyrian government air raids killed 12 civilians, a monitor"
        " said.",
        "Regime air strikes kill 12 people\n\nRegime air strikes killed at least 12 people, activists said.",
    )
    [main] = [e for e in model.events if e.is_main]
    assert len(main.articles) == 2
    assert {c.article_id for c in model.claims if c.event == main.key} == {"a0", "a1"}
