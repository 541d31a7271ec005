"""Store: graph files and triple stores -> SPARQL answers; graph files -> stores.

Takes graph files written by the RDF stage (or an Oxigraph store folder) and gives query results
(``run_query``, named queries, table/CSV/TSV/JSON formats), sends queries to remote SPARQL endpoints
(``query_endpoint``), or loads a graph into an embedded
Oxigraph store or a SPARQL Graph Store Protocol endpoint. Reads RDF through ``kg.rdf``; never
imports the view or the earlier stages.
"""

from __future__ import annotations

from ..rdf.oxigraph import partitioned_triples
from .load import check_endpoint, load_endpoint, load_store, mask_credentials
from .named import NamedQuery, named_queries, render_named, sparql_string
from .remote import is_endpoint, query_endpoint
from .results import format_result
from .sparql import QUERY_PREFIXES, QueryResult, Term, run_query, uses_service

__all__ = [
    "QUERY_PREFIXES",
    "NamedQuery",
    "QueryResult",
    "Term",
    "check_endpoint",
    "format_result",
    "is_endpoint",
    "load_endpoint",
    "load_store",
    "mask_credentials",
    "named_queries",
    "partitioned_triples",
    "query_endpoint",
    "render_named",
    "run_query",
    "sparql_string",
    "uses_service",
]
