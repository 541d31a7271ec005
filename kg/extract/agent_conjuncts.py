"""Coordinated agents of a passive: "The treaty was signed by Norway, Sweden and Finland" says each signed it.

A clause's subjects are split at their coordination (``conjuncts``), one fact each; the by-agent of a
passive was read as its first conjunct alone, so "condemned by Britain and France" gave Britain's statement
and lost France's. Each further conjunct of the agent now gives the clause's fact again with that conjunct
as the agent. The coordinations ``conjuncts`` keeps whole stay one agent: a count shared by all the doers
("40 people were killed by shelling and air strikes"), "A and other B", modifiers of one noun; and a
conjunct that opens the next clause's subject is none ("was built by the army and engineers say ...").
Only the agents of a passive with its own "be" that hangs on no noun, only names, only an "and" and no
"and" inside a title (see the checks below): read over the whole corpus, participles, relative clauses
on a noun the parse may have picked wrong, common nouns and "or" gave more false statements than true.

Called by ``kg.extract.clauses`` on the facts of one clause.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from .conjuncts import conjuncts
from .phrases import phrase

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token

    from .facts import Fact

# the named kinds an agent of its own is tagged with
_NAMED = frozenset({"PERSON", "ORG", "GPE", "NORP", "FAC", "LOC"})


def with_agent_conjuncts(doc: Doc, facts: list[Fact]) -> list[Fact]:
    """``facts`` and, after each fact whose by-agent is coordinated, the same fact once for every further
    conjunct of the agent."""
    out: list[Fact] = []
    for fact in facts:
        out.append(fact)
        if not fact.passive or fact.agent is None:
            continue
        head = doc[fact.agent.head]
        verb = doc[fact.verb]
        if head.dep_ != "pobj" or head.head.lower_ != "by" or not _passive_of_a_clause(verb) or _loose(verb):
            continue
        for member in conjuncts(head)[1:]:
            if any(t.pos_ in {"VERB", "AUX"} for t in doc[head.i : member.i]):
                # "by two committees scrutinising the work of A and B": the "and" may be the verb's
                break
            if _named(member) and _joined_by_and(head, member) and not _title_and(head, member):
                out.append(replace(fact, agent=phrase(member)))
    return out


def _passive_of_a_clause(verb: Token) -> bool:
    """True for a passive with its own "be" ("was signed by", "after being signed by") that is no
    participle hung on a noun: a bare participle ("a prize, presented by A and B") or a "being" one
    ("calls being made by A and B") is often hung on the wrong noun, and each further agent would repeat
    the error."""
    return verb.dep_ != "acl" and any(c.dep_ == "auxpass" for c in verb.children)


def _loose(verb: Token) -> bool:
    """True for a relative clause on a noun the parse may have picked wrong: a later conjunct ("a truce
    between the army and rebel forces that was brokered by A and B") or a preposition's object inside a
    noun phrase ("the talks with rebels that were backed by A and B"), where the clause is as often the
    first noun's; each further agent would repeat the error."""
    antecedent = verb.head
    return verb.dep_ == "relcl" and (
        antecedent.dep_ == "conj"
        or (antecedent.dep_ == "pobj" and antecedent.head.head.pos_ in {"NOUN", "PROPN"})
    )


def _named(tok: Token) -> bool:
    """True for a name: a common noun after a name ("by David Kahn, a historian, and a leading expert") is
    more often a second description of it than an agent of its own."""
    return tok.pos_ == "PROPN" or tok.ent_type_ in _NAMED


def _title_and(first: Token, member: Token) -> bool:
    """True for an "and" inside a title: the next words open on a lower-case word and make no named entity
    ("Harry Potter and the Goblet of Fire"), or a bare capitalised plural follows a plural name ("British
    Hit Singles and Albums"). "France and the US" names two agents: the US is tagged a place."""
    if member.left_edge.is_lower and not member.ent_type_:
        return True
    plural = [t.text.endswith("s") and not t.text.endswith("ss") for t in (first, member)]
    return all(plural) and not list(member.children) and any(c.dep_ == "compound" for c in first.children)


def _joined_by_and(first: Token, member: Token) -> bool:
    """True when the coordination is an "and" ("by A or B" names no one agent; "the Union, or EBU," is one
    name twice)."""
    return any(c.dep_ == "cc" and c.lower_ == "and" for t in (first, *first.conjuncts) for c in t.children)
