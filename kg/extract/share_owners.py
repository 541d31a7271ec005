"""The "it" of "Shares in Acme fell after it said ...": the firm whose shares its sentence's subject is.

Business news writes a firm's news as its shares' move and the firm's act in a clause hung on it: "Shares
in Acme Group, which owns the port, fell 7% after it said profits would halve", "Acme's
shares rose as it reported higher sales". "It" is singular and "shares" plural, so the one thing it can be
is the firm the subject names: by "in" or by a possessive, an organisation's name in the subject's phrase
(not in a relative clause of it, which may name other things). Salience leaves such an "it" open, as an
unnamed subject stands before it (``salience_bounds.common_subject_before``), and ``Nearby`` does when the
sentence before names another firm. The subject is a plural of a holding ("shares", "stakes",
"shareholders": the `holding-in` rows of ``ontology/context-words.tsv``); the "it" the subject of a clause
of time or cause hung on the subject's verb.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from ..resources import words_of_kind
from .attribution import is_speech_verb
from .expletives import expletive
from .quotes import SUBJECTISH, clean_name

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token


def share_owners(doc: Doc, resolved: dict[int, str]) -> dict[int, str]:
    """Each open "it" of a clause hung on "Shares in Acme ..." and the firm it stands for; and the "it" of
    what that "it" said ("after it said profits would halve"), which is the same firm's."""
    found: dict[int, str] = {}
    its = [t for t in doc if t.lower_ == "it" and t.i not in resolved]
    for tok in its:
        if owner := share_owner(tok):
            found[tok.i] = owner
    for tok in its:
        if tok.i in found or tok.dep_ not in SUBJECTISH or tok.head.dep_ != "ccomp" or expletive(tok):
            continue
        verb = tok.head.head
        speaker = next((c for c in verb.children if c.dep_ in SUBJECTISH), None)
        if is_speech_verb(verb) and speaker is not None and speaker.i in found:
            found[tok.i] = found[speaker.i]
    return found


def share_owner(tok: Token) -> str | None:
    """The name of the firm whose shares the clause "it" hangs on is about, or None."""
    # a dummy "it" ("after it emerged that ...", "after it was reported that ...") stands for no firm
    if tok.lower_ != "it" or tok.dep_ not in SUBJECTISH or tok.head.dep_ != "advcl" or expletive(tok):
        return None
    subject = next((c for c in tok.head.head.children if c.dep_ in SUBJECTISH), None)
    if subject is None or subject.tag_ != "NNS" or subject.lower_ not in _holdings():
        return None
    # the subject's own phrase, without the relative clauses that describe its firm
    skipped = {w.i for c in subject.subtree if c.dep_ == "relcl" for w in c.subtree}
    names = {
        clean_name(ent.text)
        for ent in tok.doc.ents
        if ent.label_ == "ORG"
        and ent.root.i not in skipped
        and subject.left_edge.i <= ent.root.i
        and ent.root.i <= subject.right_edge.i
        and ent.root.i != subject.i
    }
    names.discard("")
    return names.pop() if len(names) == 1 else None


@lru_cache(maxsize=1)
def _holdings() -> frozenset[str]:
    """Plural nouns of a holding in a firm: the `holding-in` rows of ``ontology/context-words.tsv``."""
    return frozenset(w.lower() for w in words_of_kind("context-words.tsv", "holding-in"))
