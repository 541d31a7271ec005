"""RDF: the plain knowledge-graph records -> an RDF graph, its serialisations and its validation.

Takes a ``KnowledgeGraph`` (``kg.types``) and gives an rdflib ``Graph`` (``build_graph``, with IRIs minted
by ``kg.rdf.iris`` alone), bytes in Turtle, N-Triples, TriG, N-Quads or JSON-LD (``serialize``), and
SHACL validation reports. rdflib terms first appear here. Never imports the store or the view.
"""

from __future__ import annotations

from .formats import read_graph, serialize
from .graph import TripleSet, build_graph, build_triples
from .iris import IRIs
from .validate import ValidationReport, validate
from .vocab import KG, PREFIXES, SCHEMA, SEM

__all__ = [
    "KG",
    "PREFIXES",
    "SCHEMA",
    "SEM",
    "IRIs",
    "TripleSet",
    "ValidationReport",
    "build_graph",
    "build_triples",
    "read_graph",
    "serialize",
    "validate",
]
