"""Where a phrase run on into an object may end, and which phrases may not join it at all: the bounds that
``kg.extract.complements``, ``kg.extract.state_complements``, ``kg.extract.noun_complements`` and
``kg.extract.ranked_scopes`` share. A phrase that says when, which way or how many (``_when``,
``_when_or_where``), a participle's clause, a closing source or a dangling word (``_clause_free_end``), a
pronoun or a full stop inside (``_pronoun_in``, ``_over_a_stop``), a name the span would reach over
(``_joins``) and the most words a phrase may add (``_LONGEST``).

They sit apart so that each complement pattern's module imports them from below, and none of those
modules imports another for its bounds.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from ..resources import words_of_kind
from .attribution import SPEECH_LEMMAS
from .closing_tails import is_source_head
from .facts import Arg
from .glued_units import glued_sign
from .lists import prepositions_of
from .openings import opening_words

if TYPE_CHECKING:
    from spacy.tokens import Doc, Span, Token


# entity labels of a name a span must not reach over (a date or number between is no name)
_NAME_TYPES = frozenset({"PERSON", "ORG", "GPE", "NORP", "LOC", "FAC"})


# the most words a completing phrase may add to an object: longer ones carry run-on clauses and sources
_LONGEST = 14


# entity kinds of a phrase that says when or how many ("over the past two days", "rose to 83")
_WHEN_OR_HOW_MANY = frozenset({"DATE", "TIME", "CARDINAL", "ORDINAL", "PERCENT", "MONEY", "QUANTITY"})


@lru_cache(maxsize=1)
def _adverbial_nouns() -> frozenset[str]:
    """Nouns whose phrase says which way, when or how often ("to the north", "on several occasions"):
    ontology/adverbial-nouns.tsv."""
    return frozenset(
        words_of_kind("adverbial-nouns.tsv", "direction") + words_of_kind("adverbial-nouns.tsv", "frequency")
    )


def _joins(doc: Doc, obj: Arg, nouns: frozenset[str], prep: int) -> bool:
    """Whether the object ``obj`` runs on into the phrase at ``prep``: a common noun (of ``nouns``, if
    any) that no name holds, with no name between it and the phrase. The graph links a name object to
    its entity ("accused Labour of ...": Labour), and a span that reaches over a name is linked to that
    name ("the prime minister and Mr Hale of ...": not Mr Hale)."""
    head = doc[obj.head]
    # a bare capitalised noun inside the sentence is a name NER missed ("Labour"), linked by its words
    # alone; with an article or owner it is a common noun ("his fellow UKIP MEPs")
    bare = not any(c.dep_ in {"det", "poss"} for c in head.lefts)
    named = head.ent_type_ or (bare and head.text[:1].isupper() and head.i != head.sent.start)
    if head.pos_ != "NOUN" or named or (nouns and head.lemma_.lower() not in nouns):
        return False
    return not any(doc[k].pos_ == "PROPN" or doc[k].ent_type_ in _NAME_TYPES for k in range(obj.end, prep))


def _pronoun_in(words: Span) -> bool:
    """Whether a personal or possessive pronoun stands in the phrase as joined: run on into an object, "to
    him" makes the statement turn on a word that points elsewhere. Only the joined words count, not a clause
    cut off after them ("doubt on the report, saying it ...")."""
    return any(t.tag_ in {"PRP", "PRP$"} for t in words)


def _over_a_stop(words: Span) -> bool:
    """Whether a full stop stands inside ``words`` ("a drama Miami Vice. Scrubs, which ..."): the parser ran
    the next sentence into the phrase, and its words are no part of the object."""
    return any(t.text in {".", "!", "?"} for t in words[:-1])


def _when_or_where(tok: Token) -> bool:
    """Whether the phrase says when, which way or how many ("over the past two days", "for the second
    time", "to the north", "to 83") rather than what completes the object."""
    pobj = next((c for c in tok.children if c.dep_ in {"pobj", "pcomp"}), None)
    if pobj is None:
        return False
    if pobj.ent_type_ in _WHEN_OR_HOW_MANY:
        return True
    # "on Sunday monitoring group": a named day or month the parser buried in a compound still says when;
    # a length ("into a three-year program") is the noun's own modifier
    if any(
        c.dep_ == "compound" and c.tag_ == "NNP" and c.ent_type_ in {"DATE", "TIME"} for c in pobj.children
    ):
        return True
    # "to the north reiterating accusations": the parser may bury the compass word under a noun after it
    return (
        pobj.like_num
        or pobj.lemma_.lower() in _adverbial_nouns()
        or any(c.dep_ == "npadvmod" and c.lemma_.lower() in _adverbial_nouns() for c in pobj.subtree)
    )


def _clause_free_end(tok: Token, end: int) -> int:
    """Where the phrase of ``tok`` ends before a participle's clause it runs on into ("... seizing a string
    of villages"): that clause states another act, and its words would make the object a run-on."""
    doc = tok.doc
    for k in range(tok.i + 1, end):
        t = doc[k]
        if t.tag_ == "VBG" and t.dep_ in {"advcl", "acl", "conj", "xcomp"} and t.head.i != tok.i:
            end = k
            break
    # "to halt the flights on Monday": a date closing the phrase may say when the verb's act happened; but
    # one inside a clause of its own ("a school opened in 2015") says when that clause's act happened, and
    # cutting it would leave the participle hanging ("fire to a school opened")
    # a figure with its per cent sign closing the phrase ("growth of 4.5%") is the noun's own measure, not
    # how many: no phrase is cut then
    last = (
        None
        if glued_sign(doc, end - 1)
        else next(
            (
                t
                for t in doc[tok.i + 1 : end]
                if t.dep_ == "prep" and t.right_edge.i + 1 == end and _when_or_where(t)
            ),
            None,
        )
    )
    if last is not None and not _in_own_clause(last, tok):
        end = last.i
    # "... to repel the assault the Observatory reported": a phrase running up to a speech verb outside it
    # has swallowed the sentence's closing source, which is no part of the object; a gerund cut off above
    # ("doubt on the plan, saying it ...") is a clause of the phrase's own, not a closing source
    if (
        end < len(doc)
        and doc[end].lemma_ in SPEECH_LEMMAS
        and doc[end].pos_ == "VERB"
        and doc[end].tag_ != "VBG"
    ):
        return tok.i
    # a headline's closing source with no verb ("Flood cuts power to 20 villages in Hama state TV")
    if end > tok.i + 1 and is_source_head(doc[end - 1]) and (end >= len(doc) or doc[end].is_space):
        return tok.i
    # and no closing mark, conjunction, determiner or preposition whose words were cut off after it ("to 20
    # villages in" where a headline's source "Hama state TV" was clipped)
    # a per cent sign is a word of the number before it ("growth of 1.9%"), not a closing mark
    while end - 1 > tok.i and (
        (doc[end - 1].is_punct and doc[end - 1].text != "%")
        or doc[end - 1].is_space
        or doc[end - 1].dep_ in {"cc", "det"}
        or doc[end - 1].pos_ == "ADP"
    ):
        end -= 1
    return end


def _in_own_clause(prep: Token, top: Token) -> bool:
    """Whether ``prep`` hangs, below the phrase's head ``top``, on a verb of a clause of its own (a participle
    or relative clause: "a base attacked on Sunday") rather than on the head or a noun of the phrase."""
    t = prep.head
    while t.i != top.i and t.head.i != t.i:
        if t.pos_ in {"VERB", "AUX"}:
            return True
        t = t.head
    return False


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
