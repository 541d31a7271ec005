"""Checking a graph file against the SHACL shapes in ontology/shapes.ttl (``kg validate``)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from rdflib import Namespace
from rdflib.term import Node

from ..errors import GraphError
from ..resources import ontology_path
from .oxigraph import load_file, rdflib_graph

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
    # Oxigraph parses several times faster than rdflib, and its store also runs the SPARQL constraints;
    # pyshacl checks the core constraints on an rdflib copy, in place.
    store = load_file(Path(graph_path))
    data = rdflib_graph(store.quads_for_pattern(None, None, None, None))
    shapes = Graph().parse(ontology_path("shapes.ttl"), format="turtle")
    sparql = _sparql_constraints(shapes)
    for constraint in sparql:
        shapes.remove((None, SH.sparql, constraint.node))
    conforms, report, text = pyshacl.validate(
        data, shacl_graph=shapes, advanced=True, inference="none", allow_warnings=True, inplace=True
    )
    violations = sum(1 for _ in report.subjects(SH.resultSeverity, SH.Violation))
    found = _run_sparql_constraints(store, sparql)
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


def _run_sparql_constraints(store, constraints: list[_SparqlConstraint]) -> list[str]:
    """Each constraint's SELECT, with $this bound to every instance of the target class, in Oxigraph."""
    found = []
    for constraint in constraints:
        query = constraint.query.replace("$this", "?this")
        # Bind the focus node first: the target class is the selective start of the query.
        where = query.upper().index("WHERE")
        brace = query.index("{", where) + 1
        query = f"{query[:brace]} ?this a <{constraint.target_class}> . {query[brace:]}"
        try:
            solutions = store.query(query, use_default_graph_as_union=True)
        except SyntaxError as error:
            raise GraphError(f"ontology/shapes.ttl: a SPARQL constraint does not parse: {error}") from error
        variables = list(solutions.variables)
        for solution in solutions:
            values = {v.value: getattr(solution[v], "value", "") for v in variables}
            message = constraint.message.replace("{$this}", values.get("this", "")).replace(
                "{?value}", values.get("value", "")
            )
            found.append(
                "\nConstraint Violation in SPARQLConstraintComponent:\n\tSeverity: sh:Violation\n"
                f"\tFocus Node: <{values.get('this', '')}>\n\tValue Node: {values.get('value', '')}\n"
                f"\tMessage: {message}\n"
            )
    return found
