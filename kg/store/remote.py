"""SPARQL 1.1 Protocol queries sent to a remote endpoint (Oxigraph server, Fuseki, GraphDB, Virtuoso ...).

The answer comes back as the same ``QueryResult`` that local files and stores give, so named queries and
every output format work unchanged. Remote engines know none of kg's prefixes, so the ones a query uses
without declaring are declared for it.
"""

from __future__ import annotations

import json
import re
import urllib.parse

from .. import config
from ..errors import GraphError
from .load import _opener, _request, check_endpoint
from .sparql import QUERY_PREFIXES, QueryResult, Term, _term

# SELECT and ASK answers as SPARQL JSON results, CONSTRUCT and DESCRIBE answers as N-Triples or Turtle.
ACCEPT = "application/sparql-results+json, application/n-triples;q=0.9, text/turtle;q=0.8"
FORM_TYPE = "application/x-www-form-urlencoded"
XSD_STRING = "http://www.w3.org/2001/XMLSchema#string"
VIRTUOSO_ASK = "__ASK_RETVAL"

_DECLARED = re.compile(r"^\s*PREFIX\s+([A-Za-z][\w.-]*)?:", re.IGNORECASE | re.MULTILINE)


def is_endpoint(source: object) -> bool:
    """True when a query source is an http(s) URL, i.e. a SPARQL endpoint rather than a file or store."""
    return isinstance(source, str) and re.match(r"^https?://", source, re.IGNORECASE) is not None


def with_prefixes(sparql: str) -> str:
    """The query with a PREFIX line for every predefined prefix (``QUERY_PREFIXES``) it does not declare."""
    declared = {name or "" for name in _DECLARED.findall(sparql)}
    lines = [f"PREFIX {name}: <{iri}>" for name, iri in QUERY_PREFIXES.items() if name not in declared]
    return "\n".join([*lines, sparql])


def query_endpoint(
    endpoint: str, sparql: str, auth_env: str | None = None, timeout: float = config.HTTP_TIMEOUT
) -> QueryResult:
    """Send a query to a SPARQL 1.1 Protocol query endpoint (HTTP POST) and return its parsed answer.

    Credentials ("user:password", basic or digest) come from the environment variable ``auth_env``,
    as for ``load_endpoint``. The endpoint decides what the default graph is: kg keeps every article
    in a named graph, so start the server with its union-default-graph option or use ``GRAPH ?g``.
    ``timeout`` bounds the connection and each read, in seconds.
    """
    check_endpoint(endpoint)
    body = urllib.parse.urlencode({"query": with_prefixes(sparql)}).encode("utf-8")
    headers = {"Content-Type": FORM_TYPE, "Accept": ACCEPT}
    _status, content_type, answer = _request(
        _opener(endpoint, auth_env, timeout), "POST", endpoint, body, headers
    )
    media = content_type.split(";")[0].strip().lower()
    if media in ("application/sparql-results+json", "application/json"):
        return _from_json(endpoint, answer)
    return _from_rdf(endpoint, media, answer)


def _from_json(endpoint: str, answer: bytes) -> QueryResult:
    try:
        document = json.loads(answer)
        if "boolean" in document:
            return QueryResult("ask", boolean=bool(document["boolean"]))
        variables = tuple(document["head"]["vars"])
        bindings = document["results"]["bindings"]
        if variables == (VIRTUOSO_ASK,):  # Virtuoso answers ASK as a one-cell table of 1 or 0
            return QueryResult(
                "ask", boolean=any(b[VIRTUOSO_ASK]["value"] not in ("0", "false") for b in bindings)
            )
        rows = tuple(tuple(_json_term(binding.get(v)) for v in variables) for binding in bindings)
    except (ValueError, KeyError, TypeError) as error:
        raise GraphError(f"{endpoint}: the answer is not SPARQL JSON results ({error})") from error
    return QueryResult("select", variables, rows)


def _json_term(value: dict | None) -> Term | None:
    if value is None:
        return None
    kind = value["type"]
    if kind in ("literal", "typed-literal"):  # typed-literal: the pre-standard name some servers still send
        datatype = value.get("datatype")
        return Term(
            "literal",
            value["value"],
            None if datatype in (None, XSD_STRING) else datatype,
            value.get("xml:lang"),
        )
    if kind == "triple":
        return Term("triple", json.dumps(value["value"], sort_keys=True))
    return Term(kind, value["value"])


def _from_rdf(endpoint: str, media: str, answer: bytes) -> QueryResult:
    import pyoxigraph as ox

    fmt = ox.RdfFormat.from_media_type(media) if media else None
    if fmt is None:
        kind = media or "unknown"
        raise GraphError(f"{endpoint}: unexpected answer of type {kind}; is it a SPARQL query endpoint?")
    try:
        triples = list(ox.parse(answer, format=fmt))
    except SyntaxError as error:
        raise GraphError(f"{endpoint}: the endpoint returned {media} that does not parse: {error}") from error
    rows = tuple((_term(t.subject), _term(t.predicate), _term(t.object)) for t in triples)
    return QueryResult("graph", ("subject", "predicate", "object"), rows)
