"""The target phrase the parser hangs on a passive's agent: "shells fired by terrorists on the neighbourhood".

Wire copy from the Syrian war says again and again "X were killed by rocket shells fired by terrorists on the
al-Midan neighbourhood"; the small model hangs "on the neighbourhood" on "terrorists", and the statement
reads "terrorists on al-Midan neighbourhood | fire | rocket shells", as if the terrorists were in the
neighbourhood. A phrase of aim or direction (on, against, into, onto, upon) after a passive's agent is the
verb's: the firing was on the neighbourhood. Only an agent that names who acts (a name, an actor plural of
``ontology/actor-plurals.tsv`` or ``armed-groups.tsv``, a person or body noun of ``kind-nouns.tsv``) gives it
up: a happening or an act keeps its own ("killed by airstrikes on the town", "driven by the clampdown on the
opposition"), and so does any other preposition ("a source at the police command", "terrorists positioned in
the town").
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .descriptions import kind_nouns
from .generic import actor_plurals

if TYPE_CHECKING:
    from spacy.tokens import Token

_AIM_PREPOSITIONS = frozenset({"on", "against", "into", "onto", "upon"})
_ACTOR_LABELS = frozenset({"PERSON", "ORG", "NORP", "GPE"})
_ACTOR_KINDS = frozenset({"person", "org", "named"})


def agent_target(agent: Token) -> Token | None:
    """The preposition of aim hung on the passive agent ``agent`` (the head of the "by" phrase) that is the
    verb's, or None."""
    if agent.pos_ not in {"NOUN", "PROPN"} or not _actor(agent):
        return None
    return next(
        (
            c
            for c in agent.rights
            if c.dep_ == "prep"
            and c.lower_ in _AIM_PREPOSITIONS
            and any(g.dep_ == "pobj" for g in c.children)
        ),
        None,
    )


def _actor(noun: Token) -> bool:
    """True for a noun that names who acts: a name, an actor plural, a person or body noun."""
    if noun.pos_ == "PROPN" or noun.ent_type_ in _ACTOR_LABELS:
        return True
    return noun.lower_ in actor_plurals() or kind_nouns().get(noun.lemma_.lower()) in _ACTOR_KINDS
