"""A one-article build's events and main-event figures, for the tests of tolls over time (sessions 50 and
51) and of event words (sessions 51 and 52), and the invented market story the toll tests add sentences to."""

from __future__ import annotations

from kg.entities import resolve_entities
from kg.events import model_events
from kg.pipeline import extract_articles, link_statements
from kg.types import Article

MARKET_STORY = (
    "Mortars hit Old Hamra market\n\n"
    "Mortar shells hit the Old Hamra market in Marea on Thursday, killing 13 people and wounding 30, "
    "rescue workers said. The mortar attack on the market destroyed four shops. "
)


def main_figures(text: str) -> set[float]:
    """The values of the claims the main event of ``text``, built as one article of 2016-10-13, holds."""
    articles = [Article("a0", text, date="2016-10-13", title=text.partition("\n")[0])]
    extractions = extract_articles(articles, progress=None)
    resolution = resolve_entities(extractions)
    model = model_events(extractions, resolution, link_statements(extractions, resolution))
    [main] = [e for e in model.events if e.is_main]
    return {c.value for c in model.claims if c.event == main.key}


def events_and_names(text: str, day: str = "2016-10-13"):
    """The events of ``text`` built as one article of ``day`` (its first line the title), and each entity's
    label by key."""
    articles = [Article("a0", text, date=day, title=text.partition("\n")[0])]
    extractions = extract_articles(articles, progress=None)
    resolution = resolve_entities(extractions)
    model = model_events(extractions, resolution, link_statements(extractions, resolution))
    return model.events, {e.key: e.label for e in resolution.entities}
