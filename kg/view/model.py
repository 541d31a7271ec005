"""RDF graph -> the view's plain data: nodes, merged edges, the sentences behind them, claims, ranks.

The page is driven by the RDF graph alone, so it renders any graph `kg` wrote or a SPARQL CONSTRUCT
result. What it holds:

- an **entity node** for every resource typed as an entity (schema:Person, schema:Organization, schema:Place,
  schema:Event or sem:Event, kg:OtherEntity); a **phrase node** (kind ``concept``) for every kg:Concept and
  any statement end without such a type. Phrase nodes are hidden until the reader asks for them;
- an **edge** for every distinct (subject, predicate, object, negated, attributed) among the rdf:Statement
  resources whose subject and object are nodes; statements sharing those five values are merged into
  one edge that carries all their evidence (its count). Direct triples between two nodes that no such
  positive, unattributed group covers (event roles, schema:location, sem:subEventOf, ...) are ``role``
  edges with no sentence, and every reaction (``?st kg:reactor ?who ; kg:reactsTo ?event``) is a
  ``reaction`` edge from the reactor to the event, labelled with its type and merged per reactor, type
  and event; a statement with a phrase object about an event (kg:aboutEvent: "Iran vowed revenge") is an
  ``about`` edge from its subject to the event, merged per subject, predicate, polarity and event;
- for every entity, the statements it is the subject of whose object is a phrase or a literal
  (``Node.phrases``): the panel lists them whatever is drawn.

A graph that types none of its resources and holds no statements (a CONSTRUCT that kept only the
links) is drawn whole: every resource linked to another one is a node, every link an edge.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Collection, Iterable, Mapping
from dataclasses import dataclass, field
from types import SimpleNamespace

from rdflib import BNode, Graph, Literal, URIRef
from rdflib.term import Node

from ..entities.names import name_tokens, token_key

# The very term objects the triple set is built from: a dict finds its own key by identity, while an
# equal but distinct URIRef costs a call to rdflib's ``__eq__`` in Python on each of ~400,000 reads of a
# corpus graph.
from ..rdf.graph import KG, PROV, RDF, RDFS, SCHEMA, SEM, SKOS, TripleSet
from .rank import importance

# Node kinds in legend order: (id, legend label, RDF classes, colour, vis shape). The Okabe-Ito
# colours stay distinguishable for colour-blind readers; shapes make the kind readable in greyscale.
KINDS: tuple[tuple[str, str, tuple[URIRef, ...], str, str], ...] = (
    ("event", "Event", (SCHEMA.Event, SEM.Event), "#D55E00", "star"),
    ("person", "Person", (SCHEMA.Person,), "#0072B2", "dot"),
    ("organization", "Organisation", (SCHEMA.Organization,), "#E69F00", "square"),
    ("place", "Place", (SCHEMA.Place,), "#009E73", "triangle"),
    ("other", "Other entity", (KG.OtherEntity,), "#CC79A7", "diamond"),
    ("concept", "Phrase", (KG.Concept,), "#8C8C8C", "dot"),
)
PHRASE = "concept"
# Direct triples with these predicates describe nodes rather than link them.
_NOT_EDGES = {RDF.type, KG.mentionedIn, PROV.wasDerivedFrom}
# Role predicates read better as the words a reporter would use.
ROLE_LABELS = {"location": "place", "subEventOf": "part of"}


@dataclass
class Evidence:
    """One statement behind an edge: the sentence and the words of its triple."""

    article: str
    sentence: str
    subject: str
    relation: str
    object: str
    negated: bool
    speaker: int | None  # node id of the speaker when the statement is reported speech
    speaker_label: str | None


@dataclass
class ViewNode:
    id: int
    iri: str
    label: str
    kind: str
    aliases: list[str]
    mentions: int
    articles: list[str]
    main: bool = False
    info: dict[str, str | list[str]] = field(default_factory=dict)  # event date, time, type, places
    rank: int = 0  # 0 = most important entity or event (kg/view/rank.py); phrases come after all of them
    keys: list[list[str]] = field(default_factory=list)  # name keys of the label and every alias
    phrases: list[int] = field(default_factory=list)  # evidence of statements with a phrase/literal object


@dataclass
class ViewEdge:
    id: int
    source: int
    target: int
    predicate: str
    negated: bool
    attributed: bool
    evidence: list[int]
    # "statement" between entities, "concept" (an end is a phrase), "role", "reaction", "about" (a phrase
    # statement about an event, drawn from its subject to the event)
    kind: str = "statement"


@dataclass
class ViewModel:
    """Everything the page shows, as plain data; ``total_nodes`` counts nodes before ``max_nodes``."""

    nodes: list[ViewNode]
    edges: list[ViewEdge]
    evidence: list[Evidence]
    claims: list[dict[str, object]]
    total_nodes: int
    # With ``max_nodes``: every entity and event left out, for the page to draw on request (see _undrawn).
    undrawn: dict[str, list] = field(default_factory=dict)


# subject, predicate, object, negated, attributed: statements equal in all five are drawn as one edge
EdgeKey = tuple[Node, Node, Node, bool, bool]
STATEMENT_PARTS = (RDF.subject, RDF.predicate, RDF.object)
Resource = URIRef | BNode
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
    statement=RDF.Statement,
    subject_text=KG.subjectText,
    was_derived_from=PROV.wasDerivedFrom,
)


def _local_name(term: Node) -> str:
    text = str(term)
    return re.split(r"[#/]", text.rstrip("/#"))[-1] or text


class _Facts:
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
        return _smallest(self.objects(node, predicate))

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
        return self.first(node, T.pref_label, T.rdfs_label) or _local_name(node)

    def article_id(self, article: Node | None) -> str:
        if article is None:
            return ""
        return self.first(article, T.identifier) or _local_name(article)

    def is_true(self, node: Node, predicate: URIRef) -> bool:
        return _any_true(self.objects(node, predicate))


def _smallest(values: Collection[Node]) -> Node | None:
    """The one value, or the smallest of several (``_Facts.value``)."""
    if len(values) == 1:  # nearly always: skip the sort key, whose n3() re-checks every IRI
        (only,) = values
        return only
    return min(values, key=lambda v: (str(v), v.n3()), default=None)


def _any_true(values: Collection[Node]) -> bool:
    return any(isinstance(v, Literal) and v.toPython() is True for v in values)


def _node_kinds(facts: _Facts) -> dict[Node, str]:
    """Kind of every typed node; the first matching kind in KINDS wins (events are also sem:Event)."""
    kinds: dict[Node, str] = {}
    for kind, _, classes, _, _ in KINDS:
        for cls in classes:
            for node in facts.typed.get(cls, ()):
                if not isinstance(node, Literal):
                    kinds.setdefault(node, kind)
    return kinds


@dataclass
class _Groups:
    """Statements and links grouped into the edges they become, plus each subject's phrase statements."""

    edges: dict[EdgeKey, list[Node]] = field(default_factory=lambda: defaultdict(list))
    kinds: dict[EdgeKey, str] = field(default_factory=dict)
    loose: dict[Node, list[Node]] = field(default_factory=lambda: defaultdict(list))


