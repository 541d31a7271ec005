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
from .quotes import SUBJECTISH

if TYPE_CHECKING:
    from spacy.tokens import Span, Token

# The active subject of an arrest or a charge: an authority, neither party of the crime.
_AUTHORITY = "authority"
# Any subject of a clause: a clause with one of its own is about someone else ("after a man stabbed him").
_SUBJECTS = SUBJECTISH | {"expl", "csubj"}
# A clause whose subject is the verb's own when it has none ("admitted stabbing", "died after being
# stabbed", "appeared in court charged with"), and the words it may hang from ("guilty of", "after").
_CONTROLLED = frozenset({"xcomp", "pcomp", "advcl"})
_THROUGH = frozenset({"oprd", "acomp", "prep"})


@lru_cache(maxsize=1)
def _roles() -> tuple[dict[str, str], dict[str, str], dict[str, str]]:
    """(noun -> party it names, verb -> party of the one it acts on, verb -> party of its subject in
    either voice) from ``ontology/crime-roles.tsv``."""
    rows = read_tsv("crime-roles.tsv", ["word", "kind", "role"])
    kinds = [
        {row["word"].lower(): row["role"] for row in rows if row["kind"] == k}
        for k in ("noun", "verb", "undergo")
    ]
    return kinds[0], kinds[1], kinds[2]


def _person_party(person: Span) -> str:
    """The party of a crime or a harm a verb the person is the subject of makes them: its passive subject
    is the one it acts on ("Moore was arrested": the offender; "Moore was stabbed": the victim); its active
    subject the offender of a harm ("Moore stabbed ...") and neither party of an arrest ("Moore arrested
    ..."). The person's own verb decides first, then a verb without a subject of its own below it ("Moore
    admitted stabbing", "was found guilty of stabbing", "died after being stabbed") or a relative clause
    of the name ("Moore, who was stabbed,"). "" when none is a crime's or a harm's verb."""
    root = person.root
    if root.dep_ not in SUBJECTISH or root.head.pos_ not in {"VERB", "AUX"}:
        return ""
    verbs = [(root.head, root.dep_ == "nsubjpass"), *_below(root.head)]
    for rel in root.children:
        subject = next((c for c in rel.children if c.dep_ in _SUBJECTS), None)
        if rel.dep_ == "relcl" and subject is not None and subject.tag_ == "WP":
            verbs += [(rel, subject.dep_ == "nsubjpass"), *_below(rel)]
    for verb, passive in verbs:
        if undergone := _roles()[2].get(verb.lemma_.lower(), ""):
            return undergone  # "Moore died in hospital": the victim, whoever the killer was
        party = _roles()[1].get(verb.lemma_.lower(), "")
        if not party:
            continue
        if passive or any(c.dep_ == "auxpass" for c in verb.children):
            return party
        return "offender" if party == "victim" else _AUTHORITY
    return ""


def _below(verb: Token) -> list[tuple[Token, bool]]:
    """The verbs without a subject of their own whose subject is ``verb``'s, each with whether it reads
    passive ("being stabbed", or a bare participle: "appeared in court charged with robbery"), reached
    through a complement or a preposition ("found guilty of stabbing", "died after being stabbed")."""
    out: list[tuple[Token, bool]] = []
    # "asked police to arrest the men": the object is the subject of the clause, not the person
    told = any(c.dep_ in {"dobj", "dative"} for c in verb.children)
    for child in verb.children:
        if child.dep_ == "xcomp" and told:
            continue
        if child.dep_ in _THROUGH:
            out += _below(child)
        elif child.dep_ in _CONTROLLED and not any(c.dep_ in _SUBJECTS for c in child.children):
            bare = child.tag_ == "VBN" and not any(c.dep_ == "aux" for c in child.children)
            out += [(child, bare), *_below(child)]
    return out


def other_party(head: Token, person: Span | str) -> bool:
    """Whether the described person's noun (``head``) names another party of a crime or a harm than the
    one the sentence before made ``person``: "The victim" after "Moore was arrested"."""
    named = _roles()[0].get(head.lemma_.lower(), "")
    if not named or isinstance(person, str):
        return False
    party = _person_party(person)
    return bool(party) and party != named
