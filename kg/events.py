"""Event, time, place and casualty-claim modelling (placeholder interface; see issue 7)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from .types import ArticleExtraction, Claim, Event, Reaction, Statement


@dataclass(frozen=True)
class EventModel:
    events: tuple[Event, ...] = ()
    claims: tuple[Claim, ...] = ()
    reactions: tuple[Reaction, ...] = ()
    statement_events: Mapping[str, str] = field(default_factory=dict)  # statement id -> event key


def model_events(
    extractions: Sequence[ArticleExtraction], resolution: Any, statements: Sequence[Statement]
) -> EventModel:
    """Detect events, their arguments, numeric claims and reactions. Not built yet: returns nothing."""
    return EventModel()
