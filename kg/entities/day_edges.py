"""A day's or a month's name at a name's edge, where NER put it on the wrong side: run into the name after
a date ("on [Saturday Lantern Army] troops", "since [March Lantern Front]"), or left out of a paper's or a
programme's name that opens with it ("the Sunday [Lantern] said", NER reading "Sunday" as a date).

A day opens real names too ("Sunday Times", "Saturday Night Live", "Good Friday Agreement"), so the date
is cut off only after a preposition of time, and only before a word the corpus never writes in lower case
(a name's own word: "Night", "Prayers" are written in lower case, so "on Saturday Night Live" keeps its
words); a day is put back only after "the", where no date stands ("on the Sunday" is no name's opening, as
the day would then be followed by the name's words, not the name itself).

Takes a mention and its article's text; gives the mention, its offsets moved. Plain data only.
"""

from __future__ import annotations

import calendar
import re
from dataclasses import replace

from ..types import Mention
from .gazetteer import anchors, given_name_first, known_place_name, lookup_key
from .junk import WordStats

_DAYS = frozenset(calendar.day_name)
_CALENDAR = _DAYS | (frozenset(calendar.month_name) - {""})
# a preposition of time right before a day or a month: the two are a date
_DATE_BEFORE = re.compile(
    r"\b(?:[Oo]n|[Ss]ince|[Uu]ntil|[Tt]ill|[Ff]rom|[Ii]n|[Bb]y|[Ll]ast|[Nn]ext|[Ee]very)\s+$"
)
# "the" and a day right before a name: the day is the name's first word
_THE_DAY = re.compile(r"\b[Tt]he\s+(" + "|".join(calendar.day_name) + r")\s$")


def without_date_front(text: str, mention: Mention, stats: WordStats) -> Mention:
    """The mention without the day or month NER ran into its front after a preposition of time, when the
    word after it is one the corpus never writes in lower case (see the module docstring)."""
    first, _, rest = mention.text.partition(" ")
    if first not in _CALENDAR or not rest[:1].isupper():
        return mention
    if stats.lower.get(rest.split(" ", 1)[0].lower(), 0):
        return mention
    if not _DATE_BEFORE.search(text, max(0, mention.start - 8), mention.start):
        return mention
    start = mention.start + len(first) + 1
    return replace(mention, text=rest, start=start)


def regain_day_front(text: str, mention: Mention) -> Mention:
    """The mention with the day NER left out of the name's front after "the" ("the Sunday [Lantern]"),
    unless the mention is a curated name, a known place or a person's name opening with a given name."""
    if not mention.text[:1].isupper() or mention.text.split(" ", 1)[0] in _CALENDAR:
        return mention
    # "on the Monday Jane Doe flew in", "the Friday Lanternland voted": a person's or a known name is whole
    key = lookup_key(mention.text)
    if key in anchors() or known_place_name(mention.text) or given_name_first(mention.text):
        return mention
    found = _THE_DAY.search(text, max(0, mention.start - 14), mention.start)
    if found is None:
        return mention
    start = found.start(1)
    return replace(mention, text=text[start : mention.end], start=start)
