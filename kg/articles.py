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
from .furniture import without_credits, without_posts, without_related_box
from .ids import slug
from .resources import read_tsv
from .types import Article

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
_MONTHS = {
    m: i
    for i, m in enumerate(
        ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"), start=1
    )
}
# An English month name, whole or abbreviated ("Sept", "Jul"); month_number reads it. kg.events.timeexpr
# reads dates in prose with the same names.
MONTH_NAME = (
    r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?"
    r"|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)"
)
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
            return _calendar_date(day, month, year)
    return None


def _calendar_date(day: str, month: str, year: str) -> str | None:
    """``day``, ``month`` (a number or an English month name) and ``year`` (two digits mean 20xx) as an
    ISO date, or None when they name no day."""
    number = int(month) if month.isdigit() else month_number(month)
    if number is None:
        return None
    year_number = int(year) + (2000 if len(year) == 2 else 0)
    try:
        return datetime(year_number, number, int(day)).date().isoformat()
    except ValueError:
        return None


def month_number(name: str) -> int | None:
    """The number of an English month name ("Sept." -> 9), or None."""
    return _MONTHS.get(name.lower().rstrip(".")[:3])


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


# A date stamp that web pages print before the lead, glued to it on one line once the page is flattened to
# text ("Fri 07 Apr 2017 at 0914 Homs governor says ...", "Posted on April 19 2017 by ..."). Left in,
# the parser reads the stamp as part of the first sentence's subject or object.
_MONTH = r"(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?"
_LEAD_STAMP = re.compile(
    r"(?:(?:Last\s+updated(?:\s+at|\s+on)?|Updated|Published|Posted(?:\s+on)?):?\s+)?"
    r"(?:(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]*\.?,?\s+)?"
    rf"(?:\d{{1,2}}\s+{_MONTH},?\s+\d{{4}}|{_MONTH}\s+\d{{1,2}},?\s*\d{{4}}|\d{{2}}\.\d{{2}}\.\d{{4}})"
    # a time needs "at", a colon or a zone: "Wednesday 07 December 2016 135 Civilians" starts a count
    r"(?:,?\s+(?:at\s+\d{1,2}:?\d{2}|\d{1,2}:\d{2}|\d{3,4}(?=\s*(?:GMT|UTC)))"
    r"(?:\s*(?:[AP]M|ET|GMT|UTC)(?:[+-]\d{1,2})?)?)?"
    # the time of the last update in brackets ("21.05.2017(updated 2139 21.05.2017)"), or its closing
    # bracket alone where the page lost the rest
    r"(?:\s*\(updated\s+\d{3,4}\s+\d{2}\.\d{2}\.\d{4}\)|\))?"
    # the share widget some sites print next to the stamp, with the story's topic and view counts
    r"(?:\s*Get\s+short\s+URL(?:\s+Topic\s[^()]{1,80}\(\d+\))?[\d\s]*)?"
    r"\s+(?=\S)",
    re.IGNORECASE,
)
# How far into the lead a repeat of the headline may start, past a byline ("by Asharq Al-Awsat English").
_REPEAT_WITHIN = 60


def _lead_stamp(text: str, title: str | None) -> tuple[str, str, str, re.Match[str] | None]:
    """The headline paragraph, its separator, the lead, and the date stamp glued to the lead (or None).

    The stamp and the text it is glued to are on the lead's first line.
    """
    head, sep, body = text.partition("\n\n") if title else ("", "", text)
    lead = body.lstrip()
    return head, sep, lead, _LEAD_STAMP.match(lead.partition("\n")[0])


def lead_stamp_date(text: str, title: str | None) -> str | None:
    """The ISO date of the stamp glued to the lead, which ``without_page_stamp`` cuts from the text.

    Cut, the stamp no longer dates the story's "on Tuesday"; kept as the article's date, it still does.
    """
    stamp = _lead_stamp(text, title)[3]
    found = _STAMP_DATE.search(stamp.group(0)) if stamp is not None else None
    if found is None:
        return None
    if found.group("numeric"):
        # dd.mm.yyyy, as the European sites that print this form write it
        day, month, year = found.group("numeric").split(".")
        return _calendar_date(day, month, year)
    return _calendar_date(
        found.group("d1") or found.group("d2"),
        found.group("m1") or found.group("m2"),
        found.group("y1") or found.group("y2"),
    )


