"""Stable ASCII ids for keys: the one slug every stage uses to name articles, claims and events."""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache


@lru_cache(maxsize=100_000)  # the graph, tables and view slug the same entity and article ids again
def slug(text: str) -> str:
    """ASCII slug for IRIs: folded accents, lower case, runs of other characters as one hyphen."""
    folded = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode("ascii")
    cleaned = re.sub(r"[^a-z0-9]+", "-", folded.lower()).strip("-")
    return cleaned or "x"
