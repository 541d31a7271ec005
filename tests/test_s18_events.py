"""Session 18 event rules (issue 13): a figure whose sentence names no event, in a round-up that does not
report the main event, goes to the main event when the sentence names a place of the main event's and
none of the round-up's own event; "in the same town" places an event mention in the town named just
before; "killing" before a count tells a toll; "the death toll was 45" counts the dead, "killed and
injured six" neither, "nine children were among the 40 killed" a part, "10 times higher" none; a country
both sides name joins no two events whose places are known to lie apart, and may join a village no table
places with a province; a round-up's count of fighters stays its own. Invented articles, the real spaCy
model."""

from __future__ import annotations

import pytest

from kg.entities import resolve_entities
from kg.events import model_events
from kg.events.figures import find_figures
from kg.pipeline import extract_articles, link_statements
from kg.types import Article

_REPORTS = (
    "Gas attack on Kafr Nabudah leaves dozens suffocating\n\n"
    "Rebels carried out a chemical attack on Kafr Nabudah in Hama countryside on Sunday. "
    "The chemical attack on Kafr Nabudah caused cases of suffocation among residents, a medical source said.",
    "Chemical attack hits Kafr Nabudah\n\n"
    "A chemical attack struck the town of Kafr Nabudah in Hama countryside on Sunday, a monitor said. "
    "Doctors in Kafr Nabudah treated the victims of the chemical attack.",
)


def _roundup(sentence: str) -> str:
    """An army round-up whose most told event is a shelling in Daraa, with ``sentence`` in the middle."""
    return (
        "Army advances in several provinces\n\n"
        "Army units carried out artillery bombardments against positions of terrorists in Busra al-Harir "
        "in Daraa countryside on Sunday. "
        f"{sentence} "
        "A military source said the bombardments on Busra al-Harir destroyed two tanks. "
        "The source added that the bombardments in Busra al-Harir continued into the evening."
    )


def _model(day: str, *texts: str):
    """The main event and the event model of articles ``a0``, ``a1``... of ``day``, titled by their first
    lines."""
    articles = [Article(f"a{i}", t, date=day, title=t.partition("\n")[0]) for i, t in enumerate(texts)]
    extractions = extract_articles(articles, progress=None)
    resolution = resolve_entities(extractions)
    model = model_events(extractions, resolution, link_statements(extractions, resolution))
    return next(e for e in model.events if e.is_main), model


def _claims(sentence: str):
    """The main event, and the claims of the round-up's figure 40 when ``sentence`` is in the round-up."""
    main, model = _model("2016-10-30", *_REPORTS, _roundup(sentence))
    return main, [c for c in model.claims if c.article_id == "a2" and c.value == 40]


def test_a_figure_told_without_an_event_at_the_main_event_s_place_is_the_main_event_s() -> None:
    main, claims = _claims(
        "Earlier today terrorists fired shells containing toxic gas on Kafr Nabudah "
        "causing cases of suffocation among 40 people."
    )
    assert main.event_type == "ChemicalAttack"
    assert [c.event for c in claims] == [main.key]


def test_a_figure_told_without_an_event_at_the_round_up_s_own_place_stays_with_its_event() -> None:
    main, claims = _claims("Terrorists fired shells on Daraa and Kafr Nabudah wounding 40 people.")
    assert claims and all(c.event != main.key for c in claims)


_ALEPPO = (
    "Regime air strikes pound Aleppo\n\n"
    "Regime air strikes hit the Bab al-Nairab district of Aleppo on Monday, killing 12 civilians, "
    "a monitor said. "
    "The air strikes on Aleppo also destroyed a bakery.",
)


def _aleppo_model(aside: str):
    """The main event (air strikes on Aleppo, told by two articles) and the events, the second article
    ending with ``aside``."""
    second = (
        "Air strikes kill 12 in Aleppo\n\n"
        "Air strikes killed 12 civilians in Aleppo on Monday, activists said. "
        "The air strikes on Aleppo hit a crowded street. "
        f"{aside}"
    )
    return _model("2016-07-12", *_ALEPPO, second)


def test_the_same_town_places_an_anaphor_in_the_town_named_before() -> None:
    main, model = _aleppo_model(
        "A journalist was killed in a Russian raid in the town of Saraqeb in Idlib province. "
        "The bombing also killed nine people in a fuel market in the same town."
    )
    nine = [c for c in model.claims if c.value == 9]
    assert nine and all(c.event != main.key for c in nine)
    events = {e.key: e for e in model.events}
    assert all("saraqeb" in events[c.event].places for c in nine)


def test_without_the_same_town_the_anaphor_stays_with_the_main_event() -> None:
    main, model = _aleppo_model("The bombing also killed nine people in a fuel market.")
    assert [c.event for c in model.claims if c.value == 9] == [main.key]


def test_a_figure_told_at_another_town_of_the_main_event_s_province_stays_with_the_round_up() -> None:
    main, claims = _claims("Warplanes killed 40 civilians in the village of Kafr Zita in Hama countryside.")
    assert claims and all(c.event != main.key for c in claims)


