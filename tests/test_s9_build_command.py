"""`kg build` keeps the cycle collector off and matplotlib hidden while it builds, and puts both back."""

from __future__ import annotations

import gc
import importlib
import sys
from pathlib import Path

from kg import pipeline
from kg.cli import main
from kg.extract import load_model
from tests.test_scale import _outputs, _write_corpus


def _can_import_matplotlib() -> bool:
    try:
        importlib.import_module("matplotlib")
    except ImportError:
        return False
    return True


def test_kg_build_runs_without_collector_or_plotting_and_puts_both_back(
    tmp_path: Path, collector_on, monkeypatch
) -> None:
    corpus = _write_corpus(tmp_path / "in", 3)
    # loaded before: spaCy's model loader switches the collector back on (srsly's msgpack_loads)
    load_model(None)
    matplotlib_was_imported = "matplotlib" in sys.modules
    seen: dict[str, bool] = {}
    real_build = pipeline.build

    def watched(*args, **kwargs):
        result = real_build(*args, **kwargs)
        seen["collector"] = gc.isenabled()
        seen["matplotlib"] = _can_import_matplotlib()
        return result

    monkeypatch.setattr(pipeline, "build", watched)
    assert main(["build", str(corpus), "--out", str(tmp_path / "out"), "--no-cache"]) == 0
    assert seen["collector"] is False
    # hidden only when nothing had imported it: a notebook that plots keeps its matplotlib
    assert seen["matplotlib"] is matplotlib_was_imported
    assert gc.isenabled()
    assert "matplotlib" not in sys.modules or sys.modules["matplotlib"] is not None
    # and the command writes what the API writes
    pipeline.build([corpus], tmp_path / "api", progress=None, cache=False)
    assert _outputs(tmp_path / "out") == _outputs(tmp_path / "api")
