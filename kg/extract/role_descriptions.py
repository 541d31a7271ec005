"""A role noun with words of its own that describe the one person the article is about: "The Ohio-born
actor said ...", "The Emmy-winning actress, whose shows include ..., said", "the former Leeds and Wales
midfielder joined ...".

A reader takes "The Ohio-born actor" for the actor named just before, as "the actor" would be; the words
before the noun only say more about him. ``kg.extract.descriptions`` gives a bare role noun the one person
named in its sentence, the two before or the headline; this module says which described role nouns may take
a person the same way. Not one whose words set it apart from the person named ("the other actor", "the new
manager", the words of ``ontology/other-role-words.tsv``), names a second person ("the Hanks-directed
actor"), a number ("the 28-year-old" is ``kg.extract.ages``'), a nationality or a place that is no birthplace
or base ("the Russian president" is an office, who may be another person than the one in reach), or is an
office said as one title ("the prime minister": ``kg.extract.offices``).
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from ..resources import read_tsv
from .attribution import is_speech_verb

if TYPE_CHECKING:
    from spacy.tokens import Token

# Argument slots a description stands in (not a copula's "attr": "X is the CD player" says what X is).
_ARGUMENTS = frozenset({"nsubj", "nsubjpass", "dobj", "pobj"})
# The words a statement's argument may hang on its noun and still be shown as the name it was resolved to
# (``spans.resolved_name``): a described speaker is shown through the statements it reports, any other
# argument only as itself, so a description shown in its own words must not be resolved at all.
_SHOWN = frozenset({"amod", "compound"})
# Words of the phrase that only describe: adjectives, nouns and participles before the noun.
_DESCRIBING = frozenset({"amod", "compound", "nmod", "npadvmod", "advmod", "punct", "cc", "conj"})
# Names a description may hold without naming someone else: the team, firm or work a player, a manager
# or an actor is known for; a birthplace or base only glued to "-born" / "-based".
_HELD_NAMES = frozenset({"ORG", "PRODUCT", "WORK_OF_ART", "EVENT", "FAC"})
_PLACE_NAMES = frozenset({"GPE", "LOC", "NORP"})


@lru_cache(maxsize=1)
def other_role_words() -> frozenset[str]:
    """Words that make a described role someone other than the person named (``other-role-words.tsv``)."""
    return frozenset(row["word"].lower() for row in read_tsv("other-role-words.tsv", ["word"]))


def role_described(tok: Token, kind: str, offices: frozenset[str]) -> bool:
    """True for a role noun (``kind`` "person") with describing words of its own after "the", that may
    take the one person in reach: "The Ohio-born actor", "the former Leeds and Wales midfielder".
    ``offices`` are the titles said as one phrase ("prime minister"), which are not descriptions."""
    if (
        kind != "person"
        or tok.pos_ != "NOUN"
        or tok.tag_ != "NN"
        or tok.ent_type_
        or tok.dep_ not in _ARGUMENTS
    ):
        return False
    kids = list(tok.children)
    if not kids or kids[0].lower_ != "the" or kids[0].dep_ != "det":
        return False
    before = [c for c in kids[1:] if c.i < tok.i]
    after = [c for c in kids if c.i > tok.i]
    if not before or not all(c.dep_ in _DESCRIBING for c in before):
        return False
    if any(c.dep_ != "punct" and not _comma_relative(c) for c in after):
        return False  # "the actor who won ...", "the actor in the film": the words after say which one
    doc = tok.doc
    words = doc[kids[0].i + 1 : tok.i]
    if doc[kids[0].i + 1 : tok.i + 1].text.lower() in offices:
        return False
    # out of a speaker's place, a description whose words the statement cannot show as its name would
    # leave the graph a statement about "The left-wing president" that no flag keeps out any longer
    speaks = tok.dep_ in {"nsubj", "nsubjpass"} and is_speech_verb(tok.head)
    if not speaks and not all(w.head.i == tok.i and w.dep_ in _SHOWN for w in words):
        return False
    return all(_describes(w) for w in words)


def _describes(word: Token) -> bool:
    """True for a word of the phrase that describes without pointing elsewhere."""
    if word.lower_ in other_role_words() or word.like_num or word.ent_type_ == "PERSON":
        return False
    if word.pos_ == "PROPN" and word.ent_type_ not in _HELD_NAMES | _PLACE_NAMES:
        return False  # a model or brand NER left untagged ("the DX-200 CD player"): a device, not a role
    if word.ent_type_ in _PLACE_NAMES:
        # "Ohio-born", "London-based" say where he is from; "the Russian president" names an office
        after = word.doc[word.i + 1 : word.i + 3]
        return (
            len(after) == 2
            and after[0].text == "-"
            and after[1].lower_ in {"born", "based", "bred", "raised"}
        )
    return not word.ent_type_ or word.ent_type_ in _HELD_NAMES


def _comma_relative(word: Token) -> bool:
    """A relative clause set off by a comma ("The actress, whose shows include ..."): it adds, it does not
    say which one."""
    return word.dep_ == "relcl" and word.doc[word.left_edge.i - 1].text == ","
