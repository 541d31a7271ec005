"""Shared fixtures: the real spaCy model is loaded once per test session; under CI a skip fails (ci_skips)."""

from __future__ import annotations

import gc
from pathlib import Path

import pytest
from ci_skips import pytest_runtest_makereport  # noqa: F401  (the hook: under CI a skip fails)

REPO = Path(__file__).resolve().parent.parent
SAMPLE = REPO / "examples" / "kerman-2024"


@pytest.fixture(scope="session")
def nlp():
    from kg.extract.nlp import load_model

    return load_model()


@pytest.fixture(scope="session")
def sample_dir() -> Path:
    return SAMPLE


@pytest.fixture(scope="session")
def built_sample(tmp_path_factory) -> Path:
    """`kg build` of the sample corpus in every RDF format, once per session (real model)."""
    from kg.pipeline import build

    out = tmp_path_factory.mktemp("kerman-build")
    build([SAMPLE], out, formats=("turtle", "ntriples", "trig", "jsonld"), progress=None)
    return out


@pytest.fixture
def collector_on():
    """Python's cycle collector on for the test, put back as it was after."""
    was = gc.isenabled()
    gc.enable()
    yield
    if not was:
        gc.disable()
