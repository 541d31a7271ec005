"""The target phrase the parser hangs on a passive's agent: "shells fired by terrorists on the neighbourhood".

Wire copy from the Syrian war says again and again "X were killed by rocket shells fired by terrorists on the
al-Midan neighbourhood"; the small model hangs "on the neighbourhood" on "terrorists", and the statement
reads "terrorists on al-Midan neighbourhood | fire | rocket shells", as if the terrorists were in the
neighbourhood. A phrase of aim or direction (on, against, into, onto, upon) after a passive's agent is the
verb's: the firing was on the neighbourhood. An agent that is itself a happening keeps it ("killed by
airstrikes on the town": the strikes were on the town), and so does any other preposition ("a source at the
police command", "terrorists positioned in the town").
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .vague import event_words

if TYPE_CHECKING:
    from spacy.tokens import Token

_AIM_PREPOSITIONS = frozenset({"on", "against", "into", "onto", "upon"})


def agent_target(agent: Token) -> Token | None:
    """The preposition of aim hung on the passive agent ``agent`` (the head of the "by" phrase) that is the
    verb's, or None."""
    if agent.pos_ not in {"NOUN", "PROPN"}:
        return None
    if agent.lemma_.lower() in event_words() or agent.lower_ in event_words():
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
