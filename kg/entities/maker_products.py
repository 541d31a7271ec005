"""A product written after its maker's name, in one name or after its possessive: "the [Sony Walkman]", "a
[Subaru Impreza]", "Sony's [Qrio Robot]", "Nintendo's [DS]". NER tags such a name ORG like its maker, or a
person's, and the product is often named once. Takes a mention (and the article's text); gives whether its
name is a maker's followed by a model's name, or a model's name after a maker's possessive (kind Other).

The makers are ontology/product-makers.tsv's `maker` rows: makers of devices, computers, software, consoles
and cars, the goods people name by maker and model. What follows the maker's name must be a model's name, not
another of the maker's firms or units: no word of it may be a firm's word (the table's `firm-word` rows,
sponsor-heads.tsv's fields and groups, org-words.tsv's designators and organisation heads: "Sony Pictures",
"Nissan Motor", "Toshiba Group"), a role ("Sony chairman"), a happening's head ("Toyota Cup", "Sony Open"), a
place's, a nation's or a people's name ("Sony UK", "Sony's European arm"), a place's or a venue's head word, a
sum of money, another maker's name ("Peugeot Citroen") or a surname, where the name joins two makers or a
maker and a founder ("Sony Ericsson", "Mercedes Benz" as the firm); nor may the name end in a possessive.
After a maker's possessive, no person's name that opens with a given name ("Sony's Ann Hale", a member of its
staff), nor a name before a noun of the maker's sites or units ("Toyota's Kelsoton plant"); the table's
`possessive-maker` rows count only there ("Canon's EOS", not "Canon Ann Hale", a cleric).
"""

from __future__ import annotations

import re
from functools import lru_cache

from ..resources import alternation, read_tsv, words_of_kind
from ..types import Mention
from .gazetteer import demonyms, event_heads, lookup_key, name_words, org_words, place_or_nation
from .names import name_tokens
from .reference_tables import person_surnames
from .roles import is_role
from .works import given_named_person

# a sum of money after a maker's name is no model's number: "Fiat 1.55bn"
_SUM = re.compile(r"\d[\d.,]*(?:bn|m|k)\b")
# a name between a maker's possessive and a noun of its sites or units is a place's or a unit's, which NER
# may not know: "Toyota's [Kelsoton] plant", "Sony's [Hale] division"
_SITE_AFTER = re.compile(
    r"\s+" + alternation(words_of_kind("product-makers.tsv", "site-after")) + r"\b", re.IGNORECASE
)


@lru_cache(maxsize=1)
def _makers() -> tuple[tuple[str, ...], ...]:
    """The makers' names as written, split into words, longest first ("Mercedes Benz" before "Mercedes")."""
    names = (tuple(word.split()) for word in words_of_kind("product-makers.tsv", "maker"))
    return tuple(sorted(names, key=len, reverse=True))


@lru_cache(maxsize=1)
def _firm_words() -> frozenset[str]:
    """Words after a maker's name that name a firm or a unit of its own, not a product: product-makers.tsv's
    `firm-word` rows, sponsor-heads.tsv's words, and the one-word designators, organisation heads, venue
    and place heads of org-words.tsv."""
    words = set(words_of_kind("product-makers.tsv", "firm-word"))
    words.update(row["word"] for row in read_tsv("sponsor-heads.tsv", ("word", "role")))
    _, designators = org_words()
    for role_words in (designators, name_words("org-head"), name_words("venue"), name_words("place")):
        words.update(word for phrase in role_words for word in phrase)
    return frozenset(words)


def maker_product(mention: Mention) -> bool:
    """True when the mention's name is a maker's of product-makers.tsv followed by a model's name: "Sony
    Walkman", "Subaru Impreza", "Apple iPod" (see the module's docstring for what the model's name may not
    hold)."""
    words = mention.text.split()
    # NER's span may hold the article before the name: "[the Apple iPod]"
    if words[:1] and words[0].lower() in ("the", "a", "an"):
        words = words[1:]
    if mention.text.rstrip().endswith(("'s", "’s", "'", "’")):
        return False
    # a maker's name that opens a place's: "Palm Beach", "Palm Springs"
    if place_or_nation(" ".join(words)):
        return False
    for maker in _makers():
        if tuple(words[: len(maker)]) == maker and len(words) > len(maker):
            return _model_name(" ".join(words[len(maker) :]))
    return False


@lru_cache(maxsize=1)
def _maker_owns() -> re.Pattern[str]:
    """A maker's name of product-makers.tsv and its possessive right before a name (case-sensitive)."""
    # a possessive-only maker too: "Canon's EOS", where "Canon Ann Hale" is a cleric
    owners = (
        *(" ".join(maker) for maker in _makers()),
        *words_of_kind("product-makers.tsv", "possessive-maker"),
    )
    makers = "|".join(re.escape(owner) for owner in owners)
    return re.compile(rf"(?<![\w'’-])(?:{makers})['’]s\s+$")


def owned_product(text: str, mention: Mention) -> bool:
    """True when the mention follows a maker's possessive and its name can be a model's: "Sony's [Qrio
    Robot]", "Microsoft's [Media Player 10]"; not "Sony's [Ann Hale]"."""
    if not _maker_owns().search(text, max(0, mention.start - 40), mention.start):
        return False
    if mention.label == "NORP" or mention.text.rstrip().endswith(("'s", "’s", "'", "’")):
        return False
    if given_named_person(mention) or _SITE_AFTER.match(text, mention.end):
        return False
    return _model_name(mention.text.strip())


def _model_name(rest: str) -> bool:
    """True when the words after a maker's name can be a model's name: none is a firm's word, a role or a
    surname, no run of them a happening's head ("Volvo Ocean Race"), and together they name no place,
    nation or people ("Sony's European arm")."""
    # a model's name opens with a capital, a digit or a lower-case letter before a capital ("iPod"), not with
    # a conjunction that joins the maker to another firm ("Dell and Kelso")
    first = rest.split()[0] if rest.split() else ""
    if not (first[:1].isupper() or first[:1].isdigit() or (first[:1].islower() and first[1:2].isupper())):
        return False
    if _SUM.match(rest):
        return False
    # a second maker's name: the two firms' joint venture or merger ("Peugeot Citroen")
    if any(tuple(rest.split()[: len(maker)]) == maker for maker in _makers()):
        return False
    tokens = name_tokens(rest)
    if not tokens or place_or_nation(rest) or lookup_key(rest) in demonyms():
        return False
    firm_words, surnames = _firm_words(), person_surnames()
    if any(token in firm_words or token in surnames or is_role(token) for token in tokens):
        return False
    # a head of two words counts too: "Samsung Six Nations"
    heads = event_heads()
    return not any(tokens[i:j] in heads for i in range(len(tokens)) for j in range(i + 1, len(tokens) + 1))
