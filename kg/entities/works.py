"""Titles of works named in a list after a plural noun of works: "programmes such as Harbour Lights and
Morton Grange", "films including Kelso, The Long Road and Sam Walker". NER tags such titles as people,
places or firms; the list states what they are. Takes an article's text and a mention; gives whether the
mention opens an item of such a list. The nouns are ontology/context-words.tsv's `works-listed` rows.
"""

from __future__ import annotations

import re
from functools import lru_cache

from ..resources import alternation, words_of_kind
from ..types import Mention

# what may not stand between the noun and a title of its list: a sentence's stop, a colon, a bracket, a quote
_LIST_BREAK = re.compile(r"[.;:!?()\n\"]")
# the words before the title end an item of the list: "Harbour Lights and ", "Kelso, "
_ITEM_END = re.compile(r"(?:,|\s(?:and|or))\s+$")
_ITEMS = re.compile(r",\s*|\s+(?:and|or)\s+")
# how far back the noun may stand: a list of four or five titles
_REACH = 150


@lru_cache(maxsize=1)
def _works_listed() -> re.Pattern[str]:
    """A plural noun of works and "such as", "like" or "including", ending where the list starts."""
    nouns = alternation(words_of_kind("context-words.tsv", "works-listed"))
    return re.compile(rf"\b{nouns},?\s+(?:such\s+as|like|including)\s+", re.IGNORECASE)


def listed_work(text: str, mention: Mention) -> bool:
    """True when the mention opens an item of a list of titles after a plural noun of works ("programmes
    such as Harbour Lights and [Morton Grange]"): every item before it opens with a capital or a digit, and no
    sentence's stop, colon or bracket comes between, so the list is still running; not a title's owner."""
    # "shows such as Channel 5's quiz Brain Gym": the item's owner, not its title
    if mention.text.endswith(("'s", "’s")) or text.startswith(("'s", "’s"), mention.end):
        return False
    # two titles NER ran together at their "and" ("Blue Water and Red Sky") are split by
    # the rules of conjoined.py, whose first half is then a common word, no title of its own
    if " and " in mention.text:
        return False
    before = text[max(0, mention.start - _REACH) : mention.start]
    found = list(_works_listed().finditer(before))
    if not found:
        return False
    between = before[found[-1].end() :]
    if not between:
        return True
    if _LIST_BREAK.search(between) or not _ITEM_END.search(between):
        return False
    items = [item.strip() for item in _ITEMS.split(between) if item.strip()]
    return all(item[:1].isupper() or item[:1].isdigit() for item in items)
