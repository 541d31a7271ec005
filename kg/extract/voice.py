"""Voice and auxiliaries of a clause's verb: the words a relation keeps before it, and whether it is passive.

``kg.extract.clauses`` builds a clause's relation from these: the auxiliaries, negation and wedged adverbs
written before the verb ("has also noted"), the "be" a reduced passive leaves out ("the man killed"), and
the voice, marked ("was killed") or unmarked (the headline's "Soleimani killed in ...", a participle
clause "Made of carbon fibre, ..."), which decides whether the subject acts or undergoes.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .attribution import SPEECH_LEMMAS, negates
from .facts import PASSIVE_DEPS
from .subjects import SUBJECT_DEPS

if TYPE_CHECKING:
    from spacy.tokens import Token


def aux_words(verb: Token) -> list[tuple[float, str]]:
    """The words written before ``verb`` that its relation keeps, as (position, text) pairs."""
    # auxiliaries, negation and adverbs wedged between them and the verb ("has also noted")
    words: list[tuple[float, str]] = []
    adverbs: list[Token] = []
    subj = -1
    for c in verb.children:
        dep = c.dep_
        if dep in {"aux", "auxpass"} or negates(c):
            words.append((c.i, c.text))
        elif dep in SUBJECT_DEPS and c.i < verb.i:
            subj = max(subj, c.i)
        elif dep == "advmod" and c.i < verb.i:
            adverbs.append(c)
    first = min((i for i, _ in words), default=verb.i)
    for c in adverbs:
        if subj < c.i and c.i >= first - 1 and c.left_edge.i == c.right_edge.i:
            words.append((c.i, c.text))
    return words


def _marked_passive(verb: Token, children: list[Token], how: str) -> bool:
    """A passive marked on the verb: passive subject or auxiliary, reduced participle, passive conjunct."""
    # "Al Mayadeen news agency posted on social media that ...": a participle with a that-clause is
    # a finite speech verb the parser read as a modifier, not a reduced passive
    reported = verb.lemma_ in SPEECH_LEMMAS and any(c.dep_ == "ccomp" for c in children)
    passive = any(c.dep_ in PASSIVE_DEPS for c in children) or (
        how == "modified" and verb.tag_ == "VBN" and not reported
    )
    if verb.dep_ == "conj" and not passive and not any(c.dep_ in SUBJECT_DEPS for c in children):
        passive = any(c.dep_ == "auxpass" for c in verb.head.children) and verb.tag_ == "VBN"
    return passive


def _headline_passive(verb: Token, children: list[Token]) -> bool:
    """The headline passive: a participle heading the sentence with a subject and no auxiliary."""
    # "Soleimani killed in a US airstrike": a participle with a subject but no auxiliary is the
    # headline passive, and reading it as active would make the victim the killer
    return (
        verb.dep_ == "ROOT"
        and verb.tag_ == "VBN"
        and any(c.dep_ == "nsubj" for c in children)
        and not any(c.dep_ in {"aux", "auxpass", "dobj"} for c in children)
    )


def _participle_clause_passive(verb: Token, how: str) -> bool:
    """A participle clause without auxiliaries, read as a passive of the main clause's subject."""
    # "Made of carbon fibre, the spokes ...": a participle clause is a passive of the main subject
    return how == "controller" and verb.dep_ == "advcl" and verb.tag_ == "VBN" and not aux_words(verb)


def clause_voice(verb: Token, children: list[Token], how: str) -> tuple[bool, bool]:
    """Whether the clause is passive, marked or unmarked, and whether it is the headline passive."""
    passive = _marked_passive(verb, children, how)
    headline = not passive and _headline_passive(verb, children)
    return passive or headline or _participle_clause_passive(verb, how), headline


def implied_be(verb: Token, how: str, passive: bool) -> list[tuple[float, str]]:
    """The "be" a reduced passive leaves out ("the man killed", "Made of carbon fibre")."""
    return [(verb.i - 0.5, "be")] if how in {"modified", "controller"} and passive else []
