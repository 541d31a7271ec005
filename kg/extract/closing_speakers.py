"""A source that closes a comma-less report, which the parser hung on the report: "Terrorists fired shells on
the neighbourhood injuring three people a source at the police command said."

Without the comma the small model reads "a source at the police command" as a second object of "on" and leaves
"said" with no subject, so the sentence gave no statement at all, or the report without its source. A step
after NER gives the closing speech verb its subject back: when a speech verb after its reported clause has no
subject, and the noun phrase right before it ends on the verb, names a speaker (a name, or a head noun of a
source in ``ontology/head-nouns.tsv``: "source", "official", "Observatory") and was hung on a word before it
that is no part of it, that phrase becomes the verb's subject. A name NER found there, which the parser broke
up, is made one phrase first (``kg.extract.whole_names.one_phrase``). Two sources joined by "and" ("... the
Syrian Observatory for Human Rights and local activists said") lose the first to the report the same way, with
the "and": it is given back too, and both speak, as when a comma sets them apart."""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from ..resources import read_tsv
from .closing_tails import ADDRESSING
from .quotes import CLAUSE_SUBJECT_DEPS
from .source_descriptions import (
    DETERMINERS,
    REPORT_LABELS,
    SPEAKER_LABELS,
    describes,
    description_start,
    names_speaker,
)
from .whole_names import one_phrase

if TYPE_CHECKING:
    from spacy.tokens import Doc, Span, Token

_FINITE = frozenset({"VBD", "VBZ", "VBP"})


@lru_cache(maxsize=1)
def _places() -> frozenset[str]:
    """Lower-case names of places the tables know: the gazetteer's places, places.tsv's spellings, and
    the countries of pycountry and countries.tsv. A speaker's name the recogniser ran on from one
    ("Aleppo Ibrahim Abu Leith", "Turkey Haberturk") begins after it."""
    import pycountry

    names = {row["name"] for row in read_tsv("gazetteer.tsv", ["name", "kind"]) if row["kind"] == "Place"}
    names |= {spelling for row in read_tsv("places.tsv", ["place"]) for spelling in row["place"].split("|")}
    names |= {row["name"] for row in read_tsv("countries.tsv", ["code", "name"])}  # "Turkey" (ISO: Türkiye)
    for country in pycountry.countries:
        names |= {getattr(country, field, "") for field in ("name", "common_name")}
    return frozenset(name.lower() for name in names if name)


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


def reported_clause(verb: Token) -> Token | None:
    """The clause ``verb`` reports, before it: its clausal complement, or the clause it was hung on."""
    clause = next((c for c in verb.children if c.dep_ == "ccomp" and c.i < verb.i), None)
    if clause is not None:
        return clause
    if verb.dep_ in {"advcl", "conj"} and verb.head.i < verb.i and verb.head.pos_ in {"VERB", "AUX"}:
        return verb.head
    return None


def _own_start(name: Span) -> int:
    """Where the words of a speaker's name begin: after a known place the recogniser ran into it ("Aleppo
    Ibrahim Abu Leith", "Deir al-Zor Moumtzis"), or at a "the" inside it ("Maghawir the Syrian Observatory
    ..."); the words before are the report's."""
    inner = next((t.i for t in name[1:] if t.lower_ == "the"), None)
    if inner is not None:
        return inner
    # a place after "of" or "for" is a title's or a body's ("Special Envoy for Syria Staffan de Mistura"),
    # and a name whose rest opens in lower case holds its place ("Raqqa is Being Slaughtered Silently")
    if name.start > 0 and name.doc[name.start - 1].lower_ in {"of", "for"}:
        return name.start
    for k in range(len(name) - 1, 0, -1):
        if name[:k].text.lower() in _places() and (name[k].is_title or name[k].is_upper):
            return name.start + k
    return name.start


