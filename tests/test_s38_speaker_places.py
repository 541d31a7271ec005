"""Session 38 (issue 13): a place that says where the speaker is ("the defence ministry in Moscow said",
"In Washington the Pentagon confirmed") does not place the happening when the sentence gives it a place of
its own; alone, it stays (a local source's city is as often the happening's). Invented sentences: a case
table for speaker_place, and the real model for a whole story."""

from __future__ import annotations

import pytest

from kg.entities import resolve_entities
from kg.events import model_events
from kg.events.speaker_places import speaker_place
from kg.pipeline import extract_articles, link_statements
from kg.types import Article


@pytest.mark.parametrize(
    ("text", "place", "speaker"),
    [
        ("Jets hit depots in Syria overnight the army staff in Madrid said on Friday.", "Madrid", True),
        ("In Lisbon the navy confirmed two raids on depots in Syria.", "Lisbon", True),
        # an inverted source: the verb's subject follows, the place is the happening's
        ("Four people died in Hama said the monitor.", "Hama", False),
        ("Four people died in Hama said residents.", "Hama", False),
        # an opening place with no verb of saying sets the scene of the happening
        ("In Hama the shelling killed four people.", "Hama", False),
        ("Shelling killed four people in Hama on Friday.", "Hama", False),
    ],
)
def test_speaker_place(text: str, place: str, speaker: bool) -> None:
    start = text.index(place)
    assert speaker_place(text, start, start + len(place)) is speaker


def test_a_capital_where_the_speaker_sits_does_not_place_the_strikes() -> None:
    text = (
        "Jets destroy arms depots in Syria\n\n"
        "Some 40 fighters were killed in a series of air strikes in Syria on Friday the defence "
        "ministry in Madrid said on Saturday. The ministry said the strikes also hit two depots."
    )
    article = Article("a0", text, date="2017-10-07", title=text.partition("\n")[0])
    extractions = extract_articles([article], progress=None)
    resolution = resolve_entities(extractions)
    model = model_events(extractions, resolution, link_statements(extractions, resolution))
    labels = {e.key: e.label for e in resolution.entities}
    [main] = [e for e in model.events if e.is_main]
    places = [labels[p] for p in main.places]
    assert "Madrid" not in places
    assert places[:1] == ["Syria"]


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        # a local source: its city lies in the country the sentence names, and is the happening's
        (
            "Bomb kills 9 in Iraq\n\nA truck bomb killed nine people at a bus station in Iraq on Sunday, "
            "police in Kirkuk said. The blast also wounded 30 people.",
            "Kirkuk",
        ),
        (
            "Blast in Afghanistan\n\nA roadside bomb killed four soldiers in Afghanistan on Monday, "
            "officials in Kandahar said. The soldiers were on patrol.",
            "Kandahar",
        ),
    ],
)
def test_a_local_source_s_town_inside_the_named_country_places_the_happening(text: str, kept: str) -> None:
    article = Article("a0", text, date="2016-05-12", title=text.partition("\n")[0])
    extractions = extract_articles([article], progress=None)
    resolution = resolve_entities(extractions)
    model = model_events(extractions, resolution, link_statements(extractions, resolution))
    labels = {e.key: e.label for e in resolution.entities}
    [main] = [e for e in model.events if e.is_main]
    assert kept in [labels[p] for p in main.places]
