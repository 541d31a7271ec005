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
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path

from rdflib import RDF, RDFS, SKOS, BNode, Graph, Literal, URIRef
from rdflib.namespace import PROV
from rdflib.term import Node

from .errors import GraphError
from .rdf import KG, SCHEMA, SEM

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

TEMPLATES = "templates"
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


def _local_name(term: Node) -> str:
    text = str(term)
    return re.split(r"[#/]", text.rstrip("/#"))[-1] or text


def _first(graph: Graph, node: Node, *predicates: URIRef) -> str | None:
    """The smallest literal value of the first predicate that has one (smallest keeps output stable)."""
    for predicate in predicates:
        values = sorted(str(v) for v in graph.objects(node, predicate))
        if values:
            return values[0]
    return None


def _label(graph: Graph, node: Node) -> str:
    return _first(graph, node, SKOS.prefLabel, RDFS.label) or _local_name(node)


def _article_id(graph: Graph, article: Node) -> str:
    return _first(graph, article, SCHEMA.identifier) or _local_name(article)


def _is_true(graph: Graph, node: Node, predicate: URIRef) -> bool:
    return any(isinstance(v, Literal) and v.toPython() is True for v in graph.objects(node, predicate))


def _node_kinds(graph: Graph) -> dict[Node, str]:
    """Kind of every typed node; the first matching kind in KINDS wins (events are also sem:Event)."""
    kinds: dict[Node, str] = {}
    for kind, _, classes, _, _ in KINDS:
        for cls in classes:
            for node in graph.subjects(RDF.type, cls):
                if not isinstance(node, Literal):
                    kinds.setdefault(node, kind)
    return kinds


def _statements(graph: Graph, kinds: dict[Node, str]) -> list[tuple[Node, Node, Node, Node]]:
    """(statement, subject, predicate, object) of each drawable statement; adds untyped endpoints."""
    found = []
    for statement in graph.subjects(RDF.type, RDF.Statement):
        parts = [graph.value(statement, p) for p in (RDF.subject, RDF.predicate, RDF.object)]
        subject, predicate, obj = parts
        if predicate is None or not all(isinstance(t, URIRef | BNode) for t in (subject, obj)):
            continue
        for end in (subject, obj):
            kinds.setdefault(end, "concept")
        found.append((statement, subject, predicate, obj))
    return found


def build_view_model(graph: Graph, max_nodes: int | None = None) -> ViewModel:
    """Read nodes, merged edges, evidence and claims from ``graph`` following the module's rules."""
    kinds = _node_kinds(graph)
    statements = _statements(graph, kinds)
    groups: dict[tuple[Node, Node, Node, bool, bool], list[Node]] = defaultdict(list)
    for statement, subject, predicate, obj in statements:
        negated = _is_true(graph, statement, KG.negated)
        attributed = graph.value(statement, KG.attributedTo) is not None
        groups[(subject, predicate, obj, negated, attributed)].append(statement)
    for subject, predicate, obj in graph:
        if predicate not in _NOT_EDGES and subject in kinds and obj in kinds and subject != obj:
            groups.setdefault((subject, predicate, obj, False, False), [])

    total = len(kinds)
    keep = _most_connected(graph, kinds, groups, max_nodes)
    ordered = sorted(keep, key=lambda n: (str(n), n.n3()))
    ids = {node: index for index, node in enumerate(ordered)}
    nodes = [_view_node(graph, node, ids[node], kinds[node]) for node in ordered]

    evidence: list[Evidence] = []
    edges: list[ViewEdge] = []
    predicate_labels: dict[Node, str] = {}
    rows = []
    for (subject, predicate, obj, negated, attributed), members in groups.items():
        if subject not in ids or obj not in ids:
            continue
        if predicate not in predicate_labels:
            predicate_labels[predicate] = _first(graph, predicate, RDFS.label) or _local_name(predicate)
        items = sorted(_evidence(graph, s, ids) for s in members)
        rows.append((ids[subject], ids[obj], predicate_labels[predicate], negated, attributed, items))
    for source, target, label, negated, attributed, items in sorted(rows, key=lambda r: r[:5]):
        start = len(evidence)
        evidence.extend(item for _, item in items)
        edges.append(
            ViewEdge(
                len(edges), source, target, label, negated, attributed, list(range(start, len(evidence)))
            )
        )
    return ViewModel(nodes, edges, evidence, _claims(graph, ids), total)


