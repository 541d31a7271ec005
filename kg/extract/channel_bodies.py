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
from .attribution import THING_LABELS, is_speech_verb
from .quotes import SUBJECTISH

if TYPE_CHECKING:
    from spacy.tokens import Token


@lru_cache(maxsize=1)
def quoting_verbs() -> frozenset[str]:
    """The lemmas of ``ontology/quoting-verbs.tsv``: verbs by which a report passes on another's words."""
    return frozenset(row["verb"] for row in read_tsv("quoting-verbs.tsv", ("verb",)))


def quoted_speaker(tok: Token) -> bool:
    """True for the object of a verb of quoting followed by "as" and a speaking ("quoted the ministry as
    saying"): the one whose words the sentence gives. "as" without a speaking is no quoting ("cited the
    firm as the worst offender", "cited costs as the reason"): the object is what the subject judged."""
    verb = tok.head
    if tok.dep_ != "dobj" or verb.lemma_.lower() not in quoting_verbs():
        return False
    return any(
        c.dep_ == "prep" and c.lower_ == "as" and c.i > tok.i and any(is_speech_verb(g) for g in c.children)
        for c in verb.children
    )


def channel(quoted: Token) -> Token | None:
    """The subject of the verb that quotes ``quoted`` (a ``quoted_speaker``): the agency that passes the
    words on ("AFP" of "AFP quoted the ministry as saying"), or None."""
    return next((c for c in quoted.head.children if c.dep_ == "nsubj"), None)


def outranked_subject(tok: Token) -> bool:
    """True when ``tok``, a subject, is that of a clause held by a verb of its sentence whose own subject is
    another named thing (an organisation, a place or a people, ``THING_LABELS``, through any verb above
    it, "and" included): the sentence names two bodies that act, and nothing tells which a later "it" is.
    An outlet that only reports the clause ("The newspaper Daily Post reported that Acme ...") is no rival:
    the report is about the body inside it, whose "Its shares" follow."""
    verb = tok.head
    for above in verb.ancestors:
        for kid in above.children:
            if kid.dep_ not in SUBJECTISH or kid.ent_type_ not in THING_LABELS or kid.i == tok.i:
                continue
            if is_speech_verb(above) and _outlet(kid):
                continue
            return True
    return False


@lru_cache(maxsize=1)
def outlet_words() -> tuple[frozenset[str], frozenset[str]]:
    """Nouns of an outlet (``no-person-nouns.tsv`` kind `outlet`, "newspaper") and the names of wire
    services (``wire-credits.tsv``, "Reuters", as written)."""
    nouns = frozenset(
        row["noun"].lower()
        for row in read_tsv("no-person-nouns.tsv", ("noun", "kind"))
        if row["kind"] == "outlet"
    )
    return nouns, frozenset(row["word"] for row in read_tsv("wire-credits.tsv", ("word",)))


def _outlet(subject: Token) -> bool:
    """A subject that names a news outlet: a wire service's name, or a name set beside an outlet's noun
    ("the Daily Post newspaper", "the news agency Novosti", whose noun the parser may make a second
    subject of the verb)."""
    nouns, wires = outlet_words()
    near = [subject, *subject.children, subject.head]
    near += [c for c in subject.head.children if c.dep_ in SUBJECTISH]
    return subject.text in wires or any(t.lemma_.lower() in nouns and t.pos_ == "NOUN" for t in near)
