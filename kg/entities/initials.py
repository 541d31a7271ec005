"""A given name's initial NER left out of a person's span: "J [Robinson]" of a squad list, "S [Easterby]",
"coach J. [Robinson]". The initial tells two people of one surname apart (two brothers of one side, a
captain and his coach), so it belongs to the mention: "J Robinson" then joins only a full name whose given
name opens with J (:func:`.persons._by_initials_of_given_names`), never "Andy Robinson" by his surname.
Takes a mention and its article's text; gives the mention. Plain data only.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from ..types import Mention
from .gazetteer import known_places, lookup_key
from .lineups import in_line_up

# A surname alone: one capitalised word ("Robinson", "O'Gara", "Wright-Phillips")
_SURNAME = re.compile(r"[A-Z][\w'-]+")
# The initial right before the span, after what may come before a person's name: a list's separator or a
# line's start ("; J Robinson", "(S Easterby"), or a lower-case word ("coach J Robinson"). A capitalised
# word before it makes the letter part of another name ("World War I", "Plan B"), and a sentence's start
# an article or a pronoun ("A Labour spokesman", "I Robinson": see _PROSE_WORDS).
_INITIAL_BEFORE = re.compile(r"(?:(?<=[\n(;,:])\s*|(?<=[a-z'] )|^)(?P<initial>[A-Z]\.?) $")
# A second initial before the first: "J K Rowling" and "U. S. Army" are no single initial of a surname
_TWO_INITIALS = re.compile(r"\b[A-Z]\.? [A-Z]\.? $")
# Letters that are words of their own in running text: only a line-up writes them as initials
_PROSE_WORDS = frozenset({"A", "I"})


def regain_initial(text: str, mention: Mention, covered: Callable[[int], bool]) -> Mention:
    """The mention with the initial NER cut off its front, when the span is one capitalised word (a
    surname) and the letter before it stands alone and belongs to no other mention (``covered`` tells
    whether an offset lies in one). The span must be a person's by NER, and no known place ("N [Ireland]"
    is Northern Ireland), or an item of a side's line-up, whatever NER tagged it ("S [Easterby]" tagged
    ORG). Offsets move with the text."""
    if not _SURNAME.fullmatch(mention.text) or mention.start < 2:
        return mention
    # searched from the line's start at most: a lookbehind still sees the newline or separator before it
    line_start = text.rfind("\n", 0, mention.start) + 1
    begin = max(line_start, mention.start - 30)
    found = _INITIAL_BEFORE.search(text, begin, mention.start)
    if found is None or _TWO_INITIALS.search(text, begin, mention.start):
        return mention
    initial = found.group("initial")
    start = mention.start - len(initial) - 1
    if covered(start):
        return mention
    person = (
        mention.label == "PERSON"
        and initial.rstrip(".") not in _PROSE_WORDS
        and lookup_key(mention.text) not in known_places()
    )
    if not person and not in_line_up(text, mention):
        return mention
    return replace(mention, text=f"{initial} {mention.text}", start=start)