def _split_off(doc: Doc, name: Span, own: int) -> Span:
    """The entity ``name`` cut to start at ``own``: the words before are a place of their own (a GPE where the
    tables know them) or the report's."""
    from spacy.tokens import Span

    kept = Span(doc, own, name.end, label=name.label_)
    before = doc[name.start : own]
    place = [Span(doc, name.start, own, label="GPE")] if before.text.lower() in _places() else []
    doc.ents = sorted([*(e for e in doc.ents if e != name), *place, kept], key=lambda e: e.start)
    return kept


def _trim(doc: Doc, speaker: Token, end: int, floor: int) -> int:
    """Where the speaker's phrase starts, less the words of the report the parser glued onto it: the speaker
    is its name (the one NER found ending at the verb, or the run of proper nouns ending on the speaker) or
    its source noun, and the description that goes with it (``description_start``); a date, a place, a count
    or a plural before it is the report's ("Monday Syrian Observatory", "held by IS activists said")."""
    start = speaker.left_edge.i
    name = next((e for e in doc.ents if e.end == end and e.label_ in SPEAKER_LABELS | {"FAC"}), None)
    if name is not None and name.start >= start:
        # the name is already cut to its own words (``_own_start``) where it ran on from the report; its
        # description may stand outside its phrase ("near Daraa the state news agency SANA": the agency an
        # apposition of the town), no further back than ``floor``; a person's may name the body ("Observatory
        # chief Rami Abdel Rahman"), a body's never names another ("the Islamic State group the Syrian
        # Observatory ... said": the group is what was fought)
        real = description_start(doc, name.start, floor, bodies=name.label_ == "PERSON")
    elif speaker.pos_ == "PROPN" and not speaker.ent_type_:
        # an unlabelled name: its proper nouns ("Siege Watch"), not a date or place before them
        first = speaker.i
        while (
            first > start and doc[first - 1].pos_ == "PROPN" and doc[first - 1].ent_type_ not in REPORT_LABELS
        ):
            first -= 1
        real = description_start(doc, first, start)
    elif describes(speaker):
        real = description_start(doc, speaker.i + 1, floor)
    else:
        real = start
        while real < speaker.i and (
            doc[real].pos_ in {"PROPN", "NUM"}
            or doc[real].ent_type_ in REPORT_LABELS
            or doc[real].tag_ == "NNS"
        ):
            real += 1
    return real


def _hand_back(doc: Doc, speaker: Token, real: int) -> None:
    """The words of the speaker's phrase before ``real`` that the parser glued onto it take its old place in
    the report; the words of its description the parser hung elsewhere, from ``real`` on, hang on it."""
    start = speaker.left_edge.i
    for token in doc[start:real]:
        if token.head.i >= real:
            token.head, token.dep_ = speaker.head, speaker.dep_
    lone = doc[start] if real == start + 1 else None
    if (
        lone is not None
        and lone.pos_ in {"ADJ", "ADV"}
        and start > 0
        and doc[start - 1].pos_ in {"NOUN", "NUM"}
    ):
        # "wounding dozens more Syrias state-run news agency ...": a lone modifier left over is the report's
        # last noun's ("dozens more"), not a second object of its verb
        lone.head, lone.dep_ = doc[start - 1], "amod"
    # the description hung elsewhere: its top word's old place is the report's again ("on Sunday monitoring
    # group the Syrian Observatory": "Sunday" stays with "on" when "group" goes to the Observatory)
    tops = [t for t in doc[real : speaker.left_edge.i] if not real <= t.head.i <= speaker.i]
    if tops:
        place, role = tops[-1].head, tops[-1].dep_
        for token in doc[speaker.sent.start : real]:
            if real <= token.head.i <= speaker.i:
                token.head, token.dep_ = place, role
    for token in tops:
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


def _speaker_after(verb: Token) -> bool:
    """True when the verb has its own subject or report after it ("... said the Observatory which ...",
    "while an activist said the plant was not hit"): no closing source then."""
    if any(c.dep_ == "ccomp" and c.i > verb.i for c in verb.children):
        return True
    doc = verb.doc
    if verb.i + 1 >= len(doc) or verb.lemma_ in ADDRESSING:
        return False  # "told SANA": whom the source spoke to
    after = doc[verb.i + 1]
    if after.lower_ in DETERMINERS and after.head.i > verb.i:
        after = after.head
    return after.ent_type_ not in REPORT_LABELS and names_speaker(after)


