"""Curated anchors a name can be tied to: countries (pycountry plus ontology/countries.tsv), the
acronym gazetteer and demonyms, keyed by :func:`lookup_key`: acronyms by their capital letters (so "us"
the pronoun never matches "US"), everything else by its normalised words.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from ..errors import KGError
from ..resources import read_tsv
from ..types import ENTITY_KINDS, OTHER, PLACE
from .names import acronym_letters, clean_surface, is_acronym, name_tokens, slug


@dataclass(frozen=True)
class Anchor:
    """A curated entity a name can be tied to: a country, a gazetteer entry or a demonym."""

    id: str  # "country:IR", "gazetteer:united-nations", "demonym:IR"
    label: str
    kind: str
    country: str | None = None  # for demonyms: the country anchor id


# every rule of entity resolution asks for the keys of the same mention texts again (about 370,000 times
# over the 2,225 BBC articles, 30,000 texts)
@lru_cache(maxsize=200_000)
def lookup_key(name: str) -> str:
    """Key under which a name is looked up in the curated tables: "ACR:US" or "united states"."""
    name = clean_surface(name)
    if is_acronym(name):
        return "ACR:" + acronym_letters(name)
    return " ".join(name_tokens(name))


@lru_cache(maxsize=1)
def anchors() -> dict[str, Anchor]:
    """Every curated name's lookup key -> its anchor; the curated tables win over pycountry."""
    import pycountry

    table: dict[str, Anchor] = {}
    countries = country_anchors()
    for country in pycountry.countries:
        anchor = countries[country.alpha_2]
        for attribute in ("name", "official_name", "common_name"):
            value = getattr(country, attribute, None)
            if value and "," not in value:
                table[lookup_key(value)] = anchor
    for row in read_tsv("countries.tsv"):
        table[lookup_key(row["name"])] = countries[row["code"]]
    for row in read_tsv("gazetteer.tsv"):
        kind = row["kind"] if row["kind"] in ENTITY_KINDS else OTHER
        table[lookup_key(row["name"])] = Anchor(f"gazetteer:{slug(row['canonical'])}", row["canonical"], kind)
    # a one-word name written in capitals ("DAESH" in a headline, "IRAN") is read as an acronym, whose key
    # no table holds: it is the same name, unless a table lists those capitals as an acronym of its own
    for key, anchor in list(table.items()):
        if len(key) >= 4 and key.isalpha() and key.isascii():
            table.setdefault("ACR:" + key.upper(), anchor)
    return table


@lru_cache(maxsize=1)
def country_anchors() -> dict[str, Anchor]:
    """ISO alpha-2 code -> country anchor labelled with the curated preferred name or pycountry's."""
    import pycountry

    preferred = {row["code"]: row["name"] for row in read_tsv("countries.tsv") if row["preferred"] == "yes"}
    result: dict[str, Anchor] = {}
    for country in pycountry.countries:
        code = country.alpha_2
        label = preferred.get(code) or getattr(country, "common_name", None) or country.name
        result[code] = Anchor(f"country:{code}", label, PLACE)
    # a country ISO 3166-1 has no code for yet (Kosovo's user-assigned XK) is a preferred row of its own;
    # any other code pycountry lacks is a mistyped one, which would otherwise mint a country silently
    for code, label in preferred.items():
        if code not in result and not _USER_ASSIGNED.fullmatch(code):
            raise KGError(
                f"ontology/countries.tsv: {label!r} has the code {code!r}, which is neither an ISO 3166-1 "
                "alpha-2 code pycountry knows nor a user-assigned one (AA, QM-QZ, XA-XZ, ZZ); fix the code"
            )
        result.setdefault(code, Anchor(f"country:{code}", label, PLACE))
    for row in read_tsv("countries.tsv"):
        if row["code"] not in result:
            raise KGError(
                f"ontology/countries.tsv: {row['name']!r} has the code {row['code']!r}, which no country "
                "has; fix the code, or give the country a row of its own with preferred 'yes'"
            )
    return result


# ISO 3166-1's user-assigned alpha-2 codes: the only codes a country pycountry lacks may bear (Kosovo's XK)
_USER_ASSIGNED = re.compile(r"AA|Q[M-Z]|X[A-Z]|ZZ")


@lru_cache(maxsize=1)
def demonyms() -> dict[str, Anchor]:
    """Lookup key of a demonym (singular and -s plural) -> its anchor, linked to the country anchor."""
    countries = country_anchors()
    table: dict[str, Anchor] = {}
    for row in read_tsv("demonyms.tsv"):
        anchor = Anchor(f"demonym:{row['demonym']}", row["demonym"], OTHER, countries[row["code"]].id)
        table[lookup_key(row["demonym"])] = anchor
        table.setdefault(lookup_key(row["demonym"] + "s"), anchor)
    return table


@lru_cache(maxsize=1)
def one_person_demonyms() -> frozenset[str]:
    """Lookup keys of the demonyms that name one person of a people and qualify no noun ("Briton",
    "Spaniard"; column ``one`` of ontology/demonyms.tsv): NER's PERSON tag on them is no surname's."""
    return frozenset(
        lookup_key(row["demonym"])
        for row in read_tsv("demonyms.tsv", ["demonym", "one"])
        if row["one"] == "person"
    )
