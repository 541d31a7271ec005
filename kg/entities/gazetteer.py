"""Curated reference names, looked up by the rules of entity resolution: the organisation words of
ontology/org-words.tsv (qualifiers, designators, Arabic openers, place and tail words) read here, and,
importable from here, the anchors (anchors.py: countries, the acronym gazetteer, demonyms and
:func:`lookup_key`), the reference tables (reference_tables.py: subdivisions, cities, given names, place
adjectives) and the user's override file (overrides.py).
"""

from __future__ import annotations

from functools import lru_cache

from ..resources import read_tsv
from .anchors import Anchor as Anchor
from .anchors import anchors as anchors
from .anchors import country_anchors as country_anchors
from .anchors import demonyms as demonyms
from .anchors import lookup_key as lookup_key
from .names import name_tokens
from .overrides import ACTIONS as ACTIONS
from .overrides import Override as Override
from .overrides import read_overrides as read_overrides
from .reference_tables import ADJECTIVE_CITY_POPULATION as ADJECTIVE_CITY_POPULATION
from .reference_tables import ADJECTIVE_ENDINGS as ADJECTIVE_ENDINGS
from .reference_tables import _cities as _cities
from .reference_tables import _city_tables as _city_tables
from .reference_tables import _derive_city_tables as _derive_city_tables
from .reference_tables import big_city as big_city
from .reference_tables import cities_named as cities_named
from .reference_tables import city_key as city_key
from .reference_tables import given_name_first as given_name_first
from .reference_tables import given_names as given_names
from .reference_tables import known_place_name as known_place_name
from .reference_tables import known_places as known_places
from .reference_tables import national_names as national_names
from .reference_tables import person_given_names as person_given_names
from .reference_tables import person_surnames as person_surnames
from .reference_tables import place_adjective as place_adjective
from .reference_tables import place_words as place_words
from .reference_tables import state_code as state_code


@lru_cache(maxsize=1)
def listed_places() -> frozenset[str]:
    """Lookup keys of the places and regions ontology/places.tsv lists, in either column ("Eastern Ghouta",
    "Rif Dimashq"): the events stage places events by them, and each names a place whatever NER tagged it."""
    return frozenset(
        lookup_key(name)
        for row in read_tsv("places.tsv", ["place", "inside"])
        for column in (row["place"], row["inside"])
        for name in column.split("|")
        if name.strip()
    )


def place_or_nation(name: str) -> bool:
    """True for a name pycountry or GeoNames knows as a place, or a nation's."""
    return known_place_name(name) or lookup_key(name) in national_names()


def designated(tokens: tuple[str, ...]) -> bool:
    """True when a name's tokens end in a designator of ontology/org-words.tsv ("... Front", "... News
    Agency"): the name is an organisation's."""
    _, designators = org_words()
    return tokens[-1:] in designators or tokens[-2:] in designators


@lru_cache(maxsize=1)
def opener_heads() -> dict[str, str]:
    """An Arabic opener of ontology/org-words.tsv -> the English head word that ends the same name ("jabhat"
    -> "front": "Jabhat al-Nusra" is "al-Nusra Front"), for the openers that have one."""
    return {row["word"]: row["english"] for row in read_tsv("org-words.tsv") if row.get("english")}


@lru_cache(maxsize=1)
def software_names() -> frozenset[str]:
    """Lookup keys of the software, networks and online services of ontology/software.tsv ("linux")."""
    return frozenset(lookup_key(row["name"]) for row in read_tsv("software.tsv"))


@lru_cache(maxsize=1)
def armed_group_names() -> frozenset[str]:
    """Lookup keys of the armed groups' names of ontology/armed-groups.tsv (`name` rows: "Ahrar al-Sham",
    "Jaish al-Islam"), which the extraction stage reads for who a war report's "the militants" are: each
    names an organisation whatever NER tagged it."""
    return frozenset(
        lookup_key(row["form"])
        for row in read_tsv("armed-groups.tsv", ["kind", "form"])
        if row["kind"] == "name"
    )


@lru_cache(maxsize=1)
def curated_spellings() -> frozenset[str]:
    """Names exactly as a row of ontology/gazetteer.tsv writes them ("Daesh", "Hezbollah"); a lookup key
    reaches further ("Party" keys as the Kurdistan Workers' Party, whose possessive words it drops)."""
    return frozenset(row["name"] for row in read_tsv("gazetteer.tsv"))


def org_word(word: str) -> bool:
    """True when ``word`` is a word of any role of ontology/org-words.tsv ("Party", "Monitor", "Front")."""
    tokens = name_tokens(word)
    return any(tokens in words for words in _name_words().values())


def opened_as_group(tokens: tuple[str, ...]) -> bool:
    """True when a name of two tokens or more opens with an Arabic word for an armed group of
    ontology/org-words.tsv ("Jabhat al-Nusra", "Faylaq al-Rahman"): the name is an organisation's."""
    return len(tokens) > 1 and tokens[:1] in _name_words().get("opener", frozenset())


@lru_cache(maxsize=1)
def org_words() -> tuple[frozenset[tuple[str, ...]], frozenset[tuple[str, ...]]]:
    """(qualifiers, designators): word sequences an organisation's short form may leave out, and its last
    words that make a name an organisation's (with those of roles article-designator, charity and
    name-designator: "... Industries", "... Foundation", "... Conservatory", which the corpus-wide short form
    rule does not leave out)."""
    roles = _name_words()
    last = (
        roles["designator"]
        | name_words("article-designator")
        | name_words("charity")
        | name_words("name-designator")
    )
    return roles["qualifier"], last


@lru_cache(maxsize=1)
def place_heads() -> frozenset[tuple[str, ...]]:
    """Head words of place names: "province", "city"."""
    return _name_words()["place"]


def part_words() -> frozenset[tuple[str, ...]]:
    """Words before a place's name that name a part of it: "Western" in "Western Ghouta"."""
    return _name_words().get("part", frozenset())


def event_heads() -> frozenset[tuple[str, ...]]:
    """Head words of names of happenings: "Championships", "Summit"."""
    return _name_words().get("event", frozenset())


def name_words(role: str) -> frozenset[tuple[str, ...]]:
    """The word sequences of one role of ontology/org-words.tsv."""
    return _name_words().get(role, frozenset())


def law_heads() -> frozenset[tuple[str, ...]]:
    """Head words of names of laws and treaties: "Act", "Bill", "Convention"."""
    return _name_words().get("law", frozenset())


def place_starts() -> frozenset[str]:
    """Words that open Arabic place names: "Tal" (hill) of "Tal Abyad", "Ras" of "Ras al-Ain"."""
    return frozenset(word for phrase in _name_words().get("place-start", frozenset()) for word in phrase)


def same_place_words(role: str = "same") -> frozenset[tuple[str, ...]]:
    """Head words that leave a place what it is: "Aqareb es Safi village" is Aqareb es Safi; with role
    ``same-lower``, only when written in lower case ("Homs city")."""
    return _name_words().get(role, frozenset())


@lru_cache(maxsize=1)
def _name_words() -> dict[str, frozenset[tuple[str, ...]]]:
    roles: dict[str, set[tuple[str, ...]]] = {"qualifier": set(), "designator": set(), "place": set()}
    for row in read_tsv("org-words.tsv"):
        roles.setdefault(row["role"], set()).add(name_tokens(row["word"]))
    return {role: frozenset(words) for role, words in roles.items()}


def tail_words() -> frozenset[tuple[str, ...]]:
    """Common nouns glued after a place's name that never end one: "Raqa NGO"."""
    return _name_words().get("tail", frozenset())
