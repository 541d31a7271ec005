"""The README's console examples print what the README shows (scripts/readme_examples.py in check mode)."""

from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path

import pytest
from script_module import load_script

ROOT = Path(__file__).resolve().parent.parent


examples = load_script(ROOT / "scripts" / "readme_examples.py", "readme_examples")


@pytest.mark.store  # the README starts `oxigraph serve` and loads into it
def test_every_readme_console_example_prints_what_the_readme_shows(built_sample, tmp_path):
    # The examples run with this interpreter's bin folder first on PATH, as readme_examples does.
    search = os.pathsep.join([str(Path(sys.executable).parent), os.environ.get("PATH", "")])
    if shutil.which("oxigraph", path=search) is None:
        pytest.skip("the oxigraph server CLI is not installed (pip install oxigraph)")
    stale = examples.check(ROOT / "README.md", tmp_path, sample_build=built_sample)
    report = "\n\n".join(outcome.report() for outcome in stale)
    hint = "If the new output is right, run: python scripts/readme_examples.py --update"
    assert not stale, f"{report}\n\n{hint}"


@pytest.mark.parametrize(
    ("shown", "printed", "expected"),
    [
        (["a", "b"], ["a", "b"], True),
        (["a", "b"], ["a", "b", "c"], False),
        (["a", "..."], ["a", "b", "c"], True),
        (["a", "..."], ["a"], True),  # `...` may stand for no line at all
        (["...", "c"], ["a", "b", "c"], True),
        (["a", "...", "c", "...", "e"], ["a", "b", "c", "d", "e"], True),
        (["a", "...", "x", "..."], ["a", "b", "c"], False),
        (["b", "..."], ["a", "b"], False),
        ([], [], True),
        ([], ["printed but not shown"], False),
    ],
)
def test_an_ellipsis_line_stands_for_any_number_of_lines(shown, printed, expected):
    assert examples.matches(shown, printed) is expected


@pytest.mark.parametrize(
    ("shown", "printed", "expected"),
    [
        (["old"], ["a", "b"], ["a", "b"]),
        (["h1", "h2", "...", "t"], ["a", "b", "c", "d", "e"], ["a", "b", "...", "e"]),
        (["h", "...", "c", "...", "t"], ["a", "b", "c", "d", "e"], ["a", "...", "c", "...", "e"]),
        (["h", "...", "gone", "...", "t"], ["a", "b", "c", "d", "e"], ["a", "...", "e"]),
        (["h1", "h2", "...", "t"], ["a", "b"], ["a", "b"]),  # short enough to show whole
    ],
)
def test_update_keeps_the_readmes_elisions(shown, printed, expected):
    assert examples.refreshed(shown, printed) == expected


README_TEXT = """\
# Example

```sh
$ echo not a console block
```

```console
$ printf 'one\\ntwo\\nthree\\nfour\\n'
one
...
$ echo 'a quote
that goes on'
stale
$ echo gone
```
"""


def test_update_rewrites_stale_output_in_place_and_then_check_passes(tmp_path):
    readme = tmp_path / "README.md"
    readme.write_text(README_TEXT, encoding="utf-8")
    before = examples.run_examples(readme, tmp_path)
    assert [o.ok for o in before] == [True, False, False]
    assert examples.update_readme(readme, before) == 2
    assert all(o.ok for o in examples.run_examples(readme, tmp_path))
    text = readme.read_text(encoding="utf-8")
    assert "one\n...\n$ echo 'a quote\nthat goes on'\na quote\nthat goes on\n$ echo gone\ngone\n```" in text
    assert text.startswith("# Example\n\n```sh\n$ echo not a console block\n```")


def test_a_failing_example_reports_its_exit_status_and_error(tmp_path):
    readme = tmp_path / "README.md"
    readme.write_text("```console\n$ kg query no-such-file.ttl 'ASK {}'\n```\n", encoding="utf-8")
    [outcome] = examples.run_examples(readme, tmp_path)
    assert not outcome.ok
    assert "exit 2" in outcome.error and "no-such-file.ttl" in outcome.error
