"""A "his" or "her" owning the subject of what a "he" or "she" says is that speaker's.

"He said his party was ready for a poll": the party is the speaker's own, whoever salience last saw as a
person ("Labour and the Conservatives stood united" just before, a party the NER took for a person).
``kg.extract.speakers.reporting_subject`` binds such an owner to a named speaker ("Yukos claims its
downfall"), never to a pronoun one; this rule does, when the speaker's pronoun agrees with the owner's
gender: the owner takes the name the speaker was found to be, and stays open when the speaker stays open.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .attribution import is_speech_verb
from .cache import words_in
from .quotes import SUBJECTISH
from .speakers import HE_PRONOUNS, SHE_PRONOUNS

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token

_OWNERS = {"his": HE_PRONOUNS, "her": SHE_PRONOUNS}
_OWNER_WORDS = frozenset(_OWNERS)


def reported_owners(doc: Doc, resolved: dict[int, str]) -> dict[int, str]:
    """``resolved`` with each "his"/"her" owning a reported clause's subject, whose speaker is a pronoun of
    its gender, given the speaker's name, or left open when the speaker is."""
    out = dict(resolved)
    for tok in words_in(doc, _OWNER_WORDS):
        pronouns = _OWNERS[tok.lower_]
        if tok.dep_ != "poss" or tok.tag_ != "PRP$":
            continue
        speaker = _pronoun_speaker(tok.head)
        if speaker is None or speaker.lower_ not in pronouns:
            continue
        if speaker.i in resolved:
            out[tok.i] = resolved[speaker.i]
        else:
            out.pop(tok.i, None)
    return out


def _pronoun_speaker(owned: Token) -> Token | None:
    """The pronoun subject of the speech verb whose reported clause ``owned`` is the subject of."""
    if owned.dep_ not in SUBJECTISH or owned.head.dep_ != "ccomp":
        return None
    verb = owned.head.head
    if not is_speech_verb(verb):
        return None
    return next((c for c in verb.children if c.dep_ == "nsubj" and c.pos_ == "PRON"), None)
