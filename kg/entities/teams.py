"""Sides of a match: a name an article writes as one side of a fixture or a result line is a club there.

BBC sport names clubs by their towns ("Bolton", "West Ham", "Exeter City") and nicknames ("Spurs"), and NER
types those names as the towns, or as people ("Everton", "Aston Villa"). A line that holds nothing but a
fixture ("Ipswich v Bolton", "Swindon/Notts Co v Middlesbrough") or a result ("Newcastle 2-1 Bolton",
"Wasps 31-37 Leicester") names two sides: the 56 such lines of the BBC articles no sample names (27
sport articles, 87 sides) all name teams or nations. A mention of the same name in that article, in the
running text too ("Bolton meet Ipswich"), is then the club, and so is the side a match is played "at home
to". The kind is settled with the entity's other mentions as :mod:`.evidence`'s stated kinds are; a
nation's side is judged as its country, so the caller leaves national names out
(:func:`.gazetteer.national_names`).

Takes an article's text and a mention; gives whether the mention names a side. Plain data only.
"""

from __future__ import annotations

import re
from functools import lru_cache
from itertools import islice

from ..memo import per_article
from ..resources import alternation, words_of_kind
from ..types import Mention
from .names import name_tokens

# One side: up to four capitalised words ("Milton Keynes Dons", "Sheff Utd", "QPR", "Notts Co").
_SIDE = r"[A-Z][\w'&.-]*(?: [A-Z][\w'&.-]*){0,3}"
# A fixture not yet settled names its possible sides with a slash or "or": "Swindon/Notts Co v
# Middlesbrough", "Burnley or Liverpool v Bournemouth".
_OR = re.compile(r"/| or ")
_SIDES = rf"{_SIDE}(?:(?:/| or ){_SIDE})*"
# "Newcastle 2-1 Bolton", and the older "Newcastle 2 Bolton 1".
_RESULT = re.compile(
    rf"({_SIDE})\s+\d{{1,3}}\s*-\s*\d{{1,3}}\s+({_SIDE})|({_SIDE}) \d{{1,3}} ({_SIDE}) \d{{1,3}}"
)


@lru_cache(maxsize=1)
def _fixture() -> re.Pattern[str]:
    """A line holding only two sides and a fixture word of ontology/team-words.tsv between them."""
    return re.compile(rf"({_SIDES})\s+{alternation(words_of_kind('team-words.tsv', 'fixture'))}\s+({_SIDES})")


@lru_cache(maxsize=1)
def _before_side() -> re.Pattern[str]:
    """The words of ontology/team-words.tsv right before a side in running text, ending where it starts."""
    return re.compile(rf"\b{alternation(words_of_kind('team-words.tsv', 'before'))}\s+$")


@lru_cache(maxsize=1)
def _sport() -> re.Pattern[str]:
    return re.compile(rf"\b{alternation(words_of_kind('team-words.tsv', 'sport'))}\b", re.IGNORECASE)


def writes_sport(text: str) -> bool:
    """True when ``text`` writes a word of sport of ontology/team-words.tsv ("football", "club") or a line
    holding a fixture or a result."""
    return _sport().search(text) is not None or bool(sides(text))


@lru_cache(maxsize=1)
def _sport_words() -> re.Pattern[str]:
    """A word of sport of ontology/team-words.tsv ("club") or of context-words.tsv ("league", "striker"), or
    a player's position or a team-mate of body-roles.tsv ("winger", "fly-half")."""
    words = {
        *words_of_kind("team-words.tsv", "sport"),
        *words_of_kind("context-words.tsv", "sport"),
        *words_of_kind("body-roles.tsv", "position", "role"),
        *words_of_kind("body-roles.tsv", "mate", "role"),
    }
    # in lower case only: a capitalised "League" is a body's name ("the Arab League", three times in a
    # story on Syria), no word of sport
    return re.compile(rf"\b{alternation(sorted(w.lower() for w in words))}\b")


# a score: not a range of days or a share's ("3-5 March", "2-3 percent" take no result word beside them)
SCORE = r"(?<![\w.-])\d{1,2}-\d{1,2}(?![\w.-])"


@lru_cache(maxsize=1)
def result_words() -> str:
    """The nouns and verbs of a match's result of ontology/team-words.tsv kind `result`, as an alternation."""
    return alternation(words_of_kind("team-words.tsv", "result"))


@lru_cache(maxsize=1)
def _result() -> re.Pattern[str]:
    """A match's result in running text: a score and a result's word after it, maybe past one word ("a 2-1
    win", "a 3-0 home defeat"), or a result's verb before it ("lost 2-0", "won 3-1")."""
    words = result_words()
    return re.compile(rf"{SCORE}\s+(?:[a-z-]+\s+)?{words}\b|\b{words}\s+{SCORE}")


# a match report or a transfer story writes such words again and again; a business or a politics story
# that names a club writes one or two ("the football club's shares"): three of the corpus's 511 sport
# articles in four, and one other article in fifty
SPORT_ARTICLE_WORDS = 3


def sport_article(text: str) -> bool:
    """True when ``text`` writes words of sport, players' positions and lines holding only a fixture or a
    result at least :data:`SPORT_ARTICLE_WORDS` times in all, or as many with the results it writes in
    running text ("lost 2-0 to", "a 32-16 victory"): a story about matches and clubs, whose towns' names
    mostly name their clubs. A position is a match's as surely as "striker" (a winger's ban for shoving a
    referee), and so is a fixture line (a cup draw's list of ties, whose prose writes "round" and "tie"
    capitalised or not at all)."""
    return sport_word_count(text) >= SPORT_ARTICLE_WORDS


