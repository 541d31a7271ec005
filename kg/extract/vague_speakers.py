"""A bare plural that speaks without saying who: "Analysts say ...", "Observers say the move may represent a
shift in policy", "Organisers say the festival will celebrate ...", "... has been driven by X, analysts say".

``kg.extract.generic`` spares a plural that speaks ("a described group may be a speaker"), and that holds
for the people at the scene of a happening ("witnesses said", "doctors said"). The commentators, unnamed
sources and reports of ``ontology/vague-speakers.tsv`` are a broad class instead: which analysts, which
reports? The development audits judged their statements useless (dev-s13 to dev-s15, class 1), so
``kg.extract.evidence`` keeps a statement out of the graph (flag `speaker`) when one of them, unnarrowed
and unresolved, is its speaker or the subject of its speech verb. "Western analysts", "many analysts",
"analysts at Barclays", "Government sources" say for whom they speak and stay.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from ..resources import read_tsv
from .attribution import contrast_words, is_source, is_speech_verb

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token

    from .facts import Fact

# Words hung on a noun that do not say which ones are meant: punctuation, a conjunction, a relative clause.
_NOT_NARROWING = frozenset({"punct", "cc", "conj", "relcl"})


@lru_cache(maxsize=1)
def vague_speaker_nouns() -> frozenset[str]:
    """The plurals of ``ontology/vague-speakers.tsv``."""
    return frozenset(row["noun"].lower() for row in read_tsv("vague-speakers.tsv", ["noun"]))


@lru_cache(maxsize=1)
def vague_definites() -> frozenset[str]:
    """The plurals of ``vague-speakers.tsv`` that stay vague after "the" ("the sources", not "the firms",
    which mostly names again firms the article named)."""
    rows = read_tsv("vague-speakers.tsv", ["noun", "definite"])
    return frozenset(row["noun"].lower() for row in rows if row["definite"] == "vague")


def vague_speaker(tok: Token, resolve: dict[int, str]) -> bool:
    """True for a bare plural of ``vague-speakers.tsv`` ("analysts", "Observers" opening a sentence) that
    nothing resolves and no word narrows."""
    if tok.i in resolve or tok.tag_ not in {"NNS", "NNPS"} or tok.lower_ not in vague_speaker_nouns():
        return False
    # a capitalised one inside a sentence is part of a name ("Critics' Circle", "Reports Ltd")
    if not tok.is_lower and tok.i != tok.sent.start:
        return False
    # "The sources said" that no earlier group settles (``groups_again``) is no narrower than "sources"
    definite = tok.lower_ in vague_definites()
    return all(c.dep_ in _NOT_NARROWING or (definite and _bare_the(c)) for c in tok.children)


def _bare_the(word: Token) -> bool:
    """True for "the" before a noun: alone, it says no more which group is meant than no word."""
    return word.dep_ == "det" and word.lower_ == "the"


def groups_again(doc: Doc, resolved: dict[int, str]) -> dict[int, str]:
    """Token index -> the group it names again, for "the sources" after "military sources": a speaking
    plural of ``vague-speakers.tsv`` with only "the" before it stands for the latest group of that noun
    the article narrowed before it ("Military sources said ... the sources added", "according to field
    sources ... The sources said").

    A reader takes the definite plural for the group just described; out of the article "the sources" says
    nothing, "military sources" says for whom they speak. A group the article never narrowed leaves it
    open, and ``vague_speaker`` keeps its statement out like a bare "sources".
    """
    out: dict[int, str] = {}
    nouns = vague_definites()
    latest: dict[str, str] = {}  # noun -> the group last written with it ("" when it was not narrowed)
    for tok in doc:
        if tok.tag_ not in {"NNS", "NNPS"} or tok.lower_ not in nouns:
            continue
        kids = [c for c in tok.children if c.dep_ not in _NOT_NARROWING]
        if len(kids) == 1 and _bare_the(kids[0]) and kids[0].i == tok.i - 1:
            if latest.get(tok.lower_) and tok.i not in resolved and is_source(tok):
                out[tok.i] = latest[tok.lower_]
            continue
        words = _narrowing_words(tok)
        latest[tok.lower_] = doc[words[0].i : tok.i + 1].text if words else ""
    return out


def _narrowing_words(tok: Token) -> list[Token]:
    """The plain words right before ``tok`` that narrow it ("military", "Local and media", "Syrian
    security"), or [] when there are none or a determiner, a number or a name other than a nationality
    is among them."""
    left = [c for c in tok.children if c.i < tok.i and c.dep_ in {"amod", "compound", "nmod"}]
    if not left:
        return []
    words = list(tok.doc[min(c.left_edge.i for c in left) : tok.i])
    plain = all(
        (w.pos_ in {"ADJ", "NOUN", "CCONJ"} and not w.ent_type_) or w.ent_type_ == "NORP" for w in words
    )
    # "Other pundits", "many analysts", "unnamed sources" say no more than "the pundits"
    vague = unnarrowing_words() | contrast_words()
    return words if plain and not any(w.lower_ in vague for w in words) else []


@lru_cache(maxsize=1)
def unnarrowing_words() -> frozenset[str]:
    """Words before a vague plural that do not say which group is meant, from
    ``ontology/unnarrowing-words.tsv``."""
    return frozenset(row["word"].lower() for row in read_tsv("unnarrowing-words.tsv", ["word"]))


def vague_source(fact: Fact, doc: Doc, resolve: dict[int, str], speaker: Token | None) -> bool:
    """True when the statement's speaker, or the one-word subject of its speech verb, is a vague speaker."""
    if speaker is not None and vague_speaker(speaker, resolve):
        return True
    subject = fact.subject
    if subject is None or subject.end - subject.start != 1 or not is_speech_verb(doc[fact.verb]):
        return False
    return vague_speaker(doc[subject.head], resolve)
