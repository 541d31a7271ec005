"""Who can speak, and the words that describe a source before its name: "a source at the police command",
"state-run news agency SANA", "Observatory chief Rami Abdel Rahman".

Split out of ``kg.extract.closing_speakers``, which asks, of the phrase the parser hung on a report,
whether it names a speaker (``names_speaker``) and where its description begins (``description_start``),
so that the words before it go back to the report; ``kg.extract.inverted_sources`` asks ``names_speaker``
too. The describing words are the source head nouns of ``ontology/head-nouns.tsv``, the roles of
``source-words.tsv`` and the office titles of ``titles.tsv``.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from ..resources import title_rows, words_of_kind
from .closing_tails import source_modifiers

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token

# the labels of a name that can speak, and the determiners a source's description may open on
SPEAKER_LABELS = frozenset({"ORG", "PERSON", "NORP", "GPE"})
DETERMINERS = frozenset({"the", "a", "an"})
# what a source's name and description never take in: the report's dates, counts, places and events
# ("on Friday Siege Watch", "... and Iraq Press TV", "World War II Steifo")
REPORT_LABELS = frozenset({"DATE", "TIME", "CARDINAL", "ORDINAL", "EVENT", "GPE", "LOC", "FAC", "QUANTITY"})


@lru_cache(maxsize=1)
def _describing() -> tuple[tuple[str, ...], ...]:
    """The words that describe a named source before its name, longest first, each as its words: the source
    head nouns of head-nouns.tsv ("news agency", "monitoring group", "activist"), the last word of each
    ("group"), the roles of source-words.tsv ("chief") and the office titles of titles.tsv ("governor")."""
    phrases = set(words_of_kind("head-nouns.tsv", "source"))
    phrases |= {p.split()[-1] for p in phrases}
    phrases |= {w[:-1] for w in phrases if w.endswith("s") and " " not in w}
    phrases |= set(words_of_kind("source-words.tsv", "role"))
    phrases |= {title for title, kind in title_rows() if kind == "office"}
    return tuple(sorted((tuple(p.lower().split()) for p in phrases), key=len, reverse=True))


def names_speaker(token: Token) -> bool:
    """Whether the head of a phrase names who can speak: a name, or a describing noun of a source ("source",
    "activists", "monitoring group", "governor")."""
    return token.ent_type_ in SPEAKER_LABELS or token.pos_ == "PROPN" or describes(token)


def describes(token: Token) -> bool:
    """Whether ``token`` ends a describing phrase of a source (``_describing``)."""
    return _describing_before(token.doc, token.i + 1, 0) is not None


def _describing_before(doc: Doc, end: int, floor: int) -> tuple[str, ...] | None:
    """The longest describing phrase of a source (``_describing``) that ends right before ``end`` and starts
    no earlier than ``floor``, as its words."""
    words = tuple(t.lower_ for t in doc[max(floor, end - 3) : end])
    return next((p for p in _describing() if words[len(words) - len(p) :] == p), None)


def description_start(doc: Doc, start: int, floor: int, bodies: bool = True) -> int:
    """Where the description of a source that begins at ``start`` begins, reading leftwards no further than
    ``floor``: its describing nouns ("state-run news agency SANA", "Observatory chief Rami Abdel Rahman",
    "activist group RBSS"), a body named before such a noun, adjectives and hyphened modifiers, and its
    determiner. Any other word is the report's ("... injuring a fourth SANA", "... and equipment SANA").
    Without ``bodies`` (before a body's own name) no capitalised word or other body is part of it."""
    at = start
    role = False
    # a body before a plural source noun is the report's more often than theirs ("held by IS activists")
    one = False
    # a body's name stands right before its describing noun ("SANA news agency"), not before its modifiers
    # ("killing the Imam ... al-Afandi state-run TV": the imam is the report's)
    matched = False
    while at > floor:
        match = _describing_before(doc, at, floor)
        if match is not None and all(not doc[i].ent_type_ for i in range(at - len(match), at)):
            one = one or (not role and doc[at - 1].tag_ != "NNS")
            at -= len(match)
            role = matched = True
            continue
        word = doc[at - 1]
        # an outlet's acronym the recogniser missed or took for a person ("two women SANA news agency")
        acronym = word.ent_type_ in {"", "PERSON"} and word.is_upper and len(word) > 1
        body = (word.ent_type_ in {"ORG", "NORP", "FAC"} and word.pos_ == "PROPN") or acronym
        named = word.pos_ == "PROPN" and not word.is_lower and word.ent_type_ not in REPORT_LABELS
        if matched and not bodies and (body or named):
            # a body's own name is never described by another name's noun: "the Islamic State group the
            # Syrian Observatory" is what was fought, then the speaker
            return start
        if one and matched and body:
            # a body before its describing noun ("Observatory chief"), the whole name
            at -= 1
            while doc[at].ent_iob_ == "I" and at > floor:
                at -= 1  # back to the name's first word
            matched = False
            continue
        if role and word.tag_ == "POS" and at - 2 >= floor and _owner(doc[at - 2]):
            # whose the described source is ("Syrias state-run news agency", the apostrophe lost and the
            # possessive split off: kg.extract.nlp), and no more before it than its determiner
            at -= 2
            while at > floor and doc[at].ent_iob_ == "I":
                at -= 1
            if at > floor and doc[at - 1].lower_ in DETERMINERS:
                at -= 1
            break
        matched = False
        hyphened = at - 2 > floor and doc[at - 2].text == "-" and not doc[at - 3].whitespace_
        if hyphened and not doc[at - 2].whitespace_ and word.is_lower:
            at -= 3  # a hyphened modifier ("state-run", "UK-based"), not a name's particle ("al-Afandi")
            continue
        if role and bodies and word.pos_ == "PROPN" and word.ent_type_ in {"", "NORP"} and word.is_title:
            at -= 1  # a title's capitalised words ("British Foreign Secretary")
            continue
        # a modifier of the describing noun ("the official news agency", "the state news agency"); before
        # a bare name an adjective is the report's ("injuring a fourth SANA")
        modifier = word.pos_ == "ADJ" or (word.tag_ == "VBN" and word.dep_ == "amod")
        if (
            role
            and (word.is_lower or word.ent_type_ == "NORP")
            and word.ent_type_ not in REPORT_LABELS
            and (modifier or word.lower_ in source_modifiers())
        ):
            at -= 1
            continue
        if word.lower_ in DETERMINERS:
            at -= 1
        break
    return at


def _owner(word: Token) -> bool:
    """Whether ``word`` ends the name of a country or body that can own a source ("Syria", "Observatory")."""
    return word.pos_ == "PROPN" and word.ent_type_ in {"GPE", "ORG", "NORP"}
