"""Plain data -> rdflib Graph, following the contract in ontology/README.md. Every IRI it names is minted by
``kg.rdf.iris``."""

from __future__ import annotations

import re
from collections.abc import Collection, Iterator, Mapping
from decimal import Decimal
from functools import lru_cache
from typing import Any

import rdflib
from rdflib import Graph, Literal, URIRef
from rdflib.term import Node

from ..config import DEFAULT_BASE
from ..types import Claim, Entity, Event, KnowledgeGraph, Statement
from . import vocab
from .iris import IRIs
from .vocab import DEMONYM_CLASS, KIND_CLASSES, PREFIXES


class _Terms:
    """A namespace whose terms are minted once each.

    rdflib's namespaces build a new URIRef (and check it) on every attribute access: at hundreds of
    thousands of accesses per corpus that was a sixth of building its graph.
    """

    def __init__(self, namespace: Any) -> None:
        self._namespace = namespace
        self._items: dict[str, URIRef] = {}

    def __getattr__(self, name: str) -> URIRef:
        if name.startswith("_"):  # Python's and tools' own probes (copy, pytest): never a vocabulary term
            raise AttributeError(name)
        term = getattr(self._namespace, name)
        setattr(self, name, term)  # found as an attribute from now on, without this call
        return term

    def __getitem__(self, name: str) -> URIRef:
        term = self._items.get(name)
        if term is None:
            term = self._items[name] = self._namespace[name]
        return term


# The namespaces this module writes, under their usual names.
RDF, RDFS, SKOS, XSD = (_Terms(ns) for ns in (rdflib.RDF, rdflib.RDFS, rdflib.SKOS, rdflib.XSD))
PROV = _Terms(rdflib.PROV)
KG, SCHEMA, SEM = (_Terms(ns) for ns in (vocab.KG, vocab.SCHEMA, vocab.SEM))


# ISO 8601 dates of each precision the stages produce, and the XSD type that says which precision.
_DATE_TYPES = (
    (re.compile(r"^-?\d{4}$"), XSD.gYear),
    (re.compile(r"^-?\d{4}-\d{2}$"), XSD.gYearMonth),
    (re.compile(r"^-?\d{4}-\d{2}-\d{2}$"), XSD.date),
    (re.compile(r"^-?\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})?$"), XSD.dateTime),
)


def date_literal(text: str) -> Literal:
    """A date typed by its precision: "1980" is an xsd:gYear, "2024-01" a gYearMonth, "2024-01-03" a date.

    Anything else stays a plain string rather than an ill-typed literal that stores would reject.
    """
    for pattern, datatype in _DATE_TYPES:
        if pattern.match(text):
            return Literal(text, datatype=datatype)
    return _text(text)


@lru_cache(maxsize=4096, typed=True)  # typed: True and 1 are different literals
def _number(value: int) -> Literal:
    """An xsd:integer or xsd:boolean literal; counts, indexes and flags recur on every statement."""
    return Literal(value)


@lru_cache(maxsize=1 << 20)  # emptied after each build (build_triples), so it never outlives the graph
def _text(value: str) -> Literal:
    """A plain string literal, every plain string of the graph. Relation words, argument texts and a
    sentence shared by its statements recur, and rdflib's Literal constructor was a third of building a
    corpus graph. A full BBC graph holds about 300,000 distinct texts: a smaller cache missed on nearly
    all of them.

    U+0000 becomes U+FFFD: C-based parsers (raptor, hence rapper and Virtuoso's loaders) end strings at
    NUL, so it is the one character no graph can carry everywhere. Replaced here, where each distinct
    text passes once, rather than by a search of the million finished triples (0.4 s of a corpus build).
    """
    return Literal(value.replace("\x00", "\ufffd"))


@lru_cache(maxsize=4096)  # confidences and claim values take a few hundred distinct values per corpus
def decimal_literal(value: float, places: int | None = None) -> Literal:
    """An xsd:decimal literal in plain positional notation (never ``1E+6``, which is not a decimal)."""
    number = Decimal(repr(float(value)))
    if places is not None:
        number = number.quantize(Decimal(1).scaleb(-places))
    return Literal(format(number.normalize(), "f"), datatype=XSD.decimal)


