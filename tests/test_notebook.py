"""notebooks/kerman.ipynb runs top to bottom with a real Jupyter kernel and is committed without outputs."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

NOTEBOOK = Path(__file__).resolve().parent.parent / "notebooks" / "kerman.ipynb"


def _outputs(cell: dict, kind: str) -> list[dict]:
    return [o for o in cell.get("outputs", []) if kind in o.get("data", {})]


def test_notebook_runs_without_error_and_draws_its_chart_and_view():
    nbformat = pytest.importorskip("nbformat", reason="pip install -e '.[test]' installs Jupyter's nbformat")
    nbclient = pytest.importorskip("nbclient", reason="pip install -e '.[test]' installs nbclient")
    pytest.importorskip("ipykernel", reason="pip install -e '.[test]' installs the Python kernel")
    notebook = nbformat.read(NOTEBOOK, as_version=4)
    # Jupyter runs a notebook in its own folder; any error in any cell raises CellExecutionError.
    client = nbclient.NotebookClient(
        notebook, timeout=900, kernel_name="python3", resources={"metadata": {"path": str(NOTEBOOK.parent)}}
    )
    client.execute()
    cells = [c for c in notebook.cells if c.cell_type == "code"]
    errors = [o for c in cells for o in c.outputs if o.output_type == "error"]
    assert not errors
    assert any(_outputs(c, "image/png") for c in cells), "the matplotlib chart is missing"
    views = [o for c in cells for o in _outputs(c, "text/html") if "<iframe" in o["data"]["text/html"]]
    assert views and "srcdoc=" in views[-1]["data"]["text/html"], "the interactive view is not embedded"
    printed = "".join(o.get("text", "") for c in cells for o in c.outputs if o.output_type == "stream")
    assert "5 articles" in printed and "Qassem Soleimani" in printed and "bombing in Kerman" in printed


def test_committed_notebook_has_no_outputs():
    notebook = json.loads(NOTEBOOK.read_text(encoding="utf-8"))
    code = [c for c in notebook["cells"] if c["cell_type"] == "code"]
    assert code
    assert all(c["outputs"] == [] and c["execution_count"] is None for c in code), (
        "strip the outputs before committing (Jupyter: Edit > Clear Outputs of All Cells)"
    )
