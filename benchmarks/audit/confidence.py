"""How well ``kg:confidence`` ranks graph statements by the audits' verdicts, and the fit of its weights.

    python benchmarks/audit/confidence.py              # leave-one-set-out figures on the fitted sets
    python benchmarks/audit/confidence.py --check S    # the committed weights on a set left out of the fit
    python benchmarks/audit/confidence.py --write      # refit on every fitted set, write the weights table

The judged statements of the development sets (``FIT_SETS``; never the held-out set) are rebuilt with the
current code, and every judged graph statement gives its signals (``kg.confidence.signals``) and its verdict:
T is a positive, F and U negatives. A logistic regression (scikit-learn; ``pip install scikit-learn``) is
fitted on all sets but one and scored on the one left out, for each set in turn, so that every figure is
on statements the fit never saw. Printed per set: the area under the ROC curve of the extractor's score
(``Triple.confidence``) and of the fitted one, and, pooled over the left-out sets, the precision and
useless share of the statements at or above a few confidences, with the share of the graph kept there.
``--write`` refits on every set and writes ``ontology/statement-confidence.tsv`` (its meanings column is
kept from the table in place).
"""

from __future__ import annotations

import argparse
import csv
import sys
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent.parent))

import audit  # noqa: E402

from kg.confidence import BIAS, WEIGHTS_TABLE, signals  # noqa: E402
from kg.resources import ontology_path  # noqa: E402

FIT_SETS = ("audit", "dev-s6", "dev-s7", "dev-s10", "dev-s13", "dev-s14", "dev-s15")
# Strong enough to keep rare signals from taking large weights on a few hundred statements (C = 1 / L2).
REGULARISATION = 0.02
THRESHOLDS = (0.5, 0.6, 0.7)


@dataclass(frozen=True)
class Row:
    set: str
    corpus: str
    signals: dict[str, bool]
    extractor: float  # Triple.confidence
    fitted: float  # Statement.confidence as the committed table gives it
    verdict: str | None  # T, F, U, or None for a graph statement that was not drawn or not judged


def rows_of(name: str) -> list[Row]:
    """Every graph statement of one audit set's builds, with its verdict where it was drawn and judged."""
    chosen = audit.SETS[name]
    judged = audit.read_judgements(chosen.judgements)
    rows = []
    for build, corpus, model in audit.built(chosen):
        kinds = {e.key: e.kind for e in model.entities}
        drawn = {
            (d.article, d.sentence, d.statement): d
            for d in audit.drawn(corpus, build, model, chosen.seed, chosen.rates)
        }
        for s in model.statements:
            if not audit.in_graph(s):
                continue
            d = drawn.get((s.triple.article_id, s.sentence, audit.statement_text(s)))
            verdict = judged[d.key][0] if d is not None and d.key in judged else None
            rows.append(
                Row(name, corpus, signals(s, kinds.get), s.triple.confidence, s.confidence or 0.0, verdict)
            )
    return rows


def matrix(rows: Sequence[Row], names: Sequence[str]) -> list[list[float]]:
    return [[float(r.signals.get(n, False)) for n in names] for r in rows]


def fit(rows: Sequence[Row], names: Sequence[str]):  # type: ignore[no-untyped-def]
    try:
        from sklearn.linear_model import LogisticRegression
    except ModuleNotFoundError:
        sys.exit("benchmarks/audit/confidence.py fits with scikit-learn: pip install scikit-learn")
    model = LogisticRegression(C=REGULARISATION, max_iter=5000)
    return model.fit(matrix(rows, names), [r.verdict == "T" for r in rows])


def auc(scores: Sequence[float], positive: Sequence[bool]) -> float:
    from sklearn.metrics import roc_auc_score

    return float(roc_auc_score(positive, scores)) if 0 < sum(positive) < len(positive) else float("nan")


