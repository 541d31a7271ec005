"""Harm given to the place or building that was struck: "explosions in a weapons depot that killed 40",
"a shell fell in the neighbourhood injuring two", "a hospital was hit wounding staff".

Wherever the parser hangs the clause of harm (a relative clause or participle on the nearest noun, a
participle that takes the subject of a clause whose subject is the place struck), a depot, a neighbourhood
or a hospital kills no one: the blast, the shell or the strike did. Which of them the parse does not always
show, so the statement stays out of the graph (``evidence.graph_flag``, flag `attachment`) rather than
guess. ``attachments.misplaced_act`` keeps out other acts given to places; this reads acts of harm given to
any row of ``ontology/harm-targets.tsv``, places and buildings alike, whatever the arc for a toll, since the
parser gives a place a plain subject's arc for a participle of comma-less text; damage (harms `things`) only
on the arcs it misattaches, since a plain subject destroys or damages things ("The hospital destroyed the
records").
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from ..resources import read_tsv
from .attachments import harm_targets
from .facts import marked_passive
from .vague import attack_words

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token

    from .facts import Fact


def struck_target_statement(fact: Fact, doc: Doc) -> bool:
    """True when the statement of ``fact`` gives an act of harm to the place or building struck
    (``struck_target_harm``). A passive statement ("hideouts were hit and destroyed in airstrikes", whose
    second verb carries no passive mark of its own) tells what was done to it."""
    if fact.subject is None or fact.passive:
        return False
    verb, subject = doc[fact.verb], doc[fact.subject.head]
    if _own_subject(verb, subject) and verb.lemma_.lower() not in people_harm_verbs():
        # "The hospital destroyed the records": damage a place's own subject may do; a toll it never does,
        # and the comma-less text the parser misreads gives a place a plain subject's arc for one ("targeted
        # the neighborhood killing a woman")
        return False
    return struck_target_harm(verb, subject)


def _own_subject(verb: Token, subject: Token) -> bool:
    """True when ``subject`` is the verb's own plain subject, an arc the parser does not borrow from a
    clause about the place struck: "The school caused great distress" (a participle's, a relative
    clause's or an inherited subject is no child of the verb)."""
    return subject.dep_ == "nsubj" and subject.head.i == verb.i


def struck_target_harm(verb: Token, subject: Token) -> bool:
    """True when an active verb of ``ontology/target-harm-verbs.tsv`` has for its subject a common noun of
    ``ontology/harm-targets.tsv``: "a depot | kill | 40 people". A passive ("a hospital destroyed by
    strikes") and a place's own verbs ("a road linking the towns") are not acts of harm by it."""
    if subject.pos_ != "NOUN" or subject.lemma_.lower() not in harm_targets():
        return False
    if marked_passive(verb) or (verb.tag_ == "VBN" and verb.dep_ == "acl"):
        return False
    needs = target_harm_verbs().get(verb.lemma_.lower())
    if needs is None or needs == "-":
        return needs == "-"
    if needs == "object":
        # "claiming the lives of three"; "claimed that ..." is speech
        return any(c.dep_ == "dobj" for c in verb.children)
    return any(c.dep_ == "prep" and c.lower_ == needs for c in verb.children)


def struck_host(verb: Token, antecedent: Token) -> Token:
    """The happening a relative clause of harm belongs to when the parser hung it on the building struck
    inside that happening's phrase: "explosions in a weapons depot that killed 40" -> the explosions, "a
    mortar attack near a school which killed four" -> the attack. The happening is a one-word trigger of an
    attack (``vague.attack_words``), which the parse shows unambiguously owns the phrase of the building, and
    the harm a toll's (``people_harm_verbs``: kill, injure, claim lives); other antecedents as they are (a
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
    if verb.lemma_.lower() not in people_harm_verbs():
        # "a strike at the factory which damaged the river": only a toll is surely the attack's
        return antecedent
    return host if struck_target_harm(verb, antecedent) else antecedent


def struck_relative(verb: Token) -> bool:
    """True for a relative clause of harm that ``struck_host`` moves off the building it hangs on: the
    phrase of the happening ends before the building's phrase ends, at the clause."""
    return verb.dep_ == "relcl" and struck_host(verb, verb.head).i != verb.head.i


@lru_cache(maxsize=1)
def target_harm_verbs() -> dict[str, str]:
    """Lemmas of the verbs of harm no place or building does, from ``ontology/target-harm-verbs.tsv``, each
    with what it needs to be one ("-", "object" or a preposition)."""
    rows = read_tsv("target-harm-verbs.tsv", ["verb", "needs"])
    return {row["verb"].lower(): row["needs"].lower() or "-" for row in rows}


@lru_cache(maxsize=1)
def people_harm_verbs() -> frozenset[str]:
    """The verbs of ``ontology/target-harm-verbs.tsv`` that tell a toll of people (harms `people`)."""
    rows = read_tsv("target-harm-verbs.tsv", ["verb", "harms"])
    return frozenset(row["verb"].lower() for row in rows if row["harms"].lower() == "people")
