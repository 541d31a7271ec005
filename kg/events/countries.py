"""Whether a place name is a country, as the entity stage knows them: a leaf of the event model that the
place, argument and speaker rules all read without importing one another."""

from __future__ import annotations

from functools import lru_cache

from ..entities.gazetteer import anchors, lookup_key


@lru_cache(maxsize=4096)
def is_country(name: str) -> bool:
    """Whether ``name`` is a country, as the entity stage knows them (pycountry and ontology/countries.tsv):
    "a US airstrike" names the attacker."""
    anchor = anchors().get(lookup_key(name.removeprefix("the ")))
    return anchor is not None and anchor.id.startswith("country:")
