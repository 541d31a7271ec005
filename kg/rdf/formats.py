"""Byte-stable serialisation of a built graph: Turtle, N-Triples, TriG/N-Quads and JSON-LD.

TriG and N-Quads split the graph into one named graph per article (``<base>graph/article/<slug>``) and
one shared graph (``<base>graph/shared``) for entities, events, concepts and relations, so that a store
can replace what one article says without touching the others. The split is derived from the graph
itself (``prov:wasDerivedFrom``, the reified statements, ``kg:mentionedIn``), so any file in the kg
contract can be split the same way when it is loaded (see kg/store/load.py).
"""

from __future__ import annotations

import json
import re
from collections import defaultdict
from collections.abc import Callable, Hashable, Iterable
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

from rdflib import RDF, XSD, BNode, Graph, Literal, URIRef
from rdflib.namespace import PROV

from ..errors import GraphError
from ..resources import ontology_path
from . import writer
from .vocab import DATA_KINDS

if TYPE_CHECKING:
    from .graph import TripleSet

T = TypeVar("T", bound=Hashable)

# --format names and aliases -> canonical format.
FORMAT_ALIASES = {
    "turtle": "turtle",
    "ttl": "turtle",
    "nt": "ntriples",
    "ntriples": "ntriples",
    "n-triples": "ntriples",
    "trig": "trig",
    "nquads": "nquads",
    "nq": "nquads",
    "n-quads": "nquads",
    "json-ld": "jsonld",
    "jsonld": "jsonld",
}

SCHEMA_NEWS_ARTICLE = "https://schema.org/NewsArticle"
KG_MENTIONED_IN = "https://w3id.org/kg-news/vocab#mentionedIn"
SHARED_GRAPH = "graph/shared"


def serialize(graph: Graph | TripleSet, fmt: str = "turtle") -> bytes:
    """Serialise ``graph`` in ``fmt``; identical graphs give identical bytes whatever the hash seed."""
    name = FORMAT_ALIASES.get(fmt.lower())
    if name is None:
        raise GraphError(f"unknown RDF format {fmt!r}; choose from {', '.join(sorted(set(FORMAT_ALIASES)))}")
    namespaces = [(prefix, str(namespace)) for prefix, namespace in graph.namespaces()]
    if name == "turtle":
        text = writer.turtle(graph, namespaces)
    elif name == "ntriples":
        text = writer.ntriples(graph)
    elif name == "trig":
        text = writer.trig(article_graphs(graph), namespaces)
    elif name == "nquads":
        text = writer.nquads(article_graphs(graph))
    else:
        text = jsonld(graph)
    return text.encode("utf-8")


def graph_of_article(article_iri: str) -> str | None:
    """The named graph that holds what one article says: ``<base>article/x`` -> ``<base>graph/article/x``."""
    base, sep, rest = article_iri.rpartition("article/")
    if not sep or "/" in rest:
        return None
    return f"{base}graph/article/{rest}"


def assign_graphs(
    triples: Iterable[tuple[T, T, T]], iri: Callable[[str], T], text: Callable[[T], str]
) -> list[tuple[str | None, ...]]:
    """For each triple, the names of the graphs it goes to (None: the default graph).

    ``triples`` is iterated twice, so it may be a file parsed anew on each pass rather than a list.

    Works on rdflib or pyoxigraph terms alike: ``iri`` makes a term from an IRI, ``text`` gives a
    term's IRI or lexical form. Article nodes and everything derived from an article (statements,
    claims, reactions) go to the article's graph, as do ``kg:mentionedIn`` links and the direct
    assertions of its statements (to several graphs when several articles assert the same fact);
    the rest is shared.
    """
    rdf_type, news = iri(str(RDF.type)), iri(SCHEMA_NEWS_ARTICLE)
    derived, mentioned = iri(str(PROV.wasDerivedFrom)), iri(KG_MENTIONED_IN)
    parts_of = {iri(str(RDF.subject)): 0, iri(str(RDF.predicate)): 1, iri(str(RDF.object)): 2}
    home: dict[T, str] = {}
    parts: dict[T, list[T | None]] = defaultdict(lambda: [None, None, None])
    for s, p, o in triples:
        if p == rdf_type and o == news:
            graph = graph_of_article(text(s))
            if graph:
                home[s] = graph
        elif p == derived:
            graph = graph_of_article(text(o))
            if graph and home.get(s, graph) >= graph:
                home[s] = graph  # several sources: the first in IRI order, so the choice is stable
        elif p in parts_of:
            parts[s][parts_of[p]] = o
    asserted: dict[tuple, set[str]] = defaultdict(set)
    for node, spo in parts.items():
        if node in home and None not in spo:
            asserted[tuple(spo)].add(home[node])
    shared = _shared_graph(home.values())
    assigned: list[tuple[str | None, ...]] = []
    for s, p, o in triples:
        if s in home:
            assigned.append((home[s],))
        elif p == mentioned and graph_of_article(text(o)):
            assigned.append((graph_of_article(text(o)),))
        elif (s, p, o) in asserted:
            assigned.append(tuple(sorted(asserted[(s, p, o)])))
        else:
            assigned.append((shared,))
    return assigned


