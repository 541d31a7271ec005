"""SPARQL 1.1 queries over graph files and Oxigraph store folders with the embedded Oxigraph engine."""

from __future__ import annotations

import re
import sys
from dataclasses import dataclass
from pathlib import Path

from ..errors import GraphError, KGError
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


# SERVICE as a keyword: not inside a string, an IRI or a comment (removed first), nor part of a prefixed
# name or a variable (``svc:service``, ``?service``).
_NOT_KEYWORDS = re.compile(
    "|".join(
        (
            r'"""[\s\S]*?"""',
            r"'''[\s\S]*?'''",
            r'"(?:[^"\\\n]|\\.)*"',
            r"'(?:[^'\\\n]|\\.)*'",
            r'<[^<>"{}|^`\\\s]*>',
            r"#[^\n]*",
        )
    )
)
_SERVICE = re.compile(r"(?<![\w:?$.-])SERVICE(?![\w:.-])", re.IGNORECASE)


def uses_service(sparql: str) -> bool:
    """Whether a query calls a remote endpoint with SERVICE."""
    return bool(_SERVICE.search(_NOT_KEYWORDS.sub(" ", sparql)))


def run_query(
    source: str | Path, sparql: str, timeout: float | None = None, allow_service: bool = False
) -> QueryResult:
    """Run a SPARQL 1.1 query on a graph file or an Oxigraph store folder.

    The default graph is the union of all graphs, so queries need no GRAPH clause; a fact that
    several articles assert then appears once per article unless the query says DISTINCT.
    With a ``timeout`` (seconds) the query runs in a child process that is killed when time is up or
    on Ctrl-C, since the query engine itself cannot be interrupted. ``SERVICE`` (a request to
    another server) is refused unless ``allow_service``.
    """
    if not allow_service and uses_service(sparql):
        raise GraphError(
            "the query uses SERVICE, which sends requests to other servers; "
            "add --allow-service if you mean it."
        )
    if timeout is None:
        return _evaluate(source, sparql)
    if timeout <= 0:
        raise GraphError(f"--timeout {timeout:g}: give a number of seconds above 0.")
    return _bounded(source, sparql, timeout)


def _evaluate(source: str | Path, sparql: str) -> QueryResult:
    import pyoxigraph as ox

    store = open_source(source)
    try:
        answer = store.query(sparql, use_default_graph_as_union=True, prefixes=QUERY_PREFIXES)
        if isinstance(answer, ox.QueryBoolean):
            return QueryResult("ask", boolean=bool(answer))
        if isinstance(answer, ox.QuerySolutions):
            variables = tuple(v.value for v in answer.variables)
            rows = tuple(tuple(_term(solution[v]) for v in variables) for solution in answer)
            return QueryResult("select", variables, rows)
        rows = tuple((_term(t.subject), _term(t.predicate), _term(t.object)) for t in answer)
        return QueryResult("graph", ("subject", "predicate", "object"), rows)
    except SyntaxError as error:
        raise GraphError(f"SPARQL syntax error: {error}") from error
    except OSError as error:
        # Solutions are computed while they are read, so a failing SERVICE call surfaces here.
        raise GraphError(f"query failed on {source}: {error}") from error


def _child(sender, source: str | Path, sparql: str) -> None:
    try:
        sender.send(("ok", _evaluate(source, sparql)))
    except KGError as error:
        sender.send(("error", str(error)))
    except BaseException as error:  # anything else is a bug: report it, never hang the parent
        sender.send(("error", f"the query crashed: {type(error).__name__}: {error}"))


def _bounded(source: str | Path, sparql: str, timeout: float) -> QueryResult:
    import multiprocessing

    method = "fork" if sys.platform.startswith("linux") else "spawn"
    context = multiprocessing.get_context(method)
    receiver, sender = context.Pipe(duplex=False)
    worker = context.Process(target=_child, args=(sender, source, sparql), daemon=True)  # type: ignore[attr-defined]
    worker.start()
    sender.close()
    try:
        if not receiver.poll(timeout):
            raise GraphError(
                f"the query did not finish within {timeout:g} s and was stopped; "
                "narrow it (LIMIT, more specific patterns) or give a longer --timeout."
            )
        status, value = receiver.recv()
    except EOFError:
        raise GraphError("the query process died (out of memory?); narrow the query.") from None
    finally:
        if worker.is_alive():
            worker.kill()
        worker.join()
        receiver.close()
    if status == "error":
        raise GraphError(value)
    return value
