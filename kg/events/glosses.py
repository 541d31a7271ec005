"""Places that belong to a name, not to a happening: a place inside an organisation's name ("the Islamic
State in Iraq and the Levant") and a place in a bracketed gloss of an organisation ("Daesh (banned in
Russia)", "Nusra Front (Qaeda branch in the Levant)"), and a place name the tagger ran over an event word
("killed in Idleb Blast"). kg/events/arguments.py asks before it gives a locative place to an event mention.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping

from ..types import ORGANIZATION, Mention
from .lexicon import BACKGROUND_TABLE, table_words
from .mentions import EventMention
from .taxonomy import taxonomy

# A name opened by "the" whose last capitalised word comes right before "of"/"in" and the place: "the
# Islamic State in [Iraq]", "the Front of [Zahra]". Without "the" the capitalised words are as often a place
# ("the town of Saraqeb in [Idlib] and Hama", "a rally in Trafalgar Square in [London] and Labour MPs"), and
# the place after it then tells where that place lies, which is where the happening was.
_THE_NAME = r"(?:^|\s)[Tt]he\s+(?:[A-Z][\w'’-]*\s+)*([A-Z][\w'’-]*)\s+(?:of|in)\s+(?:the\s+)?"
_NAME_BEFORE = re.compile(_THE_NAME + "$")
# ... and a capitalised name joined after the place, which closes the organisation's name: "[Iraq] and the
# Levant", "[Iraq] and al-Sham", "[Iraq] and Syria".
_JOINED_AFTER = re.compile(r"\s+and\s+(?:the\s+)?(?:[a-z]+-)?[A-Z]")
# The second place of such a name: "State in Iraq and the [Levant]".
_SECOND = re.compile(_THE_NAME + r"[A-Z][\w'’-]*\s+and\s+(?:the\s+)?(?:[a-z]+-)?$")


def in_organisation_name(text: str, start: int, end: int) -> bool:
    """Whether the place at [start, end) of a sentence's ``text`` is inside an organisation's name written
    "Name of/in Place and (the) Name": a place inside a group's name is never where a happening was.

    The name must open with "the" ("Rebels in Idlib and Hama", "Saraqeb in Idlib and Hama" are places of
    a happening), its word before "of"/"in" be no event word ("The Blast in Idlib and Aleppo" names two
    places of a blast), and the sentence no headline in capitals, where every word is capitalised."""
    before, after = text[:start], text[end:]
    first = _NAME_BEFORE.search(before)
    if first is not None and _JOINED_AFTER.match(after):
        word = first.group(1)
    else:
        second = _SECOND.search(before)
        if second is None:
            return False
        word = second.group(1)
    return not taxonomy().pattern.fullmatch(word) and not _title_case(text)


def _title_case(text: str) -> bool:
    """Whether most words of ``text`` are capitalised, as in a headline written in title case."""
    words = re.findall(r"[A-Za-z][\w'’-]*", text)
    return len(words) > 2 and sum(w[0].isupper() for w in words) > 0.6 * len(words)


# A bracket that says where something is banned ("(banned in Russia)", background-words.tsv kind
# `ban-word`) is a group's legal standing wherever it opens: "the Islamic State (IS) terrorist organization
# (banned in Russia)" names no organisation right before the bracket, and no happening was there either.
_BANNED = re.compile(
    rf"^\(\s*(?:{table_words(BACKGROUND_TABLE, 'ban-word')})\s+in\s+(?:the\s+)?$", re.IGNORECASE
)


def in_organisation_gloss(
    text: str,
    start: int,
    event_start: int,
    base: int,
    linked: Iterable[tuple[Mention, str]],
    kinds: Mapping[str, str],
) -> bool:
    """Whether the place at ``start`` of a sentence's ``text`` (which begins at ``base`` in its article)
    stands in brackets opened right after an organisation's name, and the event mention at ``event_start``
    outside them: the bracket says where the group is based or banned ("Daesh (banned in Russia)"), not
    where a happening was; a bracket of a ban is one after any words (``_BANNED``). An event told inside the
    bracket keeps it ("X (which shelled Idlib)")."""
    opened = text.rfind("(", 0, start)
    if opened < 0 or ")" in text[opened:start] or opened < event_start < start:
        return False
    if _BANNED.match(text[opened:start]):
        return True
    name_end = len(text[:opened].rstrip())
    return any(m.end - base == name_end and kinds.get(key) == ORGANIZATION for m, key in linked)


def holds_event_word(place: Mention, found: Iterable[EventMention]) -> bool:
    """Whether the tagger's place name runs over an event word of its sentence: a headline's "Killed in Idleb
    Blast" names the blast in Idleb, and "Idleb Blast" is no place of it (the town the article names alone
    places it). A place that is the event word alone is the tagger's town, not its run: "a shooting in
    Battle"."""
    return any(
        place.start <= m.start < place.end and (m.start, m.end) != (place.start, place.end) for m in found
    )
