"""RDF graph -> one self-contained, offline, interactive HTML page (vis-network through pyvis).

The page is driven by the RDF graph alone, so it renders any graph `kg` wrote or a SPARQL CONSTRUCT
result. What is drawn:

- a **node** for every resource typed as an entity (schema:Person, schema:Organization, schema:Place,
  schema:Event or sem:Event, kg:OtherEntity) or kg:Concept, plus any resource that is the rdf:subject or
  rdf:object of a statement without such a type (drawn as a concept);
- an **edge** for every distinct (subject, predicate, object, negated, attributed) among the rdf:Statement
  resources whose subject and object are nodes; statements sharing those five values are merged into
  one edge that carries all their evidence. Direct triples between two nodes that no such positive,
  unattributed group covers (event roles, schema:location, sem:subEventOf, ...) are edges too, with
  no sentence. Statements whose object is a literal are not drawn.

A graph that types none of its resources and holds no statements (a CONSTRUCT that kept only the
links) is drawn whole: every resource linked to another one is a node, every link an edge.

``window.kgView`` in the page exposes the vis DataSets and network, so tests can compare what is
drawn with these rules.
"""

from __future__ import annotations

import base64
import hashlib
import html
import json
import re
from collections import Counter, defaultdict
from dataclasses import asdict, dataclass, field
from importlib import resources
from pathlib import Path
from types import SimpleNamespace

import numpy as np
from rdflib import RDF, RDFS, SKOS, BNode, Graph, Literal, URIRef
from rdflib.namespace import PROV
from rdflib.term import Node

from ..rdf.vocab import KG, SCHEMA, SEM
from .layout import LAYOUT_SCALE, force_layout

# Node kinds in legend order: (id, legend label, RDF classes, colour, vis shape). The Okabe-Ito
# colours stay distinguishable for colour-blind readers; shapes make the kind readable in greyscale.
KINDS: tuple[tuple[str, str, tuple[URIRef, ...], str, str], ...] = (
    ("event", "Event", (SCHEMA.Event, SEM.Event), "#D55E00", "star"),
    ("person", "Person", (SCHEMA.Person,), "#0072B2", "dot"),
    ("organization", "Organisation", (SCHEMA.Organization,), "#E69F00", "square"),
    ("place", "Place", (SCHEMA.Place,), "#009E73", "triangle"),
    ("other", "Other entity", (KG.OtherEntity,), "#CC79A7", "diamond"),
    ("concept", "Concept (phrase)", (KG.Concept,), "#8C8C8C", "dot"),
)
NEGATED_COLOR = "#D62728"
ATTRIBUTED_COLOR = "#7B4FA0"
EDGE_COLOR = "#7A8590"
# Parallel edges between one pair of nodes bend by this much more each, so none hides another.
PARALLEL_ROUNDNESS = 0.18
# Direct triples with these predicates describe nodes rather than link them.
_NOT_EDGES = {RDF.type, KG.mentionedIn, PROV.wasDerivedFrom}
# vis-network only polishes the precomputed layout (kg/view/layout.py) of graphs up to this size: its solver
# costs ~0.1 ms per node and step in Chromium on a busy machine; larger graphs are drawn frozen.
PHYSICS_MAX_NODES = 400

# Read next to this module rather than through importlib.resources("kg"): an editable install made
# before kg/__init__.py existed registers kg as a namespace package, which resources cannot open.
TEMPLATES = Path(__file__).with_name("templates")
VIS_JS = "lib/vis-9.1.2/vis-network.min.js"
VIS_CSS = "lib/vis-9.1.2/vis-network.css"


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


@dataclass
class ViewEdge:
    id: int
    source: int
    target: int
    predicate: str
    negated: bool
    attributed: bool
    evidence: list[int]


@dataclass
class ViewModel:
    """Everything the page shows, as plain data; ``total_nodes`` counts nodes before ``max_nodes``."""

    nodes: list[ViewNode]
    edges: list[ViewEdge]
    evidence: list[Evidence]
    claims: list[dict[str, object]]
    total_nodes: int


