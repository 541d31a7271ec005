"""Participles of harm that continue an earlier act, hung by the parser on a victim or on a list's last item.

Wire copy drops the commas of "X fired shells on the town, killing two people and injuring 13 others", and
the small model then hangs each participle on the nearest noun before it:

- on the victims of the harm before it: "claiming the lives of two persons injuring 13 others" (the persons
  did not injure anyone), "killing 3 civilians including 2 women injuring 15 others", "killed four civilians
  and wounded three others causing material damage";
- on the last item of a list of targets: "targeted houses in the suburb and the area surrounding it claiming
  the lives of two persons" (the area claims nothing; the targeting did).

The participle is the act of whoever did the harm or the targeting before it: the clause that verb heads gives
its subject (``harm_chain_governor``), as ``attachments.result_governor`` does for one hung on a place phrase
of the clause. Victims never do the next harm, so the first shape holds whatever the nouns are; the second
reads the list's first item with the rules for one target phrase.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .attachments import RESULT_LEMMAS, first_participle, misplaced_act, result_governor, result_participle
from .facts import marked_passive

if TYPE_CHECKING:
    from spacy.tokens import Token

_NOUNISH = frozenset({"NOUN", "PROPN", "NUM", "PRON"})
# Prepositions that lead from victims to the noun the harm verb took as its object: "the lives of two
# persons", "3 civilians including 2 women"
_VICTIM_PREPS = frozenset({"of", "including"})
# What follows a "leaving" of harm: "leaving three dead", "leaving the town in ruins"; a bare "leaving a
# meeting" after a victim is the victim's own act ("killed a commander leaving a meeting")
_LEAVE_COMPLEMENTS = frozenset({"oprd", "acomp", "xcomp", "ccomp", "advcl"})


def harm_chain_governor(verb: Token) -> Token | None:
    """The verb whose act a participle of harm (``attachments.RESULT_LEMMAS``) continues when the parser hung
    it on that verb's victims or on the last item of a list of targets; None for any other participle, and
    for one ``attachments.result_participle`` already reads."""
    if verb.dep_ != "acl" or verb.tag_ != "VBG" or verb.lemma_ not in RESULT_LEMMAS:
        return None
    if any(c.dep_ in {"nsubj", "nsubjpass", "mark"} for c in verb.children) or result_participle(verb):
        return None
    noun = verb.head
    first = _first_conjunct(noun)
    harm = _harm_of_victims(first, verb)
    if harm is not None:
        return harm
    if first.i != noun.i and first.dep_ in {"pobj", "dobj"}:
        # "targeted houses in the suburb and the area surrounding it claiming ...": the list's first item
        # tells which act the list is the target of
        return result_governor(first)
    return None


def _first_conjunct(noun: Token) -> Token:
    while noun.dep_ == "conj" and noun.head.i != noun.i and noun.head.pos_ in _NOUNISH:
        noun = noun.head
    return noun


def _harm_of_victims(noun: Token, participle: Token) -> Token | None:
    """The active verb of harm whose object ``noun`` is or lies in ("the lives of two persons", "3 civilians
    including 2 women"), or None."""
    cur = noun
    for _ in range(6):  # phrases are shallow; the bound guards against malformed heads
        prep = cur.head
        if cur.dep_ != "pobj" or prep.dep_ != "prep" or prep.lower_ not in _VICTIM_PREPS:
            break
        if prep.head.pos_ not in _NOUNISH:
            return None
        cur = _first_conjunct(prep.head)
    harm = cur.head
    if cur.dep_ != "dobj" or harm.lemma_ not in RESULT_LEMMAS or harm.pos_ != "VERB" or marked_passive(harm):
        return None
    if participle.lemma_ == "leave" and not any(c.dep_ in _LEAVE_COMPLEMENTS for c in participle.children):
        return None
    return harm


def joined_to_misplaced(verb: Token, subject: Token) -> bool:
    """True for a participle joined to one that ``attachments.misplaced_act`` keeps out with the same subject:
    in "... and the area around it claiming two lives injuring 13 others and causing damage" the parser gives
    "causing" the area through "injuring"; the area did neither, so both stay out of the graph."""
    first = first_participle(verb)
    return first.i != verb.i and verb.tag_ == "VBG" and misplaced_act(first, subject)
