"""The party of a crime or a harm a described person names ("The victim said", "The suspect told police"),
against the party the sentence before made the named person: "Moore was arrested. The victim said ..." is
someone else than Moore, whom the arrest made the offender; "Moore was stabbed. The suspect ..." too.

``kg.extract.described_subjects.elsewhere`` asks ``other_party`` before it gives a described subject the
name of the person the sentence before was about. The nouns and verbs, and the party each names, are in
``ontology/crime-roles.tsv``: a harm ("stab") makes the one it acts on the victim and its active subject the
offender; an arrest or a charge makes the one it acts on the offender, and its active subject (the police, a
court) neither party, so that any party's noun is someone else.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from ..resources import read_tsv

if TYPE_CHECKING:
    from spacy.tokens import Span, Token

# The active subject of an arrest or a charge: an authority, neither party of the crime.
_AUTHORITY = "authority"


@lru_cache(maxsize=1)
def _roles() -> tuple[dict[str, str], dict[str, str]]:
    """(noun -> party it names, verb -> party of the one it acts on) from ``ontology/crime-roles.tsv``."""
    rows = read_tsv("crime-roles.tsv", ["word", "kind", "role"])
    nouns = {row["word"].lower(): row["role"] for row in rows if row["kind"] == "noun"}
    verbs = {row["word"].lower(): row["role"] for row in rows if row["kind"] == "verb"}
    return nouns, verbs


def person_party(person: Span) -> str:
    """The party of a crime or a harm the person's own verb makes them: its passive subject is the one
    it acts on ("Moore was arrested": the offender; "Moore was stabbed": the victim); its active subject
    the offender of a harm ("Moore stabbed ...") and neither party of an arrest ("Moore arrested ...").
    "" for any other verb."""
    root = person.root
    verb = root.head
    party = _roles()[1].get(verb.lemma_.lower(), "") if verb.pos_ in {"VERB", "AUX"} else ""
    if not party or root.dep_ not in {"nsubj", "nsubjpass"}:
        return ""
    passive = root.dep_ == "nsubjpass" or any(c.dep_ == "auxpass" for c in verb.children)
    if passive:
        return party
    return "offender" if party == "victim" else _AUTHORITY


def other_party(head: Token, person: Span | str) -> bool:
    """Whether the described person's noun (``head``) names another party of a crime or a harm than the
    one the sentence before made ``person``: "The victim" after "Moore was arrested"."""
    named = _roles()[0].get(head.lemma_.lower(), "")
    if not named or isinstance(person, str):
        return False
    party = person_party(person)
    return bool(party) and party != named
