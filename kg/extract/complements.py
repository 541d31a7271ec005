"""What completes a noun object by its verb, run on into it: an object complement ("called the bombing a
serious aggression"), the phrase a verb's object needs ("blamed the attacks on terrorists",
``object-complements.tsv``), shared by coordinated objects ("accused the army and the police of abuses"),
and the object it is given to ("gave the visitors the perfect start"). ``kg.extract.clauses`` applies them
to the objects ``kg.extract.objects`` reads, with the verb that governs them (a folded open complement's
own: "vowed to put pressure on the regime"); without them the statement ("call | the bombing", "accuse |
the army") says nothing.

The other patterns that once lived here have modules of their own, below this one: the state an act left
the object in and an adjective's clause (``kg.extract.state_complements``), a noun's own completing phrase
(``kg.extract.noun_complements``), a ranked place's race (``kg.extract.ranked_scopes``), and the phrase
bounds they share (``kg.extract.phrase_bounds``).
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from ..resources import read_tsv
from .attribution import SPEECH_LEMMAS
from .facts import Arg
from .lists import in_whole
from .phrase_bounds import _joins, _when, _when_or_where
from .state_complements import _with_clause_after_adjective, with_state_complement

if TYPE_CHECKING:
    from spacy.tokens import Token


def with_object_complement(verb: Token, found: list[Arg]) -> list[Arg]:
    """Objects that run on into the verb's object complement: "called the bombing a serious aggression";
    an adjective object into the clause it introduces ("made clear that ...").

    The complement is what the statement says about the object; without it "The General Command /
    call / the bombing" says nothing. The small clause is kept whole as the object.
    """
    # only a noun phrase with its article; a bare quoted label ("called the attack 'terrorist'") is left
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
        return with_state_complement(verb, _with_clause_after_adjective(verb, found))
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
    rows = object_complements().get(verb.lemma_.lower(), {})
    if not found or not rows:
        return found, args
    doc, last = verb.doc, found[-1]
    # "forced 2000 families out of their villages": a two-word preposition hangs on its first word
    firsts = {w.split()[0] for w in rows}
    # a particle makes another verb, whose phrase completes no object ("turned out in numbers into the night")
    if any(c.dep_ == "prt" and c.lower_ not in firsts for c in verb.children):
        return found, args
    prep = next((c for c in verb.children if c.dep_ == "prep" and c.lower_ in firsts and c.i > verb.i), None)
    if prep is None:
        return _sharing_the_last_ones(verb, _with_adverbial_as(verb, found, rows), rows), args
    # "blamed the army for the second time": a "for" of how often is no cause ("put the toll at 58" keeps
    # its number, so only "for" is read so)
    if last.end != prep.i or _when(prep) or (prep.lower_ == "for" and _when_or_where(prep)):
        return found, args
    inside = [a for a in args if a[0].lower() in rows and prep.i < a[1].start <= prep.right_edge.i]
    if not inside and len(found) == 1:
        return _with_adjective_as(prep, found, rows), args
    if len(inside) != 1:
        return found, args
    preposition, complement, _ = inside[0]
    nouns = rows[preposition.lower()]
    # "accused the government and its allies of war crimes": coordinated objects share the phrase after
    # the last one, which the first reaches over the others (a gap)
    # "accused the Syrian and Russian forces of ...": each adjective variant of the last keeps its own gap
    joined = [
        Arg(a.start, complement.end, a.head, a.gap if a.head == last.head else (a.end, prep.i))
        if _joins(doc, a, nouns, prep.i) and (a.head == last.head or a.gap is None)
        else a
        for a in found
    ]
    if joined == found:
        return found, args
    # a name that stays itself keeps the phrase as an argument of its own
    if any(a in found for a in joined):
        return joined, args
    return joined, [a for a in args if a is not inside[0]]


def _with_adjective_as(prep: Token, found: list[Arg], rows: dict[str, frozenset[str]]) -> list[Arg]:
    """A noun object run on into an "as" that holds an adjective, the parser's reading of "described the
    draw as disappointing" (no argument stands for it): "describe | the draw" says nothing of how. Only an
    adjective alone or with its own adverbs ("as deeply disappointing"), quoted or with its own phrase ("as
    unfair to pensioners"), ending the clause's words before a comma, a conjunction or another phrase of
    the verb."""
    doc, obj = prep.doc, found[0]
    words = [t for t in doc[prep.i + 1 : prep.right_edge.i + 1] if not t.is_punct]
    adjective = next((c for c in prep.children if c.dep_ in {"amod", "acomp", "pobj"}), None)
    if (
        "as" not in rows
        or prep.lower_ != "as"
        or adjective is None
        or adjective.pos_ != "ADJ"
        or not words
        or not _its_adverbs(adjective, [w for w in words if w.i < adjective.i])
        or not _joins(doc, obj, rows["as"], prep.i)
    ):
        return found
    return [Arg(obj.start, _past_closing_quote(prep, words[-1].i + 1), obj.head)]


def _with_adverbial_as(verb: Token, found: list[Arg], rows: dict[str, frozenset[str]]) -> list[Arg]:
    """The parser's other reading of "described the injury as (fairly) minor": the adjective a clause of
    the verb's, "as" its adverb, right after the one noun object. Only the adjective and its adverbs join:
    a phrase hung on it here may say where or when ("dismissed the claims as baseless at a meeting")."""
    doc = verb.doc
    if "as" not in rows or len(found) != 1 or found[0].end >= len(doc):
        return found
    obj = found[0]
    first = doc[obj.end]
    adjective = first.head
    if (
        first.lower_ != "as"
        or first.dep_ != "advmod"
        or adjective.dep_ != "advcl"
        or adjective.head.i != verb.i
        or adjective.pos_ != "ADJ"
        or not _its_adverbs(adjective, [t for t in doc[first.i + 1 : adjective.i] if not t.is_quote])
        or not _joins(doc, obj, rows["as"], first.i)
    ):
        return found
    return [Arg(obj.start, _past_closing_quote(first, adjective.i + 1), obj.head)]


def _its_adverbs(adjective: Token, before: list[Token]) -> bool:
    """Whether the words ``before`` an adjective are all adverbs of it ("very", "deeply", "so very")."""
    return all(t.pos_ == "ADV" and adjective in t.ancestors for t in before)


def _past_closing_quote(opening: Token, end: int) -> int:
    """``end``, or past the closing mark of a phrase quoted after ``opening`` ("as "disappointing""), and
    nothing after it: a full stop and the next sentence's opening mark may hang on "as" too."""
    doc = opening.doc
    if end < len(doc) and doc[end].is_quote and sum(t.is_quote for t in doc[opening.i : end]) % 2:
        return end + 1
    return end


def _sharing_the_last_ones(verb: Token, found: list[Arg], rows: dict[str, frozenset[str]]) -> list[Arg]:
    """Coordinated objects that share the completing phrase the parser hung on the last of them
    ("accused the army and the police of abuses"): "accuse | the army" said nothing of what of. The
    earlier ones reach over the others to it (a gap); a name stays itself."""
    doc = verb.doc
    if len(found) < 2:
        return found
    last = doc[found[-1].head]
    firsts = {w.split()[0]: w for w in rows}
    prep = next((c for c in last.rights if c.dep_ == "prep" and c.lower_ in firsts), None)
    if prep is None or prep.i != last.i + 1 or found[-1].end != prep.right_edge.i + 1 or _when(prep):
        return found
    # "accused the minister and members of his staff of lying": that "of" names the body the members are of
    if in_whole(last):
        return found
    nouns = rows[firsts[prep.lower_]]
    # an adjective variant of the last ("the Syrian and Russian forces of ...") already holds the phrase,
    # and an object with a gap of its own cannot take a second
    return [
        Arg(a.start, found[-1].end, a.head, (a.end, prep.i))
        if a.head != last.i and a.gap is None and a.end <= prep.i and _joins(doc, a, nouns, prep.i)
        else a
        for a in found
    ]


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
