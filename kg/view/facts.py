"""The RDF graph as the view reads it: every triple indexed by subject and predicate once (``Facts``), and
the vocabulary terms it reads, minted once (``T``)."""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Collection, Iterable, Mapping
from types import SimpleNamespace

from rdflib import Graph, Literal, URIRef
from rdflib.term import Node

# The very term objects the triple set is built from: a dict finds its own key by identity, while an
# equal but distinct URIRef costs a call to rdflib's ``__eq__`` in Python on each of ~400,000 reads of a
# corpus graph.
from ..rdf.graph import KG, PROV, RDF, RDFS, SCHEMA, SKOS, TripleSet

# What the view reads: an rdflib Graph (`kg view GRAPH`), or the plain triple set a build makes
# (``kg.rdf.TripleSet``), which iterates in the order an rdflib graph filled from it would.
Triples = Graph | Iterable[tuple[Node, Node, Node]]


# Vocabulary terms read per node and statement, minted once: rdflib's Namespace builds a new URIRef on
# every attribute access, which dominated reading graphs of thousands of statements.
T = SimpleNamespace(
    about_event=KG.aboutEvent,
    alt_label=SKOS.altLabel,
    attributed_to=KG.attributedTo,
    cited_source=KG.citedSource,
    claim=KG.Claim,
    claim_order=KG.claimOrder,
    event_type=KG.eventType,
    identifier=SCHEMA.identifier,
    is_main_event=KG.isMainEvent,
    local_time=KG.localTime,
    mention_count=KG.mentionCount,
    mentioned_in=KG.mentionedIn,
    negated=KG.negated,
    object_text=KG.objectText,
    place_description=KG.placeDescription,
    reacts_to=KG.reactsTo,
    reaction_type=KG.reactionType,
    reactor=KG.reactor,
    pref_label=SKOS.prefLabel,
    rdf_type=RDF.type,
    rdfs_label=RDFS.label,
    relation_text=KG.relationText,
    sentence=KG.sentence,
    sentence_index=KG.sentenceIndex,
    start_date=SCHEMA.startDate,
    stated_date=KG.statedDate,
    stated_place=KG.statedPlace,
    statement=RDF.Statement,
    subject_text=KG.subjectText,
    was_derived_from=PROV.wasDerivedFrom,
)


def local_name(term: Node) -> str:
    text = str(term)
    return re.split(r"[#/]", text.rstrip("/#"))[-1] or text


class Facts:
    """The graph's triples indexed by subject and predicate in one pass: a store lookup per field read
    costs ten times more on graphs of thousands of statements. Multi-valued fields read their smallest
    value, so the page never depends on store order."""

    def __init__(self, graph: Triples) -> None:
        self.index: Mapping[Node, Mapping[Node, Collection[Node]]]
        self.typed: dict[Node, list[Node]] = defaultdict(list)
        self.reactions: list[Node] = []
        rdf_type, reacts_to = T.rdf_type, T.reacts_to
        if isinstance(graph, TripleSet):
            # A build's triple set is already indexed this way: read it, don't copy 150,000 triples.
            self.index = graph.grouped()
            for subject, props in self.index.items():
                for obj in props.get(rdf_type, ()):
                    self.typed[obj].append(subject)
                self.reactions += [subject] * len(props.get(reacts_to, ()))
            return
        index: dict[Node, dict[Node, list[Node]]] = defaultdict(lambda: defaultdict(list))
        for subject, predicate, obj in graph:
            index[subject][predicate].append(obj)
            if predicate == rdf_type:
                self.typed[obj].append(subject)
            elif predicate == reacts_to:
                self.reactions.append(subject)
        self.index = index

    def objects(self, node: Node | None, predicate: URIRef) -> Collection[Node]:
        props = self.index.get(node) if node is not None else None
        return props.get(predicate, ()) if props else ()

    def value(self, node: Node, predicate: URIRef) -> Node | None:
        return smallest(self.objects(node, predicate))

    def first(self, node: Node | None, *predicates: URIRef) -> str | None:
        """The smallest value of the first predicate that has one, as text."""
        for predicate in predicates:
            values = self.objects(node, predicate)
            if len(values) == 1:  # nearly always (a label, a sentence): no generator for ``min``
                for only in values:
                    return str(only)
            if values:
                return min(str(v) for v in values)
        return None

    def label(self, node: Node) -> str:
        return self.first(node, T.pref_label, T.rdfs_label) or local_name(node)

    def article_id(self, article: Node | None) -> str:
        if article is None:
            return ""
        return self.first(article, T.identifier) or local_name(article)

    def is_true(self, node: Node, predicate: URIRef) -> bool:
        return any_true(self.objects(node, predicate))


def smallest(values: Collection[Node]) -> Node | None:
    """The one value, or the smallest of several (``Facts.value``)."""
    if len(values) == 1:  # nearly always: skip the sort key, whose n3() re-checks every IRI
        (only,) = values
        return only
    return min(values, key=lambda v: (str(v), v.n3()), default=None)


def any_true(values: Collection[Node]) -> bool:
    return any(isinstance(v, Literal) and v.toPython() is True for v in values)
