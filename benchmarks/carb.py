"""CaRB-compatible Open IE scorer (default lenient matcher) and the `kg extract` benchmark on CaRB dev.

Score a system file against gold::

    python benchmarks/carb.py --system extractions.tsv [--gold dev.gold.tsv]
    python -m kg extract ... | python benchmarks/carb.py --system -

Run our own extractor over the dev sentences, time it and score it::

    python benchmarks/carb.py --run [--model M] [--limit N]

Gold lines are `sentence<TAB>relation<TAB>arg1<TAB>arg2...`; system lines are
`sentence<TAB>confidence<TAB>relation<TAB>arg1<TAB>arg2...`. The figures reproduce CaRB's own scorer
(Bhardwaj et al., EMNLP 2019), so they can be compared with published results.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path

from kg.errors import InputError

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
sys.path.insert(0, str(HERE))  # the scorer's module, carb_scoring.py, beside this script

from carb_scoring import (  # noqa: E402
    format_details,
    format_score,
    read_gold,
    read_system,
    score,
    score_tuples,
    sentence_key,
)

CARB_DIR = REPO.parent / "shared" / "eval" / "carb"
DEFAULT_GOLD = CARB_DIR / "dev.gold.tsv"
DEFAULT_SENTENCES = CARB_DIR / "dev.txt"


def run_extractor(sentences: Path, output: Path, model: str | None) -> float:
    """Run `python -m kg extract` in CaRB format over a sentence file; returns the wall time in seconds."""
    command = [sys.executable, "-m", "kg", "extract", str(sentences), "--format", "carb", "--pretokenized"]
    command += ["-o", str(output)]
    if model:
        command += ["--model", model]
    started = time.perf_counter()
    finished = subprocess.run(command, cwd=REPO, capture_output=True, text=True, check=False)
    elapsed = time.perf_counter() - started
    if finished.returncode != 0:
        raise InputError(
            f"`{' '.join(command[1:])}` failed with exit code {finished.returncode}:\n"
            f"{finished.stderr.strip()[-2000:]}\nfix the extractor, or score an existing file with --system"
        )
    return elapsed


def spacy_parse_seconds(sentences: list[str], model: str | None) -> float:
    """Seconds the spaCy pipeline alone takes over pre-tokenised sentences, the baseline for extraction."""
    from spacy.tokens import Doc

    from kg.extract.nlp import load_model

    nlp = load_model(model)
    started = time.perf_counter()
    for _ in nlp.pipe(Doc(nlp.vocab, words=sentence.split()) for sentence in sentences):
        pass
    return time.perf_counter() - started


def benchmark(gold_path: Path, model: str | None, limit: int | None) -> None:
    """Extract the dev sentences with `kg extract`, print the scores and the extraction speed."""
    try:
        sentences = DEFAULT_SENTENCES.read_text(encoding="utf-8").splitlines()
    except OSError as error:
        message = f"cannot read {DEFAULT_SENTENCES}: {error.strerror}; is ../shared beside the repository?"
        raise InputError(message) from error
    sentences = [sentence for sentence in sentences if sentence.strip()][:limit]
    with tempfile.TemporaryDirectory(prefix="kg-carb-") as folder:
        source, output = Path(folder) / "sentences.txt", Path(folder) / "extractions.tsv"
        # A one-sentence run measures the fixed cost (interpreter, imports, model loading), which is
        # subtracted so the rate describes extraction. The first run only warms the file cache: a cold
        # start can take longer than a whole warm run.
        source.write_text(f"{sentences[0]}\n", encoding="utf-8")
        run_extractor(source, output, model)
        start_up = run_extractor(source, output, model)
        source.write_text("".join(f"{sentence}\n" for sentence in sentences), encoding="utf-8")
        elapsed = run_extractor(source, output, model)
        system = read_system(output)
    # With --limit only the extracted sentences are scored, so recall is not diluted by the rest.
    wanted = {sentence_key(sentence) for sentence in sentences}
    gold = {key: tuples for key, tuples in read_gold(gold_path).items() if key in wanted}
    result = score_tuples(gold, system)
    print(format_score(result))
    print(format_details(result))
    count, net = len(sentences), elapsed - start_up
    parse = spacy_parse_seconds(sentences, model)
    print(f"{count} sentences: kg extract {elapsed:.2f} s wall ({count / elapsed:.1f} sentences/s)")
    print(f"spaCy parse alone {parse:.2f} s ({count / parse:.1f} sentences/s)")
    if net > 0:
        print(
            f"without ~{start_up:.2f} s start-up: {count / net:.1f} sentences/s, "
            f"{net / parse:.2f} x the spaCy parse time"
        )
    else:
        print(f"start-up ({start_up:.2f} s) exceeded the whole run: too few sentences for a net rate")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument(
        "--gold", type=Path, default=DEFAULT_GOLD, help=f"gold tuples (default {DEFAULT_GOLD})"
    )
    what = parser.add_mutually_exclusive_group(required=True)
    what.add_argument("--system", help="system extractions in CaRB tabbed format, or - for stdin")
    what.add_argument(
        "--run", action="store_true", help="run `kg extract` over the dev sentences and score it"
    )
    parser.add_argument("--model", help="spaCy model passed to `kg extract` (with --run)")
    parser.add_argument("--limit", type=int, help="extract only the first N dev sentences (with --run)")
    options = parser.parse_args(argv)
    try:
        if options.run:
            benchmark(options.gold, options.model, options.limit)
        else:
            result = score(options.gold, sys.stdin if options.system == "-" else options.system)
            print(format_score(result))
            print(format_details(result))
    except InputError as error:
        print(f"error: {error}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
