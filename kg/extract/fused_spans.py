"""A name run into the name before it where text lost its commas: "on the pretext of fighting the PKK
Khalil said", "parts of Iraq and Syria ISIL has swept", "fled the battlefield FNA reported". The parser
hangs the first name on the second as a compound, so the phrase of the second (a subject, a speaker)
opens with the first: "the PKK Khalil | say | ...", "Syria ISIL | sweep across | ...". The two are two
things, and the first closes the phrase before (an object, a place of a list).

The phrase is cut to the second name only when the parse and NER show two names with nothing between:
the first a place or a body marked by NER (GPE, LOC, ORG), the second a person NER marks apart, or an
acronym of three or more capitals NER left unmarked or marked apart ("ISIL", "FNA"). A place before a
name it is part of stays ("Aleppo Media Center", one ORG or unmarked title-case words), as does a
demonym ("Kurdish YPG": an adjective describes) and a name after a title ("President Assad").

A day or a month run into the name after it is cut the same way ("the report says on 13 March Lord
Hale met ...", "Since mid-January Daesh rockets have been targeting ...", "Also Tuesday Syrias
parliament approved ..."): the parser lost the preposition or the comma and hung the date on the name, so
the subject opened with the time of the act. Only a date NER marks that holds a day's or a month's name
and stands before a capitalised word, after an adverb or a preposition of time (``preposition-roles.tsv``):
"2012 London Olympics", "the March 15 protests", "Friday prayers" and "Sunday Herald columnist X" stay whole.

A lowercase plural noun run into the name of a clause's subject ("... put the toll at six. Humanitarian
corridors SANA said ...": a run-in subheading) is cut off the same way: a plural never titles one name,
and a descriptor before a side's name ("rivals Chelsea", "hosts France") says nothing the name does not.

A name whose apposition lost its comma and its possessive's apostrophe ("Aleppo Syrias largest city ...
has been divided", for "Aleppo, Syria's largest city, ...") is the name before the possessive: the
phrase ends before a word that is a known name (a country, a gazetteer name) plus "s", when a name stands
before it and a lower-case word after it, in a page that lost every apostrophe. "United States", "Syrias
economy" (no name before), "the Aleppo Syria border", a credit's "AP Syrias state TV" and, in a page with
apostrophes, "Aguas Argentinas" stay whole.
"""

from __future__ import annotations

import calendar
from functools import lru_cache
from typing import TYPE_CHECKING

from ..resources import read_tsv, words_of_kind
from .cache import doc_cache
from .lists import prepositions_of
from .marks import has_apostrophe

if TYPE_CHECKING:
    from spacy.tokens import Doc, Span, Token

_FIRST = frozenset({"GPE", "LOC", "ORG"})
# the names of the days and months as written in English text ("Saturday", "October"), the one list the
# extract stage reads them from: a date that holds one is a day of the story, never part of a name
CALENDAR_NAMES = frozenset([*calendar.day_name, *calendar.month_name[1:]])
_CALENDAR = frozenset(w.lower() for w in CALENDAR_NAMES)
# the days alone: a part of the day after one is a time ("Monday night"), after a month a thing ("October
# night raids")
_DAY_NAMES = frozenset(calendar.day_name)


def _acronym(tok: Token) -> bool:
    text = tok.text.replace(".", "")
    return len(text) >= 3 and text.isalpha() and text.isupper()


def second_name_start(tok: Token, start: int) -> int:
    """Where the phrase of ``tok`` (opening at ``start``) should open: at the second of two names run
    together before it, or at ``start``."""
    doc = tok.doc
    if tok.pos_ != "PROPN" or tok.i <= start:
        return start
    # the second name: the entity ``tok`` ends, or ``tok`` alone when it is an unmarked acronym
    ends_entity = tok.ent_type_ and (tok.i + 1 >= len(doc) or doc[tok.i + 1].ent_iob_ != "I")
    if ends_entity:
        k = tok.i
        while k > start and doc[k].ent_iob_ == "I":
            k -= 1
    elif _acronym(tok) and tok.ent_iob_ in {"", "O", "B"}:
        k = tok.i
    else:
        return start
    if k <= start:
        return start
    first = doc[k - 1]
    # a person NER marks apart, an acronym, or a "place" after a body's acronym ("the PKK Khalil": the
    # small model marks the man a place; "BBC Four" and "BBC Wales" are one name each)
    # a person after a place or an acronym; after a body's title-case name NER's person is the name's own
    # second word ("Sony Ericsson", "Hewlett Packard")
    person = tok.ent_type_ == "PERSON" and (first.ent_type_ in {"GPE", "LOC"} or _acronym(first))
    second = person or _acronym(tok) or (tok.ent_type_ == "LOC" and _acronym(first))
    # "Zqaq al-Sheikh": a name opening with an Arabic article goes on with the name before it
    if not second or doc[k].lower_ in _arabic_articles():
        return start
    if first.ent_type_ not in _FIRST or first.dep_ != "compound" or not tok.is_ancestor(first):
        return start
    # the first name runs back to the phrase's opening, with at most a determiner before it
    j = k - 1
    while j > start and doc[j - 1].ent_type_ == first.ent_type_ and doc[j].ent_iob_ == "I":
        j -= 1
    if j > start and not (j - 1 == start and doc[start].pos_ == "DET"):
        return start
    return k