def closing_speakers(doc: Doc) -> Doc:
    """Give a closing speech verb with no subject the source phrase the parser hung on its report, and a
    closing verb whose subject is the second of two sources joined by "and" its first source back."""
    from .attribution import SOURCE_LEMMAS, other_sense

    for verb in doc:
        # a finite verb only: "praised Mr Grant saying he had done well" gives Mr Grant no saying; and a verb
        # that closes a report as its source ("said", "reported", "told"), not one of showing or believing
        # ("Videos posted on state media showed crowds": the videos showed them)
        if (
            verb.i < 3
            or verb.tag_ not in _FINITE
            or verb.lemma_.lower() not in SOURCE_LEMMAS
            or other_sense(verb)
        ):
            continue
        clause = reported_clause(verb)
        if clause is None:
            continue
        subjects = [c for c in verb.children if c.dep_ in CLAUSE_SUBJECT_DEPS]
        if not subjects:
            speaker = _give_back(doc, verb, clause, verb.i) or _bracketed_back(doc, verb, clause)
        elif len(subjects) == 1 and subjects[0].dep_ == "nsubj" and subjects[0].right_edge.i == verb.i - 1:
            speaker = subjects[0]
            _place_back(doc, speaker)
        else:
            speaker = None
        if speaker is not None:
            _first_source(doc, verb, clause, speaker)
    return doc


def _place_back(doc: Doc, speaker: Token) -> None:
    """Give the report's last preposition back its place, which NER ran into the closing source's name: in
    "... preparing for an attack on Turkey Haberturk reported" the parser left "on" with no object and
    made "Turkey" part of the speaker. Only a known place (``_places``) after a preposition with no object,
    and before a name of one word or an acronym: "the Aleppo Media Center said" keeps its place."""
    name = next((e for e in doc.ents if e.start < speaker.i < e.end or e.end == speaker.i + 1), None)
    if name is None or name.start < 1 or name.end != speaker.i + 1:
        return
    prep = doc[name.start - 1]
    if prep.pos_ != "ADP" or prep.dep_ != "prep" or any(c.dep_ == "pobj" for c in prep.children):
        return
    own = _own_start(name)
    if own <= name.start or doc[name.start : own].text.lower() not in _places():
        return
    if name.end - own > 1 and not all(t.is_upper for t in doc[own : name.end]):
        return
    place = doc[own - 1]
    for token in doc[name.start : own - 1]:
        token.head, token.dep_ = place, "compound"
    place.head, place.dep_ = prep, "pobj"
    _split_off(doc, name, own)


def _bracketed_back(doc: Doc, verb: Token, clause: Token) -> Token | None:
    """``_give_back`` for a source whose short form in brackets stands between it and its verb: "... crossing
    the river the Syrian Observatory for Human Rights (SOHR) said". The brackets are set aside while the
    phrase before them is found, then hung on its head as its apposition."""
    if verb.i < 5 or doc[verb.i - 1].text != ")" or doc[verb.i - 3].text != "(":
        return None
    short = doc[verb.i - 2]
    if short.pos_ != "PROPN" or not short.is_upper:
        return None
    brackets = doc[verb.i - 3 : verb.i]
    held = [(t, t.head, t.dep_) for t in brackets]
    # the brackets hang on the verb while the phrase before them is read: they are no part of its edges
    for t in brackets:
        t.head = verb
    speaker = _give_back(doc, verb, clause, verb.i - 3)
    if speaker is None:
        for t, head, dep in held:
            t.head, t.dep_ = head, dep
        return None
    for t in brackets:
        t.head, t.dep_ = (speaker, "appos") if t.i == short.i else (short, "punct")
    return speaker


