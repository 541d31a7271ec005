"""Fast, deterministic writers for Turtle, TriG, N-Triples and N-Quads.

rdflib's serialisers are correct but slow at corpus scale (a few thousand triples per second for
Turtle, less for TriG) and list a dataset's graphs in hash order. These writers sort everything
(graphs, subjects, predicates, objects) and escape every string with the ECHAR/UCHAR escapes all
four syntaxes share, so the output is byte-stable and readable by strict parsers (serdi, rapper).
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Collection, Iterable, Mapping

from rdflib import RDF, XSD, BNode, Literal, URIRef
from rdflib.term import Node

Triple = tuple[Node, Node, Node]
# Triples by subject, then predicate: the shape of a Turtle file, and what a TripleSet keeps.
Grouped = Mapping[Node, Mapping[Node, Collection[Node]]]

# Terms compared for every triple, minted once: rdflib's namespaces build a new URIRef per access.
_TYPE = RDF.type
_STRING, _INTEGER_TYPE, _DECIMAL_TYPE, _BOOLEAN = XSD.string, XSD.integer, XSD.decimal, XSD.boolean

_ECHAR = {"\\": "\\\\", '"': '\\"', "\n": "\\n", "\r": "\\r", "\t": "\\t", "\b": "\\b", "\f": "\\f"}
# Characters escaped in string literals: the ECHARs, other C0 controls and DEL (some parsers and
# terminals choke on them raw), and the line separators U+0085/U+2028/U+2029, so that every
# statement stays on one line whatever tool splits the file.
_NEEDS_ESCAPE = re.compile('[\\\\"\x00-\x1f\x7f\x85\u2028\u2029]')
# Characters that may not appear raw inside <...> in any of the four syntaxes.
_IRI_UNSAFE = re.compile('[\x00-\x20<>"{}|^`\\\\]')
# Prefixed-name local parts written without escapes (a safe subset of Turtle's PN_LOCAL).
_LOCAL = re.compile(r"^[A-Za-z0-9_](?:[A-Za-z0-9_.-]*[A-Za-z0-9_-])?$")
_INTEGER = re.compile(r"^[+-]?[0-9]+$")
_DECIMAL = re.compile(r"^[+-]?[0-9]*\.[0-9]+$")
_BNODE_ID = re.compile(r"[^A-Za-z0-9_]")


def _escape(match: re.Match[str]) -> str:
    char = match.group()
    return _ECHAR.get(char) or f"\\u{ord(char):04X}"


def quote(text: str) -> str:
    """A string literal's quoted form, valid in Turtle, TriG, N-Triples and N-Quads."""
    return '"' + _NEEDS_ESCAPE.sub(_escape, text) + '"'


def iri(value: str) -> str:
    return "<" + _IRI_UNSAFE.sub(lambda m: f"\\u{ord(m.group()):04X}", value) + ">"


def _bnode(node: BNode) -> str:
    return "_:b" + _BNODE_ID.sub("_", str(node))


def nt_term(term: Node) -> str:
    """A term in N-Triples syntax."""
    if isinstance(term, Literal):
        text = quote(str(term))
        if term.language:
            return f"{text}@{term.language}"
        if term.datatype and term.datatype != _STRING:
            return f"{text}^^{iri(str(term.datatype))}"
        return text
    if isinstance(term, BNode):
        return _bnode(term)
    return iri(str(term))


def ntriples(triples: Iterable[Triple]) -> str:
    """N-Triples, one sorted line per distinct triple."""
    return "".join(ntriples_lines(triples))


def ntriples_lines(triples: Iterable[Triple]) -> list[str]:
    """The lines of ``ntriples``, in order, for a caller that writes them out one by one."""
    return sorted({f"{nt_term(s)} {nt_term(p)} {nt_term(o)} .\n" for s, p, o in triples})


def nquads(graphs: Mapping[str | None, Iterable[Triple]]) -> str:
    """N-Quads of named graphs (None: the default graph), sorted lines."""
    return "".join(nquads_lines(graphs))


def nquads_lines(graphs: Mapping[str | None, Iterable[Triple]]) -> list[str]:
    """The lines of ``nquads``, in order, for a caller that writes them out one by one."""
    lines: set[str] = set()
    for name, triples in graphs.items():
        suffix = " .\n" if name is None else f" {iri(name)} .\n"
        lines.update(f"{nt_term(s)} {nt_term(p)} {nt_term(o)}{suffix}" for s, p, o in triples)
    return sorted(lines)


