"""The view's precomputed layout: deterministic, pinned nodes stay centred, linked nodes end up closer."""

from __future__ import annotations

import numpy as np
from test_view import kerman_model

from kg.rdf import build_graph
from kg.view.layout import force_layout, layout_view
from kg.view.model import build_view_model


def test_layout_is_deterministic_and_keeps_pinned_node_at_centre() -> None:
    links = [(0, i) for i in range(1, 30)] + [(30, 31), (31, 32)]
    first = force_layout(40, links, pinned=[0])
    assert np.array_equal(first, force_layout(40, links, pinned=[0]))
    assert np.allclose(first[0], 0.0)


def test_linked_nodes_sit_closer_than_unlinked_ones() -> None:
    links = [(i, i + 1) for i in range(0, 20, 2)]  # ten separate pairs
    points = force_layout(20, links, pinned=[])
    linked = np.mean([np.linalg.norm(points[a] - points[b]) for a, b in links])
    unlinked = np.mean([np.linalg.norm(points[a] - points[a + 3]) for a in range(0, 16, 2)])
    assert linked < unlinked


def test_tiny_graphs_get_positions() -> None:
    assert force_layout(0, [], pinned=[]).shape == (0, 2)
    assert force_layout(1, [], pinned=[]).shape == (1, 2)


def test_view_layout_centres_the_main_event_and_puts_phrases_beside_their_entity() -> None:
    model = build_view_model(build_graph(kerman_model()))
    points = layout_view(model)
    main = next(n.id for n in model.nodes if n.main)
    assert np.allclose(points[main], 0.0)
    entity_links = [
        np.linalg.norm(points[e.source] - points[e.target]) for e in model.edges if e.kind != "concept"
    ]
    for edge in (e for e in model.edges if e.kind == "concept"):
        # a phrase sits closer to its entity than the typical link between two entities
        assert np.linalg.norm(points[edge.source] - points[edge.target]) < np.median(entity_links)


def test_large_graph_layout_is_deterministic_and_keeps_links_short() -> None:
    from kg.view.layout import fruchterman_reingold

    rng = np.random.default_rng(3)
    links = [(int(a), int(b)) for a, b in rng.integers(0, 1200, (2400, 2)) if a != b]
    first = fruchterman_reingold(1200, links, [0], [1.0] * len(links))
    assert np.array_equal(first, fruchterman_reingold(1200, links, [0], [1.0] * len(links)))
    assert np.allclose(first[0], 0.0)
    linked = np.median([np.linalg.norm(first[a] - first[b]) for a, b in links])
    strangers = np.median(
        np.linalg.norm(first[rng.integers(0, 1200, 500)] - first[rng.integers(0, 1200, 500)], axis=1)
    )
    assert linked < strangers