def _edge_groups(facts: _Facts, kinds: dict[Node, str]) -> _Groups:
    """Statements grouped by (subject, predicate, object, negated, attributed), reactions by (reactor, type,
    event), then direct links between nodes that no group covers; untyped statement ends become phrase
    nodes in ``kinds``. Statements with a literal object are kept per subject in ``loose``."""
    found = _Groups()
    index, parts = facts.index, STATEMENT_PARTS
    empty: dict[Node, Collection[Node]] = {}
    for statement in facts.typed.get(T.statement, ()):
        # a statement's own fields read from its entry once, not looked up again for each (a fifth of
        # the view of a corpus graph)
        props = index.get(statement, empty)
        subject, predicate, obj = (_smallest(props.get(part, ())) for part in parts)
        if predicate is None or not isinstance(subject, Resource):
            continue
        if not isinstance(obj, Resource):
            found.loose[subject].append(statement)  # a literal object is a value, not a node to draw
            continue
        kinds.setdefault(subject, PHRASE)
        kinds.setdefault(obj, PHRASE)
        negated = _any_true(props.get(T.negated, ()))
        attributed = bool(props.get(T.attributed_to))
        key: EdgeKey = (subject, predicate, obj, negated, attributed)
        found.edges[key].append(statement)
        found.kinds[key] = PHRASE if PHRASE in (kinds[subject], kinds[obj]) else "statement"
        if kinds[obj] == PHRASE and kinds[subject] != PHRASE:
            found.loose[subject].append(statement)
    reacting = set()
    for statement in sorted(set(facts.reactions), key=str):
        # one statement may carry several reactors ("Turkey and Erdogan condemned ...")
        for who in facts.objects(statement, T.reactor):
            for event in facts.objects(statement, T.reacts_to):
                for reaction in facts.objects(statement, T.reaction_type):
                    if who in kinds and event in kinds and who != event:
                        key = (who, Literal(str(reaction)), event, False, False)
                        found.edges[key].append(statement)
                        found.kinds[key] = "reaction"
                        reacting.add(statement)
    # "Iran vowed revenge" about the killing: a phrase statement about an event links its subject to it.
    for subject, statements in found.loose.items():
        for statement in statements:
            about = facts.value(statement, T.about_event)
            verb = facts.value(statement, RDF.predicate)
            if about in kinds and about != subject and statement not in reacting and verb is not None:
                key = (subject, verb, about, facts.is_true(statement, T.negated), False)
                found.edges[key].append(statement)
                found.kinds[key] = "about"
    for subject in kinds:
        for predicate, objects in facts.index.get(subject, {}).items():
            if predicate in _NOT_EDGES:
                continue
            for obj in objects:
                if obj in kinds and obj != subject:
                    key = (subject, predicate, obj, False, False)
                    if key not in found.edges:
                        found.edges[key] = []
                        found.kinds[key] = "role"
    return found