def _most_connected(graph: Graph, kinds: dict[Node, str], groups: dict, max_nodes: int | None) -> set[Node]:
    """All nodes, or the ``max_nodes`` with most statements (main events always kept)."""
    if max_nodes is None or max_nodes >= len(kinds):
        return set(kinds)
    degree: Counter[Node] = Counter()
    for (subject, _, obj, _, _), members in groups.items():
        weight = max(1, len(members))
        degree[subject] += weight
        degree[obj] += weight
    main = {n for n in kinds if _is_true(graph, n, KG.isMainEvent)}
    ranked = sorted(kinds, key=lambda n: (n not in main, -degree[n], str(n)))
    return set(ranked[: max(0, max_nodes)])


def _view_node(graph: Graph, node: Node, node_id: int, kind: str) -> ViewNode:
    aliases = sorted({str(a) for a in graph.objects(node, SKOS.altLabel)})
    mentions = _first(graph, node, KG.mentionCount)
    articles = sorted({_article_id(graph, a) for a in graph.objects(node, KG.mentionedIn)})
    info: dict[str, str | list[str]] = {}
    if kind == "event":
        for key, predicate in (("date", SCHEMA.startDate), ("time", KG.localTime), ("type", KG.eventType)):
            value = _first(graph, node, predicate)
            if value:
                info[key] = _local_name(URIRef(value)) if key == "type" else value
        places = sorted(str(p) for p in graph.objects(node, KG.placeDescription))
        if places:
            info["places"] = places
    label = _label(graph, node)
    return ViewNode(
        id=node_id,
        iri=str(node) if isinstance(node, URIRef) else "",
        label=label,
        kind=kind,
        aliases=[a for a in aliases if a != label],
        mentions=int(float(mentions)) if mentions and _is_number(mentions) else 0,
        articles=articles,
        main=_is_true(graph, node, KG.isMainEvent),
        info=info,
    )


def _is_number(text: str) -> bool:
    return bool(re.fullmatch(r"\d+(\.\d+)?", text))


def _evidence(graph: Graph, statement: Node, ids: dict[Node, int]) -> tuple[tuple, Evidence]:
    article = graph.value(statement, PROV.wasDerivedFrom)
    article_id = _article_id(graph, article) if article is not None else ""
    index = _first(graph, statement, KG.sentenceIndex) or "0"
    speaker = graph.value(statement, KG.attributedTo)
    item = Evidence(
        article=article_id,
        sentence=_first(graph, statement, KG.sentence) or "",
        subject=_first(graph, statement, KG.subjectText) or "",
        relation=_first(graph, statement, KG.relationText) or "",
        object=_first(graph, statement, KG.objectText) or "",
        negated=_is_true(graph, statement, KG.negated),
        speaker=ids.get(speaker) if speaker is not None else None,
        speaker_label=_label(graph, speaker) if speaker is not None else None,
    )
    order = (article_id, int(index) if index.isdigit() else 0, str(statement))
    return order, item


def _claims(graph: Graph, ids: dict[Node, int]) -> list[dict[str, object]]:
    """Numeric claims about drawn events, in event, measure, article and claim order."""
    claims = []
    for claim in graph.subjects(RDF.type, KG.Claim):
        event = graph.value(claim, KG.aboutEvent)
        if event not in ids:
            continue
        article = graph.value(claim, PROV.wasDerivedFrom)
        value = _first(graph, claim, KG.value) or ""
        claims.append(
            {
                "event": ids[event],
                "measure": _first(graph, claim, KG.measure) or "",
                "value": value,
                "unit": _first(graph, claim, KG.unit) or "",
                "qualifier": _first(graph, claim, KG.qualifier) or "",
                "source": _first(graph, claim, KG.citedSource) or "",
                "article": _article_id(graph, article) if article is not None else "",
                "sentence": _first(graph, claim, KG.sentence) or "",
                "order": int(_first(graph, claim, KG.claimOrder) or 0),
            }
        )
    return sorted(claims, key=lambda c: (c["event"], c["measure"], c["article"], c["order"], c["value"]))


