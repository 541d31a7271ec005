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
    if verb.dep_ != "acl" or verb.tag_ != "VBG":
        return None
    lemma = verb.lemma_.lower()
    if lemma not in SOURCE_LEMMAS and lemma not in remark_verbs():
        return None
    kids = list(verb.children)
    if not any(c.dep_ == "ccomp" for c in kids) or any(
        c.dep_ in {"nsubj", "nsubjpass", "mark", "dobj"} or (c.dep_ == "prep" and c.lower_ == "to")
        for c in kids
    ):
        return None
    noun = verb.head
    if noun.pos_ != "NOUN" or not _mute(noun):
        return None
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
