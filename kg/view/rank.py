"""Which nodes matter most: a networkx centrality blended with how often the articles name the node.

The view labels nodes in this order, keeps the first ``max_nodes`` of a large graph, and searches
break ties with it. Degree centrality over the undirected entity graph (how many distinct entities and
events a node is linked to) finds the nodes the story hangs on; mention counts rescue entities that
are named everywhere but linked by few extracted statements (extraction misses links more often than
mentions). PageRank ranked the sample alike but needs scipy, which nothing else here does.
"""

from __future__ import annotations

import math

import networkx as nx

# Share of the score that comes from centrality; the rest comes from mentions.
CENTRALITY_WEIGHT = 0.6


def importance(count: int, links: list[tuple[int, int]], mentions: list[int]) -> list[float]:
    """Score in [0, 1] of each of ``count`` nodes from ``links`` (a, b) and mention counts.

    >>> scores = importance(3, [(0, 1), (0, 2)], [5, 2, 1])
    >>> scores[0] > scores[1] > scores[2]
    True
    """
    if count == 0:
        return []
    graph = nx.Graph()
    graph.add_nodes_from(range(count))
    graph.add_edges_from((a, b) for a, b in links if a != b)
    rank = nx.degree_centrality(graph) if count > 1 else {0: 0.0}
    top_rank = max(rank.values()) or 1.0
    top_mentions = math.log1p(max(mentions, default=0)) or 1.0
    return [
        CENTRALITY_WEIGHT * rank[n] / top_rank
        + (1 - CENTRALITY_WEIGHT) * math.log1p(mentions[n]) / top_mentions
        for n in range(count)
    ]
