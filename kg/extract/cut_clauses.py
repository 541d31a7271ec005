"""An object that is a clause cut before its end: it stops on an auxiliary or on its own speech verb.

"Russia had indicated it would in any case not abide by the rulings" gives "Russia | indicate | it would";
"Reports on the use of chemical weapons are totally false, SANA said" read without its commas gives "SANA |
say | Reports on the use of chemical weapons are"; "the show on which Conte said ..." gives "Conte | tell |
Conte said". The object ends where the parse cut the clause, so what it says is lost or turned round, and
the statement stays out of the graph (flag `fragment`). An indirect question ends on its verb and says what
it means ("police know who the attacker was"), and is left alone.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .attribution import is_speech_verb

if TYPE_CHECKING:
    from spacy.tokens import Doc

    from .facts import Fact

_FINITE_TAGS = frozenset({"VBD", "VBZ", "VBP"})


def cut_clause(fact: Fact, doc: Doc) -> bool:
    """True for an object of two words or more whose last word is an auxiliary ("it would", "X was
    also") or a speech verb with its subject in the object ("Conte said"): what it reports lies outside."""
    obj = fact.obj
    if obj is None or obj.end - obj.start < 2:
        return False
    end = obj.end - 1
    while end > obj.start and doc[end].is_punct:
        end -= 1
    last = doc[end]
    if last.pos_ == "ADV" and end > obj.start and doc[end - 1].pos_ == "AUX":
        end -= 1  # "Al-Hamad was also"
        last = doc[end]
    if last.pos_ == "AUX" or last.tag_ == "MD":
        # "who the attacker was": an indirect question ends on its verb; but not one whose verb comes
        # right after a verb of its own ("what officials said was": the clause is cut after it)
        wh = any(t.tag_ in {"WP", "WRB", "WDT"} for t in doc[obj.start : end])
        return not wh or doc[end - 1].pos_ == "VERB"
    return (
        is_speech_verb(last)
        and last.tag_ in _FINITE_TAGS
        and any(c.dep_ == "nsubj" and obj.start <= c.i < end for c in last.children)
    )
