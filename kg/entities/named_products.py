"""Names of products: a name NER read as a person's or a place's that opens a noun phrase headed by a
product's noun ("the [Pez] sweet dispenser", "the [Atkins] diet", "1993 [Starfox] game"). Takes an
article's text and a mention; gives whether the mention names such a thing. The nouns are
ontology/context-words.tsv's `product-after` and `product-after-any` rows. Kept apart from
``kg.entities.works``, whose lists and titles name works by the words around them, because a product is
read off the noun phrase the name opens and the maker that may own it.
"""

from __future__ import annotations

import re
from functools import lru_cache

from ..resources import alternation, words_of_kind
from ..types import Mention
from .gazetteer import designated, known_place_name
from .names import name_tokens


@lru_cache(maxsize=2)
def _product_after(kind: str = "product-after") -> re.Pattern[str]:
    """Up to two lower-case words and a product's noun right after a name (context-words.tsv's rows of
    `kind`): "[Pez] sweet dispenser", "[Starfox] game". Not before a noun of the firm or the trade that
    makes such things ("the Kelso games group", "the Hale phone maker"). A `product-after-any` noun only
    right after the name ("[Kelso] index", "[Hale] share index"): with a word between, the name is the
    maker's whose index it is ("the [Kelso] optimism index", "the [Hale] manufacturing index")."""
    nouns = alternation(words_of_kind("context-words.tsv", kind))
    most = 0 if kind == "product-after-any" else 2
    # the words between qualify the noun; a grammar word or a word ending as a verb may (-s, -e, -ed) puts
    # the name in a clause of its own ("the All Blacks in both games", "the Kelso station lets people
    # watch", "the Library carried laptops"), at the cost of "the Kelso mobile phone"
    between = (
        r"(?!(?:in|on|at|of|for|with|and|or|to|by|from|both|all|should|would|could|will|can|may|must"
        r"|lets?)\b)"
    )
    return re.compile(
        rf"(?:\s+{between}[a-z][a-z-]*[a-df-rt-z](?<!ed)){{0,{most}}}\s+{nouns}\b"
        r"(?!\s+(?:makers?|group|firm|company|industry|market|business|division|unit|director|designer"
        r"|developer|publisher|chief|boss"
        # the people or the tools that fight a virus: "the Kelso virus experts", "the Hale virus scanner"
        r"|experts?|researchers?|specialists?|analysts?|scanners?|checkers?|filters?|labs?|team)\b)"
        # a noun that takes an object is a verb: "fans of Kelso watch the final"
        r"(?!\s+(?:the|a|an|his|her|their|its|it|them|him|me|us|you|this|that)\b)"
    )


# a name of up to three capitalised words, each maybe followed by a hyphen or a dot and a part
_NAME = r"[A-Z][\w.-]*(?:\s+[A-Z][\w.-]*){0,2}"
# names joined to the one before them, ending at the last: ", Hale and Lantern" of "the Kelso, Hale and
# Lantern virus families"
_JOINED_NAMES = re.compile(rf"(?:\s*,\s*{_NAME})*\s+(?:and|or)\s+{_NAME}")


# names joined before a name, from the first, past an opening article: "Kelso and " of "the Kelso and [Hale]
# virus", "Kelso, Hale and " of "The Kelso, Hale and [Lantern] viruses"
_JOINED_BEFORE = re.compile(
    rf"(?<![\w.-])(?!(?:The|A|An|Its|Their)\s){_NAME}(?:\s*,\s*{_NAME})*\s*,?\s+(?:and|or)\s+$"
)


def _joined_start(text: str, start: int) -> int:
    """Where the names joined before a name begin ("the Kelso and [Hale] virus": at "Kelso"), so that the
    later names share the phrase the first opens; ``start`` itself when no name is joined before."""
    joined = _JOINED_BEFORE.search(text, max(0, start - 80), start)
    return joined.start() if joined else start


