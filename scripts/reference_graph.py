"""Write tests/reference/kerman-2024.nt, the graph of the sample corpus as rdflib's own serialiser writes it.

``kg build`` writes its RDF with a writer of its own (``kg.rdf.writer``), straight from plain triples. The
test ``tests/test_reference_graph.py`` compares what it writes with this file by isomorphism, so that a change
to the fast path that changes the graph fails a test. The reference goes through rdflib instead: an rdflib
Graph of the sample (``kg.rdf.build_graph``), written by rdflib's N-Triples serialiser, lines sorted so that
its diff is readable.

A change meant to change the sample's graph (a new rule, a new property) makes that test fail. Then run
``python scripts/reference_graph.py``, read ``git diff tests/reference`` to check that the graph changed as
meant and nothing else, and commit the file with the change. Tests never write it.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from kg import config
from kg.articles import read_articles
from kg.pipeline import model_corpus
from kg.rdf import build_graph

REPO = Path(__file__).resolve().parent.parent
SAMPLE = REPO / "examples" / "kerman-2024"
REFERENCE = REPO / "tests" / "reference" / "kerman-2024.nt"


def reference() -> bytes:
    """The sample's graph, written by rdflib's N-Triples serialiser, its lines sorted."""
    graph = build_graph(model_corpus(read_articles([SAMPLE])), config.DEFAULT_BASE)
    lines = graph.serialize(format="nt", encoding="utf-8").splitlines(keepends=True)
    return b"".join(sorted(line for line in lines if line.strip()))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--check",
        action="store_true",
        help="compare with the committed reference and write nothing; exit 1 when they differ",
    )
    args = parser.parse_args(argv)
    data = reference()
    name = REFERENCE.relative_to(REPO)
    if args.check:
        same = REFERENCE.exists() and REFERENCE.read_bytes() == data
        print(f"{name}: {'unchanged' if same else 'differs; run without --check to rewrite it'}")
        return 0 if same else 1
    REFERENCE.parent.mkdir(parents=True, exist_ok=True)
    REFERENCE.write_bytes(data)
    print(f"{name}: {len(data.splitlines()):,} triples")
    return 0


if __name__ == "__main__":
    sys.exit(main())