class TripleSet:
    """The triples of a graph and its bound prefixes: all the writers need, without rdflib's indexes.

    Adding a triple to an rdflib ``Graph`` updates several indexes and costs more than writing it out;
    ``build_triples`` fills this plain set instead, and ``to_graph`` makes the rdflib graph for those who
    query it (the API, the view, the tests). It takes the same calls the builders make on a graph.
    """

    def __init__(self, prefixes: Mapping[str, Any]) -> None:
        self._by_subject: dict[Node, dict[Node, set[Node]]] = {}
        # A bare rdflib graph keeps the prefixes, so they are exactly those a Graph would report.
        self._prefixes = Graph()
        for prefix, namespace in prefixes.items():
            self._prefixes.bind(prefix, namespace, override=True, replace=True)

    def add(self, triple: tuple[Node, Node, Node]) -> None:
        s, p, o = triple
        # Called a million times for a corpus: no empty dict and set made per call, as setdefault would.
        predicates = self._by_subject.get(s)
        if predicates is None:
            self._by_subject[s] = {p: {o}}
            return
        objects = predicates.get(p)
        if objects is None:
            predicates[p] = {o}
        else:
            objects.add(o)

    def describe(self, subject: Node, values: dict[Node, set[Node]]) -> None:
        """Add every ``(subject, p, o)`` of ``values`` (predicate -> objects) at once.

        A statement node takes a dozen triples: one dict handed over costs a fraction of a dozen ``add``s,
        each of which hashes rdflib terms in Python (a Literal's hash is not cached).
        """
        predicates = self._by_subject.get(subject)
        if predicates is None:
            self._by_subject[subject] = values
            return
        for p, objects in values.items():
            predicates.setdefault(p, set()).update(objects)

    def set(self, triple: tuple[Node, Node, Node]) -> None:
        """Add ``(s, p, o)`` as the one value of ``p`` on ``s``, as rdflib's ``Graph.set`` does."""
        s, p, o = triple
        self._by_subject.setdefault(s, {})[p] = {o}

    def remove(self, triple: tuple[Node, Node, Node]) -> None:
        s, p, o = triple
        predicates = self._by_subject.get(s, {})
        objects = predicates.get(p)
        if objects is not None:
            objects.discard(o)
            if not objects:  # no empty entry, which a writer reading ``grouped`` would print
                del predicates[p]
                if not predicates:
                    del self._by_subject[s]

    def __iter__(self) -> Iterator[tuple[Node, Node, Node]]:
        for s, predicates in self._by_subject.items():
            for p, objects in predicates.items():
                for o in objects:
                    yield s, p, o

    def grouped(self) -> Mapping[Node, Mapping[Node, Collection[Node]]]:
        """The triples by subject, then predicate (a view: don't change it)."""
        return self._by_subject

    def __len__(self) -> int:
        return sum(
            len(objects) for predicates in self._by_subject.values() for objects in predicates.values()
        )

    def namespaces(self) -> Iterator[tuple[str, URIRef]]:
        return self._prefixes.namespaces()

    def to_graph(self, store: str = "default") -> Graph:
        """The same triples and prefixes as an rdflib ``Graph`` (``store`` as rdflib names its stores)."""
        graph = Graph(store=store)
        for prefix, namespace in self.namespaces():
            graph.bind(prefix, namespace, override=True, replace=True)
        graph.addN((s, p, o, graph) for s, p, o in self)
        return graph


def build_graph(model: KnowledgeGraph, base: str = DEFAULT_BASE) -> Graph:
    """Return the RDF graph of ``model`` following the contract in ontology/README.md, as an rdflib Graph."""
    return build_triples(model, base).to_graph()


