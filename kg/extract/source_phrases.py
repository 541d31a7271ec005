"""A source's phrase cut from the claim the parser ran into it, and the claim cut before its source.

Split out of ``kg.extract.reports`` (who reports a clause): these rules move the edges of a fact's spans
once its speaker is known, "... in Syrian Kurdish city state TV" -> "state TV".
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from .facts import Arg, Fact
from .headlines import source_start
from .quotes import DOUBLE_MARKS

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token


_HEADLINE_DASHES = frozenset({"-", "–", "—", "--"})


def clause_speaker(speaker: Token, behind: Token, verb: Token) -> Token | None:
    """The speaker of ``verb``'s clause, ``behind`` the document ``speaker`` names (``speaking_for``), or None
    when the clause is the passive participle or relative clause that says who made the speaker's own noun
    ("as a chart prepared by the Courier shows", "a chart that was prepared by the Courier"): the writer says
    the Courier prepared the chart; a source is never the speaker of its own making. A document whose maker
    ``speaking_for`` found ("a statement issued by the brigade") keeps that maker, who says so too. Only with
    its "by" agent: a document with no maker named ("a report filed with the court") would be left the
    subject of a statement that names no one."""
    made = verb.head.i == speaker.i and verb.dep_ in {"acl", "relcl"} and verb.tag_ == "VBN"
    # "a chart the Courier prepared": a relative clause whose own subject made the noun it leaves out
    maker = verb.dep_ == "relcl" and not any(c.dep_ == "dobj" for c in verb.children)
    maker = maker and any(c.dep_ == "nsubj" and c.tag_ not in {"WDT", "WP"} for c in verb.children)
    own = (made and any(c.dep_ == "agent" for c in verb.children)) or (verb.head.i == speaker.i and maker)
    return None if own and behind.i == speaker.i else behind


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
    """A speaker's phrase ``arg`` without what ran into its front: the end of a quotation (``unquoted``), a
    dateline ("Fri 07 Apr 2017 at 0914 Homs governor" -> "Homs governor")."""
    arg = unquoted(arg, doc)
    start = arg.start
    while start < arg.head and (
        doc[start].ent_type_ in {"DATE", "TIME", "CARDINAL"}
        or doc[start].like_num
        or doc[start].lower_ == "at"
    ):
        start += 1
    return arg if start == arg.start else Arg(start, arg.end, arg.head, arg.gap)


def unquoted(named: Arg, doc: Doc) -> Arg:
    """A speaker's phrase that opens inside a quotation the sentence began before it starts after its closing
    mark ('"... filling their pockets" activists said' -> "activists"): an odd count of marks in the phrase
    means its first one closes that quotation; an even count is a quoted phrase of its own ("An 'informal
    trawl' of records")."""
    marks = [t.i for t in doc[named.start : named.end] if t.text in DOUBLE_MARKS]
    if len(marks) % 2 == 0 or not marks[0] < named.head:
        return named
    return replace(named, start=marks[0] + 1)
