"""Markdown reference of the kg vocabulary, generated from ontology/kg.ttl.

    python -m kg.rdf.vocabdoc > ontology/VOCABULARY.md

tests/test_rdf_vocabulary.py fails when the committed VOCABULARY.md differs from what this writes.
"""

from __future__ import annotations

import sys

from rdflib import OWL, RDF, RDFS, SKOS, Graph, URIRef

from ..resources import ontology_path
from .vocab import KG, PREFIXES

SECTIONS = (
    ("Classes", OWL.Class),
    ("Object properties", OWL.ObjectProperty),
    ("Datatype properties", OWL.DatatypeProperty),
    ("Event types", KG.EventType),
)


def _short(graph: Graph, term) -> str:
    value = str(term)
    for prefix, namespace in sorted({**PREFIXES, "rdf": RDF, "owl": OWL}.items()):
        if value.startswith(str(namespace)):
            return f"`{prefix}:{value[len(str(namespace)) :]}`"
    return f"<{value}>"


def _text(graph: Graph, term, predicate) -> str:
    values = sorted(str(v) for v in graph.objects(term, predicate))
    return " ".join(values).replace("|", "\\|")


def vocabulary_markdown(graph: Graph | None = None) -> str:
    """The reference: one table per kind of term, terms in alphabetical order."""
    graph = graph or Graph().parse(ontology_path("kg.ttl"), format="turtle")
    out = [
        "# kg vocabulary reference",
        "",
        "Generated from [`kg.ttl`](kg.ttl) by `python -m kg.rdf.vocabdoc > ontology/VOCABULARY.md`;",
        "do not edit by hand.",
        f"Namespace: `{KG}` (prefix `kg:`). How the terms fit together: [README.md](README.md).",
    ]
    for title, kind in SECTIONS:
        terms = sorted(
            t for t in graph.subjects(RDF.type, kind) if isinstance(t, URIRef) and t.startswith(str(KG))
        )
        if not terms:
            continue
        out += ["", f"## {title}", ""]
        if kind == KG.EventType:
            out += ["| term | label | broader | meaning |", "|---|---|---|---|"]
            for term in terms:
                parents = sorted(graph.objects(term, SKOS.broader), key=str)
                broader = ", ".join(_short(graph, b) for b in parents)
                row = [
                    _short(graph, term),
                    _text(graph, term, RDFS.label),
                    broader,
                    _text(graph, term, RDFS.comment),
                ]
                out.append("| " + " | ".join(row) + " |")
            continue
        out += ["| term | label | domain | range | meaning |", "|---|---|---|---|---|"]
        for term in terms:
            supers: list[str] = [
                _short(graph, p) for p in sorted(graph.objects(term, RDFS.subClassOf), key=str)
            ]
            supers += [_short(graph, p) for p in sorted(graph.objects(term, RDFS.subPropertyOf), key=str)]
            meaning = _text(graph, term, RDFS.comment)
            if supers:
                meaning += f" (sub of {', '.join(supers)})"
            domain = ", ".join(_short(graph, d) for d in sorted(graph.objects(term, RDFS.domain), key=str))
            range_ = ", ".join(_short(graph, r) for r in sorted(graph.objects(term, RDFS.range), key=str))
            label = _text(graph, term, RDFS.label)
            out.append(f"| {_short(graph, term)} | {label} | {domain} | {range_} | {meaning} |")
    return "\n".join(out) + "\n"


if __name__ == "__main__":
    sys.stdout.write(vocabulary_markdown())
