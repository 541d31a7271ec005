"""Names no "he" or "she" can stand for: a body, a document, a count or a happening.

Salience and the speaker rules (``kg.extract.coref``) pick a pronoun's antecedent by position, and a phrase
in a speaker's slot may be no person at all: "A resident of Homs corroborated that account saying he heard
blasts" hands the parser's subject "account" to the next "He said", and "The newspaper said ... He added"
the newspaper. Reads ontology tables only.
"""

from __future__ import annotations

import re
from functools import lru_cache

from ..resources import facility_nouns, not_speakers, read_tsv
from .ages import person_nouns
from .attribution import company_nouns
from .given_genders import given_name_genders

# The head of a written phrase ends before its first modifier: "the Department for Culture", "a spokesman
# for the ministry", "Khaled Omar of the opposition council", "Carl Emmerson, from the institute".
_HEAD_END = re.compile(r",| (?:of|from|for|at|in|on|with|to)\b")
# A nominalisation names an act or a state, never who acts: "the decision", "any military intervention"
# ("-ness" and "-ity" are left out: "an eyewitness", "the celebrity").
_ABSTRACT = re.compile(r"(?:tion|sion|ment|ance|ence|ship|ism|hood)$")


@lru_cache(maxsize=1)
def body_nouns() -> frozenset[str]:
    """Lemmas that end the name of a body or an outlet: org-words.tsv's designator and org-head rows,
    company-nouns.tsv and no-person-nouns.tsv's body and outlet rows."""
    words = {
        row["noun"].lower()
        for row in read_tsv("no-person-nouns.tsv", ["noun", "kind"])
        if row["kind"] in {"body", "outlet"}
    }
    words |= {
        row["word"].lower()
        for row in read_tsv("org-words.tsv", ["word", "role"])
        if row["role"] in {"designator", "org-head"}
    }
    return frozenset((words | company_nouns()) - person_nouns())


@lru_cache(maxsize=1)
def no_person_nouns() -> frozenset[str]:
    """Lemmas whose phrase is a body, a document, a count or a happening (the tables the module names)."""
    words = {row["noun"].lower() for row in read_tsv("no-person-nouns.tsv", ["noun"])}
    # a noun the tables also give a person ("executive", "union" aside) stays a possible person
    return body_nouns() | ((words | not_speakers() | facility_nouns()) - person_nouns())


def names_no_person(name: str) -> bool:
    """True when ``name``, as a pronoun's antecedent is written, heads on a noun for no person."""
    words = _HEAD_END.split(name, maxsplit=1)[0].split()
    if not words:
        return False
    last = words[-1]
    head = last.lower().removesuffix("'s").removesuffix("'")
    # a person's name may end on such a noun ("Rob Da Bank"): a given name first says it is one
    if head in person_nouns() or words[0] in given_name_genders():
        return False
    if last[:1].isupper():
        # a capitalised name ends on a body's word ("Home Office", "Manchester United"); a surname may be
        # any other noun ("Storm", "Camp", "Bridge"), a happening's or a facility's included
        return head in body_nouns()
    if head in no_person_nouns():
        return True
    return _ABSTRACT.search(head) is not None
