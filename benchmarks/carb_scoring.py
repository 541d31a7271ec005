"""The CaRB-compatible Open IE scorer (CaRB's default lenient matcher; Bhardwaj et al., EMNLP 2019): reading
gold and system tuple files, matching each system tuple to gold ones slot by slot, and the precision,
recall, F1 and area under the curve ``carb.py`` prints. Kept apart from the script, which runs and times
``kg extract`` over the CaRB dev sentences, so that the scorer is tested on its own.
Imported through ``carb.py``, which puts this folder on ``sys.path``.
"""

from __future__ import annotations

import io
import re
import string
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from itertools import pairwise
from pathlib import Path
from typing import TextIO, TypedDict

from kg.errors import InputError

# Tokenised CaRB sentences carry Penn Treebank bracket escapes in some files and not in others;
# keys compare the unescaped text so both spellings land on the same sentence.
PTB_ESCAPES: tuple[tuple[str, str], ...] = (
    ("-LRB-", "("),
    ("-RRB-", ")"),
    ("-LSB-", "["),
    ("-RSB-", "]"),
    ("-LCB-", "{"),
    ("-RCB-", "}"),
)
_PUNCTUATION = re.compile(f"[{re.escape(string.punctuation)}]")

# Gold annotators mark context ("C: if he wins") as an argument; CaRB leaves it out of the tuple.
CONTEXT_MARKER = "C: "

# A gold relation containing one of these (as a substring, like CaRB) is reported speech, where
# annotators and systems disagree on which side the speaker goes, so both orders are tried.
SPEECH_VERBS: tuple[str, ...] = ("said", "told", "added", "adds", "says")

# Systems often normalise the copula to its lemma ("be") while gold keeps the inflected form.
BE_FORMS: frozenset[str] = frozenset({"be", "is", "am", "are", "was", "were", "been", "being"})


@dataclass(frozen=True)
class Extraction:
    """One Open IE tuple: relation, arguments (subject first) and the system's confidence."""

    relation: str
    args: tuple[str, ...]
    confidence: float = 1.0


@dataclass(frozen=True)
class Score:
    """Precision and recall of one system tuple against one gold tuple."""

    precision: float
    recall: float


ZERO = Score(0.0, 0.0)


def sentence_key(sentence: str) -> str:
    """The key that pairs gold and system sentences: PTB escapes undone, spaces and punctuation removed."""
    text = sentence.replace(" ", "")
    for escape, bracket in PTB_ESCAPES:
        text = text.replace(escape, bracket)
    return _PUNCTUATION.sub("", text)


def _lines(source: Path | TextIO) -> Iterable[tuple[int, list[str]]]:
    if isinstance(source, Path):
        try:
            text = source.read_text(encoding="utf-8")
        except OSError as error:
            raise InputError(f"cannot read {source}: {error.strerror}; check the path") from error
        stream: TextIO = io.StringIO(text)
    else:
        stream = source
    for number, line in enumerate(stream, start=1):
        # Stripping the whole line first drops empty trailing arguments, as CaRB's readers do.
        if line.strip():
            yield number, line.strip().split("\t")


def _keyed(by_sentence: dict[str, list[Extraction]]) -> dict[str, list[Extraction]]:
    # Two spellings of one sentence collapse to one key; like CaRB, the later one replaces the earlier.
    return {sentence_key(sentence): tuples for sentence, tuples in by_sentence.items()}


def read_gold(source: Path | TextIO) -> dict[str, list[Extraction]]:
    """Gold tuples grouped by sentence key; context arguments (`C: ...`) are left out."""
    by_sentence: dict[str, list[Extraction]] = {}
    for number, fields in _lines(source):
        if len(fields) < 2:
            raise InputError(f"{source}:{number}: a gold line needs sentence<TAB>relation<TAB>args...")
        args = tuple(arg.strip() for arg in fields[2:] if CONTEXT_MARKER not in arg)
        tuple_ = Extraction(fields[1].strip(), args)
        by_sentence.setdefault(fields[0].strip(), []).append(tuple_)
    return _keyed(by_sentence)


