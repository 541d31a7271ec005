"""Names NER cut at the hyphen inside them: "[Owusu]-Abeyie", "Professor [Ann Magnenat]-Thalman", whose
front then stands as an entity of its own that names nobody (issue 13, junk). A hyphen joins two names as
often ("the Syria-Turkey border", "Israeli-Palestinian talks", "the Blair-Brown feud"), so the name is
made whole only when neither half is a place, a nation or a demonym, and the article never writes the back
on its own. Takes a mention and its article's text; gives the mention. Plain data only.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from ..types import Mention
from .gazetteer import demonyms, known_place_name, lookup_key, national_names

# the back NER left out: a hyphen and one capitalised word, right after the span and closing the name
# (not a longer chain "-Frid-Lyngstad", nor a range or a compound in lower case: "-based", "3-2"); a
# capitalised word after it goes on with the name ("[Kelso]-Harbour Vale" of a race), which the back would
# leave cut as before
_BACK = re.compile(r"-([A-Z][a-z]+)(?![\w-])(?![ \t]+[A-Z])")


def _place_like(word: str) -> bool:
    """True for a word that is a place's, a nation's or a people's name on its own."""
    key = lookup_key(word)
    return known_place_name(word) or key in demonyms() or key in national_names()


def regain_hyphen_back(text: str, mention: Mention, covered: Callable[[int], bool]) -> Mention:
    """The mention with the back of its hyphenated last word NER cut off ("[Owusu]-Abeyie"), when the back
    belongs to no other mention (``covered`` tells whether an offset lies in one), neither half is a place,
    a nation or a demonym, and the article writes the back nowhere else on its own ("the Blair-Brown feud"
    beside "Brown said" joins two names)."""
    if not mention.text or mention.text[-1:] in "-'’":
        return mention
    found = _BACK.match(text, mention.end)
    if found is None or covered(mention.end + 1):
        return mention
    back = found.group(1)
    if _place_like(mention.text.split()[-1]) or _place_like(back):
        return mention
    alone = re.compile(rf"(?<![\w-]){re.escape(back)}(?![\w-])")
    if alone.search(text, 0, mention.start) or alone.search(text, found.end()):
        return mention
    return replace(mention, text=text[mention.start : found.end()], end=found.end())
