"""The ontology tables come from the same tree as the code that reads them."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from kg.resources import checkout_ontology

REPO = Path(__file__).resolve().parents[1]


def test_checkout_reads_its_own_ontology_over_another_installed_one(tmp_path: Path) -> None:
    # An editable install of another checkout puts its kg_ontology on the path; a build run from this
    # checkout must still read this checkout's tables, or the same code gives other statements whenever
    # the other tree's tables change (a vague-speaker word added there flipped a `speaker` flag here).
    other = tmp_path / "kg_ontology"
    other.mkdir()
    (other / "__init__.py").write_text("", encoding="utf-8")
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(tmp_path), str(REPO)])}
    code = "import kg.resources as r; print(r.ontology_dir())"
    out = subprocess.run([sys.executable, "-c", code], env=env, check=True, capture_output=True, text=True)
    assert Path(out.stdout.strip()).resolve() == (REPO / "ontology").resolve()


@pytest.mark.parametrize(
    ("files", "is_checkout"),
    [
        (("pyproject.toml", "ontology/kg.ttl"), True),
        (("ontology/kg.ttl",), False),  # an unrelated folder named ontology beside site-packages/kg
        (("pyproject.toml", "ontology/other.tsv"), False),
        (("pyproject.toml",), False),
    ],
)
def test_checkout_ontology_needs_a_project_file_and_the_vocabulary(
    tmp_path: Path, files: tuple[str, ...], is_checkout: bool
) -> None:
    for name in files:
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text("", encoding="utf-8")
    expected = tmp_path / "ontology" if is_checkout else None
    assert checkout_ontology(tmp_path) == expected
