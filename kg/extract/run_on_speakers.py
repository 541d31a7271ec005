"""A closing source the parser hung on the report it closes, found from its speech verb: "... and two other
villages the head of the group Omar Said told AFP", where without commas the speaker reads as an apposition
of a noun of the report (or a second subject beside one) and the verb gets no subject of its own.

Split out of ``kg.extract.reports``, whose ``attribution_of`` asks ``run_on_speaker`` for a report's
speaker; ``kg.extract.triples`` asks it too, and ``closing_subject`` for a closing verb's own subject, so
that ``speakers_role`` can drop the apposition facts such a speaker's role makes ("villages | be | the head
of ...").
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .attribution import SOURCE_LEMMAS, other_sense
from .subjects import SUBJECT_DEPS

if TYPE_CHECKING:
    from spacy.tokens import Token

    from .facts import Fact


def run_on_speaker(verb: Token) -> tuple[Token, int] | None:
    """The speaker of a closing source verb whose name the parser hung on the report, and where its
    phrase starts.

    "... and two other villages the head of the group Omar Said told AFP": without commas the speaker
    reads as an apposition of a noun of the report, and "told" gets no subject, or that noun as one.
    """
    if verb.lemma_ not in SOURCE_LEMMAS or verb.i == 0 or other_sense(verb):
        return None
    name = verb.doc[verb.i - 1]
    top = name
    for _ in range(4):  # "the head of the group Omar Said": up from the name to the apposition
        if top.dep_ not in {"compound", "pobj", "prep", "flat"}:
            break
        top = top.head
    subjects = [c for c in verb.children if c.dep_ in SUBJECT_DEPS and c.i < verb.i]
    if name.pos_ not in {"PROPN", "NOUN"}:
        return None
    if not any(c.dep_ == "ccomp" and c.i < verb.i for c in verb.children):
        return None  # "Athlete's latest offering Tourist claimed the top spot" reports nothing
    if top.dep_ in SUBJECT_DEPS and top.head.i == verb.i and len(subjects) > 1:
        # "... with 3000 people leaving Foua the head of the group Rami Abdel Rahman told AFP": the
        # speaker read as a second subject beside a noun of the report
        return (name if name.pos_ == "PROPN" else top), top.left_edge.i
    if top.dep_ != "appos" or top.head.i > verb.i:
        return None
    host = subjects[0] if subjects else next((c for c in verb.children if c.dep_ == "ccomp"), None)
    if host is None or host.i > verb.i or not host.left_edge.i <= top.head.i <= host.right_edge.i:
        return None
    # "villages the head of the committee Omar Said": the role and the name are two appositions
    start = min(c.left_edge.i for c in top.head.children if c.dep_ == "appos" and top.head.i < c.i <= top.i)
    return (_name_head(name) if name.pos_ == "PROPN" else top), start


def _name_head(name: Token) -> Token:
    """The head of the name that ends on ``name``: through a name's own "for" or "of" ("... killed 58
    civilians" the Syrian Observatory for Human Rights said": "Observatory", whose phrase is the whole
    name, not "Rights", whose phrase was the speaker "Human Rights")."""
    while (
        name.dep_ == "pobj"
        and name.head.lower_ in {"for", "of"}
        and name.head.dep_ == "prep"
        and name.head.head.pos_ == "PROPN"
        and name.head.head.i == name.head.i - 1
        and name.head.i == name.left_edge.i - 1
    ):
        name = name.head.head
    return name


def speakers_role(fact: Fact, verb: Token, speaker: Token, start: int, misread: bool = True) -> bool:
    """True for an apposition fact made of a closing speaker's role: "villages | be | the head of ...".

    A ``misread`` speaker (one the parser hung on the report) also describes nothing of its own.
    """
    if fact.obj is None or fact.subject is None:
        return False
    if fact.obj.end == speaker.left_edge.i and fact.subject.head < fact.obj.start:
        return True
    inside = start <= fact.obj.head < verb.i or fact.obj.start <= speaker.i < fact.obj.end
    return misread and (inside or fact.subject.head == speaker.i)


def closing_subject(verb: Token) -> Token | None:
    """The subject of a source verb that closes its report ("... two other ports Alan Pike told AFP")."""
    clause = next((c for c in verb.children if c.dep_ == "ccomp" and c.i < verb.i), None)
    subject = next((c for c in verb.children if c.dep_ in SUBJECT_DEPS and c.i < verb.i), None)
    return subject if clause is not None and subject is not None and subject.i > clause.i else None