def test_killing_before_a_count_tells_a_toll_not_a_killing() -> None:
    main, model = _aleppo_model(
        "The air strikes came after rebels fired dozens of rockets at the city killing seven people."
    )
    assert not [m for e in model.events for m in e.mentions if m.text.lower().endswith("killing")]
    # the rebels' toll, told in a clause about another happening, goes to no event of its own
    assert not [c for c in model.claims if c.value == 7 and c.event != main.key]


@pytest.mark.parametrize(
    ("sentence", "figures"),
    [
        ("A hospital director said the death toll from the shelling was 45.", [("killed", 45.0)]),
        ("The death toll stood at 31 on Tuesday, the monitor said.", [("killed", 31.0)]),
        ("The casualty toll has risen to 12 with 30 others wounded.", [("killed", 12.0), ("injured", 30.0)]),
        ("The death toll could reach as many as 90 in the villages.", [("killed", 90.0)]),
        ("The death toll was likely to rise as rescuers searched the rubble.", []),
        ("The toll on the tourism trade was 40 percent this year.", []),
        ("The death toll was 20 percent higher than last year.", []),
        # the dead and the hurt told together are a count of neither
        ("Shells fired by militants killed and injured six civilians in the city.", []),
        ("The raid killed 4 people and wounded 12.", [("killed", 4.0), ("injured", 12.0)]),
        # a count before "were among" is a part of the toll after it
        ("At least nine children were among the 40 civilians killed.", [("killed", 9.0), ("killed", 40.0)]),
        ("In 2014 she was among 12 people killed in the city.", [("killed", 12.0)]),
        ("Ten prisoners were among 30 people freed on Monday.", []),
        # a multiple, a span or a rate after a toll's verb is no count of the dead
        ("The death toll is 10 times higher than last year.", []),
        ("The death toll was 3 days old when the monitor revised it.", []),
        ("The death toll was 4 per day in the besieged town.", []),
    ],
)
def test_figures_of_tolls_with_a_verb_combined_counts_and_parts(
    sentence: str, figures: list[tuple[str, float]]
) -> None:
    assert [(f.measure, f.value) for f in find_figures(sentence)] == figures


def test_a_country_both_name_does_not_join_strikes_on_two_provinces() -> None:
    main, model = _model(
        "2017-11-26",
        "Syrian regime air strikes hit Eastern Ghouta\n\n"
        "Syrian regime air strikes hit Eastern Ghouta near Damascus on Sunday, killing 19 civilians. "
        "Russian jets also took part in the air strikes on Eastern Ghouta.",
        "Regime air strikes kill 19 in Eastern Ghouta\n\n"
        "Syrian regime air strikes killed 19 civilians in Eastern Ghouta on Sunday, a monitor said. "
        "In the east of Syria Russian air strikes on Sunday killed 34 civilians in a village in Deir Ezzor "
        "province, an activist group said.",
    )
    deir = [c for c in model.claims if c.value == 34]
    assert deir and all(c.event != main.key for c in deir)


def test_a_count_among_a_toll_is_a_part_of_it() -> None:
    figures = find_figures("Four medics were among at least 31 people killed on Saturday.")
    assert [(f.value, f.part, f.qualifier) for f in figures] == [
        (4.0, True, "exact"),
        (31.0, False, "at least"),
    ]


def test_one_strike_two_outlets_place_at_two_levels_stays_one_main_event() -> None:
    # D1: a village no table places and a province, each "in Syria": the country may join them
    main, model = _model(
        "2016-07-12",
        "Air strike hits school in Kafr Ruma\n\n"
        "An air strike hit a school in the village of Kafr Ruma in Syria on Tuesday, killing 17 pupils, "
        "a monitor said.",
        "Air strike on school kills 17 in Syria\n\n"
        "An air strike hit a school in Idlib province in Syria on Tuesday, killing 17 pupils, the UN said.",
    )
    assert main.event_type == "Airstrike"
    assert sorted(c.article_id for c in model.claims if c.value == 17 and c.event == main.key) == ["a0", "a1"]


def test_a_combatant_toll_at_the_main_event_s_place_stays_with_the_round_up() -> None:
    # D2: the army's kill of fighters is no casualty of the chemical attack told at the same town
    main, claims = _claims("In Kafr Nabudah, army units killed 40 terrorists and destroyed their vehicles.")
    assert all(c.event != main.key for c in claims)


def test_a_fronted_same_town_places_the_mention_after_it() -> None:
    _, model = _aleppo_model(
        "A journalist was killed in a Russian raid in the town of Saraqeb in Idlib province. "
        "In the same town, a second bomb killed nine people at a checkpoint."
    )
    nine = [c for c in model.claims if c.value == 9]
    events = {e.key: e for e in model.events}
    assert nine and all("saraqeb" in events[c.event].places for c in nine)
