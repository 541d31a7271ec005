"""An ontology table whose header lost a column fails with a message naming the table and the column."""

from __future__ import annotations

from pathlib import Path

import pytest

from kg import resources
from kg.errors import KGError
from kg.extract import descriptions


def test_a_renamed_column_names_the_table_and_the_column(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "office-phrases.tsv").write_text("# offices\nname\nhome secretary\n", encoding="utf-8")
    monkeypatch.setattr(resources, "ontology_dir", lambda: tmp_path)
    with pytest.raises(KGError, match=r"'office-phrases.tsv' has no column 'phrase'.*\(name\)"):
        resources.read_tsv("office-phrases.tsv", ["phrase"])


def test_a_table_with_its_columns_reads_its_rows(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "office-phrases.tsv").write_text("# offices\nphrase\nhome secretary\n", encoding="utf-8")
    monkeypatch.setattr(resources, "ontology_dir", lambda: tmp_path)
    assert resources.read_tsv("office-phrases.tsv", ["phrase"]) == [{"phrase": "home secretary"}]


def test_the_shipped_tables_have_the_columns_extraction_reads() -> None:
    descriptions.office_titles.cache_clear()
    assert "home secretary" in descriptions.office_titles()
    assert "prime minister" in descriptions.office_titles()


def test_titles_have_one_reader_that_names_its_columns(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "titles.tsv").write_text("# titles\ntitle\tsort\nprime minister\toffice\n", encoding="utf-8")
    monkeypatch.setattr(resources, "ontology_dir", lambda: tmp_path)
    resources.title_rows.cache_clear()
    try:
        with pytest.raises(KGError, match=r"'titles.tsv' has no column 'kind'"):
            resources.title_rows()
    finally:
        resources.title_rows.cache_clear()
    monkeypatch.undo()
    assert ("prime minister", "office") in resources.title_rows()
    assert ("ayatollah", "honorific") in resources.title_rows()


@pytest.mark.parametrize(
    ("header", "column", "missing"),
    [("term\tkind", "word", "word"), ("word\tsort", "word", "kind"), ("word\tkind", "noun", "noun")],
)
def test_a_kind_table_with_a_renamed_column_names_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, header: str, column: str, missing: str
) -> None:
    """words_of_kind checks the header for the kind column and the column it reads, so a renamed one fails
    with the table's name, not with a KeyError from the first row."""
    (tmp_path / "kinds.tsv").write_text(f"# words\n{header}\ncame\tspan\n", encoding="utf-8")
    monkeypatch.setattr(resources, "ontology_dir", lambda: tmp_path)
    resources.words_of_kind.cache_clear()
    try:
        with pytest.raises(KGError, match=rf"'kinds.tsv' has no column '{missing}'"):
            resources.words_of_kind("kinds.tsv", "span", column)
    finally:
        resources.words_of_kind.cache_clear()
