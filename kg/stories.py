"""A flattened web page read as a story: its headline (``headline``), its text without the page around it
(``without_page_furniture``) and the day it was published (``article_date``).

Split out of ``kg.articles``, which reads files and records and asks these of each article's text. Takes
and gives plain strings; the page's furniture is cut by the modules it names (``kg.furniture``,
``kg.lead_headers``, ``kg.wire_furniture``, ``kg.run_ins``, ``kg.section_headings``, ``kg.repeats``) and
its dates read by ``kg.stamps``.
"""

from __future__ import annotations

import re

from .furniture import (
    with_run_in_sentences_apart,
    without_credits,
    without_linked_headlines,
    without_posts,
    without_related_box,
)
from .lead_headers import page_header
from .repeats import without_repeats
from .run_ins import (
    with_repeated_openings_apart,
    with_restated_headings_apart,
    with_stamp_apart,
    without_lead_tags,
)
from .section_headings import with_capital_headings_apart, with_section_headings_apart
from .stamps import calendar_date, lead_stamp_date, page_stamp, without_page_stamp
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
