"""Build cost at corpus scale against spaCy's bare parse, with the figures of issue 16.

Every figure is measured on whole processes (start-up included), as a user meets them:

- ``kg build --workers 1 --no-cache`` over a bare ``nlp.pipe`` of the same texts with the same model,
  in paired runs (each build right after its parse, so both share the machine's load); the median ratio;
- ``--workers 2`` over ``--workers 1``;
- adding one article to a cached build of the corpus, as a share of the full build;
- peak resident memory of the whole process tree of a full build, and of ``kg validate`` of its graph;
- statements and entities per 1,000 words, so that a speed-up bought by emitting less shows;
- a Dask ``LocalCluster`` with two workers over one process.

Run on all of ``../shared/corpus/bbc``: ``python benchmarks/scale.py``; on a part of it, spread evenly over
the five sections: ``python benchmarks/scale.py --articles 500``. Timings are only meaningful on a quiet
machine; the script prints the load average next to them, and the CPU seconds of the measured process
tree, which a busy machine inflates less than the wall time.

The figures at full size without parsing the corpus again: ``--cache DIR`` takes the build cache of an
earlier ``kg build ../shared/corpus/bbc`` (the key is each article's text and title, not its path, so any
checkout's cache serves) and measures a rebuild from it, adding one article to it, the peak
memory of both and ``kg validate`` of the graph; ``--full-seconds S`` and ``--full-cpu S`` give the wall
and CPU time of that full build (``/usr/bin/time -v``), against which adding one article is a share. The
cache is copied first, never changed. ``--validate GRAPH`` measures only ``kg validate`` of a graph file
that such a build wrote. ``--stages CACHE`` gives the CPU seconds of each stage after the parse (cache read,
kept results read, entity resolution, linking, events, triple set, Turtle, HTML, tables) over every record
of a build cache, with the results of one-article rules that a build by the current code kept there
(``kg.memo``; none when older code wrote the cache, and the figures are then those of a first rebuild).

How one process is run and measured (time, CPU, peak memory, load, machine) is in ``scale_process.py``.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

T = TypeVar("T")
HERE = Path(__file__).resolve().parent
REPO = HERE.parent
sys.path.insert(0, str(HERE))  # the benchmark's module beside this script

# how a process is run and measured
from scale_process import BARE_PARSE, load, machine, run, run_timed  # noqa: E402

BBC = REPO.parent / "shared" / "corpus" / "bbc"
KG = [sys.executable, "-m", "kg"]
BASE = "https://example.org/kg/"


def corpus(folder: Path, count: int | None) -> tuple[int, int]:
    """Copy ``count`` BBC articles (all when None), spread over the sections, into ``folder``."""
    sections = sorted(p for p in BBC.iterdir() if p.is_dir())
    files = {s.name: sorted(s.glob("*.txt")) for s in sections}
    total = sum(len(f) for f in files.values())
    chosen: list[Path] = []
    for name in files:
        share = len(files[name]) if count is None else round(count * len(files[name]) / total)
        chosen += files[name][:share]
    words = 0
    for path in chosen:
        target = folder / path.parent.name / path.name
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(path, target)
        words += len(path.read_text(encoding="utf-8").split())
    return len(chosen), words


def articles(summary: str) -> str:
    """The article counts of a ``kg build`` summary line: how many, how many parsed, how many cached."""
    first = summary.strip().split(" article", 1)[0]
    noun = "article" if first == "1" else "articles"
    if " parsed, " in summary:
        parsed, cached = summary.split(" (", 1)[1].split(" from the cache)")[0].split(" parsed, ")
        return f"{first} {noun}: {parsed} parsed, {cached} from the cache"
    return f"{first} {noun}: all parsed, none from the cache"


def mib(size: int) -> str:
    return f"{size / 2**20:,.0f} MiB"


def yields(summary: str, words: int) -> str:
    """Statements and entities per 1,000 words, read from the summary line of ``kg build``."""
    stats = summary.strip()
    n_statements = int(stats.split(" statements")[0].rsplit(" ", 1)[1])
    n_entities = int(stats.split(" entities")[0].rsplit(" ", 1)[1])
    return (
        f"statements per 1,000 words: {1000 * n_statements / words:.1f}; "
        f"entities per 1,000 words: {1000 * n_entities / words:.1f}"
    )


def from_cache(cache: Path, full_seconds: float | None, full_cpu: float | None) -> None:
    """The full-size figures from the build cache of an earlier build of all of ../shared/corpus/bbc."""
    if not (cache.is_dir() and any(cache.iterdir())):
        raise SystemExit(f"--cache {cache}: no build cache there; give the .kg-cache folder of a kg build")
    texts = sorted(BBC.rglob("*.txt"))
    words = sum(len(p.read_text(encoding="utf-8").split()) for p in texts)
    source = os.path.relpath(BBC, REPO)
    print(machine())
    print(f"corpus: {len(texts)} BBC articles, {words:,} words ({source}), cache {cache}")
    work = Path(tempfile.mkdtemp(prefix="kg-scale-"))
    try:
        copy, out = work / "cache", work / "out"
        shutil.copytree(cache, copy)
        command = [*KG, "build", source, "--out", str(out), "--cache", str(copy)]
        wall, peak, summary, cpu = run_timed(command, REPO)
        print(f"rebuild from the cache: {wall:.1f} s, {cpu:.1f} s CPU, peak {mib(peak)} ({load()})")
        print(f"  summary: {summary.strip()}")
        print(f"  {yields(summary, words)}")
        extra = work / "added" / "zz-added.txt"
        extra.parent.mkdir()
        extra.write_text(
            "Shares in the carmaker rose 4% on Monday after it said sales in Asia had doubled.\n",
            encoding="utf-8",
        )
        command = [*KG, "build", source, str(extra), "--out", str(out), "--cache", str(copy)]
        added, added_peak, summary, added_cpu = run_timed(command, REPO)
        share = ""
        if full_seconds:
            share = f", {100 * added / full_seconds:.1f}% of the full build ({full_seconds:.0f} s)"
        if full_cpu:
            share += f", CPU {100 * added_cpu / full_cpu:.1f}% of its {full_cpu:.0f} s"
        print(
            f"adding 1 article to the cached build: {added:.1f} s, {added_cpu:.1f} s CPU, peak "
            f"{mib(added_peak)}{share} ({load()}; {articles(summary)})"
        )
        validate(out / "graph.ttl")
    finally:
        shutil.rmtree(work, ignore_errors=True)


def validate(graph: Path) -> None:
    """``kg validate`` of a graph file: wall and CPU time, peak memory, the load it ran under."""
    checked, check_peak, report, check_cpu = run_timed([*KG, "validate", str(graph)])
    verdict = "conforms" if "Conforms: True" in report else "does not conform"
    print(
        f"kg validate of the full graph ({mib(graph.stat().st_size)} of Turtle, {verdict}): {checked:.1f} s, "
        f"{check_cpu:.1f} s CPU, peak {mib(check_peak)} ({load()})"
    )


def stages(cache: Path) -> None:
    """CPU seconds of each stage after the parse, over every record in the build cache ``cache``.

    The records are read whatever their key, so a cache written by older extraction code still
    measures the current later stages: these are what a rebuild that adds one article runs again.
    """
    from dataclasses import replace

    from kg import config, records
    from kg.batch import Cache, without_cycle_collection
    from kg.entities import resolve_entities
    from kg.events import model_events
    from kg.extract.nlp import model_fingerprint
    from kg.fileio import unsealed
    from kg.memo import ArticleMemo, remembering
    from kg.outputs import entities_csv, triples_csv, view_title
    from kg.pipeline import link_statements
    from kg.rdf import build_triples, serialize
    from kg.types import ArticleExtraction, KnowledgeGraph
    from kg.view import render_html

    figures: dict[str, float] = {}

    def timed(name: str, work: Callable[[], T]) -> T:
        started = time.process_time()
        with without_cycle_collection():  # as kg build runs these stages
            result = work()
        figures[name] = time.process_time() - started
        return result

    def read() -> list[ArticleExtraction]:
        # the entries a build of this code would read (an entry of older code carries no seal)
        sealed = (unsealed(p.read_bytes()) for p in cache.rglob("*.msgpack"))
        found = [records.loads(payload, ArticleExtraction) for payload in sealed if payload is not None]
        return sorted(found, key=lambda e: e.article.id)

    def memo() -> ArticleMemo:
        # kept under each record's key for the current code (kg build's; read only, never written here)
        keys = Cache(cache, model_fingerprint(None) or "")
        by_id = {e.article.id: keys.key(e.article) for e in extractions}
        return ArticleMemo(cache / config.MEMO_FOLDER, by_id)

    print(machine())
    extractions = timed("cache read", read)
    results = timed("kept results read", lambda: memo().read())
    found = sum(1 for r in results.results.values() if r)  # before the stages below add to them
    with remembering(results):
        resolution = timed("entity resolution", lambda: resolve_entities(extractions))
        statements = timed("statement linking", lambda: link_statements(extractions, resolution))
        kept = [s for s in statements if not s.triple.flag]
        events = timed("event model", lambda: model_events(extractions, resolution, kept))
    about = events.statement_events
    model = KnowledgeGraph(
        articles=tuple(e.article for e in extractions),
        sentences=tuple(s for e in extractions for s in e.sentences),
        entities=resolution.entities,
        statements=tuple(replace(s, event=about[s.id]) if s.id in about else s for s in statements),
        events=events.events,
        claims=events.claims,
        reactions=events.reactions,
        dropped_names=resolution.dropped,
    )
    triples = timed("triple set", lambda: build_triples(model))
    timed("Turtle", lambda: serialize(triples, "turtle"))
    timed("HTML view", lambda: render_html(triples, title=view_title(model)))
    timed("CSV tables", lambda: (triples_csv(model, BASE), entities_csv(model, BASE)))
    print(
        f"stages after the parse over {len(extractions)} cached articles ({found} with kept results), "
        f"CPU seconds ({load()}):"
    )
    for name, seconds in figures.items():
        print(f"  {name}: {seconds:.1f}")
    print(f"  total: {sum(figures.values()):.1f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument(
        "--articles", type=int, help="BBC articles to use, spread over sections (default all)"
    )
    parser.add_argument("--pairs", type=int, default=3, help="paired parse/build runs for the overhead ratio")
    parser.add_argument("--skip-dask", action="store_true", help="leave out the Dask LocalCluster figure")
    parser.add_argument(
        "--cache", type=Path, metavar="DIR", help="measure the full-size figures from this build cache"
    )
    parser.add_argument(
        "--full-seconds", type=float, help="with --cache: wall time of the full build that made the cache"
    )
    parser.add_argument("--full-cpu", type=float, help="with --cache: CPU seconds (user + system) of it")
    parser.add_argument(
        "--validate",
        type=Path,
        metavar="GRAPH",
        help="measure only kg validate of this (full-size) graph file",
    )
    parser.add_argument(
        "--stages",
        type=Path,
        metavar="CACHE",
        help="measure only the stages after the parse, in this process, over the records of a build cache",
    )
    opts = parser.parse_args()
    if opts.stages:
        stages(opts.stages.resolve())
        return
    if opts.validate:
        validate(opts.validate.resolve())
        return
    if not BBC.is_dir():
        raise SystemExit(
            f"{BBC}: the BBC corpus is not there; this benchmark needs ../shared beside the repo"
        )
    if opts.cache:
        from_cache(opts.cache.resolve(), opts.full_seconds, opts.full_cpu)
        return

    work = Path(tempfile.mkdtemp(prefix="kg-scale-"))
    try:
        source = work / "corpus"
        count, words = corpus(source, opts.articles)
        # Untimed: compile kg's modules once, as installing it would, so no measured run pays for it.
        warm = work / "warm-up"
        corpus(warm, 5)
        run([*KG, "build", str(warm), "--out", str(work / "warm-out"), "--no-cache"])
        print(machine())
        print(f"corpus: {count} BBC articles, {words:,} words (../shared/corpus/bbc)")
        print("BARE_PARSE, run as python -c BARE_PARSE CORPUS:" + BARE_PARSE.rstrip().replace("\n", "\n    "))
        print()

        ratios, cpu_ratios, builds = [], [], []
        for index in range(opts.pairs):
            parse, parse_peak, _, parse_cpu = run_timed([sys.executable, "-c", BARE_PARSE, str(source)])
            out = work / f"w1-{index}"
            build, build_peak, summary, build_cpu = run_timed(
                [*KG, "build", str(source), "--out", str(out), "--no-cache"]
            )
            ratios.append(build / parse)
            cpu_ratios.append(build_cpu / parse_cpu)
            builds.append(build)
            # The build's worker parses while the building process reads its results: on a busy machine
            # two processes get more of it than one, so the CPU ratio is the one to trust there.
            print(
                f"  pair {index + 1}: bare parse {parse:.1f} s, {parse_cpu:.1f} s CPU ({mib(parse_peak)}), "
                f"kg build --workers 1 {build:.1f} s, {build_cpu:.1f} s CPU ({mib(build_peak)}): "
                f"{build / parse:.2f}x wall, {build_cpu / parse_cpu:.2f}x CPU ({load()})"
            )
        print(
            f"kg build --workers 1 / bare nlp.pipe: median {statistics.median(ratios):.2f}x "
            f"(range {min(ratios):.2f}-{max(ratios):.2f}, {opts.pairs} pairs); CPU time "
            f"{statistics.median(cpu_ratios):.2f}x (range {min(cpu_ratios):.2f}-{max(cpu_ratios):.2f})"
        )
        print(f"  summary: {summary.strip()}")
        print(yields(summary, words))

        full = work / "full"
        two, two_peak, _, two_cpu = run_timed(
            [*KG, "build", str(source), "--out", str(full), "--workers", "2"]
        )
        one = statistics.median(builds)
        print(
            f"--workers 2: {two:.1f} s, {two_cpu:.1f} s CPU, {one / two:.2f}x faster than --workers 1 "
            f"({one:.1f} s); peak memory of the process tree {mib(two_peak)} ({load()})"
        )

        extra = source / "business" / "zz-added.txt"
        extra.write_text(
            "Shares in the carmaker rose 4% on Monday after it said sales in Asia had doubled.\n",
            encoding="utf-8",
        )
        added, _, summary, added_cpu = run_timed(
            [*KG, "build", str(source), "--out", str(full), "--workers", "2"]
        )
        print(
            f"adding 1 article to the cached build: {added:.1f} s, {100 * added / two:.1f}% of the full "
            f"build; {added_cpu:.1f} s CPU, {100 * added_cpu / two_cpu:.1f}% of its CPU "
            f"({load()}; {articles(summary)})"
        )

        checked, check_peak, _ = run([*KG, "validate", str(full / "graph.ttl")])
        size = (full / "graph.ttl").stat().st_size
        print(
            f"kg validate of the full graph ({mib(size)} of Turtle): {checked:.1f} s, peak {mib(check_peak)}"
        )

        if not opts.skip_dask:
            dask, _, _ = run(
                [
                    *KG,
                    "build",
                    str(source),
                    "--out",
                    str(work / "dask"),
                    "--no-cache",
                    "--dask",
                    "local",
                    "--workers",
                    "2",
                ]
            )
            print(f"--dask local (2 workers): {dask:.1f} s, {one / dask:.2f}x the single-process build")
        print(f"load average at end: {os.getloadavg()[0]:.2f}")
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
