""" "the town", "the city", "the village" for the one place of that kind named just before: "300 men were
executed in the town of Ghraneij ... when Islamic State stormed the town". Out of its article, "stormed the
town" says nothing about where.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .reach import one_in_reach

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token

# The kinds of settlement, as the noun reads ("the town of X", "X city").
_KINDS = frozenset({"town", "city", "village"})
_ARGUMENTS = frozenset({"nsubj", "nsubjpass", "dobj", "pobj"})


# Arabic articles written before a name with a hyphen ("al-Bab", "Deir ez-Zor", "Ras al-Ain").
_ARTICLES = frozenset({"al", "el", "ez", "ed", "es", "ad", "as", "ar", "ash", "at", "an", "az", "ul"})


def _name_word(tok: Token) -> bool:
    """A word of a place's name: capitalised, or an Arabic article or its hyphen, which spaCy splits off
    ("al", "-", "Bab")."""
    doc = tok.doc
    if tok.text[:1].isupper():
        return True
    if tok.lower_ in _ARTICLES:
        return tok.i + 2 < len(doc) and doc[tok.i + 1].text == "-" and doc[tok.i + 2].text[:1].isupper()
    return tok.text == "-" and tok.i > 0 and doc[tok.i - 1].lower_ in _ARTICLES


def _ranked(tok: Token) -> bool:
    """True for a kind ranked within a country ("the capital city", "the largest city"), which names none."""
    return any(c.tag_ == "JJS" or c.lower_ == "capital" for c in tok.children)


def _before(tok: Token) -> bool:
    """A word that can end a name written before the kind ("Hasakeh city"): a proper noun, not a date
    ("In March city officials": "March" is a date, "In" no proper noun)."""
    return (
        _name_word(tok)
        and tok.lower_ != "the"
        and tok.ent_type_ != "DATE"
        and (tok.pos_ == "PROPN" or not tok.text[:1].isupper())
    )


def _named(doc: Doc, start: int, end: int, kind: str) -> set[str]:
    """The places named as ``kind`` among the words ``start``..``end``: "the town of Ghraneij" and
    "Hasakeh city". Not a capitalised "City", which is part of a name ("Mexico City", "Manchester City"), a
    "city" that modifies a noun ("city officials"), or a ranked one ("the capital city of Bolivia")."""
    names: set[str] = set()
    for tok in doc[start:end]:
        if tok.lower_ != kind or tok.text[:1].isupper() or _ranked(tok):
            continue
        after = tok.i + 1
        if after < end and doc[after].lower_ == "of":
            last = after
            for t in doc[after + 1 : end]:
                if not _name_word(t):
                    break
                last = t.i
            if last > after:
                names.add(doc[after + 1 : last + 1].text)
                continue
        if tok.dep_ == "compound":
            continue
        first = tok.i
        for t in reversed(doc[start : tok.i]):
            if not _before(t):
                break
            first = t.i
        if first < tok.i:
            names.add(doc[first : tok.i].text)
    return names


def _bare(tok: Token) -> bool:
    """True for "the town" and nothing more, in an argument slot."""
    if tok.lower_ not in _KINDS or tok.tag_ != "NN" or tok.dep_ not in _ARGUMENTS or tok.ent_type_:
        return False
    kids = list(tok.children)
    return len(kids) == 1 and kids[0].lower_ == "the" and kids[0].i == tok.i - 1


def settlement_described(doc: Doc, resolved: dict[int, str]) -> dict[int, str]:
    """Token index -> place name, for each bare "the town" (city, village) with one place named as that
    kind in its sentence before it and the two before; none or two ("the town of Ghraneij", "the town of
    Kishkeih") leave it open."""
    found = [t for t in doc if t.lower_ in _KINDS and t.i not in resolved and _bare(t)]
    if not found:
        return {}
    return one_in_reach(doc, found, lambda start, tok: _named(doc, start, tok.i, tok.lower_))
