"""Coordinated agents of a passive: "The treaty was signed by Norway, Sweden and Finland" says each signed it.

A clause's subjects are split at their coordination (``conjuncts``), one fact each; the by-agent of a
passive was read as its first conjunct alone, so "condemned by Britain and France" gave Britain's statement
and lost France's. Each further conjunct of the agent now gives the clause's fact again with that conjunct
as the agent. The coordinations ``conjuncts`` keeps whole stay one agent: a count shared by all the doers
("40 people were killed by shelling and air strikes"), "A and other B", modifiers of one noun; and a
conjunct that opens the next clause's subject is none ("was built by the army and engineers say ...").

Called by ``kg.extract.clauses`` on the facts of one clause.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from .conjuncts import conjuncts
from .phrases import phrase

if TYPE_CHECKING:
    from spacy.tokens import Doc

    from .facts import Fact

# the words that may name an agent of their own: a noun, a name or a pronoun ("by the mayor and him")
_AGENTS = frozenset({"NOUN", "PROPN", "PRON"})


def with_agent_conjuncts(doc: Doc, facts: list[Fact]) -> list[Fact]:
    """``facts`` and, after each fact whose by-agent is coordinated, the same fact once for every further
    conjunct of the agent."""
    out: list[Fact] = []
    for fact in facts:
        out.append(fact)
        if not fact.passive or fact.agent is None:
            continue
        head = doc[fact.agent.head]
        if head.dep_ != "pobj" or head.head.lower_ != "by":
            continue
        for member in conjuncts(head)[1:]:
            if member.pos_ in _AGENTS:
                out.append(replace(fact, agent=phrase(member)))
    return out
