"""A name the writer treats as plural by its verb's agreement: "Fairview Residents Action say they ...".

British writing often gives a group's name a plural verb. The tagger reads such a name as one singular
proper noun, so the "they" of the clause its speech verb reports found no antecedent in the speaker and took
an earlier group or place instead. The verb's own number is the evidence: a present-tense verb (or
auxiliary) in the plural form after a singular name says the name is a group's.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from spacy.tokens import Token

# Labels a group's name never carries: a person, or a count, date or other value the tagger named.
_NO_GROUP = frozenset({"PERSON", "CARDINAL", "DATE", "TIME", "MONEY", "PERCENT", "QUANTITY", "ORDINAL"})


def plural_agreement(subject: Token) -> bool:
    """True for a singular proper-noun subject whose finite verb is in the plural form ("Fairview
    Residents Action say", "... have said", "... are saying", "... were saying"): the writer treats the name
    as a group's."""
    verb = subject.head
    if subject.tag_ != "NNP" or subject.ent_type_ in _NO_GROUP or subject.dep_ != "nsubj":
        return False
    if any(c.dep_ == "conj" for c in subject.children):
        return False  # names joined by "and" are plural already (reporting_subject takes them)
    finite = [c for c in verb.children if c.dep_ in {"aux", "auxpass"}] or [verb]
    # the past has one plural form of its own: "were" ("... were saying"); a name's "were" is no subjunctive
    return finite[0].tag_ == "VBP" or finite[0].lower_ == "were"
