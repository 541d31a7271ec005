"""The graph `kg build` writes through its own fast writer is the one rdflib wrote for the same input.

tests/reference/kerman-2024.nt was written by rdflib's serialiser (scripts/reference_graph.py, never by a
test): unlike comparing build_graph with build_triples, this compares kg's writer with an output it took no
part in, so an export change that changes the graph fails here.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from rdflib import Dataset, Graph
from rdflib.compare import graph_diff, isomorphic, to_isomorphic

REFERENCE = Path(__file__).resolve().parent / "reference" / "kerman-2024.nt"
REGENERATE = "a meant change to the sample's graph? run python scripts/reference_graph.py and review the diff"


def _explain(written: Graph, reference: Graph) -> str:
    _, only_written, only_reference = graph_diff(to_isomorphic(written), to_isomorphic(reference))
    lines = sorted(f"+ {t}" for t in list(only_written)[:10]) + sorted(
        f"- {t}" for t in list(only_reference)[:10]
    )
    return (
        f"{len(only_written)} triples only written, {len(only_reference)} only in the reference "
        f"({REGENERATE}):\n" + "\n".join(lines)
    )


@pytest.fixture(scope="module")
def reference() -> Graph:
    return Graph().parse(REFERENCE, format="nt")


@pytest.mark.parametrize(
    ("name", "fmt"), [("graph.ttl", "turtle"), ("graph.nt", "nt"), ("graph.trig", "trig")]
)
def test_the_built_graph_is_the_one_rdflib_wrote(
    built_sample: Path, reference: Graph, name: str, fmt: str
) -> None:
    if fmt == "trig":
        dataset = Dataset()
        dataset.parse(built_sample / name, format=fmt)
        written = Graph()
        for s, p, o, _ in dataset.quads():
            written.add((s, p, o))
    else:
        written = Graph().parse(built_sample / name, format=fmt)
    assert len(reference) > 1000
    assert isomorphic(written, reference), _explain(written, reference)
