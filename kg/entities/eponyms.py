"""Names that stand only in a term named after someone: "Legionnaire's disease", "Godel's Theorem",
"Parkinson's disease". The possessive and the noun after it (an `eponym-after` row of
ontology/context-words.tsv) make a common term; the name alone is a fragment of it, no entity. The nouns
are the narrow ones of such terms (disease, theorem), not "law" or "principle", which an owner's possessive
stands before as often ("Sweden's law on file-sharing"); and a place of the gazetteer, or a name the corpus
also writes without such a noun, names something of its own ("Paris's syndrome", "Wexford's syndrome clinic").
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import lru_cache

from ..resources import alternation, words_of_kind
from .gazetteer import anchors, known_place_name, lookup_key
from .merger import Form

_POSSESSIVE = ("'s", "\u2019s")


@lru_cache(maxsize=1)
def _eponym_after() -> re.Pattern[str]:
    nouns = alternation(words_of_kind("context-words.tsv", "eponym-after"))
    return re.compile(rf"(?:'s|\u2019s)?\s+(?i:{nouns})\b")


def eponym_term(form: Form, texts: Mapping[str, str]) -> str | None:
    """ "eponym" when every mention of the form is a possessive before a term's noun, else None."""
    if not form.mentions:
        return None
    names = set()
    for mention in form.mentions:
        text = texts.get(mention.article_id, "")
        # NER's span may or may not hold the possessive: "[Legionnaire]'s disease", "[Godel's] Theorem"
        end = mention.end - 2 if mention.text.endswith(_POSSESSIVE) else mention.end
        if text[end : end + 2] not in _POSSESSIVE or not _eponym_after().match(text, end):
            return None
        names.add(text[mention.start : end])
    if any(
        lookup_key(name) in anchors() or known_place_name(name) or _written_elsewhere(name, texts)
        for name in names
    ):
        return None
    return "eponym"


def _written_elsewhere(name: str, texts: Mapping[str, str]) -> bool:
    """True when some text of the corpus writes ``name`` other than before a term's noun (NER may have
    missed it there): few forms get this far, so reading every text for one costs little."""
    written = re.compile(rf"\b{re.escape(name)}\b")
    return any(
        not (text[found.end() : found.end() + 2] in _POSSESSIVE and _eponym_after().match(text, found.end()))
        for text in texts.values()
        for found in written.finditer(text)
    )
