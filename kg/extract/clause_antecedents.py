"""The subject of another clause in a pronoun's own sentence that the pronoun stands for: the named
subject of the first of two coordinated clauses, or the common-noun subject of the clause its clause
hangs on.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .attribution import PERSON_PRONOUNS, THING_LABELS, is_speech_verb
from .expletives import expletive
from .quotes import SUBJECTISH

if TYPE_CHECKING:
    from spacy.tokens import Token


def coordinated_subject(tok: Token, person_words: set[str]) -> Token | None:
    """The named subject of the first of two coordinated clauses, for the pronoun subject of the second
    when they agree: "Ireland continued to press and they showed their intent"; "he" or "she" only for
    a person, "it" for an organisation or a place, "they" for a group, a team or a country."""
    low = tok.lower_
    verb = tok.head
    if tok.dep_ not in SUBJECTISH or verb.dep_ != "conj" or expletive(tok):
        return None
    first = next((c for c in verb.head.children if c.dep_ in SUBJECTISH), None)
    if first is None or first.pos_ != "PROPN" or any(c.dep_ == "conj" for c in first.children):
        return None
    person = first.ent_type_ == "PERSON" or first.text in person_words
    if low in PERSON_PRONOUNS:
        return first if person else None
    if person or first.ent_type_ not in THING_LABELS:
        return None
    if low in {"they", "them"}:
        return first if first.ent_type_ in {"ORG", "NORP", "GPE"} else None
    return first if low == "it" and first.tag_ == "NNP" and first.ent_type_ != "NORP" else None


# Clauses that hang on the clause whose subject a pronoun in them most often stands for: "The explosion
# was so powerful that it shattered windows", "The militants hold the areas they seized", "as they try".
_SUBORDINATE = frozenset({"advcl", "relcl", "ccomp"})


def host_subject(tok: Token) -> Token | None:
    """The common-noun subject of the clause a pronoun's clause hangs on, when number agrees and no
    other noun that could be meant stands between them."""
    low = tok.lower_
    if tok.dep_ not in SUBJECTISH or tok.head.dep_ not in _SUBORDINATE or expletive(tok):
        return None
    host = tok.head.head
    for _ in range(3):  # "areas they hold", "so powerful that it shattered": up to the clause's verb
        if host.pos_ in {"VERB", "AUX"} or host.head.i == host.i:
            break
        host = host.head
    if tok.head.dep_ == "ccomp" and (
        is_speech_verb(host) or not any(c.dep_ == "mark" for c in tok.head.children)
    ):
        return None  # reported speech has its own rule; a bare complement ("knew it was") is no host
    subject = next((c for c in host.children if c.dep_ in SUBJECTISH and c.i < tok.i), None)
    if subject is None or subject.pos_ != "NOUN" or any(c.dep_ == "conj" for c in subject.children):
        return None
    # "he" or "she" after a common noun is as often the owner ("Rooney's big moment ... as he raced")
    # or someone else (the crowd screamed when he arrived): only things and groups are taken
    want = "NNS" if low in {"they", "them"} else "NN" if low == "it" else ""
    if subject.tag_ != want or any(c.dep_ == "poss" for c in subject.children):
        return None
    between = tok.doc[subject.i + 1 : tok.i]
    if any(
        t.pos_ in {"NOUN", "PROPN"}
        and t.tag_ in {want, want + "P"}
        and t.dep_ in {"nsubj", "nsubjpass", "dobj"}
        for t in between
    ):
        return None
    return subject
