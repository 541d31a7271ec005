"""Bare "police" for the one police force its article names: "Police arrested two men ... a spokesman for
Lancashire Constabulary said", "The police said ..." in a story of "Greater Manchester Police".

A crime story names the force once ("Thames Valley Police", "the Metropolitan Police", "French police") and
writes "police" or "the police" elsewhere, before or after; a reader takes each for that force. Out of the
article, "Police arrested two men" says nothing about whose, and the audit judges read such statements
useless. ``police_named`` reads a bare police noun in an argument slot ("police", "the police", "Police" at a
sentence's start; not "police officers", "riot police", "police in Leeds") as the ONE force the article names
anywhere in it:

- a name that ends in a force noun: capitalised words before a capitalised "Police" or "Constabulary"
  ("Devon and Cornwall Police", "the Metropolitan Police"), or
- an owner before a lower-case force noun with nothing between: a nationality, a country's name, a place
  or a person (``owned_nouns.owner_key``: "French police", "Damascus police").

Two forces in the article (the Met and a county force; "French police" and "Belgian police") leave it open,
and so does a place named before it in its sentence that is no word of the force's name ("In Paris, police
said ..."): the police of that place may be meant. The force nouns are in ``ontology/police-forces.tsv``.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from ..resources import words_of_kind
from .cache import words_in
from .owned_nouns import ARGUMENTS, owner_key, words_between

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token

# Argument slots a bare noun stands in: owned_nouns' and an apposition ("police officers", "police's" are no
# argument of their own).
_ARGUMENTS = ARGUMENTS | {"appos"}
# Entity labels of a place a sentence may set its scene in.
_PLACES = frozenset({"GPE", "LOC", "NORP"})
# Entity labels of a time a sentence may open with.
_TIMES = frozenset({"DATE", "TIME"})


@lru_cache(maxsize=1)
def force_nouns() -> frozenset[str]:
    """The nouns of ``ontology/police-forces.tsv`` that name a police force: "police", "constabulary"."""
    return frozenset(words_of_kind("police-forces.tsv", "force"))


def _name(tok: Token) -> tuple[str, str] | None:
    """(key, name) for a force named at the force noun ``tok``: ("greater manchester", "Greater Manchester
    Police"), ("SY", "Syrian police"), ("cornwall", "") for a name the parser splits ("Devon and Cornwall
    Police") or one inside another noun's phrase ("Kent Police officers"); None for a bare or a described
    one ("the police", "riot police")."""
    doc = tok.doc
    if not tok.is_lower:
        # a capitalised force noun after the name's own proper nouns ("Thames Valley Police", "the
        # Metropolitan Police", "Dyfed-Powys Police" across its hyphen)
        first = tok.i
        while first > 0 and (
            _titled(doc[first - 1]) or (_hyphen(doc[first - 1]) and _titled(doc[first - 2]))
        ):
            first -= 1
        if first == tok.i:
            return None
        key = doc[first : tok.i].text.lower()
        # a name with "and" or "&" inside ("Devon and Cornwall Police") the parser splits in two, and a force
        # named as another noun's word ("Greater Manchester Police officers") stands in that noun's phrase:
        # each is a force all the same, a rival of any other, with no name to give
        joined = first > 1 and doc[first - 1].lower_ in {"and", "&"} and doc[first - 2].pos_ == "PROPN"
        return key, "" if joined or tok.dep_ == "compound" else doc[first : tok.i + 1].text
    if tok.dep_ == "compound":
        return None  # "police officers": another noun's word
    owners, between = words_between(tok)
    if not owners or between:
        return None
    key = owner_key(owners[0])
    if not key or any(owner_key(t) not in {key, ""} for t in owners[1:]):
        return None
    return key, doc[owners[0].i : tok.i + 1].text


def _titled(tok: Token) -> bool:
    """True for a capitalised proper noun, a word of a force's name."""
    return tok.pos_ == "PROPN" and tok.is_title


def _hyphen(tok: Token) -> bool:
    """True for a hyphen written tight between two words, as inside "Dyfed-Powys"."""
    return tok.text == "-" and tok.i > 0 and not tok.whitespace_ and not tok.doc[tok.i - 1].whitespace_


def _bare(tok: Token) -> bool:
    """True for a bare force noun in an argument slot: "police", "the police", "Police" opening a
    sentence; no words of its own before or after it."""
    if tok.dep_ not in _ARGUMENTS or tok.lower_ != "police":
        return False
    # a capitalised "Police" is bare only as its sentence's first word: after "the" it is a name ("The
    # Police" of a band, "the Police Command")
    if not tok.is_lower and not tok.is_sent_start:
        return False
    for child in tok.children:
        if child.dep_ in {"punct", "cc", "conj"}:
            continue
        if child.i < tok.i and child.dep_ == "det" and child.lower_ == "the":
            continue
        return False  # "riot police", "police in Leeds", "police who ..."
    return True


def _scene(tok: Token, name: str) -> bool:
    """True when a place that is no word of the force's ``name`` is named before ``tok`` in its sentence:
    "In Paris, police said ...", "Police in Leeds" aside (its own phrase, not bare)."""
    words = set(name.lower().split())
    before = [t for t in tok.doc[tok.sent.start : tok.i] if not t.is_lower and t.lower_ not in words]
    # a name after "in" is a place whatever NER made of it ("In Glasgow," is tagged a person as often),
    # but for a time ("In January, police said ...")
    return any(
        t.ent_type_ in _PLACES or (t.dep_ == "pobj" and t.head.lower_ == "in" and t.ent_type_ not in _TIMES)
        for t in before
    )


def police_named(doc: Doc, resolved: dict[int, str]) -> dict[int, str]:
    """Token index -> the force's name, for each bare "police" the ONE police force its article names
    settles ("Police" -> "Lancashire Constabulary")."""
    forces: dict[str, str] = {}  # key -> the name as first written
    bare: list[Token] = []
    for tok in words_in(doc, force_nouns()):
        found = _name(tok)
        if found is not None:
            # a name given anywhere settles one written only inside another noun's phrase
            if not forces.get(found[0]):
                forces[found[0]] = found[1]
        elif tok.i not in resolved and _bare(tok):
            bare.append(tok)
    if len(forces) != 1:
        return {}
    name = next(iter(forces.values()))
    if not name:
        return {}
    return {tok.i: name for tok in bare if not _scene(tok, name)}