def build_view_model(graph: Triples, max_nodes: int | None = None) -> ViewModel:
    """Read nodes, merged edges, evidence and claims from ``graph`` following the module's rules; with
    ``max_nodes``, keep the most important entities and events (main events always) and their phrases."""
    facts = _Facts(graph)
    kinds = _node_kinds(facts)
    if not kinds and not facts.typed.get(T.statement):
        # An untyped graph, e.g. a CONSTRUCT that kept only the links: every linked resource is a node.
        for subject, props in facts.index.items():
            for predicate, objects in props.items():
                for obj in objects:
                    if predicate not in _NOT_EDGES and not isinstance(obj, Literal):
                        kinds.setdefault(subject, "other")
                        kinds.setdefault(obj, "other")
    groups = _edge_groups(facts, kinds)
    total = len(kinds)
    ranked = _ranked(facts, kinds, groups)
    keep = _kept(ranked, kinds, groups, max_nodes)
    ordered = [node for node in ranked if node in keep]
    ids = {node: index for index, node in enumerate(ordered)}
    nodes = [_view_node(facts, node, ids[node], kinds[node]) for node in ordered]

    evidence: list[Evidence] = []
    at: dict[Node, int] = {}  # statement -> its evidence index, so a phrase edge and its panel share one copy

    def add(statements: list[Node]) -> list[int]:
        fresh = sorted(
            ((*_evidence(facts, s, ids), s) for s in statements if s not in at), key=lambda r: r[0]
        )
        for _, item, statement in fresh:
            at[statement] = len(evidence)
            evidence.append(item)
        return sorted((at[s] for s in statements), key=lambda i: (evidence[i].article, i))

    edges: list[ViewEdge] = []
    rows = []
    for (subject, predicate, obj, negated, attributed), members in groups.edges.items():
        if subject in ids and obj in ids:
            kind = groups.kinds[(subject, predicate, obj, negated, attributed)]
            rows.append(
                (
                    ids[subject],
                    ids[obj],
                    _edge_label(facts, predicate, kind),
                    negated,
                    attributed,
                    kind,
                    members,
                )
            )
    for source, target, label, negated, attributed, kind, members in sorted(rows, key=lambda r: r[:6]):
        edges.append(ViewEdge(len(edges), source, target, label, negated, attributed, add(members), kind))
    for node in nodes:
        subject = ordered[node.id]
        if node.kind != PHRASE and subject in groups.loose:
            node.phrases = add(list(dict.fromkeys(groups.loose[subject])))
    undrawn = _undrawn(facts, kinds, groups, ranked, ids) if len(keep) < len(ranked) else {}
    return ViewModel(nodes, edges, evidence, _claims(facts, ids), total, undrawn)