def build_triples(model: KnowledgeGraph, base: str = DEFAULT_BASE) -> TripleSet:
    """The triples of ``model``'s graph (see ``build_graph``), without building rdflib's indexes."""
    iris = IRIs(base)
    graph = TripleSet({**PREFIXES, **iris.prefixes()})
    for article in model.articles:
        node = iris.article(article.id)
        graph.add((node, RDF.type, SCHEMA.NewsArticle))
        graph.add((node, SCHEMA.identifier, _text(article.id)))
        if article.title:
            graph.add((node, SCHEMA.headline, _text(article.title)))
        if article.date:
            graph.add((node, SCHEMA.datePublished, date_literal(article.date)))
        if article.source:
            graph.add((node, SCHEMA.publisher, _text(article.source)))
    known = {entity.key for entity in model.entities}
    for entity in model.entities:
        _add_entity(graph, iris, entity)
    event_keys = {event.key for event in model.events}
    # Phrase and relation nodes recur in thousands of statements: each is described again only when its
    # label changes (two phrases may share one IRI; the last label stays, as when every statement set it).
    described: dict[URIRef, Literal] = {}
    for event in model.events:
        _add_event(graph, iris, event, known)
    for statement in model.statements:
        _add_statement(graph, iris, statement, known, event_keys, described)
    for claim in model.claims:
        _add_claim(graph, iris, claim, known)
    objectless = {s.id: s for s in model.statements if s.triple.object is None}
    for reaction in model.reactions:
        node = iris.statement(reaction.statement_id)
        if reaction.statement_id in objectless:
            # "the perpetrators will be punished" has no rdf:object, but its reaction keeps its evidence
            said = objectless[reaction.statement_id]
            graph.add((node, PROV.wasDerivedFrom, iris.article(said.triple.article_id)))
            graph.add((node, KG.sentence, _text(said.sentence)))
        graph.add((node, KG.reactionType, _text(reaction.kind)))
        graph.add((node, KG.reactsTo, iris.event(reaction.event)))
        if reaction.actor in known:  # the speaker when it is not rdf:subject ("X said they will face ...")
            graph.add((node, KG.reactor, iris.entity(reaction.actor)))
    _text.cache_clear()  # the graph holds the literals it uses; the cache would keep them after it
    return graph


def _add_labels(graph: TripleSet, node: URIRef, label: str, aliases: tuple[str, ...] = ()) -> None:
    graph.add((node, SKOS.prefLabel, _text(label)))
    graph.add((node, RDFS.label, _text(label)))
    for alias in aliases:
        if alias != label:
            graph.add((node, SKOS.altLabel, _text(alias)))


def _add_entity(graph: TripleSet, iris: IRIs, entity: Entity) -> None:
    node = iris.entity(entity.key)
    graph.add((node, RDF.type, DEMONYM_CLASS if entity.demonym_of else KIND_CLASSES[entity.kind]))
    _add_labels(graph, node, entity.label, entity.aliases)
    graph.add((node, KG.mentionCount, _number(len(entity.mentions))))
    for article_id in entity.articles:
        graph.add((node, KG.mentionedIn, iris.article(article_id)))
    for reason in entity.reasons:
        graph.add((node, KG.mergeReason, _text(reason)))
    if entity.demonym_of:
        graph.add((node, KG.demonymOf, iris.entity(entity.demonym_of)))


def _add_event(graph: TripleSet, iris: IRIs, event: Event, known: set[str]) -> None:
    node = iris.event(event.key)
    graph.add((node, RDF.type, SCHEMA.Event))
    graph.add((node, RDF.type, SEM.Event))
    graph.add((node, KG.eventType, KG[event.event_type]))
    _add_labels(graph, node, event.label)
    graph.add((node, KG.mentionCount, _number(len(event.mentions))))
    for article_id in event.articles:
        graph.add((node, KG.mentionedIn, iris.article(article_id)))
    if event.is_main:
        graph.add((node, KG.isMainEvent, _number(True)))
    if event.date:
        # partial dates ("2020", "2020-01") are what the text gives; they stay partial, typed to match
        datatype = {4: XSD.gYear, 7: XSD.gYearMonth}.get(len(event.date), XSD.date)
        graph.add((node, SCHEMA.startDate, Literal(event.date.replace("\x00", "\ufffd"), datatype=datatype)))
    if event.time:
        graph.add((node, KG.localTime, _text(event.time)))
    for place in event.places:
        if place in known:
            graph.add((node, SCHEMA.location, iris.entity(place)))
    for text in event.place_text:
        graph.add((node, KG.placeDescription, _text(text)))
    for role, actor in event.roles:
        if actor in known:
            graph.add((node, KG[role], iris.entity(actor)))
    for instrument in event.instruments:
        graph.add((node, KG.instrument, _text(instrument)))
    if event.parent:
        graph.add((node, SEM.subEventOf, iris.event(event.parent)))


