"""View: an RDF graph -> one self-contained, offline, interactive HTML page.

Takes an rdflib ``Graph`` (or a graph file) and gives the page as text (``render_html``) or writes it
(``render_file``); the layout is computed at build time (``layout``). Article text only ever enters
the page as text. Reads the vocabulary from ``kg.rdf``; nothing below imports this package.
"""

from __future__ import annotations

from .html import build_view_model, render_file, render_html

__all__ = ["build_view_model", "render_file", "render_html"]
