"""Reading and cleaning input documents: ``.txt`` articles (files or folders, read recursively), and
JSON Lines or CSV files holding one article per record. What each article's text keeps of its page, its
headline and its date are ``kg.stories``'s.

An article read from a folder is identified by its path inside that folder without the ``.txt`` suffix
(``politics/001``), so corpora laid out in subfolders keep every article apart; a file named directly is
identified by its stem.
"""

from __future__ import annotations

import csv
import hashlib
import json
import re
import unicodedata
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, replace
from datetime import datetime
from pathlib import Path

from .config import MAX_ARTICLE_BYTES
from .errors import InputError
from .ids import slug
from .stamps import MONTH_NAME as MONTH_NAME  # kg.events reads dates in prose with these names
from .stamps import month_number as month_number
from .stories import article_date, headline, without_page_furniture
from .types import Article

# Control characters other than tab and newline are dropped: they are never meaningful in prose
# and several RDF serialisers and browsers choke on them.
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")


# Files read as one article each, and files read as one article per record.
TEXT_SUFFIX = ".txt"
RECORD_SUFFIXES = (".jsonl", ".csv")


@dataclass(frozen=True)
class Columns:
    """Field names of JSON Lines and CSV inputs: the text, and the optional id, date, title and source."""

    text: str = "text"
    id: str = "id"
    date: str = "date"
    title: str = "title"
    source: str = "source"


DEFAULT_COLUMNS = Columns()


@dataclass(frozen=True)
class InputFile:
    """One input file and the article id it gives (for record files, the prefix of generated ids)."""

    path: Path
    id: str


def _relative_id(path: Path, folder: Path) -> str:
    return path.relative_to(folder).with_suffix("").as_posix()


def find_article_files(inputs: Iterable[str | Path]) -> list[InputFile]:
    """The input files named by ``inputs`` (files, or folders searched recursively), sorted by id.

    Folders contribute their ``.txt`` files, identified by their path inside the folder; files named
    directly may also be ``.jsonl`` or ``.csv``. Raises InputError for a missing path, a folder without
    any ``.txt`` file, or two inputs that would give the same id.
    """
    found: dict[Path, InputFile] = {}
    for raw in inputs:
        path = Path(raw)
        if not path.exists():
            raise InputError(f"{path}: no such file or folder. Check the path given to kg build.")
        if path.is_dir():
            texts = sorted(p for p in path.rglob(f"*{TEXT_SUFFIX}") if p.is_file())
            if not texts:
                raise InputError(f"{path}: folder holds no .txt article. kg reads one article per .txt file.")
            for text in texts:
                found.setdefault(text.resolve(), InputFile(text, _relative_id(text, path)))
        else:
            found.setdefault(path.resolve(), InputFile(path, path.stem))
    unique = sorted(found.values(), key=lambda f: (f.id, str(f.path)))
    ids: dict[str, Path] = {}
    for item in unique:
        if item.id in ids:
            raise InputError(
                f"{item.path} and {ids[item.id]} share the article id {item.id!r}. "
                "Rename one, or give their common parent folder instead of each file or folder."
            )
        ids[item.id] = item.path
    return unique


def clean_text(text: str) -> str:
    """Normalise Unicode (NFC), line endings and control characters; keep paragraphs."""
    text = unicodedata.normalize("NFC", text.replace("\r\n", "\n").replace("\r", "\n"))
    text = text.lstrip("\ufeff")
    return _CONTROL.sub("", text).strip()


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
    title = headline(text)
    story = without_page_furniture(text, title)
    return Article(
        id=article_id or path.stem,
        text=story,
        path=str(path),
        date=article_date(text, title, story),
        title=title,
    )


def _read_bytes(path: Path) -> str:
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise InputError(f"{path}: cannot be read ({exc.strerror or exc}).") from exc
    return _decode(path, raw).lstrip("\ufeff")


def _records(path: Path) -> Iterator[tuple[str, dict]]:
    """(location, record) for every record of a JSON Lines or CSV file; location names file and line."""
    text = _read_bytes(path)
    if path.suffix.lower() == ".jsonl":
        for number, line in enumerate(text.splitlines(), start=1):
            if not line.strip():
                continue
            try:
                record = json.loads(line)
            except ValueError as exc:
                hint = "Write one JSON object per line."
                raise InputError(f"{path}:{number}: not a JSON object ({exc}). {hint}") from exc
            if not isinstance(record, dict):
                raise InputError(f"{path}:{number}: not a JSON object. One article per line.")
            yield f"{path}:{number}", record
    else:
        reader = csv.DictReader(text.splitlines(keepends=True))
        for number, row in enumerate(reader, start=2):  # line 1 is the header
            yield f"{path}:{number}", row


