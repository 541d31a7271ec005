"""View: an RDF graph -> one self-contained, offline, interactive HTML page.

Takes an rdflib ``Graph``, a build's ``kg.rdf.TripleSet`` (or a graph file) and gives the page as text
(``render_html``) or writes it (``render_file``). ``model`` decides what is drawn, ``rank`` orders nodes
by a networkx centrality and their mentions, ``layout`` places them at build time. Article text only
ever enters the page as text. Reads the vocabulary from ``kg.rdf`` and the name keys from
``kg.entities``; nothing below imports this package.
"""

from __future__ import annotations

from .html import DEFAULT_MAX_NODES, render_file, render_html
from .model import build_view_model

__all__ = ["DEFAULT_MAX_NODES", "build_view_model", "render_file", "render_html"]
