"""An object that is a clause cut before its end: it stops on its own speech verb.

"The memoir alleges that Ardley told the governor ..." gives "Ardley | tell | The memoir alleges"; "Pell said
the papers would add pages" may give "the papers | add | Pell said". The object ends on the verb that reports
the statement, so what it says is lost or turned round, and the statement stays out of the graph (flag
`fragment`). Only a verb of speech in its reporting sense counts (a closing source's "said", or one with its
clause), and not inside a clause of its own ("swayed more by the posters than by anything reviewers
write"). An object that ends on an auxiliary ("he still is", "it would") is left alone: read on the corpus,
quotations end so as often as a cut clause does.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .attribution import SOURCE_LEMMAS, is_speech_verb

if TYPE_CHECKING:
    from spacy.tokens import Doc

    from .facts import Fact

_FINITE_TAGS = frozenset({"VBD", "VBZ", "VBP"})


def cut_clause(fact: Fact, doc: Doc) -> bool:
    """True for an object of two words or more whose last word is a speech verb with its subject in the
    object ("Pinto said"): what it reports lies outside."""
    obj = fact.obj
    if obj is None or obj.end - obj.start < 2:
        return False
    end = obj.end - 1
    while end > obj.start and doc[end].is_punct:
        end -= 1
    last = doc[end]
    if any(t.tag_ in {"WP", "WRB", "WDT"} for t in doc[obj.start : end]):
        return False  # "swayed more by the posters than by anything reviewers write": a clause of its own
    # a verb of speech only in its reporting sense: a closing source's ("VNA said") or one with the clause it
    # reports ("alleges that ..."); "before we respond", "the prices it charged" report nothing
    reporting = last.lemma_.lower() in SOURCE_LEMMAS or any(c.dep_ == "ccomp" for c in last.children)
    return (
        is_speech_verb(last)
        and reporting
        and last.tag_ in _FINITE_TAGS
        and any(c.dep_ == "nsubj" and obj.start <= c.i < end for c in last.children)
    )