def past_glued_date(tok: Token, start: int) -> int:
    """Where the phrase of ``tok`` should open once a day or month run into its name is cut off, and the
    rest of the time with it (``past_glued_time``)."""
    doc = tok.doc
    start = past_glued_time(tok, start)
    k = start
    while k < tok.i and doc[k].pos_ == "ADV":
        k += 1  # "Also Tuesday Syrias parliament"
    if k >= tok.i or doc[k].ent_type_ != "DATE" or doc[k].ent_iob_ != "B" or tok.ent_type_ == "DATE":
        return start
    # the date was the clause's: an adverb opens it ("Also Tuesday", in the phrase or before it) or a
    # preposition of time stands just before it ("on 13 March", "Since mid-January"); a weekday opening a
    # phrase may name a paper ("Sunday Herald columnist X said")
    before = doc[start - 1] if start > doc[start].sent.start else None
    timed = before is not None and (
        before.pos_ == "ADV" or (before.pos_ in {"ADP", "SCONJ"} and before.lower_ in prepositions_of("time"))
    )
    # "Early Sunday Abdel Rahman said": a date that opens its sentence with a word of time is the clause's
    timed = timed or (bool(doc[k].is_sent_start) and doc[k].lower_ in _glued_times("edge"))
    if k == start and not timed:
        return start
    end = k + 1
    while end < tok.i and doc[end].ent_iob_ == "I":
        end += 1
    words = doc[k:end]
    if end >= tok.i + 1 or any(t.tag_ == "POS" for t in doc[k : end + 1]):
        return start  # "Tuesday's attack" owns the attack
    if not any(part.lower() in _CALENDAR for t in words for part in t.text.split("-")):
        return start
    nxt = doc[end]
    return end if nxt.text[:1].isupper() and nxt.pos_ in {"PROPN", "NOUN", "ADJ"} else start


def past_glued_time(tok: Token, start: int) -> int:
    """Where the phrase of ``tok`` should open once the rest of a time the parser hung on it is cut off
    (``ontology/glued-times.tsv``): a part of the day after a weekday the phrase already left out ("On
    Sunday evening rebels opened": "rebels"), or "the meantime" after "In"."""
    doc = tok.doc
    opening = doc[start].sent.start
    # the date opens the sentence, or a clause within it with a weekday ("said late Sunday rebels had
    # fired"; "tribute to late August Wilson" names a man, "the late Sunday Times editor" opens with "the")
    if (
        start + 2 <= tok.i
        and (start == opening or (doc[start].is_lower and doc[start + 1].text in _DAY_NAMES))
        and doc[start].lower_ in _glued_times("edge")
        and doc[start + 1].text in CALENDAR_NAMES
        and doc[start + 2].tag_ != "POS"
    ):
        start += 2  # "Early Sunday Abdel Rahman said", though NER marked no date
        if start == tok.i or doc[start].lower_ not in _glued_times("part"):
            return start
    if start >= tok.i or start <= opening:
        return start
    first, before = doc[start], doc[start - 1]
    # the weekday itself after a word of time ("On Sunday evening", "Late Tuesday night"): a weekday that
    # opens the sentence may start the phrase's own name ("Sunday evening prayers")
    if (
        first.lower_ in _glued_times("part")
        and before.text in _DAY_NAMES
        and start - 1 > doc[start].sent.start
    ):
        owned = start + 1 < len(doc) and doc[start + 1].tag_ == "POS"  # "Friday night's match"
        return start if owned or first.head.i == first.i else start + 1
    if (
        first.lower_ == "the"
        and start + 1 < tok.i
        and doc[start + 1].lower_ in _glued_times("idiom")
        and before.lower_ == "in"
    ):
        return start + 2
    return start


@lru_cache(maxsize=3)
def _glued_times(kind: str) -> frozenset[str]:
    """The words of one kind of ``ontology/glued-times.tsv``: `part`, `edge` or `idiom`."""
    return frozenset(words_of_kind("glued-times.tsv", kind))


