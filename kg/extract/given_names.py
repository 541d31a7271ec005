"""Given names from Faker's person data, read by ``kg.extract.given_genders`` (the gender a name tells)
and by ``kg.extract.titles`` (a given name is no title). Split out of ``given_genders`` so that the title
rule can read them without an import cycle (``given_genders`` reads quotes, which read titles).
"""

from __future__ import annotations

from functools import lru_cache

from ..resources import derived_table, faker_first_names, read_tsv


@lru_cache(maxsize=1)
def given_name_genders() -> dict[str, str]:
    """Given name -> "m" or "f"; empty when Faker is not installed (the pronoun then stays unresolved).
    The rows of ontology/given-name-genders.tsv (names Faker leaves unsaid or gives both genders,
    "Mohammed", "Manal") outrank Faker's reading."""
    from importlib.metadata import PackageNotFoundError, version

    try:
        release = version("faker").encode()
    except PackageNotFoundError:
        return {}
    table = derived_table(
        "given-name-genders", (release, b"1"), _derive, fits=lambda t: isinstance(t, dict) and bool(t)
    )
    listed = {row["name"]: row["gender"] for row in read_tsv("given-name-genders.tsv", ["name", "gender"])}
    return {**table, **listed}


def _derive() -> dict[str, str]:
    import faker.providers.person as person

    sexes_of = {"first_names_male": "m", "first_names_female": "f"}
    said: dict[str, set[str]] = {}
    for name, attribute in faker_first_names(person):
        if attribute in sexes_of and " " not in name:
            said.setdefault(name, set()).add(sexes_of[attribute])
    return {name: next(iter(sexes)) for name, sexes in sorted(said.items()) if len(sexes) == 1}


@lru_cache(maxsize=1)
def not_given_words() -> frozenset[str]:
    """Words that lead names of things as often as people's ("Santa", "May"):
    ontology/not-given-names.tsv, which the entity rules read for the same reason, and the Arabic
    article ("El Watan", a newspaper), which Faker lists as a given name."""
    words = {row["word"] for row in read_tsv("not-given-names.tsv", ["word"])}
    return frozenset(words | {row["word"] for row in read_tsv("arabic-articles.tsv", ["word"])})
