"""Dates a web page prints by hand: the stamp before or inside its lead ("AFP Tuesday 5 Jul 2016", "Posted on
April 19 2017"), and the English month names and calendar dates they are written with. ``kg.articles``
cuts the stamps from the story and reads the article's date from them; ``kg.lead_headers`` cuts the
headline's repeat with the wire credit and stamp after it.
"""

from __future__ import annotations

import re
from datetime import datetime

from .resources import read_tsv

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


def calendar_date(day: str, month: str, year: str) -> str | None:
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
        return calendar_date(day, month, year)
    return calendar_date(
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
WIRE_CREDITS = "|".join(re.escape(row["word"]) for row in read_tsv("wire-credits.tsv"))
_WIRE_CREDIT = rf"\b(?:{WIRE_CREDITS})"
_LABEL = r"(?i:(?:date\s+of\s+publication|published|posted|(?:last\s+)?updated|date)(?:\s+(?:on|at))?:?)"
_STAMP_LABEL = re.compile(
    rf"^{_BLANK}*(?:{_WIRE_CREDIT}{_BLANK}+)?{_LABEL}{_BLANK}*$|^{_BLANK}*{_WIRE_CREDIT}{_BLANK}*$"
)
# A wire credit later in its line ("... says monitoring group AFP Friday 23 Aug 2013 A suicide bombing")
# makes a stamp only with a weekday before the date or a new sentence or a figure after it. kg.lead_headers
# reads the same credit before the stamp after a headline's repeat.
CREDIT_BEFORE = re.compile(rf"{_WIRE_CREDIT}{_BLANK}+(?:{_LABEL}{_BLANK}*)?$|{_WIRE_CREDIT}{_BLANK}*$")
# A line that may stand between the headline and a stamp on the next line: a byline or a wire credit.
_BYLINE = re.compile(rf"{_BLANK}*(?:By{_BLANK}[^\n]{{1,80}}|{_WIRE_CREDIT}){_BLANK}*\r?\n")
# A stamp that opens the lead stands apart when a new sentence or a figure follows it, or it is a paragraph
# of its own: "5 July 2016 is a day we will never forget" is a sentence that opens with a date. Right after
# the headline (or a byline or wire credit under it) a line of its own will do ("Headline\n\n5 July 2016\nA
# bomber ..."), unless a later line opens with a date too: "15 March 2011\nProtests erupt in Deraa" over
# more such entries is a timeline. The second paragraph of a page without a headline needs a blank line. A
# label the page prints after it, a lower-case word and a colon ("09-07-2014 title: <headline>"), is no
# sentence.
_APART_AFTER = re.compile(rf"{_BLANK}*(?:$|\r?\n{_BLANK}*\r?\n|[A-Z\d]|[a-z]+:(?!\S))")
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
        day = calendar_date(*_parts(found))
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
        credited = CREDIT_BEFORE.search(line) and (weekday or _APART_AFTER.match(opening, end))
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
