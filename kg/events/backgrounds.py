"""Clauses of a sentence about another happening than its news: "comes a day after ...", "amid ...", "A
day after the massacre in X, ...", and the nouns of a killing that after "after" or a motive name the
happening the news answers. An event mention, its arguments and its figures on either side of such a clause
belong to different happenings (kg/events/arguments.py, triggers.py, claims.py, mainevent.py, model.py).

Split from kg/events/arguments.py.
"""

from __future__ import annotations

import re
from functools import lru_cache

from ..resources import words_of_kind
from ..types import Sentence
from .lexicon import BACKGROUND_TABLE, table_words
from .taxonomy import taxonomy

# No clause opens at a time of day ("came shortly after dawn in Douma's market", "after dark", "after
# 2 am"), at "after" that governs no happening ("came after all", "comes after us"), or at "as" that starts
# no clause ("came as a surprise", "comes as a huge blow", "came as many as 30 at a time", "as soon as",
# "as far as", "came as expected"). "the coming days after the talks" looks ahead and opens none. The words
# of the span, the times of day and what follows "as" are rows of ontology/background-words.tsv.
BACKGROUND = re.compile(
    r"\b(?:comes?|came|(?<!\bthe\s)coming)\s+(?:(?:"
    + table_words(BACKGROUND_TABLE, "span")
    + r"|\d+|"
    + table_words(BACKGROUND_TABLE, "time-unit")
    + r")\s+){0,5}"
    r"(?:after(?!\s+(?:(?:the\s+)?(?:"
    + table_words(BACKGROUND_TABLE, "time-of-day")
    + r"|(?:\w+\s+)?(?:"
    + table_words(BACKGROUND_TABLE, "prayer")
    + r"))\b|all(?=\s*(?:[,.;]|$|(?:to|in|at)\b))|(?-i:us|them|him|her|me|you)\b"
    r"|\d{1,2}(?:[:.]\d\d)?\s*(?:[ap]\.?m\b|o'clock)|\d{1,2}:\d\d))"
    r"|amid"
    r"|as(?!\s+(?:an?\s+(?:\w+\s+)?(?:"
    + table_words(BACKGROUND_TABLE, "as-noun")
    + r")|"
    + table_words(BACKGROUND_TABLE, "as-phrase")
    + r")\b))\b",
    re.IGNORECASE,
)
# "A day after ...", "Two days after ..." opening a sentence: the clause tells the earlier happening the
# news follows ("A day after the massacre in the X district the air strikes killed dozens in Y"), so its
# places and figures are not the news's. A span of time must come before "after": a bare "After the
# strike, ..." opens as often with the news itself.
_OPENING_AFTER = re.compile(
    r"^\W*(?:(?:"
    + table_words(BACKGROUND_TABLE, "span")
    + r"|\d+)\s+){0,4}(?:"
    + table_words(BACKGROUND_TABLE, "time-unit")
    + r")\s+after\b",
    re.IGNORECASE,
)


@lru_cache(maxsize=1)
def _recalled() -> tuple[frozenset[str], re.Pattern[str]]:
    """The nouns of a killing that name an earlier happening after "after" or a motive (background-words.tsv
    kind `recalled-noun`), and what stands before them then, with up to three words of their own."""
    motive = table_words(BACKGROUND_TABLE, "motive")
    before = rf"\b(?:after|before|since|(?:{motive})\s+(?:for|against|of))\s+(?:[\w’'-]+\s+){{0,3}}$"
    return frozenset(words_of_kind(BACKGROUND_TABLE, "recalled-noun")), re.compile(before, re.IGNORECASE)


def recalled_noun(text: str, start: int, word: str) -> bool:
    """Whether the event word ``word`` at ``start`` of ``text`` names the earlier happening the news answers
    ("jets struck the town a day after the reported execution of a pilot", "in retaliation for the
    massacre"): no mention of its own, and no end of the clause about it."""
    nouns, before = _recalled()
    return word.lower() in nouns and before.search(text, 0, start) is not None


# ", which came as ...,": a relative clause about another happening, which ends at its comma.
_RELATIVE = re.compile(r",\s*(?:which|that)\s+$", re.IGNORECASE)
# ", killing 30": a participle that tells a toll; it belongs to the sentence's event unless the background
# clause before it tells a happening of its own ("comes as jets struck Idlib, killing 6").
_TOLL = re.compile(r",\s*(?:killing|wounding|injuring|leaving)\b", re.IGNORECASE)


@lru_cache(maxsize=1)
def strike_verb() -> re.Pattern[str]:
    """A verb of a strike that the taxonomy leaves out (a verb there must name an event alone): "jets struck
    Idlib" (``background-words.tsv`` kind ``strike-verb``, lower case as written)."""
    return re.compile(rf"\b(?:{table_words(BACKGROUND_TABLE, 'strike-verb')})\b")


@lru_cache(maxsize=1)
def _background_opener() -> re.Pattern[str]:
    return re.compile(rf"\b(?:{table_words(BACKGROUND_TABLE, 'background-opener')})\b[^,;]*$", re.IGNORECASE)


def recalls_background(before: str) -> bool:
    """Whether the clause that ``before`` (a sentence's text up to the end of a time expression, which may
    hold the opener itself: "since July") ends in opened on what came before the news: "the worst toll since
    the siege began in March 2013" (background-words.tsv kind ``background-opener``)."""
    return _background_opener().search(before) is not None


def background_bounds(sentence: Sentence) -> tuple[tuple[int, int], ...]:
    """Absolute spans of the clauses of ``sentence`` that tell another happening (BACKGROUND).

    A clause opened inside ", which came as ...," ends at its comma ("The air strike, which came as
    residents gathered at a market, killed 30 people": the 30 are the strike's); one with no event word of
    its own ends at ", killing", ", wounding" or ", leaving" ("The air strike came as residents gathered at
    the market, killing 30 people"); any other runs to the sentence's end.
    """
    text, spans = sentence.text, []
    opening = _OPENING_AFTER.match(text)
    if opening is not None:
        # ... up to its comma, or with none up to the sentence's first event word, where the news begins
        # (an event word of the earlier happening ends it too, whose own places then stay its own; not one
        # that makes no mention, "A day after the massacre in X airstrikes hit Y": X stays the clause's)
        ends = [text.find(",", opening.end())]
        words = taxonomy().pattern.finditer(text, opening.end())
        ends += [next((m.start() for m in words if not recalled_noun(text, m.start(), m.group(0))), -1)]
        close = min((e for e in ends if e >= 0), default=len(text))
        spans.append((sentence.start + opening.end(), sentence.start + close))
    for found in BACKGROUND.finditer(text):
        if _RELATIVE.search(text, 0, found.start()):
            close = text.find(",", found.end())
        else:
            toll = _TOLL.search(text, found.end())
            clause = text[found.end() : toll.start()] if toll is not None else ""
            told = bool(taxonomy().pattern.search(clause) or strike_verb().search(clause))
            close = toll.start() if toll is not None and not told else -1
        spans.append((sentence.start + found.end(), sentence.start + (close if close >= 0 else len(text))))
    return tuple(spans)


def background_side(at: int, bounds: tuple[tuple[int, int], ...]) -> int:
    """Which background clause holds offset ``at`` (1, 2, ..., the last opened when several do), or 0 for
    none: an argument and the mention it belongs to are on the same side."""
    return max((i for i, (start, end) in enumerate(bounds, 1) if start <= at < end), default=0)
