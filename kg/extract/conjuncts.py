"""Coordinations split into one phrase each: ``conjuncts`` for coordinated nouns, ``adjective_variants``
for coordinated modifiers; ``same_name`` keeps a name that holds "and" whole.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .facts import Arg

if TYPE_CHECKING:
    from spacy.tokens import Token


def adjective_variants(arg: Arg, head: Token) -> list[Arg]:
    """ "Greek and Roman pagans" -> "Greek pagans", "Roman pagans": one phrase per coordinated modifier."""
    for mod in head.lefts:
        if mod.dep_ not in {"amod", "compound", "nmod"} or mod.i < arg.start:
            continue
        others = [c for c in mod.children if c.dep_ == "conj" and c.i < head.i]
        if not others:
            continue
        variants = []
        block = (mod.i, max(c.right_edge.i for c in others) + 1)
        for choice in [mod, *others]:
            gap = (mod.i + 1, block[1]) if choice.i == mod.i else (block[0], choice.left_edge.i)
            variants.append(Arg(arg.start, arg.end, arg.head, gap))
        return variants
    return [arg]


def conjuncts(tok: Token) -> list[Token]:
    """``tok`` and the nominal conjuncts coordinated with it ("Hamas and Hezbollah")."""
    out = [tok]
    doc = tok.doc
    for c in tok.conjuncts:
        # the parser sometimes coordinates the pieces of a hyphenated word ("hi", "-", "fis")
        glued = c.text == "-" or (doc[c.i - 1].text == "-" and not doc[c.i - 1].whitespace_)
        if (
            c.i > tok.i
            and c.pos_ in {"NOUN", "PROPN", "PRON", "NUM", "ADJ"}
            and not glued
            and not same_name(tok, c)
        ):
            out.append(c)
    return out


def same_name(first: Token, last: Token) -> bool:
    """True when both words sit in one named entity ("the London, Midland and Scottish Railway")."""
    doc = first.doc
    return bool(first.ent_type_) and all(doc[i].ent_iob_ == "I" for i in range(first.i + 1, last.i + 1))
