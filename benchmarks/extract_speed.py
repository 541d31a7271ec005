"""Time spaCy's own parse against parse + extraction, on the sample corpus and the CaRB dev sentences.

Target: extraction adds at most 10% to the parse time. Run: ``python benchmarks/extract_speed.py``.
Each timing is the best of ``--repeat`` runs, so a busy machine inflates neither side.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from kg.extract import extract_article, sentence_facts  # noqa: E402
from kg.nlp import load_model  # noqa: E402
from kg.types import Article  # noqa: E402

CARB_DEV = REPO.parent / "shared" / "eval" / "carb" / "dev.txt"


def _best(fn, repeat: int) -> float:
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - start)
    return best


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--model", default=None)
    opts = parser.parse_args()
    nlp = load_model(opts.model)
    articles = [
        Article(p.stem, p.read_text(encoding="utf-8"))
        for p in sorted((REPO / "examples" / "kerman-2024").glob("*.txt"))
    ]
    sentences = CARB_DEV.read_text(encoding="utf-8").splitlines() if CARB_DEV.exists() else []
    corpora = {"sample corpus": [a.text for a in articles], "CaRB dev": sentences}
    for name, texts in corpora.items():
        if not texts:
            print(f"{name}: not found, skipped")
            continue
        docs = list(nlp.pipe(texts))  # warm-up, and the docs the extraction-only timing reads

        def parse_only(texts=texts) -> None:
            for _ in nlp.pipe(texts):
                pass

        def parse_and_extract(texts=texts) -> None:
            for i, doc in enumerate(nlp.pipe(texts)):
                extract_article(doc, Article(str(i), texts[i]))

        def extract_only(docs=docs, texts=texts) -> None:
            for i, doc in enumerate(docs):
                extract_article(doc, Article(str(i), texts[i]))

        parse = _best(parse_only, opts.repeat)
        both = _best(parse_and_extract, opts.repeat)
        extract = _best(extract_only, opts.repeat)
        words = sum(len(d) for d in docs)
        print(
            f"{name}: {len(texts)} texts, {words} tokens | parse {parse:.3f}s | parse+extract {both:.3f}s | "
            f"extract alone {extract:.3f}s = {100 * extract / parse:.1f}% of parse"
        )
    _ = sentence_facts  # the Open IE path runs the same rules


if __name__ == "__main__":
    main()
