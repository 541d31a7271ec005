"""Session 25: a figure belongs to an event only when its sentence is about that event (issue 13, event
hygiene). A strike told as a verb with its object ("warplanes bombing the town of Douma") is placed in the
town struck, so a later strike the article tells in another province ("Russian air strikes ... in Raqqa
province") no longer joins it and keeps its own toll (kg.events.describe; real model, invented reports
shaped like FA-KES 0134)."""

from __future__ import annotations

import pytest

from kg.pipeline import model_corpus
from kg.types import Article, Claim, KnowledgeGraph

# The day's bombardment of a besieged suburb, a campaign toll, a witness's strike told as a verb with its
# object, and another strike the same day in another province.
REPORT = (
    "Regime air strikes pound besieged suburb\n\n"
    "More than 20 civilians were killed in Eastern Ghouta on Monday as the army pressed its offensive near "
    "Damascus. At least 90 civilians have been killed in the suburb by shelling since the offensive began "
    "two weeks ago, a monitor said. A resident told reporters that warplanes were heavily bombing the town "
    "of Douma on Monday, killing at least 20 civilians. In the north of Syria, Russian air strikes on Monday "
    "killed 30 civilians in a village in Raqqa province, an activist group said."
)
# The same strike told with its place after "in", as the rule reads it already: the control.
LOCATIVE = REPORT.replace("heavily bombing the town of Douma", "heavily bombing targets in Douma")


def _model(text: str) -> KnowledgeGraph:
    return model_corpus([Article(id="a1", text=text, date="2024-03-12")], progress=None)


@pytest.fixture(scope="module")
def models() -> dict[str, KnowledgeGraph]:
    return {"object": _model(REPORT), "locative": _model(LOCATIVE)}


def _claim(model: KnowledgeGraph, value: float, source: str) -> Claim:
    # by its source too: since s40-evtrig (an offensive beside its dead is an attack) the lead's own
    # "More than 20 ... in Eastern Ghouta on Monday" is the day's bombardment's figure as well, beside the
    # resident's 20 in Douma
    found = [c for c in model.claims if c.measure == "killed" and c.value == value and c.source == source]
    assert len(found) == 1, [(c.measure, c.value, c.event) for c in model.claims]
    return found[0]


@pytest.mark.parametrize("name", ["object", "locative"])
def test_other_province_strike_keeps_its_own_toll(models: dict[str, KnowledgeGraph], name: str) -> None:
    model = models[name]
    witness, other = _claim(model, 20, "resident"), _claim(model, 30, "activist group")
    assert witness.event != other.event
    events = {e.key: e for e in model.events}
    assert "raqqa" not in events[witness.event].places
    assert "douma" not in events[other.event].places


@pytest.mark.parametrize("name", ["object", "locative"])
def test_strike_told_as_verb_is_placed_in_the_town_struck(
    models: dict[str, KnowledgeGraph], name: str
) -> None:
    model = models[name]
    witness = _claim(model, 20, "resident")
    event = next(e for e in model.events if e.key == witness.event)
    assert "douma" in event.places
