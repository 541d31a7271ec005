"""The SHACL core constraints of ontology/shapes.ttl, run as SPARQL queries in Oxigraph.

pyshacl checks a corpus-sized graph node by node in Python on an rdflib copy (minutes, and over a GiB at
1.1M triples); each constraint here is one query over the whole store instead. Only the constraint
components that shapes.ttl uses are implemented: any other one is refused with an error that names it, so a
new shape is never silently skipped. tests/test_validate.py checks the results against pyshacl's.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass
from typing import cast

from rdflib import RDF, Graph, Namespace
from rdflib.collection import Collection
from rdflib.term import BNode, Literal, Node, URIRef

from ..errors import GraphError

SH = Namespace("http://www.w3.org/ns/shacl#")
XSD = "http://www.w3.org/2001/XMLSchema#"

# Casting the lexical form to these datatypes fails exactly when the literal is ill-typed, as pyshacl's
# datatype check reports it; strings have no lexical constraint.
_CASTABLE = {
    f"{XSD}{name}"
    for name in (
        "boolean",
        "integer",
        "decimal",
        "double",
        "float",
        "date",
        "dateTime",
        "gYear",
        "gYearMonth",
    )
}
_NODE_KINDS: dict[Node, str] = {
    SH.IRI: "isIRI($v)",
    SH.BlankNode: "isBlank($v)",
    SH.Literal: "isLiteral($v)",
    SH.BlankNodeOrIRI: "(isBlank($v) || isIRI($v))",
    SH.BlankNodeOrLiteral: "(isBlank($v) || isLiteral($v))",
    SH.IRIOrLiteral: "(isIRI($v) || isLiteral($v))",
}
# The keys each kind of shape may carry; anything else in shapes.ttl is refused.
_VALUE_KEYS = {
    SH.datatype,
    SH.nodeKind,
    SH["class"],
    SH.minLength,
    SH.minInclusive,
    SH.maxInclusive,
    SH["or"],
}
_NODE_KEYS = _VALUE_KEYS | {
    RDF.type,
    SH.targetClass,
    SH.node,
    SH.property,
    SH.sparql,
    SH.message,
    SH.severity,
}
_PROPERTY_KEYS = _VALUE_KEYS | {SH.path, SH.minCount, SH.maxCount, SH.message, SH.severity}
_OR_MEMBER_KEYS = _VALUE_KEYS - {SH["or"]}
_TARGET_KEYS = {SH.targetNode, SH.targetSubjectsOf, SH.targetObjectsOf}
_PREFIXES = {
    "http://www.w3.org/ns/shacl#": "sh:",
    "http://www.w3.org/2001/XMLSchema#": "xsd:",
    "http://www.w3.org/2004/02/skos/core#": "skos:",
    "http://www.w3.org/2000/01/rdf-schema#": "rdfs:",
    "http://www.w3.org/1999/02/22-rdf-syntax-ns#": "rdf:",
    "https://schema.org/": "schema:",
    "http://www.w3.org/ns/prov#": "prov:",
    "https://w3id.org/kg-news/vocab#": "kg:",
    "https://w3id.org/kg-news/shapes#": "kgsh:",
    "http://semanticweb.cs.vu.nl/2009/11/sem/": "sem:",
}


@dataclass(frozen=True)
class Result:
    """One result, in the terms of a SHACL report; ``details`` are the results of a nested sh:node."""

    component: str
    severity: str
    source_shape: str
    focus: str
    value: str
    path: str
    message: str
    details: tuple[Result, ...] = ()

    def key(self) -> tuple[str, str, str, str]:
        """What two validators must agree on: focus node, path, constraint component, severity."""
        return (self.focus, self.path, self.component, self.severity)

    def text(self, indent: str = "") -> str:
        lines = [
            f"Constraint Violation in {self.component} ({SH}{self.component}):",
            f"\tSeverity: {self.severity}",
            f"\tSource Shape: {self.source_shape}",
            f"\tFocus Node: {self.focus}",
        ]
        if self.value:
            lines.append(f"\tValue Node: {self.value}")
        if self.path:
            lines.append(f"\tResult Path: {self.path}")
        lines.append(f"\tMessage: {self.message}")
        text = "".join(f"{indent}{line}\n" for line in lines)
        if self.details:
            text += f"{indent}\tDetails:\n" + "".join(d.text(indent + "\t\t") for d in self.details)
        return text


def short(term: Node | str) -> str:
    """A term as pyshacl's report writes it: prefixed name where kg's prefixes apply, else <IRI>."""
    text = str(term)
    if isinstance(term, Literal):
        if term.datatype is not None:
            return f'Literal("{term}", datatype={short(term.datatype)})'
        return f'Literal("{term}", lang={term.language})' if term.language else f'Literal("{term}")'
    for namespace, prefix in _PREFIXES.items():
        if text.startswith(namespace) and "/" not in text[len(namespace) :]:
            return prefix + text[len(namespace) :]
    return f"<{text}>"


class CoreShapes:
    """The shapes of a shapes graph, checked for supported components on construction."""

    def __init__(self, shapes: Graph):
        self.shapes = shapes
        self._check_supported()

    def _refuse(self, shape: Node, key: Node) -> None:
        raise GraphError(
            f"ontology/shapes.ttl: shape {short(shape)} uses {short(key)}, which kg validate does not "
            "implement; add it to kg/rdf/shacl.py (with a test against pyshacl) or write the shape "
            "with the components listed there"
        )

    def _check_keys(self, shape: Node, allowed: set) -> None:
        for key in set(self.shapes.predicates(shape)):
            if key not in allowed:
                self._refuse(shape, key)

    def _check_supported(self) -> None:
        for key in _TARGET_KEYS:
            for shape in self.shapes.subjects(key, None):
                self._refuse(shape, key)
        for shape in self.node_shapes():
            self._check_keys(shape, _NODE_KEYS)
            for prop in self.shapes.objects(shape, SH.property):
                self._check_keys(prop, _PROPERTY_KEYS)
                if not isinstance(self.shapes.value(prop, SH.path), URIRef):
                    self._refuse(prop, SH.path)  # only a single predicate is implemented as a path
            for holder in [shape, *self.shapes.objects(shape, SH.property)]:
                for members in self.shapes.objects(holder, SH["or"]):
                    for member in Collection(self.shapes, members):
                        self._check_keys(member, _OR_MEMBER_KEYS)
            for kind in self.shapes.objects(shape, SH.nodeKind):
                if kind not in _NODE_KINDS:
                    self._refuse(shape, kind)

    def node_shapes(self) -> list[Node]:
        found = set(self.shapes.subjects(RDF.type, SH.NodeShape)) | set(self.shapes.objects(None, SH.node))
        return sorted(found, key=str)

    def validate(self, store) -> list[Result]:
        results = []
        for shape in self.node_shapes():
            targets = sorted(self.shapes.objects(shape, SH.targetClass), key=str)
            if targets:
                results.extend(self._shape_results(store, shape, _focus(targets)))
        return results

    def _shape_results(self, store, shape: Node, focus: str) -> list[Result]:
        """Every result of ``shape`` on the focus nodes that the SPARQL pattern ``focus`` binds to ?this."""
        g = self.shapes
        results = []
        name = short(shape) if isinstance(shape, URIRef) else _describe(g, shape)
        severity = short(g.value(shape, SH.severity) or SH.Violation)
        message = g.value(shape, SH.message)
        for component, condition, default in self._value_checks(shape):
            query = f"SELECT DISTINCT ?this WHERE {{ {focus} FILTER({condition.replace('$v', '?this')}) }}"
            for (this,) in _rows(store, query):
                results.append(Result(component, severity, name, this, this, "", str(message or default)))
        for nested in g.objects(shape, SH.node):
            details: dict[str, list[Result]] = defaultdict(list)
            for result in self._shape_results(store, nested, focus):
                details[result.focus].append(result)
            for this, found in details.items():
                results.append(
                    Result(
                        "NodeConstraintComponent",
                        severity,
                        name,
                        this,
                        this,
                        "",
                        str(
                            message
                            or f"Value does not conform to Shape {short(nested)}. "
                            "See details for more information."
                        ),
                        tuple(found),
                    )
                )
        for prop in g.objects(shape, SH.property):
            results.extend(self._property_results(store, prop, focus))
        return results

    def _property_results(self, store, prop: Node, focus: str) -> list[Result]:
        g = self.shapes
        path = cast(URIRef, g.value(prop, SH.path))  # checked to be an IRI in _check_supported
        p = f"<{path}>"
        name = _describe(g, prop)
        severity = short(g.value(prop, SH.severity) or SH.Violation)
        message = g.value(prop, SH.message)
        results = []

        def add(component, rows, default):
            for row in rows:
                this, value = row[0], row[1] if len(row) > 1 else ""
                results.append(
                    Result(component, severity, name, this, value, short(path), str(message or default(this)))
                )

        for bound in g.objects(prop, SH.minCount):
            query = (
                f"SELECT ?this WHERE {{ {focus} OPTIONAL {{ ?this {p} ?value }} }} "
                f"GROUP BY ?this HAVING (COUNT(DISTINCT ?value) < {int(str(bound))})"
            )
            add(
                "MinCountConstraintComponent",
                _rows(store, query),
                lambda this, b=bound: f"Less than {b} values on {this}->{short(path)}",
            )
        for bound in g.objects(prop, SH.maxCount):
            query = (
                f"SELECT ?this WHERE {{ {focus} ?this {p} ?value }} "
                f"GROUP BY ?this HAVING (COUNT(DISTINCT ?value) > {int(str(bound))})"
            )
            add(
                "MaxCountConstraintComponent",
                _rows(store, query),
                lambda this, b=bound: f"More than {b} values on {this}->{short(path)}",
            )
        for component, condition, default in self._value_checks(prop):
            query = (
                f"SELECT DISTINCT ?this ?value WHERE {{ {focus} ?this {p} ?value "
                f"FILTER({condition.replace('$v', '?value')}) }}"
            )
            add(component, _rows(store, query), lambda this, d=default: d)
        return results

    def _value_checks(self, shape: Node) -> list[tuple[str, str, str]]:
        """(component, SPARQL condition on $v that holds for a violating value node, default message)."""
        g = self.shapes
        checks = []
        for key, component in (
            (SH.datatype, "Datatype"),
            (SH.nodeKind, "NodeKind"),
            (SH["class"], "Class"),
            (SH.minLength, "MinLength"),
            (SH.minInclusive, "MinInclusive"),
            (SH.maxInclusive, "MaxInclusive"),
        ):
            for value in g.objects(shape, key):
                checks.append(
                    (
                        f"{component}ConstraintComponent",
                        f"!({_conforms(key, value)})",
                        _default_message(key, value),
                    )
                )
        for head in g.objects(shape, SH["or"]):
            members = list(Collection(g, head))
            either = " || ".join(
                "(" + " && ".join(_conforms(key, value) for key, value in g.predicate_objects(member)) + ")"
                for member in members
            )
            checks.append(
                (
                    "OrConstraintComponent",
                    f"!({either or 'false'})",
                    "Node does not conform to one or more shapes in "
                    + " , ".join(_describe(g, member) for member in members),
                )
            )
        return checks


def _conforms(key: Node, value: Node) -> str:
    """A SPARQL expression on the placeholder $v that is true when the value node meets one constraint."""
    if key == SH.datatype:
        well_typed = f" && COALESCE(isLiteral(<{value}>(STR($v))), false)" if str(value) in _CASTABLE else ""
        return f"(isLiteral($v) && datatype($v) = <{value}>{well_typed})"
    if key == SH.nodeKind:
        return _NODE_KINDS[value]
    if key == SH["class"]:
        return f"EXISTS {{ $v <{RDF.type}>/<http://www.w3.org/2000/01/rdf-schema#subClassOf>* <{value}> }}"
    if key == SH.minLength:
        return f"(!isBlank($v) && STRLEN(STR($v)) >= {int(str(value))})"
    if key == SH.minInclusive:
        return f"COALESCE($v >= {value.n3()}, false)"
    if key == SH.maxInclusive:
        return f"COALESCE($v <= {value.n3()}, false)"
    raise GraphError(f"ontology/shapes.ttl: {short(key)} is not implemented inside sh:or")  # pragma: no cover


def _default_message(key: Node, value: Node) -> str:
    """pyshacl's message for a constraint that has no sh:message of its own."""
    messages: dict[Node, str] = {
        SH.datatype: f"Value is not Literal with datatype {short(value)}",
        SH.nodeKind: f"Value is not of Node Kind {short(value)}",
        SH["class"]: f"Value does not have class {short(value)}",
        SH.minLength: f"String length not >= {short(value)}",
        SH.minInclusive: f"Value is not >= {short(value)}",
        SH.maxInclusive: f"Value is not <= {short(value)}",
    }
    return messages[key]


def _describe(g: Graph, node: Node) -> str:
    if not isinstance(node, BNode):
        return short(node)
    parts = sorted(
        f"{short(p)} {short(o) if not isinstance(o, BNode) else '[...]'}"
        for p, o in g.predicate_objects(node)
    )
    return "[ " + " ; ".join(parts) + " ]"


def _focus(targets: list[Node]) -> str:
    """The focus nodes of sh:targetClass (instances of the classes or of their subclasses), each once."""
    values = " ".join(f"<{t}>" for t in targets)
    return (
        f"{{ SELECT DISTINCT ?this WHERE {{ VALUES ?class {{ {values} }} "
        f"?this <{RDF.type}>/<http://www.w3.org/2000/01/rdf-schema#subClassOf>* ?class }} }}"
    )


def _rows(store, query: str) -> list[tuple[str, ...]]:
    solutions = store.query(query, use_default_graph_as_union=True)
    return [tuple(_term(term) for term in solution) for solution in solutions]


def _term(term) -> str:
    """A pyoxigraph term as the report writes it: <IRI>, _:b or the literal's N-Triples form."""
    return "" if term is None else str(term)
