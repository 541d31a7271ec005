"""Network: a KnowledgeGraph -> a networkx MultiDiGraph of entities, events and statements, and its
GraphML and GEXF files for Gephi and Cytoscape.

Takes the plain records of ``kg.types`` (no RDF, no IRIs) and gives :func:`to_networkx`,
:func:`write_graphml` and :func:`write_gexf`. Imports nothing from ``kg.rdf``, ``kg.store`` or
``kg.view``.
"""

from __future__ import annotations

from .graph import GRAPH_FORMATS, graph_bytes, to_networkx

__all__ = ["GRAPH_FORMATS", "graph_bytes", "to_networkx"]
