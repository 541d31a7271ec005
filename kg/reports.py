"""Text reports over a built graph: claims with disagreements (`kg claims`) and the timeline (`kg timeline`).

Both read only the RDF contract (ontology/README.md), so they work on any graph file kg wrote.
"""

from __future__ import annotations

from collections import defaultdict
from decimal import Decimal
from pathlib import Path
from typing import Any

from rdflib import Graph

from .rdf import read_graph

PREFIXES = """
PREFIX kg: <https://w3id.org/kg-news/vocab#>
PREFIX prov: <http://www.w3.org/ns/prov#>
PREFIX schema: <https://schema.org/>
PREFIX sem: <http://semanticweb.cs.vu.nl/2009/11/sem/>
PREFIX skos: <http://www.w3.org/2004/02/skos/core#>
"""

CLAIMS = (
    PREFIXES
    + """
SELECT ?event ?label ?measure ?value ?unit ?qualifier ?article ?order ?cited ?sourceLabel ?part
WHERE {
  ?claim a kg:Claim ; kg:aboutEvent ?event ; kg:measure ?measure ; kg:value ?value ;
         prov:wasDerivedFrom/schema:identifier ?article .
  OPTIONAL { ?event skos:prefLabel ?label }
  OPTIONAL { ?claim kg:unit ?unit }
  OPTIONAL { ?claim kg:qualifier ?qualifier }
  OPTIONAL { ?claim kg:claimOrder ?order }
  OPTIONAL { ?claim kg:citedSource ?cited }
  OPTIONAL { ?claim prov:wasAttributedTo/skos:prefLabel ?sourceLabel }
  OPTIONAL { ?claim kg:partOfToll ?part }
}"""
)

TIMELINE = (
    PREFIXES
    + """
SELECT ?event ?label ?date ?time ?type ?parent ?main ?place
WHERE {
  ?event a schema:Event ; schema:startDate ?date .
  OPTIONAL { ?event skos:prefLabel ?label }
  OPTIONAL { ?event kg:localTime ?time }
  OPTIONAL { ?event kg:eventType ?type }
  OPTIONAL { ?event sem:subEventOf ?parent }
  OPTIONAL { ?event kg:isMainEvent ?main }
  OPTIONAL { ?event schema:location/skos:prefLabel ?place }
}"""
)


def _select(graph: Graph, query: str) -> list[Any]:
    """Rows of a SELECT query, read by variable name (rdflib types them as a union with ASK and CONSTRUCT)."""
    return list(graph.query(query))


def _number(value: object) -> str:
    number = Decimal(str(value))
    return f"{number.normalize():f}"


def claims_report(graph_path: str | Path, measure: str | None = None) -> str:
    """Every numeric claim per event and measure with its sources, flagging measures whose values differ.

    A measure is in disagreement when its claims give more than one value (qualifiers are shown, so
    "at least 95" against "103" reads as the reader judges it).
    """
    graph = read_graph(graph_path)
    groups: dict[tuple[str, str], list[tuple]] = defaultdict(list)
    labels: dict[str, str] = {}
    for row in _select(graph, CLAIMS):
        if measure and str(row.measure) != measure:
            continue
        event = str(row.event)
        labels[event] = str(row.label) if row.label else event
        cited, entity = str(row.cited or ""), str(row.sourceLabel or "")
        source = cited or entity or "(the article)"
        if cited and entity and entity.lower() not in cited.lower():
            source = f"{cited} [{entity}]"
        groups[(event, str(row.measure))].append(
            (
                Decimal(str(row.value)),
                str(row.qualifier or "exact"),
                str(row.unit or ""),
                str(row.article),
                int(row.order) if row.order is not None else 0,
                source,
                row.part is not None and bool(row.part.toPython()),
            )
        )
    if not groups:
        return f"No numeric claims{f' of {measure!r}' if measure else ''} in this graph.\n"
    lines: list[str] = []
    disagreements = 0
    for event, name in sorted(groups, key=lambda k: (labels[k[0]], k[1])):
        rows = sorted(set(groups[(event, name)]), key=lambda r: (r[0], r[3], r[4], r[5]))
        values = sorted({r[0] for r in rows if not r[6]})  # a part ("including 4 children") is no rival toll
        flag = "DISAGREE" if len(values) > 1 else "agree"
        disagreements += len(values) > 1
        shown = ", ".join(_number(v) for v in values)
        lines.append(f"{labels[event]} | {name}: {flag} ({shown})")
        for value, qualifier, unit, article, order, source, part in rows:
            said = f"{qualifier} {_number(value)}" if qualifier != "exact" else _number(value)
            said = f"part: {said}" if part else said
            revision = f"  [figure {order + 1} in this article]" if order else ""
            lines.append(f"    {said} {unit}".rstrip() + f"  article {article}  source: {source}{revision}")
    lines.append(f"{len(groups)} event measures, {disagreements} with disagreeing values")
    return "\n".join(lines) + "\n"


def timeline(graph_path: str | Path, undated: bool = False) -> str:
    """The dated events of a graph in date and time order, sub-events indented; ``undated`` lists the rest.

    Within a day, events without a clock time come after the timed ones, and each sub-event follows its
    parent event in the same order.
    """
    graph = read_graph(graph_path)
    events: dict[str, tuple] = {}
    parents: dict[str, str] = {}
    places: dict[str, set[str]] = defaultdict(set)
    for row in _select(graph, TIMELINE):
        events[str(row.event)] = (
            str(row.date),
            str(row.time or ""),
            str(row.label or row.event),
            str(row.type).rsplit("#", 1)[-1] if row.type else "",
            bool(row.main and row.main.toPython()),
        )
        if row.parent:
            parents[str(row.event)] = str(row.parent)
        if row.place:
            places[str(row.event)].add(str(row.place))
    others = sorted(_undated(graph)) if undated else []
    if not events:
        return "No dated events in this graph.\n" + "".join(
            f"undated           {label}\n" for label in others
        )

    def when(event: str) -> tuple:
        date, clock, label = events[event][:3]
        return (date, clock == "", clock, label)

    children: dict[str, list[str]] = defaultdict(list)
    for event, parent in parents.items():
        if parent in events:
            children[parent].append(event)
    lines = []
    for top in sorted((e for e in events if parents.get(e) not in events), key=when):
        for event in [top, *sorted(children[top], key=when)]:
            date, clock, label, kind, is_main = events[event]
            at = f"{date} {clock}".strip()
            where = f" @ {', '.join(sorted(places[event]))}" if places[event] else ""
            mark = " [main event]" if is_main else ""
            indent = "    " if event in parents else ""
            lines.append(f"{indent}{at:<17} {label} ({kind}){where}{mark}")
    lines.extend(f"undated           {label}" for label in others)
    return "\n".join(lines) + "\n"


def _undated(graph) -> set[str]:
    query = (
        PREFIXES
        + """
SELECT ?label ?type WHERE {
  ?event a schema:Event ; kg:eventType ?type ; skos:prefLabel ?label .
  FILTER NOT EXISTS { ?event schema:startDate ?date }
}"""
    )
    return {f"{row.label} ({str(row.type).rsplit('#', 1)[-1]})" for row in _select(graph, query)}
