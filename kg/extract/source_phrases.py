"""A source's phrase cut from the claim the parser ran into it, and the claim cut before its source.

Split out of ``kg.extract.reports`` (who reports a clause): these rules move the edges of a fact's spans
once its speaker is known, "... in Syrian Kurdish city state TV" -> "state TV".
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .facts import Arg, Fact
from .headlines import source_start

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token


_HEADLINE_DASHES = frozenset({"-", "–", "—", "--"})


def clip_at_source(fact: Fact, doc: Doc, speaker: Token) -> None:
    """An object the parser ran on into a headline's glued-on source ends before it: "kill | 11 children
    in Aleppo Monitor" -> "11 children in Aleppo"; an object that is the source itself is left to the
    headline rules."""
    start = source_start(doc, speaker)
    if doc[start].text in _HEADLINE_DASHES or fact.obj is None:
        return
    clip_object(fact, doc, start)


def clip_object(fact: Fact, doc: Doc, start: int) -> None:
    """Ends the fact's object before token ``start``, where a source the parser ran it into begins."""
    obj = fact.obj
    if obj is not None and obj.head < start < obj.end:
        end = start
        while end - 1 > obj.head and (doc[end - 1].is_punct or doc[end - 1].dep_ in {"prep", "cc"}):
            end -= 1
        fact.obj = Arg(obj.start, end, obj.head, obj.gap)


def headline_source(arg: Arg, doc: Doc, speaker: Token, title_speaker: Token | None) -> Arg:
    """A headline's source without the claim the parser ran into it: "... in Syrian Kurdish city state TV"
    -> "state TV"."""
    if title_speaker is None or speaker.i != title_speaker.i:
        return arg
    start = source_start(doc, speaker)
    if doc[start].text in _HEADLINE_DASHES:
        return arg  # "claim - Speaker": the phrase after the dash is the speaker as written
    if doc[start].is_punct:
        start += 1
    return arg if start <= arg.start else Arg(start, arg.end, arg.head, arg.gap)


def undated(arg: Arg, doc: Doc) -> Arg:
    """``arg`` without a dateline run into it: "Fri 07 Apr 2017 at 0914 Homs governor" -> "Homs governor"."""
    start = arg.start
    while start < arg.head and (
        doc[start].ent_type_ in {"DATE", "TIME", "CARDINAL"}
        or doc[start].like_num
        or doc[start].lower_ == "at"
    ):
        start += 1
    return arg if start == arg.start else Arg(start, arg.end, arg.head, arg.gap)
