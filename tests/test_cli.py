"""The CLI is a thin layer: every command has help text and is documented in the README."""

from __future__ import annotations

import argparse
from pathlib import Path

import pytest

from kg.cli import main, make_parser

README = Path(__file__).resolve().parent.parent / "README.md"


def _commands() -> dict[str, argparse.ArgumentParser]:
    parser = make_parser()
    action = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    return dict(action.choices)


@pytest.mark.parametrize("name", sorted(_commands()))
def test_every_command_has_help_and_appears_in_readme(name: str) -> None:
    sub = _commands()[name]
    assert sub.description and len(sub.description) > 20
    assert f"kg {name}" in README.read_text(encoding="utf-8")


def test_unknown_option_value_is_rejected_by_argparse(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exc:
        main(["build", "x", "--out", "y", "--format", "rdfxml"])
    assert exc.value.code == 2
    assert "invalid choice" in capsys.readouterr().err


def test_bad_base_iri_is_a_clean_error(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "a.txt").write_text("Text.", encoding="utf-8")
    code = main(["build", str(tmp_path), "--out", str(tmp_path / "out"), "--base", "not an iri"])
    assert code == 2
    assert "--base" in capsys.readouterr().err
    assert not (tmp_path / "out").exists()


def test_version_prints_the_package_version(capsys: pytest.CaptureFixture[str]) -> None:
    from importlib.metadata import version

    with pytest.raises(SystemExit) as exc:
        main(["--version"])
    assert exc.value.code == 0
    assert capsys.readouterr().out == f"kg {version('kg')}\n"
