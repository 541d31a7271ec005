"""Event hygiene on stories written for these tests: the most specific type, and only the event's own
figures (no war toll, no earlier month, no vague "several dozen")."""

from __future__ import annotations

import pytest

from kg.entities import resolve_entities
from kg.events import model_events
from kg.events.arguments import is_country
from kg.events.claims import find_figures
from kg.pipeline import extract_articles, link_statements
from kg.types import PLACE, Article


@pytest.mark.parametrize(
    ("text", "values"),
    [
        ("Fifty-one dead and over 100 wounded", [51.0, 100.0]),
        ("the attack killed twenty-two people", [22.0]),
        ("causing several dozen dead and wounded", []),
        ("at least 16 people were killed", [16.0]),
    ],
)
def test_figures_read_compound_number_words_and_skip_vague_ones(text: str, values: list[float]) -> None:
    assert [f.value for f in find_figures(text)] == values


def _model(*texts: str):
    articles = [Article(f"a{i}", text, date="2016-07-27") for i, text in enumerate(texts)]
    extractions = extract_articles(articles, progress=None)
    resolution = resolve_entities(extractions)
    return model_events(extractions, resolution, link_statements(extractions, resolution))


def test_chemical_attack_wins_over_the_air_strike_it_is_reported_as_and_keeps_only_its_figures() -> None:
    model = _model(
        "A chemical attack on the town of Zardana killed at least 40 people on Wednesday, doctors said. "
        "Air strikes hit Zardana before dawn. In May a car bomb killed 12 people in the same town. "
        "More than 300000 people have been killed since the conflict began.",
        "Activists said a gas attack on Zardana killed 45 people on Wednesday. "
        "The air strikes on Zardana also wounded 100 people, activists said.",
    )
    [main] = [e for e in model.events if e.is_main]
    assert main.event_type == "ChemicalAttack"
    values = {c.value for c in model.claims if c.event == main.key and c.measure == "killed"}
    assert values & {40.0, 45.0}
    assert not values & {12.0, 300000.0}


def _dated_model(*dated: tuple[str, str]):
    articles = [Article(f"a{i}", text, date=day) for i, (day, text) in enumerate(dated)]
    extractions = extract_articles(articles, progress=None)
    resolution = resolve_entities(extractions)
    entities = {e.key: e for e in resolution.entities}
    return model_events(extractions, resolution, link_statements(extractions, resolution)), entities


def test_a_town_the_texts_put_inside_a_province_is_the_same_event_and_its_place() -> None:
    model, entities = _dated_model(
        (
            "2016-07-27",
            "A car bombing killed 20 people in Kobani in Aleppo province on Monday, officials said.",
        ),
        ("2016-07-27", "A car bombing killed 22 people in Aleppo province on Monday, a monitor said."),
    )
    [main] = [e for e in model.events if e.is_main]
    assert len(main.articles) == 2
    assert entities[main.places[0]].label == "Kobani"


def test_the_gazetteer_puts_a_suburb_inside_its_region_and_the_region_inside_the_city() -> None:
    model, entities = _dated_model(
        ("2013-08-21", "Activists said a gas attack on Zamalka killed 200 people on Wednesday."),
        ("2013-08-21", "The opposition said a gas attack near Damascus killed 500 people on Wednesday."),
        ("2013-08-21", "A gas attack on Damascus killed hundreds of people on Wednesday, activists said."),
    )
    [main] = [e for e in model.events if e.is_main]
    assert len(main.articles) == 3
    assert entities[main.places[0]].label == "Zamalka"


def test_a_later_report_of_the_dated_attack_is_the_same_event_as_the_report_of_the_day() -> None:
    model, _ = _dated_model(
        ("2013-08-21", "A gas attack killed hundreds of people in Ghouta on August 21, activists said."),
        ("2013-09-10", "Washington says the August 21 gas attack in Ghouta killed 1400 people."),
    )
    [main] = [e for e in model.events if e.is_main]
    assert main.articles == ("a0", "a1")
    assert main.date == "2013-08-21"


def test_airstrikes_covering_a_counteroffensive_do_not_make_the_attack_an_air_strike() -> None:
    model, _ = _dated_model(
        (
            "2017-05-18",
            "An Islamic State attack on two villages in Hama province killed 50 people on Thursday. "
            "The attack began at dawn on the eastern edge of the province. Residents fled to a nearby town. "
            "State media said the army repelled the militants. The Observatory said troops launched a "
            "counteroffensive under the cover of airstrikes.",
        ),
        (
            "2017-05-18",
            "The Islamic State attack on villages in Hama province killed 51 people, a source said.",
        ),
    )
    [main] = [e for e in model.events if e.is_main]
    assert main.event_type == "Attack"


