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
from dataclasses import dataclass, field

from rdflib import Literal, URIRef
from rdflib.term import Node

from ..entities.names import name_tokens, token_key
from ..rdf.graph import KG, SCHEMA, SEM
from .facts import Facts, T, Triples, local_name
from .groups import NOT_EDGES, PHRASE, Groups, edge_groups
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
    # the day and the place's label its own clause states (kg:statedDate, kg:statedPlace)
    stated_date: str | None = None
    stated_place_label: str | None = None


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


def _node_kinds(facts: Facts) -> dict[Node, str]:
    """Kind of every typed node; the first matching kind in KINDS wins (events are also sem:Event)."""
    kinds: dict[Node, str] = {}
    for kind, _, classes, _, _ in KINDS:
        for cls in classes:
            for node in facts.typed.get(cls, ()):
                if not isinstance(node, Literal):
                    kinds.setdefault(node, kind)
    return kinds


def build_view_model(graph: Triples, max_nodes: int | None = None) -> ViewModel:
    """Read nodes, merged edges, evidence and claims from ``graph`` following the module's rules; with
    ``max_nodes``, keep the most important entities and events (main events always) and their phrases."""
    facts = Facts(graph)
    kinds = _node_kinds(facts)
    if not kinds and not facts.typed.get(T.statement):
        # An untyped graph, e.g. a CONSTRUCT that kept only the links: every linked resource is a node.
        for subject, props in facts.index.items():
            for predicate, objects in props.items():
                for obj in objects:
                    if predicate not in NOT_EDGES and not isinstance(obj, Literal):
                        kinds.setdefault(subject, "other")
                        kinds.setdefault(obj, "other")
    groups = edge_groups(facts, kinds)
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
    facts: Facts, kinds: dict[Node, str], groups: Groups, ranked: list[Node], ids: dict[Node, int]
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


def _edge_label(facts: Facts, predicate: Node, kind: str) -> str:
    if kind == "reaction":
        return str(predicate)
    label = facts.first(predicate, T.rdfs_label) or local_name(predicate)
    return ROLE_LABELS.get(label, label) if kind == "role" else label


def _ranked(facts: Facts, kinds: dict[Node, str], groups: Groups) -> list[Node]:
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


def _kept(ranked: list[Node], kinds: dict[Node, str], groups: Groups, max_nodes: int | None) -> set[Node]:
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


def _mention_count(facts: Facts, node: Node) -> int:
    value = facts.first(node, T.mention_count) or ""
    return int(float(value)) if re.fullmatch(r"\d+(\.\d+)?", value) else 0


def name_keys(name: str) -> list[str]:
    """The transliteration-aware keys entity resolution matches names by, one per word."""
    return [token_key(token) for token in name_tokens(name)]


def _view_node(facts: Facts, node: Node, node_id: int, kind: str) -> ViewNode:
    label = facts.label(node)
    aliases = sorted({str(a) for a in facts.objects(node, T.alt_label)} - {label})
    info: dict[str, str | list[str]] = {}
    if kind == "event":
        for key, predicate in (("date", T.start_date), ("time", T.local_time), ("type", T.event_type)):
            value = facts.first(node, predicate)
            if value:
                info[key] = local_name(URIRef(value)) if key == "type" else value
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


def _evidence(facts: Facts, statement: Node, ids: dict[Node, int]) -> tuple[tuple, Evidence]:
    """The statement's evidence, after a sort key of article, sentence index and the statement itself."""
    article_id = facts.article_id(facts.value(statement, T.was_derived_from))
    index = facts.first(statement, T.sentence_index) or "0"
    speaker = facts.value(statement, T.attributed_to)
    place = facts.value(statement, T.stated_place)
    item = Evidence(
        article=article_id,
        sentence=facts.first(statement, T.sentence) or "",
        subject=facts.first(statement, T.subject_text) or "",
        relation=facts.first(statement, T.relation_text) or "",
        object=facts.first(statement, T.object_text) or "",
        negated=facts.is_true(statement, T.negated),
        speaker=ids.get(speaker) if speaker is not None else None,
        speaker_label=facts.label(speaker) if speaker is not None else None,
        stated_date=facts.first(statement, T.stated_date),
        stated_place_label=facts.label(place) if place is not None else None,
    )
    return (article_id, int(index) if index.isdigit() else 0, str(statement)), item


def _claims(facts: Facts, ids: dict[Node, int]) -> list[dict[str, object]]:
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
