"""The view's plain data -> one self-contained, offline, interactive HTML page (vis-network from pyvis).

What is drawn is decided in :mod:`kg.view.model`; this module lays it out (:mod:`kg.view.layout`), turns
it into vis-network records and fills the page template. At first sight the page shows the entities and
events with their statements, roles and reactions; phrase nodes wait behind the legend's "Phrase"
box. The page script labels the most important nodes first and never lets two labels overlap.

``window.kgView`` in the page exposes the vis DataSets and network, so tests can compare what is
drawn with these rules.
"""

from __future__ import annotations

import base64
import hashlib
import html
import importlib.util
import json
import re
from collections import Counter
from pathlib import Path

import numpy as np

from .. import config
from ..entities.names import name_key_rules
from ..errors import KGError
from .layout import LAYOUT_SCALE, layout_view
from .model import KINDS, PHRASE, Triples, ViewModel, build_view_model

NEGATED_COLOR = "#D62728"
ATTRIBUTED_COLOR = "#7B4FA0"
EDGE_COLOR = "#7A8590"
ROLE_COLOR = "#D55E00"
# Parallel edges between one pair of nodes bend by this much more each, so none hides another.
PARALLEL_ROUNDNESS = 0.18
# Past this many entities the page hides edges while dragging or zooming: vis redraws them on every frame.
LARGE_GRAPH_NODES = 400
DEFAULT_MAX_NODES = config.VIEW_MAX_NODES

# Read next to this module rather than through importlib.resources("kg"): an editable install made
# before kg/__init__.py existed registers kg as a namespace package, which resources cannot open.
TEMPLATES = Path(__file__).with_name("templates")
VIS_JS = "lib/vis-9.1.2/vis-network.min.js"
VIS_CSS = "lib/vis-9.1.2/vis-network.css"


def _vis_network(model: ViewModel) -> tuple[list[dict], list[dict]]:
    """vis-network's node and edge records: only drawing options, since vis deep-copies every field of
    every record (page-only data travels beside them, aligned by id). Labels are left out: the page draws
    them itself, so that it can choose which ones fit. Written as plain dicts, in the field order pyvis's
    ``Network.add_node`` and ``Edge`` give them: importing pyvis.network (IPython, jinja2, jsonpickle)
    cost a build more CPU than drawing a 60-article page."""
    shapes = {kind: shape for kind, _, _, _, shape in KINDS}
    largest = max((n.mentions for n in model.nodes), default=1)
    points = np.rint(layout_view(model) * LAYOUT_SCALE).astype(int).tolist()
    nodes: list[dict] = []
    for node in model.nodes:
        x, y = points[node.id]
        record: dict[str, object] = {
            "group": node.kind,  # colour comes from the group, set once in the page
            # phrases 1, entities from 2 up: a named entity always outranks a phrase in size
            "value": 1 if node.kind == PHRASE else 2 + (largest if node.main else node.mentions),
            "x": x,
            "y": y,
        }
        if node.main:
            # The main event is pinned at the origin, where gravity pulls the rest, and drawn as the largest.
            record.update(fixed=True, mass=3, borderWidth=3)
        if node.kind == PHRASE:
            record["hidden"] = True  # shown with the legend's "Phrase" box
        record.update(id=node.id, shape=shapes[node.kind])
        nodes.append(record)
    edges: list[dict] = []
    parallel: Counter[frozenset[int]] = Counter()
    for edge in model.edges:
        pair = frozenset((edge.source, edge.target))
        bend = parallel[pair] * PARALLEL_ROUNDNESS
        parallel[pair] += 1
        # Plain colour, no dashes, width 1 and straight lines are page-wide defaults, left out of records.
        style: dict[str, object] = {"id": edge.id}
        if edge.negated or edge.attributed:
            style["color"] = NEGATED_COLOR if edge.negated else ATTRIBUTED_COLOR
            style["dashes"] = [8, 5] if edge.negated else [2, 4]
        elif edge.kind in ("role", "reaction"):
            style["color"] = ROLE_COLOR
        if len(edge.evidence) > 1:
            style["width"] = round(min(5.0, len(edge.evidence) ** 0.5), 2)
        if bend:
            style["smooth"] = {"enabled": True, "type": "curvedCW", "roundness": bend}
        if edge.kind == PHRASE:
            style["hidden"] = True
        style.update({"from": edge.source, "to": edge.target, "arrows": "to"})
        edges.append(style)
    return nodes, edges


def _vis_asset(name: str) -> str:
    """A file of the vis-network release that pyvis ships, found without importing pyvis (see above)."""
    spec = importlib.util.find_spec("pyvis")
    if spec is None or not spec.submodule_search_locations:
        raise KGError("the HTML view needs vis-network from the package pyvis: pip install 'pyvis>=0.3.2'")
    return (Path(spec.submodule_search_locations[0]) / name).read_text(encoding="utf-8")


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


def render_html(graph: Triples, title: str = "kg", max_nodes: int | None = DEFAULT_MAX_NODES) -> str:
    """Return one self-contained HTML page that draws ``graph`` and explains every node and edge; with
    ``max_nodes``, only that many of its most important nodes (the page says so)."""
    model = build_view_model(graph, max_nodes)
    nodes, edges = _vis_network(model)
    data = {
        "title": title,
        "kinds": [{"id": k, "label": label, "color": c, "shape": s} for k, label, _, c, s in KINDS],
        "edgeStyles": {
            "negated": NEGATED_COLOR,
            "attributed": ATTRIBUTED_COLOR,
            "plain": EDGE_COLOR,
            "role": ROLE_COLOR,
        },
        "visNodes": nodes,
        "visEdges": edges,
        # The fields as they are: dataclasses.asdict deep-copies every list, a second per 2,500 nodes.
        "nodes": [vars(n) for n in model.nodes],
        "edges": [
            {
                "id": e.id,
                "from": e.source,
                "to": e.target,
                "predicate": e.predicate,
                "negated": e.negated,
                "attributed": e.attributed,
                "kind": e.kind,
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
                "sd": e.stated_date,
                "spc": e.stated_place_label,
            }
            for e in model.evidence
        ],
        "claims": model.claims,
        "totalNodes": model.total_nodes,
        # entities and events a capped page leaves out, drawn when search or a filter asks for them
        "undrawn": model.undrawn,
        "large": sum(n.kind != PHRASE for n in model.nodes) > LARGE_GRAPH_NODES,
        "keyRules": name_key_rules(),
    }
    parts = {
        "TITLE": html.escape(title),
        "VIS_CSS": _asset(_vis_asset(VIS_CSS)),
        "VIS_JS": _asset(_vis_asset(VIS_JS)),
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


def render_file(
    graph_path: str | Path, output: str | Path, max_nodes: int | None = DEFAULT_MAX_NODES
) -> Path:
    """Render the RDF file ``graph_path`` (format from its extension) to the HTML file ``output``."""
    from ..fileio import write_atomic
    from ..rdf.formats import read_graph

    source, target = Path(graph_path), Path(output)
    graph = read_graph(source)
    write_atomic(target, render_html(graph, title=source.stem, max_nodes=max_nodes).encode("utf-8"))
    return target
