"""A name that qualifies a credit, a person's part in a work or a band, right before the person's name: "the
Scrubs actor Zach Braff", "Harry Potter author JK Rowling", "U2 frontman Bono", "Blur guitarist Graham
Coxon". The credit says what the name is: a work (kind Other) for an actor's, an author's or a creator's
part; a band (an organisation) for a singer's or a player's part in a group. NER tags such titles and bands
as people, places or firms, and the body-roles rule of :mod:`.roles` never reads these credits. Takes an
article's text and a mention; gives the kind the credit states, or None. The credits are
ontology/context-words.tsv's `work-credit` and `band-credit` rows.

Credits shared by works and bodies ("director", "producer", "star": "Arsenal director", "Westlife star",
"Disney producer") are left to other rules, except in a sentence of the cinema (`screen-credit` and
`screen-word` rows): "a film with [Kelso] director Ann Lee", "the best actor race, with [Kelso] star Ann
Lee the favourite". A place or a people is no work or band: "Hollywood actor", "Welsh singer", "US author"
qualify the person by where they come from.
"""

from __future__ import annotations

import re
from functools import lru_cache

from ..resources import alternation, words_of_kind
from ..types import ORGANIZATION, OTHER, Mention
from .gazetteer import (
    demonyms,
    designated,
    event_heads,
    known_place_name,
    lookup_key,
    national_names,
    place_adjective,
)
from .junk import group_adjectives
from .makers import sentence_of
from .names import name_tokens

# above the full weight of a stated kind (evidence.CONTEXT_WEIGHT, 4.0), so that :func:`.kinds._stated_kind`
# can tell a credit: it names a work or a band even where the name opens with a given name, as titles and
# bands named after people do ("Harry Potter author JK Rowling", "Vera Drake actor Phil Davis")
CREDIT_WEIGHT = 4.5


@lru_cache(maxsize=2)
def _credit_after(kind: str) -> re.Pattern[str]:
    """A credit of ``kind`` (a row kind of context-words.tsv) right after the name, an optional possessive
    between ("Kasabian's singer"), then a capitalised word: the credited person's name. Case-sensitive, so
    that "U2 Frontman" of a headline in title case, or a credit that ends a sentence, is not read."""
    words = alternation(words_of_kind("context-words.tsv", kind))
    return re.compile(rf"(?:'s|’s)?\s+{words}\s+[A-Z][\w'-]")


@lru_cache(maxsize=1)
def _screen_words() -> re.Pattern[str]:
    """A word of the cinema (context-words.tsv's `screen-word` rows), matched in any case."""
    return re.compile(rf"\b{alternation(words_of_kind('context-words.tsv', 'screen-word'))}\b", re.I)


def _screen_credited(text: str, mention: Mention) -> bool:
    """True when a credit shared with firms ("director", "producer", "star") follows the name in a sentence
    of the cinema: "a jury chaired by [Kelso] director Ann Lee and including actresses". Not a name that
    ends in a designator or a happening's head word ("the Kelso Film Festival director"), nor initials
    ("the BBC director")."""
    if not _credit_after("screen-credit").match(text, mention.end):
        return False
    tokens = name_tokens(mention.text)
    if not tokens or designated(tokens) or tokens[-1:] in event_heads() or mention.text.strip().isupper():
        return False
    return bool(_screen_words().search(sentence_of(text, mention)))


def credited_kind(text: str, mention: Mention) -> str | None:
    """The kind a credit after the mention states (Other for a work, Organization for a band), or None:
    "[Scrubs] actor Zach Braff", "[U2] frontman Bono". Not a place or a people (tagged GPE, LOC or NORP,
    known to pycountry or GeoNames, a nation's name, a demonym or a place's or a people's adjective)."""
    # a film's credit reads NER's place or people too ("Dogville director" tagged NORP), past the tables
    # of places and peoples below
    screen = _screen_credited(text, mention)
    if mention.label in ("GPE", "LOC", "NORP") and not screen:
        return None
    found = None
    if screen or _credit_after("work-credit").match(text, mention.end):
        found = OTHER
    elif _credit_after("band-credit").match(text, mention.end):
        found = ORGANIZATION
    if found is None:
        return None
    key = lookup_key(mention.text)
    if key in demonyms() or key in national_names() or known_place_name(mention.text):
        return None
    # "Scottish author", "Muslim actress": an adjective of a place or a people GeoNames or our lists know
    if place_adjective(mention.text) or key in group_adjectives():
        return None
    return found
