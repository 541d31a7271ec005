"""A title after its maker's possessive in a sentence about works: "Ann Lee's [Harbour Lights]", "the
composer Hale's [La Serena]", "Kelso's 60GB [Pocketbox]". NER tags such titles as firms, people or places;
the possessive says someone made or sells the thing named, and a word of works in the same sentence (a
film, an opera, a novel, an album, a premiere: context-words.tsv's `works-sentence` rows) says it is a
work or a product, no body the maker owns. Takes an article's text and a mention; gives whether the
mention is such a title. Not a person's name ("Ann Lee's Sam Hale", a given name first), a place, a
happening or a designated body ("Ann Lee's Kelso Productions"), nor a place's or a people's possession
("London's West End", "Britain's Kelso")."""

from __future__ import annotations

import re
from functools import lru_cache

from ..resources import alternation, words_of_kind
from ..types import Mention
from .gazetteer import designated, event_heads, known_place_name, place_or_nation
from .names import name_tokens
from .works import given_named_person

# the maker's name and its possessive right before the title, maybe past the title's own "The" that NER
# left out of the name: "Ann Lee's [Harbour Lights]", "Hale's The [Longboat]"
_MAKER_BEFORE = re.compile(
    r"(?P<maker>[A-Z][\w.-]*(?:\s+(?:[A-Z][\w.-]*|de|van|von|di|da))*)(?:['’]s|(?<=s)['’])"
    r"\s+(?:The\s+)?$"
)
# where a sentence ends: a stop, a question or an exclamation mark before a space, or a line's end
_SENTENCE_END = re.compile(r"[.!?]\s|\n")


@lru_cache(maxsize=1)
def _works_words() -> re.Pattern[str]:
    """A word of works (context-words.tsv's `works-sentence` rows), matched in any case."""
    return re.compile(rf"\b{alternation(words_of_kind('context-words.tsv', 'works-sentence'))}\b", re.I)


def sentence_of(text: str, mention: Mention) -> str:
    """The sentence that holds the mention."""
    return sentence_around(text, mention.start, mention.end)


def sentence_around(text: str, start: int, end: int) -> str:
    """The sentence that holds the text from ``start`` to ``end`` (a mention, a list of names), reaching
    back at most 400 characters."""
    starts = [stop.end() for stop in _SENTENCE_END.finditer(text, max(0, start - 400), start)]
    opening = starts[-1] if starts else max(0, start - 400)
    closing = _SENTENCE_END.search(text, end)
    return text[opening : closing.start() if closing else len(text)]


def makers_title(text: str, mention: Mention) -> bool:
    """True when the mention follows its maker's possessive in a sentence of works: "the opera Bellini
    conducted was Ann Lee's [Harbour Lights]"."""
    maker = _MAKER_BEFORE.search(text, max(0, mention.start - 60), mention.start)
    if not maker or mention.text.endswith(("'s", "’s")):
        return False
    tokens = name_tokens(mention.text)
    owner = re.sub(r"^The\s+", "", maker.group("maker"))
    if (
        not tokens
        or given_named_person(mention)
        # a full name NER reads as a person's is a staff member's: "the BBC's [Kelso Hale] says the film"
        or (mention.label == "PERSON" and len(tokens) == 2)
        or designated(tokens)
        or tokens[-1:] in event_heads()
        or known_place_name(mention.text)
        # "BBC's", "London's", "Britain's": a body's initials, a place's or a nation's possession
        or owner.isupper()
        or place_or_nation(owner)
    ):
        return False
    return bool(_works_words().search(sentence_of(text, mention)))
