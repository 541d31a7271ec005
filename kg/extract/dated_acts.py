"""A passive without its agent whose only complement is its time: "Acme, which was founded in 1952", "The
Corvel Roadster, launched in May, ...", "Mayor X, elected last year". The time is what the
clause tells (when the thing was made, launched, elected), but ``prepositions.bound_preposition`` keeps a
time adjunct out of the relation, as it must where the verb has an object ("opened the plant in 1967"), so
such a fact came out with an empty object and stayed out of the graph (issue 12's density).

Here the time becomes the object, its preposition bound into the relation as a place's is ("Acme | found in |
1952"): only where the time follows the verb (and the words of its relation) straight away, and only a phrase
the tagger marks a date or a time. Only a passive without an agent ("13 people were killed on Saturday by
shells" keeps its agent's statement), of a subject with a proper noun among its words: on the sets fresh when
drawn, active verbs ("the offensive that began in December" hung on the city, "X and Y, who each won on
Tuesday" on the last conjunct) gave false statements, and described subjects ("the ceremony", "peace talks")
useless ones. A question or a modal's act dates nothing; a verb of saying or a copula is not dated this way,
nor a person a "which" clause was hung on.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .attribution import is_speech_verb
from .facts import TIME_LABELS

# words after a span of time that count it from another happening: "two days after the vote"
COUNTED_FROM = frozenset({"after", "before", "since"})
# the modal that only dates an act
_FUTURE = frozenset({"will", "'ll", "shall"})

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token

    from .facts import Arg, Fact


def fill_times(facts: list[Fact], doc: Doc) -> None:
    """Give each objectless fact of ``facts`` whose verb is followed by its time that time as object."""
    for fact in facts:
        verb = doc[fact.verb]
        if fact.obj is not None or fact.subject is None or fact.bound_prep or fact.quoted_clause:
            continue
        # a passive without its agent, of a named thing: see the module
        if not fact.passive or fact.agent is not None or not _named(fact.subject, doc):
            continue
        if verb.pos_ != "VERB" or verb.lemma_.lower() == "be" or is_speech_verb(verb):
            continue
        if any(c.dep_ in {"ccomp", "xcomp", "dobj"} for c in verb.children):
            continue
        # "the team of Anna Kell, which was formed in 2010": a "which" the parser hung on a person stands for
        # another noun, so the person did not undergo the act
        if doc[fact.subject.head].ent_type_ == "PERSON" and any(c.lower_ == "which" for c in verb.children):
            continue
        # "Can Acme lead next decade?": a question or a modal's act ("could open in May") dates nothing;
        # "will" only says when
        if any(c.tag_ == "MD" and c.lower_ not in _FUTURE for c in verb.children) or _asked(verb):
            continue
        found = _first_after(fact, doc)
        if found is None:
            continue
        prep, arg = found
        if prep:
            opens = arg.start - 1
            fact.rel = sorted([*fact.rel, (float(opens), doc[opens].text)])
            fact.lemma = [*fact.lemma, prep.lower()]
            fact.bound_prep = prep.lower()
        fact.obj = arg
        fact.args = [x for x in fact.args if x[1] is not arg]


def _named(subject: Arg, doc: Doc) -> bool:
    """True when a proper noun is among the words of ``subject`` ("The Corvel Roadster", "Acme's record")."""
    return any(doc[i].pos_ == "PROPN" for i in range(subject.start, subject.end))


def _asked(verb: Token) -> bool:
    """True when the sentence of ``verb`` ends in a question mark."""
    sent = verb.sent
    last = sent[-1] if sent[-1].text not in {'"', "'", "\u201d"} or len(sent) < 2 else sent[-2]
    return last.text == "?"


def _first_after(fact: Fact, doc: Doc) -> tuple[str, Arg] | None:
    """The fact's first phrase after its verb when it is a time right after the relation's words ("took
    charge in 2000"), with its preposition ("" for a bare time: "was indicted earlier this year")."""
    after = [(p, a) for p, a, _ in fact.args if a.start > fact.verb]
    if not after:
        return None
    prep, arg = min(after, key=lambda x: x[1].start)
    opens = arg.start - 1 if prep else arg.start
    if prep and doc[opens].lower_ != prep.lower():
        return None
    relation = {int(p) for p, _ in fact.rel if p == int(p)}
    if any(i not in relation for i in range(fact.verb + 1, opens)):
        return None
    head = doc[arg.head]
    if head.ent_type_ not in TIME_LABELS or any(
        doc[i].ent_type_ not in TIME_LABELS for i in range(arg.start, arg.end)
    ):
        return None
    # "sacked one day after a row": a span counted from another happening, no date; a bare
    # number ("died in 2001 aged 86") is an age
    if any(c.dep_ == "prep" for c in head.children) or end_of(doc, arg) > arg.end:
        return None
    if arg.end < len(doc) and doc[arg.end].lower_ in COUNTED_FROM:
        return None
    if not prep and all(doc[i].like_num for i in range(arg.start, arg.end)):
        return None
    return prep, arg


def end_of(doc: Doc, arg: Arg) -> int:
    """Where the phrase of ``arg``'s head ends in the parse (past ``arg`` when a clause or phrase it
    governs was left out of it)."""
    return doc[arg.head].right_edge.i + 1