def read_system(source: Path | TextIO) -> dict[str, list[Extraction]]:
    """System tuples grouped by sentence key, in file order."""
    by_sentence: dict[str, list[Extraction]] = {}
    for number, fields in _lines(source):
        try:
            confidence = float(fields[1])
        except (IndexError, ValueError):
            raise InputError(
                f"{source}:{number}: a system line needs sentence<TAB>confidence<TAB>relation<TAB>args..., "
                "with a number as confidence"
            ) from None
        relation = fields[2] if len(fields) > 2 else ""
        by_sentence.setdefault(fields[0], []).append(Extraction(relation, tuple(fields[3:]), confidence))
    return _keyed(by_sentence)


def _two_slots(args: Sequence[str]) -> list[str]:
    # n-ary tuples are compared as binary ones: everything after the subject is one object.
    return [args[0], " ".join(args[1:])] if len(args) >= 2 else list(args)


def _overlap(gold_words: list[str], system_words: list[str]) -> tuple[int, list[str]]:
    """Gold words found in the system words, each system word used once; also the unused system words."""
    unused = list(system_words)
    matched = 0
    for word in gold_words:
        if word in unused:
            unused.remove(word)
            matched += 1
    return matched, unused


def _slot_match(
    gold_relation: str, gold_args: list[str], system_relation: str, system_args: list[str]
) -> Score:
    gold_words = gold_relation.split()
    system_words = system_relation.split()
    matched, unused = _overlap(gold_words, system_words)
    if "be" in unused and BE_FORMS.intersection(gold_words):
        matched += 1
    if matched == 0:
        return ZERO
    hits, gold_total, system_total = matched, len(gold_words), len(system_words)
    for slot, gold_arg in enumerate(gold_args):
        gold_words = gold_arg.split()
        gold_total += len(gold_words)
        if slot >= len(system_args):
            # Without a subject or an object the system tuple states a different fact.
            return ZERO
        system_words = system_args[slot].split()
        system_total += len(system_words)
        hits += _overlap(gold_words, system_words)[0]
    return Score(hits / system_total, hits / gold_total)


def match(gold: Extraction, system: Extraction) -> Score:
    """CaRB's default lenient match of one system tuple against one gold tuple."""
    gold_args = _two_slots(gold.args)
    system_args = _two_slots(system.args)
    best = _slot_match(gold.relation, gold_args, system.relation, system_args)
    if any(verb in gold.relation for verb in SPEECH_VERBS) and len(system_args) == 2:
        swapped = _slot_match(gold.relation, gold_args, system.relation, system_args[::-1])
        best = max(best, swapped, key=lambda score: (score.precision, score.recall))
    return best


def greedy_pairs(scores: list[list[Score]], columns: Sequence[int]) -> dict[int, float]:
    """Pair gold rows with system columns one to one, always taking the most precise free pair next.

    Returns each paired column's precision; columns left without a gold row score nothing.
    """
    free_rows = list(range(len(scores)))
    free_columns = list(columns)
    paired: dict[int, float] = {}
    for _ in range(min(len(free_rows), len(free_columns))):
        best_row, best_column, best = -1, -1, -1.0
        for row in free_rows:
            for column in free_columns:
                if scores[row][column].precision > best:
                    best_row, best_column, best = row, column, scores[row][column].precision
        free_rows.remove(best_row)
        free_columns.remove(best_column)
        paired[best_column] = best
    return paired


@dataclass
class _Totals:
    precision_hits: float = 0.0
    system_tuples: int = 0
    recall_hits: float = 0.0
    gold_tuples: int = 0


def _f1(precision: float, recall: float) -> float | None:
    return 2 * precision * recall / (precision + recall) if precision + recall > 0 else None


def _area(points: list[tuple[float, float]]) -> float:
    """Trapezoid area under a (recall, precision) curve whose recall never increases along the list.

    The points stay in threshold order rather than being re-sorted: where several thresholds share a
    recall, which precision joins the next segment changes the area, and CaRB keeps threshold order.
    """
    return sum((r1 - r2) * (p1 + p2) / 2 for (r1, p1), (r2, p2) in pairwise(points))


