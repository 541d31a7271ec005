"""Graph files read with the embedded Oxigraph engine: format by file suffix, parsing, per-article graphs.

Validation (SPARQL constraints) and the store stage (queries, loading) both read files this way.
"""

from __future__ import annotations

from collections import defaultdict
from pathlib import Path

from ..errors import GraphError
from .formats import assign_graphs

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


def ox_format(path: Path):
    import pyoxigraph as ox

    name = OXIGRAPH_FORMATS.get(path.suffix.lower())
    if name is None:
        raise GraphError(f"{path}: unknown RDF file type; use one of {', '.join(OXIGRAPH_FORMATS)}")
    return getattr(ox.RdfFormat, name)


def check_file(path: Path) -> None:
    if not path.is_file():
        raise GraphError(f"{path}: no such graph file; build one with `kg build INPUT --out DIR`")


def _parse(path: Path) -> list:
    import pyoxigraph as ox

    check_file(path)
    try:
        return list(ox.parse(path=str(path), format=ox_format(path)))
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
    for triple, names in zip(loose, assign_graphs(spo, ox.NamedNode, term_text), strict=True):
        for name in names:
            groups[name].append(triple)
    return dict(groups)


def term_text(term) -> str:
    """An IRI, blank node id or literal's lexical form (quoted triples have none that matters here)."""
    return getattr(term, "value", "")


def load_file(path: Path):
    """A graph file loaded into a new in-memory Oxigraph store."""
    import pyoxigraph as ox

    check_file(path)
    store = ox.Store()
    try:
        store.bulk_load(path=str(path), format=ox_format(path))
    except SyntaxError as error:
        raise GraphError(f"{path}: not valid {path.suffix[1:]} RDF: {error}") from error
    return store


class _LooseTriples:
    """The default-graph triples of a file as (s, p, o), parsed anew on each pass: none stay in memory."""

    def __init__(self, path: Path) -> None:
        self.path = path

    def __iter__(self):
        import pyoxigraph as ox

        for quad in _stream(self.path):
            if isinstance(quad.graph_name, ox.DefaultGraph):
                yield quad.subject, quad.predicate, quad.object


def _stream(path: Path):
    import pyoxigraph as ox

    try:
        yield from ox.parse(path=str(path), format=ox_format(path))
    except SyntaxError as error:
        raise GraphError(f"{path}: not valid {path.suffix[1:]} RDF: {error}") from error


def partitioned_store(graph_path: str | Path):
    """The quads of a graph file in an in-memory Oxigraph store, split per article as ``partitioned_triples``.

    The file is read three times as a stream and the quads live on the Rust side, so memory stays a
    fraction of what Python objects for every triple would take.
    """
    import pyoxigraph as ox

    path = Path(graph_path)
    check_file(path)
    assigned = iter(assign_graphs(_LooseTriples(path), ox.NamedNode, term_text))
    store = ox.Store()
    batch: list = []
    for quad in _stream(path):
        if isinstance(quad.graph_name, ox.DefaultGraph):
            for name in next(assigned):
                graph = ox.DefaultGraph() if name is None else ox.NamedNode(name)
                batch.append(ox.Quad(quad.subject, quad.predicate, quad.object, graph))
        else:
            batch.append(quad)
        if len(batch) >= 50_000:
            store.extend(batch)
            batch = []
    store.extend(batch)
    return store
