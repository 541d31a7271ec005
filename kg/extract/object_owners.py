"""Whose thing an object phrase names when it opens on "his", "her" or "its" that stands for someone else.

"The regulator is reviewing his decision to accept the trip": out of its sentence, "his decision" belongs
to no one, and the statement says nothing. When the pronoun rules settled whom the "his" stands for
(agreement, an antecedent in reach, no rival before it in the sentence: the evidence a resolved subject
needs), the object reads "Mark Hollis's decision to accept the trip".

The clause's own subject is the likeliest owner of its object's possessive ("Russia intensified its air
raids", "the attacker detonated his explosives"): a subject that could be the owner is a rival the
possessive's resolution does not outweigh, so the object keeps its words, which a reader of the statement
takes for the subject's anyway. "Their" is left alone: salience finds a plural's owner badly
(``kg.extract.spans.resolved_name``).
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from ..resources import read_tsv
from .ages import person_nouns
from .attribution import PERSON_LABELS, company_nouns
from .phrases import opening_possessive

if TYPE_CHECKING:
    from collections.abc import Callable

    from spacy.tokens import Doc, Token

    from .facts import Arg

_OWNERS = frozenset({"his", "her", "its"})
_PERSON_SUBJECTS = frozenset({"he", "she", "i", "who"})
_THING_SUBJECTS = frozenset({"it", "which", "that"})


def owned_object(
    arg: Arg,
    subject: Arg | None,
    doc: Doc,
    resolve: dict[int, str],
    subject_name: str,
    copula: bool,
    rival: Callable[[Token, str], bool],
) -> str | None:
    """The possessive's name for ``arg``'s opening "his", "her" or "its" ("Kerry's Qatari counterpart"),
    when the pronoun rules resolved it to someone other than the clause's subject and the subject could
    not own the phrase itself; None otherwise. ``subject_name`` is the subject as the statement shows it;
    with ``copula`` (an apposition or "be") the object describes the subject, which owns no description of
    itself ("Its twin plant, the Arlen Dam"), so the subject is no rival. ``rival`` says
    whether the sentence names another of the possessive's kind before it, as for a subject's possessive."""
    first = opening_possessive(arg, doc)
    if first is None or first.lower_ not in _OWNERS:
        return None
    name = resolve.get(first.i)
    if not name or _same(name, subject_name) or rival(first, name):
        return None
    if not copula and subject is not None and _may_own(doc[subject.head], first, resolve):
        return None
    if _conjoined_owner(doc[arg.head], name):
        return None
    return f"{name}'s {doc[arg.start + 1 : arg.end].text}"


def _same(name: str, subject_name: str) -> bool:
    # "Mr Hollis" and "Mark Hollis": one person, written twice
    last = name.split()[-1].lower() if name.split() else ""
    return bool(last) and last in {
        w.removesuffix("'s").removesuffix("'") for w in subject_name.lower().split()
    }


def _may_own(head: Token, possessive: Token, resolve: dict[int, str]) -> bool:
    """Whether the subject headed by ``head`` could own the possessive: for "his"/"her" a person (a
    person's pronoun, any name, a common noun not listed as a body's or a work's), for "its" a
    thing (any name in the singular, a common noun not for a person, "it")."""
    low = head.lower_
    if possessive.lower_ in {"his", "her"}:
        if head.pos_ == "PRON":
            return low in _PERSON_SUBJECTS or (head.i in resolve and low not in _THING_SUBJECTS)
        if head.pos_ == "PROPN":
            return True  # a name, whatever the NER calls it ("Hollande announced his intention")
        if head.ent_type_:
            return head.ent_type_ in PERSON_LABELS
        # a common noun may be a person's ("The attacker detonated his explosives") unless the kind
        # nouns call it a body's or a work's ("The regulator is reviewing his decision")
        return head.lemma_.lower() not in _thing_nouns()
    if head.pos_ == "PRON":
        return low in _THING_SUBJECTS
    if head.pos_ == "PROPN" or head.ent_type_:
        # any name may own "its", a product's ("Nordmark's new phone made its debut") or a firm's the NER
        # took for a person's
        return head.tag_ != "NNPS"
    # "the awards, which split its prizes": a plural noun may be one thing's name as well
    return head.pos_ == "NOUN" and head.lemma_.lower() not in person_nouns()


def _conjoined_owner(head: Token, name: str) -> bool:
    """True when the phrase is a conjunct of a noun other than the name ("backed by the regime and its close
    allies"): a reader takes the noun beside it for the owner."""
    if head.dep_ != "conj" or head.head.pos_ not in {"NOUN", "PROPN"}:
        return False
    return head.head.text != name.split()[-1]


@lru_cache(maxsize=1)
def _thing_nouns() -> frozenset[str]:
    """Nouns for a body, an institution or a work, never a person: kind-nouns.tsv's rows of another kind
    than `person`, and company-nouns.tsv."""
    kinds = read_tsv("kind-nouns.tsv", ["noun", "stands_for"])
    return frozenset(
        {row["noun"].lower() for row in kinds if row["stands_for"] != "person"} | company_nouns()
    )
