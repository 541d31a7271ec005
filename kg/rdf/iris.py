"""The IRIs of a build, minted under one base: the only code that mints IRIs (the contract is in
ontology/README.md).

Split out of ``kg.rdf.graph``, which names every node of the graph through ``IRIs``; the CSV outputs name
entities and statements through it too, and a build checks its ``--base`` with it before the parse.
Identical inputs give identical IRIs.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from urllib.parse import quote

from rdflib import Namespace, URIRef

from ..config import DEFAULT_BASE
from ..ids import slug
from .vocab import DATA_KINDS

# What ``quote(key, safe="")`` leaves as it is: a key of only these characters is its own segment.
_UNRESERVED = re.compile(r"[A-Za-z0-9_.~-]+")


def _segment(key: str) -> str:
    """A key as one IRI path segment: slugs pass unchanged, anything else is percent-encoded.

    Keys come from other stages; encoding (rather than slugging) keeps two different keys apart
    and makes any key, whatever characters it holds, a valid IRI.
    """
    if _UNRESERVED.fullmatch(key):  # statement and claim ids, most entity keys: urllib's quote is slower
        return key
    return quote(key, safe="") or "x"


def _phrase_segment(text: str) -> str:
    """Segment for a phrase: its slug, or the encoded lower-case phrase when it has no ASCII letters."""
    folded = slug(text)
    if folded != "x" or text.strip().lower() == "x":
        return folded
    return _segment(" ".join(text.lower().split()))


def _check_readable(base: str) -> None:
    """Refuse a base whose IRIs the readers (Oxigraph's strict IRI parser) would reject: ``#a#``, ``%zz``."""
    import pyoxigraph as ox

    from ..errors import KGError

    try:
        ox.NamedNode(f"{base}entity/x")
    except ValueError as error:
        raise KGError(
            f"--base {base!r} gives IRIs that RDF readers reject ({error}); use e.g. https://example.org/kg/"
        ) from error


class IRIs:
    """Mints every IRI of a build under one base, so identical inputs give identical IRIs."""

    def __init__(self, base: str = DEFAULT_BASE) -> None:
        bad = any(c in base for c in '<>"{}|\\^`') or any(ord(c) <= 0x20 for c in base)
        if not re.match(r"^[a-z][a-z0-9+.-]*:", base) or bad:
            from ..errors import KGError

            raise KGError(f"--base {base!r} is not an absolute IRI; use e.g. https://example.org/kg/")
        self.base = base if base.endswith(("/", "#")) else base + "/"
        self.ns = Namespace(self.base)
        _check_readable(self.base)
        # Entities, articles and phrases are named again by every statement about them: mint each once.
        self._minted: dict[tuple[str, str], URIRef] = {}

    def _mint(self, kind: str, key: str, segment: Callable[[str], str]) -> URIRef:
        iri = self._minted.get((kind, key))
        if iri is None:
            # the IRI ``self.ns[...]`` gives, without its two calls
            iri = self._minted[(kind, key)] = URIRef(f"{self.base}{kind}/{segment(key)}")
        return iri

    def entity(self, key: str) -> URIRef:
        return self._mint("entity", key, _segment)

    def event(self, key: str) -> URIRef:
        return self._mint("event", key, _segment)

    def article(self, article_id: str) -> URIRef:
        return self._mint("article", article_id, slug)

    def statement(self, statement_id: str) -> URIRef:
        return URIRef(f"{self.base}statement/{_segment(statement_id)}")  # named once or twice: not kept

    def relation(self, lemma: str) -> URIRef:
        return self._mint("relation", lemma, _phrase_segment)

    def concept(self, text: str) -> URIRef:
        return self._mint("concept", text, _phrase_segment)

    def claim(self, claim_id: str) -> URIRef:
        return URIRef(f"{self.base}claim/{_segment(claim_id)}")

    def prefixes(self) -> dict[str, Namespace]:
        """Turtle prefixes for the data IRIs, so output reads ``entity:qassem-soleimani``."""
        return {kind: Namespace(f"{self.base}{kind}/") for kind in DATA_KINDS}