@pytest.mark.parametrize(
    ("text", "event_type", "place"),
    [
        (
            "Government forces killed at least 43 people in the town of Jayrud in a revenge shelling attack.",
            "Attack",
            "Jayrud",
        ),
        (
            "At least 31 people were killed in the northern city of Raqqa in air raids on Sunday.",
            "Airstrike",
            "Raqqa",
        ),
    ],
)
def test_the_last_locative_before_a_place_governs_it_and_shelling_and_air_raids_are_attacks(
    text: str, event_type: str, place: str
) -> None:
    model, entities = _dated_model(("2016-07-02", text))
    [event] = model.events
    assert event.event_type == event_type
    assert [entities[p].label for p in event.places][:1] == [place]


def test_blame_condemnation_and_denials_of_the_attack_are_linked_to_it() -> None:
    model, _ = _dated_model(
        (
            "2017-04-04",
            "A chemical attack on the town of Khan Sheikhoun in Idlib province killed at least 58 people on "
            "Tuesday, the Syrian Observatory said. EU foreign policy chief Federica Mogherini said the Assad "
            "regime bears the primary responsibility for the attack. Turkish President Recep Tayyip Erdogan "
            "condemned the attack in a phone call with Vladimir Putin. The Syrian government denied using "
            "chemical weapons.",
        ),
        (
            "2017-04-04",
            "A suspected gas attack killed 72 people in Khan Sheikhoun on Tuesday, activists said. Russia "
            "denied that its aircraft carried out the attack.",
        ),
    )
    [main] = [e for e in model.events if e.is_main]
    linked = {(r.actor, r.kind) for r in model.reactions if r.event == main.key}
    assert {
        ("federica-mogherini", "accusation"),
        ("recep-tayyip-erdogan", "condemnation"),
        ("syria", "denial"),
        ("russia", "denial"),
    } <= linked


def test_the_town_an_attack_is_on_is_its_place_and_no_target() -> None:
    model, entities = _dated_model(
        (
            "2018-04-07",
            "A chemical attack on the town of Douma killed at least 40 people on Saturday, rescuers said.",
        ),
        (
            "2018-04-07",
            "A suspected gas attack on Douma killed dozens of people on Saturday, activists said.",
        ),
    )
    [main] = [e for e in model.events if e.is_main]
    assert entities[main.places[0]].label == "Douma"
    assert not any(entities[k].kind == PLACE and not is_country(entities[k].label) for _, k in main.roles)


def test_a_figure_told_by_he_is_credited_to_the_person_named_before() -> None:
    model, entities = _dated_model(
        (
            "2016-07-02",
            "A shelling attack hit the town of Jayrud on Saturday. Rami Abdel Rahman, head of the Syrian "
            "Observatory, said it was the first bombardment of the town in two years. He said at least 31 "
            "people were killed in the attack.",
        ),
    )
    [claim] = [c for c in model.claims if c.value == 31.0]
    assert claim.source is not None and "Rami Abdel Rahman" in claim.source
    assert claim.source_entity is not None and entities[claim.source_entity].label == "Rami Abdel Rahman"


def test_a_figure_told_by_it_is_not_credited_to_the_person_named_before() -> None:
    # "it" stands for an organisation: the monitor named before the person, not the person
    model, entities = _dated_model(
        (
            "2016-07-02",
            "A shelling attack hit the town of Jayrud on Saturday, the Syrian Observatory for Human Rights "
            "said. Local resident Omar Haddad said the town had not been shelled in years. It said at least "
            "31 people were killed in the attack.",
        ),
    )
    [claim] = [c for c in model.claims if c.value == 31.0]
    assert claim.source is not None and "Observatory" in claim.source
    assert claim.source_entity is None or entities[claim.source_entity].kind != "Person"


def test_a_country_before_the_air_strikes_after_in_is_their_attacker_not_their_place() -> None:
    model, entities = _dated_model(
        (
            "2015-07-05",
            "At least 22 people were killed in U.S. air strikes on the city of Raqqa on Saturday, a monitor "
            "said.",
        ),
    )
    [event] = [e for e in model.events if e.event_type == "Airstrike"]
    assert [entities[p].label for p in event.places] == ["Raqqa"]


def test_places_the_texts_nest_in_a_circle_end_the_walk_to_the_most_specific() -> None:
    from kg.events.model import most_specific_first

    circle = {"a": frozenset({"b", "c"}), "b": frozenset({"c", "a"}), "c": frozenset({"a", "b"})}
    assert set(most_specific_first(["a", "b", "c"], {"a": 3, "b": 2, "c": 2}, circle)) == {"a", "b", "c"}
    assert (
        most_specific_first(
            ["damascus", "ghouta"], {"damascus": 9, "ghouta": 4}, {"ghouta": frozenset({"damascus"})}
        )[0]
        == "ghouta"
    )