def _argument_node(
    graph: TripleSet,
    iris: IRIs,
    key: str | None,
    text: str,
    known: set[str],
    event_keys: set[str],
    described: dict[URIRef, Literal],
) -> URIRef:
    """The node for a triple argument: its entity, or a kg:Concept named by the phrase."""
    if key and key in known:
        return iris.entity(key)
    if key and key in event_keys:
        return iris.event(key)
    node = iris.concept(text)
    label = _text(text.lower())
    if described.get(node) is not label:  # ``is``: _text gives one object per text; a miss just redoes it
        described[node] = label
        graph.add((node, RDF.type, KG.Concept))
        graph.set((node, RDFS.label, label))
        graph.set((node, SKOS.prefLabel, label))
    return node


def _add_statement(
    graph: TripleSet,
    iris: IRIs,
    statement: Statement,
    known: set[str],
    event_keys: set[str],
    described: dict[URIRef, Literal],
) -> None:
    triple = statement.triple
    if triple.object is None or triple.flag:
        return  # a flagged statement lacks the evidence to stand in the graph (kg.extract.evidence)
    node = iris.statement(statement.id)
    subject = _argument_node(
        graph, iris, statement.subject_entity, triple.subject.display, known, event_keys, described
    )
    obj = _argument_node(
        graph, iris, statement.object_entity, triple.object.display, known, event_keys, described
    )
    predicate = iris.relation(triple.lemma)
    lemma = _text(triple.lemma)
    if described.get(predicate) is not lemma:
        described[predicate] = lemma
        graph.add((predicate, RDF.type, RDF.Property))
        graph.add((predicate, RDF.type, KG.Relation))
        graph.set((predicate, RDFS.label, lemma))
    values: dict[Node, set[Node]] = {
        RDF.type: {RDF.Statement},
        RDF.subject: {subject},
        RDF.predicate: {predicate},
        RDF.object: {obj},
        PROV.wasDerivedFrom: {iris.article(triple.article_id)},
        KG.sentence: {_text(statement.sentence)},
        KG.sentenceIndex: {_number(triple.sentence_index)},
        KG.relationText: {_text(triple.predicate)},
        KG.subjectText: {_text(triple.subject.text)},
        KG.objectText: {_text(triple.object.text)},
        KG.negated: {_number(triple.negated)},
        KG.confidence: {decimal_literal(statement.graph_confidence, places=3)},
    }
    if triple.arguments:
        values[KG.argumentText] = {
            _text(f"{argument.preposition} {argument.span.text}".strip()) for argument in triple.arguments
        }
    if triple.attributed_to is not None:
        speaker = _argument_node(
            graph, iris, statement.speaker_entity, triple.attributed_to.display, known, event_keys, described
        )
        values[KG.attributedTo] = {speaker}
    if statement.event and statement.event in event_keys:
        values[KG.aboutEvent] = {iris.event(statement.event)}
    # when and where the statement's own clause says its act happened (kg.events.statement_context)
    if statement.stated_date:
        values[KG.statedDate] = {date_literal(statement.stated_date)}
    if statement.stated_place and statement.stated_place in known:
        values[KG.statedPlace] = {iris.entity(statement.stated_place)}
    graph.describe(node, values)
    if not triple.negated and triple.attributed_to is None:
        graph.add((subject, predicate, obj))


def _add_claim(graph: TripleSet, iris: IRIs, claim: Claim, known: set[str]) -> None:
    node = iris.claim(claim.id)
    graph.add((node, RDF.type, KG.Claim))
    graph.add((node, KG.aboutEvent, iris.event(claim.event)))
    graph.add((node, KG.measure, _text(claim.measure)))
    graph.add((node, KG.value, decimal_literal(claim.value)))
    graph.add((node, KG.unit, _text(claim.unit)))
    graph.add((node, KG.qualifier, _text(claim.qualifier)))
    graph.add((node, PROV.wasDerivedFrom, iris.article(claim.article_id)))
    graph.add((node, KG.sentence, _text(claim.sentence)))
    graph.add((node, KG.claimOrder, _number(claim.order)))
    if claim.part:
        graph.add((node, KG.partOfToll, _number(True)))
    if claim.source:
        graph.add((node, KG.citedSource, _text(claim.source)))
    if claim.source_entity and claim.source_entity in known:
        graph.add((node, PROV.wasAttributedTo, iris.entity(claim.source_entity)))
