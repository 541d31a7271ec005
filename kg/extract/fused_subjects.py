"""A subject fused from another phrase: a time read as the subject ("months | kill | 30 people"), or a
headline run into the lead's subject; the `fragment` flag.

In text without commas the small model hangs a participle on the nearest noun, and a time phrase is often
that noun: in "the heaviest raids on the city for months killing 30 people" the toll is hung on "months",
and in "Many months into the fighting jihadists began to flock" the fronted time phrase is read as the
subject. A time names when, never who, so a subject headed by a time the NER found (a common noun, or a
day's or month's name; not a show the NER took for one, "Nighty Night") is no doer. A fronted
phrase fused into the subject shows the same way: "After a nearly three-week siege rebels took ..."
gives "a ... siege rebels", a singular article on a plural head with other nouns between.

A headline printed again in the body without its full stop runs into the next sentence: "At least 57
Civilians killed More than 150 Injured in continued ... attacks on Aleppo Terrorists targeted the hospital"
gives "More than 150 Injured in ... Terrorists | target | ...", and the parse may make the headline's
count an object or its participle a verb. Inside a sentence a verb is written in lower case; one in Title
Case, outside a name, is a headline's word.

Countries listed without their commas run together the same way: in "backed by Russia Iran and Shia
militias" or "Syria Britain France and the United States have informed it" the parser hangs the first
countries on the last as compounds, and "Russia Iran | back | ..." names one doer that is none. A country
is never a part of another country's name, so a phrase headed by a country with another country as its
compound is such a list, cut from the rest of its members.

Only the graph is gated (``kg.extract.evidence``); Open IE output keeps the statement, as with every flag.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .false_copulas import country_names
from .fused_spans import CALENDAR_NAMES
from .given_names import given_name_genders

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token

    from .facts import Arg, Fact

# NER labels of a time
_TIME_LABELS = frozenset({"DATE", "TIME"})
# a copula may say what a time was ("Tuesday was the deadliest day"), and a time may be what is measured
_COPULAS = frozenset({"be", "become", "remain"})


def fused_subject(fact: Fact, doc: Doc) -> bool:
    """Whether the statement's subject is a time or a time phrase fused before the real subject, or the
    statement holds a headline's Title Case verb (in its subject, its verb or its object)."""
    if time_subject(fact, doc):
        return True
    if any(_country_run(doc, a) for a in (fact.subject, fact.agent, fact.obj) if a is not None):
        return True
    if _headline_verb(doc, fact.verb, fact.verb + 1):
        return True  # the relation itself: "the programme | go | Digital" of a show's title
    args = [a for a in (fact.subject, fact.obj) if a is not None]
    return any(_headline_verb(doc, a.start, a.end, inside=True) for a in args)


def time_subject(fact: Fact, doc: Doc) -> bool:
    """Whether the statement's subject is a time, or a time phrase fused before the real subject."""
    subject = fact.subject
    if subject is None or fact.agent is not None or fact.passive or doc[fact.verb].lemma_ in _COPULAS:
        # a time may undergo a passive ("the next days will be spent counting")
        return False
    return _time_head(doc, subject) or _fused_article(doc, subject)


def _time_head(doc: Doc, arg: Arg) -> bool:
    """A subject whose head is a time the NER found, with no "of" phrase that names what filled it
    ("months of fighting have left ..." is the fighting's)."""
    head = doc[arg.head]
    if head.ent_type_ not in _TIME_LABELS:
        return False
    if head.pos_ != "NOUN" and head.text not in CALENDAR_NAMES:
        return False
    return not any(c.dep_ == "prep" and c.lower_ == "of" for c in head.children)


def _fused_article(doc: Doc, arg: Arg) -> bool:
    """ "a nearly three-week siege rebels": "a" or "an" on a plural head, with a noun between them, is two
    noun phrases run together, the first a fronted phrase's object."""
    head = doc[arg.head]
    if head.tag_ != "NNS":
        return False
    dets = [c for c in head.children if c.dep_ == "det" and c.lower_ in {"a", "an"} and c.i < head.i]
    if not dets:
        return False
    if any(c.dep_ == "nummod" and c.i > dets[0].i for c in head.children):
        # "an extra 500 traffic wardens", "a further 80 army engineers": after a word of quantity the
        # article goes with the count, one phrase
        return False
    between = doc[dets[0].i + 1 : head.i]
    return any(t.dep_ == "compound" and t.pos_ == "NOUN" and t.tag_ == "NN" for t in between)


def _country_run(doc: Doc, arg: Arg) -> bool:
    """Whether the phrase is headed by a country with another country as its compound right before it
    ("Russia Iran", "The US Britain France"): countries listed without their commas."""
    head = doc[arg.head]
    if head.pos_ != "PROPN" or head.lower_ not in country_names():
        return False
    before = doc[head.i - 1] if head.i > arg.start else None
    if before is None or _named_person(before, head):
        return False
    return (
        before.dep_ == "compound"
        and before.head.i == head.i
        and before.pos_ == "PROPN"
        and before.lower_ in country_names()
    )


def _named_person(first: Token, head: Token) -> bool:
    """Whether two country words are one person's name: a given name ("Chad", "Georgia", "India") that
    opens the person's name the NER read ("Chad Jordan said"). NER reads some lists as one person too
    ("Norway Sweden"), so its label alone tells nothing."""
    return (
        first.ent_type_ == head.ent_type_ == "PERSON"
        and head.ent_iob_ == "I"
        and first.text in given_name_genders()
    )


def _headline_verb(doc: Doc, start: int, end: int, inside: bool = False) -> bool:
    """A verb in Title Case in ``[start, end)``, outside a name and not first in its sentence or after a
    mark ("150 Injured in ..."): a headline's capitals, run into the sentence. ``inside`` an argument a
    work's title the NER missed holds one too ("Akon's Locked Up", "Don't Come for Free", "show Faking
    It"), so there the verb must follow a lower-case word or a count and go on in lower case, as a
    headline run into the lead does ("More than 150 Injured in continued ...")."""
    for t in doc[start:end]:
        if t.pos_ != "VERB" or not t.is_title or t.ent_type_ or t.is_sent_start or t.i == 0:
            continue
        before = doc[t.i - 1]
        if before.is_punct or before.is_title:
            continue  # a quoted title ("'Lost' Hits Cinemas") or a name's capitals run on
        if inside:
            after = doc[t.i + 1] if t.i + 1 < len(doc) else None
            if not (before.is_alpha or before.like_num) or (after is not None and not after.is_lower):
                continue
        return True
    return False
