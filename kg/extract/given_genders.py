"""The gender a given name tells ("Brian": m, "Sarah": f), for the "he" or "she" of ``kg.extract.hosts``.

From the person data Faker ships for each of its locales, walked by ``kg.resources.faker_first_names``, as
``kg.entities``' given names are (kg/extract does not import kg/entities): a name listed as male somewhere and
female elsewhere ("Andrea", "Jean", "Kim") tells nothing.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from ..resources import derived_table, faker_first_names

if TYPE_CHECKING:
    from spacy.tokens import Doc


@lru_cache(maxsize=1)
def given_name_genders() -> dict[str, str]:
    """Given name -> "m" or "f"; empty when Faker is not installed (the pronoun then stays unresolved)."""
    from importlib.metadata import PackageNotFoundError, version

    try:
        release = version("faker").encode()
    except PackageNotFoundError:
        return {}
    table = derived_table(
        "given-name-genders", (release, b"1"), _derive, fits=lambda t: isinstance(t, dict) and bool(t)
    )
    return dict(table)


def _derive() -> dict[str, str]:
    import faker.providers.person as person

    sexes_of = {"first_names_male": "m", "first_names_female": "f"}
    said: dict[str, set[str]] = {}
    for name, attribute in faker_first_names(person):
        if attribute in sexes_of and " " not in name:
            said.setdefault(name, set()).add(sexes_of[attribute])
    return {name: next(iter(sexes)) for name, sexes in sorted(said.items()) if len(sexes) == 1}


def with_given_names(doc: Doc, gender: dict[str, str]) -> dict[str, str]:
    """``gender`` (surname -> gender, from honorifics) and the gender the given name of each person the
    NER names in full tells its surname ("Sarah Lane": Lane, f), unless an honorific said otherwise or
    two given names of the article disagree."""
    known = given_name_genders()
    said: dict[str, set[str]] = {}
    for e in doc.ents:
        words = e.text.split()
        if e.label_ == "PERSON" and len(words) >= 2 and words[0] in known:
            said.setdefault(words[-1], set()).add(known[words[0]])
    told = {name: next(iter(sexes)) for name, sexes in said.items() if len(sexes) == 1}
    return {**told, **gender}
