"""The body every development entity sample's ``draw.py`` shares when it is drawn as an earlier sample was,
with its own seed (dev-s15e as dev-s14e, dev-s28e to dev-s33e and dev-s35e to dev-s52e as dev-s27e, dev-s47e
to dev-s52e with ``copies``): load the earlier sample's script by path (every sample's script is called
``draw.py``), call its ``draw`` with the new seed and the new sample's folder, and print the names when run
as a script.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Callable
    from types import ModuleType

GOLD = Path(__file__).resolve().parent


def sample_script(sample: str) -> ModuleType:
    """``benchmarks/gold/<sample>/draw.py``, loaded by path."""
    name = sample.replace("-", "_") + "_draw"
    spec = importlib.util.spec_from_file_location(name, GOLD / sample / "draw.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def drawn_like(sample: str, seed: str, own: Path, copies: bool = False) -> Callable[..., list[str]]:
    """The ``draw(extra, own, seed)`` of a sample drawn exactly as ``sample``'s was, with ``seed`` and the
    sample's own folder ``own`` as defaults. With ``copies`` (decided at session 46's end, dev-s47e on) a
    BBC file byte-identical to a named one counts as named too (``audit_draws.copies_of``); the samples
    drawn before leave it off, so their draws repeat unchanged."""
    earlier = sample_script(sample)

    def draw(extra: list[Path], own: Path = own, seed: str = seed) -> list[str]:
        result: list[str] = (
            earlier.draw(extra, own, seed, copies=True) if copies else earlier.draw(extra, own, seed)
        )
        return result

    draw.__doc__ = f"The sample drawn with ``seed`` exactly as {sample}'s was" + (
        ", a copy of a named BBC file counted as named." if copies else "."
    )
    return draw


def main(draw: Callable[..., list[str]]) -> None:
    """Print the names ``draw`` gives for the lists named on the command line."""
    for name in draw([Path(a) for a in sys.argv[1:]]):
        print(name)
