"""An "it" its own copula describes as a thing no name of a body or place is (issue 12, audit class 10).

"The council met the parents on Tuesday. It is a costly project for a small town": what "It" is, the
copula says, is a happening, a project, an issue or an area; salience, which sees names only, gives it the
council named before. A reader takes such an "it" for the unnamed thing the sentences before spoke of (the
meeting, the dam, the campaign), so an "it" that is the subject of "be" with a noun complement keeps its
name only when that noun may describe a named thing: a kind noun ("the club", "the firm", "a film":
``kind-nouns.tsv``, ``company-nouns.tsv``), a body of state or a unit of place (``head-nouns.tsv``
`state-body`, `state-arms`, `place-unit`, `settlement-unit`) or an agent noun ("the largest lender"). Inside
what a speaker says ("Acme said it is the largest supplier") the speaker's rule settles it, and a name that is
a subject of the sentence before or of the pronoun's own ("The chip will be built in. For now it is a
small extra part") is what the copula describes: this rule stays out of both. The name must head that
subject, not only sit in it ("Talks between Acme and its lenders broke down. It was a blow"), and a span of
time ("It has been an odd week for Acme") is the time's own "it" whatever the name. A copula that counts
or ranks "it" among other things ("It is one of the largest lenders", "It is the newest in a series of
events") describes it by those things (lenders, events); a rank in a singular ("the largest in the world",
"the first of its kind") says where it ranks, not what it is. Only taken away, never given.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from ..resources import words_of_kind
from .attribution import is_speech_verb
from .descriptions import kind_nouns
from .facts import TIME_LABELS
from .quotes import SUBJECTISH

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token

# the head-nouns.tsv kinds whose nouns describe a named body or place ("the government", "a town")
_NAMED_KINDS = ("state-body", "state-arms", "place-unit", "settlement-unit")
# endings of agent nouns, which name what a body does ("maker", "operator", "giant")
_AGENT_ENDINGS = ("er", "or", "ant")
# the prepositions a ranking adjective counts its noun by ("the latest in a series", "the largest of them")
_AMONG = frozenset({"of", "in", "among"})
# ordinals a copula ranks a thing by, beside the superlatives ("the first of its kind", "the latest in")
_ORDINALS = frozenset({"first", "second", "third", "last", "next"})
# what NER tags a span of time ("an odd week", "a busy summer")


@lru_cache(maxsize=1)
def _describing_nouns() -> frozenset[str]:
    """Nouns that may describe a named body, work or place: kind nouns of every kind but `person`, company
    nouns, and the head nouns of ``_NAMED_KINDS``."""
    nouns = {noun for noun, kind in kind_nouns().items() if kind != "person"}
    nouns |= {word for kind in _NAMED_KINDS for word in words_of_kind("head-nouns.tsv", kind)}
    return frozenset(nouns)


def described_its(doc: Doc, resolved: dict[int, str]) -> list[int]:
    """Indexes of the resolved "it"s whose copula describes them as something no named body or place is."""
    found = []
    for i, name in resolved.items():
        noun = _other_noun(doc[i]) if doc[i].lower_ == "it" else None
        # "It has been an odd week for Acme": a span of time is what the time's own "it" is, whatever
        # name the sentences before are about
        if noun is not None and (noun.ent_type_ in TIME_LABELS or not _about(doc[i], name)):
            found.append(i)
    return found


def _about(tok: Token, name: str) -> bool:
    """True when the name is a subject of the sentence before or of the pronoun's own before it, of any
    clause ("The chip will be built in. For now it is a small extra part"; "Before Acme announced the deal
    it was among the loudest voices"): what "it" is, then, is what the name stands for."""
    doc = tok.doc
    start = doc[tok.sent.start - 1].sent.start if tok.sent.start > 0 else tok.sent.start
    words = name.split()
    # the whole name, not a namesake its last word may share ("the Xiluodu Dam" is not "the Three Gorges Dam")
    bare = " ".join(words[1:] if words and words[0].lower() == "the" else words).lower()
    return bool(bare) and any(
        t.dep_ in SUBJECTISH and _heads(t, bare) and bare in " ".join(w.lower_ for w in t.subtree)
        for t in doc[start : tok.i]
    )


def _heads(subject: Token, bare: str) -> bool:
    """True when the name holds the subject's head word or that of a phrase beside it ("Indie veterans The
    Vexers"): a name a preposition or an owner only adds to the subject is not what it is about ("Talks
    between Acme and its lenders broke down", "Acme's new console is ...")."""
    words = set(bare.split())
    return any(w.lower_ in words for w in (subject, *(c for c in subject.children if c.dep_ == "appos")))


def _other_noun(tok: Token) -> Token | None:
    """The noun the copula of ``tok`` describes it by when no named body or place may be that noun."""
    verb = tok.head
    if tok.dep_ not in SUBJECTISH or verb.lemma_ != "be" or verb.i == tok.i:
        return None
    if any(is_speech_verb(above) for above in verb.ancestors):
        return None  # "Acme said it was the largest supplier": the speaker's own "it"
    noun = next((c for c in verb.children if c.dep_ == "attr" and c.i > tok.i), None)
    if noun is not None and (noun.lower_ == "one" or _ranked(noun)):
        # "It is one of the largest lenders", "It is the newest in a series of talks": the noun it is
        # counted or ranked among
        ranked = noun.lower_ != "one"
        among = _AMONG if ranked else frozenset({"of"})
        of = next((c for c in noun.children if c.dep_ == "prep" and c.lower_ in among), None)
        noun = next((c for c in of.children if c.dep_ == "pobj"), None) if of is not None else None
        noun = _members(noun) if noun is not None else None
        if ranked and noun is not None and noun.tag_ != "NNS":
            return None  # "the largest in the world", "the first of its kind": where it ranks, not among what
    if noun is None or noun.pos_ != "NOUN":
        return None
    lemma = noun.lemma_.lower()
    # an agent noun may describe a body whatever its trade ("the largest carmaker", "a retail giant")
    if lemma in _describing_nouns() or lemma.endswith(_AGENT_ENDINGS):
        return None
    return noun


def _ranked(attr: Token) -> bool:
    """A superlative or an ordinal a copula ranks its subject by: "the latest", "the first"."""
    return attr.pos_ == "ADJ" and (attr.tag_ == "JJS" or attr.lower_ in _ORDINALS)


def _members(noun: Token) -> Token:
    """The plural a collective counts ("a series of events", "a string of raids"), else ``noun``: what
    a thing ranked "the newest in a series of events" is, is one of the events."""
    of = next((c for c in noun.children if c.dep_ == "prep" and c.lower_ == "of"), None)
    plural = next((c for c in of.children if c.dep_ == "pobj"), None) if of is not None else None
    indefinite = any(c.dep_ == "det" and c.lower_ in {"a", "an"} for c in noun.children)
    if plural is None or plural.tag_ != "NNS" or not indefinite:
        return noun
    return plural