_STAMP_DATE = re.compile(
    rf"(?P<d1>\d{{1,2}})\s+(?P<m1>{_MONTH}),?\s+(?P<y1>\d{{4}})"
    rf"|(?P<m2>{_MONTH})\s+(?P<d2>\d{{1,2}}),?\s*(?P<y2>\d{{4}})"
    r"|(?P<numeric>\d{2}\.\d{2}\.\d{4})",
    re.IGNORECASE,
)


# How far past its headline a page prints its date stamp: after a repeated headline and a wire credit at most
# ("Motorbike bomber kills 16 outside bakery in Syrias Hasakeh AFP Tuesday 5 Jul 2016 A motorcycle ...").
STAMP_REACH = 250
# Whitespace within one line: spaces, tabs and no-break spaces, never a line break.
_BLANK = r"[^\S\r\n]"
# A full date as pages print their stamps: "5 July 2016", "July 5, 2016", "2016-07-05", and day first
# "27-07-2016" or "27.07.2016" (in prose the order of such numbers is unknown; in a stamp it is the page's).
# Blanks within a line include the no-break space pages print between day, month and year ("5\xa0July").
# Day, month and year stand on one line: a sport fixture's "Tuesday, 1 March" above its "2000 GMT"
# kick-off is no date of the year 2000.
_FULL_DATE = re.compile(
    rf"\b(?:(?P<d1>\d{{1,2}})(?:st|nd|rd|th)?{_BLANK}+(?P<m1>{MONTH_NAME})\.?,?{_BLANK}+(?P<y1>(?:1[89]|20)\d\d)"
    rf"|(?P<m2>{MONTH_NAME})\.?{_BLANK}+(?P<d2>\d{{1,2}})(?:st|nd|rd|th)?,?{_BLANK}+(?P<y2>(?:1[89]|20)\d\d)"
    r"|(?P<y3>\d{4})-(?P<m3>\d\d)-(?P<d3>\d\d)"
    r"|(?P<d4>[0-3]\d)[-.](?P<m4>[01]\d)[-.](?P<y4>(?:19|20)\d\d))\b",
    re.IGNORECASE,
)
_WEEKDAY_BEFORE = re.compile(rf"\b(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day,?{_BLANK}+$", re.IGNORECASE)
# What a page prints right before a stamp that does not open the lead: a wire credit (capitalised, so that
# "ap" or "sana" in prose is no credit), or a label ("Date of publication", "Published on", "Last updated
# at") that opens its line, alone or after a wire credit, past the headline and its repeat. A label word or
# a credit inside a sentence that goes on ("a video posted 12 May 2015", "the agreed date 25 January 2016",
# "figures as AFP updated 5 July 2016 show", "he said Reuters 5 July 2016 is") dates no page.
_WIRE_CREDIT = r"\b(?:" + "|".join(re.escape(row["word"]) for row in read_tsv("wire-credits.tsv")) + ")"
_LABEL = r"(?i:(?:date\s+of\s+publication|published|posted|(?:last\s+)?updated|date)(?:\s+(?:on|at))?:?)"
_STAMP_LABEL = re.compile(
    rf"^{_BLANK}*(?:{_WIRE_CREDIT}{_BLANK}+)?{_LABEL}{_BLANK}*$|^{_BLANK}*{_WIRE_CREDIT}{_BLANK}*$"
)
# A wire credit later in its line ("... says monitoring group AFP Friday 23 Aug 2013 A suicide bombing")
# makes a stamp only with a weekday before the date or a new sentence or a figure after it.
_CREDIT_BEFORE = re.compile(rf"{_WIRE_CREDIT}{_BLANK}+(?:{_LABEL}{_BLANK}*)?$|{_WIRE_CREDIT}{_BLANK}*$")
# A line that may stand between the headline and a stamp on the next line: a byline or a wire credit.
_BYLINE = re.compile(rf"{_BLANK}*(?:By{_BLANK}[^\n]{{1,80}}|{_WIRE_CREDIT}){_BLANK}*\r?\n")
# A stamp that opens the lead stands apart when a new sentence or a figure follows it, or it is a paragraph
# of its own: "5 July 2016 is a day we will never forget" is a sentence that opens with a date. Right after
# the headline (or a byline or wire credit under it) a line of its own will do ("Headline\n\n5 July 2016\nA
# bomber ..."), unless a later line opens with a date too: "15 March 2011\nProtests erupt in Deraa" over
# more such entries is a timeline. The second paragraph of a page without a headline needs a blank line.
_APART_AFTER = re.compile(rf"{_BLANK}*(?:$|\r?\n{_BLANK}*\r?\n|[A-Z\d])")
_LINE_AFTER = re.compile(rf"{_BLANK}*\r?\n")


