"""Event hygiene on unseen stories (issue 13, section 4): a figure belongs to the main event only when its
sentence is about that event. Stories written for these tests; the real spaCy model reads them."""

from __future__ import annotations

import pytest

from kg.entities import resolve_entities
from kg.events import model_events
from kg.events.claims import find_figures
from kg.pipeline import extract_articles, link_statements
from kg.types import Article


def _model(*texts: str, day: str = "2016-10-13"):  # a Thursday
    articles = [Article(f"a{i}", text, date=day) for i, text in enumerate(texts)]
    extractions = extract_articles(articles, progress=None)
    resolution = resolve_entities(extractions)
    return model_events(extractions, resolution, link_statements(extractions, resolution))


def _main_killed(model) -> set[float]:
    [main] = [e for e in model.events if e.is_main]
    return {c.value for c in model.claims if c.event == main.key and c.measure == "killed"}


STORY = (
    "Air strikes on the town of Marea killed 13 people on Thursday, rescue workers said. "
    "The air strikes on Marea destroyed a bakery and wounded 30 people."
)


def test_a_running_total_since_a_date_is_not_the_toll_of_the_day() -> None:
    model = _model(
        STORY + " Over 350 civilians have been killed in Marea since a ceasefire collapsed on September 19, "
        "according to the monitor.",
        "Air strikes hit Marea on Thursday, killing 15 people, activists said.",
    )
    killed = _main_killed(model)
    assert killed & {13.0, 15.0}
    assert 350.0 not in killed


def test_a_toll_compared_with_the_past_is_still_the_toll_of_the_day() -> None:
    # "the deadliest since ..." compares; it does not count from then
    model = _model(
        "Air strikes on the town of Marea killed 23 people on Thursday, the deadliest attack on the town "
        "since March, rescue workers said.",
        "Air strikes hit Marea on Thursday, killing 20 people, activists said.",
    )
    assert 23.0 in _main_killed(model)


def test_figures_of_other_days_stay_off_the_main_event() -> None:
    model = _model(
        STORY + " Seven children were among 71 civilians killed in Marea on Tuesday and "
        "Wednesday, the monitor said.",
        "Air strikes hit Marea on Thursday, killing 15 people, activists said.",
    )
    killed = _main_killed(model)
    assert killed & {13.0, 15.0}
    assert 71.0 not in killed


def test_a_sentence_that_turns_elsewhere_gives_its_figures_to_no_main_event() -> None:
    model = _model(
        STORY + " Elsewhere jets also struck a fuel market in a town in Idlib province killing 18 people.",
        "Air strikes hit Marea on Thursday, killing 15 people, activists said.",
    )
    killed = _main_killed(model)
    assert killed & {13.0, 15.0}
    assert 18.0 not in killed


def test_the_event_two_headlines_report_is_main_beside_single_stories() -> None:
    model = _model(
        "Air strikes pound the town of Marea\n\nAir strikes on Marea killed 13 people on Thursday, rescue "
        "workers said. The air strikes destroyed a bakery. Government bombardment of rebel positions in "
        "Hama continued, the monitor said, and the bombardment of Hama wounded 20 people.",
        "Russian air strikes kill 15 in Marea\n\nAir strikes hit Marea on Thursday, killing 15 people, "
        "activists said. The bombardment of Hama also went on, the monitor said.",
        "Car bomb kills 17 near Turkish border\n\nA car bomb exploded near the Bab al-Salama crossing on "
        "Thursday, killing 17 people. The car bomb blast wounded 25 others. The explosion shook Azaz.",
        "Rocket attack kills two children in Aleppo\n\nA rocket attack on a school in Aleppo killed two "
        "children on Thursday. The rocket attack wounded five others, police said.",
    )
    [main] = [e for e in model.events if e.is_main]
    assert main.event_type == "Airstrike"
    assert _main_killed(model) & {13.0, 15.0}


