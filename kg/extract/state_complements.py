"""What an adjective or participle after an object adds to it: the state an act left the object in ("left
many fighters dead", "kept the crossing closed"), and the clause an adjective object introduces ("made
clear that any response would wait"). ``kg.extract.complements`` runs an object on into them when the verb
has no noun object complement; ``kg.extract.clauses`` also asks ``adjective_clause_end`` for an adjective
it reads as the object. Without them "leave | many fighters" and "make | clear" say nothing.

Split from ``kg.extract.complements`` (one pattern per module); the phrase bounds come from
``kg.extract.phrase_bounds``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .attachments import remark_end
from .attribution import SPEECH_LEMMAS
from .facts import Arg
from .lists import prepositions_of
from .phrase_bounds import _LONGEST, _NAME_TYPES, _clause_free_end, _joins, _pronoun_in, _when, _when_or_where

if TYPE_CHECKING:
    from spacy.tokens import Span, Token


def with_state_complement(verb: Token, found: list[Arg]) -> list[Arg]:
    """A common-noun object run on into the adjective or participle right after it that says the state the
    act left it in ("left many fighters dead", "kept the crossing closed", "left the door open"): "leave |
    many fighters" says nothing of what became of them, and "leave | the door" is another act.

    Only one object, a common noun no name holds, and a complement that starts where it ends; a speech
    verb's label ("called the raid illegal") and a quoted one are left as they were.
    """
    if len(found) != 1 or verb.lemma_ in SPEECH_LEMMAS:
        return found
    obj, doc = found[0], verb.doc
    state = next(
        (
            c
            for c in verb.children
            if (c.dep_ == "oprd" or _state_clause(c, obj))
            and c.pos_ in {"ADJ", "VERB"}
            and c.left_edge.i == obj.end
            and c.i > obj.head
        ),
        None,
    )
    if (
        state is None
        or obj.gap is not None
        or not (_joins(doc, obj, frozenset(), obj.end) or _count(doc[obj.head]))
    ):
        return found
    end = _conjoined_state_end(state)
    # the adjective's own phrase right after it says what the state is to ("the door open to a new vote");
    # one that says when or where ("dead after the raid") or a clause of its own is another statement
    prep = next((c for c in state.rights if c.dep_ == "prep"), None)
    if (
        prep is not None
        and prep.i == end
        and prep.lower_ in prepositions_of("completing")
        and not _when(prep)
        and not _when_or_where(prep)
    ):
        close = _clause_free_end(prep, prep.right_edge.i + 1)
        words = doc[prep.i : close]
        if prep.i + 1 < close and close - obj.end <= _LONGEST and not (_pronoun_in(words) or _fused(words)):
            end = close
    # a quoted label ("called the plan "hugely disappointing"") keeps its closing mark
    if doc[obj.end].is_quote and end < len(doc) and doc[end].is_quote:
        end += 1
    return [Arg(obj.start, end, obj.head)]


def _state_clause(tok: Token, obj: Arg) -> bool:
    """Whether the parser read the state right after a count object as a clause of its own ("left more than
    170 wounded as the offensive went on"): a bare participle or adjective, with no subject or subordinator,
    next to a number, which is no doer of a clause."""
    return (
        tok.dep_ == "advcl"
        and tok.tag_ in {"VBN", "JJ"}
        and tok.i == obj.end
        and _count(tok.doc[obj.head])
        and not any(c.dep_ in {"nsubj", "nsubjpass", "mark", "aux", "auxpass"} for c in tok.children)
    )


def _count(head: Token) -> bool:
    """Whether an object's head is a count ("left more than 170 wounded", "left dozens of fighters dead"):
    no entity the graph links, so the state after it may join it as it joins a common noun."""
    return head.pos_ == "NUM" or (head.pos_ == "NOUN" and head.ent_type_ == "CARDINAL")


def _conjoined_state_end(state: Token) -> int:
    """Where the state ends with a bare second state joined to it ("dead and injured"): the count of the
    dead and the injured is one figure, and "leave | many fighters dead" tells half of it."""
    end = state.i + 1
    conj = next((c for c in state.rights if c.dep_ == "conj"), None)
    if (
        conj is not None
        and conj.i == end + 1
        and state.doc[end].dep_ == "cc"
        and conj.pos_ in {"ADJ", "VERB"}
        and not list(conj.children)
    ):
        return conj.i + 1
    return end


def _fused(words: Span) -> bool:
    """Whether a name of one kind is fused into a name of another in ``words`` ("a vote on Syria Arshad
    Mohammed": a headline's byline run on after its last word), which no phrase of the object holds."""
    doc = words.doc
    return any(
        t.dep_ in {"compound", "appos"}
        and t.ent_type_ in _NAME_TYPES
        and t.head.ent_type_ not in {"", t.ent_type_}
        and t.head.ent_type_ in _NAME_TYPES
        # "Syria, Jordan's neighbour": a comma sets a true apposition apart
        and not any(doc[k].is_punct for k in range(min(t.i, t.head.i), max(t.i, t.head.i)))
        for t in words
    )


def _with_clause_after_adjective(verb: Token, found: list[Arg]) -> list[Arg]:
    """An adjective object run on into the clause it introduces: "made clear that any response would wait"."""
    if len(found) != 1 or verb.doc[found[0].head].pos_ != "ADJ":
        return found
    obj = found[0]
    return [Arg(obj.start, adjective_clause_end(verb, verb.doc[obj.head], obj.end), obj.head)]


def adjective_clause_end(verb: Token, adjective: Token, end: int) -> int:
    """Where an adjective object ending at ``end`` ends with the clause that says what it is about
    ("made clear that any response would wait"): the parser hangs that clause on the verb or the adjective
    beside it, so "make | clear" said nothing of what was made clear. ``end`` when no clause starts there.
    """
    if adjective.pos_ != "ADJ":
        return end
    clauses = (*verb.children, *adjective.children)
    clause = next((c for c in clauses if c.dep_ in {"ccomp", "csubj"} and c.left_edge.i == end), None)
    if clause is None:
        return end
    # the parser may hang the sentence's full stop on the clause ("were unhappy the report was leaked."):
    # it ends the sentence, not what was said of it; a quotation mark stays, as it closes words
    doc, close = verb.doc, remark_end(verb, clause)
    while close > clause.i + 1 and doc[close - 1].is_punct and not doc[close - 1].is_quote:
        close -= 1
    return close
