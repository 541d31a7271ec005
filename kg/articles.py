"""Reading and cleaning input documents: files or folders of UTF-8 ``.txt`` articles."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from datetime import datetime
from pathlib import Path

from .config import MAX_ARTICLE_BYTES
from .errors import InputError
from .types import Article

# Publication-date lines that news sites put at the top of an article ("Published: 03 JAN 24 07:58 ET").
_DATELINE = re.compile(
    r"(?:Originally\s+)?Published:?\s*(\d{1,2})\s+([A-Za-z]{3})[a-z]*\.?\s+(\d{2,4})", re.IGNORECASE
)
_MONTHS = {
    m: i
    for i, m in enumerate(
        ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"), start=1
    )
}
# Control characters other than tab and newline are dropped: they are never meaningful in prose
# and several RDF serialisers and browsers choke on them.
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")


def find_article_files(inputs: Iterable[str | Path]) -> list[Path]:
    """Return the ``.txt`` files named by ``inputs`` (files, or folders searched recursively), sorted.

    Raises InputError for a missing path or a folder without any ``.txt`` file.
    """
    files: list[Path] = []
    for raw in inputs:
        path = Path(raw)
        if not path.exists():
            raise InputError(f"{path}: no such file or folder. Check the path given to kg build.")
        if path.is_dir():
            found = sorted(p for p in path.rglob("*.txt") if p.is_file())
            if not found:
                raise InputError(f"{path}: folder holds no .txt article. kg reads one article per .txt file.")
            files.extend(found)
        else:
            files.append(path)
    unique = sorted(set(files), key=lambda p: (p.stem, str(p)))
    stems: dict[str, Path] = {}
    for p in unique:
        if p.stem in stems:
            raise InputError(
                f"{p} and {stems[p.stem]} share the article id {p.stem!r} (the file stem). Rename one."
            )
        stems[p.stem] = p
    return unique


def clean_text(text: str) -> str:
    """Normalise Unicode (NFC), line endings and control characters; keep paragraphs."""
    text = unicodedata.normalize("NFC", text.replace("\r\n", "\n").replace("\r", "\n"))
    text = text.lstrip("\ufeff")
    return _CONTROL.sub("", text).strip()


def publication_date(text: str) -> str | None:
    """Return the ISO date of a ``Published: 03 JAN 24`` style line near the top, if any."""
    match = _DATELINE.search(text[:600])
    if not match:
        return None
    day, month, year = match.groups()
    month_number = _MONTHS.get(month[:3].lower())
    if month_number is None:
        return None
    year_number = int(year) + (2000 if len(year) == 2 else 0)
    try:
        return datetime(year_number, month_number, int(day)).date().isoformat()
    except ValueError:
        return None


# A headline is at most this many words; a longer first line is the lead paragraph (as in wire copy).
_HEADLINE_MAX_WORDS = 25


def headline(text: str) -> str | None:
    """The article's title: its first line when a blank line follows it and it reads as a headline.

    A headline is short and does not end like a sentence; a dateline ("Published: 03 JAN 24") is not one.
    """
    first, sep, rest = text.partition("\n")
    first = first.strip()
    if not sep or not rest.lstrip(" \t").startswith("\n"):
        return None
    if not first or len(first.split()) > _HEADLINE_MAX_WORDS or first[-1] in ".!;:":
        return None
    if _DATELINE.search(first):
        return None
    return first


def read_article(path: str | Path) -> Article:
    """Read one article file; the file stem is its id.

    Raises InputError for unreadable, non-UTF-8, oversized or empty files.
    """
    path = Path(path)
    try:
        size = path.stat().st_size
        if size > MAX_ARTICLE_BYTES:
            raise InputError(
                f"{path}: {size} bytes is too large for one article (limit {MAX_ARTICLE_BYTES}). "
                "Split it into one article per file."
            )
        raw = path.read_bytes()
    except OSError as exc:
        raise InputError(f"{path}: cannot be read ({exc.strerror or exc}).") from exc
    try:
        decoded = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise InputError(
            f"{path}: not valid UTF-8 (byte 0x{raw[exc.start]:02x} at offset {exc.start}). "
            "Convert it, e.g. `iconv -f latin1 -t utf-8`."
        ) from exc
    text = clean_text(decoded)
    if not text:
        raise InputError(f"{path}: the file is empty. Remove it or give it the article text.")
    return Article(id=path.stem, text=text, path=str(path), date=publication_date(text), title=headline(text))


def read_articles(inputs: Iterable[str | Path]) -> list[Article]:
    """Read every article named by ``inputs``; all are checked before any is returned."""
    return [read_article(p) for p in find_article_files(inputs)]
