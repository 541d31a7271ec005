"""Shapes of lists, labels and credits that the parser reads as descriptions or objects.

A team sheet's substitution "Harris (White 75)", a credit "(Source: Syrian Coalition)", the name in
"its sister Jinping plant" and the list "attend, among them A, B and C" look like appositions, titles and
objects, but state no copula and no act: the rules of ``nominal`` and ``objects`` ask these first.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from ..resources import read_tsv, title_rows, words_of_kind
from .facts import FINITE

if TYPE_CHECKING:
    from spacy.tokens import Doc, Span, Token

    from .facts import Arg


@lru_cache(maxsize=16)
def prepositions_of(role: str) -> frozenset[str]:
    """The prepositions of one role in ``preposition-roles.tsv`` ("time", "order", "picking", "opposing")."""
    rows = read_tsv("preposition-roles.tsv", ("preposition", "role"))
    return frozenset(row["preposition"] for row in rows if row["role"] == role)


def in_whole(noun: Token) -> bool:
    """Whether ``noun`` names a place in a body or a share of a whole ("members", "leaders", "parts"), whose
    "of" phrase names that body or whole (``complement-nouns.tsv``)."""
    return noun.lemma_.lower() in _complement_nouns()


def picks_part(noun: Token) -> bool:
    """Whether ``noun`` picks a share out of a whole or a group ("members", "parts"): complement-nouns.tsv."""
    return noun.lemma_.lower() in words_of_kind("complement-nouns.tsv", "part")


@lru_cache(maxsize=1)
def _complement_nouns() -> frozenset[str]:
    return frozenset(
        words_of_kind("complement-nouns.tsv", "role") + words_of_kind("complement-nouns.tsv", "part")
    )


def bracketed_line_up(appos: Token) -> bool:
    """True for "Harris (White 75)": a name in brackets followed by a bare number is a line-up entry
    (who came on, in which minute) or a score, not a second name of the one before the bracket."""
    doc = appos.doc
    left = appos.left_edge.i
    # the parser hangs the bracket on the name ("Mills (Ortiz 80)") or leaves it outside
    opened = doc[left].text == "(" or (left > 0 and doc[left - 1].text == "(")
    if not opened or appos.pos_ != "PROPN":
        return False
    # a subtree of punctuation alone (damaged text: "A(¡ -") holds no number
    last = next((t for t in reversed(list(appos.subtree)) if not t.is_punct), None)
    if last is None:
        return False
    return last.pos_ == "NUM" and last.dep_ == "nummod" and last.head.i == appos.i and last.text.isdigit()


def label_line(head: Token) -> bool:
    """True for "Source: Syrian Coalition", "Tags: ...": a bare word opening its line (or a bracket) and
    followed by a colon is a label of the page, and what follows is its value, not a description."""
    doc = head.doc
    nxt = doc[head.i + 1] if head.i + 1 < len(doc) else None
    if nxt is None or nxt.text != ":" or any(c.i < head.i and not c.is_punct for c in head.children):
        return False
    before = doc[head.i - 1] if head.i > 0 else None
    return before is None or head.i == head.sent.start or before.text in {"(", "["} or before.is_space


def name_of_a_noun(root: Token) -> bool:
    """True for "its sister Jinping plant": a name that only modifies the common noun after it; the words
    before the name belong to that noun ("sister plant"), so they are no title of the name.

    A person keeps the title: "President Bashar Assads regime" is a possessive that lost its apostrophe.
    """
    head = root.head
    if root.ent_type_ == "PERSON" or root.dep_ != "compound" or head.i < root.i:
        return False
    return head.pos_ == "NOUN" and head.ent_type_ == ""


def picking_preposition(prep: Token) -> bool:
    """True for "among them": a preposition that picks members out of a group named before ("among those
    taking part" names a group of its own)."""
    return (
        prep.dep_ == "prep"
        and prep.lower_ in prepositions_of("picking")
        and any(p.tag_ == "PRP" for p in prep.children)
    )


def picked_from_group(obj: Token) -> bool:
    """True for "attend, among them Anna Berg ...": an object opened by "among them" names members of a
    group said before, which the parser hung on the verb as what it acts on."""
    # the parser hangs "among" on the object or on the verb before it
    return any(
        picking_preposition(c) and obj.head.i < c.i < obj.i for c in [*obj.children, *obj.head.children]
    )


def bracket_list(sent: Span) -> bool:
    """True for a sentence of three or more "Name (Club)" items: a squad ("Backs: A Smith (Bath), B Jones
    (Leeds), ..."), a result or a party's candidates. Each bracket names its item's club, country or party
    (which the item is not) or its role, and the parser reads the brackets as appositions.

    A line without a finite verb that holds one or two such items is a line of the same list: a long
    squad or results table breaks into short lines ("C Ruiz (Pellow AC), T Vale (Dunmore AC)."), each a
    sentence of its own, and a line that states nothing gives no copula either."""
    opened = [t for t in sent if t.text == "(" and t.i > sent.start and t.nbor(-1).pos_ == "PROPN"]
    return len(opened) >= 3 or (bool(opened) and verbless(sent) and not _predicated(sent))


def _predicated(sent: Span) -> bool:
    """True for a line whose items carry a verb of their own after any heading: a headline says what
    happened to its one "Name (Party)" ("A Berg (Green) elected mayor", "... to stand down") as a sentence
    does, while a list's heading may hold one ("Not selected: ...")."""
    colons = [t.i for t in sent if t.text == ":"]
    start = colons[-1] + 1 if colons else sent.start
    return any(t.pos_ == "VERB" and t.is_lower for t in sent.doc[start : sent.end])


def verbless(sent: Span) -> bool:
    """True for a sentence with no finite verb in lower case: a heading, a list's line, a caption. A
    capitalised word the tagger reads as a verb in such a line is most often a name ("Sale Harriers")."""
    return not any(t.tag_ in FINITE and t.is_lower for t in sent)


def list_heading(doc: Doc, one: Arg, other: Arg) -> bool:
    """True for a list's heading before a colon and an item after it, the two sides of an apposition
    ("Long jump: T Vale (Pellow AC)"): the heading names what the items are listed under. A role heading
    ("Team manager: T Vale (Pellow AC)", an office word) says what the item is, and describes him."""
    first, second = sorted((one, other), key=lambda side: side.start)
    colon = any(doc[i].text == ":" for i in range(first.end, second.start))
    return colon and doc[first.head].lower_ not in office_words()


@lru_cache(maxsize=1)
def office_words() -> frozenset[str]:
    """One-word office titles (ontology/titles.tsv kind `office`) and office nouns (person-words.tsv)."""
    titles = {title.lower() for title, kind in title_rows() if kind == "office" and " " not in title}
    return frozenset(titles | {w.lower() for w in words_of_kind("person-words.tsv", "office-noun")})


def fixture_sides(doc: Doc, one: Arg, other: Arg) -> bool:
    """True for the two sides of a fixture the parser reads as an apposition ("Hull v Leeds" -> "Leeds |
    be | Hull v"): a versus word at a side's edge or between the two. A name that holds one inside
    ("Roe v Wade") is left alone."""
    first, second = sorted((one, other), key=lambda side: side.start)
    between = [doc[i] for i in range(first.end, second.start) if not doc[i].is_punct]
    # only a versus word alone between the sides joins them: one inside a clause between a subject and its
    # predicate ("Leeds, who lost the Hull v Leeds tie, are favourites") belongs to a fixture of its own
    edges = [doc[i] for i in (first.start, first.end - 1, second.start, second.end - 1)]
    sides = edges + (between if len(between) == 1 else [])
    # in lower case only: a capital "V" is a numeral or a name's letter ("social class V", "V festival")
    return any(t.text in prepositions_of("fixture") for t in sides)