def report(pooled: list[tuple[Row, float]], graph: list[tuple[Row, float]]) -> None:
    """Precision and useless share of the judged statements at or above each threshold, per corpus."""
    for corpus in ("bbc", "fakes"):
        mine = [(r, p) for r, p in pooled if r.corpus == corpus]
        everything = [p for r, p in graph if r.corpus == corpus]
        for threshold in (0.0, *THRESHOLDS):
            kept = Counter(r.verdict for r, p in mine if p >= threshold)
            n = sum(kept.values())
            share = sum(p >= threshold for p in everything) / max(1, len(everything))
            precision, useless = kept["T"] / max(1, n), kept["U"] / max(1, n)
            print(
                f"  {corpus:6} confidence >= {threshold:.1f}: {n:4} judged, precision {precision:.3f}, "
                f"useless {useless:.3f}, {share:.2f} of the graph's statements"
            )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--write", action="store_true", help="refit on every fitted set and write the table")
    # the held-out set may be scored (once a session, as audit.py's figures are); it is never fitted on
    left_out = sorted(set(audit.SETS) - set(FIT_SETS))
    parser.add_argument(
        "--check", choices=left_out, help="score the committed weights on a set left out of the fit"
    )
    args = parser.parse_args(argv)
    if args.check:
        rows = rows_of(args.check)
        judged = [r for r in rows if r.verdict]
        print(f"{args.check}: {len(judged)} judged graph statements, scored with the committed weights")
        positive = [r.verdict == "T" for r in judged]
        extractor, fitted = (
            auc([r.extractor for r in judged], positive),
            auc([r.fitted for r in judged], positive),
        )
        print(f"  area under the ROC curve: extractor {extractor:.3f}, kg:confidence {fitted:.3f}")
        report([(r, r.fitted) for r in judged], [(r, r.fitted) for r in rows])
        return 0
    rows = [r for name in FIT_SETS for r in rows_of(name)]
    judged = [r for r in rows if r.verdict]
    names = sorted({n for r in rows for n in r.signals})
    if args.write:
        model = fit(judged, names)
        path = ontology_path(WEIGHTS_TABLE)
        meanings = {}
        with path.open(encoding="utf-8") as fh:
            header = [line for line in fh if line.startswith("#")]
            fh.seek(0)
            rows = (line for line in fh if not line.startswith("#"))
            for row in csv.DictReader(rows, delimiter="\t", quoting=csv.QUOTE_NONE):
                meanings[row["signal"]] = row.get("meaning", "")
        with path.open("w", encoding="utf-8", newline="") as fh:
            fh.writelines(header)
            # as read_tsv reads it: tab-separated, quotation marks kept as written
            writer = csv.writer(
                fh, delimiter="\t", lineterminator="\n", quoting=csv.QUOTE_NONE, quotechar=None
            )
            writer.writerow(("signal", "weight", "meaning"))
            writer.writerow((BIAS, f"{model.intercept_[0]:.3f}", meanings.get(BIAS, "")))
            for name, weight in zip(names, model.coef_[0], strict=True):
                writer.writerow((name, f"{weight:.3f}", meanings.get(name, "")))
        sets = ", ".join(FIT_SETS)
        print(f"wrote {path}: {len(names)} signals fitted on {len(judged)} judged statements of {sets}")
        return 0
    pooled: list[tuple[Row, float]] = []
    graph: list[tuple[Row, float]] = []
    print(f"{'left out':10} {'judged':>6} {'AUC extractor':>13} {'AUC fitted':>10}")
    for held in FIT_SETS:
        model = fit([r for r in judged if r.set != held], names)
        mine = [r for r in rows if r.set == held]
        scores = model.predict_proba(matrix(mine, names))[:, 1]
        graph += list(zip(mine, scores, strict=True))
        scored = [(r, p) for r, p in zip(mine, scores, strict=True) if r.verdict]
        pooled += scored
        positive = [r.verdict == "T" for r, _ in scored]
        print(f"{held:10} {len(scored):>6} {auc([r.extractor for r, _ in scored], positive):>13.3f} "
              f"{auc([p for _, p in scored], positive):>10.3f}")  # fmt: skip
    positive = [r.verdict == "T" for r, _ in pooled]
    print(f"{'pooled':10} {len(pooled):>6} {auc([r.extractor for r, _ in pooled], positive):>13.3f} "
          f"{auc([p for _, p in pooled], positive):>10.3f}")  # fmt: skip
    print("each set scored by the fit on the others:")
    report(pooled, graph)
    return 0


if __name__ == "__main__":
    sys.exit(main())
