"""A relative clause the writer hangs on a source or on the act it claims is the writer's, not the source's.

"... have been killed, according to the Observatory, which monitors both sides of the war": the clause on
"the Observatory" says what the writer knows of the source; the source does not say it of itself. Nor does
"The group claims the attack that hit a market" make the hitting the group's saying: the group claims the
attack (``ontology/claimed-acts.tsv``), and what the attack hit is the writer's account of it. Walking up from
such a clause, ``attribution_of`` finds the source the clause hangs on; this rule takes that speaker away
again, so the clause is the writer's own statement, as an apposition on the source is (issue 12, class 3).
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from ..resources import read_tsv
from .quotes import SUBJECTISH

if TYPE_CHECKING:
    from spacy.tokens import Token

# the relative words that stand for the noun a relative clause hangs on ("which monitors", "that hit")
_RELATIVE_TAGS = frozenset({"WDT", "WP"})


@lru_cache(maxsize=1)
def claimed_acts() -> frozenset[str]:
    """Lemmas of the speech verbs whose noun object is the act the speaker owns up to."""
    return frozenset(row["verb"].lower() for row in read_tsv("claimed-acts.tsv", ["verb"]))


def writers_aside(verb: Token, speaker: Token) -> bool:
    """True when ``verb`` heads (or is a conjunct of) a relative clause whose relative word is its subject on
    ``speaker``'s own noun or an apposition of it ("the Observatory which monitors"), or tells of the act a
    claimed-act verb of ``speaker`` owns up to: such a relative clause on that act's noun, or the participle
    the parser made the act's clause ("claims the attack killing 12": no finite verb, no claim of a killing).
    A participle on the source's noun is not one: "a statement issued by the brigade" is the maker's word
    (``source_phrases.clause_speaker``)."""
    clause = verb
    while clause.dep_ == "conj" and clause.head.pos_ in {"VERB", "AUX"} and clause.head.i < clause.i:
        clause = clause.head
    if _claimed_participle(clause, speaker):
        return True
    own_subject = any(c.dep_ in SUBJECTISH and c.tag_ in _RELATIVE_TAGS for c in clause.children)
    if clause.dep_ != "relcl" or not own_subject:
        return False
    noun = clause.head
    if noun.i == speaker.i or (noun.dep_ == "appos" and noun.head.i == speaker.i):
        return True
    if noun.dep_ == "dobj":
        return _claims(noun.head, speaker)
    return noun.dep_ in SUBJECTISH and _claimed_participle(noun.head, speaker)


def _claimed_participle(clause: Token, speaker: Token) -> bool:
    """A bare participle (no auxiliary) the parser hung as the complement of a claimed-act verb of
    ``speaker``, with a noun for its subject: "claims the attack killing 12" is a claim of the attack."""
    return (
        clause.dep_ == "ccomp"
        and clause.tag_ == "VBG"
        and not any(c.dep_ in {"aux", "auxpass"} for c in clause.children)
        and any(c.dep_ in SUBJECTISH and c.pos_ in {"NOUN", "PROPN"} for c in clause.children)
        and _claims(clause.head, speaker)
    )


def _claims(verb: Token, speaker: Token) -> bool:
    """True when ``verb`` is a claimed-act verb whose subject is ``speaker``."""
    return verb.lemma_.lower() in claimed_acts() and speaker.head.i == verb.i and speaker.dep_ in SUBJECTISH
