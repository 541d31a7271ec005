"""Time to interactive and page size of the HTML view for synthetic graphs of growing size.

    python benchmarks/view_speed.py [--sizes 100 1000 5000] [--edges-per-node 2]

Each graph is a KnowledgeGraph of N entities (all five kinds) and about 2N statements between random
entities (seeded), turned into RDF by kg.rdf.build_graph and rendered by kg.view.render_html. The page
is opened from disk in Debian chromium (offline: every non-file request aborted) at 1280x800.

Printed per size: nodes and edges drawn, render seconds (Python), page MB, seconds from navigation
until the layout has settled and physics is frozen (body[data-ready]), the CPU seconds Chromium spent on
that load (steadier than wall time on a shared machine), and seconds for a mouse click on a node to fill
the evidence panel afterwards (the network responds). Time to interactive (TTI) = load + click.
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


def measure(browser, size: int, edges_per_node: float, folder: Path) -> dict[str, float]:
    graph = build_graph(synthetic_model(size, edges_per_node))
    started = time.perf_counter()
    page_text = render_html(graph, title=f"synthetic {size}")
    render_seconds = time.perf_counter() - started
    path = folder / f"view-{size}.html"
    path.write_text(page_text, encoding="utf-8")

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

    hub = page.evaluate("kgView.data.nodes.reduce((a, b) => (b.mentions > a.mentions ? b : a)).id")
    page.evaluate("id => kgView.network.focus(id, {scale: 1.2})", hub)
    box = page.locator("#graph").bounding_box()
    point = page.evaluate("id => kgView.network.canvasToDOM(kgView.network.getPosition(id))", hub)
    started = time.perf_counter()
    page.mouse.click(box["x"] + point["x"], box["y"] + point["y"])
    page.wait_for_selector("#panel h2")
    click_seconds = time.perf_counter() - started
    counts = page.evaluate("kgView.counts()")
    context.close()
    if blocked or errors:
        print(f"  ! size {size}: blocked requests {blocked}, page errors {errors}", file=sys.stderr)
    return {
        "nodes": counts["bodyNodes"],
        "edges": counts["bodyEdges"],
        "render_s": render_seconds,
        "page_mb": len(page_text.encode("utf-8")) / 1e6,
        "load_s": load_seconds,
        "click_s": click_seconds,
        "load_cpu_s": load_cpu,
    }


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[100, 1000, 5000])
    parser.add_argument("--edges-per-node", type=float, default=2.0)
    options = parser.parse_args(argv)
    from playwright.sync_api import sync_playwright

    columns = ("nodes", "edges", "render s", "page MB", "load s", "load CPU s", "click s", "TTI s")
    print(" ".join(f"{c:>10}" for c in columns))
    with tempfile.TemporaryDirectory() as tmp, sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        for size in options.sizes:
            r = measure(browser, size, options.edges_per_node, Path(tmp))
            figures = (r["render_s"], r["page_mb"], r["load_s"], r["load_cpu_s"], r["click_s"])
            cells = [f"{r['nodes']:>10}", f"{r['edges']:>10}", *(f"{v:>10.2f}" for v in figures)]
            print(" ".join(cells), f"{r['load_s'] + r['click_s']:>10.2f}", flush=True)
        browser.close()


if __name__ == "__main__":
    main()
