"""A one-article build's main-event figures, for the tests of tolls over time (sessions 50 and 51), and the
invented market story they add their sentences to."""

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
