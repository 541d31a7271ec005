"""A "who" clause the parser hung on a place or a thing inside a person's phrase: "the seed from Ruritania,
who beat ...", "two men in grey coats who say ...", "workers from poorer countries who will ...".

"who" and "whom" stand for people (and, in British English, for a team or a body: "Acme, who ..."), never
for a country, a town or a thing; "whose" may well stand for a place ("a village whose school was shelled"),
so its clause stays where the parser hung it. When the parser hangs a "who" clause on the object of a
preposition that is a place (NER's GPE, LOC or FAC, or a common noun of place of
``ontology/harm-targets.tsv``), a thing of that table, or a place, document or happening of
``ontology/no-person-nouns.tsv`` ("country", "video"), and the preposition's phrase modifies a person
(NER's PERSON, or a person noun of ``kg.resources.described_nouns``), the clause is the person's. A body
or a group ("a striker from Acme, who ...") may be what "who" stands for, so it keeps the clause; so does a
place inside a phrase of no person.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from ..resources import described_nouns, read_tsv
from .attachments import harm_targets
from .named_places import named_place

if TYPE_CHECKING:
    from spacy.tokens import Token

_WHO = frozenset({"who", "whom"})


def person_host(verb: Token, antecedent: Token) -> Token:
    """The person whose phrase holds ``antecedent`` when ``verb`` heads a "who" clause the parser hung on
    a place or a thing of that phrase; ``antecedent`` otherwise."""
    if verb.dep_ != "relcl" or not _opens_with_who(verb):
        return antecedent
    if antecedent.dep_ != "pobj" or antecedent.head.dep_ != "prep" or not _no_person(antecedent):
        return antecedent
    host = _phrase_host(antecedent.head)
    if host is None:
        return antecedent
    # "the seed Anna Varga from Ruritania, who ...": the name in apposition is the person
    named = next((c for c in host.children if c.dep_ == "appos" and c.ent_type_ == "PERSON"), None)
    person = named or (host if _person(host) else None)
    if person is None or _plural_verb_for_one(verb, person):
        return antecedent
    return person


def _plural_verb_for_one(verb: Token, person: Token) -> bool:
    """True when the clause's verb is plural and ``person`` is one: "the manager of Leeds, who were
    relegated" is the team's (British English gives a team or a body a plural verb), not the manager's."""
    finite = [verb, *(c for c in verb.children if c.dep_ in {"aux", "auxpass"})]
    plural = any(t.tag_ == "VBP" or t.lower_ == "were" for t in finite)
    return plural and person.tag_ in {"NN", "NNP"} and not any(c.dep_ == "conj" for c in person.children)


def _phrase_host(prep: Token) -> Token | None:
    """The noun the phrase of ``prep`` modifies: its head, or, when the parser hung it on the verb, the
    verb's object right before it ("play the seed X from Ruritania")."""
    host = prep.head
    if host.pos_ in {"NOUN", "PROPN"}:
        return host
    if host.pos_ not in {"VERB", "AUX"}:
        return None
    return next((c for c in host.children if c.dep_ == "dobj" and c.right_edge.i + 1 == prep.i), None)


def _opens_with_who(verb: Token) -> bool:
    """True when the relative clause headed by ``verb`` opens on "who" or "whom"."""
    first = verb.doc[verb.left_edge.i]
    return first.lower_ in _WHO and first.tag_ == "WP"


def _no_person(noun: Token) -> bool:
    """True for a place NER names or a place or thing of ``ontology/harm-targets.tsv``."""
    if named_place(noun):
        return True
    if noun.ent_type_ == "PERSON" or noun.pos_ == "PROPN":
        return False
    return noun.pos_ == "NOUN" and (noun.lemma_.lower() in harm_targets() or noun.lemma_.lower() in _things())


@lru_cache(maxsize=1)
def _things() -> frozenset[str]:
    """The places, documents and happenings of ``ontology/no-person-nouns.tsv`` ("country", "video"); its
    bodies and outlets may be what "who" stands for."""
    rows = read_tsv("no-person-nouns.tsv", ["noun", "kind"])
    return frozenset(row["noun"].lower() for row in rows if row["kind"] in {"place", "document", "happening"})


def _person(noun: Token) -> bool:
    """True for a name NER tags a person or a common noun for a person ("player", "workers")."""
    if noun.pos_ == "PROPN":
        return noun.ent_type_ == "PERSON"
    return noun.pos_ == "NOUN" and noun.lemma_.lower() in described_nouns()
