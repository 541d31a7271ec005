"""Names NER cut out of a longer title-case name: "My Summer of [Love]", "(Enduring [Love])", "(Army of
[Islam])", "programme Go [Digital]", "Jabhat [Fatah al Sham]". NER tags a piece of a film's, a programme's or
a group's name it does not know, and the piece is no name of its own.

Only the words before the piece are read: a capitalised word after a name is as often the next name of a
list that lost its commas ("the towns of [Kafar Takharim] Kafranbil"), a title ("[Metropolitan Police]
Commissioner") or the next sentence where the page lost its full stop ("said [al-Shimale] It is"), and a
possessive before a programme ("[BBC Radio 4's] Today programme") is the name whole.

Takes mentions with their offsets, the article texts and the spans of every mention; gives whether each
mention is such a piece. Plain data only.
"""

from __future__ import annotations

import calendar
import re
from collections.abc import Collection, Mapping, Sequence
from functools import lru_cache

from ..resources import words_of_kind
from ..types import Mention
from .gazetteer import demonyms, given_name_first
from .names import name_tokens, titles

# The capitalised word before the piece must not open a sentence, a line or a quote, where any word is
# capitalised ("Fighters of [Jaish al-Islam]"), nor stand in a title-case headline ("Fans Protest As
# [Manchester United] Owners ..."): a lower-case word, a comma or a colon and a space, or an opening
# bracket, come before it. An Arabic article's word is a name's, not a lower-case word ("Aleppo al-Nusra Front
# [Ahrar al-Sham]": a tag line of names).
_INSIDE = r"(?:(?<![\w'-])(?!(?:al|el)-)[a-z][\w'-]* |[,;:] |\()"
# Capitalised words and "of" before the piece: "are My Summer of [Love]", "(Army of [Islam])"
_OF_BEFORE = re.compile(_INSIDE + r"(?-i:((?:[A-Z][a-z]+ ){0,2}[A-Z][a-z]+)) of (?:the )?$")
# A capitalised word right before the piece: "(Enduring [Love])", "programme Go [Digital]"; a word without
# a vowel abbreviates a name's own word ("rival Wm [Morrison]")
_WORD_BEFORE = re.compile(_INSIDE + r"(?-i:((?=[A-Z][a-z]*[aeiouy])[A-Z][a-z]+)) $")
_CALENDAR_WORDS = frozenset(w.lower() for w in (*calendar.day_name, *calendar.month_name) if w)


@lru_cache(maxsize=1)
def _not_title_words() -> frozenset[str]:
    """Capitalised words next to a name that are no part of a longer one: titles ("Lord Falconer"),
    demonyms ("Briton Tim Henman"), days and months, the place nouns before "of" ("East of Homs") and the
    office nouns of a job before "of" ("Chairman of [Barclays]", "a Fellow of the [Royal Society]")."""
    words = {" ".join(t) for t in titles().fragments if len(t) == 1}
    words |= set(words_of_kind("person-words.tsv", "office-noun"))
    words |= {d for d in demonyms() if " " not in d}
    words |= set(words_of_kind("context-words.tsv", "place-before"))
    words |= {"the", "a", "an", "and", "or", "of", "in", "on", "at", "by", "for", "to", "from", "with"}
    return frozenset(words) | _CALENDAR_WORDS


def title_piece(text: str, mention: Mention, spans: Sequence[tuple[int, int]]) -> bool:
    """True when the mention stands at the end of a longer title-case run whose word before it no mention
    covers: NER cut it out of a name it did not know. ``spans``: (start, end) of every mention of the
    article. Not a person's name that opens with a given name: a title NER left out stands before it
    ("Home Affairs Commissioner [Franco Frattini]", "Chief Executive [Maeve Sherlock]")."""
    if mention.label == "PERSON" and given_name_first(mention.text):
        return False
    before = text[max(0, mention.start - 40) : mention.start]
    start = mention.start - len(before)
    for match in (_OF_BEFORE.search(before), _WORD_BEFORE.search(before)):
        if match is None:
            continue
        word_start, word_end = start + match.start(1), start + match.end(1)
        # every word of the run: "Chief Executive of [Ofcom]" is a job, whichever word the tables hold
        if any(
            word.lower() in _not_title_words() or name_tokens(word) in titles().fragments
            for word in match.group(1).split()
        ):
            continue
        if any(s < word_end and word_start < e for s, e in spans):  # the word is another name's
            continue
        return True
    return False


def title_pieces(
    mentions: Collection[Mention], texts: Mapping[str, str], spans: Mapping[str, Sequence[tuple[int, int]]]
) -> bool:
    """True when every one of a name's mentions is a piece of a longer title (see :func:`title_piece`)."""
    return bool(mentions) and all(
        title_piece(texts[m.article_id], m, spans.get(m.article_id, ())) for m in mentions
    )
