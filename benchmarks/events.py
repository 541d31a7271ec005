"""Event-model figures on a corpus: the main event, its sourced figures, disagreements, reactions, timing.

    python benchmarks/events.py                      # the Kerman sample (examples/kerman-2024)
    python benchmarks/events.py DIR_OR_FILES ...     # any articles, e.g. a handful of BBC stories

Prints what issue 7 measures: whether a main event exists and how many articles report it, the values
per measure and whether they disagree, the number of distinct actors reacting to the main event, the
events of the corpus by type, and the seconds spent in the event stage alone (parsing excluded).
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter, defaultdict
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from kg.articles import read_articles  # noqa: E402
from kg.entities import resolve_entities  # noqa: E402
from kg.events import model_events  # noqa: E402
from kg.pipeline import extract_articles, link_statements  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("inputs", nargs="*", default=[str(REPO / "examples" / "kerman-2024")])
    args = parser.parse_args(argv)
    articles = read_articles(args.inputs)
    started = time.perf_counter()
    extractions = extract_articles(articles, progress=None)
    resolution = resolve_entities(extractions)
    statements = link_statements(extractions, resolution)
    parsed = time.perf_counter() - started
    started = time.perf_counter()
    model = model_events(extractions, resolution, statements)
    seconds = time.perf_counter() - started

    print(f"articles: {len(articles)}  (parse, resolve, link: {parsed:.1f} s; event model: {seconds:.2f} s)")
    print(f"events: {len(model.events)}  claims: {len(model.claims)}  reactions: {len(model.reactions)}")
    print(
        "events by type:",
        ", ".join(f"{t} {n}" for t, n in Counter(e.event_type for e in model.events).most_common()),
    )
    mains = [e for e in model.events if e.is_main]
    if not mains:
        print("main event: none (no event dominates the corpus)")
        return 0
    main = mains[0]
    subs = [e.label for e in model.events if e.parent == main.key]
    print(f"main event: {main.label} [{main.event_type}] {main.date or '?'} {main.time or ''}")
    print(
        f"  reported by {len(main.articles)}/{len(articles)} articles in {len(main.mentions)} mentions;"
        f" sub-events: {'; '.join(subs) or 'none'}"
    )
    values: dict[str, set[float]] = defaultdict(set)
    for claim in model.claims:
        if claim.event == main.key:
            values[claim.measure].add(claim.value)
    for measure, found in sorted(values.items()):
        flag = "DISAGREE" if len(found) > 1 else "agree"
        print(f"  {measure}: {', '.join(f'{v:g}' for v in sorted(found))}  {flag}")
    actors = {r.actor for r in model.reactions if r.event == main.key}
    kinds = Counter(r.kind for r in model.reactions if r.event == main.key)
    print(f"  reacting actors: {len(actors)} ({', '.join(sorted(actors))})")
    print(f"  reactions by kind: {', '.join(f'{k} {n}' for k, n in kinds.most_common())}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
