"""What completes a noun object, run on into it: an object complement ("called the bombing a serious
aggression"), the phrase a verb's object needs ("blamed the attacks on terrorists": object-complements.tsv),
and the object it is given to ("gave the visitors the perfect start"). ``kg.extract.clauses`` applies them
to the objects ``kg.extract.objects`` reads; without them the statement ("estimate | the bank's loss")
says nothing.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from ..resources import read_tsv
from .attribution import SPEECH_LEMMAS
from .facts import Arg
from .lists import prepositions_of
from .openings import opening_words

if TYPE_CHECKING:
    from spacy.tokens import Token


def with_object_complement(verb: Token, found: list[Arg]) -> list[Arg]:
    """Objects that run on into the verb's object complement: "called the bombing a serious aggression".

    The complement is what the statement says about the object; without it "The General Command /
    call / the bombing" says nothing. The small clause is kept whole as the object.
    """
    # only a noun phrase with its article: after an adjective ("left four passengers dead") the object
    # alone still says who was harmed; a bare quoted label ("called the attack 'terrorist'") is left
    # as it was, so the sample's reactions do not change
    complement = next(
        (
            c
            for c in verb.children
            if c.dep_ == "oprd" and c.i > verb.i and c.pos_ == "NOUN" and c.left_edge.dep_ == "det"
        ),
        None,
    )
    if complement is None:
        return found
    doc = verb.doc
    begin, end = complement.left_edge.i, complement.right_edge.i + 1
    # a name or pronoun object stays itself ("called Assad a butcher"): it is what the graph links
    return [Arg(a.start, end, a.head) if a.end == begin and doc[a.head].pos_ == "NOUN" else a for a in found]


def with_prepositional_complement(
    verb: Token, found: list[Arg], args: list[tuple[str, Arg, str]]
) -> tuple[list[Arg], list[tuple[str, Arg, str]]]:
    """A noun object run on into the phrase that completes it ("blamed the attacks on terrorists",
    "estimated the bank's loss at 3bn rupees": ``object-complements.tsv``), and the arguments without
    that phrase.

    Alone, "estimate | the bank's loss" says nothing and "blame on | terrorists" loses what was blamed.
    Only a phrase right after the object joins it; a name or pronoun object stays itself, as the graph
    links it. A row that names its object noun joins only that noun ("draw a line under", not "drew a big
    crowd under the floodlights").
    """
    if len(found) != 1:
        return found, args
    obj, doc = found[0], verb.doc
    noun = doc[obj.head]
    rows = object_complements().get(verb.lemma_.lower(), {})
    wanted = {p for p, nouns in rows.items() if not nouns or noun.lemma_.lower() in nouns}
    # "forced 2000 families out of their villages": a two-word preposition hangs on its first word
    firsts = {w.split()[0] for w in wanted}
    prep = next((c for c in verb.children if c.dep_ == "prep" and c.lower_ in firsts and c.i > verb.i), None)
    if prep is None or obj.end != prep.i or noun.pos_ != "NOUN" or _when(prep):
        return found, args
    inside = [a for a in args if a[0].lower() in wanted and prep.i < a[1].start <= prep.right_edge.i]
    if len(inside) != 1:
        return found, args
    joined = Arg(obj.start, inside[0][1].end, obj.head)
    return [joined], [a for a in args if a is not inside[0]]


def with_dative(
    verb: Token, found: list[Arg], args: list[tuple[str, Arg, str]]
) -> tuple[list[Arg], list[tuple[str, Arg, str]]]:
    """A common-noun object run on from the one it is given to, right before it ("gave the visitors the
    perfect start"), and the arguments without that one: "give | the perfect start" says nothing alone.

    Only a noun with its article joins; a speech verb's hearer is its addressee ("told the court the
    story"), not part of what was said.
    """
    if len(found) != 1 or verb.lemma_ in SPEECH_LEMMAS:
        return found, args
    obj, doc = found[0], verb.doc
    head = doc[obj.head]
    if head.pos_ != "NOUN" or doc[obj.start].dep_ != "det":
        return found, args
    given = [a for a in args if a[2] == "dative" and a[1].end == obj.start]
    if len(given) != 1 or doc[given[0][1].head].pos_ not in {"NOUN", "PROPN"}:
        return found, args
    return [Arg(given[0][1].start, obj.end, obj.head)], [a for a in args if a is not given[0]]


def _when(prep: Token) -> bool:
    """Whether the preposition's phrase says when ("blamed the opposition on Monday for the delay"): a
    time of the act, not what completes its object ("draw a line under the season" names none).

    "before" and "after" say when with a date anywhere in their phrase ("before the summer recess").
    """
    pobjs = [c for c in prep.children if c.dep_ == "pobj"]
    if prep.lower_ in prepositions_of("order"):
        return any(t.ent_type_ in {"DATE", "TIME"} for c in pobjs for t in c.subtree)
    return prep.lower_ in prepositions_of("time") and any(
        c.ent_type_ in {"DATE", "TIME"} or c.lower_ in opening_words() for c in pobjs
    )


@lru_cache(maxsize=1)
def object_complements() -> dict[str, dict[str, frozenset[str]]]:
    """Verb lemma -> the prepositions whose phrase completes its object -> the object nouns the row is
    kept to, none for any noun (``object-complements.tsv``)."""
    table: dict[str, dict[str, set[str]]] = {}
    for row in read_tsv("object-complements.tsv", ("verb", "preposition", "object")):
        nouns = table.setdefault(row["verb"], {}).setdefault(row["preposition"], set())
        if row["object"] not in {"", "-"}:
            nouns.add(row["object"])
    return {verb: {p: frozenset(n) for p, n in preps.items()} for verb, preps in table.items()}
