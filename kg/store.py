"""SPARQL over graph files and stores: the embedded Oxigraph engine, named queries, loading into stores.

``kg query`` runs SPARQL 1.1 on a graph file or a store folder made by ``kg load --store``; ``kg load``
puts a graph into a persistent Oxigraph store or sends it to any SPARQL 1.1 Graph Store Protocol
endpoint. Both keep one named graph per article (see kg/rdfformats.py) and replace it on reload, so
loading a graph twice never duplicates anything.
"""

from __future__ import annotations

import base64
import os
import re
import urllib.error
import urllib.parse
import urllib.request
from collections import defaultdict
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from .errors import GraphError, KGError
from .rdfformats import SCHEMA_NEWS_ARTICLE, assign_graphs
from .resources import ontology_path

# File suffix -> pyoxigraph format name (resolved lazily: pyoxigraph is imported on first use).
OXIGRAPH_FORMATS = {
    ".ttl": "TURTLE",
    ".turtle": "TURTLE",
    ".nt": "N_TRIPLES",
    ".trig": "TRIG",
    ".nq": "N_QUADS",
    ".jsonld": "JSON_LD",
    ".json": "JSON_LD",
}

TURTLE_TYPE = "text/turtle; charset=utf-8"
RDF_TYPE = "http://www.w3.org/1999/02/22-rdf-syntax-ns#type"

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


@dataclass(frozen=True)
class NamedQuery:
    """A query from ontology/queries/NAME.rq with its header comments parsed."""

    name: str
    title: str
    description: str
    params: tuple[tuple[str, str | None], ...]  # (name, default or None when required)
    text: str


# --- reading graphs ------------------------------------------------------------------------------


def _ox_format(path: Path):
    import pyoxigraph as ox

    name = OXIGRAPH_FORMATS.get(path.suffix.lower())
    if name is None:
        raise GraphError(f"{path}: unknown RDF file type; use one of {', '.join(OXIGRAPH_FORMATS)}")
    return getattr(ox.RdfFormat, name)


def _check_file(path: Path) -> None:
    if not path.is_file():
        raise GraphError(f"{path}: no such graph file; build one with `kg build INPUT --out DIR`")


def _parse(path: Path) -> list:
    import pyoxigraph as ox

    _check_file(path)
    try:
        return list(ox.parse(path=str(path), format=_ox_format(path)))
    except SyntaxError as error:
        raise GraphError(f"{path}: not valid {path.suffix[1:]} RDF: {error}") from error


def partitioned_triples(graph_path: str | Path) -> dict[str | None, list]:
    """The triples of a graph file grouped by named graph (None: default graph).

    Named graphs in TriG or N-Quads are kept as they are; the triples of a Turtle, N-Triples or
    JSON-LD file (or of a TriG default graph) are split per article like ``kg build --format trig``.
    """
    import pyoxigraph as ox

    groups: dict[str | None, list] = defaultdict(list)
    loose = []
    for quad in _parse(Path(graph_path)):
        triple = ox.Triple(quad.subject, quad.predicate, quad.object)
        if isinstance(quad.graph_name, ox.DefaultGraph):
            loose.append(triple)
        else:
            groups[quad.graph_name.value].append(triple)
    spo = [(t.subject, t.predicate, t.object) for t in loose]
    for triple, names in zip(loose, assign_graphs(spo, ox.NamedNode, _term_text), strict=True):
        for name in names:
            groups[name].append(triple)
    return dict(groups)


def _term_text(term) -> str:
    """An IRI, blank node id or literal's lexical form (quoted triples have none that matters here)."""
    return getattr(term, "value", "")


def _open_source(source: str | Path):
    import pyoxigraph as ox

    path = Path(source)
    if path.is_dir():
        try:
            return ox.Store.read_only(str(path))
        except OSError as error:
            hint = "create one with `kg load GRAPH --store DIR`"
            raise GraphError(f"{path}: not an Oxigraph store ({error}); {hint}") from error
    _check_file(path)
    store = ox.Store()
    try:
        store.bulk_load(path=str(path), format=_ox_format(path))
    except SyntaxError as error:
        raise GraphError(f"{path}: not valid {path.suffix[1:]} RDF: {error}") from error
    return store


# --- queries -------------------------------------------------------------------------------------


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

    store = _open_source(source)
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


def named_queries() -> dict[str, NamedQuery]:
    """The library of named queries in ontology/queries/*.rq, by file stem."""
    folder = ontology_path("queries")
    return {path.stem: _read_named(path) for path in sorted(folder.glob("*.rq"))}


_HEADER = re.compile(r"^#\s*(title|description|param):\s*(.*)$")


