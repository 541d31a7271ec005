"""Photo captions a page leaves inside an article's text: "A rescuer runs near an ambulance after an air
strike on a hospital in Meles Syria August 6 2016 (TRT World and Agencies)". A caption tells what a picture
shows, often an earlier day's happening in another town, so its event words, its day and its places are no
evidence of the article's events: without this, the photo's air strike of 6 August took the lead's bombing
and its figures into another event.

A caption is told by its end, a full date right before a photo credit, or an embedded video's title by the
dash and site that end the sentence ("... reports - YouTube"; ontology/caption-credits.tsv); it runs back to
the last full stop before it, a sentence's opening that lost its full stop ("... on Sunday A boy walks"), or
at most ``CAPTION_WORDS`` words, so that a lead the page ran into the caption keeps its event.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import replace
from functools import lru_cache

from ..articles import MONTH_NAME
from ..types import Mention, Sentence
from .lexicon import table_words
from .mentions import EventMention

CAPTION_TABLE = "caption-credits.tsv"
# A caption is a line or two under a picture: words further back before its date are a lead run into it.
CAPTION_WORDS = 30

# Where a sentence whose full stop was lost opens inside another: a capitalised article after a lower-case
# word or a number ("... in Saraqeb A boy walks"), or any capitalised word after a day ("... on Sunday
# Rescuers ...").
_OPENING = re.compile(
    r"(?<=[a-z0-9,])\s+(?=(?:A|An|The)\s)|\b(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day\s+(?=[A-Z])"
)
_WORD_START = re.compile(r"(?<!\S)\S")


@lru_cache(maxsize=1)
def _caption_end() -> re.Pattern[str]:
    """A photo's full date, maybe a bracketed marker, and a credit ending in a word of the table."""
    marker, ending, video = (table_words(CAPTION_TABLE, kind) for kind in ("marker", "ending", "video-site"))
    return re.compile(
        rf"\b(?i:{MONTH_NAME})\.?\s+\d{{1,2}},?\s+\d{{4}}\.?\s*(?:\((?i:{marker})\)\s*)?"
        rf"\((?:[\w.-]+\s+){{1,4}}(?i:{ending})\)"
        # ... or a video's title: its end is the dash and the site, last in the sentence or before a new
        # one, maybe a quote ("- YouTube removed it" is prose about the site)
        rf"|\s[-–]\s+(?i:{video})\b(?=\W*$|\s+[\"“‘']?[A-Z])"
    )


def caption_spans(sentence: Sentence) -> list[tuple[int, int]]:
    """The absolute start and end of each photo caption or video title in ``sentence``."""
    text, found, after = sentence.text, [], 0
    for match in _caption_end().finditer(text):
        stop = text.rfind(". ", after, match.start())
        start = stop + 2 if stop >= 0 else after
        words = [w.start() for w in _WORD_START.finditer(text, start, match.start())] or [start]
        start = words[0]
        if len(words) > CAPTION_WORDS:
            start = words[-CAPTION_WORDS]
        start = max([start, *(o.end() for o in _OPENING.finditer(text, start, match.start()))])
        found.append((sentence.start + start, sentence.start + match.end()))
        after = match.end()
    return found


def without_caption(
    found: Sequence[EventMention],
    sentence: Sentence,
    mentions: Sequence[Mention],
    keys: Mapping[tuple[int, int], str],
) -> list[EventMention]:
    """``found`` without the event mentions of the sentence's captions, and without the days and places the
    captions alone give the others (``mentions``, ``keys``: the sentence's entity mentions and their keys)."""
    spans = caption_spans(sentence)
    if not spans:
        return list(found)

    def inside(at: int) -> bool:
        return any(start <= at < end for start, end in spans)

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
