"""Tolls listed as bare past participles and read as active: "Three killed two injured in a blast",
"2 persons killed 13 injured in rocket attacks", "has left two dead and eight others injured".

A headline or run-in subheading lists its tolls as passives without "were": each count is followed by a
bare past participle of harm. The small model reads the first participle as a finite verb, the next count
as its object and the next participle as a clause on that count, which makes the dead the killers of the
injured ("Three | kill | two injured in ..."). The second participle, bare after its count, shows that the
first one is bare too. After "left", a participle of harm joined to the verb with a counted subject of its
own ("left two dead and eight others injured") is a state of the victims, not their act. Either statement
stays out of the graph (flag ``passive``); the harm itself is the event model's claim.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from ..resources import words_of_kind
from .lost_settings import harm_verbs

if TYPE_CHECKING:
    from spacy.tokens import Token


def listed_toll(verb: Token) -> bool:
    """Whether ``verb``, a verb of harm without an auxiliary, is a bare passive of a listed toll."""
    if verb.lemma_.lower() not in harm_verbs() or verb.tag_ not in {"VBD", "VBN"}:
        return False
    if any(c.dep_ in {"aux", "auxpass", "agent"} for c in verb.children):
        return False
    return (_next_count_bare(verb) and _count_subject(verb)) or _state_after_leave(verb)


def _count_subject(verb: Token) -> bool:
    """The verb has no subject, or a count is its subject ("2 killed 13 injured", "Four villagers killed six
    others injured", "A woman killed 30 injured"): an actor as its subject ("Israeli troops killed 3
    Palestinians wounded in earlier clashes") makes it active, whatever follows its object."""
    subjects = [c for c in verb.children if c.dep_ in {"nsubj", "nsubjpass"}]
    # the parser may cut the number off its noun ("[3] [persons] killed 17 injured"); a singular noun a toll
    # counts (head-nouns.tsv kind `counted`: "child", "woman") is a count of one ("A woman killed 30 injured")
    return all(
        counted(s)
        or (s.i > 0 and s.doc[s.i - 1].like_num)
        or (s.tag_ not in {"NNS", "NNPS"} and s.lower_ in _counted_nouns())
        for s in subjects
    )


@lru_cache(maxsize=1)
def _counted_nouns() -> frozenset[str]:
    """Nouns of people a toll counts (ontology/head-nouns.tsv kind `counted`)."""
    return frozenset(words_of_kind("head-nouns.tsv", "counted"))


def _next_count_bare(verb: Token) -> bool:
    """The verb's object is a count that a bare participle of harm follows: "killed [13 [injured in ...]]".
    An object without one ("Three gunmen killed two soldiers") leaves the verb active."""
    for obj in verb.children:
        if obj.dep_ not in {"dobj", "conj", "npadvmod"} or obj.i < verb.i or not counted(obj):
            continue
        if any(_bare_harm(c) for c in obj.children if c.i > obj.i):
            return True
    return False


def _state_after_leave(verb: Token) -> bool:
    """A participle of harm joined to "left" with a counted subject of its own: "left two dead and eight
    others injured", where the parser makes the others injure what follows."""
    head = verb.head
    return (
        verb.dep_ == "conj"
        and head.lemma_.lower() == "leave"
        and any(c.dep_ == "oprd" for c in head.children)
        and any(c.dep_ == "nsubj" and counted(c) for c in verb.children)
    )


def _bare_harm(tok: Token) -> bool:
    """A participle of harm hung from a noun with no object or auxiliary of its own ("13 [injured]")."""
    return (
        tok.dep_ == "acl"
        and tok.tag_ in {"VBN", "VBD"}
        and tok.lemma_.lower() in harm_verbs()
        and not any(c.dep_ in {"dobj", "aux", "auxpass"} for c in tok.children)
    )


def counted(noun: Token) -> bool:
    """A number, or a noun a number counts ("13", "six others")."""
    return noun.like_num or any(c.dep_ == "nummod" for c in noun.children)
