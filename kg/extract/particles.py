"""Particles the parser did not label as such that belong to the relation: "are up for an award"."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from spacy.tokens import Token


# Particles of "be" that the phrase after them needs: "is up for an award" (nominated), "was in for a
# try" (about to score); "be for" says neither.
_BE_PARTICLES = frozenset({"up", "in", "out", "down", "off"})


def copula_particle(verb: Token, c: Token) -> bool:
    """True for a bare particle of "be" right before a preposition of the verb, which the parser left
    as an adverb or an empty preposition ("are up for", "was in for")."""
    if verb.lemma_ != "be" or c.lower_ not in _BE_PARTICLES or c.dep_ not in {"advmod", "prep"}:
        return False
    doc = c.doc
    after = doc[c.i + 1] if c.i + 1 < len(doc) else None
    if after is None or after.dep_ != "prep" or after.head.i != verb.i or any(True for _ in c.children):
        return False
    # only adverbs between ("are also up for"): after a complement it is the complement's ("due in on")
    return c.i > verb.i and all(t.dep_ in {"advmod", "neg"} for t in doc[verb.i + 1 : c.i])
