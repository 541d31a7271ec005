"""Entity resolution over the sample corpus with the real spaCy NER, scored against the dev gold."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

from kg.entities import Resolution, resolve_entities

REPO = Path(__file__).resolve().parent.parent
GOLD = REPO.parent / "shared" / "eval" / "entities-dev.yaml"


def _benchmark():
    spec = importlib.util.spec_from_file_location("entities_benchmark", REPO / "benchmarks" / "entities.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def sample(nlp, sample_dir: Path) -> Resolution:
    # The benchmark parses with kg.extract.nlp.load_model(), the cached pipeline the nlp fixture loaded.
    return resolve_entities(_benchmark().sample_extractions(sample_dir))


@pytest.mark.skipif(not GOLD.exists(), reason=f"dev gold not found at {GOLD}")
def test_sample_scores_every_dev_cluster_merged_and_no_forbidden_merge(sample: Resolution) -> None:
    result = _benchmark().score([{e.label, *e.aliases} for e in sample.entities], GOLD)
    assert result["failed"] == []
    assert result["forbidden"] == []
    assert result["merged_share"] == 1.0


def labels(resolution: Resolution) -> dict[str, str]:
    return {e.label: e.key for e in resolution.entities}


@pytest.mark.parametrize(
    ("form", "label"),
    [
        ("Kasem Soleimani", "Qassem Soleimani"),
        ("Ayatollah Khamenei", "Ali Khamenei"),
        ("U.S.", "United States"),
        ("Türkiye", "Turkey"),
        ("IRINN", "Islamic Republic of Iran News Network"),
        ("Revolutionary Guard Corps", "Islamic Revolutionary Guard Corps"),
        ("Putin", "Vladimir Putin"),
        ("Erdogan", "Recep Tayyip Erdogan"),
    ],
)
def test_sample_forms_end_in_their_canonical_entity(sample: Resolution, form: str, label: str) -> None:
    entity = next(e for e in sample.entities if e.label == label)
    assert form in entity.aliases


@pytest.mark.parametrize(
    ("a", "b"),
    [("Iran", "Iraq"), ("Hezbollah", "Kataib Hezbollah"), ("Quds Force", "Islamic Revolutionary Guard Corps"),
     ("Iran", "Iranian"), ("Hassan Nasrallah", "Hossein Amir-Abdollahian")],
)  # fmt: skip
def test_sample_keeps_distinct_entities_apart(sample: Resolution, a: str, b: str) -> None:
    keys = labels(sample)
    assert keys[a] != keys[b]


def test_sample_kinds_follow_the_majority_and_the_words(sample: Resolution) -> None:
    kinds = {e.label: e.kind for e in sample.entities}
    assert kinds["Qassem Soleimani"] == "Person"  # despite "Soleimani" tagged GPE more often than PERSON
    assert kinds["Kerman"] == "Place"
    assert kinds["Islamic Republic of Iran News Network"] == "Organization"
    iranian = next(e for e in sample.entities if e.label == "Iranian")
    assert iranian.demonym_of == labels(sample)["Iran"]
