"""An "it" two sentences from its name, past a sentence about an unnamed thing, stays open (issue 12).

"Acme won its appeal. Mr Dale's trial is expected to last a month. It will open on ...": salience gives "it"
the last body named as a subject, however far back, and ``kg.extract.subject_rivals`` takes that name away
when the sentence before is about an unnamed singular thing, unless a name modifies that thing ("Mr Dale's
trial", "A Zeta Union directive"), as the name "it" was given may. When the sentence before does not write
that name at all, the modifier is another name's, and a reader takes "it" for the thing just told of. So an
"it" that is its sentence's first subject, or an "Its" that owns that subject, keeps a name only when the
name, or a pronoun resolved to it, is written in the sentence before or in its own sentence before it, or
the main subject of the sentence before is no singular common noun, or a definite one that may name it
again (``subject_rivals.redescribes``: "The organisation", or any noun right after a sentence about the
name), or a person noun (``ages.person_nouns``: "One analyst said", which "it" never stands for). A plural
subject between is no sign ("Other films showing at the festival include ... It also has" is the festival).
Only taken away, never given.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .ages import person_nouns
from .quotes import SUBJECTISH
from .subject_rivals import opens_clause, redescribes

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token


def shifted_its(doc: Doc, resolved: dict[int, str]) -> list[int]:
    """Indexes of the resolved subject "it"s, and subjects' "Its", whose sentence before is about an unnamed
    singular thing and does not name what they were given."""
    return [
        i
        for i, name in resolved.items()
        if doc[i].lower_ in {"it", "its"} and opens_clause(doc[i]) and _shifted(doc[i], name, resolved)
    ]


def _shifted(tok: Token, name: str, resolved: dict[int, str]) -> bool:
    doc = tok.doc
    if tok.sent.start == 0 or not name.split():
        return False
    before = doc[tok.sent.start - 1].sent
    last = name.split()[-1].lower()
    if any(t.lower_ == last or resolved.get(t.i) == name for t in doc[before.start : tok.i]):
        return False
    # a singular common noun, even one another name modifies, but not a definite one that may name the body
    # again ("The organisation has been in trouble before. It denies ..."; "Acme cut its debt. The data
    # seller said ... It added"), nor a person's ("One analyst called the move overdue. It also raised
    # fees": "it" is never the analyst)
    return any(
        c.dep_ in SUBJECTISH
        and c.tag_ == "NN"
        and not c.ent_type_
        and c.lemma_.lower() not in person_nouns()
        and not redescribes(c, name)
        for c in before.root.children
    )
