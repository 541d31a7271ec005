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

from ..resources import title_rows, words_of_kind
from .closing_tails import ADDRESSING, source_modifiers
from .whole_names import one_phrase

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token

_SUBJECTS = frozenset({"nsubj", "nsubjpass", "csubj", "expl"})
_SPEAKER_LABELS = frozenset({"ORG", "PERSON", "NORP", "GPE"})
_FINITE = frozenset({"VBD", "VBZ", "VBP"})


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
# what a source's name and description never take in: the report's dates, counts, places and events
# ("on Friday Siege Watch", "... and Iraq Press TV", "World War II Steifo")
_REPORT_LABELS = frozenset({"DATE", "TIME", "CARDINAL", "ORDINAL", "EVENT", "GPE", "LOC", "FAC", "QUANTITY"})


def _described(doc: Doc, start: int, floor: int) -> int:
    """Where the description of a source that begins at ``start`` begins, reading leftwards no further than
    ``floor``: its describing nouns ("state-run news agency SANA", "Observatory chief Rami Abdel Rahman",
    "activist group RBSS"), a body named before such a noun, adjectives and hyphened modifiers, and its
    determiner. Any other word is the report's ("... injuring a fourth SANA", "... and equipment SANA")."""
    at = start
    role = False
    # a body before a plural source noun is the report's more often than theirs ("held by IS activists")
    one = False
    # a body's name stands right before its describing noun ("SANA news agency"), not before its modifiers
    # ("killing the Imam ... al-Afandi state-run TV": the imam is the report's)
    matched = False
    while at > floor:
        words = tuple(t.lower_ for t in doc[max(floor, at - 3) : at])
        match = next((p for p in _describing() if words[len(words) - len(p) :] == p), None)
        if match is not None and all(not doc[i].ent_type_ for i in range(at - len(match), at)):
            one = one or (not role and doc[at - 1].tag_ != "NNS")
            at -= len(match)
            role = matched = True
            continue
        word = doc[at - 1]
        # an outlet's acronym the recogniser missed or took for a person ("two women SANA news agency")
        acronym = word.ent_type_ in {"", "PERSON"} and word.is_upper and len(word) > 1
        body = (word.ent_type_ in {"ORG", "NORP", "FAC"} and word.pos_ == "PROPN") or acronym
        if one and matched and body:
            # a body before its describing noun ("Observatory chief"), the whole name
            at -= 1
            while doc[at].ent_iob_ == "I" and at > floor:
                at -= 1  # back to the name's first word
            matched = False
            continue
        matched = False
        hyphened = at - 2 > floor and doc[at - 2].text == "-" and not doc[at - 3].whitespace_
        if hyphened and not doc[at - 2].whitespace_ and word.is_lower:
            at -= 3  # a hyphened modifier ("state-run", "UK-based"), not a name's particle ("al-Afandi")
            continue
        if role and word.pos_ == "PROPN" and word.ent_type_ in {"", "NORP"} and word.is_title:
            at -= 1  # a title's capitalised words ("British Foreign Secretary")
            continue
        # a modifier of the describing noun ("the official news agency", "the state news agency"); before
        # a bare name an adjective is the report's ("injuring a fourth SANA")
        modifier = word.pos_ == "ADJ" or (word.tag_ == "VBN" and word.dep_ == "amod")
        if (
            role
            and (word.is_lower or word.ent_type_ == "NORP")
            and word.ent_type_ not in _REPORT_LABELS
            and (modifier or word.lower_ in source_modifiers())
        ):
            at -= 1
            continue
        if word.lower_ in _DETERMINERS:
            at -= 1
        break
    return at


def _trim(doc: Doc, speaker: Token, end: int, floor: int) -> int:
    """Where the speaker's phrase starts, less the words of the report the parser glued onto it: the speaker
    is its name (the one NER found ending at the verb, or the run of proper nouns ending on the speaker) or
    its source noun, and the description that goes with it (``_described``); a date, a place, a count or a
    plural before it is the report's ("Monday Syrian Observatory", "held by IS activists said")."""
    start = speaker.left_edge.i
    name = next((e for e in doc.ents if e.end == end and e.label_ in _SPEAKER_LABELS | {"FAC"}), None)
    if name is not None and name.start >= start:
        # the description may stand outside the name's phrase ("near Daraa the state news agency SANA": the
        # agency an apposition of the town), no further back than ``floor``
        real = _described(doc, name.start, floor)
    elif speaker.pos_ == "PROPN" and not speaker.ent_type_:
        # an unlabelled name: its proper nouns ("Siege Watch"), not a date or place before them
        first = speaker.i
        while (
            first > start
            and doc[first - 1].pos_ == "PROPN"
            and doc[first - 1].ent_type_ not in _REPORT_LABELS
        ):
            first -= 1
        real = _described(doc, first, start)
    elif _describes(speaker):
        real = _described(doc, speaker.i + 1, floor)
    else:
        real = start
        while real < speaker.i and (
            doc[real].pos_ in {"PROPN", "NUM"}
            or doc[real].ent_type_ in _REPORT_LABELS
            or doc[real].tag_ == "NNS"
        ):
            real += 1
    return real


