"""A subject that is "the" + one common noun nothing resolves: "The move comes amid growing concerns", "The
children were between six and nine years old", "the video was posted on YouTube". Out of its article it says
nothing about what is meant, so ``kg.extract.evidence`` keeps its statement out of the graph (flag
`description`). Not a noun of ``ontology/kind-nouns.tsv`` (those have their own rules, in
``kg.extract.descriptions``), an event ("the attack", which the event model links to the article's event),
or a noun of ``ontology/one-of-a-kind-nouns.tsv`` ("the dollar", "the regime").
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from ..resources import read_tsv
from .attribution import company_nouns
from .descriptions import kind_nouns

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token

    from .phrases import Arg


@lru_cache(maxsize=1)
def event_words() -> frozenset[str]:
    """The one-word event triggers of ``ontology/event-types.tsv`` ("attack", "war", "explosion")."""
    forms = (f for row in read_tsv("event-types.tsv", ["forms"]) for f in row["forms"].split("|"))
    return frozenset(f for f in forms if f and " " not in f and f != "-")


@lru_cache(maxsize=1)
def one_of_a_kind() -> frozenset[str]:
    """Noun lemmas a bare "the" makes one of a kind, from ``ontology/one-of-a-kind-nouns.tsv``."""
    return frozenset(row["noun"].lower() for row in read_tsv("one-of-a-kind-nouns.tsv", ["noun"]))


@lru_cache(maxsize=1)
def _ruled() -> frozenset[str]:
    """Noun lemmas with a rule of their own: kind nouns, company nouns and one-of-a-kind nouns."""
    return frozenset(kind_nouns().keys() | company_nouns() | one_of_a_kind())


def _plain(tok: Token) -> bool:
    """A lower-case common noun with no rule of its own: not a kind noun, a company noun, an event or a
    one-of-a-kind noun."""
    if tok.pos_ != "NOUN" or tok.ent_type_ or not tok.text.islower():
        return False
    events = event_words()
    return (
        tok.lemma_.lower() not in _ruled() and tok.lemma_.lower() not in events and tok.lower_ not in events
    )


def open_description(arg: Arg, doc: Doc, resolve: dict[int, str]) -> bool:
    """True for a subject "the" + one common noun, singular or plural, that nothing resolves."""
    if arg.end - arg.start != 2 or arg.head != arg.start + 1 or arg.head in resolve:
        return False
    det, head = doc[arg.start], doc[arg.head]
    # a capitalised noun ("The Game", "the Tories") is a name the tagger missed
    return det.lower_ == "the" and head.tag_ in {"NN", "NNS"} and _plain(head)
