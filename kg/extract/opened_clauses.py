"""A reported clause that opens on its own adverbial or conjunction ("said | After eight years of change,
we need action", "warned | in the longer term things will get tricky", "said | But they have realised
..."): whole, though its first word is a preposition or a conjunction, which in a noun phrase marks a cut
("to sculptor Henry Moore"). Asked by ``kg.extract.fragments`` before it flags such a phrase."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .quotes import CLAUSE_SUBJECT_DEPS

if TYPE_CHECKING:
    from spacy.tokens import Doc

    from .facts import Arg

# the subjects a clause has of its own, active, passive or a dummy "there"


def opened_clause(doc: Doc, arg: Arg) -> bool:
    """Whether ``arg`` is a whole clause with its own subject whose first word hangs on the clause's verb
    (its opening phrase or conjunction), and which runs from that word on as the verb's phrase does."""
    head, first = doc[arg.head], doc[arg.start]
    if head.pos_ not in {"VERB", "AUX"} or first.head.i != head.i or first.dep_ not in {"prep", "cc"}:
        return False
    edge = head.left_edge.i
    if edge != arg.start and not (edge == arg.start - 1 and doc[edge].dep_ == "mark"):
        return False  # the statement leaves a reported clause's "that" out: "warned | in the longer term ..."
    return any(c.dep_ in CLAUSE_SUBJECT_DEPS and c.i > first.i for c in head.children)
