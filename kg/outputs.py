"""Writing a build's files: RDF formats, HTML view and CSV tables, switched in as one set."""

from __future__ import annotations

import csv
import io
from collections.abc import Iterable, Iterator, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from . import config
from .errors import KGError
from .fileio import OutputFolder
from .types import KnowledgeGraph

if TYPE_CHECKING:
    from .rdf import TripleSet

# --format name -> (rdflib serializer, file name written by `kg build`).
RDF_FORMATS: dict[str, tuple[str, str]] = {
    "turtle": ("turtle", "graph.ttl"),
    "ntriples": ("nt", "graph.nt"),
    "trig": ("trig", "graph.trig"),
    "nquads": ("nquads", "graph.nq"),
    "jsonld": ("json-ld", "graph.jsonld"),
}
# Formats of one line per triple, written to the file as they are made rather than rendered whole first.
LINE_FORMATS = ("ntriples", "nquads")
# Lines encoded and written at a time: few system calls, little held.
LINES_PER_WRITE = 4096

TRIPLE_COLUMNS = (
    "article",
    "sentence_index",
    "sentence",
    "subject",
    "predicate",
    "object",
    "subject_entity",
    "object_entity",
    "negated",
    "attributed_to",
    "stated_date",
    "stated_place",
    "arguments",
    "confidence",
    "flag",
)
ENTITY_COLUMNS = ("iri", "label", "type", "aliases", "mentions", "articles", "demonym_of", "merge_reasons")


def _csv_bytes(header: Sequence[str], rows: list[list[str]]) -> bytes:
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerow(header)
    writer.writerows(rows)
    return buffer.getvalue().encode("utf-8")


def triples_csv(model: KnowledgeGraph, base: str) -> bytes:
    """One row per extracted statement, in article and sentence order."""
    from .rdf import IRIs

    iris = IRIs(base)
    # an argument may describe an event ("the attack", kg.events.described): its column holds the event's IRI
    places = {e.key for e in model.entities}
    events = {e.key for e in model.events} - places

    def node(key: str | None) -> str:
        if key is None:
            return ""
        return str(iris.event(key) if key in events else iris.entity(key))

    rows = []
    for s in model.statements:
        t = s.triple
        rows.append(
            [
                t.article_id,
                str(t.sentence_index),
                s.sentence,
                t.subject.display,
                t.predicate,
                t.object.display if t.object else "",
                node(s.subject_entity),
                node(s.object_entity),
                "true" if t.negated else "false",
                t.attributed_to.display if t.attributed_to else "",
                # when and where the statement's own clause says its act happened (kg:statedDate,
                # kg:statedPlace): its place as the graph states it, an entity's IRI
                s.stated_date or "",
                node(s.stated_place) if s.stated_place in places else "",
                # n-ary arguments ("on Jan 3, 2020"): without them "was killed" reads empty
                " | ".join(f"{a.preposition} {a.span.text}".strip() for a in t.arguments),
                f"{s.graph_confidence:.2f}",
                # why the statement is not in the graph: a question, an unresolved pronoun, ...
                t.flag,
            ]
        )
    return _csv_bytes(TRIPLE_COLUMNS, rows)


def entities_csv(model: KnowledgeGraph, base: str) -> bytes:
    """One row per entity with its aliases, mention count, articles and merge reasons."""
    from .rdf import IRIs

    iris = IRIs(base)
    rows = [
        [
            str(iris.entity(e.key)),
            e.label,
            e.shown_kind,
            "|".join(e.aliases),
            str(len(e.mentions)),
            "|".join(e.articles),
            str(iris.entity(e.demonym_of)) if e.demonym_of else "",
            " ; ".join(e.reasons),
        ]
        for e in model.entities
    ]
    return _csv_bytes(ENTITY_COLUMNS, rows)


def dropped_csv(model: KnowledgeGraph) -> bytes:
    """One row per name that was not made an entity, with the reason (kg/entities/junk.py, dropping.py)."""
    return _csv_bytes(["name", "reason", "mentions"], [[n, r, str(c)] for n, r, c in model.dropped_names])