def _shared_graph(article_graphs: Iterable[str]) -> str | None:
    first = min(article_graphs, default=None)
    return first[: first.rindex("graph/article/")] + SHARED_GRAPH if first else None


def article_graphs(graph: Graph | TripleSet) -> dict[str | None, list[tuple]]:
    """The triples of ``graph`` grouped into one named graph per article and a shared graph."""
    triples = list(graph)
    groups: dict[str | None, list[tuple]] = defaultdict(list)
    for triple, names in zip(triples, assign_graphs(triples, URIRef, str), strict=True):
        for name in names:
            groups[name].append(triple)
    return dict(groups)


# --- JSON-LD -------------------------------------------------------------------------------------


def jsonld_context(graph: Graph | TripleSet | None = None) -> dict[str, str]:
    """The context of ontology/context.jsonld plus the data prefixes bound in ``graph``."""
    try:
        context = dict(json.loads(ontology_path("context.jsonld").read_text(encoding="utf-8"))["@context"])
    except (ValueError, KeyError) as error:
        raise GraphError(
            f"ontology/context.jsonld is not a JSON-LD context ({error}); restore it from git"
        ) from error
    if graph is not None:
        for prefix, namespace in graph.namespaces():
            if prefix in DATA_KINDS:
                context.setdefault(prefix, str(namespace))
    return context


def jsonld(graph: Graph | TripleSet) -> str:
    """Compact JSON-LD with the kg context inline: one node object per subject, everything sorted."""
    context = jsonld_context(graph)
    # Longest namespace first, so ``entity:`` wins over a shorter prefix of the same IRI.
    prefixes = sorted(
        (
            (ns, prefix)
            for prefix, ns in context.items()
            if isinstance(ns, str) and not prefix.startswith("@")
        ),
        key=lambda item: (-len(item[0]), item[1]),
    )

    def compact(value: str) -> str:
        for namespace, prefix in prefixes:
            local = value[len(namespace) :]
            # "p://x" would read as an absolute IRI, not as prefix p.
            if value.startswith(namespace) and local and not local.startswith("//"):
                return f"{prefix}:{local}"
        return value

    def node_value(term) -> object:
        if isinstance(term, Literal):
            if term.language:
                return {"@language": term.language, "@value": str(term)}
            if term.datatype and term.datatype != XSD.string:
                return {"@type": compact(str(term.datatype)), "@value": str(term)}
            return str(term)
        return {"@id": _node_id(term, compact)}

    nodes: dict[str, dict[str, list]] = defaultdict(lambda: defaultdict(list))
    for s, p, o in graph:
        key = "@type" if p == RDF.type and not isinstance(o, Literal) else compact(str(p))
        nodes[_node_id(s, compact)][key].append(compact(str(o)) if key == "@type" else node_value(o))
    objects = []
    for node_id in sorted(nodes):
        obj: dict[str, object] = {"@id": node_id}
        for key in sorted(nodes[node_id]):
            values = sorted(
                nodes[node_id][key], key=lambda v: json.dumps(v, sort_keys=True, ensure_ascii=False)
            )
            obj[key] = values[0] if len(values) == 1 else values
        objects.append(obj)
    document = {"@context": dict(sorted(context.items())), "@graph": objects}
    return json.dumps(document, ensure_ascii=False, indent=1, sort_keys=False) + "\n"


def _node_id(term, compact: Callable[[str], str]) -> str:
    return f"_:{term}" if isinstance(term, BNode) else compact(str(term))


# File suffix -> rdflib parser name for the formats kg writes; other suffixes rdflib knows (.rdf, .xml,
# .n3) are taken through its own guess, so `kg view` also renders a CONSTRUCT result saved as RDF/XML.
RDFLIB_FORMATS = {
    ".ttl": "turtle",
    ".turtle": "turtle",
    ".nt": "nt",
    ".trig": "trig",
    ".nq": "nquads",
    ".jsonld": "json-ld",
    ".json": "json-ld",
}


def read_graph(graph_path: str | Path) -> Graph:
    """Parse an RDF file (format from its extension) into one Graph holding the triples of all its
    named graphs; GraphError names the file and the fix when it is missing or not RDF."""
    from rdflib import Dataset
    from rdflib.util import guess_format

    path = Path(graph_path)
    fmt = RDFLIB_FORMATS.get(path.suffix.lower()) or guess_format(str(path))
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
        else:
            union = Graph().parse(path, format=fmt)
    except Exception as error:  # rdflib raises many parser-specific types
        raise GraphError(
            f"{path}: cannot be parsed as {fmt} ({type(error).__name__}: {error}); "
            "give a graph file kg build wrote, with the matching extension"
        ) from error
    _refuse_bad_iris(path, union)
    return union


# Characters an IRI may not hold (RFC 3987); rdflib accepts them through \u escapes, the other readers do not.
_NOT_IN_IRI = re.compile(r'[<>"{}|^`\\\x00-\x20]')


def _refuse_bad_iris(path: Path, graph: Graph) -> None:
    for term in {t for triple in graph for t in triple}:
        if isinstance(term, URIRef) and _NOT_IN_IRI.search(term):
            raise GraphError(
                f"{path}: the IRI <{term}> holds a character IRIs may not contain; other RDF readers "
                "reject this file too. Fix or percent-encode that IRI."
            )
