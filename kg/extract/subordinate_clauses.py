"""Subordinate clauses as the parse shows them: a relative clause's speaker, report, gap and antecedent, and
an adverbial clause's factual subordinator.

``relative_speaker`` and ``relative_report`` tell a speech verb heading a relative clause from the clause
it reports ("the blasts which the Observatory said killed several soldiers"), ``relative_gap`` finds the
relative word fronted out of a clause, ``object_antecedent`` and ``antecedent_arg`` the noun an object
relative clause is about, and ``subordinator`` a clause opened by "when", "because" or another subordinator
of what happened. The subject, object and preposition rules all read them. They read ``SUBJECT_DEPS`` too,
so it is defined here, the lowest module that needs it; the other rules import it through
``kg.extract.subjects``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .attribution import SPEECH_LEMMAS, is_denial_verb, is_speech_verb
from .facts import Arg
from .phrases import phrase

if TYPE_CHECKING:
    from spacy.tokens import Token


# Subjects of a clause, active and passive.
SUBJECT_DEPS = frozenset({"nsubj", "nsubjpass", "csubj", "csubjpass"})
_NAME_LABELS = frozenset({"GPE", "LOC", "FAC", "ORG", "NORP", "PERSON"})


def relative_speaker(verb: Token) -> Token | None:
    """The speaker of a speech verb in a relative clause the parser gave two subjects, the relative
    pronoun first ("the attack which it claimed targeted ...", "the soldiers who the officer said
    fired"): the speaker is the one next to the verb and the pronoun belongs to the report."""
    if verb.lemma_ not in SPEECH_LEMMAS or verb.dep_ != "relcl":
        return None
    own = [c for c in verb.children if c.dep_ in SUBJECT_DEPS]
    if len(own) < 2 or own[-1].i > verb.i or own[0].tag_ not in {"WDT", "WP"}:
        return None
    return own[-1]


def relative_report(clause: Token) -> Token | None:
    """The speech verb heading a relative clause that reports ``clause``, when the relative pronoun is the
    reported clause's own subject or object; None for any other clause.

    In "the blasts which the Observatory said killed several soldiers" the parser hangs "said" on
    "blasts" and "which" on "killed": the blasts killed the soldiers, in the Observatory's words, and
    "the Observatory | say | which ... killed several soldiers" is no saying. "The agency, which said
    the strike killed five people" is another shape: the pronoun is the speaker, and the clause its own.
    """
    report = clause.head
    if clause.dep_ != "ccomp" or report.dep_ != "relcl" or clause.i < report.i:
        return None
    if not (is_speech_verb(report) or is_denial_verb(report)):
        return None
    # the speaker is a subject of the speech verb's own, not a relative word
    if not any(c.dep_ in SUBJECT_DEPS and c.i < report.i and not relative_word(c) for c in report.children):
        return None
    gap = relative_gap(clause)
    if gap is None or gap.i > report.i:
        return None
    if gap.dep_ in SUBJECT_DEPS and any(c.dep_ in SUBJECT_DEPS and c.i != gap.i for c in clause.children):
        # "the shells which the rebels said the army fired": a clause given two subjects lost its object
        # to the parse, and which of them is the gap the parse does not tell
        return None
    return report


def relative_gap(clause: Token) -> Token | None:
    """The relative word fronted out of ``clause`` as its subject or direct object, or None."""
    return next(
        (c for c in clause.children if (c.dep_ in SUBJECT_DEPS or c.dep_ == "dobj") and relative_word(c)),
        None,
    )


def relative_word(tok: Token) -> bool:
    """True for a relative pronoun: "which", "who", "whom" (tagged WDT or WP), or "that" (tagged
    WDT, or IN as the parser often tags it) standing as an argument."""
    return tok.tag_ in {"WDT", "WP"} or tok.lower_ == "that"


def object_antecedent(verb: Token) -> Token:
    """The noun an object relative clause is about, past a name the parser hung it on.

    In "Israel's war on Hamas terrorists in Gaza, which it launched", the parser attaches the clause to
    the nearest name, Gaza; a name at the end of a prepositional modifier is rarely what "which" stands
    for, so the antecedent is the head of the whole noun phrase (war).
    """
    ant = verb.head
    if not (ant.pos_ == "PROPN" or ant.ent_type_ in _NAME_LABELS) or ant.dep_ != "pobj":
        return ant
    while ant.dep_ == "pobj" and ant.head.dep_ == "prep" and ant.head.head.pos_ in {"NOUN", "PROPN"}:
        ant = ant.head.head
    return ant


def antecedent_arg(verb: Token) -> Arg:
    """Phrase of an object relative clause's antecedent, ending before the clause itself."""
    ant = object_antecedent(verb)
    arg = phrase(ant, cut=verb.i)
    if ant.i == verb.head.i:
        return arg
    doc = verb.doc
    end = min(arg.end, verb.left_edge.i)
    while end - 1 > ant.i and doc[end - 1].is_punct:
        end -= 1
    return Arg(arg.start, end, ant.i)


# Subordinators of clauses that happened ("when", "as", "because"), unlike "if", "unless", "so that".
_FACTUAL_SUBORDINATORS = frozenset(
    {"when", "as", "after", "before", "while", "because", "since", "until", "once"}
)


def subordinator(clause: Token, reduced: bool = False) -> bool:
    """True for an adverbial clause opened by one factual subordinator, with a subject of its own
    or, when ``reduced``, without one."""
    kids = list(clause.children)
    first = clause.doc[clause.left_edge.i]
    opener = [c for c in kids if c.dep_ == "mark" or (c.dep_ == "advmod" and c.tag_ == "WRB")]
    return (
        any(c.dep_ in SUBJECT_DEPS for c in kids) != reduced
        and len(opener) == 1
        and opener[0].i == first.i
        and first.lower_ in _FACTUAL_SUBORDINATORS
        # "as seen in", "as expected": a reduced "as" clause is a comment, not an event of the subject
        and not (reduced and first.lower_ == "as")
    )
