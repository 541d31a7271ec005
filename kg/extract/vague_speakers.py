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
from .attribution import is_speech_verb

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token

    from .facts import Fact

# Words hung on a noun that do not say which ones are meant: punctuation, a conjunction, a relative clause.
_NOT_NARROWING = frozenset({"punct", "cc", "conj", "relcl"})


@lru_cache(maxsize=1)
def vague_speaker_nouns() -> frozenset[str]:
    """The plurals of ``ontology/vague-speakers.tsv``."""
    return frozenset(row["noun"].lower() for row in read_tsv("vague-speakers.tsv", ["noun"]))


def vague_speaker(tok: Token, resolve: dict[int, str]) -> bool:
    """True for a bare plural of ``vague-speakers.tsv`` ("analysts", "Observers" opening a sentence) that
    nothing resolves and no word narrows."""
    if tok.i in resolve or tok.tag_ not in {"NNS", "NNPS"} or tok.lower_ not in vague_speaker_nouns():
        return False
    # a capitalised one inside a sentence is part of a name ("Critics' Circle", "Reports Ltd")
    if not tok.is_lower and tok.i != tok.sent.start:
        return False
    return all(c.dep_ in _NOT_NARROWING for c in tok.children)


def vague_source(fact: Fact, doc: Doc, resolve: dict[int, str], speaker: Token | None) -> bool:
    """True when the statement's speaker, or the one-word subject of its speech verb, is a vague speaker."""
    if speaker is not None and vague_speaker(speaker, resolve):
        return True
    subject = fact.subject
    if subject is None or subject.end - subject.start != 1 or not is_speech_verb(doc[fact.verb]):
        return False
    return vague_speaker(doc[subject.head], resolve)
