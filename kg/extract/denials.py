"""A subject that denies what it names ("No evictions were made", "None of the buses arrived", "Nobody
took credit"): the statement is negated, and its subject is what is denied, without the denying word, since
"No evictions | make [NOT]" denies twice and reads as if evictions were made. A subject that is only the
denying pronoun keeps it ("Nobody | take | credit [NOT]"): nothing else names who is denied.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .attribution import NEGATIVE_PRONOUNS, denying_words, is_negative_nominal
from .facts import Arg
from .quotes import CLAUSE_SUBJECT_DEPS

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token

    from .facts import Fact


def negative_subject(fact: Fact, doc: Doc) -> bool:
    """True when the subject denies existence ("nobody", "no group"); not when its "No" is part of a name
    ("No 10 said", "The No campaign said", "World No 1 Roger Federer won")."""
    if fact.subject is None or not (
        is_negative_nominal(doc[fact.subject.head]) or _after_nor(doc[fact.subject.head])
    ):
        return False
    span = doc[fact.subject.start : fact.subject.end]
    return not any(t.lower_ == "no" and _named_no(t) for t in span)


def _after_nor(tok: Token) -> bool:
    """Whether ``tok`` is a conjunct after "nor" of a denied first conjunct: "Jones" of "Neither Smith nor
    Jones attended", whose own statement the split into one subject a name had made positive."""
    first = tok
    while first.dep_ == "conj" and first.head.i != first.i:
        first = first.head
    nor = any(c.dep_ == "cc" and c.lower_ == "nor" for c in first.subtree if c.i < tok.i)
    return first.i != tok.i and nor and is_negative_nominal(first)


def detached_denial(subject: Arg, doc: Doc) -> bool:
    """Whether a denying subject is a verbless phrase set off before another clause ("No wonder
    really, it's chosen by the readers"): the parser hung it on the clause's verb, whose subject is
    another."""
    head = doc[subject.head]
    verb = head.head
    others = [c for c in verb.children if c.dep_ in CLAUSE_SUBJECT_DEPS and c.i != head.i]
    return bool(others) and any(t.text == "," for t in doc[subject.end : verb.i])


def denied_subject(subject: Arg, doc: Doc) -> Arg:
    """``subject`` without the word that denies it: "No evictions" -> "evictions", "None of the buses" ->
    "the buses". A denying pronoun that heads its phrase ("Nobody", "no one on the coaches") stays: nothing
    else names who is denied."""
    head = doc[subject.head]
    first = doc[subject.start]
    if _bare_denial(subject, doc) or _named_no(first):
        return subject
    if first.dep_ == "det" and first.head.i == head.i and first.lower_ in denying_words("determiner"):
        return Arg(subject.start + 1, subject.end, subject.head, subject.gap)
    if head.lower_ in NEGATIVE_PRONOUNS and first.i == head.i:
        # "None of the buses": what is denied is the object of "of"
        of = next((c for c in head.rights if c.dep_ == "prep" and c.lower_ == "of"), None)
        named = next((c for c in of.children if c.dep_ == "pobj"), None) if of is not None else None
        # "neither of them" stays: a pronoun names no one without its antecedent
        if named is not None and named.left_edge.i > head.i and named.pos_ != "PRON":
            return Arg(named.left_edge.i, subject.end, named.i, subject.gap)
    return subject


def _bare_denial(subject: Arg, doc: Doc) -> bool:
    """True for a subject headed by a denying pronoun ("Nobody", "No one", "no-one on the coaches",
    "nothing"), with nothing after "of" that names what is denied ("None of the buses" names it)."""
    head = doc[subject.head]
    first = doc[subject.start]
    if head.lower_ in denying_words("of") and any(c.dep_ == "prep" and c.lower_ == "of" for c in head.rights):
        return False
    words = doc[first.i : head.i + 1]
    text = "".join(t.text_with_ws for t in words).strip().lower().replace("-", "").replace(" ", "")
    return text in NEGATIVE_PRONOUNS and not _named_no(first)


def _named_no(first: Token) -> bool:
    """Whether a "No" is part of a name: "No 10" (Downing Street), "World No 1", "the No campaign", "North
    East Says No campaign" (a referendum's side): before a number, or capitalised after a determiner or a
    capitalised word. A capital "No" after any other word opens a clause ("He said No country can ...")."""
    doc = first.doc
    after = doc[first.i + 1] if first.i + 1 < len(doc) else None
    numbered = after is not None and after.like_num and after.lower_ != "one"
    before = doc[first.i - 1] if first.i > first.sent.start else None
    # a quotation's opening mark may stand before a sentence's "No": '"No country has ..." he said'
    named = (
        before is not None
        and not before.is_punct
        and (before.pos_ == "DET" or before.is_title or before.is_upper)
    )
    return first.text == "No" and (numbered or named)
