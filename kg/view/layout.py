"""Node positions for the HTML view, computed once in Python so large graphs open already laid out.

``benchmarks/view_speed.py --layouts`` compares ``force_layout`` with networkx's and igraph's layouts on
synthetic entity graphs (figures in the README). Kept: ``force_layout`` for story-sized graphs, where it
puts no two nodes on top of each other (igraph's grid Fruchterman-Reingold stacks 13% of the sample's
nodes), and igraph's grid Fruchterman-Reingold from ``IGRAPH_MIN_NODES`` on, where it is both faster
(5,000 nodes in 2.5 s against 4.7 s) and tighter (median edge over median pair distance 0.42 against
0.55). networkx's spring layout needs scipy past 500 nodes and its ForceAtlas2 takes 24 s at 1,000.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

import numpy as np

if TYPE_CHECKING:
    from .model import ViewModel

LAYOUT_STEPS = 60
LAYOUT_GRAVITY = 0.003
LAYOUT_SCALE = 40  # pixels per ideal edge length
# How much harder an event's links pull than a statement: its roles, reactions and sub-events gather round it.
EVENT_LINK_PULL = {"role": 3.0, "reaction": 2.0}
GOLDEN_ANGLE = np.pi * (3 - np.sqrt(5))
IGRAPH_MIN_NODES = 1000


def _near_pairs(points: np.ndarray, radius: float) -> tuple[np.ndarray, np.ndarray]:
    """Index pairs (i, j) of points in the same or neighbouring grid cells of side ``radius``, each once."""
    count = len(points)
    cells = np.floor(points / radius).astype(np.int64)
    cells -= cells.min(axis=0)
    width = int(cells[:, 1].max()) + 3  # a row longer than any column index, so offsets never wrap
    key = cells[:, 0] * width + cells[:, 1]
    order = np.argsort(key, kind="stable")
    sorted_key = key[order]
    found_i, found_j = [], []
    # own cell plus half of the 8 neighbours: the other half is seen from the neighbour's side
    for dx, dy in ((0, 0), (0, 1), (1, -1), (1, 0), (1, 1)):
        target = key + dx * width + dy
        start = np.searchsorted(sorted_key, target, "left")
        counts = np.searchsorted(sorted_key, target, "right") - start
        i = np.repeat(np.arange(count), counts)
        offsets = np.arange(counts.sum()) - np.repeat(np.cumsum(counts) - counts, counts)
        j = order[np.repeat(start, counts) + offsets]
        if dx == dy == 0:
            i, j = i[i < j], j[i < j]
        found_i.append(i)
        found_j.append(j)
    return np.concatenate(found_i), np.concatenate(found_j)


def force_layout(
    count: int,
    links: list[tuple[int, int]],
    pinned: list[int],
    iterations: int = LAYOUT_STEPS,
    seed: int = 7,
    weights: list[float] | None = None,
) -> np.ndarray:
    """Node positions (unit = ideal edge length) from a ForceAtlas2-style simulation with a cooling step cap.

    Repulsion (stronger between busy nodes) acts only within a few edge lengths, found through a grid, and a
    weak gravity holds components together: linear time per step where vis-network's in-browser solver
    takes minutes on thousands of nodes. Seeded, so a graph always gets the same picture. ``weights``
    (one per link, default 1) make some links pull harder, e.g. an event's roles, so its actors gather.
    """
    rng = np.random.default_rng(seed)
    points = rng.uniform(-1.0, 1.0, (count, 2)) * np.sqrt(count)
    if count < 2:
        return points * 0.0
    ends = np.array(links, dtype=np.int64).reshape(-1, 2)
    source, target = ends[:, 0], ends[:, 1]
    weight = np.bincount(ends.ravel(), minlength=count) + 1.0
    strength = np.ones(len(ends)) if weights is None else np.asarray(weights, dtype=float)
    step = np.sqrt(count) / 4
    for _ in range(iterations):
        move = -points * (LAYOUT_GRAVITY * weight)[:, None]
        i, j = _near_pairs(points, 2.0)
        delta = points[i] - points[j]
        push = delta * (weight[i] * weight[j] / np.maximum((delta**2).sum(axis=1), 1e-4))[:, None]
        pull = (points[source] - points[target]) * strength[:, None]
        for axis in (0, 1):
            move[:, axis] += np.bincount(i, push[:, axis], count) - np.bincount(j, push[:, axis], count)
            move[:, axis] += np.bincount(target, pull[:, axis], count)
            move[:, axis] -= np.bincount(source, pull[:, axis], count)
        length = np.maximum(np.sqrt((move**2).sum(axis=1)), 1e-9)
        points += move * (np.minimum(length, step) / length)[:, None]
        points[pinned] = 0.0
        step = max(step * 0.95, 0.05)
    return points


def layout_view(model: ViewModel) -> np.ndarray:
    """Positions of the view's nodes: entities and events by ``force_layout`` (main events pinned at the
    centre), each phrase on a small spiral around the entity it hangs off: showing phrases moves nothing."""
    phrase = [n.kind == "concept" for n in model.nodes]
    entities = [n.id for n in model.nodes if not phrase[n.id]]
    index = {node: i for i, node in enumerate(entities)}
    links, weights = [], []
    for edge in model.edges:
        if edge.source in index and edge.target in index and edge.source != edge.target:
            links.append((index[edge.source], index[edge.target]))
            weights.append(EVENT_LINK_PULL.get(edge.kind, 1.0))
    main = [index[n.id] for n in model.nodes if n.main and n.id in index]
    points = np.zeros((len(model.nodes), 2))
    if len(entities) >= IGRAPH_MIN_NODES and links:
        points[entities] = fruchterman_reingold(len(entities), links, main, weights)
    elif entities:
        points[entities] = force_layout(len(entities), links, main, weights=weights)
    parent: dict[int, int] = {}
    for edge in model.edges:
        for a, b in ((edge.target, edge.source), (edge.source, edge.target)):
            if phrase[a] and not phrase[b]:
                parent.setdefault(a, b)
    siblings: dict[int, int] = {}
    spread = np.sqrt(max(len(entities), 1))
    for node in (n.id for n in model.nodes if phrase[n.id]):
        anchor = parent.get(node, -1)  # -1: a phrase linked only to phrases goes on a ring outside the rest
        order = siblings[anchor] = siblings.get(anchor, -1) + 1
        angle = GOLDEN_ANGLE * (order + node * (anchor < 0))
        radius = 0.7 + 0.25 * np.sqrt(order) if anchor >= 0 else spread + 1 + 0.1 * order
        centre = points[anchor] if anchor >= 0 else 0.0
        points[node] = centre + radius * np.array([np.cos(angle), np.sin(angle)])
    return points


def fruchterman_reingold(
    count: int, links: list[tuple[int, int]], pinned: list[int], weights: list[float], seed: int = 7
) -> np.ndarray:
    """igraph's grid Fruchterman-Reingold, scaled so the median link is one unit and the pinned nodes'
    centre sits at the origin. Seeded through igraph's random source, which is put back afterwards."""
    import igraph

    start = np.random.default_rng(seed).uniform(-1.0, 1.0, (count, 2)) * np.sqrt(count)
    igraph.set_random_number_generator(random.Random(seed))
    try:
        graph = igraph.Graph(n=count, edges=links)
        layout = graph.layout_fruchterman_reingold(seed=start.tolist(), weights=weights, grid=True)
    finally:
        igraph.set_random_number_generator(random)
    points = np.array(layout.coords, dtype=float)
    ends = np.array(links)
    median = float(np.median(np.linalg.norm(points[ends[:, 0]] - points[ends[:, 1]], axis=1)))
    points /= median if median > 0 else 1.0
    if pinned:
        points -= points[pinned].mean(axis=0)
    return points