def _joined_end(text: str, end: int) -> int:
    """Where the names joined after a name end ("the [Kelso] and Hale virus": after "Hale"), so that they
    share the noun after the last; ``end`` itself when no name is joined."""
    joined = _JOINED_NAMES.match(text, end)
    return joined.end() if joined else end


# a noun phrase opens before the name: an article, a possessive pronoun or name, or a year ("the [Pez] sweet
# dispenser", "its [Kelso] phone", "1993 [Starfox] game"); without one the noun after it may be a verb
# ("prices in London range from", "fans in Kelso watch")
_PHRASE_OPENS = re.compile(
    r"(?:\b(?:the|a|an|its|their|his|her|our|your|my)|\w['’]s?|\b(?:19|20)\d\d)\s+$", re.I
)


# a maker's possessive before the name, maybe past one lower-case word: "its [Kelso] handset", "Lantern's
# latest [Hale] software"; the maker is named before, so the name between is what it makes
_MAKER_OWNS = re.compile(r"(?:\b(?:its|their)|\w['’]s)\s+(?:[a-z]+\s+)?$")


# a verb of speaking right after a name: a firm or a body speaks, an index or a script does not
_SPEAKS_AFTER = r"\s+(?:said|says|told|tells|announced|announces|added|adds|reported|reports|warned|warns)\b"


def _body_named(text: str, mention: Mention) -> bool:
    """True when an organisation NER tagged is a body's anywhere in the article: its name ends in a
    designator ("Transparency International", org-words.tsv) or a verb of speaking follows it ("Kelso said
    demand was weak"), so that the index named for it is the publisher's own."""
    if mention.label != "ORG":
        return False
    if designated(name_tokens(mention.text)):
        return True
    return re.search(r"\b" + re.escape(mention.text.strip()) + _SPEAKS_AFTER, text) is not None


def named_product(text: str, mention: Mention) -> bool:
    """True when a name NER read as a person's or a place's opens a noun phrase whose head is a product's
    noun: "the [Pez] sweet dispenser", "the [Atkins] diet", "1993 [Starfox] game". NER's organisation is
    the maker's name ("the Nokia handset") and keeps its kind, unless a maker owns the phrase ("its [Kelso]
    handset", "Lantern's [Hale] computer", whatever NER tagged the name). Before "game" only a name NER
    read as a person's: a side's, a league's or a competition's name there is a match's ("the Wales game",
    "a Premiership game"). A place's name GeoNames or pycountry knows is a product's here only as a name
    NER read as a person's before a noun no maker's name qualifies (`product-after-any`: "the [ISEQ] index",
    "the [Kelso] alphabet", "the [Sasser] worm"), which makes the name the thing itself whatever NER tagged
    it, unless the name is a body's elsewhere (`_body_named`: a survey firm's eponymous index, "the Kelso
    index" after "Kelso said"). Names joined before the name share the phrase the first one opens: "the
    Kelso and [Hale] virus families"."""
    # a place's name qualifies a product's noun ("the Kelso phone"), save a name NER read as a person's
    # before a noun no maker's name qualifies: "the [Sasser] worm" is the worm, whatever town shares it
    place = known_place_name(mention.text)
    if place and mention.label != "PERSON":
        return False
    # a later name of "the Kelso and [Hale] virus" is in the phrase the first name's article opens
    start = _joined_start(text, mention.start)
    owned = _MAKER_OWNS.search(text, max(0, start - 40), start)
    if not owned and not _PHRASE_OPENS.search(text, max(0, start - 12), start):
        return False
    if _product_after("product-after-any").match(text, _joined_end(text, mention.end)):
        return not _body_named(text, mention)
    if place or (mention.label not in ("PERSON", "GPE", "LOC", "NORP", "FAC") and not owned):
        return False
    product = _product_after().match(text, mention.end)
    if not product:
        return False
    return mention.label == "PERSON" or not re.search(r"\bgames?$", product.group())
