"""Checking a graph file against the SHACL shapes in ontology/shapes.ttl (``kg validate``)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from rdflib import Namespace
from rdflib.term import Node

from .errors import GraphError
from .rdfformats import read_graph
from .resources import ontology_path

SH = Namespace("http://www.w3.org/ns/shacl#")


@dataclass(frozen=True)
class ValidationReport:
    """Whether the graph conforms, the number of violations and pyshacl's readable report."""

    conforms: bool
    violations: int
    text: str


def validate(graph_path: str | Path) -> ValidationReport:
    """Validate a graph file (any RDF format kg writes; named graphs are checked as one union).

    Core constraints run in pyshacl; SPARQL-based constraints (``sh:sparql`` with ``sh:select``) run
    in Oxigraph, because pyshacl evaluates them with rdflib's SPARQL engine, which takes minutes on a
    corpus-sized graph. Both come from ontology/shapes.ttl.
    """
    from rdflib import Graph

    try:
        import pyshacl
    except ImportError as error:  # pragma: no cover - a declared dependency
        raise GraphError("kg validate needs pyshacl: pip install pyshacl") from error
    data = read_graph(graph_path)
    shapes = Graph().parse(ontology_path("shapes.ttl"), format="turtle")
    sparql = _sparql_constraints(shapes)
    for constraint in sparql:
        shapes.remove((None, SH.sparql, constraint.node))
    conforms, report, text = pyshacl.validate(
        data, shacl_graph=shapes, advanced=True, inference="none", allow_warnings=True
    )
    violations = sum(1 for _ in report.subjects(SH.resultSeverity, SH.Violation))
    found = _run_sparql_constraints(graph_path, sparql)
    if found:
        text = str(text).replace("Conforms: True", "Conforms: False") + "".join(found)
    return ValidationReport(
        conforms=bool(conforms) and not found, violations=violations + len(found), text=str(text)
    )


@dataclass(frozen=True)
class _SparqlConstraint:
    node: Node
    target_class: str
    query: str
    message: str


def _sparql_constraints(shapes) -> list[_SparqlConstraint]:
    constraints = []
    for shape, node in shapes.subject_objects(SH.sparql):
        prefixes = "".join(
            f"PREFIX {shapes.value(d, SH.prefix)}: <{shapes.value(d, SH.namespace)}>\n"
            for holder in shapes.objects(node, SH.prefixes)
            for d in shapes.objects(holder, SH.declare)
        )
        select = str(shapes.value(node, SH.select))
        message = str(shapes.value(node, SH.message) or "SPARQL constraint violated")
        for target in shapes.objects(shape, SH.targetClass):
            constraints.append(_SparqlConstraint(node, str(target), prefixes + select, message))
    return constraints


def _run_sparql_constraints(graph_path: str | Path, constraints: list[_SparqlConstraint]) -> list[str]:
    """Each constraint's SELECT, with $this bound to every instance of the target class, in Oxigraph."""
    from .store import run_query

    found = []
    for constraint in constraints:
        query = constraint.query.replace("$this", "?this")
        # Bind the focus node first: the target class is the selective start of the query.
        where = query.upper().index("WHERE")
        brace = query.index("{", where) + 1
        query = f"{query[:brace]} ?this a <{constraint.target_class}> . {query[brace:]}"
        result = run_query(graph_path, query)
        for row in result.rows:
            values = {
                name: (term.value if term else "") for name, term in zip(result.variables, row, strict=True)
            }
            message = constraint.message.replace("{$this}", values.get("this", "")).replace(
                "{?value}", values.get("value", "")
            )
            found.append(
                "\nConstraint Violation in SPARQLConstraintComponent:\n\tSeverity: sh:Violation\n"
                f"\tFocus Node: <{values.get('this', '')}>\n\tValue Node: {values.get('value', '')}\n"
                f"\tMessage: {message}\n"
            )
    return found
