"""Session 32 event rules (issue 13, the dev5 block's two missed main events): a deliberate killing of many
with no named victim ("executed 700 members of a tribe") is a Killing whose counted people are its victims,
and a chemical agent used ("uses chemical weapons", "fired shells filled with a toxic gas") or hitting ("toxic
gasses slammed into") names a chemical attack, but not in an accusation, a denial or a background.
Invented articles, the real spaCy model."""

from __future__ import annotations

import pytest

from kg.entities import resolve_entities
from kg.events import model_events
from kg.events.claims import find_figures
from kg.events.describe import _counted_victims
from kg.events.weapon_words import chemical_agents
from kg.pipeline import extract_articles, link_statements
from kg.types import Article


def _model(day: str, *texts: str):
    articles = [Article(f"a{i}", t, date=day, title=t.partition("\n")[0]) for i, t in enumerate(texts)]
    extractions = extract_articles(articles, progress=None)
    resolution = resolve_entities(extractions)
    return model_events(extractions, resolution, link_statements(extractions, resolution))


def _main(model):
    mains = [e for e in model.events if e.is_main]
    assert mains, [(e.label, e.articles) for e in model.events]
    return mains[0]


def test_a_mass_execution_with_no_named_victim_is_the_main_killing() -> None:
    model = _model(
        "2015-03-08",
        "Militants executed 120 villagers in Hawija province: monitor\n\n"
        "The militant group executed 120 villagers of a clan it had fought in Hawija province over ten days, "
        "a monitoring group said on Saturday. Most of them were farmers.",
        "Militants kill 120 villagers in Hawija\n\n"
        "The militant group has executed 120 members of a clan in Hawija province, a monitoring group said. "
        "The clan had refused to pledge allegiance.",
    )
    main = _main(model)
    assert main.event_type == "Killing"
    assert main.label.startswith("killing of 120")
    assert {c.value for c in model.claims if c.event == main.key and c.measure == "killed"} == {120.0}


@pytest.mark.parametrize(
    ("text", "values"),
    [
        ("the group executed 45 prisoners", [45.0]),
        ("at least 12 men were executed in the square", [12.0]),
    ],
)
def test_the_executed_count_as_killed(text: str, values: list[float]) -> None:
    assert [f.value for f in find_figures(text) if f.measure == "killed"] == values


def test_killed_with_a_count_stays_a_toll_not_a_killing() -> None:
    """ "An air strike killed 30 people": the strike is the event, its 30 dead a toll, no killing."""
    model = _model(
        "2016-05-04",
        "Air strike kills 30 in Kafr Musa\n\nAn air strike killed 30 people in Kafr Musa on Tuesday.",
        "Jets strike Kafr Musa\n\nA Russian air strike on Kafr Musa on Tuesday killed 30 civilians.",
    )
    assert _main(model).event_type == "Airstrike"
    assert not [e for e in model.events if e.event_type == "Killing"]


def test_a_chemical_agent_used_or_hitting_makes_the_main_chemical_attack() -> None:
    model = _model(
        "2016-09-14",
        "Rebels use chemical weapons in Tal Nasr\n\n"
        "Gunmen fired shells filled with toxic gas on the town of Tal Nasr on Tuesday, killing three people, "
        "a local official said.",
        "Three dead as gas shells hit Tal Nasr\n\n"
        "Three people died after shells carrying poison gas slammed into Tal Nasr on Tuesday, "
        "state media said.",
    )
    main = _main(model)
    assert main.event_type == "ChemicalAttack"
    assert len(main.articles) == 2


@pytest.mark.parametrize(
    ("text", "agents"),
    [
        ("The militia uses chemical weapons in the north", ["chemical weapons"]),
        ("Gunmen fired shells filled with a toxic gas on the town", ["toxic gas"]),
        ("Shells carrying sarin gas slammed into the suburb", ["sarin gas"]),
        # an accusation, a denial, a background, a description, a possibility: no attack of their own
        ("The government has accused rebels of using poison gas", []),
        ("Both sides denied that they used chemical weapons", []),
        ("Western powers believe the army used small amounts of sarin", []),
        ("The regime has used chlorine before", []),
        ("Doctors said the gas used was chlorine", []),
        ("The army never used chemical weapons", []),
        ("Chlorine is a common chemical", []),
    ],
)
def test_a_chemical_agent_names_an_attack_only_when_used_or_hitting(text: str, agents: list[str]) -> None:
    assert [text[start:end] for start, end in chemical_agents(text)] == agents


@pytest.mark.parametrize(
    ("text", "victims"),
    [
        ("The group executed 700 members of a tribe it had fought", "700 members of a tribe"),
        ("Militants executed at least 70 of its own members who fled", "at least 70 of its own members"),
        ("Gunmen executed three persons including two women", "three persons"),
        # text without its punctuation: the count opens the next clause, no one counted was executed
        ("More than 50 troops were summarily executed 19 more were killed in a suicide attack", None),
        ("Rebels executed the pilot", None),
    ],
)
def test_a_deliberate_killing_counts_its_victims_after_it(text: str, victims: str | None) -> None:
    at = text.index("executed") + len("executed")
    assert _counted_victims(text, at) == victims
