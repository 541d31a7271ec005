"""Whether a figure is a toll over time rather than one happening's: a running total ("350 killed since the
ceasefire collapsed") or a toll over a stretch of time ("in the past two weeks"), unless the time only
compares the toll with the past ("the deadliest attack since 2013", "in recent months").
kg/events/claims.py asks, figure by figure, before it gives a figure to the main event.
"""

from __future__ import annotations

import re

from .lexicon import BACKGROUND_TABLE, table_words

# A figure followed in its sentence by "since ..." is a running total ("350 killed since the ceasefire
# collapsed on September 19", "136 since 11 July"), never the toll of one happening.
# "the deadliest attack since 2013" compares the toll with the past; it is no running total.
_RUNNING_TOTAL = re.compile(r"\bsince\b", re.IGNORECASE)
# ... but "since dawn", "since midnight" count from a time of the same day (the
# `time-of-day` rows of ontology/background-words.tsv): one day's toll, not a running one. The time word
# ends its phrase: "since the dawn of the uprising in 2011" is a running total.
_SINCE_TIME_OF_DAY = re.compile(
    rf"\s+(?:the\s+)?{table_words(BACKGROUND_TABLE, 'time-of-day')}\b(?!\s+of\b)", re.IGNORECASE
)
# ... and so is a figure over a stretch of time: "In the past two weeks more than 200 civilians have been
# killed", "bombardment in the last two weeks has killed more than 100", "mortars have wounded 40 people in
# recent days" (one day's toll is no such span).
# "The two-week-old battle for Zabadani has cost the lives of 63 rebels": a campaign's toll (an age,
# "a 12-year-old girl", names no campaign).
_SPAN = re.compile(
    r"\b(?:in|over|during|within)\s+(?:the\s+(?:last|past|previous)\s+(?:\w+\s+)?|(?:the\s+)?recent\s+)"
    r"(?:days?|weeks?|months?|years?)\b"
    r"|\b[\w-]+-(?:day|week|month|year)-old\s+(?:battle|offensive|campaign|siege|war|conflict|fighting"
    r"|bombardment|assault)\b",
    re.IGNORECASE,
)
# A superlative up to five words before the time compares with it. "-iest" is one ("deadliest",
# "bloodiest", "heaviest"; three letters before it keep "priest" out); other superlatives are the
# `superlative` rows of background-words.tsv, since a bare "-est" is as often a noun or a verb ("west",
# "protest", "arrest"), which compares nothing.
_SUPERLATIVE = re.compile(
    rf"\b(?:\w{{3,}}iest|{table_words(BACKGROUND_TABLE, 'superlative')})\s+(?:\w+\s+){{0,5}}$", re.IGNORECASE
)
# What ends the clause of a figure: a semicolon or a dash, or a word that opens another clause ("killed 20 on
# Monday, as fighting raged in recent weeks"; "..., while in the past year 300 died"). A span past one of
# them times another clause's happening, not the figure. The words are the `clause-break` rows of
# ontology/background-words.tsv; "as" is one too, but not in "as many as".
_CLAUSE_BREAK = re.compile(
    rf"[;:]|\s[-\u2013\u2014]\s|\b{table_words(BACKGROUND_TABLE, 'clause-break')}\b"
    r"|(?<!many )(?<!much )\bas\b(?!\s+(?:many|much)\b)|,\s*and\b",
    re.IGNORECASE,
)
# A sentence that opens with "since" counts from then whatever it goes on to say ("Since the truce collapsed
# on September 19, when jets returned, 359 civilians have been killed"), up to a semicolon; not from a time
# of day.
_OPENING_SINCE = re.compile(r"^\W*since\b", re.IGNORECASE)
_SEMICOLON = re.compile(";")
# ... but a figure a few words into a relative clause of the happening "since" names, before any comma, is
# that happening's toll ("Since Saturday's car bombing that killed 17 people, the army has closed the roads").
_TOLD_IN_SINCE = re.compile(r"^\W*since\b[^,;]*\b(?:that|which)\s+(?:[\w-]+\s+){0,3}$", re.IGNORECASE)


def running_total(text: str, start: int) -> bool:
    """True when "since" follows the figure at ``start`` and is no comparison ("the deadliest attack since
    2013") nor a time of the same day ("21 others died in intense strikes ... since dawn": one day's raids),
    or when the sentence opens with such a "since" (``_OPENING_SINCE``) whose own happening the figure
    is not the toll of (``_TOLD_IN_SINCE``)."""
    since = _RUNNING_TOTAL.search(text, start)
    opening = _OPENING_SINCE.match(text)
    return (
        since is not None
        and _SUPERLATIVE.search(text[start : since.start()]) is None
        and _SINCE_TIME_OF_DAY.match(text, since.end()) is None
    ) or (
        opening is not None
        and _SINCE_TIME_OF_DAY.match(text, opening.end()) is None
        and ";" not in text[:start]
        and _TOLD_IN_SINCE.match(text[:start]) is None
    )


def over_span(text: str, start: int) -> bool:
    """True when the figure at ``start`` is a toll over a stretch of time (``_SPAN``) told in its own clause,
    not a comparison with one: "the deadliest attack on the town in recent months" is the toll of the day it
    compares, and "killed 20 on Monday, as the army advanced in recent weeks" times the advance."""
    return any(
        _SUPERLATIVE.search(text, 0, span.start()) is None
        and not _breaks(text, start, span).search(_between(text, start, span))
        for span in _SPAN.finditer(text)
    )


def _breaks(text: str, start: int, span: re.Match[str]) -> re.Pattern[str]:
    """What ends the figure's clause for the time ``span``: only a semicolon when the span opens the sentence
    ahead of the figure at ``start``, since it then times the main clause whatever clause comes between
    ("Over the past week, as the siege tightened, 90 people died"), as an opening "since" does."""
    opens = span.end() <= start and not text[: span.start()].strip(" \"'\u201c(")
    return _SEMICOLON if opens else _CLAUSE_BREAK


def _between(text: str, start: int, span: re.Match[str]) -> str:
    """The text between the figure at ``start`` and the time ``span``, whichever comes first."""
    return text[span.end() : start] if span.end() <= start else text[start : span.start()]
