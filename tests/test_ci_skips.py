"""Under CI=true a test that would skip for a missing component fails; elsewhere it still skips."""

from __future__ import annotations

from pathlib import Path

import ci_skips
import pytest

pytest_plugins = ["pytester"]

INNER_TESTS = """
import pytest

@pytest.fixture
def server():
    pytest.skip("the server CLI is not installed")

@pytest.mark.store
def test_needs_a_server(server):
    pass

@pytest.mark.skipif(True, reason="chromium not installed")
def test_needs_a_browser():
    pass

def test_imports_a_missing_module():
    pytest.importorskip("no_such_module_for_kg_tests")

@pytest.mark.xfail(reason="a known bug")
def test_known_bug():
    assert False

def test_plain():
    pass
"""


@pytest.fixture
def inner(pytester: pytest.Pytester) -> pytest.Pytester:
    pytester.makeconftest(Path(ci_skips.__file__).read_text(encoding="utf-8"))
    pytester.makepyfile(test_inner=INNER_TESTS)
    return pytester


# A skip in a fixture or skipif marker happens at setup, so it fails as an error; in the body as a failure.
@pytest.mark.parametrize(
    ("ci", "expected"),
    [
        ("true", {"errors": 2, "failed": 1, "passed": 1, "xfailed": 1}),
        ("1", {"errors": 2, "failed": 1, "passed": 1, "xfailed": 1}),
        ("", {"skipped": 3, "passed": 1, "xfailed": 1}),
        ("false", {"skipped": 3, "passed": 1, "xfailed": 1}),
    ],
)
def test_a_skip_fails_under_ci_and_skips_elsewhere(inner, monkeypatch, ci, expected):
    monkeypatch.setenv("CI", ci)
    result = inner.runpytest("-p", "no:cacheprovider")
    result.assert_outcomes(**expected)


def test_the_failure_names_the_missing_component(inner, monkeypatch):
    monkeypatch.setenv("CI", "true")
    result = inner.runpytest("-p", "no:cacheprovider")
    result.stdout.fnmatch_lines(["*skipped under CI=true*the server CLI is not installed*"])
    result.stdout.fnmatch_lines(["*skipped under CI=true*chromium not installed*"])
