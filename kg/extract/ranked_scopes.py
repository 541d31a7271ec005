"""The race or rival a ranked place was won in or behind, run on into that place: "finished third behind
the Kenyan", "came fourth in the final". ``kg.extract.objects.ranked_place`` reads the place ("third") as the
object; ``kg.extract.clauses`` applies ``with_ranked_scope`` after the other complements, since "finish |
third" says nothing alone.

Split from ``kg.extract.complements`` (one pattern per module); it runs the phrase on as a noun's completing
phrase is (``kg.extract.noun_complements``), within the bounds of ``kg.extract.phrase_bounds``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .facts import Arg
from .noun_complements import _in_a_named_place, _run_on
from .phrase_bounds import _when, _when_or_where

if TYPE_CHECKING:
    from spacy.tokens import Token


def with_ranked_scope(
    verb: Token, found: list[Arg], args: list[tuple[str, Arg, str]]
) -> tuple[list[Arg], list[tuple[str, Arg, str]]]:
    """A place object run on into the phrase right after it that says in what race or behind whom it was
    won ("finished third behind the Kenyan", "came fourth in the final"; ``objects.ranked_place``), and the
    arguments without that phrase: "finish | third" says nothing alone. Not a phrase that says when
    ("finished fourth on Sunday") or holds a pronoun, nor "in" before a place's name ("came third in
    Scotland"), which stays the argument the graph links."""
    if len(found) != 1 or found[0].end != found[0].start + 1:
        return found, args
    obj, doc = found[0], verb.doc
    place = doc[obj.head]
    if place.ent_type_ != "ORDINAL" or obj.end >= len(doc):
        return found, args
    prep = doc[obj.end]
    if (
        prep.dep_ != "prep"
        or prep.head.i not in {verb.i, place.i}
        or _when(prep)
        or _when_or_where(prep)
        or _in_a_named_place(prep)
    ):
        return found, args
    return _run_on(obj, prep, args) or (found, args)
