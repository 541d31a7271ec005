"""Rendering SPARQL results: a readable terminal table, and the W3C SPARQL 1.1 CSV, TSV and JSON formats."""

from __future__ import annotations

import csv
import io
import json
import re
import unicodedata

from ..errors import KGError
from .sparql import QUERY_PREFIXES, QueryResult, Term

# Table cells longer than this are cut with an ellipsis; CSV, TSV and JSON always hold full values.
MAX_CELL = 80

# Data IRIs shown as kind:local in tables, e.g. https://kg.example.org/entity/iran -> entity:iran.
_DATA_IRI = re.compile(r"/(article|claim|concept|entity|event|relation|statement)/([^/#]+)$")


def _short(term: Term | None) -> str:
    if term is None:
        return ""
    if term.kind == "uri":
        for prefix, namespace in QUERY_PREFIXES.items():
            if term.value.startswith(namespace) and len(term.value) > len(namespace):
                return f"{prefix}:{term.value[len(namespace) :]}"
        match = _DATA_IRI.search(term.value)
        return f"{match.group(1)}:{match.group(2)}" if match else f"<{term.value}>"
    if term.kind == "bnode":
        return f"_:{term.value}"
    return term.value


def _width(text: str) -> int:
    # East Asian wide characters take two columns in a terminal.
    return sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in text)


def _cell(text: str) -> str:
    text = " ".join(text.split())
    return text if len(text) <= MAX_CELL else text[: MAX_CELL - 1] + "…"


def table(result: QueryResult) -> str:
    """An aligned plain-text table with a row count; ASK answers print as yes or no."""
    if result.kind == "ask":
        return "yes\n" if result.boolean else "no\n"
    header = list(result.variables)
    rows = [[_cell(_short(term)) for term in row] for row in result.rows]
    widths = [max([_width(h)] + [_width(r[i]) for r in rows]) for i, h in enumerate(header)]

    def line(cells: list[str]) -> str:
        return "  ".join(c + " " * (w - _width(c)) for c, w in zip(cells, widths, strict=True)).rstrip()

    out = [line(header), "  ".join("-" * w for w in widths)]
    out += [line(r) for r in rows]
    out.append(f"({len(rows)} row{'s' if len(rows) != 1 else ''})")
    return "\n".join(out) + "\n"


def csv_text(result: QueryResult) -> str:
    """SPARQL 1.1 Query Results CSV: plain values, CRLF line ends."""
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\r\n")
    if result.kind == "ask":
        writer.writerow(["boolean"])
        writer.writerow(["true" if result.boolean else "false"])
    else:
        writer.writerow(result.variables)
        for row in result.rows:
            writer.writerow([_csv_value(term) for term in row])
    return buffer.getvalue()


def _csv_value(term: Term | None) -> str:
    if term is None:
        return ""
    return f"_:{term.value}" if term.kind == "bnode" else term.value


def _turtle_term(term: Term | None) -> str:
    if term is None:
        return ""
    if term.kind == "uri":
        return f"<{term.value}>"
    if term.kind == "bnode":
        return f"_:{term.value}"
    if term.kind == "triple":
        return term.value
    escaped = (
        term.value.replace("\\", "\\\\")
        .replace('"', '\\"')
        .replace("\n", "\\n")
        .replace("\r", "\\r")
        .replace("\t", "\\t")
    )
    if term.language:
        return f'"{escaped}"@{term.language}'
    if term.datatype:
        return f'"{escaped}"^^<{term.datatype}>'
    return f'"{escaped}"'


def tsv_text(result: QueryResult) -> str:
    """SPARQL 1.1 Query Results TSV: a ?var header and terms in Turtle syntax."""
    if result.kind == "ask":
        return "?boolean\n" + ("true" if result.boolean else "false") + "\n"
    lines = ["\t".join(f"?{v}" for v in result.variables)]
    lines += ["\t".join(_turtle_term(t) for t in row) for row in result.rows]
    return "\n".join(lines) + "\n"


def _json_term(term: Term) -> dict[str, str]:
    if term.kind == "literal":
        value = {"type": "literal", "value": term.value}
        if term.language:
            value["xml:lang"] = term.language
        elif term.datatype:
            value["datatype"] = term.datatype
        return value
    return {"type": {"uri": "uri", "bnode": "bnode"}.get(term.kind, "triple"), "value": term.value}


def json_text(result: QueryResult) -> str:
    """SPARQL 1.1 Query Results JSON."""
    if result.kind == "ask":
        document: dict[str, object] = {"head": {}, "boolean": bool(result.boolean)}
    else:
        bindings = [
            {var: _json_term(t) for var, t in zip(result.variables, row, strict=True) if t is not None}
            for row in result.rows
        ]
        document = {"head": {"vars": list(result.variables)}, "results": {"bindings": bindings}}
    return json.dumps(document, ensure_ascii=False, indent=1) + "\n"


def format_result(result: QueryResult, fmt: str = "table") -> str:
    """Render a result as a readable table, or as SPARQL 1.1 CSV, TSV or JSON results."""
    formatters = {
        "table": table,
        "csv": csv_text,
        "tsv": tsv_text,
        "json": json_text,
    }
    if fmt not in formatters:
        raise KGError(f"unknown --format {fmt!r} for query results; choose from {', '.join(formatters)}")
    return formatters[fmt](result)