def past_plural_descriptor(tok: Token, start: int) -> int:
    """Where the subject phrase of ``tok`` should open once a lower-case plural noun run into its name is
    cut off ("Humanitarian corridors SANA said": "SANA")."""
    doc = tok.doc
    if tok.pos_ != "PROPN" or tok.i <= start or tok.dep_ not in {"nsubj", "nsubjpass"}:
        return start
    k = tok.i
    if tok.ent_type_:
        while k > start and doc[k].ent_iob_ == "I":
            k -= 1
    elif not _acronym(tok):
        return start
    before = doc[k - 1] if k > start else None
    if (
        before is None
        or before.tag_ != "NNS"
        or not before.is_lower
        or before.dep_ != "compound"
        or not (k <= before.head.i <= tok.i)
        or before.ent_type_
    ):
        return start
    return k


def lost_possessive_end(tok: Token, start: int, end: int) -> tuple[int, int] | None:
    """(end, head) of the phrase of ``tok`` cut before an apposition whose possessive lost its apostrophe
    ("Aleppo Syrias largest city": "Aleppo"), or None."""
    doc = tok.doc
    for j in range(start + 1, end):
        first = possessive_name_start(doc, j, start)
        if first is None:
            continue
        before = doc[first - 1]
        # a credit's acronym is no name the possessive describes ("AP Syrias state TV has raised ...")
        if before.pos_ == "PROPN" and before.text[:1].isupper() and not before.is_upper:
            return first, first - 1
    return None


def possessive_name_start(doc: Doc, j: int, start: int = 0) -> int | None:
    """Where the name opens whose possessive ``doc[j]`` is with its apostrophe lost ("Syrias", "Islamic
    States" before a lower-case word), not before ``start``; or None."""
    word = doc[j]
    # only in a page that lost every apostrophe: elsewhere "Aguas Argentinas" is a name, not Argentina's
    if doc_cache(doc, "kg.fused_spans.apostrophe", lambda d: has_apostrophe(d.text)):
        return None
    if not (len(word.text) > 2 and word.text.endswith("s") and word.text[:1].isupper() and j + 1 < len(doc)):
        return None
    if not (doc[j + 1].is_lower and doc[j + 1].is_alpha):
        return None
    known = _known_names()
    two = f"{doc[j - 1].text} {word.text}".lower() if j > 0 else ""
    if j - 1 > start and two[:-1] in known and two not in known:
        return j - 1  # "Raqqa Islamic States power base"
    if word.lower_[:-1] in known and word.lower_ not in known:
        return j
    return None


def possessive_names_apart(doc: Doc) -> Doc:
    """``doc`` with each name NER ran on into an apposition's possessive cut before it: "Aleppo Syrias"
    (one person, to the small model) is "Aleppo", "Islamic Front Syrias" is "Islamic Front". The words cut
    off name no entity of their own; the graph labels the name before by its own words. A pipeline step
    after NER (``kg.extract.nlp``)."""
    from spacy.tokens import Span

    if has_apostrophe(doc.text):
        return doc
    kept, changed = [], False
    for ent in doc.ents:
        end = ent.end
        for j in range(ent.start + 1, ent.end):
            first = possessive_name_start(doc, j, ent.start)
            if first is not None and first > ent.start:
                before = doc[first - 1]
                if before.pos_ == "PROPN" and not before.is_upper:
                    end = first
                    break
        if end == ent.end:
            end = _split_possessive_start(ent) or end
        changed = changed or end != ent.end
        kept.append(ent if end == ent.end else Span(doc, ent.start, end, label=ent.label_))
    if changed:
        doc.ents = kept
    return doc


def _split_possessive_start(ent: Span) -> int | None:
    """Where the known name ends ``ent`` opens when the possessive "s" after it was split off as a word of
    its own (``kg.extract.nlp``: "Raqqa Islamic State" + "s" + "power base"), so the name before it is
    the entity; or None."""
    doc = ent.doc
    after = ent.end
    if (
        after + 1 >= len(doc)
        or doc[after].tag_ != "POS"
        or doc[after].text != "s"
        or not doc[after + 1].is_lower
    ):
        return None
    known = _known_names()
    if ent.text.lower() in known:
        return None
    for first in (ent.end - 2, ent.end - 1):
        if first > ent.start and doc[first:after].text.lower() in known:
            before = doc[first - 1]
            return first if before.pos_ == "PROPN" and not before.is_upper else None
    return None


@lru_cache(maxsize=1)
def _known_names() -> frozenset[str]:
    """Lower-case names the tables know as one name: pycountry's countries, ``countries.tsv`` and the
    gazetteer's names and canonical labels."""
    import pycountry

    names = {row["name"] for row in read_tsv("countries.tsv", ["code", "name"])}
    for row in read_tsv("gazetteer.tsv", ["name", "canonical"]):
        names |= {row["name"], row["canonical"]}
    for country in pycountry.countries:
        names |= {getattr(country, key, "") or "" for key in ("name", "common_name")}
    return frozenset(n.lower() for n in names if n)


@lru_cache(maxsize=1)
def _arabic_articles() -> frozenset[str]:
    return frozenset(row["word"].lower() for row in read_tsv("arabic-articles.tsv", ["word"]))
