"""Two names NER ran together over a preposition: "[Lanterns at Hill Park]" (a club and a ground), "[Soap
Opera to Channel Nine]" (a programme and a channel), "[the Lanterns on Boxing Day]" (a club and a date).

A preposition inside a name is common too ("Committee to Protect Journalists", "Convention on Human
Rights", "Commission of Inquiry on Syria", "Return to Oz"), so a span is split only on evidence:

- "at", "to", "from", "vs" (context-words.tsv kind `joining`) or "on" stands between capitalised words only,
  and once: a name that also holds "of", "for" or "and" is one name built of phrases;
- after "on" a date ("Boxing Day", "Monday") ends the name before it, and is dropped (it names no thing);
- otherwise the words after the preposition are a name on their own (curated, a known place, or one NER
  found alone in the corpus), and, after any but "at", the words before it are never written in lower case
  in the corpus ("Committee", "Return", "Road" are common words a name is built of, "Lanterns" of a club
  is not); after "at", a place or venue follows a thing as no name's own words do, so either side known is
  enough;
- a work's, a law's, an event's or a product's span keeps its words ("Death in Venice", "Act on Data").

Takes one mention; gives its pieces, with offsets. Plain data only.
"""

from __future__ import annotations

import calendar
from collections.abc import Callable
from dataclasses import replace
from functools import lru_cache

from ..resources import words_of_kind
from ..types import Mention
from .gazetteer import anchors, known_place_name, lookup_key
from .junk import WordStats


@lru_cache(maxsize=1)
def _prepositions() -> frozenset[str]:
    """The prepositions that join two names and hardly stand inside one ("at", "to", "from", "vs":
    context-words.tsv kind `joining`), and "on", which stands inside names ("Convention on Human Rights")
    and so splits only on the stricter evidence of the module docstring."""
    return frozenset(words_of_kind("context-words.tsv", "joining")) | {"on"}


_KEPT_LABELS = frozenset({"WORK_OF_ART", "LAW", "EVENT", "PRODUCT"})
_CALENDAR = frozenset((*calendar.day_name, *calendar.month_name)) - {""}


def split_at_preposition(
    mention: Mention, known: Callable[[str], bool], stats: WordStats
) -> tuple[Mention, ...]:
    """The names a span run over a preposition holds (see the module docstring), else the mention alone.
    ``known(name)``: the name is curated or NER found it alone in the corpus; ``stats``: how the corpus
    writes its words."""
    if mention.text.count(" ") < 2:  # a name, a preposition and a name: most spans are shorter
        return (mention,)
    words = mention.text.split(" ")
    inner = [i for i, word in enumerate(words) if word.islower()]
    opening = 1 if inner[:1] == [0] and words[0] == "the" else 0
    inner = inner[opening:]
    if len(inner) != 1 or not 0 < inner[0] - opening < len(words) - 1 - opening:
        return (mention,)
    at = inner[0]
    preposition = words[at]
    front, back = words[opening:at], words[at + 1 :]
    if preposition not in _prepositions() or not all(
        w[:1].isupper() or w[:1].isdigit() for w in front + back
    ):
        return (mention,)
    front_text, back_text = " ".join(front), " ".join(back)
    start = mention.start + len(" ".join(words[:opening])) + (1 if opening else 0)
    first = replace(mention, text=front_text, start=start, end=start + len(front_text))
    if preposition == "on" and (back[-1] == "Day" or all(w in _CALENDAR for w in back)):
        return (first,)
    if mention.label in _KEPT_LABELS or lookup_key(mention.text) in anchors():
        return (mention,)
    back_known = known(back_text) or known_place_name(back_text)
    if preposition == "at":
        if not (back_known or known(front_text) or known_place_name(front_text)):
            return (mention,)
    elif not back_known or any(stats.lower.get(w.lower(), 0) for w in front):
        return (mention,)
    back_start = mention.end - len(back_text)
    second = replace(mention, text=back_text, start=back_start, label=_label(mention, back_text, preposition))
    return (replace(first, label=_label(mention, front_text, "")), second)


def _label(mention: Mention, piece: str, preposition: str) -> str:
    """A piece's label: a known place NER read inside a person's span is a place; after "at", a venue."""
    if mention.label != "PERSON":
        return mention.label
    if known_place_name(piece) or preposition == "at":
        return "GPE" if known_place_name(piece) else "FAC"
    return mention.label
