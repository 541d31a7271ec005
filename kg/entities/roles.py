"""A name right before a role that a person holds in a body, and the person's name after it, is the body:
"Everton midfielder Thomas Gravesen", "Labour spokesman Fraser Kemp". NER often tags a club or a firm
written so as a person. Takes mentions with their offsets and the text; gives the mentions so placed.
The roles are ``ontology/body-roles.tsv``.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache
from itertools import pairwise

from ..resources import read_tsv
from ..types import Mention


@lru_cache(maxsize=1)
def _between() -> re.Pattern[str]:
    """What stands between a body and its member's name: an optional possessive, up to two qualifiers
    ("former", "assistant") and a role."""
    rows = read_tsv("body-roles.tsv")
    roles, qualifiers = (
        "|".join(
            re.escape(row["role"]).replace(r"\ ", r"\s+")
            for row in sorted(rows, key=lambda r: len(r["role"]), reverse=True)
            if row["kind"] in kinds
        )
        for kinds in (("role", "team-role"), ("qualifier",))
    )
    return re.compile(rf"(?:'s|’s)?\s+(?:(?:{qualifiers})\s+){{0,2}}(?P<role>{roles})\s+", re.IGNORECASE)


@lru_cache(maxsize=1)
def _team_roles() -> frozenset[str]:
    """Roles only a team has ("coach", "striker"), in lower case, a space for any run of spaces."""
    return frozenset(row["role"] for row in read_tsv("body-roles.tsv") if row["kind"] == "team-role")


def bodies_of_roles(text: str, mentions: Sequence[Mention]) -> list[tuple[Mention, bool]]:
    """The mentions followed by a role and then a name NER tags as a person, in order, each with whether
    the role is one only a team has ("Barcelona coach Frank Rijkaard")."""
    ordered = sorted(mentions, key=lambda m: (m.start, m.end))
    between = _between()
    bodies = []
    for body, person in pairwise(ordered):
        found = between.fullmatch(text, body.end, person.start) if person.label == "PERSON" else None
        if found:
            bodies.append((body, " ".join(found.group("role").lower().split()) in _team_roles()))
    return bodies


@lru_cache(maxsize=1)
def _roles() -> frozenset[str]:
    rows = read_tsv("body-roles.tsv")
    return frozenset(row["role"] for row in rows if row["kind"] in ("role", "team-role"))


def is_role(word: str) -> bool:
    """True for a role of ontology/body-roles.tsv ("winger", "spokesman"), in lower case."""
    return word in _roles()
