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
def _rows() -> tuple[dict[str, str], ...]:
    """The rows of ontology/body-roles.tsv, read once, its header checked."""
    return tuple(read_tsv("body-roles.tsv", ("role", "kind")))


@lru_cache(maxsize=1)
def _between() -> re.Pattern[str]:
    """What stands between a body and its member's name: an optional possessive, up to two qualifiers
    ("former", "assistant") and a role."""
    rows = _rows()
    roles, qualifiers = (
        "|".join(
            re.escape(row["role"]).replace(r"\ ", r"\s+")
            for row in sorted(rows, key=lambda r: len(r["role"]), reverse=True)
            if row["kind"] == kind
        )
        for kind in ("role", "qualifier")
    )
    return re.compile(rf"(?:'s|’s)?\s+(?:(?:{qualifiers})\s+){{0,2}}(?:{roles})\s+", re.IGNORECASE)


def bodies_of_roles(text: str, mentions: Sequence[Mention]) -> list[Mention]:
    """The mentions followed by a role and then a name NER tags as a person, in order."""
    ordered = sorted(mentions, key=lambda m: (m.start, m.end))
    between = _between()
    return [
        body
        for body, person in pairwise(ordered)
        if person.label == "PERSON" and between.fullmatch(text, body.end, person.start)
    ]


@lru_cache(maxsize=1)
def _roles() -> frozenset[str]:
    return frozenset(row["role"] for row in _rows() if row["kind"] == "role")


def is_role(word: str) -> bool:
    """True for a role of ontology/body-roles.tsv ("winger", "spokesman"), in lower case."""
    return word in _roles()