def _hand_back(doc: Doc, speaker: Token, start: int, real: int) -> None:
    """The words ``doc[start:real]`` the parser glued onto the speaker take its old place in the report; the
    words of its description the parser hung elsewhere, from ``real`` on, hang on the speaker."""
    for token in doc[start:real]:
        if token.head.i >= real:
            token.head, token.dep_ = speaker.head, speaker.dep_
    for token in doc[real : speaker.left_edge.i]:
        if not real <= token.head.i <= speaker.i:
            dep = "det" if token.pos_ == "DET" else "amod" if token.pos_ in {"ADJ", "VERB"} else "compound"
            token.head, token.dep_ = speaker, dep


def _breaks(token: Token) -> bool:
    """A punctuation mark that sets the speaker apart from the report; a hyphen inside a word does not."""
    if not token.is_punct:
        return False
    doc = token.doc
    inside = (
        token.text in {"-", "–"}
        and not token.whitespace_
        and token.i > 0
        and not doc[token.i - 1].whitespace_
    )
    return not inside


def _names_speaker(token: Token) -> bool:
    """Whether the head of a phrase names who can speak: a name, or a describing noun of a source ("source",
    "activists", "monitoring group", "governor")."""
    return token.ent_type_ in _SPEAKER_LABELS or token.pos_ == "PROPN" or _describes(token)


def _describes(token: Token) -> bool:
    """Whether ``token`` ends a describing phrase of a source (``_describing``)."""
    words = tuple(t.lower_ for t in token.doc[max(0, token.i - 2) : token.i + 1])
    return any(words[len(words) - len(p) :] == p for p in _describing())


def _speaker_after(verb: Token) -> bool:
    """True when the verb has its own subject or report after it ("... said the Observatory which ...",
    "while an activist said the plant was not hit"): no closing source then."""
    if any(c.dep_ == "ccomp" and c.i > verb.i for c in verb.children):
        return True
    doc = verb.doc
    if verb.i + 1 >= len(doc) or verb.lemma_ in ADDRESSING:
        return False  # "told SANA": whom the source spoke to
    after = doc[verb.i + 1]
    if after.lower_ in _DETERMINERS and after.head.i > verb.i:
        after = after.head
    return after.ent_type_ not in _REPORT_LABELS and _names_speaker(after)


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
        name = next((e for e in doc.ents if e.end == verb.i and e.label_ in _SPEAKER_LABELS | {"FAC"}), None)
        head = None
        if name is not None and len(name) > 1 and name.start > clause.i:
            # its head the word before its first preposition, not a plural last word ("for Human Rights")
            head = next((t.i - 1 for t in name[1:] if t.pos_ == "ADP"), name.end - 1)
            one_phrase(doc, name.start, name.end, head)
        last = doc[verb.i - 1]
        if last.pos_ not in {"NOUN", "PROPN"} or last.right_edge.i != verb.i - 1 or _speaker_after(verb):
            continue
        # the head of the phrase through its own prepositions ("a source at Aleppo Police Command"), else the
        # name's head ("a publication of the ruling party's news agency SANA": the agency speaks)
        speaker = _phrase_head(last)
        if not _names_speaker(speaker) and name is not None:
            speaker = doc[head] if head is not None else name[-1]
        outside = speaker.head
        start = _trim(doc, speaker, verb.i, clause.i + 1)
        if (
            speaker.right_edge.i != verb.i - 1
            # hung on a word after it, or on a word of the report it does not reach: no closing source
            or outside.i > speaker.i
            or (outside.i >= start and outside.i >= speaker.left_edge.i)
            or speaker.dep_ in _SUBJECTS
            or start <= clause.i
            or any(_breaks(t) for t in doc[clause.i : start])
        ):
            continue
        if not _names_speaker(speaker):
            continue
        _hand_back(doc, speaker, speaker.left_edge.i, start)
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