def _lines(triples: TripleSet, name: str) -> Iterator[bytes]:
    """The N-Triples or N-Quads file of ``triples`` as chunks of encoded lines, in the order ``serialize``
    writes them (the same bytes). Made when the file is written, so neither its text nor its bytes are
    ever held whole, nor its lines beyond the writing of this one file."""
    from .rdf.formats import article_graphs
    from .rdf.writer import nquads_lines, ntriples_lines

    lines = ntriples_lines(triples) if name == "ntriples" else nquads_lines(article_graphs(triples))
    for start in range(0, len(lines), LINES_PER_WRITE):
        yield "".join(lines[start : start + LINES_PER_WRITE]).encode("utf-8")


def view_title(model: KnowledgeGraph) -> str:
    """Title of the HTML view: the main event when the corpus has one, else the corpus size."""
    count = f"{len(model.articles)} article{'s' if len(model.articles) != 1 else ''}"
    main = next((e for e in model.events if e.is_main), None)
    return f"{main.label} ({count})" if main else f"kg: {count}"


def write_outputs(
    model: KnowledgeGraph,
    out_dir: Path,
    base: str = config.DEFAULT_BASE,
    formats: Sequence[str] = ("turtle",),
) -> list[Path]:
    """Render every output, then switch ``out_dir`` to the new set in one rename.

    N-Triples and N-Quads go into the staging folder line by line as they are made (``_lines``); the
    other files are rendered in memory first.

    A kill at any moment leaves the old set or the new one, never a mix. Outputs of formats not asked
    for this time are dropped; files in ``out_dir`` that kg did not write are kept.
    """
    from .network import GRAPH_FORMATS, graph_bytes, to_networkx
    from .rdf import build_triples, serialize
    from .view import render_html

    unknown = [f for f in formats if f not in RDF_FORMATS and f not in GRAPH_FORMATS]
    if unknown:
        choices = ", ".join([*RDF_FORMATS, *GRAPH_FORMATS])
        raise KGError(f"unknown --format {', '.join(unknown)}; choose from {choices}")
    with OutputFolder(out_dir) as folder:
        # The writers and the view read the plain triple set: filling an rdflib Graph's indexes cost more
        # than writing the page from it.
        triples = build_triples(model, base=base)
        rendered: dict[str, bytes | Iterable[bytes]] = {}
        for name in dict.fromkeys(("turtle", *formats)):
            if name in GRAPH_FORMATS:
                rendered[GRAPH_FORMATS[name]] = graph_bytes(to_networkx(model), name)
                continue
            serializer, filename = RDF_FORMATS[name]
            rendered[filename] = (
                _lines(triples, name) if name in LINE_FORMATS else serialize(triples, serializer)
            )
        rendered[config.OUTPUT_FILES["html"]] = render_html(triples, title=view_title(model)).encode("utf-8")
        rendered[config.OUTPUT_FILES["triples"]] = triples_csv(model, base)
        rendered[config.OUTPUT_FILES["entities"]] = entities_csv(model, base)
        rendered[config.OUTPUT_FILES["dropped"]] = dropped_csv(model)
        return folder.commit(rendered, owned=output_names())


def output_names() -> set[str]:
    """Every file name a build can write: an earlier build's files of another format are stale."""
    from .network import GRAPH_FORMATS

    formats = {filename for _, filename in RDF_FORMATS.values()} | set(GRAPH_FORMATS.values())
    return formats | set(config.OUTPUT_FILES.values())


def explain_entities(entities_csv_path: Path) -> str:
    """Human-readable list of every merged entity with its surface forms and the reasons of each merge."""
    with entities_csv_path.open(encoding="utf-8", newline="") as handle:
        rows = list(csv.DictReader(handle))
    lines = []
    for row in rows:
        if not row.get("aliases") and not row.get("merge_reasons"):
            continue
        lines.append(f"{row['label']} [{row['type']}] <{row['iri']}>")
        if row.get("aliases"):
            lines.append(f"  aliases: {row['aliases'].replace('|', ', ')}")
        for reason in filter(None, (r.strip() for r in row.get("merge_reasons", "").split(" ; "))):
            lines.append(f"  merged: {reason}")
    return "\n".join(lines) + ("\n" if lines else "")
