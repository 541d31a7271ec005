"""Whom a sentence about a view is about: "One dissenting view came from Tom Hale" names the person the
view came from, whose "he said" the next sentence is (kg/extract/person_rivals.py). The subject is a noun
for what a person says or holds (ontology/voice-nouns.tsv) or for no person, and the person is named in a
phrase of source ("from", "by", "via"), not in one of whom it went to ("a tribute paid to X")."""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from ..resources import read_tsv
from .no_persons import names_no_person
from .quotes import SUBJECTISH

if TYPE_CHECKING:
    from spacy.tokens import Token

# prepositions whose phrase names where a thing came from ("came from X", "was praised by X"); one that names
# whom it went to ("a tribute paid to X") or when ("came after the death of X") names another than its source
SOURCE_PREPOSITIONS = frozenset({"from", "by", "via"})


def source_of(tok: Token, root: Token) -> bool:
    """True when the name around ``tok``, after main verb ``root``, names whom its subject came from: the
    phrase of ``root`` that holds it is one of a source preposition, or what the verb says the subject is
    ("The loudest voice was that of Tom Hale"), not its object ("The crash killed Tom Hale")."""
    top = next((a for a in [tok, *tok.ancestors] if a.head.i == root.i), root)
    if top.dep_ in {"prep", "agent"}:
        return top.lower_ in SOURCE_PREPOSITIONS
    return top.dep_ in {"attr", "oprd"}


def thing_subject(root: Token) -> bool:
    """True when the main verb's subject is a common noun for what a person says or holds, or for no person
    at all ("One dissenting view came from ...", "The report was praised by ..."): the person its phrases
    name is whom the sentence is about ("The champion lost to X" is about the champion)."""
    subjects = [c for c in root.children if c.dep_ in SUBJECTISH]
    return bool(subjects) and all(
        c.pos_ == "NOUN"
        and not c.ent_type_
        and (c.lemma_.lower() in voice_nouns() or names_no_person(c.lemma_.lower()))
        for c in subjects
    )


@lru_cache(maxsize=1)
def voice_nouns() -> frozenset[str]:
    """Nouns for what a person says or holds: ontology/voice-nouns.tsv."""
    return frozenset(row["noun"] for row in read_tsv("voice-nouns.tsv", ["noun"]))
