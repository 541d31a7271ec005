"""Names that stand only in a term named after someone: "Legionnaire's disease", "Godel's Theorem",
"Parkinson's disease". The possessive and the noun after it (an `eponym-after` row of
ontology/context-words.tsv) make a common term; the name alone is a fragment of it, no entity.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import lru_cache

from ..resources import alternation, words_of_kind
from .merger import Form


@lru_cache(maxsize=1)
def _eponym_after() -> re.Pattern[str]:
    nouns = alternation(words_of_kind("context-words.tsv", "eponym-after"))
    return re.compile(rf"(?:'s|\u2019s)?\s+(?i:{nouns})\b")


def eponym_term(form: Form, texts: Mapping[str, str]) -> str | None:
    """ "eponym" when every mention of the form is a possessive before a term's noun, else None."""
    if not form.mentions:
        return None
    for mention in form.mentions:
        text = texts.get(mention.article_id, "")
        # NER's span may or may not hold the possessive: "[Legionnaire]'s disease", "[Godel's] Theorem"
        end = mention.end - 2 if mention.text.endswith(("'s", "\u2019s")) else mention.end
        if text[end : end + 2] not in ("'s", "\u2019s") or not _eponym_after().match(text, end):
            return None
    return "eponym"
