"""Reading and cleaning input documents: ``.txt`` articles (files or folders, read recursively), and
JSON Lines or CSV files holding one article per record.

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
from .furniture import (
    with_run_in_sentences_apart,
    without_credits,
    without_linked_headlines,
    without_posts,
    without_related_box,
)
from .ids import slug
from .lead_headers import page_header
from .repeats import without_repeats
from .run_ins import (
    with_repeated_openings_apart,
    with_restated_headings_apart,
    with_stamp_apart,
    without_lead_tags,
)
from .section_headings import with_capital_headings_apart, with_section_headings_apart
from .stamps import MONTH_NAME as MONTH_NAME  # kg.events reads dates in prose with these names
from .stamps import calendar_date, lead_stamp_date, page_stamp, without_page_stamp
from .stamps import month_number as month_number
from .types import Article
from .wire_furniture import without_lead_picture_label, without_wire_furniture

# Publication-date lines that news sites put at the top of an article ("Published: 03 JAN 24 07:58 ET").
# The label is capitalised or in capitals and follows no lower-case word, as a page prints it ("By Jane Doe |
# Published 3 March 2016", "*Published ...*", "Updated 4 March 2016, Published 3 March 2016"): in "a report
# published 3 March 2016 found" (a line may open with it once the prose wraps) the date is the report's.
_DATELINE = re.compile(
    r"(?<![A-Za-z])(?:Originally\s+published|(?:(?i:originally)\s+)?(?:Published|PUBLISHED)):?\s*"
    r"(\d{1,2})\s+([A-Za-z]{3})[A-Za-z]*\.?\s+(\d{2,4})"
)
# A word opening in lower case right before the label, on its line: the label is a word of a sentence.
# \Z, not $, which would also match before a final newline and so read the line above (a headline).
_AFTER_LOWER_WORD = re.compile(r"(?<![\w'’-])[a-z][\w'’-]*[^\S\n]*\Z")
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


def publication_date(text: str) -> str | None:
    """Return the ISO date of a ``Published: 03 JAN 24`` style label near the top, if any: the label is
    capitalised or in capitals and follows no lower-case word on its line."""
    head = text[:600]
    for match in _DATELINE.finditer(head):
        if not _AFTER_LOWER_WORD.search(head, 0, match.start()):
            day, month, year = match.groups()
            return calendar_date(day, month, year)
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


# Page furniture that ends the story once a web page is flattened to text: a source credit followed by
# related headlines, follow and share buttons, a tag list and comment box, an outlet describing itself,
# a gallery's buttons.
# Read as prose it gave "FOLLOW TRTWORLD / miss out on / the Latest News" and the like.
_PAGE_END = re.compile(
    r"\bSource:? [A-Z][\w-]*(?: [\w-]+){0,3} and agencies\b"
    r"|\bFOLLOW [A-Z]{3,}\b|\bFollow us on (?:Instagram|Twitter|Facebook)\b"
    r"|(?<=[.!?\"\d] )Tags (?=\w)|\bCommunity standards\s*Discussion\b"
    r"|\b(?:[A-Z][\w-]+ ){1,6}is the world'?s (?:premier|leading)\b"
    r"|\bTopic [^.]{1,80} \(\d+\) Related\b"
    # an image gallery's pager and button run together on the flattened page: "sportsmen. 12 MoreImage"
    r"|(?<=\W)(?:\d{1,3} )?MoreImage\b"
)
# Every alternative of _PAGE_END holds one of these words, so a text without them past the search's start
# has no end to cut. Looking for them first is twenty times faster than the pattern, which has no fixed
# opening to skip ahead by: 0.5 s of CPU over the 2,225 BBC articles, read again by every build.
_PAGE_END_WORDS = (
    "Source",
    "FOLLOW ",
    "Follow us on ",
    "Tags ",
    "Community standards",
    "is the world",
    "Topic ",
    "MoreImage",
)
# A photo caption the page prints before the lead, marked as an archive or file picture.
_LEAD_CAPTION = re.compile(r"[^.!?\n]{0,200}?\((?:archive|file|file photo|archive photo)\)[ \t]+(?=\S)", re.I)


def without_page_furniture(text: str, title: str | None) -> str:
    """``text`` without the web page around the story: the stamp and caption before the lead, the
    social-media posts, photo credits and wire datelines inside it (``kg.furniture``), a tag list, heading
    or date stamp run into the lead (``kg.run_ins``), what follows
    the story's end (a source credit, related headlines, buttons, tags, the outlet's blurb), and the
    passages it prints twice, a pull quote or a standfirst (``kg.repeats``).

    Furniture is cut from the end only in the second half of the text, so a story that quotes such
    words early keeps them.
    """
    text = page_header(without_page_stamp(text, title), title).story
    head, sep, body = text.partition("\n\n") if title else ("", "", text)
    caption = _LEAD_CAPTION.match(body.lstrip())
    if caption is not None:
        body = body.lstrip()[caption.end() :]
    body = without_credits(
        without_linked_headlines(without_posts(without_wire_furniture(without_lead_picture_label(body))))
    )
    body = with_stamp_apart(
        with_restated_headings_apart(with_repeated_openings_apart(without_lead_tags(body)))
    )
    body = with_capital_headings_apart(with_section_headings_apart(with_run_in_sentences_apart(body)))
    half = len(body) // 2
    tail = body[half:]
    end = _PAGE_END.search(body, half) if any(word in tail for word in _PAGE_END_WORDS) else None
    if end is not None:
        body = body[: end.start()].rstrip()
    body = without_repeats(without_related_box(body))
    return f"{head}{sep}{body}" if body.strip() else text


def article_date(page: str, title: str | None, story: str | None = None) -> str | None:
    """The ISO day the article was published, as its page prints it, or None.

    ``page`` is the text as read, ``story`` the text kept of it (by default ``page`` itself). The page's
    own words are read in the order they are trusted: a "Published: 03 JAN 24" line near the top
    (``publication_date``), the stamp glued to the lead that the story no longer holds (``lead_stamp_date``),
    the stamp in the header after the headline's repeat, also cut from the story (``page_header``, the
    matcher that cuts it), and a stamp printed apart in the story's opening (``page_stamp``). One reader
    serves the article's record and the event stage alike, so an article the events date by its stamp has
    that date published.
    """
    found = publication_date(page) or lead_stamp_date(page, title)
    if found:
        return found
    # the stamp in the page's header glued to the lead, which the story no longer holds
    header = page_header(without_page_stamp(page, title), title).date
    if header:
        return header
    stamp = page_stamp(page if story is None else story, title)
    return stamp[2] if stamp else None


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
