"""Network: a KnowledgeGraph -> a networkx MultiDiGraph of entities, events and statements, and its
GraphML and GEXF files for Gephi and Cytoscape.

Takes the plain records of ``kg.types`` (no RDF, no IRIs) and gives :func:`to_networkx` and
:func:`graph_bytes`. Never imports ``kg.rdf``, ``kg.store`` or ``kg.view``: it sits beside the RDF stage.
"""

from __future__ import annotations

from .graph import GRAPH_FORMATS, graph_bytes, to_networkx

__all__ = ["GRAPH_FORMATS", "graph_bytes", "to_networkx"]
