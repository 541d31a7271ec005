"""An "it" two sentences from its name, past a sentence about something unnamed, stays open (issue 12).

"Acme lost its case in court. Small shops usually rely on cheap loans. Instead it uses ...": salience gives
"it" the last body named as a subject, however far back, and ``kg.extract.subject_rivals`` takes that name
away only when the sentence before is about an unnamed thing of the pronoun's number ("The peso ... It"). A
reader who meets a whole sentence about something else, named by a common noun ("Small shops", "Parents who
met the minister") and not by the name, no longer takes "it" for the name: the writer's "it" is the
happening just told of, or the kind of thing the sentence before spoke of in the plural. So an "it" that is
its sentence's first subject keeps a name only when the name, or a pronoun resolved to it, is written in the
sentence before or in its own sentence before it, or the main subject of the sentence before is no unnamed
common noun, or a definite one that may name it again (``subject_rivals.redescribes``: "The organisation",
or any noun right after a sentence about the name). Only taken away, never given.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .quotes import SUBJECTISH
from .subject_rivals import opens_clause, redescribes

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token


def shifted_its(doc: Doc, resolved: dict[int, str]) -> list[int]:
    """Indexes of the resolved subject "it"s whose sentence before is about an unnamed thing and does not
    name what they were given."""
    return [
        i
        for i, name in resolved.items()
        if doc[i].lower_ == "it" and opens_clause(doc[i]) and _shifted(doc[i], name, resolved)
    ]


def _shifted(tok: Token, name: str, resolved: dict[int, str]) -> bool:
    doc = tok.doc
    if tok.sent.start == 0 or not name.split():
        return False
    before = doc[tok.sent.start - 1].sent
    last = name.split()[-1].lower()
    if any(t.lower_ == last or resolved.get(t.i) == name for t in doc[before.start : tok.i]):
        return False
    # a common noun, even one another name modifies ("The Zeta order"), but not a definite one that may name
    # the body again: a kind noun ("The organisation has found itself in trouble. It denies ..."), or any
    # noun right after a sentence about the name ("Acme cut its debt. The data seller said ... It added")
    return any(
        c.dep_ in SUBJECTISH and c.pos_ == "NOUN" and not c.ent_type_ and not redescribes(c, name)
        for c in before.root.children
    )
