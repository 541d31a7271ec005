"""Places stated by noun phrases: "the Foundation in Berlin", "Monroe , Conn."."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from .facts import Arg, Fact
from .phrases import phrase

if TYPE_CHECKING:
    from spacy.tokens import Span as SpacySpan
    from spacy.tokens import Token

# Noun modifiers that do not state a relation of their own ("such as", "including" have their rule).
NOT_RELATIONAL = frozenset({"including", "as", "like", "than", "according"})


def location_facts(tokens: Iterable[Token]) -> list[Fact]:
    """ "the Helmut Newton Foundation in Berlin" -> ... / be in / Berlin (Open IE output only).

    Other prepositional noun modifiers ("communications between spouses") were measured on CaRB dev
    and left out: right less than half the time, they lowered F1. So was "of" ("Chugai of Tokyo",
    "the Government of Karnataka"), which names an affiliation as often as a place. Objects and common
    nouns inside prepositional phrases are left out too (dev F1 +0.001).
    """
    facts = []
    for tok in tokens:
        if tok.dep_ != "prep" or tok.head.pos_ not in {"PROPN", "NOUN"} or tok.lower_ in NOT_RELATIONAL:
            continue
        pobj = next((c for c in tok.children if c.dep_ == "pobj"), None)
        if pobj is None:
            continue
        head = tok.head
        place = pobj.ent_type_ in {"GPE", "LOC", "FAC"} and tok.lower_ in {"in", "at", "near"}
        subject = Arg(head.left_edge.i, tok.i, head.i)
        if not place or subject.end - subject.start > 8 or tok.i < head.i:
            continue
        if head.dep_ in {"dobj", "attr", "oprd"} or (head.pos_ == "NOUN" and head.dep_ == "pobj"):
            # after an object the place may locate the event as well as the noun ("gave a speech in
            # Chicago", "was reunited with his family in New York"): the attachment is a guess there
            continue
        facts.append(
            Fact(
                verb=tok.i,
                subject=subject,
                rel=[(tok.i - 0.5, "be"), (tok.i, tok.text)],
                lemma=["be", tok.lower_],
                obj=phrase(pobj),
                rule="location",
                confidence=0.5,
            )
        )
    return facts


def place_pair_facts(ents: Iterable[SpacySpan]) -> list[Fact]:
    """ "Monroe , Conn." -> Monroe / be in / Conn.: a place name followed by a comma and a region.

    A comma between two place names that is not a list separator (the region is not coordinated and
    no "and"/"or" follows it) narrows the first place down by the region it lies in. ``ents`` are the
    named entities of one sentence.
    """
    facts = []
    for region in ents:
        if region.label_ not in {"GPE", "LOC"} or region.start < 2:
            continue
        doc = region.doc
        comma, last = doc[region.start - 1], doc[region.start - 2]
        if comma.text != "," or last.pos_ != "PROPN" or region.root.dep_ in {"conj", "cc"}:
            continue
        after = doc[region.end] if region.end < len(doc) else None
        if after is not None and not after.is_punct:
            continue  # "Paris , London and Berlin", "Texas , Mexico said": not a place and its region
        if after is not None and region.end + 1 < len(doc) and doc[region.end + 1].lower_ in {"and", "or"}:
            continue
        if any(c.dep_ == "conj" for c in last.children) or last.dep_ == "conj":
            continue
        root = region.root
        if root.dep_ == "appos" and root.head.i == last.i and last.ent_type_ in {"GPE", "LOC", "FAC"}:
            continue  # the apposition rule already reads the pair as containment
        start = last.i
        first = region.sent.start
        while start > first and doc[start - 1].pos_ == "PROPN" and doc[start - 1].dep_ == "compound":
            start -= 1
        place = doc[start : last.i + 1]
        if not (last.ent_type_ in {"GPE", "LOC", "FAC", "ORG"} or place.text.istitle()):
            continue
        facts.append(
            Fact(
                verb=comma.i,
                subject=Arg(start, last.i + 1, last.i),
                rel=[(comma.i - 0.5, "be"), (comma.i, "in")],
                lemma=["be", "in"],
                obj=Arg(region.start, region.end, region.root.i),
                rule="place-pair",
                confidence=0.6,
            )
        )
        located = _located_noun(doc[start], region)
        if located is not None:
            facts.append(
                Fact(
                    verb=comma.i,
                    subject=located,
                    rel=[(comma.i - 0.5, "be"), (comma.i, "in")],
                    lemma=["be", "in"],
                    obj=Arg(start, region.end, region.root.i),
                    rule="place-pair",
                    confidence=0.58,
                )
            )
    return facts


def _located_noun(first: Token, region: SpacySpan) -> Arg | None:
    """ "the Monroe , Conn. , couple": the noun a "City , State" pair modifies, less the pair itself."""
    doc = region.doc
    if region.end + 1 >= len(doc) or doc[region.end].text != ",":
        return None
    noun = region.root.head
    if noun.pos_ != "NOUN" or noun.i <= region.end or region.root.dep_ not in {"nmod", "compound", "amod"}:
        return None
    if first.head.i not in {noun.i, region.root.i}:
        return None
    arg = phrase(noun)
    if arg.start > first.i:
        return None
    if arg.start == first.i:
        return Arg(region.end + 1, arg.end, noun.i)
    return Arg(arg.start, arg.end, noun.i, (first.i, region.end + 1))
