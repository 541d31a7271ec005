"""Reading and cleaning input documents: files or folders of UTF-8 ``.txt`` articles."""

from __future__ import annotations

import hashlib
import re
import unicodedata
from collections.abc import Iterable
from datetime import datetime
from pathlib import Path

from .config import MAX_ARTICLE_BYTES
from .errors import InputError
from .ids import slug
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


def _decode(path: Path, raw: bytes) -> str:
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        if raw[:2] in (b"\xff\xfe", b"\xfe\xff") or raw[:200].count(0) > len(raw[:200]) // 4:
            fix = "It looks like UTF-16: convert it with `iconv -f utf-16 -t utf-8`."
        else:
            fix = "Convert it from its encoding, e.g. `iconv -f latin1 -t utf-8` for Western European text."
        raise InputError(
            f"{path}: not valid UTF-8 (byte 0x{raw[exc.start]:02x} at offset {exc.start}). {fix}"
        ) from exc


def read_article(
    path: str | Path, article_id: str | None = None, max_bytes: int = MAX_ARTICLE_BYTES
) -> Article:
    """Read one article file; its id is ``article_id``, by default the file stem.

    Raises InputError for unreadable, non-UTF-8, empty files and files over ``max_bytes``.
    """
    path = Path(path)
    try:
        size = path.stat().st_size
        if size > max_bytes:
            raise InputError(
                f"{path}: {size} bytes is too large for one article (limit {max_bytes}). "
                "Split it into one article per file, or raise the limit with --max-bytes."
            )
        raw = path.read_bytes()
    except OSError as exc:
        raise InputError(f"{path}: cannot be read ({exc.strerror or exc}).") from exc
    text = clean_text(_decode(path, raw))
    if not text:
        raise InputError(f"{path}: the file is empty. Remove it or give it the article text.")
    return Article(id=article_id or path.stem, text=text, path=str(path), date=publication_date(text))


_CONTROL_IN_NAME = re.compile(r"[\x00-\x1f\x7f-\x9f\u2028\u2029]")


def _stem_hash(stem: str) -> str:
    return hashlib.sha1(stem.encode("utf-8")).hexdigest()[:8]


def article_ids(paths: Iterable[Path]) -> dict[Path, str]:
    """The article id of each file: its stem, made unique where stems would share an IRI.

    IRIs hold the ASCII slug of the id, so ``A``/``a``, ``a b``/``a_b`` and names without an ASCII
    letter or digit (``記事``, ``ニュース``) would name one article. Such stems, and stems holding control
    characters (shown as U+FFFD), get a suffix hashed from the stem itself, so an id stays the same from
    build to build while its clash does.
    """
    paths = list(paths)
    by_slug: dict[str, list[Path]] = {}
    for path in paths:
        by_slug.setdefault(slug(path.stem), []).append(path)
    ids = {}
    for path in paths:
        stem = path.stem
        # A line break or other control character in a file name would break CSV rows and terminals.
        shown = _CONTROL_IN_NAME.sub("\ufffd", stem)
        lossy = shown != stem or not re.search(r"[A-Za-z0-9]", stem) or len(by_slug[slug(stem)]) > 1
        ids[path] = f"{shown}-{_stem_hash(stem)}" if lossy else stem
    seen: dict[str, Path] = {}
    for path, article_id in ids.items():
        other = seen.setdefault(slug(article_id), path)
        if other != path:
            raise InputError(f"{other} and {path} would share the article id {article_id!r}. Rename one.")
    return ids


def read_articles(inputs: Iterable[str | Path], max_bytes: int = MAX_ARTICLE_BYTES) -> list[Article]:
    """Read every article named by ``inputs``; all are checked before any is returned."""
    ids = article_ids(find_article_files(inputs))
    return [read_article(path, article_id, max_bytes=max_bytes) for path, article_id in ids.items()]