def _field(record: dict, name: str) -> str | None:
    value = record.get(name)
    return (str(value).strip() or None) if value is not None else None


def _iso_date(value: str, where: str, column: str) -> str:
    try:
        return datetime.fromisoformat(value.replace("Z", "+00:00")).date().isoformat()
    except ValueError as exc:
        raise InputError(
            f"{where}: {column} {value!r} is not an ISO 8601 date (e.g. 2024-01-03). "
            "Fix the value or name another field with --date-field."
        ) from exc


def read_records(
    item: InputFile, columns: Columns = DEFAULT_COLUMNS, max_bytes: int = MAX_ARTICLE_BYTES
) -> list[Article]:
    """The articles of a JSON Lines or CSV file, one per record; each is checked like a .txt article."""
    articles = []
    for number, (where, record) in enumerate(_records(item.path), start=1):
        if columns.text not in record:
            raise InputError(
                f"{where}: no {columns.text!r} field. Name the text field with --text-field, "
                f"e.g. --text-field body (fields here: {', '.join(map(str, record)) or 'none'})."
            )
        text = clean_text(str(record[columns.text] or ""))
        if not text:
            raise InputError(f"{where}: the article text is empty. Remove the record or fill its text.")
        if len(text.encode("utf-8")) > max_bytes:
            raise InputError(f"{where}: the text is too large for one article (limit {max_bytes} bytes).")
        date = _field(record, columns.date)
        if date is not None:
            date = _iso_date(date, where, columns.date)
        title = _field(record, columns.title) or headline(text)
        articles.append(
            Article(
                id=_field(record, columns.id) or f"{item.id}-{number}",
                text=text,
                path=where,
                date=date or article_date(text, title),
                title=title,
                source=_field(record, columns.source),
            )
        )
    return articles


def read_articles(
    inputs: Iterable[str | Path], columns: Columns = DEFAULT_COLUMNS, max_bytes: int = MAX_ARTICLE_BYTES
) -> list[Article]:
    """Read every article named by ``inputs``; all are checked before any is returned.

    Raises InputError naming the file (and line) of the first bad input, or two articles with one id.
    """
    articles: list[Article] = []
    for item in find_article_files(inputs):
        if item.path.suffix.lower() in RECORD_SUFFIXES:
            articles.extend(read_records(item, columns, max_bytes))
        else:
            articles.append(read_article(item.path, item.id, max_bytes=max_bytes))
    seen: dict[str, str] = {}
    for article in articles:
        if article.id in seen:
            raise InputError(
                f"{article.path} and {seen[article.id]} share the article id {article.id!r}. "
                "Give every record its own id."
            )
        seen[article.id] = article.path
    return sorted(unique_ids(articles), key=lambda a: a.id)


_CONTROL_IN_NAME = re.compile(r"[\x00-\x1f\x7f-\x9f\u2028\u2029]")


def _id_hash(article_id: str) -> str:
    return hashlib.sha1(article_id.encode("utf-8")).hexdigest()[:8]


def unique_ids(articles: list[Article]) -> list[Article]:
    """The articles with ids made unique where they would share an IRI.

    IRIs hold the ASCII slug of the id, so ``A``/``a``, ``a b``/``a_b`` and names without an ASCII
    letter or digit (``記事``, ``ニュース``) would name one article. Such ids, and ids holding control
    characters (shown as U+FFFD), get a suffix hashed from the id itself, so an id stays the same from
    build to build while its clash does.
    """
    by_slug: dict[str, int] = {}
    for article in articles:
        by_slug[slug(article.id)] = by_slug.get(slug(article.id), 0) + 1
    unique = []
    for article in articles:
        # A line break or other control character in a file name would break CSV rows and terminals.
        shown = _CONTROL_IN_NAME.sub("\ufffd", article.id)
        lossy = (
            shown != article.id or not re.search(r"[A-Za-z0-9]", article.id) or by_slug[slug(article.id)] > 1
        )
        unique.append(replace(article, id=f"{shown}-{_id_hash(article.id)}") if lossy else article)
    seen: dict[str, str] = {}
    for article in unique:
        other = seen.setdefault(slug(article.id), article.path)
        if other != article.path:
            raise InputError(
                f"{other} and {article.path} would share the article id {article.id!r}. Rename one."
            )
    return unique
