"""Photo captions a page leaves inside an article's text: "A rescuer runs near an ambulance after an air
strike on a hospital in Meles Syria August 6 2016 (TRT World and Agencies)". A caption tells what a picture
shows, often an earlier day's happening in another town, so its event words, its day and its places are no
evidence of the article's events: without this, the photo's air strike of 6 August took the lead's bombing
and its figures into another event.

A caption is told by its end, a full date right before a photo credit, or an embedded video's title by the
dash and site that end it ("... reports - YouTube"; ontology/caption-credits.tsv); it runs back to the
sentence's start or the last full stop before it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace
from functools import lru_cache

from ..articles import MONTH_NAME
from ..types import Mention, Sentence
from .lexicon import table_words
from .mentions import EventMention

CAPTION_TABLE = "caption-credits.tsv"


@lru_cache(maxsize=1)
def _caption_end() -> re.Pattern[str]:
    """A photo's full date, maybe a bracketed marker, and a credit ending in a word of the table."""
    marker, ending, video = (table_words(CAPTION_TABLE, kind) for kind in ("marker", "ending", "video-site"))
    return re.compile(
        rf"\b(?i:{MONTH_NAME})\.?\s+\d{{1,2}},?\s+\d{{4}}\.?\s+(?:\((?i:{marker})\)\s*)?"
        rf"\((?:[\w.-]+\s+){{1,4}}(?i:{ending})\)"
        # ... or a video's title: its end is the dash and the site
        rf"|\s[-–]\s+(?i:{video})\b"
    )


def caption_span(sentence: Sentence) -> tuple[int, int] | None:
    """The absolute start and end of the last photo caption in ``sentence``, or None."""
    found = None
    for match in _caption_end().finditer(sentence.text):
        stop = sentence.text.rfind(". ", 0, match.start())
        found = (sentence.start + (stop + 2 if stop >= 0 else 0), sentence.start + match.end())
    return found


def without_caption(
    found: Sequence[EventMention], sentence: Sentence, mentions: Sequence[Mention], keys: dict
) -> list[EventMention]:
    """``found`` without the event mentions of the sentence's caption, and without the days and places the
    caption alone gives the others (``mentions``, ``keys``: the sentence's entity mentions and their keys)."""
    span = caption_span(sentence)
    if span is None:
        return list(found)
    start, end = span

    def inside(at: int) -> bool:
        return start <= at < end

    told = {keys.get((m.start, m.end)) for m in mentions if not inside(m.start)}
    captioned = {k for m in mentions if inside(m.start) and (k := keys.get((m.start, m.end))) not in told}
    return [
        replace(
            m,
            times=tuple(t for t in m.times if not inside(sentence.start + t.start)),
            places=tuple(p for p in m.places if p not in captioned),
        )
        for m in found
        if not inside(m.start)
    ]
