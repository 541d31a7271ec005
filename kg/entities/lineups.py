"""A team's line-up in a sports report ("Replacements: Kalman, Regan, Hyde", "Fabien Pelous
(Stade Toulousain, capt)"): whether a mention is one of its players, or the club in brackets after one.
"""

from __future__ import annotations

import re

from ..types import Mention
from .edges import trim_tail as trim_tail
from .junk import WordStats as WordStats
from .junk import _phrase_reason as _phrase_reason
from .junk import junk_reason as junk_reason

# A team's line-up in a sports report: "Replacements: Kalman, Regan, Hyde", "A Titterrell, D Bell, S
# Borthwick", "Vyvyan (capt)", "Julien Laharrague (Brive), Aurelien Rougerie (Clermont)". Its names are
# players, whatever NER tags them, and a name in brackets after a player is the player's club.
_INITIAL_NAME = re.compile(r"^[A-Z] [A-Z][\w'-]+$")
_BRACKETED = re.compile(r"\s*\([^()]*\)")
# a player's club in brackets after the player's name: "Fabien Pelous (Stade Toulousain, capt)"
# a captain marked alone or with his club: "Vyvyan (capt)", "Matt Corrie (Saracens, capt)"
_CAPTAIN = re.compile(r"[(,]\s*capt\)")
_CLUBBED_PLAYER = re.compile(r"[A-Z][\w'-]+ \((?!capt\))(?P<club>[A-Z][^()]*)\)")
# a player named by his surname alone or in full ("Van Niekerk", "MacLeod- Henderson"): no lower-case word
_PLAYER = re.compile(r"[A-Z][\w'-]*(?:[- ]+[A-Z][\w'-]*){0,2}")


def _line_up(text: str, mention: Mention) -> tuple[str, list[str]] | None:
    """The line around the mention and its items without brackets, when the line is a line-up of players."""
    start = text.rfind("\n", 0, mention.start) + 1
    end = text.find("\n", mention.end)
    line = text[start : end if end >= 0 else len(text)]
    items = _items(line)
    if len(items) < 5:
        return None
    if not (
        _CAPTAIN.search(line)
        or line.lstrip().startswith("Replacements")
        or sum(bool(_INITIAL_NAME.match(item)) for item in items) >= 3
        or _clubs_repeat(_CLUBBED_PLAYER.findall(line))
        or _units_of_players(line, items)
    ):
        return None
    # the words before a colon name the side or the bench ("Scotland:", "Replacements:"), at the line's
    # start or after a stop that ends the side's list ("P Morvan (Wales). Reserves: A Burnside"): no player
    return line, _items(_LABEL.sub(",", line))


# a bracket after a player closes his item, where the text lost the comma after it: "P Morvan (Natal)
# K Bradigan (Sharks)" is two players
_CLOSED_ITEM = re.compile(r"\)[ \t]+(?=[A-Z])")


# a side's or a bench's label: "Scotland:", "Replacements:", "Reserves:"
_LABEL = re.compile(r"(?:^|(?<=[.;,]))\s*[A-Z][A-Za-z' ]{0,30}:")


def _items(line: str) -> list[str]:
    """A line's items between commas, semicolons, colons and full stops (or after a bracket that a capital
    follows), without brackets."""
    line = _BRACKETED.sub("", _CLOSED_ITEM.sub("), ", line))
    return [re.sub(r"\.$", "", item.strip()) for item in _ITEM_END.split(line)]


# not the full stop of an initial: "S. Jones (Clermont)" is one player
_ITEM_END = re.compile(r"[,;:]|(?<!\b[A-Z])\.\s+")


def _clubs_repeat(clubs: list[str]) -> bool:
    """Three or more names in brackets after names, one of them twice: a team's players share clubs
    ("Nicolas Mas (Perpignan)", "Bernard Goutta (Perpignan)"), while people listed with their towns or
    nominees with their films ("Jane Holtby (Leeds), Mark Fryer (Bristol)") name each place once."""
    names = [club.split(",")[0].strip() for club in clubs]
    return len(names) >= 3 and len(set(names)) < len(names)


def _units_of_players(line: str, items: list[str]) -> bool:
    """A rugby side written by units, full-back to back row, each a semicolon apart ("Morrow; Pieterse,
    Lundgren, Mabaso, O'Hare; Brown, Kettle; ..."): ten names or more and three semicolons, every item a
    name with no lower-case word. A list of places or firms is written with commas and an "and"."""
    names = [item for item in items if item]
    return line.count(";") >= 3 and len(names) >= 10 and all(_PLAYER.fullmatch(item) for item in names)


def in_line_up(text: str, mention: Mention) -> bool:
    """True when the mention is one item of a comma-separated line-up of players (not a club in brackets).
    False where ``text`` is not the mention's article (a record without its text)."""
    if mention.end > len(text):
        return False
    if mention.start and text[mention.start - 1] == "(":
        return False
    line_up = _line_up(text, mention)
    if line_up is None:
        return False
    # NER's span may take the comma after the name ("Daly," of "Murphy, Daly, Vaili")
    name = mention.text.strip().rstrip(",;.")
    return any(item == name or (_INITIAL_NAME.match(item) and item[2:] == name) for item in line_up[1])


def club_in_line_up(text: str, mention: Mention) -> bool:
    """True when the mention is the club in brackets after a line-up's player: "Nicolas Mas (Perpignan)"."""
    closing = text[mention.end : mention.end + 1]
    if not (closing and closing in "),") or not re.search(
        r"[A-Za-z'-] \($", text[max(0, mention.start - 3) : mention.start]
    ):
        return False
    return _line_up(text, mention) is not None
