"""A "such" phrase inside a subject or object, "such papers are kept confidential", "We regret the ministry
has taken such a decision", "local makers will dominate in such territories"; and a subject "Other
nominees", "Other firms", which like "such" means ones the article named elsewhere.

"such" points, like "this", at something named elsewhere ("legal advice", "emerging markets"); out of its
article the statement says nothing about what is meant. The development audits judged each one useless
(dev-s15, class 6), so ``kg.extract.evidence`` keeps it out of the graph like an unresolved pronoun (flag
`pronoun`). "such as" introduces its own examples ("emerging markets such as China") and stays, and so does
a phrase of more than 15 words, which often names what its "such" points at.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token

    from .facts import Arg, Fact

# A longer phrase often names what its "such" points at ("using chemical arms ... forced the fighters to
# resort to such weapons"): over the development builds (session 16) two of the three such statements
# longer than this were judged true, and 10 of the 11 shorter ones useless.
_MAX_WORDS = 15
# How "such" hangs on its noun: "such papers" (amod), "such a decision" (predet), "such claims" (det).
_SUCH_DEPS = frozenset({"amod", "predet", "det"})


def _pointing_such(tok: Token) -> bool:
    """True for a "such" that points back ("such a decision"), not one that lists ("such as China")."""
    if tok.lower_ != "such" or tok.dep_ not in _SUCH_DEPS or tok.head.pos_ not in {"NOUN", "PROPN"}:
        return False
    noun = tok.head
    # The degree "such" exclaims rather than points: a copula's complement ("It is such a great honour",
    # "Jazz remains such a misunderstood term") and a result clause ("grew at such a rate that ...").
    if noun.dep_ == "attr" or any(
        c.dep_ in {"relcl", "ccomp", "advcl"} and _opens_with_that(c) for c in noun.children
    ):
        return False
    following = tok.doc[tok.i + 1] if tok.i + 1 < len(tok.doc) else None
    return not (following is not None and following.lower_ == "as") and not any(
        c.lower_ == "as" for c in tok.children
    )


def _opens_with_that(clause: Token) -> bool:
    first = clause.doc[clause.left_edge.i]
    return first.lower_ == "that" and first.i > clause.head.i


def _holds_such(arg: Arg, doc: Doc) -> bool:
    if arg.end - arg.start > _MAX_WORDS:
        return False
    return any(_pointing_such(doc[i]) for i in range(arg.start, arg.end))


def _bare_other(arg: Arg, doc: Doc) -> bool:
    """True for a subject "Other nominees", "other firms": two words, "other" and a plural noun, that
    mean the ones besides those the article named before. In an object "other" often sets the ones
    meant apart from the subject ("the group will join other campaigners"), which the statement says."""
    if arg.end - arg.start != 2 or arg.head != arg.start + 1:
        return False
    other, noun = doc[arg.start], doc[arg.head]
    return other.lower_ == "other" and other.dep_ == "amod" and noun.tag_ == "NNS"


def points_elsewhere(fact: Fact, doc: Doc) -> bool:
    """True when the statement's subject or object holds a pointing "such" phrase, or its subject is a
    bare "other" plural."""
    if fact.subject is not None and _bare_other(fact.subject, doc):
        return True
    return any(arg is not None and _holds_such(arg, doc) for arg in (fact.subject, fact.obj))
