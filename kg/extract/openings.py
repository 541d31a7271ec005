"""Where a phrase that opens its sentence starts: past the sentence's own adverb or time
(``ontology/opening-words.tsv``), which the parser may hang on the phrase's noun.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from ..resources import read_tsv

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token


def past_opening_words(doc: Doc, start: int, head: int) -> int:
    """Where a phrase opening its sentence starts once the sentence's own adverb or time is left out
    ("Earlier Wednesday", "Elsewhere", "On Monday": ``opening-words.tsv``): the clause's, though the parser
    hung it on the noun. An adjective is the noun's own ("Later generations", "Earlier reports", "Overnight
    rain"), and a time word stays when it names something: an owner ("Friday night's match") or part of
    a name ("Sunday Times journalist", "Monday Night Football")."""
    words = opening_words()
    k = start
    while k < head:
        tok = doc[k]
        if tok.lower_ == "on" and k + 1 < head and doc[k + 1].lower_ in words:
            k += 1
            continue
        if tok.lower_ not in words or tok.tag_ in _ADJECTIVE_TAGS:
            break
        if tok.tag_ not in {"RB", "RBR"} and _names_with(tok, words):
            break
        k += 1
        while k < head and doc[k].text == ",":
            k += 1
    return k


def _names_with(tok: Token, words: frozenset[str]) -> bool:
    """Whether a time word is part of what its phrase names: a possessive follows in its compound chain
    ("Friday night's match", "Wednesday evening's concert"), or a capitalised compound that is no person
    follows ("Sunday Times journalist", "Tonight Show host"; not "Wednesday Mark Hollis")."""
    doc = tok.doc
    if tok.i + 1 < len(doc):
        after = doc[tok.i + 1]
        named = after.dep_ == "compound" and after.text[:1].isupper() and after.ent_type_ != "PERSON"
        if after.tag_ == "POS" or (named and after.lower_ not in words):
            return True
    link = tok
    while link.dep_ in {"compound", "poss"} and link.head.i != link.i:
        if link.dep_ == "poss" or (link.i + 1 < len(doc) and doc[link.i + 1].tag_ == "POS"):
            return True
        link = link.head
    return False


_ADJECTIVE_TAGS = frozenset({"JJ", "JJR", "JJS"})


@lru_cache(maxsize=1)
def opening_words() -> frozenset[str]:
    """Adverbs and time words that open a sentence as its clause's (``ontology/opening-words.tsv``)."""
    return frozenset(row["word"] for row in read_tsv("opening-words.tsv"))
