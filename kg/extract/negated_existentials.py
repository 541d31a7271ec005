"""A participle on a thing said not to exist asserts nothing.

"There were no reports of civilians killed in the raid" does not say civilians were killed; nor does
"there was no word of casualties caused by the storm" say the storm caused casualties. The parser hangs the
participle on its noun ("civilians killed"), and read alone it became "civilians | kill in | the raid". The
rule walks from the participle's noun up through "of" (at most twice: "no reports of the deaths of X") to a
noun whose existence is denied: one with a denying determiner ("no", ``ontology/denying-words.tsv``), or
the subject or attribute of a negated "there is" ("there were not any reports of ..."). Such a clause is
left out, as a condition is.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .attribution import denying_words

if TYPE_CHECKING:
    from spacy.tokens import Token

_NOUNS = frozenset({"NOUN", "PROPN", "PRON"})
# Determiners of a thing already known: what the participle says of it is presupposed, not denied with the
# news of it ("there was no news of the hostages seized in May": they were seized).
_DEFINITE = frozenset({"the", "this", "that", "these", "those"})


def on_denied_thing(verb: Token) -> bool:
    """Whether ``verb`` is a participle hung on a noun whose existence is denied, or on the object of "of"
    after such a noun. Only the participle itself: a clause under it is told as a fact ("no risk of the
    old defeat returning when Carrow play Oxley": they do play), and a "that" clause of a denied
    noun is asserted ("there is no question that X won", "it is no wonder that X left"), as is a relative
    clause ("there are not many races that pass without her winning one")."""
    if verb.dep_ != "acl" or verb.tag_ not in {"VBN", "VBG"} or verb.head.pos_ not in _NOUNS:
        return False
    # a clause of its own the parser hung on the noun: "no wonder that the board has promoted"
    if any(c.dep_ in {"nsubj", "nsubjpass", "mark"} for c in verb.children):
        return False
    noun = verb.head
    if noun.dep_ == "pobj" and any(c.dep_ == "poss" or c.lower_ in _DEFINITE for c in noun.children):
        return False  # "no sign of the men kidnapped in the raid": the men, and their kidnapping, are known
    for _ in range(3):
        if _denied(noun):
            return True
        of = noun.head
        if noun.dep_ != "pobj" or of.lower_ != "of" or of.head.pos_ not in _NOUNS:
            return False
        noun = of.head
    return False


def _denied(noun: Token) -> bool:
    """A noun with a denying determiner ("no reports"), or the subject or attribute of a negated existential
    "there is" ("there were not any reports")."""
    if any(c.dep_ == "det" and c.lower_ in denying_words("determiner") for c in noun.children):
        return True
    be = noun.head
    if noun.dep_ not in {"attr", "nsubj"} or be.lemma_ != "be":
        return False
    kids = list(be.children)
    return any(c.dep_ == "expl" for c in kids) and any(c.dep_ == "neg" for c in kids)