def _undrawn(
    facts: _Facts, kinds: dict[Node, str], groups: _Groups, ranked: list[Node], ids: dict[Node, int]
) -> dict[str, list]:
    """A compact index of the entities and events a capped page leaves out, so that search and the event
    and article filters reach them: ``nodes`` rows [label, kind, mentions, aliases, article numbers] in
    rank order, numbered on from the drawn nodes; ``links`` rows [source, target, label, kind, negated,
    attributed, statements, article numbers] for every edge between two entities or events with an end
    left out; ``articles``, the article ids those numbers point to. No sentences: they would make a
    page of a few thousand articles tens of megabytes."""
    left_out = [node for node in ranked if node not in ids and kinds[node] != PHRASE]
    number = dict(ids) | {node: len(ids) + i for i, node in enumerate(left_out)}
    articles: dict[str, int] = {}

    def article_numbers(found: set[str]) -> list[int]:
        return [articles.setdefault(a, len(articles)) for a in sorted(found - {""})]

    rows = []
    for node in left_out:
        label = facts.label(node)
        rows.append(
            [
                label,
                kinds[node],
                _mention_count(facts, node),
                sorted({str(a) for a in facts.objects(node, T.alt_label)} - {label}),
                article_numbers({facts.article_id(a) for a in facts.objects(node, T.mentioned_in)}),
            ]
        )
    links = []
    for (subject, predicate, obj, negated, attributed), members in groups.edges.items():
        if subject in number and obj in number and (subject not in ids or obj not in ids):
            kind = groups.kinds[(subject, predicate, obj, negated, attributed)]
            sources = {facts.article_id(facts.value(s, T.was_derived_from)) for s in members}
            links.append(
                [
                    number[subject],
                    number[obj],
                    _edge_label(facts, predicate, kind),
                    kind,
                    negated,
                    attributed,
                    len(members),
                    article_numbers(sources),
                ]
            )
    return {"nodes": rows, "links": sorted(links, key=lambda r: r[:4]), "articles": list(articles)}


def _edge_label(facts: _Facts, predicate: Node, kind: str) -> str:
    if kind == "reaction":
        return str(predicate)
    label = facts.first(predicate, T.rdfs_label) or _local_name(predicate)
    return ROLE_LABELS.get(label, label) if kind == "role" else label


def _ranked(facts: _Facts, kinds: dict[Node, str], groups: _Groups) -> list[Node]:
    """Entities and events by importance (main events first), then phrases in IRI order."""
    entities = [n for n in kinds if kinds[n] != PHRASE]
    index = {node: i for i, node in enumerate(entities)}
    links = [(index[s], index[o]) for s, _, o, _, _ in groups.edges if s in index and o in index]
    mentions = [_mention_count(facts, node) for node in entities]
    scores = importance(len(entities), links, mentions)
    by_score = sorted(
        range(len(entities)),
        key=lambda i: (not facts.is_true(entities[i], T.is_main_event), -scores[i], str(entities[i])),
    )
    phrases = sorted((n for n in kinds if kinds[n] == PHRASE), key=lambda n: (str(n), n.n3()))
    return [entities[i] for i in by_score] + phrases