def page_stamp(text: str, title: str | None = None) -> tuple[int, int, str] | None:
    """Start, end and ISO date of the date stamp a page prints in its opening, outside any sentence.

    Pages that give no machine-readable date print one by hand: "Date of publication 5 July 2016", "AFP
    Tuesday 5 Jul 2016", "27-07-2016" opening the lead. It is the day the article was published, which dates
    the story's "on Tuesday"; it is not the day of what the story tells. The span takes in a weekday before
    the date. Only the first full date of the opening counts: when it is part of a sentence ("The war,
    which began 15 March 2011", "The 21 August 2013 attack", a quote), the page printed no stamp.

    >>> page_stamp("Bomber kills 16\\n\\nDate of publication 5 July 2016 The bomber rode a motorbike")
    (37, 48, '2016-07-05')
    >>> page_stamp("Bomber kills 16\\n\\nA bomber killed 16 people on 5 July 2016 in Hasakah") is None
    True
    """
    # The search starts after the headline: "15 March 2011 The Day Syria Changed" is a title. Only the
    # lead's first line may open with a stamp; a date opening a later line heads a timeline's entry. A
    # page without a title may print a headline that ends like a sentence: its lead is the next paragraph.
    after_title = len(title) if title and text.startswith(title) else 0
    opening = text[: STAMP_REACH + after_title]
    first = len(opening) - len(opening[after_title:].lstrip())
    leads = {first}
    byline = _BYLINE.match(opening, first)
    firsts = {first, len(opening) - len(opening[byline.end() :].lstrip())} if byline else {first}
    _, sep, rest = opening.partition("\n")
    if not after_title and sep and rest.lstrip(" \t").startswith("\n"):
        leads.add(len(opening) - len(rest.lstrip()))
    for found in _FULL_DATE.finditer(opening, after_title):
        day = _calendar_date(*_parts(found))
        if day is None:
            continue
        weekday = _WEEKDAY_BEFORE.search(opening, after_title, found.start())
        start = weekday.start() if weekday else found.start()
        line = opening[max(opening.rfind("\n", 0, start) + 1, after_title) : start]
        if title and line.lstrip().startswith(title):
            line = line.lstrip()[len(title) :]  # the headline repeated before its wire credit
        end = found.end()
        opens_lead = (start in leads and _APART_AFTER.match(opening, end)) or (
            start in firsts and _LINE_AFTER.match(opening, end) and not _timeline(opening, end)
        )
        credited = _CREDIT_BEFORE.search(line) and (weekday or _APART_AFTER.match(opening, end))
        if not (opens_lead or credited or _STAMP_LABEL.search(line)):
            return None  # the first full date is the story's own
        return start, found.end(), day
    return None


def _timeline(opening: str, end: int) -> bool:
    """Whether a line of ``opening`` after ``end`` opens with a full date, as a timeline's entries do."""
    return any(
        not opening[opening.rfind("\n", 0, later.start()) + 1 : later.start()].strip()
        for later in _FULL_DATE.finditer(opening, end)
    )


def _parts(found: re.Match[str]) -> tuple[str, str, str]:
    """Day, month and year of a ``_FULL_DATE`` match, whichever of its forms matched."""
    n = next(i for i in "1234" if found.group(f"d{i}"))
    return found.group(f"d{n}"), found.group(f"m{n}"), found.group(f"y{n}")


def without_page_stamp(text: str, title: str | None) -> str:
    """``text`` without the date stamp and repeated headline that open its first paragraph, if any.

    Only a stamp glued to the lead is removed: a dateline on a line of its own is already a sentence
    apart, and ``publication_date`` reads it. The headline repeated after the stamp, and a byline
    before the repeat, go with it.
    """
    head, sep, lead, stamp = _lead_stamp(text, title)
    if stamp is None:
        return text
    rest = lead[stamp.end() :]
    if title:
        at = rest.find(title, 0, _REPEAT_WITHIN + len(title))
        if at >= 0 and (at == 0 or rest[:at].lower().startswith("by ")):
            rest = rest[at + len(title) :].lstrip(" .")
    return f"{head}{sep}{rest}" if rest else text


