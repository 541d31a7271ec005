"""Dummy subjects: the "it" that refers to nothing ("It was decided to ...", "it is likely that ..."),
which no pronoun rule resolves.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .extraposition import extraposition_it

if TYPE_CHECKING:
    from spacy.tokens import Token

# Verbs whose "it" subject is a placeholder for the clause that follows ("it seems that ...").
_RAISING = frozenset({"be", "seem", "appear", "happen", "remain", "take", "matter"})


def _dummy_subject(tok: Token) -> bool:
    """True for an "it" whose verb takes the clause it stands for ("It was decided to ...")."""
    if tok.lower_ != "it" or tok.dep_ not in {"nsubj", "nsubjpass"}:
        return False
    verb = tok.head
    if not any(c.dep_ in {"ccomp", "xcomp", "csubj"} for c in verb.children):
        return False
    # "It added that ..." has a real referent; "It was decided to ...", "It seems that ..." do not
    return tok.dep_ == "nsubjpass" or verb.lemma_ in _RAISING


def expletive(tok: Token) -> bool:
    """ "It was decided to ...", "it is likely that ...", "it is worth noting that ...": a dummy subject
    that refers to nothing."""
    # the copula's own test also finds the clause hung on its adjective ("it was important to ...")
    return _dummy_subject(tok) or extraposition_it(tok)
