"""The `pronoun` flag of a statement: a subject, object, agent or speaker that only stands for something
named elsewhere ("they", "these applications", "the company", "most of them", "Its mandate") and that
nothing resolves, so the statement says nothing read out of its article.

Split out of ``kg.extract.evidence``, which asks it of every statement.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .descriptions import description_kind, modified_kind, unresolved_description
from .inner_stand_ins import DEMONSTRATIVES
from .nearby import company_noun
from .phrases import opening_possessive
from .speakers import owner_reports
from .subjects import SUBJECT_DEPS
from .such import points_elsewhere
from .vague import event_words

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token

    from .facts import Arg, Fact

# Words that head a phrase which stands for something named elsewhere ("this", "both", "one").
_STAND_INS = frozenset({"this", "that", "these", "those", "both", "one", "ones", "others", "another", "such"})
# A relative pronoun as a whole phrase ("whom", "which"): its antecedent is outside the statement
_RELATIVE_TAGS = frozenset({"WP", "WDT"})


def _stands_in(tok: Token, resolve: dict[int, str]) -> bool:
    """True for a pronoun or a bare determiner heading a phrase, when nothing resolves it."""
    if tok.i in resolve:
        return False
    if tok.pos_ == "PRON" and tok.lower_ not in {"who", "which", "whom", "nobody", "none", "nothing"}:
        return not tok.lower_.endswith(("self", "selves")) or tok.dep_ in SUBJECT_DEPS
    return tok.lower_ in _STAND_INS and tok.pos_ in {"DET", "PRON", "NUM", "NOUN"} and tok.n_lefts == 0


def _part_of_stand_in(tok: Token, resolve: dict[int, str]) -> bool:
    """True for a part of what only a pronoun names: "the majority of these", "most of them", and
    "some of whom", whose antecedent the statement does not carry."""
    for prep in tok.children:
        if prep.dep_ == "prep" and prep.lower_ == "of":
            return any(
                g.dep_ == "pobj" and (_stands_in(g, resolve) or g.tag_ in _RELATIVE_TAGS)
                for g in prep.children
            )
    return False


def _demonstrative(arg: Arg, doc: Doc) -> bool:
    """True for a bare demonstrative phrase, "these applications", "this document": like a pronoun,
    it only points at something named in another sentence.

    "this attack", "that war" are kept: they name the article's event, which the event model links.
    """
    first, head = doc[arg.start], doc[arg.head]
    demonstrative = first.lower_ in DEMONSTRATIVES and first.dep_ == "det" and first.head.i == head.i
    bare = demonstrative and arg.end - arg.start == 2 and head.pos_ == "NOUN"
    return bare and head.lower_ not in event_words()


def stand_in(fact: Fact, doc: Doc, resolve: dict[int, str], speaker: Token | None) -> str:
    for arg in (fact.subject, fact.obj, fact.agent):
        if arg is not None and arg.end - arg.start <= 2 and _stands_in(doc[arg.head], resolve):
            return "pronoun"
        if arg is not None and arg.end - arg.start == 2 and _unnamed_company(doc[arg.head], resolve):
            return "pronoun"
        # "The handheld console": a description with words of its own is never resolved
        if arg is not None and modified_kind(doc[arg.head]) and _unnamed_company(doc[arg.head], resolve):
            return "pronoun"
        if arg is not None and _demonstrative(arg, doc):
            return "pronoun"
        if arg is not None and arg.end - arg.start <= 5 and _part_of_stand_in(doc[arg.head], resolve):
            return "pronoun"
    if fact.subject is not None and _unowned(fact.subject, doc, resolve):
        return "pronoun"
    if points_elsewhere(fact, doc):
        return "pronoun"  # "such papers", "Other nominees": kg/extract/such.py
    if fact.subject is not None and fact.obj is not None:
        # "Connolly rates him": a pronoun object that is not reflexive never stands for the subject
        obj = doc[fact.obj.head]
        subject = resolve.get(fact.subject.head) or doc[fact.subject.start : fact.subject.end].text
        reflexive = obj.lower_.endswith(("self", "selves"))
        meant = resolve.get(obj.i, "")
        if obj.pos_ == "PRON" and not reflexive and meant and subject.endswith(meant.split()[-1]):
            return "pronoun"
    # a work as the source ("The new book claims Mr Prescott hosted a dinner") leaves the claim's own
    # subject and object saying who: only a source that is someone is needed to read it
    source_work = speaker is not None and (description_kind(speaker) or modified_kind(speaker)) == "work"
    if speaker is not None and (
        _stands_in(speaker, resolve) or (_unnamed_company(speaker, resolve) and not source_work)
    ):
        return "pronoun"
    return ""


def _unowned(arg: Arg, doc: Doc, resolve: dict[int, str]) -> bool:
    """True for a subject opening on a possessive determiner nothing resolves: "Its mandate is limited
    to those three sites", "their strict father returns" name no one out of their sentence. A name in
    the phrase ("His co-star Natalie Portman") says who is meant; "their" is resolved only by the
    speaker that owns it ("The rebels said their leader ..."; see ``spans.resolved_name``)."""
    first = opening_possessive(arg, doc)
    if first is None:
        return False
    if first.i in resolve and (first.lower_ != "their" or owner_reports(first)):
        return False
    return not any(doc[i].pos_ == "PROPN" for i in range(arg.start, arg.end))


def _unnamed_company(tok: Token, resolve: dict[int, str]) -> bool:
    """True for "the company", "the firm" that coreference left without a name: like an unresolved "it",
    it says nothing out of its article ("The company wants damages of $20bn")."""
    return (tok.i not in resolve and company_noun(tok)) or unresolved_description(tok, resolve)
