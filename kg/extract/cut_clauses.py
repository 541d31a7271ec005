"""An object that is a clause cut before its end: it stops on an auxiliary or on its own speech verb.

"Varnia had hinted it would ignore the court" may give "Varnia | hint | it would"; "Reports of gas use in
the suburbs are wholly untrue, VNA said" read without its commas gives "VNA | say | Reports of gas use in
the suburbs are"; "The memoir alleges that Ardley told the governor ..." gives "Ardley | tell | The memoir
alleges". The object ends where the parse cut the clause, so what it says is lost or turned round, and
the statement stays out of the graph (flag `fragment`). An indirect question ends on its verb and says what
it means ("police know who the attacker was"), and so does a comparison ("worth less than they used to be");
both are left alone.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .attribution import SOURCE_LEMMAS, is_speech_verb

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token

    from .facts import Fact

_FINITE_TAGS = frozenset({"VBD", "VBZ", "VBP"})


def cut_clause(fact: Fact, doc: Doc) -> bool:
    """True for an object of two words or more whose last word is an auxiliary ("it would", "X was
    also") or a speech verb with its subject in the object ("Pinto said"): what it reports lies outside."""
    obj = fact.obj
    if obj is None or obj.end - obj.start < 2:
        return False
    end = obj.end - 1
    while end > obj.start and doc[end].is_punct:
        end -= 1
    last = doc[end]
    if last.pos_ == "ADV" and end > obj.start and _finite_auxiliary(doc[end - 1]):
        end -= 1  # "Al-Hamad was also"
        last = doc[end]
    if _finite_auxiliary(last):
        # "who the attacker was": an indirect question ends on its verb; but not one whose verb comes
        # right after a verb of its own ("what officials said was": the clause is cut after it)
        wh = any(t.tag_ in {"WP", "WRB", "WDT"} for t in doc[obj.start : end])
        # "worth less than they used to be", "as strong as it was": a comparison ends on its verb too
        compared = any(t.lower_ in {"than", "as"} for t in doc[obj.start : end])
        return not compared and (not wh or doc[end - 1].pos_ == "VERB")
    # a verb of speech only in its reporting sense: a closing source's ("VNA said") or one with the clause it
    # reports ("alleges that ..."); "before we respond", "the prices it charged" report nothing
    reporting = last.lemma_.lower() in SOURCE_LEMMAS or any(c.dep_ == "ccomp" for c in last.children)
    return (
        is_speech_verb(last)
        and reporting
        and last.tag_ in _FINITE_TAGS
        and any(c.dep_ == "nsubj" and obj.start <= c.i < end for c in last.children)
    )


def _finite_auxiliary(tok: Token) -> bool:
    """True for a finite auxiliary or modal written small ("was", "would"): not "to be out", whose "be" ends
    a phrase, nor the acronym "IS" the tagger reads as "is"."""
    return tok.is_lower and ((tok.pos_ == "AUX" and tok.tag_ in _FINITE_TAGS) or tok.tag_ == "MD")
