"""A source that closes a comma-less report, which the parser hung on the report: "Terrorists fired shells on
the neighbourhood injuring three people a source at the police command said."

Without the comma the small model reads "a source at the police command" as a second object of "on" and leaves
"said" with no subject, so the sentence gave no statement at all, or the report without its source. A step
after NER gives the closing speech verb its subject back: when a speech verb after its reported clause has no
subject, and the noun phrase right before it ends on the verb, names a speaker (a name, or a head noun of a
source in ``ontology/head-nouns.tsv``: "source", "official", "Observatory") and was hung on a word before it
that is no part of it, that phrase becomes the verb's subject. A name NER found there, which the parser broke
up, is made one phrase first (``kg.extract.whole_names.one_phrase``)."""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from ..resources import words_of_kind
from .whole_names import one_phrase

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token

_SUBJECTS = frozenset({"nsubj", "nsubjpass", "csubj", "expl"})
_SPEAKER_LABELS = frozenset({"ORG", "PERSON", "NORP", "GPE"})
_FINITE = frozenset({"VBD", "VBZ", "VBP"})


@lru_cache(maxsize=1)
def _source_nouns() -> frozenset[str]:
    """One-word source heads of head-nouns.tsv, singular and plural ("source" from "sources")."""
    words = {w for w in words_of_kind("head-nouns.tsv", "source") if " " not in w}
    return frozenset(words | {w[:-1] for w in words if w.endswith("s")})


def _phrase_head(last: Token) -> Token:
    """The head of the noun phrase that ends on ``last``, through its own prepositions ("a source at the
    police command": "source"), never through a preposition set apart from its noun."""
    head = last
    while (
        head.dep_ == "pobj"
        and head.head.pos_ == "ADP"
        and head.head.i == head.left_edge.i - 1
        and head.head.head.pos_ in {"NOUN", "PROPN"}
        and head.head.head.i == head.head.i - 1
    ):
        head = head.head.head
    return head


def _reported(verb: Token) -> Token | None:
    """The clause ``verb`` reports, before it: its clausal complement, or the clause it was hung on."""
    clause = next((c for c in verb.children if c.dep_ == "ccomp" and c.i < verb.i), None)
    if clause is not None:
        return clause
    if verb.dep_ in {"advcl", "conj"} and verb.head.i < verb.i and verb.head.pos_ in {"VERB", "AUX"}:
        return verb.head
    return None


_DETERMINERS = frozenset({"the", "a", "an"})


def _trim(doc: Doc, speaker: Token, end: int) -> int:
    """Where the speaker's phrase starts, less the words of the report the parser glued onto it: a date,
    a name or a plural before a named speaker or a bare source noun ("Monday Syrian Observatory", "held by
    IS activists said", "residents activists said"). The words cut off take the speaker's old place."""
    start = speaker.left_edge.i
    name = next((e for e in doc.ents if e.end == end and e.label_ in _SPEAKER_LABELS | {"FAC"}), None)
    if name is not None and name.start > start:
        real = name.start - 1 if doc[name.start - 1].lower_ in _DETERMINERS else name.start
    else:
        real = start
        while real < speaker.i and (
            doc[real].pos_ in {"PROPN", "NUM"}
            or doc[real].ent_type_ in {"DATE", "TIME", "CARDINAL"}
            or doc[real].tag_ == "NNS"
        ):
            real += 1
    if real > start:
        for token in doc[start:real]:
            if token.head.i >= real:
                token.head, token.dep_ = speaker.head, speaker.dep_
    return real


def closing_speakers(doc: Doc) -> Doc:
    """Give a closing speech verb with no subject the source phrase the parser hung on its report."""
    from .attribution import is_speech_verb

    for verb in doc:
        # a finite verb only: "praised Mr Grant saying he had done well" gives Mr Grant no saying
        if verb.i < 3 or verb.tag_ not in _FINITE or not is_speech_verb(verb):
            continue
        if any(c.dep_ in _SUBJECTS for c in verb.children):
            continue
        clause = _reported(verb)
        if clause is None:
            continue
        # a name the parser broke up ("in the shelling the Syrian Observatory for Human Rights said": the
        # Observatory an object of the shelling, "for Human Rights" a phrase of it) is one phrase first
        name = next((e for e in doc.ents if e.end == verb.i and len(e) > 1), None)
        if name is not None and name.label_ in _SPEAKER_LABELS | {"FAC"} and name.start > clause.i:
            one_phrase(doc, name.start, name.end)
        last = doc[verb.i - 1]
        if last.pos_ not in {"NOUN", "PROPN"} or last.right_edge.i != verb.i - 1:
            continue
        speaker = _phrase_head(last)
        outside = speaker.head
        start = _trim(doc, speaker, verb.i)
        if (
            speaker.right_edge.i != verb.i - 1
            or outside.i >= start
            or speaker.dep_ in _SUBJECTS
            or start <= clause.i
            or any(t.is_punct for t in doc[clause.i : start])
        ):
            continue
        if not (
            speaker.ent_type_ in _SPEAKER_LABELS
            or speaker.pos_ == "PROPN"
            or speaker.lower_ in _source_nouns()
        ):
            continue
        if verb.head.i == clause.i:
            # "fired ... told SANA": the verb the parser hung on the report now heads it
            if clause.head.i == clause.i:
                verb.head, verb.dep_ = verb, "ROOT"
            else:
                verb.head, verb.dep_ = clause.head, clause.dep_
            clause.head, clause.dep_ = verb, "ccomp"
        speaker.head, speaker.dep_ = verb, "nsubj"
        # what stands from the speaker on belongs to the saying, not to the report: the closing stop and the
        # saying's own phrases ("said on Sunday.") the parser hung on the report's verb
        phrase = {t.i for t in speaker.subtree}
        for token in doc[start : verb.sent.end]:
            if token.i != verb.i and token.i not in phrase and token.head.i < start:
                token.head = verb if token.i > verb.i else speaker
    return doc
