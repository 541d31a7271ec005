"""Run the fuzzing suite (tests/test_fuzz.py) with many more examples than CI does.

Usage: ``python scripts/fuzz.py --examples 2000``. Hypothesis keeps any failing example in
``.hypothesis/`` and replays it first on the next run, in CI too.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent


def main() -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--examples", type=int, default=2000, help="examples per property (CI runs 25)")
    opts, pytest_args = parser.parse_known_args()
    env = {**os.environ, "KG_FUZZ_EXAMPLES": str(opts.examples)}
    command = [sys.executable, "-m", "pytest", "-q", "-x", str(REPO / "tests" / "test_fuzz.py"), *pytest_args]
    return subprocess.call(command, cwd=REPO, env=env)


if __name__ == "__main__":
    sys.exit(main())
