"""Start-up costs a small build no longer pays: derived data kept on disk, heavy modules left unimported."""

from __future__ import annotations

import subprocess
import sys

import msgpack
import pytest

from kg import resources
from kg.entities import gazetteer


@pytest.fixture
def cache_dir(tmp_path, monkeypatch):
    monkeypatch.setattr(resources, "data_cache_dir", lambda: tmp_path)
    return tmp_path


def test_a_derived_table_is_derived_once_then_read_from_disk(cache_dir) -> None:
    calls: list[int] = []

    def derive() -> dict:
        calls.append(1)
        return {"ids": {"kyiv": "703448"}, "big": ["kyiv"]}

    first = resources.derived_table("t", [b"v1"], derive)
    second = resources.derived_table("t", [b"v1"], derive)
    assert first == second == {"ids": {"kyiv": "703448"}, "big": ["kyiv"]}
    assert len(calls) == 1
    assert len(list(cache_dir.glob("t-*.msgpack"))) == 1


def test_a_change_of_sources_derives_the_table_anew(cache_dir) -> None:
    assert resources.derived_table("t", [b"v1"], lambda: [1]) == [1]
    assert resources.derived_table("t", [b"v2"], lambda: [2]) == [2]
    # the v1 file is never read again, so it goes: one file per table, not one per release
    (kept,) = cache_dir.glob("t-*.msgpack")
    assert msgpack.unpackb(kept.read_bytes()) == [2]
    assert resources.derived_table("t", [b"v2"], lambda: [3]) == [2]  # read back, not derived


def test_a_kept_table_of_the_wrong_shape_is_derived_again(cache_dir) -> None:
    def fits(table) -> bool:
        return isinstance(table, dict) and "ids" in table

    resources.derived_table("t", [b"v1"], lambda: {"other": 1})  # valid MessagePack, wrong shape
    assert resources.derived_table("t", [b"v1"], lambda: {"ids": 2}, fits=fits) == {"ids": 2}
    assert resources.derived_table("t", [b"v1"], lambda: {"ids": 3}, fits=fits) == {"ids": 2}


@pytest.mark.parametrize("content", [b"", b"\xc1\xc1 not msgpack", msgpack.packb([1])[:-1] + b"\x00\x00"])
def test_a_damaged_table_file_is_derived_again_and_replaced(cache_dir, content) -> None:
    resources.derived_table("t", [b"v1"], lambda: ["good"])
    (path,) = cache_dir.glob("t-*.msgpack")
    path.write_bytes(content)
    assert resources.derived_table("t", [b"v1"], lambda: ["again"]) == ["again"]
    assert msgpack.unpackb(path.read_bytes()) == ["again"]


def test_an_unwritable_cache_folder_only_costs_the_derivation(tmp_path, monkeypatch) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    monkeypatch.setattr(resources, "data_cache_dir", lambda: blocker / "kg")
    assert resources.derived_table("t", [b"v1"], lambda: {"a": "b"}) == {"a": "b"}


def test_city_tables_read_from_disk_equal_a_fresh_derivation(cache_dir) -> None:
    gazetteer._city_tables.cache_clear()
    try:
        written = gazetteer._city_tables()
        gazetteer._city_tables.cache_clear()
        read = gazetteer._city_tables()
    finally:
        gazetteer._city_tables.cache_clear()
    assert list(cache_dir.glob("geonames-cities-*.msgpack"))
    assert read == written == gazetteer._derive_city_tables()
    # Kyiv and its older spelling name one city, and "Kyiv" is the name GeoNames gives it first
    assert read["ids"]["kiev"] == read["ids"]["kyiv"]
    assert "kyiv" in read["main"] and "kiev" not in read["main"]
    assert "damascus" in read["big"]


def test_the_view_never_imports_pyvis_network_or_ipython(built_sample, tmp_path) -> None:
    """The page takes only vis-network's files from pyvis: its Network class drags in IPython and jinja2."""
    page = tmp_path / "view.html"
    script = (
        "import sys\n"
        "from kg.view import render_file\n"
        f"render_file({str(built_sample / 'graph.ttl')!r}, {str(page)!r})\n"
        "print(sorted(m for m in ('pyvis.network', 'IPython', 'jinja2') if m in sys.modules))\n"
    )
    result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True)
    assert result.stdout.strip() == "[]"
    text = page.read_text(encoding="utf-8")
    assert "vis-network" in text and '"visNodes":[{"group":' in text