# subject, predicate, object, negated, attributed: statements equal in all five are drawn as one edge
EdgeKey = tuple[Node, Node, Node, bool, bool]
STATEMENT_PARTS = (RDF.subject, RDF.predicate, RDF.object)
Resource = URIRef | BNode


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

    def __init__(self, graph: Graph) -> None:
        self.index: dict[Node, dict[Node, list[Node]]] = defaultdict(lambda: defaultdict(list))
        self.typed: dict[Node, list[Node]] = defaultdict(list)
        rdf_type = T.rdf_type
        for subject, predicate, obj in graph:
            self.index[subject][predicate].append(obj)
            if predicate == rdf_type:
                self.typed[obj].append(subject)

    def objects(self, node: Node | None, predicate: URIRef) -> list[Node]:
        props = self.index.get(node) if node is not None else None
        return props.get(predicate, []) if props else []

    def value(self, node: Node, predicate: URIRef) -> Node | None:
        return min(self.objects(node, predicate), key=lambda v: (str(v), v.n3()), default=None)

    def first(self, node: Node | None, *predicates: URIRef) -> str | None:
        """The smallest value of the first predicate that has one, as text."""
        for predicate in predicates:
            values = self.objects(node, predicate)
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
        return any(isinstance(v, Literal) and v.toPython() is True for v in self.objects(node, predicate))


def _node_kinds(facts: _Facts) -> dict[Node, str]:
    """Kind of every typed node; the first matching kind in KINDS wins (events are also sem:Event)."""
    kinds: dict[Node, str] = {}
    for kind, _, classes, _, _ in KINDS:
        for cls in classes:
            for node in facts.typed.get(cls, ()):
                if not isinstance(node, Literal):
                    kinds.setdefault(node, kind)
    return kinds


def _edge_groups(facts: _Facts, kinds: dict[Node, str]) -> dict[EdgeKey, list[Node]]:
    """Statements grouped by (subject, predicate, object, negated, attributed), then direct links between
    nodes that no group covers; untyped statement ends become concept nodes in ``kinds``."""
    groups: dict[EdgeKey, list[Node]] = defaultdict(list)
    for statement in facts.typed.get(T.statement, ()):
        subject, predicate, obj = (facts.value(statement, p) for p in STATEMENT_PARTS)
        if predicate is None or not isinstance(subject, Resource) or not isinstance(obj, Resource):
            continue  # a literal object is a value, not a node to draw
        kinds.setdefault(subject, "concept")
        kinds.setdefault(obj, "concept")
        negated = facts.is_true(statement, T.negated)
        attributed = bool(facts.objects(statement, T.attributed_to))
        groups[(subject, predicate, obj, negated, attributed)].append(statement)
    for subject in kinds:
        for predicate, objects in facts.index.get(subject, {}).items():
            if predicate in _NOT_EDGES:
                continue
            for obj in objects:
                if obj in kinds and obj != subject:
                    groups.setdefault((subject, predicate, obj, False, False), [])
    return groups


def build_view_model(graph: Graph, max_nodes: int | None = None) -> ViewModel:
    """Read nodes, merged edges, evidence and claims from ``graph`` following the module's rules."""
    facts = _Facts(graph)
    kinds = _node_kinds(facts)
    if not kinds and not facts.typed.get(T.statement):
        # An untyped graph, e.g. a CONSTRUCT that kept only the links: every linked resource is a node.
        for subject, props in facts.index.items():
            for predicate, objects in props.items():
                for obj in objects:
                    if predicate not in _NOT_EDGES and not isinstance(obj, Literal):
                        kinds.setdefault(subject, "concept")
                        kinds.setdefault(obj, "concept")
    groups = _edge_groups(facts, kinds)
    total = len(kinds)
    keep = _most_connected(facts, kinds, groups, max_nodes)
    ordered = sorted(keep, key=lambda n: (str(n), n.n3()))
    ids = {node: index for index, node in enumerate(ordered)}
    nodes = [_view_node(facts, node, ids[node], kinds[node]) for node in ordered]

    evidence: list[Evidence] = []
    edges: list[ViewEdge] = []
    rows = []
    for (subject, predicate, obj, negated, attributed), members in groups.items():
        if subject in ids and obj in ids:
            label = facts.first(predicate, T.rdfs_label) or _local_name(predicate)
            items = sorted(_evidence(facts, s, ids) for s in members)
            rows.append((ids[subject], ids[obj], label, negated, attributed, items))
    for source, target, label, negated, attributed, items in sorted(rows, key=lambda r: r[:5]):
        start = len(evidence)
        evidence.extend(item for _, item in items)
        supporting = list(range(start, len(evidence)))
        edges.append(ViewEdge(len(edges), source, target, label, negated, attributed, supporting))
    return ViewModel(nodes, edges, evidence, _claims(facts, ids), total)


