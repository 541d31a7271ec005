"""Shared fixtures: the real spaCy model is loaded once per test session."""

from __future__ import annotations

from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
SAMPLE = REPO / "examples" / "kerman-2024"


@pytest.fixture(scope="session")
def nlp():
    from kg.nlp import load_model

    return load_model()


@pytest.fixture(scope="session")
def sample_dir() -> Path:
    return SAMPLE
