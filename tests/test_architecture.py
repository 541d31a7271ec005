"""The package layout: stages import downwards only, no import cycles, each stage says what it is for."""

from __future__ import annotations

import importlib
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
STAGES = ("extract", "entities", "events", "rdf", "network", "store", "view")


def lint_imports(project: Path) -> subprocess.CompletedProcess:
    """Run import-linter's contracts from ``project``'s pyproject.toml on the kg package inside it."""
    command = [
        sys.executable,
        "-c",
        "import sys; from importlinter.cli import lint_imports_command; sys.exit(lint_imports_command())",
        "--config",
        str(project / "pyproject.toml"),
        "--no-cache",
    ]
    env = {"PYTHONPATH": str(project), "PATH": "/usr/bin:/bin"}
    return subprocess.run(command, cwd=project, env=env, capture_output=True, text=True, timeout=120)


def test_import_contracts_are_kept():
    result = lint_imports(ROOT)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "0 broken" in result.stdout


@pytest.mark.parametrize(
    ("module", "line", "contract"),
    [
        ("kg/extract/phrases.py", "from ..entities import names", "Extraction never imports a later stage"),
        ("kg/entities/names.py", "from ..events import taxonomy", "Entity resolution never imports events"),
        ("kg/rdf/formats.py", "from ..view import layout", "RDF never imports the view"),
        ("kg/events/arguments.py", "from . import triggers", "No import cycles"),
    ],
)
def test_a_forbidden_import_breaks_the_contract(tmp_path, module, line, contract):
    """The contracts are live: one upward or circular import added to a copy of the code is reported."""
    shutil.copytree(ROOT / "kg", tmp_path / "kg", ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copy(ROOT / "pyproject.toml", tmp_path / "pyproject.toml")
    target = tmp_path / module
    target.write_text(target.read_text(encoding="utf-8") + f"\n{line}  # noqa\n", encoding="utf-8")
    result = lint_imports(tmp_path)
    assert result.returncode != 0
    broken = [row for row in result.stdout.splitlines() if row.endswith("BROKEN")]
    assert any(row.startswith(contract) for row in broken), result.stdout


@pytest.mark.parametrize("stage", STAGES)
def test_each_stage_says_what_it_takes_gives_and_must_not_touch(stage):
    package = importlib.import_module(f"kg.{stage}")
    doc = package.__doc__ or ""
    assert len(doc.strip().splitlines()) >= 3, f"kg/{stage}/__init__.py needs its stage docstring"
    assert "never" in doc.lower() or "only" in doc.lower(), f"kg/{stage}: say what the stage must not touch"


def test_public_imports_of_the_readme_and_notebook_still_work():
    from kg import build, load_model, read_articles  # noqa: F401
    from kg.entities import resolve_entities  # noqa: F401
    from kg.extract import extract_article  # noqa: F401
    from kg.rdf import build_graph, serialize  # noqa: F401
    from kg.store import format_result, run_query  # noqa: F401
    from kg.view import render_html  # noqa: F401


def test_importing_kg_does_not_import_spacy():
    """`kg query` and `kg view` start fast: the package root loads spaCy only when a parse needs it."""
    code = "import sys, kg, kg.extract, kg.store; print('spacy' in sys.modules)"
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert result.stdout.strip() == "False", result.stderr
