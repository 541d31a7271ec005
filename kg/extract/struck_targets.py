"""Harm given to the place or building that was struck: "explosions in a weapons depot that killed 40",
"a shell fell in the neighbourhood injuring two", "a hospital was hit wounding staff".

Wherever the parser hangs the clause of harm (a relative clause or participle on the nearest noun, a
participle that takes the subject of a clause whose subject is the place struck), a depot, a neighbourhood
or a hospital kills no one: the blast, the shell or the strike did. Which of them the parse does not always
show, so the statement stays out of the graph (``evidence.graph_flag``, flag `attachment`) rather than
guess. ``attachments.misplaced_act`` keeps out other acts given to places; this reads acts of harm given to
any row of ``ontology/harm-targets.tsv``, places and buildings alike, whatever the arc.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from ..resources import read_tsv
from .attachments import harm_targets
from .facts import marked_passive
from .lost_settings import harm_verbs
from .vague import attack_words

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token

    from .facts import Fact


def struck_target_statement(fact: Fact, doc: Doc) -> bool:
    """True when the statement of ``fact`` gives an act of harm to the place or building struck
    (``struck_target_harm``). A passive statement ("hideouts were hit and destroyed in airstrikes", whose
    second verb carries no passive mark of its own) tells what was done to it."""
    return (
        fact.subject is not None
        and not fact.passive
        and struck_target_harm(doc[fact.verb], doc[fact.subject.head])
    )


def struck_target_harm(verb: Token, subject: Token) -> bool:
    """True when an active verb of ``ontology/target-harm-verbs.tsv`` has for its subject a common noun of
    ``ontology/harm-targets.tsv``: "a depot | kill | 40 people". A passive ("a hospital destroyed by
    strikes") and a place's own verbs ("a road linking the towns") are not acts of harm by it."""
    if subject.pos_ != "NOUN" or subject.lemma_.lower() not in harm_targets():
        return False
    if marked_passive(verb) or (verb.tag_ == "VBN" and verb.dep_ == "acl"):
        return False
    return _harm_lemma(verb) in target_harm_verbs()


def _harm_lemma(verb: Token) -> str:
    """The verb's lemma as ``target-harm-verbs.tsv`` lists it: "result in" with its preposition, "claim"
    only with an object ("claiming the lives of three"; "claimed that ..." is speech)."""
    lemma = verb.lemma_.lower()
    kids = list(verb.children)
    if lemma == "result":
        return "result in" if any(c.dep_ == "prep" and c.lower_ == "in" for c in kids) else lemma
    if lemma == "claim" and not any(c.dep_ == "dobj" for c in kids):
        return ""
    return lemma


def struck_host(verb: Token, antecedent: Token) -> Token:
    """The happening a relative clause of harm belongs to when the parser hung it on the building struck
    inside that happening's phrase: "explosions in a weapons depot that killed 40" -> the explosions, "a
    mortar attack near a school which killed four" -> the attack. The happening is a one-word trigger of an
    attack (``vague.attack_words``), which the parse shows unambiguously owns the phrase of the building, and
    the harm a toll's (``lost_settings.harm_verbs``: kill, injure, wound); other antecedents as they are (a
    place is ``attachments.place_host``'s)."""
    if verb.dep_ != "relcl" or antecedent.dep_ != "pobj" or antecedent.head.dep_ != "prep":
        return antecedent
    if verb.left_edge.i > 0 and verb.doc[verb.left_edge.i - 1].text == ",":
        # "a depot in the port, which killed ..." may still be the depot's own clause of something else
        return antecedent
    host = antecedent.head.head
    if host.pos_ != "NOUN" or not (host.lemma_.lower() in attack_words() or host.lower_ in attack_words()):
        # a protest, a visit or an election outside a factory "which caused the pollution" harms no one
        return antecedent
    if verb.lemma_.lower() not in harm_verbs():
        # "a strike at the factory which damaged the river": only bodily harm is surely the attack's
        return antecedent
    return host if struck_target_harm(verb, antecedent) else antecedent


def struck_relative(verb: Token) -> bool:
    """True for a relative clause of harm that ``struck_host`` moves off the building it hangs on: the
    phrase of the happening ends before the building's phrase ends, at the clause."""
    return verb.dep_ == "relcl" and struck_host(verb, verb.head).i != verb.head.i


@lru_cache(maxsize=1)
def target_harm_verbs() -> frozenset[str]:
    """Lemmas of the verbs of harm no place or building does, from ``ontology/target-harm-verbs.tsv``."""
    return frozenset(row["verb"].lower() for row in read_tsv("target-harm-verbs.tsv", ["verb"]))
