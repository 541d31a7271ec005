"""The build's stretch without Python's cycle collector: on while it runs, put back as found after."""

from __future__ import annotations

import gc

import pytest

from kg.batch import without_cycle_collection


def test_cycle_collector_is_off_inside_and_back_on_after(collector_on) -> None:
    with without_cycle_collection():
        assert not gc.isenabled()
    assert gc.isenabled()


def test_nested_stretch_leaves_the_collector_off_until_the_outer_one_ends(collector_on) -> None:
    with without_cycle_collection():
        with without_cycle_collection():
            pass
        assert not gc.isenabled()
    assert gc.isenabled()


def test_cycle_collector_comes_back_when_a_stage_fails(collector_on) -> None:
    with pytest.raises(ValueError), without_cycle_collection():
        raise ValueError("a stage failed")
    assert gc.isenabled()


def test_a_collector_switched_off_by_the_caller_stays_off(collector_on) -> None:
    gc.disable()
    with without_cycle_collection():
        pass
    assert not gc.isenabled()
