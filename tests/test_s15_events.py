"""Session 15 event rules (issue 13): counts of people named by their kind ("19 regime fighters were
killed", "35 people in total had died"), counts joined to the figure before them ("killed 15 civilians and
27 militiamen fighters"). Invented sentences and articles, the real spaCy model for whole builds."""

from __future__ import annotations

import pytest

from kg.entities import resolve_entities
from kg.events import model_events
from kg.events.arguments import _AND_COUNTRY
from kg.events.figures import find_figures
from kg.pipeline import extract_articles, link_statements
from kg.types import Article


def _model(day: str, *texts: str):
    """The model of articles ``a0``, ``a1``... of ``day``, titled by their first lines."""
    articles = [Article(f"a{i}", t, date=day, title=t.partition("\n")[0]) for i, t in enumerate(texts)]
    extractions = extract_articles(articles, progress=None)
    resolution = resolve_entities(extractions)
    return model_events(extractions, resolution, link_statements(extractions, resolution))


@pytest.mark.parametrize(
    ("text", "figures"),
    [
        # a counted noun with up to two modifiers before the cue
        ("The monitor said 12 government soldiers were killed in the clashes.", [("killed", 12.0, False)]),
        ("Medics said 40 pro-regime fighters died overnight.", [("killed", 40.0, False)]),
        ("Nine Kurdish women were among the dead.", [("killed", 9.0, True)]),
        # an adverb of background-words.tsv kind `count-adverb` between the noun and the cue
        ("A doctor said seven children also died in the raid.", [("killed", 7.0, False)]),
        ("The monitor said 22 people in total had died.", [("killed", 22.0, False)]),
        # a count joined by "and" / "as well as" to the figure before it is a part of the same measure
        (
            "The shelling killed 8 civilians and 14 opposition fighters on Friday.",
            [("killed", 8.0, False), ("killed", 14.0, True)],
        ),
        (
            "Clashes killed 11 army and allied soldiers as well as 20 rebels.",
            [("killed", 11.0, False), ("killed", 20.0, True)],
        ),
        # a count after a part cue is a part, unless it counts another measure than the figure before it
        (
            "At least 40 people including 12 children and 9 women were killed.",
            [("killed", 40.0, False), ("killed", 12.0, True), ("killed", 9.0, True)],
        ),
        # counts joined by "and" before the cue are all parts of its measure, none a whole toll
        ("Five children and two soldiers were killed.", [("killed", 5.0, True), ("killed", 2.0, True)]),
        (
            "14 Syrian rebel fighters and six Kurdish fighters were killed.",
            [("killed", 14.0, True), ("killed", 6.0, True)],
        ),
        # a modifier shaped as a verb or the count's own noun: no count of the kind after it
        ("Three witnesses said soldiers were killed near the checkpoint.", []),
        ("Two rockets hitting civilians killed 25 people.", [("killed", 25.0, False)]),
        ("Three gunmen shot soldiers dead at the gate.", []),
        # a count joined by "and" with a verb of its own is no part of the figure before it
        ("The explosion killed 5 people and 4 children were rescued.", [("killed", 5.0, False)]),
        ("The assault killed 9 soldiers and 30 rebels escaped the village.", [("killed", 9.0, False)]),
        (
            "Four people were killed including 3 children and 43 others were injured.",
            [("killed", 4.0, False), ("killed", 3.0, True), ("injured", 43.0, False)],
        ),
        # a part with no count of its own leaves the count whole
        ("At least 20 civilians including children were killed.", [("killed", 20.0, False)]),
        # a number is no modifier: a year before a count gives no figure
        ("Published 12 March 2016 Two children were killed in the raid.", [("killed", 2.0, False)]),
        # a unit of time or a function word is no modifier: no count of the soldiers here
        ("The raid came 20 days after soldiers were killed in Homs.", []),
        ("Three of the fighters killed were foreigners.", []),
        # a count of things joined to a figure is no part of it
        ("The blast killed 6 people and 3 cars burned.", [("killed", 6.0, False)]),
    ],
)
def test_counts_of_people_by_kind(text: str, figures: list[tuple[str, float, bool]]) -> None:
    assert [(f.measure, f.value, f.part) for f in find_figures(text)] == figures


def test_joined_and_kind_counts_reach_the_event() -> None:
    model = _model(
        "2017-03-02",
        "Air strikes kill 23 in Maarat\n\n"
        "Air strikes on the town of Maarat in Idlib province killed 9 civilians and 14 rebel fighters on "
        "Thursday, a monitor said. The monitor said 5 government soldiers were killed in clashes nearby. "
        "The air strikes also destroyed a bakery.",
    )
    (strike,) = [e for e in model.events if e.event_type == "Airstrike"]
    values = sorted(c.value for c in model.claims if c.event == strike.key and c.measure == "killed")
    assert {9.0, 14.0} <= set(values), values


def test_two_countries_joined_name_no_place_of_the_event() -> None:
    first = (
        "Suicide blast kills 20 rebels near border\n\n"
        "A suicide bombing killed 20 rebels at the Bab al-Salam crossing on Sunday, a monitor said. "
        "The group said the attack punished rebels who backed the coalition fighting it in Iraq and Syria."
    )
    second = (
        "Bombing kills 20 rebels at Syrian crossing\n\n"
        "A suicide bombing killed 20 rebels at the Bab al-Salam crossing on Sunday. "
        "The group claimed the attack, saying the rebels served the coalition fighting it in Iraq and Syria."
    )
    model = _model("2016-08-14", first, second)
    (main,) = [e for e in model.events if e.is_main]
    assert "iraq" not in main.places and "syria" not in main.places, main.places


def test_the_one_spoken_to_does_not_condemn() -> None:
    first = (
        "Air strikes kill 30 in Douma\n\n"
        "Air strikes killed 30 people in Douma on Monday, a monitor said. "
        "I call on the world to act opposition leader Khaled Nasser told Al-Jazeera news channel condemning "
        "the air strikes on Douma as a massacre."
    )
    second = (
        "Regime air strikes kill 30 civilians in Douma\n\n"
        "Regime air strikes on Douma killed 30 civilians on Monday. The air strikes hit a market."
    )
    model = _model("2016-05-02", first, second)
    actors = {r.actor for r in model.reactions if r.kind == "condemnation"}
    assert not any("jazeera" in a for a in actors), actors


@pytest.mark.parametrize(
    ("after", "joined"),
    [
        (" and Syria.", True),
        (" and Syria, the group said", True),
        (" and neighbouring Jordan on Monday", True),
        # the second country is the subject of a new clause: the first stays the place
        (" and Syria blamed Israel for the attack", False),
        (" and Turkey said the attack was a crime", False),
        (" and neighbouring Jordan hosts many refugees", False),
    ],
)
def test_two_countries_joined_only_when_the_second_ends_the_phrase(after: str, joined: bool) -> None:
    assert (_AND_COUNTRY.match(after) is not None) is joined


def test_a_country_before_a_new_clause_stays_the_place() -> None:
    model = _model(
        "2016-08-14",
        "Car bomb kills 12 people\n\n"
        "A car bomb killed 12 people in Lebanon and Syria blamed Israel for the attack on Sunday.",
    )
    places = {p for e in model.events for p in e.places}
    assert "lebanon" in places, [(e.event_type, e.places) for e in model.events]