def _vis_network(model: ViewModel) -> tuple[list[dict], list[dict]]:
    """vis-network node and edge records, built with pyvis; page-only fields ride along on each record."""
    from pyvis.network import Network

    style = {kind: (color, shape) for kind, _, _, color, shape in KINDS}
    net = Network(directed=True, cdn_resources="in_line")
    largest = max((n.mentions for n in model.nodes), default=1)
    for node in model.nodes:
        color, shape = style[node.kind]
        # The main event is pinned at the origin, where gravity pulls the rest, and drawn as the largest node.
        extra: dict[str, object] = (
            {"x": 0, "y": 0, "fixed": True, "mass": 3, "borderWidth": 3} if node.main else {}
        )
        net.add_node(
            node.id,
            label=node.label,
            shape=shape,
            color=color,
            value=max(1, largest if node.main else node.mentions),
            kind=node.kind,
            iri=node.iri,
            aliases=node.aliases,
            mentions=node.mentions,
            articles=node.articles,
            main=node.main,
            info=node.info,
            **extra,
        )
    parallel: Counter[frozenset[int]] = Counter()
    for edge in model.edges:
        pair = frozenset((edge.source, edge.target))
        bend = parallel[pair] * PARALLEL_ROUNDNESS
        parallel[pair] += 1
        label = f"not {edge.predicate}" if edge.negated else edge.predicate
        color = NEGATED_COLOR if edge.negated else ATTRIBUTED_COLOR if edge.attributed else EDGE_COLOR
        net.add_edge(
            edge.source,
            edge.target,
            id=edge.id,
            label=f"“{label}”" if edge.attributed else label,
            color=color,
            dashes=[8, 5] if edge.negated else [2, 4] if edge.attributed else False,
            width=1 + min(4, len(edge.evidence) ** 0.5 - 1) if edge.evidence else 1,
            smooth={"enabled": True, "type": "curvedCW", "roundness": bend} if bend else False,
            predicate=edge.predicate,
            negated=edge.negated,
            attributed=edge.attributed,
            ev=edge.evidence,
        )
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


def _asset(package: str, name: str) -> str:
    text = resources.files(package).joinpath(name).read_text(encoding="utf-8")
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
        "nodes": nodes,
        "edges": edges,
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
    }
    parts = {
        "TITLE": html.escape(title),
        "VIS_CSS": _asset("pyvis", VIS_CSS),
        "VIS_JS": _asset("pyvis", VIS_JS),
        "VIEW_CSS": _asset("kg", f"{TEMPLATES}/view.css"),
        "VIEW_JS": _asset("kg", f"{TEMPLATES}/view.js"),
        "DATA": _script_json(data),
    }
    # Only the two scripts shipped here may run: an injected element or handler is refused by the browser.
    parts["SCRIPT_HASHES"] = " ".join(
        f"'sha256-{base64.b64encode(hashlib.sha256(parts[k].encode()).digest()).decode()}'"
        for k in ("VIS_JS", "VIEW_JS")
    )
    page = resources.files("kg").joinpath(f"{TEMPLATES}/view.html").read_text(encoding="utf-8")
    # One pass, so nothing inside an inserted part is ever read as a placeholder.
    return re.sub(r"\{\{([A-Z_]+)\}\}", lambda m: parts[m.group(1)], page)


def render_file(graph_path: str | Path, output: str | Path, max_nodes: int | None = None) -> Path:
    """Render the RDF file ``graph_path`` (format from its extension) to the HTML file ``output``."""
    from rdflib.util import guess_format

    from .outputs import write_atomic

    source, target = Path(graph_path), Path(output)
    graph = Graph()
    try:
        graph.parse(source, format=guess_format(str(source)) or "turtle")
    except FileNotFoundError as error:
        raise GraphError(f"{source}: no such graph file; give the path of a graph kg wrote") from error
    except Exception as error:  # rdflib raises many parser-specific types
        raise GraphError(
            f"{source}: cannot be read as RDF ({type(error).__name__}: {error}); "
            "give a Turtle, N-Triples, RDF/XML, TriG or JSON-LD file with the matching extension"
        ) from error
    write_atomic(target, render_html(graph, title=source.stem, max_nodes=max_nodes).encode("utf-8"))
    return target
