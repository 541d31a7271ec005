"""Time to interactive and page size of the HTML view for synthetic graphs of growing size, and the layouts.

    python benchmarks/view_speed.py [--sizes 100 1000 5000] [--edges-per-node 2] [--max-nodes N]
    python benchmarks/view_speed.py --layouts [--sizes 1000 5000]
    python benchmarks/view_speed.py --page out/graph.html     # time an existing page, e.g. a BBC build

Each graph is a KnowledgeGraph of N entities (all five kinds) and about 2N statements between random
entities (seeded), turned into RDF by kg.rdf.build_graph and rendered by kg.view.render_html. The page
is opened from disk in Debian chromium (offline: every non-file request aborted) at 1280x800.

Printed per size: nodes and edges drawn, render seconds (Python), page MB, seconds from navigation
until the layout has settled and physics is frozen (body[data-ready]), the CPU seconds Chromium spent on
that load (steadier than wall time on a shared machine), and seconds for a mouse click on the most
important node to fill the evidence panel and redraw the graph with it selected (the network responds).
Time to interactive (TTI) = load + click. The page draws every node (``--max-nodes 0``) unless told
otherwise, so the sizes are what the browser handles.

``--layouts`` times the candidate layouts of the same synthetic entity graphs and scores each picture:
``edge/pair`` is the median edge length over the median distance of random node pairs (below 1: linked
nodes sit closer than strangers; lower is better), and ``crowded`` the share of nodes whose nearest
neighbour is closer than a tenth of the median edge length (nodes drawn on top of each other; lower is
better). Layouts that would take minutes or gigabytes at a size are skipped and say why.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
import time
from pathlib import Path

from kg.rdf import build_graph
from kg.types import ENTITY_KINDS, Article, Entity, KnowledgeGraph, Mention, Span, Statement, Triple
from kg.view import render_html

CHROMIUM = "/usr/bin/chromium"
ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
]
VERBS = ("attack", "meet", "condemn", "visit", "accuse", "support", "kill in", "say", "vow", "deny")


def synthetic_model(nodes: int, edges_per_node: float = 2.0, seed: int = 13) -> KnowledgeGraph:
    """N entities with skewed popularity (a few hubs, many leaves) linked by ~edges_per_node*N statements."""
    rng = random.Random(seed)
    articles = tuple(Article(f"a{i:04d}", "") for i in range(max(1, nodes // 20)))
    entities = []
    for i in range(nodes):
        label = f"Entity {i}"
        mentions = tuple(
            Mention(articles[i % len(articles)].id, 0, label, 0, len(label), "X")
            for _ in range(1 + int(rng.paretovariate(1.5)))
        )
        entities.append(
            Entity(
                f"e{i}",
                label,
                ENTITY_KINDS[i % len(ENTITY_KINDS)],
                (f"E{i}",),
                mentions,
                (articles[i % len(articles)].id,),
            )
        )
    statements = []
    for n in range(int(nodes * edges_per_node)):
        # preferential attachment keeps the graph connected-looking, like news graphs with hub entities
        a = rng.randrange(nodes)
        b = min(int(rng.paretovariate(0.8)) - 1, nodes - 1) if rng.random() < 0.5 else rng.randrange(nodes)
        if a == b:
            b = (b + 1) % nodes
        verb = VERBS[n % len(VERBS)]
        sentence = f"Entity {a} did {verb} Entity {b} according to report {n}."
        subject = Span(f"Entity {a}", 0, len(f"Entity {a}"))
        obj_start = sentence.index(f"Entity {b}", subject.end)
        triple = Triple(
            articles[n % len(articles)].id,
            n,
            subject,
            f"did {verb}",
            verb,
            Span(f"Entity {b}", obj_start, obj_start + len(f"Entity {b}")),
            negated=n % 17 == 0,
        )
        statements.append(Statement(f"s{n}", triple, sentence, f"e{a}", f"e{b}"))
    return KnowledgeGraph(articles, (), tuple(entities), tuple(statements))


def descendants_cpu_seconds() -> float:
    """CPU seconds (user + system) used so far by every process started from this one: the Playwright
    driver and Chromium's processes. Wall time on a shared machine varies with other jobs; CPU time
    says what the page itself costs."""
    parents: dict[int, int] = {}
    ticks: dict[int, int] = {}
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:  # the process ended while we looked
            continue
        pid = int(stat.parent.name)
        parents[pid] = int(fields[1])
        ticks[pid] = int(fields[11]) + int(fields[12])
    mine, frontier = set(), {os.getpid()}
    while frontier:
        mine |= frontier
        frontier = {pid for pid, parent in parents.items() if parent in frontier} - mine
    mine.discard(os.getpid())
    return sum(ticks[pid] for pid in mine) / os.sysconf("SC_CLK_TCK")


def measure(browser, size: int, edges_per_node: float, folder: Path, max_nodes: int) -> dict[str, float]:
    graph = build_graph(synthetic_model(size, edges_per_node))
    started = time.perf_counter()
    page_text = render_html(graph, title=f"synthetic {size}", max_nodes=max_nodes or None)
    render_seconds = time.perf_counter() - started
    path = folder / f"view-{size}.html"
    path.write_text(page_text, encoding="utf-8")
    return {"render_s": render_seconds, **open_page(browser, path)}


def open_page(browser, path: Path) -> dict[str, float]:
    """Open ``path`` offline, wait until it is drawn, then time a click on the most important node."""
    page_text = path.read_text(encoding="utf-8")

    context = browser.new_context(viewport={"width": 1280, "height": 800})
    page = context.new_page()
    blocked: list[str] = []
    errors: list[str] = []
    page.route(
        "**/*",
        lambda r: (
            r.continue_()
            if r.request.url.startswith("file://")
            else (blocked.append(r.request.url), r.abort())
        ),
    )
    page.on("pageerror", lambda e: errors.append(str(e)))
    started, cpu_started = time.perf_counter(), descendants_cpu_seconds()
    page.goto(path.as_uri())
    page.wait_for_selector("body[data-ready]", state="attached", timeout=300_000)
    load_seconds = time.perf_counter() - started
    load_cpu = descendants_cpu_seconds() - cpu_started

    hub = 0  # nodes come in rank order: the first is the most important one, always drawn
    page.evaluate("id => kgView.network.focus(id, {scale: 1.2})", hub)
    box = page.locator("#graph").bounding_box()
    point = page.evaluate("id => kgView.network.canvasToDOM(kgView.network.getPosition(id))", hub)
    started = time.perf_counter()
    page.mouse.click(box["x"] + point["x"], box["y"] + point["y"])
    page.wait_for_selector("#panel h2")
    # The click is answered once the selection is drawn too: vis redraws on the next animation frame.
    page.evaluate("() => new Promise(done => requestAnimationFrame(() => requestAnimationFrame(done)))")
    click_seconds = time.perf_counter() - started
    counts = page.evaluate("kgView.counts()")
    context.close()
    if blocked or errors:
        print(f"  ! {path.name}: blocked requests {blocked}, page errors {errors}", file=sys.stderr)
    return {
        "nodes": counts["bodyNodes"],
        "edges": counts["bodyEdges"],
        "page_mb": len(page_text.encode("utf-8")) / 1e6,
        "load_s": load_seconds,
        "click_s": click_seconds,
        "load_cpu_s": load_cpu,
    }


def layout_candidates() -> dict[str, object]:
    """name -> function(count, links) returning an (N, 2) array: ours, networkx's, and igraph's."""
    import networkx as nx
    import numpy as np

    from kg.view.layout import force_layout

    def nx_graph(count: int, links: list[tuple[int, int]]) -> nx.Graph:
        graph = nx.Graph()
        graph.add_nodes_from(range(count))
        graph.add_edges_from(links)
        return graph

    def networkx_layout(function, **options):
        def run(count: int, links: list[tuple[int, int]]) -> np.ndarray:
            positions = function(nx_graph(count, links), seed=7, **options)
            return np.array([positions[n] for n in range(count)])

        return run

    def igraph_layout(method: str):
        def run(count: int, links: list[tuple[int, int]]) -> np.ndarray:
            import igraph

            graph = igraph.Graph(n=count, edges=links)
            return np.array(graph.layout(method).coords)

        return run

    return {
        "kg force_layout": lambda count, links: force_layout(count, links, pinned=[]),
        "networkx spring": networkx_layout(nx.spring_layout, iterations=50),
        "networkx forceatlas2": networkx_layout(nx.forceatlas2_layout, max_iter=100),
        "igraph fr": igraph_layout("fr"),
        "igraph drl": igraph_layout("drl"),
    }


def layout_quality(points, links: list[tuple[int, int]], seed: int = 5) -> tuple[float, float]:
    """(median edge length / median random-pair distance, share of nodes with a near-coincident neighbour)."""
    import numpy as np

    rng = np.random.default_rng(seed)
    ends = np.array(links)
    edge = np.median(np.linalg.norm(points[ends[:, 0]] - points[ends[:, 1]], axis=1))
    a, b = rng.integers(0, len(points), (2, 20_000))
    pair = np.median(np.linalg.norm(points[a] - points[b], axis=1))
    near = 0
    for start in range(0, len(points), 500):  # nearest neighbour in blocks, to bound memory at 5k nodes
        block = points[start : start + 500]
        distance = np.linalg.norm(block[:, None, :] - points[None, :, :], axis=2)
        distance[np.arange(len(block)), np.arange(start, start + len(block))] = np.inf
        near += int((distance.min(axis=1) < edge / 10).sum())
    return float(edge / pair), near / len(points)


def compare_layouts(sizes: list[int], edges_per_node: float) -> None:
    from kg.view.model import build_view_model

    print(f"{'layout':<22} {'nodes':>6} {'edges':>6} {'seconds':>8} {'edge/pair':>10} {'crowded':>8}")
    for size in sizes:
        model = build_view_model(build_graph(synthetic_model(size, edges_per_node)), max_nodes=None)
        links = sorted({(e.source, e.target) for e in model.edges if e.source != e.target})
        for name, layout in layout_candidates().items():
            if name == "networkx spring" and size > 500:
                # networkx's spring layout needs scipy past 500 nodes, a dependency kg does not carry
                print(
                    f"{name:<22} {size:>6} {len(links):>6}   skipped: needs scipy past 500 nodes", flush=True
                )
                continue
            if name == "networkx forceatlas2" and size > 2000:
                # dense N x N x 2 arrays per step: 400 MB and minutes at 5,000 nodes on this machine
                print(f"{name:<22} {size:>6} {len(links):>6}   skipped: O(N^2) memory per step", flush=True)
                continue
            started = time.perf_counter()
            points = layout(len(model.nodes), links)
            seconds = time.perf_counter() - started
            ratio, crowded = layout_quality(points, links)
            print(
                f"{name:<22} {size:>6} {len(links):>6} {seconds:>8.2f} {ratio:>10.3f} {crowded:>8.3f}",
                flush=True,
            )


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[100, 1000, 5000])
    parser.add_argument("--edges-per-node", type=float, default=2.0)
    parser.add_argument("--max-nodes", type=int, default=0, help="cap of the page (default 0: every node)")
    parser.add_argument("--layouts", action="store_true", help="compare layouts instead of timing pages")
    parser.add_argument("--page", type=Path, nargs="+", help="time these existing pages instead")
    options = parser.parse_args(argv)
    if options.layouts:
        compare_layouts(options.sizes, options.edges_per_node)
        return
    from playwright.sync_api import sync_playwright

    columns = ("nodes", "edges", "render s", "page MB", "load s", "load CPU s", "click s", "TTI s")
    print(" ".join(f"{c:>10}" for c in columns))
    with tempfile.TemporaryDirectory() as tmp, sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        runs = (
            [open_page(browser, path) | {"render_s": 0.0} for path in options.page]
            if options.page
            else (
                measure(browser, size, options.edges_per_node, Path(tmp), options.max_nodes)
                for size in options.sizes
            )
        )
        for r in runs:
            figures = (r["render_s"], r["page_mb"], r["load_s"], r["load_cpu_s"], r["click_s"])
            cells = [f"{r['nodes']:>10}", f"{r['edges']:>10}", *(f"{v:>10.2f}" for v in figures)]
            print(" ".join(cells), f"{r['load_s'] + r['click_s']:>10.2f}", flush=True)
        browser.close()


if __name__ == "__main__":
    main()
