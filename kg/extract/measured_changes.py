"""A verb without an object whose bare measure says how much: "Shares in Acme rose 4% on Tuesday", "Sales at
Brightway fell 3.5% last year", "the index lost 20 points". The parser hangs the measure on the verb as an
adverbial noun (npadvmod), so ``clauses`` reads it as a time beside the verb and the fact came out with an
empty object ("Shares in Acme | rise |"), which no reader can use and the graph keeps out (issue 12's density).

Here such a fact takes the measure as its object ("Shares in Acme | rise | 4%"), the rest of its adverbials
(the day, a place) left where they were. A measure is a phrase the tagger marks a percentage or a sum of
money, or a unit of ``ontology/amount-nouns.tsv`` of kind `amount` counted by a number ("20 points"): a
duration ("three days"), a count of times ("five times") or a bare number says when or how often, not how
much. Only an active verb's own fact with no object and no clause object: a passive ("was cut 5%") or a
copula leaves its fact as it was.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from ..resources import read_tsv

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token

    from .facts import Fact

_MEASURE_LABELS = frozenset({"PERCENT", "MONEY"})


@lru_cache(maxsize=1)
def _units() -> frozenset[str]:
    """The nouns of ``amount-nouns.tsv`` of kind `amount` ("point", "percent", "seat"), lower case."""
    return frozenset(r["noun"].lower() for r in read_tsv("amount-nouns.tsv", ("noun", "kind")) if r["kind"] == "amount")


def _measure(word: Token) -> bool:
    """Whether ``word``, an adverbial noun of a verb, heads a measure: "4%", "£3m", "20 points"."""
    if word.dep_ != "npadvmod" or word.i < word.head.i:
        return False
    if word.ent_type_ in _MEASURE_LABELS:
        return True
    counted = any(c.dep_ == "nummod" for c in word.children)
    return counted and (word.lemma_.lower() in _units() or word.lower_ in _units())


def fill_measures(facts: list[Fact], doc: Doc) -> None:
    """Give each objectless active fact of ``facts`` its verb's bare measure as object (see the module)."""
    for fact in facts:
        verb = doc[fact.verb]
        if fact.obj is not None or fact.subject is None or fact.passive or fact.bound_prep or fact.quoted_clause:
            continue
        if verb.pos_ != "VERB" or verb.lemma_.lower() == "be":
            continue
        for n, (prep, arg, _role) in enumerate(fact.args):
            if prep == "" and _measure(doc[arg.head]) and doc[arg.head].head.i == verb.i:
                fact.obj = arg
                del fact.args[n]
                break