@pytest.mark.parametrize(
    ("text", "found"),
    [
        ("Russian and Syrian regime strikes kill over 80 in Aleppo", [("killed", 80.0)]),
        ("Rockets kill 3, wound 12 in Aleppo", [("killed", 3.0), ("injured", 12.0)]),
        ("Shelling continued to wound 40 people", [("injured", 40.0)]),
    ],
)
def test_headline_verbs_in_the_present_give_figures(text: str, found: list[tuple[str, float]]) -> None:
    assert [(f.measure, f.value) for f in find_figures(text)] == found


def test_figures_in_a_list_of_related_headlines_are_no_claims() -> None:
    model = _model(
        STORY + " Source TRT World and agencies Related News Car bomb kills 40 in Azaz. "
        "Shelling of Jarablus wounds 25 people.",
        "Air strikes hit Marea on Thursday, killing 15 people, activists said.",
    )
    values = {c.value for c in model.claims}
    assert values & {13.0, 15.0}
    assert not values & {40.0, 25.0}


def test_an_undated_main_event_happened_on_the_day_its_reports_were_published() -> None:
    model = _model(
        "Car bomb kills 9 in Azaz\n\nA car bomb exploded at a checkpoint in Azaz, killing 9 people. "
        "The car bomb also wounded 20 people, rescue workers said.",
        "Car bomb blast in Azaz kills 9\n\nThe car bomb in Azaz killed 9 fighters, the monitor said.",
        day="2016-07-12",
    )
    [main] = [e for e in model.events if e.is_main]
    assert main.date == "2016-07-12"


def test_a_toll_over_the_past_weeks_is_not_the_toll_of_the_day() -> None:
    model = _model(
        STORY + " In the past two weeks more than 200 civilians have been killed in Marea, the monitor said.",
        "Air strikes hit Marea on Thursday, killing 15 people, activists said. Bombardment of Marea in the "
        "last two weeks has killed more than 120 people. The two-week-old battle for Marea has cost the "
        "lives of at least 63 rebels, according to the Observatory.",
    )
    killed = _main_killed(model)
    assert killed & {13.0, 15.0}
    assert not killed & {200.0, 120.0, 63.0}


def test_an_earlier_barrage_in_an_undated_article_gives_the_main_event_no_figure() -> None:
    # the articles carry no publication date: "on January 25" can only be placed in the past
    articles = [
        Article("a0", STORY + " The group fired rockets on Marea before, on September 25, killing six."),
        Article("a1", "Air strikes hit Marea on Thursday, killing 15 people, activists said."),
    ]
    extractions = extract_articles(articles, progress=None)
    resolution = resolve_entities(extractions)
    model = model_events(extractions, resolution, link_statements(extractions, resolution))
    killed = _main_killed(model)
    assert killed & {13.0, 15.0}
    assert 6.0 not in killed


def test_regime_bombing_raids_and_air_strikes_of_one_day_and_city_are_one_air_strike() -> None:
    # "bombing raids" is how outlets name the air strikes others report: one event, an air strike
    model = _model(
        "Regime bombing raids in and around the northern Syrian city of Aleppo killed 31 civilians on "
        "Thursday, the civil defence said. The bombing raids hit several eastern quarters of Aleppo.",
        "Syrian regime air strikes killed 30 people in Aleppo on Thursday, rescue workers said. The air "
        "strikes hit a bus on the main road out of Aleppo.",
    )
    [main] = [e for e in model.events if e.is_main]
    assert main.event_type == "Airstrike"
    assert len(main.articles) == 2
    assert _main_killed(model) == {30.0, 31.0}


def test_reports_of_one_day_naming_it_by_coreferring_types_are_one_event() -> None:
    # no place in common: the day and types the taxonomy lets name one happening are the evidence
    model = _model(
        "Air raids killed at least 12 civilians on Thursday, a monitor said. The air raids hit a village.",
        "A barrel bomb attack killed 18 civilians on Thursday, the coalition said. The bombing was "
        "condemned.",
    )
    [main] = [e for e in model.events if e.is_main]
    assert main.event_type == "Airstrike"
    assert len(main.articles) == 2
    assert _main_killed(model) == {12.0, 18.0}