def _read_named(path: Path) -> NamedQuery:
    text = path.read_text(encoding="utf-8")
    fields: dict[str, list[str]] = defaultdict(list)
    for line in text.splitlines():
        match = _HEADER.match(line.strip())
        if match:
            fields[match.group(1)].append(match.group(2).strip())
    params = []
    for spec in fields["param"]:
        name, _, default = spec.partition(" ")
        default = default.strip()
        # `""` declares an optional parameter whose default is the empty string.
        params.append((name, "" if default == '""' else default or None))
    return NamedQuery(
        name=path.stem,
        title=" ".join(fields["title"]) or path.stem,
        description=" ".join(fields["description"]),
        params=tuple(params),
        text=text,
    )


def sparql_string(value: str) -> str:
    """``value`` as a SPARQL string literal, escaped so that no input can change the query."""
    escaped = value.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n").replace("\r", "\\r")
    return f'"{escaped}"'


def render_named(name: str, params: Mapping[str, str]) -> str:
    """The text of named query ``name`` with each ``{{param}}`` replaced by a string literal."""
    queries = named_queries()
    if name not in queries:
        raise KGError(f"no named query {name!r}; choose from {', '.join(queries)} (kg query --list)")
    query = queries[name]
    known = {param for param, _ in query.params}
    unknown = sorted(set(params) - known)
    if unknown:
        hint = ", ".join(sorted(known)) or "none"
        raise KGError(f"query {name!r} has no parameter {', '.join(unknown)}; its parameters: {hint}")
    text = query.text
    for param, default in query.params:
        value = params.get(param, default)
        if value is None:
            raise KGError(f"query {name!r} needs --param {param}=VALUE")
        text = text.replace("{{" + param + "}}", sparql_string(value))
    return text


# --- result formats ------------------------------------------------------------------------------


def format_result(result: QueryResult, fmt: str = "table") -> str:
    """Render a result as a readable table, or as SPARQL 1.1 CSV, TSV or JSON results."""
    from . import queryformat

    formatters = {
        "table": queryformat.table,
        "csv": queryformat.csv_text,
        "tsv": queryformat.tsv_text,
        "json": queryformat.json_text,
    }
    if fmt not in formatters:
        raise KGError(f"unknown --format {fmt!r} for query results; choose from {', '.join(formatters)}")
    return formatters[fmt](result)


# --- loading -------------------------------------------------------------------------------------


def load_store(graph_path: str | Path, store_dir: str | Path) -> int:
    """Load a graph file into a persistent Oxigraph store folder (created if needed); returns triples written.

    Each article's named graph is replaced; in the shared graph each subject's description is replaced,
    so entities from earlier loads survive and reloading the same graph changes nothing.
    """
    import pyoxigraph as ox

    groups = partitioned_triples(graph_path)
    try:
        store = ox.Store(str(store_dir))
    except OSError as error:
        raise GraphError(f"cannot open store {store_dir}: {error}; is another process using it?") from error
    additions = []
    for name, triples, mode in _load_plan(groups):
        graph = ox.DefaultGraph() if name is None else ox.NamedNode(name)
        if mode == "replace" and store.contains_named_graph(graph):
            store.remove_graph(graph)
        elif mode == "by-subject":
            for subject in {t.subject for t in triples}:
                for quad in list(store.quads_for_pattern(subject, None, None, graph)):
                    store.remove(quad)
        additions += [ox.Quad(t.subject, t.predicate, t.object, graph) for t in triples]
    store.extend(additions)  # one write batch: many small ones cost more than the data
    store.flush()
    return len(additions)


def _load_plan(groups: Mapping[str | None, list]) -> list[tuple[str | None, list, str]]:
    """How each graph of a file updates a store: (name, triples, replace | by-subject | add).

    An article graph is replaced when the file describes the article itself; a file that only
    links to an article of another batch (``kg:mentionedIn``) adds those links. The shared graph
    is updated subject by subject, and the default graph (data outside the kg contract) is added.
    """
    import pyoxigraph as ox

    rdf_type, news = ox.NamedNode(RDF_TYPE), ox.NamedNode(SCHEMA_NEWS_ARTICLE)
    plan = []
    for name in sorted(groups, key=lambda n: (n is not None, n or "")):
        triples = groups[name]
        if name is None:
            mode = "add"
        elif "/graph/article/" not in name:
            mode = "by-subject"
        elif any(t.predicate == rdf_type and t.object == news for t in triples):
            mode = "replace"
        else:
            mode = "add"
        plan.append((name, triples, mode))
    return plan


