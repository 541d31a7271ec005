"""Running every RDF parser we promise to satisfy on a serialised graph, and comparing what they read."""

from __future__ import annotations

import shutil
import subprocess
from decimal import Decimal
from pathlib import Path

import pyoxigraph as ox
from rdflib import XSD, Dataset, Graph, Literal

# kg format name -> (file suffix, rdflib parser, serdi syntax or None, rapper syntax or None)
FORMATS = {
    "turtle": (".ttl", "turtle", "turtle", "turtle"),
    "ntriples": (".nt", "nt", "ntriples", "ntriples"),
    "trig": (".trig", "trig", "trig", "trig"),
    "nquads": (".nq", "nquads", "nquads", "nquads"),
    "jsonld": (".jsonld", "json-ld", None, None),
}
OXIGRAPH_NAMES = {
    "turtle": "TURTLE",
    "ntriples": "N_TRIPLES",
    "trig": "TRIG",
    "nquads": "N_QUADS",
    "jsonld": "JSON_LD",
}
QUAD_FORMATS = {"trig", "nquads"}
NUMERIC = {XSD.decimal, XSD.integer, XSD.double, XSD.float}


def canonical(triples) -> set[tuple]:
    """Triples as comparable tuples; numbers by value, since stores rewrite ``95.0`` as ``95``."""
    out = set()
    for s, p, o in triples:
        if isinstance(o, Literal) and o.datatype in NUMERIC:
            o = (str(o.datatype), Decimal(str(o)).normalize())
        out.add((s, p, o))
    return out


def rdflib_triples(data: bytes, fmt: str) -> set[tuple]:
    parser = FORMATS[fmt][1]
    if fmt in QUAD_FORMATS:
        dataset = Dataset()
        dataset.parse(data=data, format=parser)
        return canonical((s, p, o) for s, p, o, _ in dataset.quads((None, None, None, None)))
    return canonical(Graph().parse(data=data, format=parser))


def from_ntriples(text: bytes) -> set[tuple]:
    """Triples of an N-Quads/N-Triples text, read by rdflib (graph names dropped)."""
    dataset = Dataset()
    dataset.parse(data=text, format="nquads")
    return canonical((s, p, o) for s, p, o, _ in dataset.quads((None, None, None, None)))


def oxigraph_triples(data: bytes, fmt: str) -> set[tuple]:
    name = {
        "turtle": "TURTLE",
        "ntriples": "N_TRIPLES",
        "trig": "TRIG",
        "nquads": "N_QUADS",
        "jsonld": "JSON_LD",
    }
    quads = list(ox.parse(data, format=getattr(ox.RdfFormat, name[fmt])))
    dumped = ox.serialize(
        [ox.Quad(q.subject, q.predicate, q.object) for q in quads], format=ox.RdfFormat.N_QUADS
    )
    return from_ntriples(dumped or b"")


def tool_triples(tool: str, data: bytes, fmt: str, tmp: Path) -> set[tuple]:
    """Parse with Debian's serdi (strict) or rapper and read back their N-Quads/N-Triples output."""
    suffix, _, serdi_syntax, rapper_syntax = FORMATS[fmt]
    path = tmp / f"graph{suffix}"
    path.write_bytes(data)
    if tool == "serdi":
        # serdi is strict unless -l is given.
        command = ["serdi", "-i", serdi_syntax, "-o", "nquads", str(path)]
    else:
        command = ["rapper", "-q", "-i", rapper_syntax, "-o", "nquads", str(path)]
    done = subprocess.run(command, capture_output=True, check=False)
    assert done.returncode == 0, f"{tool} rejected {fmt}: {done.stderr.decode(errors='replace')}"
    assert not done.stderr.strip() or tool == "serdi", done.stderr
    return from_ntriples(done.stdout)


def have(tool: str) -> bool:
    return shutil.which(tool) is not None
