"""Two tolls run together without their comma: "the blast killed 30 people injured 90 on Monday", "the war
has killed more than 220000 people wounded at least one million".

FA-KES text has no commas, so the small model reads the second toll verb as a clause that the first one
takes ("killed [30 people injured 90]"), as if killing had a clause for its object, or as a participle
on the victims ("killed [30 people [injured 90]]"). The first verb's object then runs on over the second
toll, and the second verb is given the first one's victims as its subject ("30 people | injure | 90").
A toll verb of ``ontology/lost-settings.tsv`` (kind `harm`) takes no clause: its object is the clause's
subject, or its victims cut before the participle, and the second verb's own statement stays out of the
graph, since who did the second harm is only the first clause's subject by a reader's guess.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .listed_tolls import counted
from .lost_settings import harm_verbs

if TYPE_CHECKING:
    from spacy.tokens import Token


def second_toll(verb: Token) -> Token | None:
    """The toll verb that ``verb``, itself a toll verb, was given as its clause ("killed 30 people
    injured 90" -> "injured"), or None. The clause has a subject of its own before its verb and no
    "that" or other subordinator: "killed" never takes a reported clause."""
    if verb.lemma_.lower() not in harm_verbs():
        return None
    for c in verb.children:
        if c.dep_ != "ccomp" or c.i < verb.i or c.tag_ != "VBD" or c.lemma_.lower() not in harm_verbs():
            continue
        if any(g.dep_ == "mark" or g.dep_ in {"aux", "auxpass"} for g in c.children):
            continue
        if _victims(c) is not None:
            return c
    return None


def first_victims(verb: Token) -> Token | None:
    """The object of a toll verb whose second toll the parser made its clause: that clause's subject."""
    second = second_toll(verb)
    return _victims(second) if second is not None else None


def toll_participle(verb: Token) -> bool:
    """Whether ``verb`` is a second toll the parser hung on the first one's victims as a participle with
    an object of its own ("killed [30 people [injured 90]]"): victims are not said to injure anyone, so
    the phrase ends before it."""
    if verb.dep_ != "acl" or verb.tag_ not in {"VBN", "VBD"} or verb.lemma_.lower() not in harm_verbs():
        return False
    victims = verb.head
    if victims.dep_ != "dobj" or victims.head.lemma_.lower() not in harm_verbs():
        return False
    return not any(c.dep_ in {"aux", "auxpass", "agent"} for c in verb.children) and any(
        c.dep_ == "dobj" for c in verb.children
    )


def is_second_toll(verb: Token) -> bool:
    """Whether ``verb`` is the second of two tolls run together, as a clause or as a participle, or a verb
    joined to it by "and" without a subject of its own ("killed 15 civilians wounded dozens and destroyed a
    hospital": the parse gives the victims the hospital too)."""
    if verb.dep_ == "conj" and not any(c.dep_ in {"nsubj", "nsubjpass"} for c in verb.children):
        return is_second_toll(verb.head)
    return (
        (verb.dep_ == "ccomp" and second_toll(verb.head) is verb)
        or toll_participle(verb)
        or counted_participle(verb)
    )


def counted_participle(verb: Token) -> bool:
    """Whether ``verb`` is a bare participle of harm on counted victims with a verb joined to it: in
    "leaving 4 people dead and 38 others injured and causing damage to the hospital" the participle is a
    passive ("38 others [were] injured"), but the parse joins "causing" to it, so the victims are given
    that verb as their act ("38 others | cause | damage") and its object as what they injured. Who caused
    the damage is the leaving clause's subject, by a reader's guess only."""
    if verb.tag_ not in {"VBN", "VBD"} or verb.lemma_.lower() not in harm_verbs():
        return False
    # (tagged a past tense too, "20 others wounded and causing ...": without an object of its own it is no
    # active past, "gunmen wounded 12 and destroyed a school" keeps its own)
    if any(c.dep_ in {"aux", "auxpass", "agent", "dobj"} for c in verb.children):
        return False
    # hung on the victims as a participle, or given them as its subject: either way a bare participle
    victims = [verb.head] if verb.dep_ == "acl" else [c for c in verb.children if c.dep_ == "nsubj"]
    if not any(counted(v) for v in victims):
        return False
    # the joined verb is a bare participle too ("injured and causing"): one with a subject or an auxiliary
    # of its own is a clause of its own ("One man died and a woman is fighting for her life")
    return any(
        c.dep_ == "conj"
        and c.tag_ == "VBG"
        and not any(g.dep_ in {"nsubj", "nsubjpass", "aux", "auxpass"} for g in c.children)
        for c in verb.children
    )


def _victims(clause: Token) -> Token | None:
    """The subject of ``clause`` right between the two verbs, a noun phrase of victims."""
    subjects = [g for g in clause.children if g.dep_ == "nsubj" and g.i < clause.i]
    if len(subjects) != 1 or subjects[0].pos_ not in {"NOUN", "PROPN", "NUM", "PRON"}:
        return None
    return subjects[0] if subjects[0].left_edge.i > clause.head.i else None
