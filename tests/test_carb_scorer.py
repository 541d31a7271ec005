"""The CaRB-compatible scorer in benchmarks/carb_scoring.py: each matcher rule on hand-made files, and the
reference figures of CaRB's own scorer on the shared dev split (through benchmarks/carb.py)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from script_module import load_script

REPO = Path(__file__).resolve().parent.parent
SCRIPT = REPO / "benchmarks" / "carb.py"
SHARED_CARB = REPO.parent / "shared" / "eval" / "carb"


# benchmarks/ is a folder of scripts, not an installed package, so the module is loaded by path.
carb = load_script(REPO / "benchmarks" / "carb_scoring.py", "carb_scoring")

SENTENCE = "Steve Jobs founded Apple in 1976 ."


def _write(folder: Path, gold: list[str], system: list[str]) -> tuple[Path, Path]:
    gold_path, system_path = folder / "gold.tsv", folder / "system.tsv"
    gold_path.write_text("".join(f"{line}\n" for line in gold), encoding="utf-8")
    system_path.write_text("".join(f"{line}\n" for line in system), encoding="utf-8")
    return gold_path, system_path


def _figures(folder: Path, gold: list[str], system: list[str]) -> tuple[float, float, float, float]:
    result = carb.score(*_write(folder, gold, system))
    return result["precision"], result["recall"], result["f1"], result["auc"]


def test_identical_extractions_score_one(tmp_path: Path) -> None:
    gold = [f"{SENTENCE}\tfounded\tSteve Jobs\tApple\tin 1976"]
    system = [f"{SENTENCE}\t0.9\tfounded\tSteve Jobs\tApple\tin 1976"]
    assert _figures(tmp_path, gold, system) == (1.0, 1.0, 1.0, 1.0)


def test_extra_arguments_are_joined_into_the_object_slot() -> None:
    gold = carb.Extraction("founded", ("Steve Jobs", "Apple", "in 1976"))
    system = carb.Extraction("founded", ("Steve Jobs", "Apple in 1976"))
    assert carb.match(gold, system) == carb.Score(1.0, 1.0)


@pytest.mark.parametrize(
    ("gold", "system", "expected"),
    [
        # Arguments agree but no relation word does: the tuples state different facts.
        (("founded", "Steve Jobs", "Apple"), ("left", "Steve Jobs", "Apple"), (0.0, 0.0)),
        # A missing object cannot be made up for by a good relation and subject.
        (("founded", "Steve Jobs", "Apple"), ("founded", "Steve Jobs"), (0.0, 0.0)),
        # Partial overlap: 3 of 4 system words match, 3 of 5 gold words.
        (("founded", "Steve Jobs", "Apple Computer"), ("founded", "Jobs", "Apple Inc"), (3 / 4, 3 / 5)),
        # Each gold word is matched at most once: gold "the" twice, system "the" once.
        (("is", "the head of the", "force"), ("is", "the head", "force"), (4 / 4, 4 / 6)),
        # Case matters: "Founded" is not "founded".
        (("founded", "Steve Jobs", "Apple"), ("Founded", "Steve Jobs", "Apple"), (0.0, 0.0)),
    ],
)
def test_lenient_match_counts_words_per_slot(
    gold: tuple[str, ...], system: tuple[str, ...], expected: tuple[float, float]
) -> None:
    score = carb.match(carb.Extraction(gold[0], gold[1:]), carb.Extraction(system[0], system[1:]))
    assert (score.precision, score.recall) == pytest.approx(expected)


@pytest.mark.parametrize(
    ("gold_relation", "system_relation", "expected"),
    [
        ("is", "be", (1.0, 1.0)),
        ("was born in", "be born in", (1.0, 1.0)),
        ("were", "be", (1.0, 1.0)),
        # Gold has no copula, so a bare "be" is not a match and nothing else overlaps.
        ("founded", "be", (0.0, 0.0)),
        # Only the lemma counts as the normalised copula: "is" against gold "was" stays unmatched.
        ("was", "is", (0.0, 0.0)),
    ],
)
def test_bare_be_in_system_relation_matches_a_gold_copula(
    gold_relation: str, system_relation: str, expected: tuple[float, float]
) -> None:
    gold = carb.Extraction(gold_relation, ("Soleimani", "the commander"))
    system = carb.Extraction(system_relation, ("Soleimani", "the commander"))
    score = carb.match(gold, system)
    assert (score.precision, score.recall) == pytest.approx(expected)


@pytest.mark.parametrize(
    ("relation", "swapped_is_perfect"),
    [("said", True), ("told", True), ("has added", True), ("says", True), ("announced", False)],
)
def test_speech_relations_accept_speaker_on_either_side(relation: str, swapped_is_perfect: bool) -> None:
    gold = carb.Extraction(relation, ("Miller", "the strike was legal"))
    system = carb.Extraction(relation, ("the strike was legal", "Miller"))
    assert (carb.match(gold, system) == carb.Score(1.0, 1.0)) is swapped_is_perfect


def test_context_arguments_in_gold_are_skipped(tmp_path: Path) -> None:
    gold = [f"{SENTENCE}\tfounded\tSteve Jobs\tApple\tC: according to Wozniak"]
    system = [f"{SENTENCE}\t0.5\tfounded\tSteve Jobs\tApple"]
    assert _figures(tmp_path, gold, system)[:3] == (1.0, 1.0, 1.0)


@pytest.mark.parametrize(
    ("escaped", "plain"),
    [
        ("The group -LRB- Hezbollah -RRB- said so .", "The group (Hezbollah) said so."),
        ("A -LSB- sic -RSB- and -LCB- x -RCB- .", "A [sic] and {x}"),
        ("He said `` no '' , then left .", 'He said "no", then left'),
    ],
)
def test_sentence_keys_ignore_ptb_escapes_spaces_and_punctuation(escaped: str, plain: str) -> None:
    assert carb.sentence_key(escaped) == carb.sentence_key(plain)


def test_escaped_gold_sentence_meets_plain_system_sentence(tmp_path: Path) -> None:
    gold = ["Hezbollah -LRB- the party -RRB- controls the suburb .\tcontrols\tHezbollah\tthe suburb"]
    system = ["Hezbollah (the party) controls the suburb.\t0.7\tcontrols\tHezbollah\tthe suburb"]
    assert _figures(tmp_path, gold, system)[:3] == (1.0, 1.0, 1.0)


def test_precision_pairs_tuples_greedily_by_highest_precision(tmp_path: Path) -> None:
    # Precision matrix (gold x system): g0/s0 = 1, g0/s1 = 3/4, g1/s0 = 2/3, g1/s1 = 0. The greedy
    # matcher takes g0/s0 first and is left with g1/s1, although g0/s1 + g1/s0 would be larger.
    gold = [f"{SENTENCE}\tmet with\tA\tB", f"{SENTENCE}\tmet\tA\tD"]
    system = [f"{SENTENCE}\t0.5\tmet\tA\tB", f"{SENTENCE}\t0.5\twith\tA\tB C"]
    precision, recall, _, _ = _figures(tmp_path, gold, system)
    assert precision == (1 + 0) / 2
    # Recall takes each gold tuple's best system tuple, reused or not: g0 3/4 (either), g1 2/3 (s0).
    assert recall == round((3 / 4 + 2 / 3) / 2, 3)


def test_one_system_tuple_is_credited_to_one_gold_tuple_only(tmp_path: Path) -> None:
    gold = [f"{SENTENCE}\tfounded\tSteve Jobs\tApple"]
    system = [f"{SENTENCE}\t0.9\tfounded\tSteve Jobs\tApple", f"{SENTENCE}\t0.8\tfounded\tSteve Jobs\tApple"]
    result = carb.score(*_write(tmp_path, gold, system))
    # Below 0.9 the duplicate is unpaired and halves precision, so the best threshold is 0.9.
    assert (result["precision"], result["recall"], result["threshold"]) == (1.0, 1.0, 0.9)


def test_best_threshold_and_area_follow_the_confidence_ranking(tmp_path: Path) -> None:
    gold = [f"{SENTENCE}\tfounded\tSteve Jobs\tApple", f"{SENTENCE}\tfounded in\tApple\t1976"]
    system = [
        f"{SENTENCE}\t0.9\tfounded\tSteve Jobs\tApple",
        f"{SENTENCE}\t0.5\tfounded in\tApple\t1976",
        f"{SENTENCE}\t0.1\tate\tnobody\tnothing",
    ]
    result = carb.score(*_write(tmp_path, gold, system))
    assert (result["precision"], result["recall"], result["threshold"]) == (1.0, 1.0, 0.5)
    # Curve in threshold order 0.1, 0.5, 0.9 then (0, 1): (1, 2/3), (1, 1), (1/2, 1), (0, 1). Kept in
    # that order the segment from recall 1 to 1/2 starts at precision 1, so the area is 1.
    assert result["auc"] == 1.0


def test_gold_sentence_without_system_tuples_counts_against_recall(tmp_path: Path) -> None:
    other = "Wozniak left Apple in 1985 ."
    gold = [f"{SENTENCE}\tfounded\tSteve Jobs\tApple", f"{other}\tleft\tWozniak\tApple"]
    system = [f"{SENTENCE}\t0.9\tfounded\tSteve Jobs\tApple"]
    assert _figures(tmp_path, gold, system)[:2] == (1.0, 0.5)


def test_cli_reads_system_from_stdin_and_prints_the_headline(tmp_path: Path) -> None:
    gold_path, system_path = _write(
        tmp_path, [f"{SENTENCE}\tfounded\tSteve Jobs\tApple"], [f"{SENTENCE}\t0.9\tfounded\tJobs\tApple"]
    )
    finished = subprocess.run(
        [sys.executable, str(SCRIPT), "--gold", str(gold_path), "--system", "-"],
        input=system_path.read_text(encoding="utf-8"),
        capture_output=True,
        text=True,
        check=True,
    )
    # 3 of 3 system words match, 3 of 4 gold words: P 1, R 0.75, F1 6/7. The curve runs from
    # (0.75, 1) to the added (0, 1) and never reaches recall 1, so its area is 0.75.
    assert finished.stdout.splitlines()[0] == "P 1.000  R 0.750  F1 0.857  AUC 0.750"


def test_unreadable_system_file_is_a_clean_error(tmp_path: Path) -> None:
    gold_path, _ = _write(tmp_path, [f"{SENTENCE}\tfounded\tSteve Jobs\tApple"], [])
    finished = subprocess.run(
        [sys.executable, str(SCRIPT), "--gold", str(gold_path), "--system", str(tmp_path / "missing.tsv")],
        capture_output=True,
        text=True,
        check=False,
    )
    assert finished.returncode == 1
    assert "missing.tsv" in finished.stderr and "Traceback" not in finished.stderr


@pytest.mark.skipif(
    not (SHARED_CARB / "dev.openie5.tsv").exists(),
    reason=f"CaRB dev split not found at {SHARED_CARB} (expected ../shared beside the repository)",
)
def test_reproduces_carb_reference_figures_for_openie5_on_dev() -> None:
    finished = subprocess.run(
        [
            sys.executable,
            str(SCRIPT),
            "--gold",
            str(SHARED_CARB / "dev.gold.tsv"),
            "--system",
            str(SHARED_CARB / "dev.openie5.tsv"),
        ],
        capture_output=True,
        text=True,
        check=True,
    )
    # Figures of CaRB's own scorer, given in ../shared/eval/carb/README.md.
    assert finished.stdout.splitlines()[0] == "P 0.526  R 0.406  F1 0.458  AUC 0.240"
