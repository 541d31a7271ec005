"""SPARQL 1.1 queries over graph files and Oxigraph store folders with the embedded Oxigraph engine."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from ..errors import GraphError
from ..rdf.oxigraph import load_file

# Prefixes every query may use without declaring them.
QUERY_PREFIXES = {
    "kg": "https://w3id.org/kg-news/vocab#",
    "schema": "https://schema.org/",
    "skos": "http://www.w3.org/2004/02/skos/core#",
    "prov": "http://www.w3.org/ns/prov#",
    "dcterms": "http://purl.org/dc/terms/",
    "sem": "http://semanticweb.cs.vu.nl/2009/11/sem/",
    "rdf": "http://www.w3.org/1999/02/22-rdf-syntax-ns#",
    "rdfs": "http://www.w3.org/2000/01/rdf-schema#",
    "xsd": "http://www.w3.org/2001/XMLSchema#",
    "owl": "http://www.w3.org/2002/07/owl#",
}


@dataclass(frozen=True)
class Term:
    """One RDF term of a result: ``kind`` is uri, literal, bnode or triple."""

    kind: str
    value: str
    datatype: str | None = None
    language: str | None = None


@dataclass(frozen=True)
class QueryResult:
    """A SELECT table (``variables``, ``rows``), an ASK answer (``boolean``) or CONSTRUCT triples as rows."""

    kind: str  # "select", "ask" or "graph"
    variables: tuple[str, ...] = ()
    rows: tuple[tuple[Term | None, ...], ...] = ()
    boolean: bool | None = None


def open_source(source: str | Path):
    import pyoxigraph as ox

    path = Path(source)
    if path.is_dir():
        try:
            return ox.Store.read_only(str(path))
        except OSError as error:
            hint = "create one with `kg load GRAPH --store DIR`"
            raise GraphError(f"{path}: not an Oxigraph store ({error}); {hint}") from error
    return load_file(path)


def _term(term) -> Term | None:
    import pyoxigraph as ox

    if term is None:
        return None
    if isinstance(term, ox.NamedNode):
        return Term("uri", term.value)
    if isinstance(term, ox.BlankNode):
        return Term("bnode", term.value)
    if isinstance(term, ox.Literal):
        datatype = term.datatype.value
        if term.language:
            return Term("literal", term.value, language=term.language)
        return Term("literal", term.value, None if datatype.endswith("#string") else datatype)
    return Term("triple", str(term))


def run_query(source: str | Path, sparql: str) -> QueryResult:
    """Run a SPARQL 1.1 query on a graph file or an Oxigraph store folder.

    The default graph is the union of all graphs, so queries need no GRAPH clause; a fact that
    several articles assert then appears once per article unless the query says DISTINCT.
    """
    import pyoxigraph as ox

    store = open_source(source)
    try:
        answer = store.query(sparql, use_default_graph_as_union=True, prefixes=QUERY_PREFIXES)
    except SyntaxError as error:
        raise GraphError(f"SPARQL syntax error: {error}") from error
    except OSError as error:
        raise GraphError(f"query failed on {source}: {error}") from error
    if isinstance(answer, ox.QueryBoolean):
        return QueryResult("ask", boolean=bool(answer))
    if isinstance(answer, ox.QuerySolutions):
        variables = tuple(v.value for v in answer.variables)
        rows = tuple(tuple(_term(solution[v]) for v in variables) for solution in answer)
        return QueryResult("select", variables, rows)
    rows = tuple((_term(t.subject), _term(t.predicate), _term(t.object)) for t in answer)
    return QueryResult("graph", ("subject", "predicate", "object"), rows)
