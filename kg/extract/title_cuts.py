"""A phrase cut out of a capitalised title ("the Void director" of "Touching the Void director Kevin
McDonald"), for the `fragment` flag; split out of ``kg.extract.fragments``, which asks it of each side of
a statement."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .copulas import VALUE_LABELS

if TYPE_CHECKING:
    from spacy.tokens import Doc

    from .facts import Arg, Fact


def cut_from_title(doc: Doc, arg: Arg, fact: Fact) -> bool:
    """True for a phrase cut out of a capitalised title: "the Void director" out of "Touching the Void
    director Kevin McDonald". A lower-case "the" between two capitalised words inside a sentence belongs
    to a name or a work's title, and a phrase that starts on it has lost the title's first word; but not
    the description a name is set beside, which opens right after the name ("said Dr Samir Haddad a
    Member of Parliament", "Abu Karam a Tunisian fighter was killed" in text that lost its commas)."""
    first = doc[arg.start]
    if first.text not in {"the", "of", "a"} or arg.start < 2 or arg.start + 1 >= len(doc):
        return False
    if _apposed(doc, fact, arg):
        return False
    before, after = doc[arg.start - 1], doc[arg.start + 1]
    return (
        before.is_title
        and not before.is_sent_start
        and before.pos_ in {"PROPN", "VERB", "NOUN"}
        and before.ent_type_ not in VALUE_LABELS  # "on Wednesday the Assad regime's channel reported"
        and after.is_title
    )


def _apposed(doc: Doc, fact: Fact, arg: Arg) -> bool:
    """Whether ``arg`` is the object of an apposition's "be" that opens where its subject, the name, ends:
    an indefinite description ("Abu Karam a Tunisian fighter"), or a definite one of a person ("Rami
    Haddad the Observatory chief"); after a place, "the" more often opens the next subject ("the largest
    formation in Syria the Democratic Union Party dismissed ...")."""
    if fact.rule != "appos" or arg is not fact.obj or fact.subject is None or fact.subject.end != arg.start:
        return False
    return doc[arg.start].text == "a" or doc[fact.subject.head].ent_type_ == "PERSON"
