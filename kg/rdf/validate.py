"""Checking a graph file against the SHACL shapes in ontology/shapes.ttl (``kg validate``)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from rdflib import Namespace
from rdflib.term import Node

from ..errors import GraphError
from ..resources import ontology_path
from .oxigraph import load_file
from .shacl import CoreShapes, Result, short

SH = Namespace("http://www.w3.org/ns/shacl#")


@dataclass(frozen=True)
class ValidationReport:
    """Whether the graph conforms, the number of violations, the readable report and its results."""

    conforms: bool
    violations: int
    text: str
    results: tuple[Result, ...] = ()


def validate(graph_path: str | Path) -> ValidationReport:
    """Validate a graph file (any RDF format kg writes; named graphs are checked as one union).

    Every constraint runs in Oxigraph: the core ones as SPARQL generated from ontology/shapes.ttl
    (kg/rdf/shacl.py), the SPARQL-based ones (``sh:sparql`` with ``sh:select``) as written. pyshacl
    checked the core constraints on an rdflib copy of the graph, which took minutes and over a GiB on
    the 1.1M triples of the full BBC corpus; tests/test_validate.py checks that both give the same results.
    """
    from rdflib import Graph

    store = load_file(Path(graph_path))
    shapes = Graph().parse(ontology_path("shapes.ttl"), format="turtle")
    sparql = _sparql_constraints(shapes)
    for constraint in sparql:
        shapes.remove((None, SH.sparql, constraint.node))
    results = CoreShapes(shapes).validate(store) + _run_sparql_constraints(store, sparql)
    violations = sum(1 for result in results if result.severity == "sh:Violation")
    conforms = violations == 0
    text = f"Validation Report\nConforms: {conforms}\n"
    if results:
        text += f"Results ({len(results)}):\n" + "".join(result.text() for result in results)
    return ValidationReport(conforms=conforms, violations=violations, text=text, results=tuple(results))


@dataclass(frozen=True)
class _SparqlConstraint:
    shape: Node
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
            constraints.append(_SparqlConstraint(shape, node, str(target), prefixes + select, message))
    return constraints


def _run_sparql_constraints(store, constraints: list[_SparqlConstraint]) -> list[Result]:
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
            terms = {v.value: str(solution[v]) if solution[v] is not None else "" for v in variables}
            message = constraint.message.replace("{$this}", values.get("this", "")).replace(
                "{?value}", values.get("value", "")
            )
            found.append(
                Result(
                    "SPARQLConstraintComponent",
                    "sh:Violation",
                    short(constraint.shape),
                    terms.get("this", ""),
                    terms.get("value", ""),
                    "",
                    message,
                )
            )
    return found