def _kept(ranked: list[Node], kinds: dict[Node, str], groups: _Groups, max_nodes: int | None) -> set[Node]:
    """All nodes, or the ``max_nodes`` first entities and events and the phrases that hang off them."""
    if max_nodes is None or max_nodes >= len(ranked):
        return set(ranked)
    entities = [n for n in ranked if kinds[n] != PHRASE][: max(0, max_nodes)]
    keep = set(entities)
    room = max(0, max_nodes - len(keep))
    for subject, _, obj, _, _ in groups.edges:
        if room and subject in keep and kinds[obj] == PHRASE and obj not in keep:
            keep.add(obj)
            room -= 1
    return keep


def _mention_count(facts: _Facts, node: Node) -> int:
    value = facts.first(node, T.mention_count) or ""
    return int(float(value)) if re.fullmatch(r"\d+(\.\d+)?", value) else 0


def name_keys(name: str) -> list[str]:
    """The transliteration-aware keys entity resolution matches names by, one per word."""
    return [token_key(token) for token in name_tokens(name)]


def _view_node(facts: _Facts, node: Node, node_id: int, kind: str) -> ViewNode:
    label = facts.label(node)
    aliases = sorted({str(a) for a in facts.objects(node, T.alt_label)} - {label})
    info: dict[str, str | list[str]] = {}
    if kind == "event":
        for key, predicate in (("date", T.start_date), ("time", T.local_time), ("type", T.event_type)):
            value = facts.first(node, predicate)
            if value:
                info[key] = _local_name(URIRef(value)) if key == "type" else value
        places = sorted(str(p) for p in facts.objects(node, T.place_description))
        if places:
            info["places"] = places
    return ViewNode(
        id=node_id,
        iri=str(node) if isinstance(node, URIRef) else "",
        label=label,
        kind=kind,
        aliases=aliases,
        mentions=_mention_count(facts, node),
        articles=sorted({facts.article_id(a) for a in facts.objects(node, T.mentioned_in)}),
        main=facts.is_true(node, T.is_main_event),
        info=info,
        rank=node_id,
        keys=[name_keys(name) for name in (label, *aliases)] if kind != PHRASE else [],
    )


def _evidence(facts: _Facts, statement: Node, ids: dict[Node, int]) -> tuple[tuple, Evidence]:
    """The statement's evidence, after a sort key of article, sentence index and the statement itself."""
    article_id = facts.article_id(facts.value(statement, T.was_derived_from))
    index = facts.first(statement, T.sentence_index) or "0"
    speaker = facts.value(statement, T.attributed_to)
    item = Evidence(
        article=article_id,
        sentence=facts.first(statement, T.sentence) or "",
        subject=facts.first(statement, T.subject_text) or "",
        relation=facts.first(statement, T.relation_text) or "",
        object=facts.first(statement, T.object_text) or "",
        negated=facts.is_true(statement, T.negated),
        speaker=ids.get(speaker) if speaker is not None else None,
        speaker_label=facts.label(speaker) if speaker is not None else None,
    )
    return (article_id, int(index) if index.isdigit() else 0, str(statement)), item


def _claims(facts: _Facts, ids: dict[Node, int]) -> list[dict[str, object]]:
    """Numeric claims about drawn events, in event, measure, article and claim order."""
    claims = []
    for claim in facts.typed.get(T.claim, ()):
        event = facts.value(claim, T.about_event)
        if event not in ids:
            continue
        text = {
            name: facts.first(claim, KG[name]) or "" for name in ("measure", "value", "unit", "qualifier")
        }
        claims.append(
            {
                "event": ids[event],
                **text,
                "source": facts.first(claim, T.cited_source) or "",
                "article": facts.article_id(facts.value(claim, T.was_derived_from)),
                "sentence": facts.first(claim, T.sentence) or "",
                "order": int(facts.first(claim, T.claim_order) or 0),
            }
        )
    return sorted(claims, key=lambda c: (c["event"], c["measure"], c["article"], c["order"], c["value"]))
