"""The dummy "it" of extraposition: "it is important to ...", "it is worth noting that ..."."""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from ..resources import read_tsv

if TYPE_CHECKING:
    from spacy.tokens import Token


def expletive_copula(verb: Token) -> bool:
    """True for "it is necessary to climb ...", "it is possible that ...": an empty "it" whose content is
    the clause after the predicate, so "it / is / possible" alone states nothing."""
    if verb.lemma_ != "be" or not any(c.dep_ == "nsubj" and c.lower_ == "it" for c in verb.children):
        return False
    predicate = next((c for c in verb.children if c.dep_ in {"acomp", "attr"}), None)
    if predicate is None:
        return False
    # an infinitive under the adjective itself ("it will be able to halve") keeps a referring "it"
    clauses = [*verb.children, *(c for c in predicate.children if c.dep_ == "ccomp")]
    for c in clauses:
        if c.i <= predicate.i:
            continue
        if c.dep_ == "ccomp" or (
            c.dep_ in {"xcomp", "advcl"} and any(g.dep_ == "aux" and g.lower_ == "to" for g in c.children)
        ):
            return True
    return _extraposed_after(predicate)


def extraposition_it(tok: Token) -> bool:
    """True for the empty subject "it" of "it is worth noting that ...", "it was important to ...": it
    refers to nothing and reports for no one (``expletive_copula`` on its verb)."""
    return tok.lower_ == "it" and tok.dep_ == "nsubj" and expletive_copula(tok.head)


def _extraposed_after(predicate: Token) -> bool:
    """True for an adjective of ``ontology/extraposing-adjectives.tsv`` whose own infinitive or gerund is
    the content of a dummy "it": "it was important to separate hype from reality", "it is worth
    highlighting that ...". A "tough" adjective counts only when that clause has an object of its own
    ("it would be safer to seek a resolution"), since "it is hard to find" speaks of the "it"."""
    kind = extraposing_adjectives().get(predicate.lower_)
    if kind is None:
        return False
    for c in predicate.children:
        if c.dep_ not in {"xcomp", "pcomp", "advcl"} or c.i <= predicate.i:
            continue
        marked = any(g.dep_ == "aux" and g.lower_ == "to" for g in c.children) or c.tag_ == "VBG"
        if marked and (kind == "any" or any(_own_object(g) for g in c.children)):
            return True
    return False


def _own_object(tok: Token) -> bool:
    """True for an object a clause holds of its own: "to seek a resolution", "highlighting that ...", "to
    wait for the next model" (not the bare "with" of "hard to deal with", which the "it" fills)."""
    if tok.dep_ == "prep":
        return any(c.dep_ in {"pobj", "pcomp"} for c in tok.children)
    return tok.dep_ in {"dobj", "ccomp", "attr", "xcomp"}


@lru_cache(maxsize=1)
def extraposing_adjectives() -> dict[str, str]:
    """Adjective -> kind ("any" or "tough"), from ``ontology/extraposing-adjectives.tsv``."""
    rows = read_tsv("extraposing-adjectives.tsv", ["adjective", "kind"])
    return {row["adjective"].lower(): row["kind"] for row in rows}
