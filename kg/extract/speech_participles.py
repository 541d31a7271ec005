"""A participle of speech hung on a happening, a place or a thing, read as the main clause subject's words.

In "The coalition condemned the attack saying it was a war crime", "TV raised the toll from a car bombing in
the town saying 22 died", wire copy drops the comma and the small model hangs "saying" on the nearest noun;
a bombing or a town says nothing (``evidence._mute_speaker`` keeps that statement out of the graph). The
speaking is the act of the main clause's subject: the coalition said it, the TV said 22 died. The participle
takes that subject when the noun lies in the object or a prepositional phrase of the sentence's main verb
(the root, or a verb joined to it) and that verb is active; elsewhere ("shells fell in the town that the
army attacked saying ...") whose words they are is a guess, and the statement stays out as before.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .attachments import harm_targets, remark_verbs
from .attribution import SOURCE_LEMMAS
from .facts import marked_passive
from .vague import event_words

if TYPE_CHECKING:
    from spacy.tokens import Token


def speech_governor(verb: Token) -> Token | None:
    """The main verb whose subject speaks a participle of speech (``SOURCE_LEMMAS`` or
    ``ontology/remark-verbs.tsv``, with a clause object and no object noun) hung on a one-word event trigger
    (``ontology/event-types.tsv``) or a place of ``ontology/harm-targets.tsv``; None otherwise."""
    if verb.dep_ != "acl" or not _speech_participle(verb):
        return None
    noun = verb.head
    if noun.pos_ != "NOUN" or not _mute(noun):
        return None
    return _clause_verb(noun)


# Marks that set an aside off from its clause, in pairs: ", which ... ," and "- which ... -"
_ASIDE_MARKS = frozenset({",", "-", "--", "\u2013", "\u2014"})


def closed_relative_governor(verb: Token) -> Token | None:
    """The main verb whose subject speaks a participle of speech that follows a relative clause set off by
    two like marks and that the parser hung on that clause: in "Farmers attacked the levy - which would
    cover dairy herds - saying X", the second dash closes the aside, so the saying is the farmers', not the
    levy's. The relative's noun must lie in the object or a prepositional phrase of the main verb, as for
    ``speech_governor``; None otherwise."""
    rel = verb.head
    if verb.dep_ != "advcl" or rel.dep_ != "relcl" or not rel.i < verb.i or not _speech_participle(verb):
        return None
    doc = verb.doc
    opening, closing = rel.left_edge.i - 1, verb.left_edge.i - 1
    if opening < 0 or doc[opening].text not in _ASIDE_MARKS or doc[closing].text != doc[opening].text:
        return None
    return _clause_verb(rel.head)


def _speech_participle(verb: Token) -> bool:
    """True for a gerund of speech with a clause object and no subject, object or addressee of its own."""
    if verb.tag_ != "VBG":
        return False
    lemma = verb.lemma_.lower()
    if lemma not in SOURCE_LEMMAS and lemma not in remark_verbs():
        return False
    kids = list(verb.children)
    return any(c.dep_ == "ccomp" for c in kids) and not any(
        c.dep_ in {"nsubj", "nsubjpass", "mark", "dobj"} or (c.dep_ == "prep" and c.lower_ == "to")
        for c in kids
    )


def _clause_verb(noun: Token) -> Token | None:
    """The active main verb whose object or prepositional phrase holds ``noun``; None otherwise."""
    cur = noun
    for _ in range(8):  # phrases are shallow; the bound guards against malformed heads
        head = cur.head
        if cur.dep_ == "dobj" or (cur.dep_ == "prep" and head.pos_ in {"VERB", "AUX"}):
            cur = head
            break
        # up through a noun's phrases ("the toll from a bombing in the town"), not a "by" phrase's maker
        if head.i == cur.i or not (
            cur.dep_ in {"pobj", "conj"} or (cur.dep_ == "prep" and cur.lower_ != "by")
        ):
            return None
        cur = head
    if cur.pos_ != "VERB" or marked_passive(cur) or not _main(cur):
        return None
    return cur


def _mute(noun: Token) -> bool:
    """An event or a settlement or area (harm-targets.tsv kind `place`): neither speaks. A thing of that
    table may stand for the people in it ("a local radio station saying", "the president's office saying"),
    whose words the participle then reports: it is no mute noun."""
    lemma = noun.lemma_.lower()
    return lemma in event_words() or noun.lower_ in event_words() or harm_targets().get(lemma) == "place"


def _main(verb: Token) -> bool:
    """True for the sentence's root verb or a verb joined to it."""
    while verb.dep_ == "conj" and verb.head.i != verb.i:
        verb = verb.head
    return verb.dep_ == "ROOT"