def _first_source(doc: Doc, verb: Token, clause: Token, second: Token) -> None:
    """The first of two closing sources joined by "and", which the parser left in the report with the "and"
    ("... killing five civilians the Syrian Observatory for Human Rights and local activists said": only the
    activists spoke), speaks too, as the two do when a comma sets them apart from the report."""
    joining = doc[second.left_edge.i - 1] if second.left_edge.i > 2 else None
    if joining is None or joining.lower_ != "and" or joining.head.i > joining.i:
        return
    if doc[joining.i - 1].ent_type_ in REPORT_LABELS:
        # "sent to the province of Raqqa and Deir Ezzur FNA reports": the places are the report's
        return
    name = next((e for e in doc.ents if e.end == joining.i), None)
    opening = name.start if name is not None else _phrase_head(doc[joining.i - 1]).left_edge.i
    while opening < joining.i - 1 and doc[opening].ent_type_ in REPORT_LABELS:
        opening += 1  # "resumed Wednesday state media and activists said": the day is the report's
    if opening > 0 and doc[opening - 1].pos_ in {"VERB", "AUX"}:
        # "... killed two civilians and wounded a local official and medics said": the official is what
        # the report's verb acted on, no source
        return
    held = joining.head, joining.dep_
    # the "and" is no part of the first source's phrase, which must end right before it
    joining.head = second
    first = _give_back(doc, verb, clause, joining.i)
    if first is None:
        joining.head, joining.dep_ = held
        return
    second.head, second.dep_ = first, "conj"
    joining.head, joining.dep_ = first, "cc"


def _give_back(doc: Doc, verb: Token, clause: Token, end: int) -> Token | None:
    """Make the source phrase that ends right before ``end`` and that the parser hung on ``clause``, the
    report, the subject of ``verb``; return its head, or None when no such phrase names a speaker."""
    # a name the parser broke up ("in the shelling the Syrian Observatory for Human Rights said": the
    # Observatory an object of the shelling, "for Human Rights" a phrase of it) is one phrase first
    name = next((e for e in doc.ents if e.end == end and e.label_ in SPEAKER_LABELS | {"FAC"}), None)
    # a name inside a source's own phrase is that source's body ("a source at Aleppo Police Command")
    inside = (
        name is not None
        and name.start >= 2
        and doc[name.start - 1].pos_ == "ADP"
        and describes(doc[name.start - 2])
    )
    own = _own_start(name) if name is not None and name.start > clause.i and not inside else None
    if name is not None and own is not None and own > name.start:
        name = _split_off(doc, name, own)
    head = None
    if name is not None and len(name) > 1 and name.start > clause.i:
        # its head the word before its first preposition, not a plural last word ("for Human Rights")
        head = next((t.i - 1 for t in name[1:] if t.pos_ == "ADP"), name.end - 1)
        one_phrase(doc, name.start, name.end, head)
    last = doc[end - 1]
    if last.pos_ not in {"NOUN", "PROPN"} or last.right_edge.i != end - 1 or _speaker_after(verb):
        return None
    # the head of the phrase through its own prepositions ("a source at Aleppo Police Command"), else the
    # name's head ("a publication of the ruling party's news agency SANA": the agency speaks)
    speaker = _phrase_head(last)
    if not names_speaker(speaker) and name is not None:
        speaker = doc[head] if head is not None else name[-1]
    outside = speaker.head
    start = _trim(doc, speaker, end, clause.i + 1)
    if (
        speaker.right_edge.i != end - 1
        # hung on a word after it, or on a word of the report it does not reach: no closing source
        or outside.i > speaker.i
        or (outside.i >= start and outside.i >= speaker.left_edge.i)
        or speaker.dep_ in CLAUSE_SUBJECT_DEPS
        or start <= clause.i
        or any(_breaks(t) for t in doc[clause.i : start])
    ):
        return None
    if not names_speaker(speaker):
        return None
    _hand_back(doc, speaker, start)
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
    return speaker