def sport_word_count(text: str) -> int:
    """How many words of sport, players' positions, lines holding only a fixture or a result, and results in
    running text ``text`` writes, each counted up to :data:`SPORT_ARTICLE_WORDS`."""
    # positions and fixture lines counted class 32 more of the corpus's BBC sport stories as sport, and no
    # story of another folder (session 38)
    words = len(list(islice(_sport_words().finditer(text), SPORT_ARTICLE_WORDS))) + len(_lines(text))
    if words >= SPORT_ARTICLE_WORDS:
        return words
    # a match's result in running text counts as such a word: "lost 2-0 to", "a 32-16 victory"
    return words + len(list(islice(_result().finditer(text), SPORT_ARTICLE_WORDS)))


@lru_cache(maxsize=1)
def _club_words() -> frozenset[tuple[str, ...]]:
    """The words of ontology/team-words.tsv that may follow a side's words in its club's longer name."""
    return frozenset(name_tokens(word) for word in words_of_kind("team-words.tsv", "club"))


def club_word_end(tokens: tuple[str, ...]) -> int:
    """How many of a name's tokens a club's word of ontology/team-words.tsv ends it with ("manchester
    united", "sale sharks", "preston north end"), words before it left; 0 when none does."""
    for size in (2, 1):
        if len(tokens) > size and tokens[-size:] in _club_words():
            return size
    return 0


@lru_cache(maxsize=1)
def _shortenings() -> dict[str, tuple[str, ...]]:
    """Each shortened word of ontology/team-words.tsv and the words it stands for ("utd" -> "united")."""
    fulls = words_of_kind("team-words.tsv", "short", "full")
    return {
        word: name_tokens(full)
        for word, full in zip(words_of_kind("team-words.tsv", "short"), fulls, strict=True)
    }


def _lines(text: str) -> list[list[tuple[str, ...]]]:
    """The name tokens of the sides of each line of ``text`` holding only a fixture or a result."""
    lines = []
    for line in text.splitlines():
        # a fixture's day in brackets is no part of it: "France v Wales (Sat)"
        line = re.sub(r"\s*\([^()]*\)$", "", line.strip().rstrip("."))
        match = _fixture().fullmatch(line) or _RESULT.fullmatch(line)
        if match is None:
            continue
        named = [name_tokens(side) for group in match.groups() for side in _OR.split(group or "") if side]
        # a side never plays itself: "Kramer vs. Kramer" is a film
        if len(set(named)) == len(named):
            lines.append(named)
    return lines


@lru_cache(maxsize=8)
def person_sides(text: str, people: tuple[str, ...]) -> tuple[tuple[str, ...], ...]:
    """The sides of ``text``'s fixture and result lines that end a person's full name the article writes
    (``people``: its PERSON mentions): "Federer" of "Federer v Roddick" and "Roger Federer". A full name is
    capitalised words before the side, none of them a side: NER takes lines and headlines for people too
    ("Ipswich v Bolton", "Bolton face Ipswich")."""
    lines = _lines(text)
    written = {side for line in lines for side in line}
    single = {word for side in written for word in side}
    names = {name_tokens(person) for person in people if all(word[:1].isupper() for word in person.split())}
    return tuple(
        sorted(
            {
                side
                for side in written
                for name in names
                if len(name) > len(side)
                and name[-len(side) :] == side
                and not single.intersection(name[: -len(side)])
            }
        )
    )


@lru_cache(maxsize=8)
def sides(text: str, people: tuple[tuple[str, ...], ...] = ()) -> frozenset[tuple[str, ...]]:
    """The name tokens of every side that a line of ``text`` holding only a fixture or a result names,
    leaving out each line that has a side of ``people`` (:func:`person_sides`): such a line pits people
    ("Bush 48 Kerry 47", "Blair v Brown", "Khan v Maidana"), whose surnames are no clubs."""
    return frozenset(
        side for line in _lines(text) if not any(side in people for side in line) for side in line
    )


@per_article
def names_side(text: str, mention: Mention, people: tuple[tuple[str, ...], ...] = ()) -> bool:
    """True when ``mention`` is a side the article's fixture or result lines name (those with no side in
    ``people``, see :func:`sides`): the same words, or a side's words and a club word ("Exeter City" of
    "Man Utd v Exeter"), or the words a side shortens ("Manchester United" of "Man Utd"); or the side a
    match is played at home to."""
    # "were drawn at home to Stoke", "a 2-0 defeat at home to Atletico Madrid"
    if _before_side().search(text, max(0, mention.start - 30), mention.start):
        return True
    written = sides(text, people) if text else frozenset()
    if not written:
        return False
    # a whole result line NER took for one name ("Hereford 1-1 Doncaster") is no club: its words after the
    # side are no club words
    tokens = name_tokens(mention.text.strip())
    return any(_club_of(side, tokens) for side in written if side)


def _club_of(side: tuple[str, ...], tokens: tuple[str, ...]) -> bool:
    """True when ``tokens`` are the side's words, its shortened words written out ("Notts Co" ->
    "Notts County"), either followed only by club words ("Exeter City", "Manchester United")."""
    shortenings = _shortenings()
    full = tuple(word for short in side for word in shortenings.get(short, (short,)))
    return any(tokens[: len(words)] == words and _club_tail(tokens[len(words) :]) for words in {side, full})


def _club_tail(rest: tuple[str, ...]) -> bool:
    """True when ``rest``, the words of a name after a side's, are nothing or club words of
    ontology/team-words.tsv ("City", "North End"): "Liverpool Street" is no club of "Liverpool"."""
    clubs = _club_words()
    while rest:
        word = next((club for club in clubs if rest[: len(club)] == club), None)
        if word is None:
            return False
        rest = rest[len(word) :]
    return True
