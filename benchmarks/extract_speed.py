"""Time spaCy's own parse against the extraction that follows it, on the sample corpus and CaRB dev.

Target: extraction adds at most 10% to the parse time. Run: ``python benchmarks/extract_speed.py``.
The machine is shared, so parse and extraction runs are interleaved and each figure is the fastest of
``--repeat`` runs: background load then slows neither side more than the other.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from kg.extract import extract_article, extract_texts  # noqa: E402
from kg.extract.nlp import load_model  # noqa: E402
from kg.types import Article  # noqa: E402

CARB_DEV = REPO.parent / "shared" / "eval" / "carb" / "dev.txt"


def _timed(fn: Callable[[], object]) -> float:
    start = time.perf_counter()
    fn()
    return time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--repeat", type=int, default=7, help="runs of each timing; the fastest counts")
    parser.add_argument("--model", default=None, help="spaCy model (default: as kg build)")
    opts = parser.parse_args()
    nlp = load_model(opts.model)
    sample = sorted((REPO / "examples" / "kerman-2024").glob("*.txt"))
    articles = [Article(p.stem, p.read_text(encoding="utf-8")) for p in sample]
    sentences = CARB_DEV.read_text(encoding="utf-8").splitlines() if CARB_DEV.exists() else []
    corpora = {"sample corpus": [a.text for a in articles], "CaRB dev": sentences}
    for name, texts in corpora.items():
        if not texts:
            print(f"{name}: not found, skipped")
            continue
        docs = list(nlp.pipe(texts))  # warm-up
        parse, extract, ratios = float("inf"), float("inf"), []
        for _ in range(opts.repeat):
            started = time.perf_counter()
            docs = list(nlp.pipe(texts))
            parsed = time.perf_counter() - started
            # fresh docs every run: extraction keeps per-document caches in doc.user_data, which a
            # second pass over the same docs would find already filled
            pairs = [(doc, Article(str(i), t)) for i, (doc, t) in enumerate(zip(docs, texts, strict=True))]
            extracted = _timed(lambda pairs=pairs: [extract_article(d, a) for d, a in pairs])
            parse, extract = min(parse, parsed), min(extract, extracted)
            # a parse and the extraction right after it share the machine's load, so their ratio
            # is steadier than a ratio of minimums taken at different moments
            ratios.append(extracted / parsed)
        tokens = sum(len(d) for d in docs)
        print(
            f"{name}: {len(texts)} texts, {tokens} tokens | spaCy parse {parse:.3f}s | "
            f"extract_article {extract:.3f}s | extraction adds {100 * statistics.median(ratios):.1f}% "
            f"to the parse (median of {len(ratios)} paired runs; range {100 * min(ratios):.1f}-"
            f"{100 * max(ratios):.1f}%)"
        )
    if sentences:
        # the Open IE path (kg extract) parses pretokenized sentences and runs the same rules
        best = min(_timed(lambda: list(extract_texts(nlp, sentences, pretokenized=True))) for _ in range(2))
        print(f"CaRB dev via extract_texts (parse + extraction, pretokenized): {best:.3f}s")


if __name__ == "__main__":
    main()
