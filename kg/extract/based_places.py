"""Where a named body is based, stated by a hyphened modifier: "the Leeds-based Acme Tiles said" says that
Acme Tiles is based in Leeds, as "Acme Tiles, which is based in Leeds" does (a relative clause's passive,
read in ``clauses``). The parser hangs the place on "based" ("Leeds" npadvmod, "-", "based" amod) and
"based" on the name, so no clause reads it and the fact was lost (issue 12's density).

Only a place the tagger marks a place (GPE, LOC) before a name (a proper noun heading the phrase, or the
name class nouns are compounded into: "the London-based rights group Amnesty International"): a nationality
("British-based") names no place to be in, a product or system ("Linux-based players") is no place, and a
common noun alone ("a London-based trader") is a description, not a name. A base said to be past ("the
formerly London-based") gives nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .facts import Arg, Fact
from .phrases import phrase

if TYPE_CHECKING:
    from spacy.tokens import Doc, Span, Token

_PLACE_KINDS = frozenset({"GPE", "LOC"})
_NAME_KINDS = frozenset({"ORG", "PERSON", "FAC"})
_HYPHENS = frozenset({"-", "–"})
_RELATIVES = frozenset({"WDT", "WP", "WP$"})
# "the formerly London-based Acme": a base left behind, not where the body is
_PAST = frozenset({"formerly", "once", "previously", "former"})


def based_facts(sent: Span) -> list[Fact]:
    """ "the Leeds-based Acme Tiles" -> Acme Tiles / be based in / Leeds, for each such phrase of ``sent``."""
    facts = []
    doc = sent.doc
    for tok in sent:
        if tok.lower_ != "based" or tok.dep_ != "amod" or tok.i - 2 < sent.start:
            continue
        place, name = doc[tok.i - 2], _named(tok.head)
        if doc[tok.i - 1].text not in _HYPHENS or place.head.i != tok.i:
            continue
        if not _is_name(name) or name.i < tok.i or any(c.i > tok.i for c in tok.children):
            continue
        words = phrase(name)
        if any(doc[i].ent_iob_ == "B" and doc[i - 1].ent_type_ for i in range(tok.i + 2, words.end)):
            continue  # two names run together ("the UK-based Observatory Rami Ahmed"): whose base is unclear
        # a relative clause the parser hung inside the name ("... for Human Rights which monitors ...") is
        # no part of it
        end = next((i for i in range(name.i + 1, words.end) if doc[i].tag_ in _RELATIVES), words.end)
        first, end = _name_bounds(doc, tok.i + 1, name.i, end)
        # the place's own words before it ("New York")
        start = min(place.left_edge.i, place.i)
        if any(doc[i].ent_type_ not in _PLACE_KINDS for i in range(start, place.i + 1)):
            continue
        if start > 0 and doc[start - 1].lower_ in _PAST:
            continue
        facts.append(
            Fact(
                verb=tok.i,
                subject=Arg(first, end, name.i),
                rel=[(tok.i - 0.5, "be"), (tok.i, "based"), (tok.i + 0.5, "in")],
                lemma=["base", "in"],
                obj=Arg(start, place.i + 1, place.i),
                passive=True,
                bound_prep="in",
                rule="based-passive",
                confidence=0.6,
            )
        )
    return facts


def _named(word: Token) -> Token:
    """The name a class noun is compounded into ("the London-based rights group Amnesty International": the
    parser hangs "based" on "group"), else ``word``."""
    name, nouns = word, 0
    while name.pos_ == "NOUN" and name.is_lower and name.dep_ == "compound" and name.head.i > name.i:
        name, nouns = name.head, nouns + 1
    # two before a person ("the Britain-based group director Rami Ahmed") are a body and a role in it: the
    # base is the body's
    return word if nouns > 1 and name.ent_type_ == "PERSON" else name


def _is_name(word: Token) -> bool:
    """True for a proper noun, or a capitalised noun the tagger marks a name ("the Paris-based Reporters
    Without Borders", a short "the Britain-based Observatory" the tagger reads as a common noun)."""
    return word.pos_ == "PROPN" or (word.is_title and word.ent_type_ in _NAME_KINDS)


def _name_bounds(doc: Doc, start: int, head: int, end: int) -> tuple[int, int]:
    """The name alone within words ``start`` to ``end`` around its ``head``: without the lower-case words
    outside any name that describe it ("the UK-based firm Corvel", "the so-called Syrian Observatory", "...
    for Human Rights monitor") or its possessive ending ("the London-based Acme's chief"), which would make
    the body a second one in the graph."""

    def loose(i: int) -> bool:
        return doc[i].ent_iob_ == "O" and (doc[i].is_lower or doc[i].is_punct)

    def stray(i: int) -> bool:
        # a lower-case noun after a proper noun is a class noun; after an adjective it is the noun the
        # adjective qualifies, inside the name as the tagger left it ("Observatory for Human rights")
        return doc[i].tag_ == "POS" or (loose(i) and doc[i].is_alpha and doc[i - 1].pos_ == "PROPN")

    # the name begins after the last such word, past a name of another kind that the class noun carries
    # ("the Geneva-based UN refugee agency UNHCR", "the US-based Chinese dissident Wei Ming")
    described = [i for i in range(start, head) if loose(i) and doc[i].is_alpha]
    start = described[-1] + 1 if described else start
    while start < head and loose(start):
        start += 1
    while end - 1 > head and stray(end - 1):
        end -= 1
    return start, end
