"""A team's line-up in a sports report ("Replacements: Kalman, Regan, Hyde", "Fabien Pelous
(Stade Toulousain, capt)", a football side with its substitutes "Kewell (Nunez 56)"): whether a mention is
one of its players, or the club in brackets after one; and the players of a football match sheet's short
lines (the booked, the scorers with their minutes: "Riise 1, Nunez 113") that NER ran together or into a
minute ("[Fortune, Fletcher]", "[Giggs 64]"), each its own mention.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import replace
from functools import lru_cache

from ..types import Mention
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


# a football substitute in brackets after the player he replaced, with the minute he came on: "Kewell
# (Nunez 56)", "Mills (Bradley Wright-Phillips 83)"
_SUBSTITUTE = re.compile(r"\((?P<name>[A-Z][\w'-]*(?:[- ][A-Z][\w'-]*){0,2}) \d{1,3}\)")
# the minutes after a scorer's name, an own goal's or a penalty's mark: "Riise 1", "Gerrard 79 og", "Lita
# 45, 52" (the second minute is an item of its own between commas)
_MINUTES = re.compile(r"(?: \d{1,3}(?: (?:og|pen))?)+$")
_NUMBER = re.compile(r"\d{1,3}(?: (?:og|pen))?")


def _line_of(text: str, mention: Mention) -> str:
    start = text.rfind("\n", 0, mention.start) + 1
    end = text.find("\n", mention.end)
    return text[start : end if end >= 0 else len(text)]


def _line_up(text: str, mention: Mention) -> tuple[str, list[str]] | None:
    """The line around the mention and its items without brackets, when the line is a line-up of players,
    or one of a football match sheet's short lines of players (:func:`_players_line`)."""
    return _line_up_of(text, _line_of(text, mention))


def _line_up_of(text: str, line: str) -> tuple[str, list[str]] | None:
    """A line of the text and its players (see :func:`_line_up`), or None."""
    items = _items(line)
    if not _side_line(line, items):
        players = _players_line(line)
        if players and _match_sheet(text):
            return line, players
        return None
    # the words before a colon name the side or the bench ("Scotland:", "Replacements:"), at the line's
    # start or after a stop that ends the side's list ("P Morvan (Wales). Reserves: A Burnside"): no player
    # a substitute in brackets is a player too: "Kewell (Nunez 56)"
    named = [_MINUTES.sub("", item) for item in _items(_LABEL.sub(",", line))]
    return line, named + _SUBSTITUTE.findall(line)


def _side_line(line: str, items: list[str]) -> bool:
    """True when a line (its items ``items``) is a side's line-up, not one of a match sheet's short lines."""
    return len(items) >= 5 and bool(
        _CAPTAIN.search(line)
        or line.lstrip().startswith("Replacements")
        or sum(bool(_INITIAL_NAME.match(item)) for item in items) >= 3
        or _clubs_repeat(_CLUBBED_PLAYER.findall(line))
        or _units_of_players(line, items)
        or _substitutes(line, items)
    )


def _substitutes(line: str, items: list[str]) -> bool:
    """A football side: two substitutes or more in brackets with their minutes ("Traore (Biscan 67), ...,
    Kewell (Nunez 56)"), or one where every item is a player's name ("Sibierski (McManaman 85)")."""
    found = len(_SUBSTITUTE.findall(line))
    if found == 1:
        return all(_PLAYER.fullmatch(item) for item in items if item)
    # the side's list holds names only, with no word of prose: "The fallers were Norland, Pellack (Acme 12),
    # Harcourt (Bolt 7) and Dunwell" is a sentence whose brackets hold figures
    return found >= 2 and all(_side_shaped(part) for part in _PARTS.split(line) if _SUBSTITUTE.search(part))


# a line's parts: its sentences, and the list after a side's or a bench's label ("Man City: James, ...")
_PARTS = re.compile(r":|(?<!\b[A-Z])\.\s+")


def _side_shaped(part: str) -> bool:
    """True when a part of a line is a side's list: three items or more between commas, each a player's
    name (with his minutes or none) that no lower-case word enters ("Traore (Biscan 67), Kewell")."""
    names = [
        _MINUTES.sub("", item.strip()) for item in _BRACKETED.sub("", part).strip().rstrip(".").split(",")
    ]
    return len(names) >= 3 and all(_PLAYER.fullmatch(name) for name in names)


@lru_cache(maxsize=64)
def _match_sheet(text: str) -> bool:
    """True when the article holds a football side's line-up with its substitutes (:func:`_substitutes`):
    the short lines around it then list players too."""
    if "(" not in text:
        return False
    for line in text.split("\n"):
        if _SUBSTITUTE.search(line):
            items = _items(line)
            if len(items) >= 5 and _substitutes(line, items):
                return True
    return False


