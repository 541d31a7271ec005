"""Whether a place name is a country, as the entity stage knows them: a leaf of the event model that the
place, argument and speaker rules all read without importing one another."""

from __future__ import annotations

from functools import lru_cache

from ..entities.gazetteer import anchors, lookup_key


@lru_cache(maxsize=4096)
def country_code(name: str) -> str | None:
    """The code of the country ``name`` names, as the entity stage knows them (pycountry and
    ontology/countries.tsv), or None for any other name."""
    anchor = anchors().get(lookup_key(name.removeprefix("the ")))
    if anchor is None or not anchor.id.startswith("country:"):
        return None
    return anchor.id.removeprefix("country:")


def is_country(name: str) -> bool:
    """Whether ``name`` is a country: "a US airstrike" names the attacker."""
    return country_code(name) is not None