class Counts(TypedDict):
    gold_sentences: int
    gold_tuples: int
    system_sentences: int
    system_tuples: int
    matched_sentences: int
    thresholds: int


class Result(TypedDict):
    """Figures rounded to 3 decimals like CaRB's; `threshold` is the confidence with the best F1."""

    precision: float
    recall: float
    f1: float
    auc: float
    threshold: float | None
    counts: Counts


def score_tuples(gold: dict[str, list[Extraction]], system: dict[str, list[Extraction]]) -> Result:
    """P, R, F1 at the best confidence threshold, and the PR-curve area, over grouped tuples."""
    thresholds = sorted({tuple_.confidence for tuples in system.values() for tuple_ in tuples})
    totals = [_Totals() for _ in thresholds]
    matched_sentences = 0
    for key, gold_tuples in gold.items():
        system_tuples = system.get(key, [])
        matched_sentences += bool(system_tuples)
        scores = [[match(g, s) for s in system_tuples] for g in gold_tuples]
        # Most thresholds select the same tuples of a sentence, so each distinct selection is scored once.
        hits: dict[tuple[int, ...], tuple[float, float]] = {}
        for threshold, total in zip(thresholds, totals, strict=True):
            columns = tuple(j for j, s in enumerate(system_tuples) if s.confidence >= threshold)
            if columns not in hits:
                recall = sum(max((row[j].recall for j in columns), default=0.0) for row in scores)
                hits[columns] = (sum(greedy_pairs(scores, columns).values()), recall)
            total.gold_tuples += len(gold_tuples)
            total.system_tuples += len(columns)
            total.precision_hits += hits[columns][0]
            total.recall_hits += hits[columns][1]

    precisions = [t.precision_hits / t.system_tuples if t.system_tuples else 1.0 for t in totals]
    recalls = [t.recall_hits / t.gold_tuples if t.gold_tuples else 0.0 for t in totals]
    f1s = [_f1(p, r) for p, r in zip(precisions, recalls, strict=True)]
    best = max((i for i, f1 in enumerate(f1s) if f1 is not None), key=lambda i: (f1s[i], -i), default=None)
    points = [*zip(recalls, precisions, strict=True), (0.0, 1.0)]
    return {
        "precision": round(precisions[best], 3) if best is not None else 0.0,
        "recall": round(recalls[best], 3) if best is not None else 0.0,
        "f1": round(f1s[best] or 0.0, 3) if best is not None else 0.0,
        "auc": round(_area(points), 3),
        "threshold": thresholds[best] if best is not None else None,
        "counts": {
            "gold_sentences": len(gold),
            "gold_tuples": sum(len(tuples) for tuples in gold.values()),
            "system_sentences": len(system),
            "system_tuples": sum(len(tuples) for tuples in system.values()),
            "matched_sentences": matched_sentences,
            "thresholds": len(thresholds),
        },
    }


def score(gold_path: Path | str, system_path: Path | str | TextIO) -> Result:
    """Score a CaRB system file (or open stream) against a gold file; see `score_tuples`."""
    system_source = Path(system_path) if isinstance(system_path, Path | str) else system_path
    return score_tuples(read_gold(Path(gold_path)), read_system(system_source))


def format_score(result: Result) -> str:
    """The headline line, e.g. `P 0.526  R 0.406  F1 0.458  AUC 0.240`."""
    figures = {name: result[name] for name in ("precision", "recall", "f1", "auc")}
    return "P {precision:.3f}  R {recall:.3f}  F1 {f1:.3f}  AUC {auc:.3f}".format(**figures)


def format_details(result: Result) -> str:
    """The line under the headline: the best threshold and the match counts."""
    counts = ", ".join(f"{name} {value}" for name, value in result["counts"].items())
    return f"best threshold {result['threshold']}; {counts}"
