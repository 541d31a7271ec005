"""The phrase that completes a common-noun object, run on into it: on what, to what, with whom or for
what ("cast doubt on the council's motives", "a deal with the union", ``noun-prepositions.tsv``) or the
infinitive that says what the noun is ("rejected a plea to halt the flights", ``infinitive-nouns.tsv``).
``kg.extract.clauses`` applies ``with_completing_phrase`` after the verb-keyed complements of
``kg.extract.complements``; ``_run_on`` and ``_in_a_named_place`` serve ``kg.extract.ranked_scopes`` too.

Split from ``kg.extract.complements`` (one pattern per module); the phrase bounds come from
``kg.extract.phrase_bounds``.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from ..resources import grouped_tsv, read_tsv, words_of_kind
from .ages import person_nouns
from .attribution import SPEECH_LEMMAS
from .descriptions import kind_nouns
from .facts import Arg
from .generic import actor_plurals
from .lists import prepositions_of
from .phrase_bounds import (
    _LONGEST,
    _NAME_TYPES,
    _clause_free_end,
    _joins,
    _over_a_stop,
    _pronoun_in,
    _when,
    _when_or_where,
)

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token


def with_completing_phrase(
    verb: Token, found: list[Arg], args: list[tuple[str, Arg, str]]
) -> tuple[list[Arg], list[tuple[str, Arg, str]]]:
    """A common-noun object run on into the phrase right after it that says on what, to what or for what
    ("cast doubt on the council's motives", "rejected a plea to halt the flights"), and the arguments
    without that phrase.

    The parser hangs such a phrase on the verb as often as on the noun, and the graph shows only subject,
    relation and object: "cast | doubt" and "reject | a plea" said nothing. Only a phrase that starts where
    the object ends joins it, of a preposition that completes a noun (``preposition-roles.tsv``
    `completing`: not "in", "at" or "near", which say where), or an infinitive ("to halt"). It is left
    out when it says when or which way ("over the past two days", "to the north"), is a number ("rose to
    83"), holds a pronoun ("a tribute to him" turns on a word that points elsewhere), or runs long (a
    participle's clause after it is another statement); and a name, or a short definite description the
    article may settle to a name ("the militants"), stays itself, as the graph links it. Another short
    definite object ("the house", "the title") takes a "for" or an "on" only where its noun's row names
    it ("the siege on", ``noun-prepositions.tsv``): after it they say as often why or how ("searched the
    house for weapons", "won the match on penalties"). A party after "with" runs on into the object as
    text ("a deal with Hale Bank"): the graph links the object's head, not the party, unless the verb has
    a "with" of its own (``talking-verbs.tsv``: "discussed the deal with reporters"), which leaves the
    object alone.
    """
    if len(found) != 1 or verb.lemma_ in SPEECH_LEMMAS or verb.lemma_ == "be":
        return found, args
    obj, doc = found[0], verb.doc
    if obj.gap is not None or not _joins(doc, obj, frozenset(), obj.end) or _settled_description(doc, obj):
        return found, args
    nxt = next((c for c in verb.children if c.i > verb.i and c.left_edge.i == obj.end), None)
    if nxt is None or _when_or_where(nxt) or (nxt.lower_ == "for" and _negated(verb)):
        return found, args
    if nxt.dep_ == "prep" and _completes(doc[obj.head], nxt, _short_definite(doc, obj)) and not _when(nxt):
        return _run_on(obj, nxt, args) or (found, args)
    # "began an offensive two weeks ago to take the town": a time between the noun and its infinitive is
    # the act's; the object reaches over it (a gap) and it stays an argument of its own
    gap = None
    if _time_phrase(nxt):
        after = next((c for c in verb.children if c.left_edge.i == nxt.right_edge.i + 1), None)
        if after is not None and after.dep_ in {"advcl", "xcomp"}:
            gap, nxt = (obj.end, nxt.right_edge.i + 1), after
    to = nxt.left_edge.i
    if nxt.dep_ in {"advcl", "xcomp"} and nxt.pos_ == "VERB" and doc[to].lower_ == "to":
        # only a noun an infinitive completes ("a plea to halt"); after others it is the doer's purpose
        # ("cut 500 jobs to save money")
        if doc[to].head.i != nxt.i or doc[obj.head].lemma_.lower() not in _infinitive_nouns():
            return found, args
        end = _clause_free_end(nxt, _infinitive_end(nxt))
        if (
            end - to > _LONGEST
            or _pronoun_in(doc[to:end])
            or (end <= nxt.i + 1 and not any(c.dep_ == "dobj" for c in nxt.children))
        ):
            return found, args
        return [Arg(obj.start, end, obj.head, gap)], args
    return found, args


def _completes(noun: Token, prep: Token, definite: bool = False) -> bool:
    """Whether the phrase of ``prep`` after ``noun`` says what the noun is of: a preposition that completes
    any noun (``preposition-roles.tsv`` `completing`), or one that completes this noun alone ("a deal with
    the union", "a part in the campaign": ``noun-prepositions.tsv``); after "in", no place name ("a rise in
    Paris" says where), and after "with", only a party to it ("ended the dispute with a handshake" says how)
    and not after a verb of talking, whose "with" is its own. After a short ``definite`` object, a "for"
    or an "on" only by this noun's row (preposition-roles.tsv `purpose-or-manner`).
    """
    if prep.lower_ in prepositions_of("completing") and not (
        definite and prep.lower_ in prepositions_of("purpose-or-manner")
    ):
        return True
    if prep.lower_ not in noun_prepositions().get(noun.lemma_.lower(), frozenset()):
        return False
    # a gerund's phrase completes too ("the award for taking risks"), but not one that runs on into a
    # clause of its own ("a role in providing forces whenever the group was ...")
    pobj = next((c for c in prep.children if c.dep_ in {"pobj", "pcomp"}), None)
    if pobj is None or (pobj.dep_ == "pcomp" and any(t.dep_ in _CLAUSES for t in pobj.subtree)):
        return False
    if prep.lower_ == "with":
        return _party(pobj) and noun.head.lemma_.lower() not in _talking_verbs()
    return not _in_a_named_place(prep)


def _in_a_named_place(prep: Token) -> bool:
    """Whether ``prep`` is "in" before a place's name ("a rise in Paris", "came third in Scotland"): it says
    where, and the place stays an argument the graph links."""
    pobj = next((c for c in prep.children if c.dep_ == "pobj"), None)
    return prep.lower_ == "in" and pobj is not None and pobj.ent_type_ in {"GPE", "LOC", "FAC"}


def _run_on(
    obj: Arg, prep: Token, args: list[tuple[str, Arg, str]]
) -> tuple[list[Arg], list[tuple[str, Arg, str]]] | None:
    """``obj`` run on to the end of the phrase of ``prep`` right after it, and the arguments without that
    phrase; None where the phrase is no one argument, holds a pronoun or a full stop, or runs long."""
    doc = prep.doc
    inside = [a for a in args if prep.i <= a[1].start <= prep.right_edge.i and a[2] == "prep"]
    if len(inside) != 1:
        return None
    end = _clause_free_end(prep, inside[0][1].end)
    # the phrase's argument may stop before the per cent sign of its closing number ("of 4.5%")
    if end < len(doc) and doc[end].text == "%" and doc[end - 1].like_num:
        end += 1
    words = doc[prep.i : end]
    if end <= prep.i + 1 or end - obj.end > _LONGEST or _pronoun_in(words) or _over_a_stop(words):
        return None
    return [Arg(obj.start, end, obj.head)], [a for a in args if a is not inside[0]]


def _party(tok: Token) -> bool:
    """Whether ``tok`` names a party a deal or a dispute may be with: a name, or a noun of a person, a body, a
    state's organ or a group ("the union", "its lenders", "the regime", "rebels")."""
    lemma = tok.lemma_.lower()
    return (
        tok.ent_type_ in _NAME_TYPES
        or tok.pos_ == "PROPN"
        or lemma in kind_nouns()
        or lemma in person_nouns()
        or lemma in words_of_kind("head-nouns.tsv", "state-body")
        or tok.lower_ in actor_plurals()
    )


@lru_cache(maxsize=1)
def noun_prepositions() -> dict[str, frozenset[str]]:
    """Noun lemma -> the prepositions whose phrase completes that noun alone (``noun-prepositions.tsv``)."""
    return grouped_tsv("noun-prepositions.tsv", "noun", "preposition")


def _time_phrase(tok: Token) -> bool:
    """Whether ``tok`` heads a bare time phrase ("two weeks ago", "on Friday") and nothing more."""
    words = list(tok.subtree)
    if tok.dep_ == "prep":
        words = words[1:]
    return bool(words) and all(t.ent_type_ in {"DATE", "TIME"} or t.lower_ == "ago" for t in words)


def _infinitive_end(verb: Token) -> int:
    """Where an infinitive's clause ends before what its verb adds of its own after a comma, a clause or a
    participle's phrase ("to take the town, pushing back the army", "to retake the city following the
    collapse of the truce"): another act, or when it happened, not what the noun before it is."""
    for c in verb.rights:
        if (
            (c.dep_ == "punct" and c.text in {",", ";", ":"})
            or c.dep_ == "advcl"
            or (c.dep_ == "prep" and c.tag_ == "VBG")
        ):
            return c.left_edge.i
    return verb.right_edge.i + 1


def _negated(verb: Token) -> bool:
    """Whether the verb, or the verb it completes, is negated: "did not want to give their names for fear of
    arrest" denies the giving, not the fear; a joined "for" phrase, the reason of a negated act more often
    than what completes its object, would fall under the negation ("did not cast doubt on" keeps its "on")."""
    heads = [verb, verb.head] if verb.dep_ == "xcomp" else [verb]
    return any(c.dep_ == "neg" for h in heads for c in h.children)


@lru_cache(maxsize=1)
def _infinitive_nouns() -> frozenset[str]:
    """Nouns whose "to" infinitive says what they are ("a plea to halt"): ontology/infinitive-nouns.tsv."""
    return frozenset(row["word"] for row in read_tsv("infinitive-nouns.tsv", ["word"]))


@lru_cache(maxsize=1)
def _talking_verbs() -> frozenset[str]:
    """Verbs with a "with" of their own, of whom one talks or shares with ("discussed the deal with
    reporters"): ontology/talking-verbs.tsv."""
    return frozenset(row["verb"] for row in read_tsv("talking-verbs.tsv", ["verb"]))


# dependency labels of a clause of its own inside a phrase
_CLAUSES = frozenset({"advcl", "relcl", "ccomp", "acl"})


# a definite or demonstrative word that makes a short object a description the article may settle
_DEFINITE = frozenset({"the", "this", "that", "these", "those"})


def _settled_description(doc: Doc, obj: Arg) -> bool:
    """Whether ``obj`` is a short definite description ("the militants", "the group"): coreference may
    settle it to a name, which the graph links only while the object is that description alone. Only a
    noun that may stand for a name counts (a kind, person or actor noun); "the siege" or "the award" stands
    for none, and "tighten | the siege" says nothing without what it is on."""
    head = doc[obj.head]
    lemma = head.lemma_.lower()
    if lemma not in kind_nouns() and lemma not in person_nouns() and head.lower_ not in actor_plurals():
        return False
    return _short_definite(doc, obj)


def _short_definite(doc: Doc, obj: Arg) -> bool:
    """Whether ``obj`` is a definite or demonstrative word, modifiers and its head noun ("the house", "this
    grim siege")."""
    head = doc[obj.head]
    if doc[obj.start].lower_ not in _DEFINITE or obj.end != head.i + 1:
        return False
    return all(
        doc[k].head.i == head.i and doc[k].dep_ in {"det", "amod", "compound"}
        for k in range(obj.start, head.i)
    )
