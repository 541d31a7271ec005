"""The library of named queries (ontology/queries/*.rq): their header comments, parameters and rendering."""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from ..errors import KGError
from ..resources import ontology_path


@dataclass(frozen=True)
class NamedQuery:
    """A query from ontology/queries/NAME.rq with its header comments parsed."""

    name: str
    title: str
    description: str
    params: tuple[tuple[str, str | None], ...]  # (name, default or None when required)
    text: str


def named_queries() -> dict[str, NamedQuery]:
    """The library of named queries in ontology/queries/*.rq, by file stem."""
    folder = ontology_path("queries")
    return {path.stem: _read_named(path) for path in sorted(folder.glob("*.rq"))}


_HEADER = re.compile(r"^#\s*(title|description|param):\s*(.*)$")


def _read_named(path: Path) -> NamedQuery:
    text = path.read_text(encoding="utf-8")
    fields: dict[str, list[str]] = defaultdict(list)
    for line in text.splitlines():
        match = _HEADER.match(line.strip())
        if match:
            fields[match.group(1)].append(match.group(2).strip())
    params = []
    for spec in fields["param"]:
        name, _, default = spec.partition(" ")
        default = default.strip()
        # `""` declares an optional parameter whose default is the empty string.
        params.append((name, "" if default == '""' else default or None))
    return NamedQuery(
        name=path.stem,
        title=" ".join(fields["title"]) or path.stem,
        description=" ".join(fields["description"]),
        params=tuple(params),
        text=text,
    )


def sparql_string(value: str) -> str:
    """``value`` as a SPARQL string literal, escaped so that no input can change the query."""
    escaped = value.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n").replace("\r", "\\r")
    return f'"{escaped}"'


def render_named(name: str, params: Mapping[str, str]) -> str:
    """The text of named query ``name`` with each ``{{param}}`` replaced by a string literal."""
    queries = named_queries()
    if name not in queries:
        raise KGError(f"no named query {name!r}; choose from {', '.join(queries)} (kg query --list)")
    query = queries[name]
    known = {param for param, _ in query.params}
    unknown = sorted(set(params) - known)
    if unknown:
        hint = ", ".join(sorted(known)) or "none"
        raise KGError(f"query {name!r} has no parameter {', '.join(unknown)}; its parameters: {hint}")
    text = query.text
    for param, default in query.params:
        value = params.get(param, default)
        if value is None:
            raise KGError(f"query {name!r} needs --param {param}=VALUE")
        text = text.replace("{{" + param + "}}", sparql_string(value))
    return text
