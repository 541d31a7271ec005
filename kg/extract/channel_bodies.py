"""Which of two bodies in one sentence a later "it" or "its" may stand for (issue 12, audit class 10).

Salience (``kg.extract.coref``) takes the latest named subject of a thing. Two shapes make that a wrong guess:

- a report that passes on another's words: in "Reuters quoted the State Department as saying that ...", the
  one quoted speaks and acts, the agency is the channel; "Its spokesman said" next is the department's.
- a body that is the subject of a clause another body's verb holds: in "The trust asked the court to stop
  Acme chasing the leaks. It argues ...", the sentence is about the trust and Acme only in what it asked;
  "It" may be either, and a guess gives one body's words to its opponent, so the pronoun stays open.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from ..resources import read_tsv
from .attribution import THING_LABELS
from .quotes import SUBJECTISH

if TYPE_CHECKING:
    from spacy.tokens import Token


@lru_cache(maxsize=1)
def quoting_verbs() -> frozenset[str]:
    """The lemmas of ``ontology/quoting-verbs.tsv``: verbs by which a report passes on another's words."""
    return frozenset(row["verb"] for row in read_tsv("quoting-verbs.tsv", ("verb",)))


def quoted_speaker(tok: Token) -> bool:
    """True for the object of a verb of quoting followed by "as" and a speaking ("quoted the ministry as
    saying"): the one whose words the sentence gives."""
    verb = tok.head
    if tok.dep_ != "dobj" or verb.lemma_.lower() not in quoting_verbs():
        return False
    return any(c.dep_ == "prep" and c.lower_ == "as" and c.i > tok.i for c in verb.children)


def outranked_subject(tok: Token) -> bool:
    """True when ``tok``, a subject, is that of a clause held by a verb of its sentence whose own subject is
    another named body: the sentence names two bodies that act, and nothing tells which a later "it" is."""
    verb = tok.head
    for above in verb.ancestors:
        for kid in above.children:
            if kid.dep_ in SUBJECTISH and kid.ent_type_ in THING_LABELS and kid.i != tok.i:
                return True
    return False