class _Namer:
    """Writes terms in Turtle syntax, using prefixed names where a bound namespace fits."""

    def __init__(self, namespaces: Iterable[tuple[str, str]]) -> None:
        self.prefix_of = {namespace: prefix for prefix, namespace in sorted(namespaces, reverse=True)}
        self.used: dict[str, str] = {}
        # Predicates, classes and entities recur thousands of times in a corpus graph: name each once.
        self.names: dict[Node, str] = {}

    def name(self, term: Node) -> str:
        known = self.names.get(term)
        if known is None:
            known = self.names[term] = self._name(term)
        return known

    def _name(self, term: Node) -> str:
        if isinstance(term, URIRef):
            value = str(term)
            cut = max(value.rfind("/"), value.rfind("#")) + 1
            prefix = self.prefix_of.get(value[:cut]) if cut else None
            if prefix is not None and _LOCAL.match(value[cut:]):
                self.used[prefix] = value[:cut]
                return f"{prefix}:{value[cut:]}"
            return iri(value)
        if isinstance(term, Literal):
            text, datatype = str(term), term.datatype
            if term.language:
                return f"{quote(text)}@{term.language}"
            if datatype is None or datatype == _STRING:
                return quote(text)
            if datatype == _INTEGER_TYPE and _INTEGER.match(text):
                return text
            if datatype == _DECIMAL_TYPE and _DECIMAL.match(text):
                return text
            if datatype == _BOOLEAN and text in ("true", "false"):
                return text
            return f"{quote(text)}^^{self.name(datatype)}"
        return _bnode(term)  # type: ignore[arg-type]


def _sort_key(term: Node) -> tuple[int, str]:
    if isinstance(term, URIRef):  # every subject of a kg graph: the same key, without nt_term's tests
        return (0, iri(term))
    return (1 if isinstance(term, BNode) else 2, nt_term(term))


def _grouped(triples: Iterable[Triple]) -> Grouped:
    """``triples`` by subject and predicate; a TripleSet hands over the grouping it already keeps."""
    from .graph import TripleSet

    if isinstance(triples, TripleSet):
        return triples.grouped()
    by_subject: dict[Node, dict[Node, set[Node]]] = defaultdict(lambda: defaultdict(set))
    for s, p, o in triples:
        by_subject[s][p].add(o)
    return by_subject


def _blocks(triples: Iterable[Triple], namer: _Namer, indent: str) -> list[str]:
    by_subject = _grouped(triples)
    keys: dict[Node, tuple[int, str]] = {}

    def sort_key(term: Node) -> tuple[int, str]:
        key = keys.get(term)
        if key is None:
            key = keys[term] = _sort_key(term)
        return key

    name = namer.name
    # Statement nodes share one set of predicates, entities another: sort each set once. Predicates and
    # their verbs are looked up in dicts, as rdflib's ``==`` on terms runs in Python.
    orders: dict[tuple[Node, ...], list[tuple[Node, str]]] = {}

    def ordered(predicates: Mapping[Node, Collection[Node]]) -> list[tuple[Node, str]]:
        signature = tuple(predicates)
        order = orders.get(signature)
        if order is None:
            # rdf:type first, written "a", as readers expect; the rest in IRI order.
            by_key = sorted(signature, key=lambda p: (p != _TYPE, sort_key(p)))
            order = orders[signature] = [(p, "a" if p == _TYPE else name(p)) for p in by_key]
        return order

    blocks = []
    for subject in sorted(by_subject, key=sort_key):
        predicates = by_subject[subject]
        parts = []
        for predicate, verb in ordered(predicates):
            objects = predicates[predicate]
            if len(objects) == 1:  # most values are single: a sentence, a count; nothing to sort
                (only,) = objects
                parts.append(f"{verb} {name(only)}")
            else:
                parts.append(f"{verb} " + ", ".join(name(o) for o in sorted(objects, key=sort_key)))
        blocks.append(f"{indent}{name(subject)} " + f" ;\n{indent}    ".join(parts) + " .\n")
    return blocks


def _header(namer: _Namer) -> str:
    return "".join(f"@prefix {prefix}: {iri(ns)} .\n" for prefix, ns in sorted(namer.used.items()))


def turtle(triples: Iterable[Triple], namespaces: Iterable[tuple[str, str]]) -> str:
    """Turtle with the given prefixes (those used), subjects and their descriptions sorted."""
    namer = _Namer(namespaces)
    body = "\n".join(_blocks(triples, namer, ""))
    return _header(namer) + "\n" + body


def trig(graphs: Mapping[str | None, Iterable[Triple]], namespaces: Iterable[tuple[str, str]]) -> str:
    """TriG: the default graph's triples first, then each named graph in IRI order."""
    namer = _Namer(namespaces)
    parts = []
    for name in sorted(graphs, key=lambda n: (n is not None, n or "")):
        blocks = _blocks(graphs[name], namer, "    " if name else "")
        if name is None:
            parts.append("\n".join(blocks))
        else:
            parts.append(f"{iri(name)} {{\n" + "\n".join(blocks) + "}\n")
    return _header(namer) + "\n" + "\n".join(parts)