# The headline as the lead repeats it: without the site's trail (" - Region - World - Ahram Online").
_SITE_TRAIL = re.compile(r" - .*$")
# Fewer words between the repeat and the credit are no standfirst, which is a sentence.
_STANDFIRST_MIN_WORDS = 4


def credited_stamp(text: str, title: str | None) -> tuple[int, int, int, str] | None:
    """Where the lead's first line repeats the headline, then a wire credit and a date stamp ("Twin car
    bombs kill 25 in Syrias Homs State media AFP Wednesday 9 Apr 2014 Two car bombs killed ..."): the
    line's start, the credit's start, the stamp's end and its ISO date; None when the lead opens otherwise.

    The repeat is what tells the page's block from prose: a sentence of the story that ends on "AFP" before
    a weekday and a date does not open with the headline.
    """
    found = page_stamp(text, title) if title else None
    if found is None or title is None:
        return None
    start, end, day = found
    line = text.rfind("\n", 0, start) + 1
    credit = _CREDIT_BEFORE.search(text, line, start)
    repeat = _SITE_TRAIL.sub("", title).strip()
    if line == 0 or credit is None or not text.startswith(repeat, line):
        return None
    return line, credit.start(), end, day


def without_credited_stamp(text: str, title: str | None) -> str:
    """``text`` without the headline repeated at the start of its lead and the wire credit and stamp
    after it (``credited_stamp``). Left in, they ran into the first sentence's subject ("Syrias Homs State
    media AFP Wednesday 9 Apr 2014 Two car bombs | kill | ..."). A standfirst between the repeat and the
    credit ("... kills six says monitoring group AFP Friday 23 Aug 2013") stays, as a sentence of its own.
    """
    found = credited_stamp(text, title)
    if found is None or title is None:
        return text
    line, credit, end, _ = found
    standfirst = text[line + len(_SITE_TRAIL.sub("", title).strip()) : credit].strip()
    if len(standfirst.split()) < _STANDFIRST_MIN_WORDS:
        standfirst = ""  # the headline's own tail ("... in Aleppo NGO") or a dateline's place ("Moscow")
    rest = text[end:].lstrip(" \t")
    return text[:line] + (f"{standfirst}\n{rest}" if standfirst else rest)


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
    social-media posts, photo credits and wire datelines inside it (``kg.furniture``), and what follows
    the story's end (a source credit, related headlines, buttons, tags, the outlet's blurb).

    Furniture is cut from the end only in the second half of the text, so a story that quotes such
    words early keeps them.
    """
    text = without_credited_stamp(without_page_stamp(text, title), title)
    head, sep, body = text.partition("\n\n") if title else ("", "", text)
    caption = _LEAD_CAPTION.match(body.lstrip())
    if caption is not None:
        body = body.lstrip()[caption.end() :]
    body = without_credits(without_posts(body))
    half = len(body) // 2
    tail = body[half:]
    end = _PAGE_END.search(body, half) if any(word in tail for word in _PAGE_END_WORDS) else None
    if end is not None:
        body = body[: end.start()].rstrip()
    body = without_related_box(body)
    return f"{head}{sep}{body}" if body.strip() else text


def article_date(page: str, title: str | None, story: str | None = None) -> str | None:
    """The ISO day the article was published, as its page prints it, or None.

    ``page`` is the text as read, ``story`` the text kept of it (by default ``page`` itself). The page's
    own words are read in the order they are trusted: a "Published: 03 JAN 24" line near the top
    (``publication_date``), the stamp glued to the lead that the story no longer holds (``lead_stamp_date``),
    and a stamp printed apart in the story's opening (``page_stamp``). One reader serves the article's
    record and the event stage alike, so an article the events date by its stamp has that date published.
    """
    found = publication_date(page) or lead_stamp_date(page, title)
    if found:
        return found
    stamp = page_stamp(page if story is None else story, title)
    if stamp is None:
        # the stamp after the headline's repeat and a wire credit, which the story no longer holds
        credited = credited_stamp(page, title)
        return credited[3] if credited else None
    return stamp[2]


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
