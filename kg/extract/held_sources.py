"""A source the parser left inside a subject or object: "... for the Army of Conquest said observatory head
Rami Abdel Rahman", "the only artery we have said Hossam Qassab a 32-year-old pharmacist", "24 people a
monitor said a day after ...", "at least 50 a monitoring group said in the second bombardment".

FA-KES text has no commas, so a source that closes or interrupts a report ("..., said X", "..., X said")
is sometimes hung by the small model on the last noun of the claim, as a relative clause or a modifier,
where neither ``kg.extract.closing_speakers`` nor ``kg.extract.inverted_sources`` finds it. The statement
then carries who said it inside one of its arguments, fused with the claim's words, and loses it as its
speaker: the claim reads as the outlet's own. It stays out of the graph as a `fragment`; cutting the
source off would leave a sourced claim without its speaker, which is false all the same.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .attribution import SOURCE_LEMMAS, contrast_conjunctions
from .facts import FINITE

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token

    from .facts import Arg, Fact

# Tags of a relative or interrogative word: "which the Observatory said killed ...", "what the regime said
# about corridors" are phrases of their own, whose source belongs to them.
_WH_TAGS = frozenset({"WDT", "WP", "WP$", "WRB"})
# Children of a source verb that make what follows it a saying of its own: "which Washington said was not
# intentional", "where the UN says 250000 civilians live", "who said they were from the towns".
_CLAUSE_DEPS = frozenset({"ccomp", "xcomp"})


def holds_source(fact: Fact, doc: Doc) -> bool:
    """Whether the subject or object of ``fact`` holds a source verb with its own speaker, run in."""
    # a saying's object may be headed by a source verb of its own ("X said the move adds to the strain")
    said = doc[fact.verb].lemma_.lower() in SOURCE_LEMMAS
    return any(
        _source_inside(doc, arg, arg is fact.obj and not said)
        for arg in (fact.subject, fact.obj)
        if arg is not None
    )


def _source_inside(doc: Doc, arg: Arg, is_object: bool) -> bool:
    """Whether a finite verb of ``SOURCE_LEMMAS`` inside ``arg`` names who spoke (a subject before it or a
    name after it, in the phrase) and says nothing of its own there: no clause, no relative word, no thing
    as its object. A participle ("a statement saying ...") or a passive ("what is said to be ...") is a
    phrase's own, and kept; so is a phrase headed by the verb, but for an object read off a closing
    source (``is_object``, never a saying's)."""
    gap = range(*arg.gap) if arg.gap else range(0)
    for t in doc[arg.start : arg.end]:
        if t.i in gap or t.tag_ not in FINITE or t.lemma_.lower() not in SOURCE_LEMMAS or _adds_to(t):
            continue
        if t.i == arg.head and not (is_object and t.dep_ == "ccomp"):
            # a phrase headed by its source is a saying ("X | inform | The U.N. says" is the report's
            # own); only an object the parser made of the closing source is asked: "wounded at least 50 a
            # monitoring group said in the second bombardment" hangs "said" on "wounded" as its clause
            continue
        inside = [c for c in t.children if arg.start <= c.i < arg.end and c.i not in gap]
        if any(c.tag_ in _WH_TAGS or c.lower_ == "that" for c in inside):
            continue
        if any(c.dep_ in _CLAUSE_DEPS and c.pos_ in {"VERB", "AUX"} for c in inside):
            continue
        if any(c.dep_ in {"auxpass", "nsubjpass"} for c in t.children) or _own_act(t):
            continue
        speaker = [c for c in inside if (c.dep_ == "nsubj" and c.i < t.i) or _named_after(t, c)]
        if speaker and not _quoted(doc, arg, t) and not _set_off(doc, min(c.i for c in [*speaker, t])):
            return True
    return False


def _adds_to(verb: Token) -> bool:
    """ "this adds to the strain", "added to the toll": "add" of a sum, not of a saying."""
    return verb.lemma_.lower() == "add" and any(c.dep_ == "prep" and c.lower_ == "to" for c in verb.children)


def _own_act(verb: Token) -> bool:
    """Whether the source verb has a thing as its object, which makes it an act of the phrase ("the night
    she wrote her novel", "as it announced its caliphate"); not a source set against the claim by "while"
    ("... while the Observatory reported strikes on the capital", ``ontology/contrast-conjunctions.tsv``),
    which is the writer's, run in."""
    contrast = any(c.dep_ == "mark" and c.lower_ in contrast_conjunctions() for c in verb.children)
    return not contrast and any(c.dep_ == "dobj" and c.pos_ == "NOUN" for c in verb.children)


def _set_off(doc: Doc, first: int) -> bool:
    """Whether a comma or a dash stands right before the source: "the council that, she says, blocks ..." is
    a source the writer set off inside the phrase, which the reader sees as such."""
    return first > 0 and doc[first - 1].text in {",", "-", "--", "–", "—"}


def _named_after(verb: Token, child: Token) -> bool:
    """Whether ``child`` is a name the parser took as said, or as told, right after the verb: "said
    observatory head Rami Abdel Rahman", "said Hossam Qassab" (the speaker), "told SANA" (whom the
    source told: a source all the same)."""
    return child.i > verb.i and child.dep_ in {"dobj", "ccomp", "dative"} and child.pos_ == "PROPN"


def _quoted(doc: Doc, arg: Arg, verb: Token) -> bool:
    """Whether a quotation mark inside ``arg`` stands before ``verb``: a source inside a quotation is the
    quoted speaker's own words ("we said no", "I told them")."""
    return any(t.is_quote for t in doc[arg.start : verb.i])
