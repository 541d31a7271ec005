"""A generic bare plural as the subject of a statement: "clubs opt to sign foreigners", "pupils threaten
violence", "banks are dealing with the death of their customers".

Out of its article such a statement names no one: which clubs, which pupils? The audit's judges read them
useless or false (on the six development samples, every judged one-word bare plural subject that did not
speak: 0 true). ``kg.extract.evidence`` keeps them out of the graph with the flag `generic`; triples.csv
keeps them. Spared: a plural that speaks ("analysts said", "critics say": a described group may be a
speaker), a plural narrowed by any word ("Syrian troops", "20 people", "Exel's customers", "many
analysts": the subject is then more than one word), and the sides of a war report of
``ontology/side-plurals.tsv`` ("terrorists fired shells").
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from ..resources import read_tsv
from .attribution import is_speech_verb

# Words hung on a noun that do not say which ones are meant: "pupils who commit violence", "firms
# attempting to cope", "websites are bombarded ... and rendered inaccessible".
_NOT_NARROWING = frozenset({"relcl", "acl", "punct", "cc", "conj"})

if TYPE_CHECKING:
    from spacy.tokens import Doc

    from .phrases import Arg


@lru_cache(maxsize=1)
def side_plurals() -> frozenset[str]:
    """Bare plurals that name a side of a war report (``ontology/side-plurals.tsv``)."""
    return frozenset(row["noun"].lower() for row in read_tsv("side-plurals.tsv", ["noun"]))


def generic_subject(arg: Arg, verb: int, doc: Doc, resolve: dict[int, str]) -> bool:
    """True for a subject that is one lower-case plural common noun and nothing else, that nothing
    resolves and that does not speak through ``verb``."""
    if arg.end - arg.start != 1 or arg.head in resolve or arg.gap is not None:
        return False
    tok = doc[arg.head]
    if tok.tag_ != "NNS" or not tok.is_alpha or not tok.is_lower or tok.ent_type_:
        return False
    # the statement cut a narrowing off: "leaders of this cowardly act", "the perpetrators and leaders"
    # (a conjunct shares the first one's words); a relative clause ("pupils who ...") narrows nothing
    first = tok
    while first.dep_ == "conj" and first.head.i != first.i:
        first = first.head
    words = list(tok.children) + (list(first.children) if first.i != tok.i else [])
    return (
        all(c.dep_ in _NOT_NARROWING for c in words)
        and tok.lower_ not in side_plurals()
        and not is_speech_verb(doc[verb])
    )
