"""Event hygiene on stories written for these tests: the most specific type, and only the event's own
figures (no war toll, no earlier month, no vague "several dozen")."""

from __future__ import annotations

import pytest

from kg.entities import resolve_entities
from kg.events import model_events
from kg.events.claims import find_figures
from kg.pipeline import extract_articles, link_statements
from kg.types import Article


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
