"""Entities: mentions -> one canonical entity per real-world thing, whatever the spelling.

This is the design card's "ontology module that normalises entity spellings". Its entry module is
``resolution`` (``resolve_entities``, ``link_span``), named so that it is not confused with the
``ontology/`` folder, which holds the vocabulary and the curated tables this package reads (titles,
given names, gazetteer, countries, demonyms). Takes ``ArticleExtraction`` records, gives ``Entity``
records and a mention -> entity key map. Never imports extraction, events, RDF, store or view.
"""

from __future__ import annotations

from .overrides import read_overrides
from .resolution import Resolution, link_span, resolve_entities

__all__ = ["Resolution", "link_span", "read_overrides", "resolve_entities"]
