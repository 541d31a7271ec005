"""An award's short form NER tagged as a person's name ("Oscar voters", "won an Oscar for"): the awards show
the gazetteer holds, mention by mention, so that a person called Oscar elsewhere in the build keeps his name.
Takes an article's text and a mention; gives the curated event or None. The nouns are ontology/
context-words.tsv's `award-after` rows. Read by :mod:`.forms` when it keys mentions into forms.
"""

from __future__ import annotations

import re
from functools import lru_cache

from ..resources import alternation, words_of_kind
from ..types import EVENT, Mention
from .gazetteer import Anchor, anchors, lookup_key


@lru_cache(maxsize=1)
def _award_after() -> re.Pattern[str]:
    """A hyphen or an award's noun right after the name (context-words.tsv's `award-after` rows)."""
    return re.compile(r"-[a-z]|\s+" + alternation(words_of_kind("context-words.tsv", "award-after")) + r"\b")


# an article no person's name takes: "won an [Oscar] for", "lost the best actress [Oscar]"
_ARTICLE_BEFORE = re.compile(r"\b(?:a|an|the)\s+(?:best\s+(?:[\w-]+\s+){0,2})?$", re.IGNORECASE)


def award_before_noun(text: str, mention: Mention) -> Anchor | None:
    """The curated event whose short form NER tagged PERSON, before a hyphen or an award's noun
    ("Oscar-winning", "Oscar voters") or after an article ("an Oscar for", "the best actress Oscar").
    Elsewhere the word is a person's name ("Oscar said he heard her")."""
    anchor = anchors().get(lookup_key(mention.text))
    if anchor is None or anchor.kind != EVENT:
        return None
    before = text[max(0, mention.start - 30) : mention.start]
    return anchor if _award_after().match(text, mention.end) or _ARTICLE_BEFORE.search(before) else None
