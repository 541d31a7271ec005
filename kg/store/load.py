"""Loading a graph file into a persistent Oxigraph store or a SPARQL 1.1 Graph Store Protocol endpoint.

Both keep one named graph per article (see kg/rdf/formats.py) and replace it on reload, so loading a graph
twice never duplicates anything.
"""

from __future__ import annotations

import base64
import os
import re
import urllib.error
import urllib.parse
import urllib.request
from collections.abc import Mapping
from pathlib import Path

from ..config import HTTP_TIMEOUT
from ..errors import GraphError, KGError
from ..fileio import OutputFolder, disk_message
from ..rdf.formats import SCHEMA_NEWS_ARTICLE
from ..rdf.oxigraph import partitioned_store, partitioned_triples

TURTLE_TYPE = "text/turtle; charset=utf-8"
RDF_TYPE = "http://www.w3.org/1999/02/22-rdf-syntax-ns#type"


def load_store(graph_path: str | Path, store_dir: str | Path) -> int:
    """Load a graph file into a persistent Oxigraph store folder (created if needed); returns triples written.

    Each article's named graph is replaced; in the shared graph each subject's description is replaced,
    so entities from earlier loads survive and reloading the same graph changes nothing. The load is
    all or nothing: it updates a copy of the store (a RocksDB checkpoint, made of hard links) and swaps
    the copy in with one rename, so a kill at any moment leaves the old content or the new.
    """
    store_dir = Path(store_dir)
    _refuse_foreign_folder(store_dir)
    incoming = partitioned_store(graph_path)
    with OutputFolder(store_dir, what="--store") as folder:
        folder.staging.rmdir()  # a checkpoint is written into a folder that does not exist yet
        if store_dir.is_dir() and any(store_dir.iterdir()):
            old = _open_store(store_dir)
            old.backup(str(folder.staging))
            del old  # closes the store
        store = _open_store(folder.staging)
        count = _apply(store, incoming)
        store.flush()
        del store
        try:
            folder.switch()
        except OSError as error:
            raise GraphError(disk_message(error, store_dir)) from error
    return count


def _open_store(path: Path):
    import pyoxigraph as ox

    try:
        return ox.Store(str(path))
    except OSError as error:
        raise GraphError(f"cannot open store {path}: {error}; is another process using it?") from error


def _refuse_foreign_folder(store_dir: Path) -> None:
    """An existing folder that is not an Oxigraph store is data: never write RocksDB files into it."""
    if store_dir.exists() and not store_dir.is_dir():
        raise KGError(f"--store {store_dir} is a file; give a folder for the store.")
    if store_dir.is_dir() and any(store_dir.iterdir()) and not (store_dir / "CURRENT").is_file():
        raise KGError(
            f"--store {store_dir} is a folder that holds no Oxigraph store; "
            "give a new or empty folder, or one that `kg load` created."
        )


def _apply(store, incoming) -> int:
    """Update ``store`` with the quads of the in-memory store ``incoming`` (rules of ``_load_plan``)."""
    import pyoxigraph as ox

    rdf_type, news = ox.NamedNode(RDF_TYPE), ox.NamedNode(SCHEMA_NEWS_ARTICLE)
    for graph in [ox.DefaultGraph(), *sorted(incoming.named_graphs(), key=lambda g: g.value)]:
        name = None if isinstance(graph, ox.DefaultGraph) else graph.value
        describes = any(True for _ in incoming.quads_for_pattern(None, rdf_type, news, graph))
        mode = _mode(name, describes)
        if mode == "replace" and store.contains_named_graph(graph):
            store.remove_graph(graph)
        elif mode == "by-subject":
            for subject in {q.subject for q in incoming.quads_for_pattern(None, None, None, graph)}:
                for quad in list(store.quads_for_pattern(subject, None, None, graph)):
                    store.remove(quad)
    # Without a transaction: the store is a copy that only the swap makes visible, so the load is atomic
    # anyway, and a transaction would hold every quad of a large file in memory.
    store.bulk_extend(incoming.quads_for_pattern(None, None, None, None))
    return len(incoming)


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
        describes = any(t.predicate == rdf_type and t.object == news for t in triples)
        plan.append((name, triples, _mode(name, describes)))
    return plan


def _mode(name: str | None, describes_article: bool) -> str:
    if name is None:
        return "add"
    if "/graph/article/" not in name:
        return "by-subject"
    return "replace" if describes_article else "add"


