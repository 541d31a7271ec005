"""Statements whose only anchor is a count or a happening: no word of the subject, the object or a
passive's agent names anyone, and the subject does not even say how many. "Policemen | carry | one body",
"villages | witness | the killing of many people", "Foreign sales | increase by | 8.2%", "the regime |
deal | a major blow".

``kg.extract.unanchored`` keeps out a statement of which no side is anchored, and lets a count or a
happening ("the attack", "a gunman") anchor a side as a name does, since a count or a happening is a fact
of the story. But a count or a happening on the object's side does not say whose: which policemen, whose
sales, which villages. The audit's judges read such statements useless: of the judged statements of the
audit set and the development sets dev-s6 to dev-s41 still in the graph when this rule was written, it
took out 1 true, 43 useless and 6 false. So ``kg.extract.evidence`` keeps them out of the graph with the
flag `nameless`; triples.csv keeps them. Two shapes:

- the subject names nothing at all (no name, no resolved word, no count, no happening) and the object
  only a count or a happening ("Policemen | carry | one body");
- the subject and the object are only happenings or their doers, with no count ("The blast | kill |
  government soldiers", "the regime | deal | a major blow").

Left in: a subject with a count ("Two soldiers guarded the gate": how many is what the story tells); a subject
that says no one did it ("Nobody took credit for the blasts": a count of none); a happening or its doer that
hurt a counted number ("A bomb blast killed six people": the event model places the happening); a happening or
doer subject with a plain object ("A gunman wounded a guard", whose share of the judged rows is too often
true); a weapon that hurt a counted number, which names the attack as ``weapons.tsv`` says ("Shells killed 20
people"); a name among the statement's own phrases ("A shell | hit | a school" in the centre of a named city;
a day or a month is no name); and a verb of saying ("a militia member said five people died"): a described
teller is a source the issue allows (``kg.extract.unanchored.nameless_teller``). A claim with a speaker is
left to the speaker's tests (``kg.extract.vague_speakers``, ``nameless_teller``): "Nationwide said January
house prices rose 0.4%" tells who says it; and the one body or thing of its kind in news ("the government",
"the dollar", ``one-of-a-kind-nouns.tsv``) names it ("the dollar | dip against | the euro"). Both found by
reading the whole corpus's changes.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .attribution import is_speech_verb
from .false_copulas import weapon_words
from .unanchored import COUNT, HAPPENING, NAME, anchor_kinds

if TYPE_CHECKING:
    from spacy.tokens import Doc

    from .facts import Arg, Fact


_NONE_HEADS = frozenset({"nobody", "none", "noone", "no-one"})


def _nobody(arg: Arg, doc: Doc) -> bool:
    """True for a subject that says no one did it: "Nobody", "No one", "None of them".

    A determiner "no" before another noun is not read: the extractor moves it into the denial ("No arrests
    were made" gives "arrests | make [NOT]"), and the whole corpus's four such statements it would keep
    were none of a thing no reader can place ("arrests over two incidents", "a date for a share sale")."""
    first = doc[arg.start].lower_
    return doc[arg.head].lower_ in _NONE_HEADS or first in _NONE_HEADS or first == "no"


def nameless(fact: Fact, doc: Doc, resolve: dict[int, str]) -> bool:
    """True when no side of the statement of ``fact`` names anyone, and its subject is either open or
    only a happening beside an object that is only a happening (see the module's docstring)."""
    if fact.subject is None or is_speech_verb(doc[fact.verb]):
        return False
    # the statement's subject: a passive's agent when it has one ("the town was shelled by rebels")
    subject = fact.agent or fact.subject
    others = [a for a in (fact.subject, fact.obj, fact.agent) if a is not None and a is not subject]
    if not others:
        return False
    # a name among its own phrases places it: "A shell | hit | a school" in the centre of a named city
    if any(NAME in anchor_kinds(arg, doc, resolve) for _, arg, _ in fact.args):
        return False
    kinds = anchor_kinds(subject, doc, resolve)
    if _nobody(subject, doc):
        kinds.add(COUNT)  # "Nobody took credit for the blasts": a count of none is what the story tells
    # a weapon that hits or kills names the attack (``weapons.tsv``): "Shells killed 20"
    if doc[subject.head].lemma_.lower() in weapon_words() or doc[subject.head].lower_ in weapon_words():
        kinds.add(HAPPENING)
    other_kinds = [anchor_kinds(a, doc, resolve) for a in others]
    if NAME in kinds or any(NAME in k for k in other_kinds) or COUNT in kinds:
        return False
    if not kinds:
        return any(other_kinds)
    return all(k == {HAPPENING} for k in other_kinds)