def load_endpoint(graph_path: str | Path, endpoint: str, auth_env: str | None = None) -> int:
    """Send a graph file to a SPARQL 1.1 Graph Store Protocol endpoint; returns triples sent.

    Every article graph is replaced with HTTP PUT. The shared graph is read back, its subjects
    described anew are replaced, and it is PUT whole, so reloading never duplicates anything
    (the same rules as ``load_store``, see ``_load_plan``).
    Credentials ("user:password", basic or digest) come from the environment variable ``auth_env``.
    """
    import pyoxigraph as ox

    if not re.match(r"^https?://", endpoint):
        raise KGError(f"--endpoint {endpoint!r} is not an http(s) URL; e.g. http://localhost:7878/store")
    opener = _opener(endpoint, auth_env)
    groups = partitioned_triples(graph_path)
    sent = 0
    for name, triples, mode in _load_plan(groups):
        sent += len(triples)
        if mode == "by-subject":
            triples = _merge_shared(opener, endpoint, str(name), triples)
        body = ox.serialize(triples, format=ox.RdfFormat.N_TRIPLES) or b""
        method = "POST" if mode == "add" else "PUT"  # POST adds to a graph, PUT replaces it
        # N-Triples is Turtle, and text/turtle is the one type every Graph Store endpoint accepts.
        _request(opener, method, _graph_url(endpoint, name), body, {"Content-Type": TURTLE_TYPE})
    return sent


def _graph_url(endpoint: str, name: str | None) -> str:
    query = "default" if name is None else "graph=" + urllib.parse.quote(name, safe="")
    return f"{endpoint}{'&' if '?' in endpoint else '?'}{query}"


def _merge_shared(opener, endpoint: str, name: str, triples: list) -> list:
    import pyoxigraph as ox

    url = _graph_url(endpoint, name)
    accept = {"Accept": "application/n-triples, text/turtle;q=0.9"}
    status, content_type, body = _request(opener, "GET", url, None, accept)
    if status == 404 or not body.strip():
        return triples
    media = content_type.split(";")[0].strip() or "text/turtle"
    fmt = ox.RdfFormat.from_media_type(media) or ox.RdfFormat.TURTLE
    try:
        old = [ox.Triple(q.subject, q.predicate, q.object) for q in ox.parse(body, format=fmt)]
    except SyntaxError as error:
        raise GraphError(f"{url}: the endpoint returned {media} that does not parse: {error}") from error
    renewed = {t.subject for t in triples}
    return [t for t in old if t.subject not in renewed] + triples


def _opener(endpoint: str, auth_env: str | None) -> urllib.request.OpenerDirector:
    handlers: list[urllib.request.BaseHandler] = []
    if auth_env:
        credentials = os.environ.get(auth_env)
        if not credentials or ":" not in credentials:
            raise KGError(f"--auth-env {auth_env}: set the environment variable {auth_env}=user:password")
        user, _, password = credentials.partition(":")
        passwords = urllib.request.HTTPPasswordMgrWithDefaultRealm()
        passwords.add_password(None, endpoint, user, password)
        handlers += [urllib.request.HTTPDigestAuthHandler(passwords), _PreemptiveBasic(passwords)]
    return urllib.request.build_opener(*handlers)


class _PreemptiveBasic(urllib.request.HTTPBasicAuthHandler):
    """Answers a Basic challenge; Digest challenges are left to HTTPDigestAuthHandler."""

    def http_error_401(self, req, fp, code, msg, headers):  # type: ignore[override]
        challenges = " ".join(headers.get_all("WWW-Authenticate") or [])
        if "basic" not in challenges.lower():
            return None
        user, password = self.passwd.find_user_password(None, req.full_url)
        if user is None or req.get_header("Authorization"):
            return None
        token = base64.b64encode(f"{user}:{password}".encode()).decode("ascii")
        req.add_unredirected_header("Authorization", f"Basic {token}")
        return self.parent.open(req, timeout=req.timeout)


def _request(
    opener: urllib.request.OpenerDirector,
    method: str,
    url: str,
    body: bytes | None,
    headers: Mapping[str, str],
) -> tuple[int, str, bytes]:
    request = urllib.request.Request(url, data=body, method=method, headers=dict(headers))
    try:
        with opener.open(request, timeout=300) as response:
            return response.status, response.headers.get("Content-Type", ""), response.read()
    except urllib.error.HTTPError as error:
        if method == "GET" and error.code == 404:
            return 404, "", b""
        detail = error.read()[:300].decode("utf-8", "replace").strip()
        hint = " (check --auth-env credentials)" if error.code in (401, 403) else ""
        message = f"{method} {url} failed: HTTP {error.code} {error.reason}{hint}: {detail}"
        raise GraphError(message) from error
    except urllib.error.URLError as error:
        raise GraphError(f"{method} {url} failed: {error.reason}; is the endpoint running?") from error