def _players_line(line: str) -> list[str]:
    """The players' names of a match sheet's short line: the booked ("Hyypia, Traore, Hamann."), the
    scorers with their minutes ("Riise 1, Nunez 113", "Lita 45, 52", "Kluivert 32."), after a label or not
    ("Goals: Rooney 68"). Every item must be a name with no lower-case word, a name with its minutes or a
    minute; a lone name with no minute is no list. Empty when the line is none of these."""
    body = _LABEL.sub("", line.strip(), count=1).strip().removesuffix(".")
    if not body:
        return []
    items = [item.strip() for item in body.split(",")]
    names = [_MINUTES.sub("", item) for item in items if not _NUMBER.fullmatch(item)]
    timed = any(_MINUTES.search(item) for item in items)
    if not names or not (len(names) >= 2 or timed):
        return []
    if not all(_PLAYER.fullmatch(name) for name in names):
        return []
    return names


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
    """True when the mention is one item of a comma-separated line-up of players (not a club in brackets,
    but a football substitute in brackets with his minute). False where ``text`` is not the mention's
    article (a record without its text)."""
    if mention.end > len(text):
        return False
    if mention.start and text[mention.start - 1] == "(" and not _SUBSTITUTE.match(text, mention.start - 1):
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
    # a football side's brackets hold its substitutes, and the line may run on into a quote's own brackets
    # ("with (Ryan) Giggs on"): no club
    return _line_up(text, mention) is not None and not _SUBSTITUTE.search(_line_of(text, mention))


def split_line_up(text: str, mention: Mention) -> tuple[Mention, ...]:
    """The players of a line-up or a match sheet's line that one mention holds, each its own mention: names
    NER ran together at a comma ("[Fortune, Fletcher]"), or a player's name run into his minute ("[Giggs
    64]", "[Gerrard 79 og]"). A label NER read as a name before a number ("[Att]: 47,111", the attendance)
    names nothing: no mention. Elsewhere, or where a part is no item of the line, the mention itself."""
    words = mention.text.rstrip(" .")
    label = text[mention.end : mention.end + 3]
    if "," not in words and not _MINUTES.search(words) and not re.match(r":\s*\d", label):
        return (mention,)
    if not text or mention.end > len(text):
        return (mention,)
    # the label of a match report's figure, on a line-up's line or its own ("Att: 47,111")
    if re.match(r":\s*\d", label) and " " not in words and match_report(text):
        return ()
    line_up = _line_up(text, mention)
    if line_up is None:
        return (mention,)
    players = set(line_up[1])
    pieces = []
    offset = mention.start
    for part in words.split(","):
        lead = len(part) - len(part.lstrip())
        name = _MINUTES.sub("", part.strip())
        if name not in players:
            return (mention,)
        start = offset + lead
        pieces.append(replace(mention, text=name, start=start, end=start + len(name)))
        offset += len(part) + 1
    return tuple(pieces)


@lru_cache(maxsize=64)
def _players(text: str) -> frozenset[str]:
    """The names of the players of a football match report's line-ups and short lines, and their last
    words (a line-up writes "Gary Neville" and "Baros"): empty where the article holds no match sheet."""
    if not _match_sheet(text):
        return frozenset()
    names: set[str] = set()
    for line in text.split("\n"):
        found = _line_up_of(text, line) if "," in line or _MINUTES.search(line.rstrip(" .")) else None
        if found:
            names.update(name for name in found[1] if name and _PLAYER.fullmatch(name))
    return frozenset(names | {name.rsplit(" ", 1)[-1] for name in names})


def named_player(text: str, mention: Mention, place: Callable[[str], bool]) -> bool:
    """True when the mention names a player of the article's match sheet in its running text: a full name
    whose last word the line-ups write ("Milan Baros' pass" beside a line-up's "Baros"), or a bare name a
    line-up writes that is no place (``place``: a known place's name; "Scotland" may be a player's surname
    and the nation's name)."""
    if mention.end > len(text) or "(" not in text:
        return False
    players = _players(text)
    if not players:
        return False
    name = re.sub(r"['’]s?$", "", mention.text.strip())
    words = name.split()
    if len(words) > 1:
        return words[-1] in players and all(word[:1].isupper() for word in words)
    return name in players and not place(name)


def match_report(text: str) -> bool:
    """True when the article is a football match report: it holds a side's line-up with its substitutes."""
    return "(" in text and _match_sheet(text)


# players two line-ups of one side share at least (see :func:`shares_side`)
_SAME_SIDE = 5


def shares_side(text: str, mention: Mention, others: Iterable[str]) -> bool:
    """True when the mention is a player of a football match report's line-up that shares five players or
    more besides him with a line-up of one of the ``others`` articles: the same side, whose players one
    report names in full and another by surname ("Cech, Terry, Kezman" and "Cech, Gallas, Terry"). The
    same side's line-ups of two reports share seven players or more; two sides' share common surnames,
    up to three in the BBC reports ("James", "Mills", "Brown" of two different clubs)."""
    if not match_report(text):
        return False
    line_up = _line_up(text, mention)
    if line_up is None:
        return False
    found = set(line_up[1])
    # a short line ("Subs not used: Lehmann, Fabregas") follows its side's line-up
    if not _side_line(line_up[0], _items(line_up[0])):
        for line in reversed(text[: text.find(line_up[0])].split("\n")):
            side = _line_up_of(text, line) if _side_line(line, _items(line)) else None
            if side:
                found.update(side[1])
                break
    name = mention.text.strip().rstrip(",;.")
    mine = {item for item in found if item and item != name}
    return any(len(mine & _players(other)) >= _SAME_SIDE for other in others if other)