def mask_credentials(url: str) -> str:
    """``url`` with any password written in it replaced by ``***``, for messages."""
    return re.sub(r"^([a-zA-Z][a-zA-Z0-9+.-]*://[^/@:]*):[^/@]*@", r"\1:***@", url)


def check_endpoint(endpoint: str) -> None:
    """Refuse an endpoint that is not a well-formed http(s) URL before anything is read or sent."""
    shown = mask_credentials(endpoint)
    example = "e.g. http://localhost:7878/store"
    if not re.match(r"^https?://", endpoint):
        raise KGError(f"--endpoint {shown!r} is not an http(s) URL; {example}")
    try:
        parts = urllib.parse.urlsplit(endpoint)
        parts.port  # noqa: B018 - a malformed port raises only when read
    except ValueError as error:
        raise KGError(f"--endpoint {shown!r} is not a valid URL ({error}); {example}") from None
    if not parts.hostname:
        raise KGError(f"--endpoint {shown!r} has no host name; {example}")
    if parts.username or parts.password:
        raise KGError(
            f"--endpoint {shown!r} holds credentials; drop them from the URL and pass "
            "--auth-env VAR with VAR=user:password in the environment."
        )


def load_endpoint(
    graph_path: str | Path, endpoint: str, auth_env: str | None = None, timeout: float = HTTP_TIMEOUT
) -> int:
    """Send a graph file to a SPARQL 1.1 Graph Store Protocol endpoint; returns triples sent.

    Every article graph is replaced with HTTP PUT. The shared graph is read back, its subjects
    described anew are replaced, and it is PUT whole, so reloading never duplicates anything
    (the same rules as ``load_store``, see ``_load_plan``).
    Credentials ("user:password", basic or digest) come from the environment variable ``auth_env``.
    Each request gives up after ``timeout`` seconds without an answer.
    """
    import pyoxigraph as ox

    check_endpoint(endpoint)
    opener = _opener(endpoint, auth_env, timeout)
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
        shown = mask_credentials(url)
        raise GraphError(f"{shown}: the endpoint returned {media} that does not parse: {error}") from error
    renewed = {t.subject for t in triples}
    return [t for t in old if t.subject not in renewed] + triples


class _Opener:
    """An opener and the timeout of its requests."""

    def __init__(self, opener: urllib.request.OpenerDirector, timeout: float) -> None:
        self.opener, self.timeout = opener, timeout


def _opener(endpoint: str, auth_env: str | None, timeout: float) -> _Opener:
    handlers: list[urllib.request.BaseHandler] = []
    if auth_env:
        credentials = os.environ.get(auth_env)
        if not credentials or ":" not in credentials:
            raise KGError(f"--auth-env {auth_env}: set the environment variable {auth_env}=user:password")
        user, _, password = credentials.partition(":")
        passwords = urllib.request.HTTPPasswordMgrWithDefaultRealm()
        passwords.add_password(None, endpoint, user, password)
        handlers += [urllib.request.HTTPDigestAuthHandler(passwords), _PreemptiveBasic(passwords)]
    return _Opener(urllib.request.build_opener(*handlers), timeout)


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
    opener: _Opener,
    method: str,
    url: str,
    body: bytes | None,
    headers: Mapping[str, str],
) -> tuple[int, str, bytes]:
    request = urllib.request.Request(url, data=body, method=method, headers=dict(headers))
    shown = mask_credentials(url)
    try:
        with opener.opener.open(request, timeout=opener.timeout) as response:
            return response.status, response.headers.get("Content-Type", ""), response.read()
    except urllib.error.HTTPError as error:
        if method == "GET" and error.code == 404:
            return 404, "", b""
        detail = _error_text(error)
        hint = " (check --auth-env credentials)" if error.code in (401, 403) else ""
        message = f"{method} {shown} failed: HTTP {error.code} {error.reason}{hint}: {detail}"
        raise GraphError(message) from None
    except urllib.error.URLError as error:
        raise GraphError(f"{method} {shown} failed: {error.reason}; is the endpoint running?") from None
    except (TimeoutError, OSError) as error:
        # A read timeout (or a reset) after the connection was made is not wrapped in a URLError.
        raise GraphError(
            f"{method} {shown} failed: {error}; the endpoint did not answer within {opener.timeout:g} s "
            "(raise --http-timeout, or check the server)."
        ) from None


def _error_text(error: urllib.error.HTTPError) -> str:
    """The start of an HTTP error's body; the error urllib raises when digest auth fails has a text body."""
    body = error.read()[:300]
    return (body.decode("utf-8", "replace") if isinstance(body, bytes) else str(body)).strip()
