"""A speaking "the group" that continues the named body quoted just before: "At least 17 people were killed
the Syrian Observatory for Human Rights said. A car bomb went off near a police station the group added."

Wire reports name the body they quote once and then call it by its kind ("the group", "the organisation").
Out of the article "the group" says nothing, so its statements stay out of the graph; a reader takes it for
the body that spoke last. The noun is a row of ``ontology/speaking-groups.tsv``, bare after "the" (an
adjective, "the militant group", points at an armed group: kg/extract/armed.py), and it must speak itself.
It stands for the speaker of the nearest speech before it, in its sentence or the two before, when that
speaker is a named body, and no other organisation is named from the start of that reach to the noun:
"ISIL said ... the Observatory said. The group said ..." leaves it open, as two bodies are in reach. A name
the tagger calls a person counts as a body when the article shows it is one (``speakers.body_names``), and
so does a group it describes without a name, acting after the body spoke: "Rebels holding the town released
a video", "Residents formed a committee" (a plural or group noun as the subject of an active verb).
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from ..resources import words_of_kind
from .attribution import is_source
from .bodies import body_kinds
from .cache import sentence_index, words_in, written_sentences
from .described_bodies import same_body
from .quotes import GROUP_LABELS, clean_name
from .speakers import body_names
from .speaking_it import sentence_back

if TYPE_CHECKING:
    from spacy.tokens import Doc, Span, Token

# A name of quotes.GROUP_LABELS (organisation, nationality) can be a speaking body. The small model often
# tags "the Observatory" a person or a building: a name of another label counts when it holds a word only a
# body's name holds (body-kinds.tsv's sure words), or when the article shows it is a body's.
# How many sentences before the noun's own the body may have spoken: a reader looks a sentence or two back.
_SENTENCES_BACK = 2


@lru_cache(maxsize=1)
def _nouns() -> frozenset[str]:
    return frozenset(words_of_kind("speaking-groups.tsv", "noun"))


@lru_cache(maxsize=1)
def _sure_words() -> frozenset[str]:
    return frozenset(w for kind in body_kinds().values() for w in kind.sure_words)


def groups_continued(doc: Doc, resolved: dict[int, str]) -> dict[int, str]:
    """Token index of each speaking bare "the group" -> the name of the body that spoke last before it."""
    out: dict[int, str] = {}
    for tok in words_in(doc, _nouns()):  # the table's nouns only, not every token of the article
        if tok.tag_ != "NN" or tok.i in resolved or not _bare(tok):
            continue
        if not is_source(tok):
            continue
        name = _last_body(doc, tok, resolved)
        if name:
            out[tok.i] = name
    return out


def _bare(tok: Token) -> bool:
    """True for "the group" alone: one child, the article "the", before it."""
    kids = list(tok.children)
    return len(kids) == 1 and kids[0].dep_ == "det" and kids[0].lower_ == "the" and kids[0].i == tok.i - 1


def _last_body(doc: Doc, tok: Token, resolved: dict[int, str]) -> str:
    """The name of the body whose speech comes last before ``tok`` within reach, or "" when that speaker is
    no named body, when none spoke, or when another organisation is named in the reach."""
    sents = written_sentences(doc)
    k = sentence_index(doc, tok.i)
    for _ in range(_SENTENCES_BACK):
        if k < 1:
            break
        k = sentence_back(sents, k)  # past a photo caption, as speaking_it reads back
    start = sents[k].start if k >= 0 else tok.sent.start
    speakers = [t for t in doc[start : tok.i] if is_source(t)]
    if not speakers:
        return ""
    name = _body_name(speakers[-1], resolved)
    if not name:
        return ""
    # every organisation named in the reach must be that body, in full or short ("the Observatory"):
    # "the group" after two bodies is either
    named = {clean_name(e.text) for e in doc.ents if start <= e.start and e.end <= tok.i and _rival(e)}
    if not all(same_body(other, name) for other in named):
        return ""
    # a group acting after the body spoke, named or not ("Rebels holding the town released a video"), may be
    # the one that speaks next
    after = speakers[-1].sent.end
    return "" if any(_acting_group(t) for t in doc[after : tok.i]) else name


def _body_name(speaker: Token, resolved: dict[int, str]) -> str:
    """The name of a speaker that is a named body, or "": a description another rule resolved to a body
    ("The Britain-based group" -> the Observatory) keeps that name; a pronoun or a person is no body."""
    if speaker.pos_ == "PRON":
        return ""
    ent = next((e for e in speaker.doc.ents if e.start <= speaker.i < e.end), None)
    if ent is not None and ent.root.i == speaker.i:
        return clean_name(ent.text) if _is_body(ent) else ""
    return resolved.get(speaker.i, "") if ent is None and speaker.pos_ == "NOUN" else ""


def _is_body(ent: Span) -> bool:
    if ent.label_ in GROUP_LABELS or clean_name(ent.text) in body_names(ent.doc):
        return True
    return bool(_sure_words() & {t.lower_ for t in ent})


def _rival(ent: Span) -> bool:
    """True for a name that may be another body: a nationality used as an adjective ("Syrian forces",
    "the Kurdish town") names none."""
    if ent.label_ == "NORP" and ent.root.dep_ in {"amod", "compound", "nmod"}:
        return False
    return _is_body(ent)


def _acting_group(tok: Token) -> bool:
    """True for the subject of an active verb that is a group: a plural common noun ("Rebels", "Ahrar
    al-Sham fighters", "Residents") or a noun of speaking-groups.tsv ("A committee formed ...")."""
    if tok.dep_ != "nsubj" or tok.pos_ != "NOUN":
        return False
    return tok.tag_ == "NNS" or tok.lower_ in _nouns()
