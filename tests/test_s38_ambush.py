"""Session 38 (issue 13): an ambush is an attack (ontology/event-types.tsv), so a one-article army report
that names its happening only as an ambush ("troops kill 20 fighters in a dawn ambush") has a main event.
Invented articles, with the real spaCy model."""

from __future__ import annotations

import pytest

from kg.entities import resolve_entities
from kg.events import model_events
from kg.pipeline import extract_articles, link_statements
from kg.types import Article


def _main_event(text: str) -> tuple[str, list[str]] | None:
    article = Article("a0", text, date="2014-03-09", title=text.partition("\n")[0])
    extractions = extract_articles([article], progress=None)
    resolution = resolve_entities(extractions)
    model = model_events(extractions, resolution, link_statements(extractions, resolution))
    labels = {e.key: e.label for e in resolution.entities}
    main = next((e for e in model.events if e.is_main), None)
    return (main.event_type, [labels[p] for p in main.places]) if main else None


@pytest.mark.parametrize(
    "text",
    [
        "Army kills 20 fighters in Kafr Nabudah ambush\n\n"
        "Government troops killed 20 fighters in an ambush near the village of Kafr Nabudah before dawn on "
        "Sunday a monitor said. The fighters had tried to cross a farm road at night, the monitor added.",
        "Troops ambush rebel convoy near Kafr Nabudah\n\n"
        "Government troops ambushed a rebel convoy near the village of Kafr Nabudah before dawn on Sunday "
        "killing 20 fighters a monitor said. The convoy had left the hills at night, the monitor added.",
    ],
)
def test_an_ambush_is_the_main_event_of_its_report(text: str) -> None:
    found = _main_event(text)
    assert found is not None
    kind, places = found
    assert kind == "Attack"
    assert places[:1] == ["Kafr Nabudah"]


@pytest.mark.parametrize(
    "text",
    [
        "Minister ambushed in the chamber\n\n"
        "Backbench MPs ambushed the health minister with questions about waiting lists on Tuesday. "
        "She promised a review by the summer.",
        "Rovers ambushed by late goals\n\n"
        "Wigton ambushed Rovers with three goals in the last ten minutes to win 3-1 on Saturday. "
        "The home side had led since half-time.",
        "Mayor says he was ambushed on radio\n\n"
        "The mayor said he had been ambushed by the presenter on Monday over the cost of the new bridge. "
        "He has asked for a second interview.",
    ],
)
def test_a_figurative_ambush_is_no_attack(text: str) -> None:
    found = _main_event(text)
    assert found is None or found[0] != "Attack"
