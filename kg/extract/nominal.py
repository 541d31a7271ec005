"""Facts stated by noun phrases rather than verbs: appositions, examples and postnominal adjectives.

"Rahman Jalali, the deputy governor" says who Jalali is; "plants, including the cliffdweller" gives
membership; "individuals familiar with the situation" a reduced relative clause. Titles before a name are
read in ``titles``, places in ``places``, and the dummy "it" of "it is important to ..." in ``extraposition``.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import TYPE_CHECKING

from .conjuncts import conjuncts
from .facts import FINITE, Arg, Fact
from .lists import bracketed_line_up, label_line
from .phrases import phrase
from .prepositions import prep_object

if TYPE_CHECKING:
    from spacy.tokens import Token

_CLOCK = re.compile(r"\d{1,2}:\d{2}")


def _clock(tok: Token) -> bool:
    """True for a date or clock-time phrase: its head is a DATE/TIME entity or a word reads 11:25."""
    if tok.ent_type_ in {"DATE", "TIME"}:
        return True
    arg = phrase(tok)
    return any(_CLOCK.fullmatch(t.text) for t in tok.doc[arg.start : arg.end])


def _is_name(tok: Token) -> bool:
    return tok.pos_ == "PROPN" or tok.ent_type_ in {"PERSON", "ORG", "GPE", "LOC", "FAC", "NORP"}


def _unpunctuated_past_modifier(head: Token, appos: Token) -> bool:
    """True for a misparse that hangs a title+name compound inside a PP on the PP's governor.

    "the tomb of the Revolutionary Guards general Kasem Soleimani": a real apposition is set off by
    punctuation ("the tomb, a shrine"); one with no comma and a prepositional phrase of its head in
    between belongs to the preposition's object, not to the head.
    """
    left = appos.left_edge.i
    if left == 0 or appos.doc[left - 1].is_punct:
        return False
    return any(c.dep_ == "prep" and head.i < c.i < left for c in head.children)


def _counted(tok: Token) -> bool:
    """True for a noun with a number of its own ("four tanks"): two of them side by side are counted
    items of one list, not one thing described twice."""
    return tok.pos_ in {"NOUN", "PROPN"} and any(c.dep_ == "nummod" for c in tok.children)


def _describes(tok: Token) -> bool:
    """True for a noun, or a number or pronoun naming a part of a group ("Alan, one of the crew",
    "One of the prisoners, Kasim Hilas")."""
    if tok.pos_ in {"NOUN", "PROPN"}:
        return True
    # a partitive "one of the crew" describes its head as a member of the group
    return tok.pos_ in {"NUM", "PRON"} and any(c.dep_ == "prep" and c.lower_ == "of" for c in tok.children)


def appositive_facts(tokens: Iterable[Token]) -> list[Fact]:
    """ "Rahman Jalali, the deputy governor of Kerman" -> Rahman Jalali / be / the deputy governor ...

    The name is the subject whichever side it is on ("Hezbollah's leader, Hassan Nasrallah"), and two
    places in apposition read as containment ("Davidson Township, Sullivan County").
    """
    facts = []
    for tok in tokens:
        if tok.dep_ != "appos" or not _describes(tok.head) or not _describes(tok):
            continue
        head = tok.head
        if _clock(head) or _clock(tok):
            continue  # datelines and clock times in apposition ("03 JAN 24 11:25 ET") are not descriptions
        if (
            _unpunctuated_past_modifier(head, tok)
            or bracketed_line_up(tok)
            or label_line(head)
            or label_line(tok)
        ):
            continue
        if (
            _counted(head)
            and _counted(tok)
            and (tok.left_edge.i == 0 or tok.doc[tok.left_edge.i - 1].text != "(")
        ):
            # "four tanks three armored personnel carriers": a list that lost its commas ("40 kilometers
            # (25 miles)" gives one measure twice)
            continue
        if any(c.dep_ == "appos" and c.i < tok.i for c in head.children):
            # "the Red Sea, one of the busiest channels, the Houthi militia ... has attacked": a second
            # apposition on one noun is mostly the clause's own subject misattached
            continue
        described = phrase(head, titled=False)
        doc = head.doc
        if any(doc[i].tag_ in FINITE for i in range(described.start, described.end)):
            # a described phrase holding a finite verb is a clause the parser misread as a noun phrase
            continue
        # "two stations: X and Y" describes each of X and Y
        for member in conjuncts(tok):
            subj, obj = described, phrase(member, titled=False)
            if obj.start <= subj.end - 1 or head.lower_ == member.lower_:
                continue
            rel: list[tuple[float, str]] = [(tok.i - 0.5, "be")]
            lemma = ["be"]
            if head.ent_type_ in {"GPE", "LOC", "FAC"} and member.ent_type_ in {"GPE", "LOC"}:
                rel.append((tok.i - 0.4, "in"))
                lemma.append("in")
            elif _is_name(member) and not _is_name(head):
                subj, obj = obj, subj
            facts.append(
                Fact(verb=tok.i, subject=subj, rel=rel, lemma=lemma, obj=obj, rule="appos", confidence=0.68)
            )
    return facts


def example_facts(tokens: Iterable[Token]) -> list[Fact]:
    """ "plants, including the cliffdweller" -> plants / be including / the cliffdweller (Open IE only)."""
    facts = []
    for tok in tokens:
        if tok.dep_ != "prep" or tok.head.pos_ not in {"NOUN", "PROPN"}:
            continue
        if tok.lower_ in {"including", "like"}:
            words = [tok.lower_]
        elif tok.lower_ == "as" and tok.i > 0 and tok.doc[tok.i - 1].lower_ == "such":
            words = ["such", "as"]
        else:
            continue
        pobj = prep_object(tok)
        if pobj is None:
            continue
        head = phrase(tok.head)
        subject = Arg(head.start, min(head.end, tok.i - len(words) + 1), tok.head.i)
        while subject.end > subject.start + 1 and tok.doc[subject.end - 1].is_punct:
            subject.end -= 1
        for example in conjuncts(pobj):
            rel = [(tok.i - 0.5, "be")] + [(tok.i - len(words) + 1 + k, w) for k, w in enumerate(words)]
            facts.append(
                Fact(
                    verb=tok.i,
                    subject=subject,
                    rel=rel,
                    lemma=["be", *words],
                    obj=phrase(example),
                    rule="example",
                    confidence=0.55,
                )
            )
    return facts


def postnominal_adjective_facts(tokens: Iterable[Token]) -> list[Fact]:
    """ "individuals familiar with the situation" -> individuals / be familiar with / the situation.

    An adjective after its noun, with a prepositional complement of its own, is a reduced relative
    clause ("individuals who are familiar with ..."); its preposition completes the relation.
    ``tokens`` are the prepositions of one sentence (Open IE output only).
    """
    facts = []
    for prep in tokens:
        adj = prep.head
        if adj.pos_ != "ADJ" or adj.dep_ != "amod" or adj.i < adj.head.i or prep.i < adj.i:
            continue
        noun = adj.head
        if noun.pos_ not in {"NOUN", "PROPN", "PRON"} or _clock(noun):
            continue
        if any(c.dep_ == "prep" and adj.i < c.i < prep.i for c in adj.children):
            continue  # only the first complement ("similar to X in Y") binds to the adjective
        if prep.lower_ in {"as", "than"} or any(c.lower_ in {"as", "so", "too"} for c in adj.children):
            continue  # a comparison ("as challenging as X") states no relation between the two
        if any(noun.i < c.i < adj.i and c.dep_ == "prep" for c in noun.children):
            continue  # "the shape of leases subject to": which noun the adjective belongs to is unclear
        pobj = prep_object(prep)
        if pobj is None:
            continue
        doc = adj.doc
        end = adj.left_edge.i
        while end - 1 > noun.i and doc[end - 1].is_punct:
            end -= 1
        start = phrase(noun).start
        if end - start > 8:
            continue
        obj = phrase(pobj) if pobj.dep_ == "pobj" else Arg(pobj.left_edge.i, pobj.right_edge.i + 1, pobj.i)
        facts.append(
            Fact(
                verb=adj.i,
                subject=Arg(start, end, noun.i),
                rel=[(adj.i - 0.5, "be"), (adj.i, adj.text), (prep.i, prep.text)],
                lemma=["be", adj.lower_, prep.lower_],
                obj=obj,
                rule="postnominal-adj",
                confidence=0.55,
            )
        )
    return facts
