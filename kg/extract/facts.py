"""The records extraction builds a fact in: ``Arg`` and ``Fact`` hold token positions inside one parsed Doc,
before attribution and conversion to a Triple; with them the label sets their rules share.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from spacy.tokens import Token

PASSIVE_DEPS = frozenset({"nsubjpass", "csubjpass", "auxpass"})


def marked_passive(verb: Token) -> bool:
    """True when a child of ``verb`` marks it passive (a passive subject or auxiliary)."""
    return any(c.dep_ in PASSIVE_DEPS for c in verb.children)


# Tags of a finite verb: what may carry a clause of its own
FINITE = frozenset({"VBD", "VBZ", "VBP", "MD"})

# Entity labels of a day or an hour: a time, never a name a side or a pronoun stands for
TIME_LABELS = frozenset({"DATE", "TIME"})


@dataclass
class Arg:
    """A contiguous stretch of tokens ``[start, end)`` with its syntactic head."""

    start: int
    end: int
    head: int
    gap: tuple[int, int] | None = None  # tokens [a, b) inside the stretch that are not part of it


@dataclass
class Fact:
    """One clause-level fact as token positions, before attribution and conversion to a Triple."""

    verb: int
    subject: Arg | None
    rel: list[tuple[float, str]]  # (position, word): sorted to give the surface relation
    lemma: list[str]
    obj: Arg | None
    args: list[tuple[str, Arg, str]] = field(default_factory=list)  # (preposition, phrase, role)
    negated: bool = False
    passive: bool = False
    agent: Arg | None = None  # by-phrase of a passive, already out of args
    bound_prep: str = ""  # preposition moved into the relation ("killed in")
    rule: str = ""
    confidence: float = 0.5
    quoted_clause: bool = False  # object is a clause (said that ...)
    complementizer: int = -1  # position of the "that" opening a clause object, left out of it
    sentence_length: int = 0  # tokens in the sentence, for the confidence
