"""An apposition that sums up a clause, hung on the clause's last noun.

"The state took back control from Yukos, a move that angered investors", "It has an option on 70 more
aircraft, a move which brings its orders to 225": "a move" sums up what the clause before it tells, but
the parser hangs it on the nearest noun, and "Yukos | be | a move" is read. A name or a count is never a
move, a step or a decision, so such an apposition stays out of the graph (flag `copula`). The nouns are
``ontology/summary-nouns.tsv``, and only with a clause of their own ("a move that ...", "a step aimed at
..."), which is how a summing-up apposition reads; an act described by one ("the sale, a move that ...")
is a move, and keeps its statement.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from ..resources import read_tsv
from .unanchored import AMOUNT_LABELS

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token

    from .facts import Fact


@lru_cache(maxsize=1)
def summary_nouns() -> frozenset[str]:
    """Nouns that sum up a clause's act ("move", "step"), from ``ontology/summary-nouns.tsv``."""
    return frozenset(row["noun"].lower() for row in read_tsv("summary-nouns.tsv", ["noun"]))


def summary_apposition(fact: Fact, doc: Doc) -> bool:
    """True for an apposition "X, a move that ..." whose X is a name or a count."""
    if fact.rule != "appos" or fact.subject is None or fact.obj is None:
        return False
    summary, described = doc[fact.obj.head], doc[fact.subject.head]
    if summary.lemma_.lower() not in summary_nouns():
        return False
    if not any(c.dep_ in {"relcl", "acl"} for c in summary.children):
        return False
    return _name_or_count(described)


def _name_or_count(tok: Token) -> bool:
    """True for a proper noun, a number or an amount ("34 cents, a move which" is a count, not an act), or a
    noun a number counts ("70 aircraft")."""
    if tok.pos_ in {"PROPN", "NUM"} or tok.ent_type_ in AMOUNT_LABELS:
        return True
    return any(c.dep_ == "nummod" for c in tok.children)
