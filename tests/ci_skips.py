"""Under CI a skipped test is a failure: CI installs every component, so a skip means a test never ran.

On a developer's machine a missing browser or server still skips with its install hint. CI is recognised
by the ``CI`` environment variable that CI services set (``CI=true``); ``.ci/run`` sets it too.
"""

from __future__ import annotations

import os
from collections.abc import Iterator

import pytest


def running_in_ci() -> bool:
    """True when the ``CI`` environment variable is set to anything but an empty, 0 or false value."""
    return os.environ.get("CI", "").strip().lower() not in ("", "0", "false", "no")


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo) -> Iterator[None]:
    outcome = yield
    report = outcome.get_result()
    if not (report.skipped and running_in_ci()) or hasattr(report, "wasxfail"):
        return
    reason = report.longrepr[2] if isinstance(report.longrepr, tuple) else str(report.longrepr)
    reason = reason.removeprefix("Skipped: ")
    report.outcome = "failed"
    report.longrepr = (
        f"skipped under CI=true, which counts as a failure: {reason}\n"
        "CI must install every component the tests need (scripts/test.sh does); "
        "unset CI to let a developer's machine skip it."
    )