def _most_connected(facts: _Facts, kinds: dict[Node, str], groups: dict, max_nodes: int | None) -> set[Node]:
    """All nodes, or the ``max_nodes`` with most statements (main events always kept)."""
    if max_nodes is None or max_nodes >= len(kinds):
        return set(kinds)
    degree: Counter[Node] = Counter()
    for (subject, _, obj, _, _), members in groups.items():
        weight = max(1, len(members))
        degree[subject] += weight
        degree[obj] += weight
    ranked = sorted(kinds, key=lambda n: (not facts.is_true(n, T.is_main_event), -degree[n], str(n)))
    return set(ranked[: max(0, max_nodes)])


def _view_node(facts: _Facts, node: Node, node_id: int, kind: str) -> ViewNode:
    label = facts.label(node)
    aliases = sorted({str(a) for a in facts.objects(node, T.alt_label)} - {label})
    mentions = facts.first(node, T.mention_count) or ""
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
        mentions=int(float(mentions)) if re.fullmatch(r"\d+(\.\d+)?", mentions) else 0,
        articles=sorted({facts.article_id(a) for a in facts.objects(node, T.mentioned_in)}),
        main=facts.is_true(node, T.is_main_event),
        info=info,
    )


def _evidence(facts: _Facts, statement: Node, ids: dict[Node, int]) -> tuple[tuple, Evidence]:
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


def _vis_network(model: ViewModel) -> tuple[list[dict], list[dict]]:
    """vis-network's node and edge records, built with pyvis: only drawing options, since vis deep-copies
    every field of every record (page-only data travels beside them, aligned by id)."""
    from pyvis.edge import Edge
    from pyvis.network import Network

    shapes = {kind: shape for kind, _, _, _, shape in KINDS}
    net = Network(directed=True, cdn_resources="in_line")
    largest = max((n.mentions for n in model.nodes), default=1)
    main = [n.id for n in model.nodes if n.main]
    links = [(e.source, e.target) for e in model.edges if e.source != e.target]
    points = np.rint(force_layout(len(model.nodes), links, main) * LAYOUT_SCALE).astype(int).tolist()
    for node in model.nodes:
        x, y = points[node.id]
        # The main event is pinned at the origin, where gravity pulls the rest, and drawn as the largest node.
        extra: dict[str, object] = {"fixed": True, "mass": 3, "borderWidth": 3} if node.main else {}
        net.add_node(
            node.id,
            label=node.label,
            shape=shapes[node.kind],
            group=node.kind,  # colour comes from the group, set once in the page
            # phrases 1, entities from 2 up: a named entity always outranks a phrase in size and label
            value=1 if node.kind == "concept" else 2 + (largest if node.main else node.mentions),
            x=x,
            y=y,
            **extra,
        )
    parallel: Counter[frozenset[int]] = Counter()
    for edge in model.edges:
        pair = frozenset((edge.source, edge.target))
        bend = parallel[pair] * PARALLEL_ROUNDNESS
        parallel[pair] += 1
        label = f"not {edge.predicate}" if edge.negated else edge.predicate
        # Plain colour, no dashes, width 1 and straight lines are page-wide defaults, left out of records.
        style: dict[str, object] = {}
        if edge.negated or edge.attributed:
            style["color"] = NEGATED_COLOR if edge.negated else ATTRIBUTED_COLOR
            style["dashes"] = [8, 5] if edge.negated else [2, 4]
        if len(edge.evidence) > 1:
            style["width"] = round(min(5.0, len(edge.evidence) ** 0.5), 2)
        if bend:
            style["smooth"] = {"enabled": True, "type": "curvedCW", "roundness": bend}
        # pyvis's add_edge scans the node list for both ends (quadratic at 10,000 edges); ours exist.
        label = f"“{label}”" if edge.attributed else label
        net.edges.append(Edge(edge.source, edge.target, True, id=edge.id, label=label, **style).options)
    return net.nodes, net.edges


