"""Idioms whose object "it" refers to nothing ("battle it out", "made it to the final"), from
``ontology/idiom-it.tsv``: the "it" joins the relation instead of being resolved to an antecedent."""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from ..resources import grouped_tsv

if TYPE_CHECKING:
    from spacy.tokens import Token


@lru_cache(maxsize=1)
def idiom_table() -> dict[str, frozenset[str]]:
    """Verb lemma -> the particles or prepositions after "it" that make the idiom."""
    return grouped_tsv("idiom-it.tsv", "verb", "after", lower=True)


def idiomatic_it(
    verb: Token,
    obj_dep: str,
    rel: list[tuple[float, str]],
    lemma: list[str],
    objects: list[Token],
    preps: list[Token],
) -> tuple[list[tuple[float, str]], list[str], list[Token], list[Token]]:
    """The "it" of an idiom folded into the relation ("battle it out"); a preposition after it may then
    give the object, as after any verb without one ("made it to | the final")."""
    if not (obj_dep == "dobj" and len(objects) == 1 and objects[0].lower_ == "it"):
        return rel, lemma, objects, preps
    it = objects[0]
    after = idiom_table().get(verb.lemma_.lower(), frozenset())
    if not any(c.i > it.i and c.dep_ in {"prt", "prep"} and c.lower_ in after for c in verb.children):
        return rel, lemma, objects, preps
    # the lemma reads verb, particles: "it" goes right after the verb ("battle it out")
    at = lemma.index(verb.lemma_.lower()) + 1 if verb.lemma_.lower() in lemma else len(lemma)
    return [*rel, (it.i, it.text)], [*lemma[:at], "it", *lemma[at:]], [], preps
