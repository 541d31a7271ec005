"""Checking a graph file against the SHACL shapes in ontology/shapes.ttl (``kg validate``)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from .errors import GraphError
from .resources import ontology_path


@dataclass(frozen=True)
class ValidationReport:
    """Whether the graph conforms, the number of violations and pyshacl's readable report."""

    conforms: bool
    violations: int
    text: str


def validate(graph_path: str | Path) -> ValidationReport:
    """Validate a graph file (any RDF format kg writes; named graphs are checked as one union)."""
    from rdflib import Graph, Namespace

    try:
        import pyshacl
    except ImportError as error:  # pragma: no cover - a declared dependency
        raise GraphError("kg validate needs pyshacl: pip install pyshacl") from error
    data = read_union(graph_path)
    shapes = Graph().parse(ontology_path("shapes.ttl"), format="turtle")
    conforms, report, text = pyshacl.validate(
        data, shacl_graph=shapes, advanced=True, inference="none", allow_warnings=True
    )
    sh = Namespace("http://www.w3.org/ns/shacl#")
    violations = sum(1 for _ in report.subjects(sh.resultSeverity, sh.Violation))
    return ValidationReport(conforms=bool(conforms), violations=violations, text=str(text))


# File suffix -> rdflib parser name.
RDFLIB_FORMATS = {
    ".ttl": "turtle",
    ".turtle": "turtle",
    ".nt": "nt",
    ".trig": "trig",
    ".nq": "nquads",
    ".jsonld": "json-ld",
    ".json": "json-ld",
}


def read_union(graph_path: str | Path):
    """Parse a graph file with rdflib into one Graph holding the triples of all its named graphs."""
    from rdflib import Dataset, Graph

    path = Path(graph_path)
    fmt = RDFLIB_FORMATS.get(path.suffix.lower())
    if fmt is None:
        raise GraphError(f"{path}: unknown RDF file type; use one of {', '.join(RDFLIB_FORMATS)}")
    if not path.is_file():
        raise GraphError(f"{path}: no such graph file; build one with `kg build INPUT --out DIR`")
    try:
        if fmt in ("trig", "nquads"):
            dataset = Dataset()
            dataset.parse(path, format=fmt)
            union = Graph()
            for s, p, o, _ in dataset.quads((None, None, None, None)):
                union.add((s, p, o))
            return union
        return Graph().parse(path, format=fmt)
    except Exception as error:  # rdflib raises many parser-specific types
        raise GraphError(f"{path}: cannot parse as {fmt}: {error}") from error
