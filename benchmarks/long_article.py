"""Time one long article against the same text as ordinary articles, through every stage of kg build.

Target: a 1 MB article costs at most 1.3x the time of the same text split into its FA-KES articles (the
cost of a long article is linear in its length). Run: ``python benchmarks/long_article.py [--size BYTES]``.
Each side runs in a fresh process, so the peak memory printed is that side's own. Sides are compared by
CPU time (the machine is shared), alternating ``--repeat`` times; the run of each with the least counts.
"""

from __future__ import annotations

import argparse
import json
import resource
import subprocess
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

FAKES = REPO.parent / "shared" / "corpus" / "fakes"


def _texts(size: int) -> list[str]:
    """FA-KES articles in file order until ``size`` characters, joined by blank lines."""
    texts, total = [], 0
    for path in sorted(FAKES.glob("*.txt")):
        if total >= size:
            break
        text = path.read_text(encoding="utf-8").strip()
        texts.append(text)
        total += len(text) + 2
    return texts


def _run_side(side: str, size: int) -> dict[str, float]:
    from kg.extract import load_model
    from kg.pipeline import model_corpus
    from kg.types import Article

    texts = _texts(size)
    if side == "long":
        articles = [Article("long", "\n\n".join(texts), "long.txt")]
    else:
        articles = [Article(f"a{i:04d}", text, f"a{i:04d}.txt") for i, text in enumerate(texts)]
    load_model()
    started, cpu = time.perf_counter(), time.process_time()
    model = model_corpus(articles, progress=None)
    seconds, cpu = time.perf_counter() - started, time.process_time() - cpu
    peak_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    chars = sum(len(a.text) for a in articles)
    return {
        "seconds": seconds,
        "cpu": cpu,
        "peak_mb": peak_mb,
        "chars": chars,
        "statements": len(model.statements),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--size", type=int, default=1_000_000, help="characters of text (default 1 MB)")
    parser.add_argument("--repeat", type=int, default=1, help="runs of each side; the fastest counts")
    parser.add_argument("--side", choices=("long", "split"), help=argparse.SUPPRESS)
    opts = parser.parse_args()
    if opts.side:
        print(json.dumps(_run_side(opts.side, opts.size)))
        return
    if not FAKES.is_dir():
        sys.exit(f"{FAKES} not found: this benchmark reads the FA-KES corpus from ../shared")
    best: dict[str, dict[str, float]] = {}
    for _ in range(opts.repeat):
        for side in ("split", "long"):
            command = [sys.executable, __file__, "--side", side, "--size", str(opts.size)]
            result = json.loads(subprocess.run(command, check=True, capture_output=True, text=True).stdout)
            if side not in best or result["cpu"] < best[side]["cpu"]:
                best[side] = result
    for side, figures in best.items():
        print(
            f"{side:5}  {figures['chars']:>9,.0f} chars  {figures['seconds']:7.1f} s  "
            f"CPU {figures['cpu']:7.1f} s  "
            f"peak {figures['peak_mb']:6.0f} MB  {figures['statements']:,.0f} statements"
        )
    ratio = best["long"]["cpu"] / best["split"]["cpu"]
    # CPU time, not wall time: the machine is shared, and other processes' load is not this code's cost.
    print(f"long / split CPU time: {ratio:.2f} (target at most 1.30)")


if __name__ == "__main__":
    main()
