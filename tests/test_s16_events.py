"""Session 16 event rules (issue 13, figure recall): an adverb in -ly between the words of a measure cue;
"have been confirmed dead"; "one child" is a count; a year after a month is no figure; "since dawn" counts
one day's toll, no running total. Invented articles, the real spaCy model."""

from __future__ import annotations

import pytest

from kg.entities import resolve_entities
from kg.events import model_events
from kg.events.claims import find_figures
from kg.pipeline import extract_articles, link_statements
from kg.types import Article


def _model(day: str, *texts: str):
    """The model of articles ``a0``, ``a1``... of ``day``, titled by their first lines."""
    articles = [Article(f"a{i}", t, date=day, title=t.partition("\n")[0]) for i, t in enumerate(texts)]
    extractions = extract_articles(articles, progress=None)
    resolution = resolve_entities(extractions)
    return model_events(extractions, resolution, link_statements(extractions, resolution))


def _main_figures(model) -> set[tuple[str, float]]:
    mains = [e for e in model.events if e.is_main]
    assert mains, [(e.label, e.articles) for e in model.events]
    return {(c.measure, c.value) for c in model.claims if c.event == mains[0].key}


@pytest.mark.parametrize(
    ("text", "figures"),
    [
        ("Four people were slightly hurt in the town, a witness said.", [("injured", 4.0)]),
        ("Nine soldiers were reportedly killed near the base.", [("killed", 9.0)]),
        ("At least 60 people had been seriously wounded by Monday.", [("injured", 60.0)]),
        ("Seven civilians have been wounded in the shelling.", [("injured", 7.0)]),
        ("More than 30 people have been confirmed dead, the hospital said.", [("killed", 30.0)]),
        # "child" and "woman" are counted nouns: a part of the toll, or a count of its own
        ("Shelling killed 9 civilians including one child, medics said.", [("killed", 9.0), ("killed", 1.0)]),
        ("One child has been killed in the raid.", [("killed", 1.0)]),
        # a year after a month is a date's, no toll
        ("12 March 2015 Death toll from car bomb in Homs rises", []),
        ("Tue Mar 3 2015 Child killed in rocket attack on Homs", []),
        # one more person joined to the count's noun: the count is a part of the toll
        (
            "At least 9 civilians including three children and a young woman were killed on Monday.",
            [("killed", 9.0), ("killed", 3.0)],
        ),
        # "also" adds the toll of another happening: no figure of the one told before
        ("Three people were also killed in another village.", []),
        # an -ly word that is no adverb of the cue's words ends it
        ("The 12 were early to the market.", []),
    ],
)
def test_measure_cues_read_with_an_adverb_or_confirmed(text: str, figures: list) -> None:
    assert [(f.measure, f.value) for f in find_figures(text)] == figures


@pytest.mark.parametrize(
    "text",
    [
        "Four women and a child have been killed in the raid on the camp.",
        "Rebels said 20 people including six women and a child were killed.",
    ],
)
def test_a_count_joined_to_one_more_person_is_a_part(text: str) -> None:
    parts = [f for f in find_figures(text) if f.part]
    assert [(f.measure, f.value) for f in parts] == [("killed", 4.0 if "Four" in text else 6.0)]


def test_a_toll_since_dawn_is_the_days_not_a_running_total() -> None:
    first = (
        "Air strikes kill 25 in Homs\n\n"
        "Government air strikes on Homs killed 25 civilians on Monday, rescuers said. "
        "The air strikes hit a market in the old city. "
        '"Besides the 9 killed at the market, 16 others died in heavy air strikes on the eastern districts '
        'since dawn," the rescuers said.'
    )
    second = (
        "Homs market hit by air strikes\n\n"
        "Air strikes hit a crowded market in Homs on Monday, killing 25 people, a monitor said. "
        "The air strikes on Homs went on through the afternoon."
    )
    figures = _main_figures(_model("2016-05-02", first, second))
    assert ("killed", 16.0) in figures


def test_a_toll_since_the_war_began_stays_a_running_total() -> None:
    text = (
        "Air strikes kill 25 in Homs\n\n"
        "Government air strikes on Homs killed 25 civilians on Monday, rescuers said. "
        "The air strikes hit a market in the old city. "
        "The air strikes have killed 4000 people in the province since the war began, a monitor said."
    )
    second = (
        "Homs market hit by air strikes\n\n"
        "Air strikes hit a crowded market in Homs on Monday, killing 25 people, a monitor said."
    )
    figures = _main_figures(_model("2016-05-02", text, second))
    assert ("killed", 25.0) in figures
    assert ("killed", 4000.0) not in figures


def _killed(model) -> set[float]:
    """The values of every death toll of the model, whichever event holds it."""
    return {c.value for c in model.claims if c.measure == "killed"}


def test_an_adverb_that_says_no_one_died_blocks_the_cue() -> None:
    text = (
        "Air strike kills 6 in Homs\n\n"
        "An air strike on a market in Homs killed 6 civilians on Monday, rescuers said. "
        "Five children were nearly killed when the roof of their school collapsed in the air strike. "
        "Three people were seemingly killed in the air strike, but were later found alive. "
        "Eight people were previously killed in the same street, the rescuers said."
    )
    second = (
        "Homs market hit by air strike\n\n"
        "An air strike hit a crowded market in Homs on Monday, killing 6 people, a monitor said."
    )
    killed = _killed(_model("2016-05-02", text, second))
    assert 6.0 in killed
    assert not killed & {5.0, 3.0, 8.0}, killed


@pytest.mark.parametrize(
    "text",
    [
        "Five children were nearly killed when the roof collapsed.",
        "Three people were seemingly killed, but later found alive.",
        "Eight people were previously killed in the same street.",
        "Two people were narrowly wounded by the blast.",
    ],
)
def test_a_blocking_adverb_gives_no_figure(text: str) -> None:
    assert find_figures(text) == []


def test_a_toll_since_the_dawn_of_a_revolt_stays_a_running_total() -> None:
    text = (
        "Air strikes kill 25 in Homs\n\n"
        "Government air strikes on Homs killed 25 civilians on Monday, rescuers said. "
        "The air strikes hit a market in the old city. "
        "The air strikes have killed 400 people in the province since the dawn of the revolt, a monitor said."
    )
    second = (
        "Homs market hit by air strikes\n\n"
        "Air strikes hit a crowded market in Homs on Monday, killing 25 people, a monitor said."
    )
    figures = _main_figures(_model("2016-05-02", text, second))
    assert ("killed", 25.0) in figures
    assert ("killed", 400.0) not in figures


def test_a_lower_case_march_before_a_count_is_no_date() -> None:
    text = (
        "Police fire on protest march in Homs\n\n"
        "Police fired live rounds at a protest march in Homs on Monday, medics said. "
        "During the march 2000 people were injured, the medics said."
    )
    second = (
        "Homs protest march fired on\n\n"
        "Police fired on a protest march in Homs on Monday, injuring 2000 people, medics said."
    )
    model = _model("2016-05-02", text, second)
    assert ("injured", 2000.0) in {(c.measure, c.value) for c in model.claims if c.article_id == "a0"}
    assert [(f.measure, f.value) for f in find_figures("During the march 2000 people were injured.")] == [
        ("injured", 2000.0)
    ]
