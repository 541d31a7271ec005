"""A place "led by" or "backed by" someone: a participle of another noun hung on a place.

In "gunmen from the district backed by Turkish troops" and "a push through the governorate led by the army
and backed by Iran" the parser hangs the past participle on the nearest noun, a place, and the statement
reads "Turkish troops | back | the district". No one leads or backs a district; the gunmen or the push are
backed, and which noun the participle belongs to is a guess, so the statement stays out of the graph
(flag `attachment`). The verbs are ``ontology/agent-patient-verbs.tsv``; a place is a settlement or an
area of ``ontology/harm-targets.tsv`` or a place name after a preposition of place ("rebels in Idlib
backed by Turkey"). A place name that is itself the actor ("Syria, backed by Russia, ...") is left alone, and
so is a place that is its clause's subject ("The province, backed by Varnia, declared independence").
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from ..resources import read_tsv
from .attachments import is_place
from .named_places import located_name
from .quotes import SUBJECTISH

if TYPE_CHECKING:
    from spacy.tokens import Token


@lru_cache(maxsize=1)
def agent_patient_verbs() -> frozenset[str]:
    """Lemmas of the verbs whose patient is never a place ("lead", "back"), from
    ``ontology/agent-patient-verbs.tsv``."""
    return frozenset(row["verb"].lower() for row in read_tsv("agent-patient-verbs.tsv", ["verb"]))


def backed_place(verb: Token) -> bool:
    """True for a past participle of ``agent_patient_verbs`` hung on a place, directly or as the
    conjunct of another participle ("led by A and backed by B")."""
    if verb.tag_ != "VBN" or verb.lemma_.lower() not in agent_patient_verbs():
        return False
    first = verb
    while first.dep_ == "conj" and first.head.tag_ == "VBN" and first.head.i != first.i:
        first = first.head
    if first.dep_ != "acl":
        return False
    noun = first.head
    return (is_place(noun) or located_name(noun)) and not _clause_subject(noun)


def _clause_subject(noun: Token) -> bool:
    """True for a noun that is its clause's subject, or a conjunct of it: "The province, backed by Varnia,
    declared independence" gives the participle no other noun to belong to, and a province is led and
    backed."""
    while noun.dep_ == "conj" and noun.head.i != noun.i:
        noun = noun.head
    return noun.dep_ in SUBJECTISH