def _script_json(value: object) -> str:
    """JSON that cannot end its <script> element or be read as markup, whatever the article text holds."""
    text = json.dumps(value, ensure_ascii=False, separators=(",", ":"))
    for raw, escaped in (
        ("&", "\\u0026"),
        ("<", "\\u003c"),
        (">", "\\u003e"),
        ("\u2028", "\\u2028"),
        ("\u2029", "\\u2029"),
    ):
        text = text.replace(raw, escaped)
    return text


def _asset(text: str) -> str:
    # Inlined code must not close its own element early.
    return text.replace("</script", "<\\/script").replace("</style", "<\\/style")


def render_html(graph: Graph, title: str = "kg", max_nodes: int | None = None) -> str:
    """Return one self-contained HTML page that draws ``graph`` and explains every node and edge."""
    model = build_view_model(graph, max_nodes)
    nodes, edges = _vis_network(model)
    data = {
        "title": title,
        "kinds": [{"id": k, "label": label, "color": c, "shape": s} for k, label, _, c, s in KINDS],
        "edgeStyles": {"negated": NEGATED_COLOR, "attributed": ATTRIBUTED_COLOR, "plain": EDGE_COLOR},
        "visNodes": nodes,
        "visEdges": edges,
        "nodes": [asdict(n) for n in model.nodes],
        "edges": [
            {
                "id": e.id,
                "from": e.source,
                "to": e.target,
                "predicate": e.predicate,
                "negated": e.negated,
                "attributed": e.attributed,
                "ev": e.evidence,
            }
            for e in model.edges
        ],
        "evidence": [
            {
                "a": e.article,
                "s": e.sentence,
                "su": e.subject,
                "r": e.relation,
                "o": e.object,
                "n": e.negated,
                "sp": e.speaker,
                "spl": e.speaker_label,
            }
            for e in model.evidence
        ],
        "claims": model.claims,
        "totalNodes": model.total_nodes,
        "physics": len(nodes) <= PHYSICS_MAX_NODES,
    }
    parts = {
        "TITLE": html.escape(title),
        "VIS_CSS": _asset(resources.files("pyvis").joinpath(VIS_CSS).read_text(encoding="utf-8")),
        "VIS_JS": _asset(resources.files("pyvis").joinpath(VIS_JS).read_text(encoding="utf-8")),
        "VIEW_CSS": _asset((TEMPLATES / "view.css").read_text(encoding="utf-8")),
        "VIEW_JS": _asset((TEMPLATES / "view.js").read_text(encoding="utf-8")),
        "DATA": _script_json(data),
    }
    # Only the two scripts shipped here may run: an injected element or handler is refused by the browser.
    parts["SCRIPT_HASHES"] = " ".join(
        f"'sha256-{base64.b64encode(hashlib.sha256(parts[k].encode()).digest()).decode()}'"
        for k in ("VIS_JS", "VIEW_JS")
    )
    page = (TEMPLATES / "view.html").read_text(encoding="utf-8")
    # One pass, so nothing inside an inserted part is ever read as a placeholder.
    return re.sub(r"\{\{([A-Z_]+)\}\}", lambda m: parts[m.group(1)], page)


def render_file(graph_path: str | Path, output: str | Path, max_nodes: int | None = None) -> Path:
    """Render the RDF file ``graph_path`` (format from its extension) to the HTML file ``output``."""
    from ..fileio import write_atomic
    from ..rdf.formats import read_graph

    source, target = Path(graph_path), Path(output)
    graph = read_graph(source)
    write_atomic(target, render_html(graph, title=source.stem, max_nodes=max_nodes).encode("utf-8"))
    return target
