"""The page's header glued to the top of a story's lead: the headline repeated with no line break after
it, followed by the wire's credit and the page's date stamp in either order ("Twin car bombs kill 25 in
Syrias Homs State media AFP Wednesday 9 Apr 2014 Two car bombs ...", "Ten civilians killed in airstrike
in Raqqa 21 November 2016 SANA Aircraft of the coalition committed ...", "... Fri Sep 30 2016 102138
Warplanes of ..."), a credit alone ("SANA One civilian was killed"), or a share widget's block.
``page_header`` is the one matcher: ``kg.stories`` takes both the story and the article's date from it.

Read as prose, the repeat became the first sentence's subject ("Ten civilians | commit | a new massacre"),
or ran into a report's object, and the credit into its subject ("Aleppo SANA-Terrorist organizations").
Takes and gives plain strings; of kg it reads only ontology tables (``ontology/lead-header-words.tsv``,
``ontology/wire-credits.tsv``). The cut is made before parsing, as kg/furniture.py's are.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from .furniture import MONTH
from .resources import words_of_kind
from .stamps import CREDIT_BEFORE, WIRE_CREDITS, calendar_date, page_stamp

_TABLE = "lead-header-words.tsv"
# A stamp after the repeat: "21 November 2016", "Friday 15 Aug 2014", or a clock's "Fri Sep 30 2016 102138"
# (left at the top, it ran into the subject: "Sep 30 2016 102138 Warplanes of Syrian Air Force | be | SyAAF").
_WEEKDAY = r"(?:(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]{{0,6}}\.?[ \t]+)?"
_STAMP = (
    r"(?:" + _WEEKDAY + r"(?P<day>\d{{1,2}})[ \t]+(?P<month>{month})[ \t]+(?P<year>(?:19|20)\d\d)"
    r"|" + _WEEKDAY + r"(?P<clock_month>{month})[ \t]+"
    r"(?P<clock_day>\d{{1,2}}),?[ \t]+(?P<clock_year>(?:19|20)\d\d)(?:[ \t]+\d{{4,6}}\b)?)[ \t]+"
)
# A wire credit with a place or two before it ("Aleppo SANA", "State media AFP"), as a header prints it
# after the stamp or alone; a credit before the stamp is ``kg.stamps.CREDIT_BEFORE``.
_PLACED_CREDIT = r"(?:[A-Z][\w-]*[ \t]+){{0,2}}(?:{credits})"
# What may follow the repeat: a stamp, then a placed credit; a bare repeat is then followed by a word that
# opens a sentence, never one that carries the headline on (``_continues``).
_AFTER_REPEAT = (
    r"[ \t]*(?:{stamp})?"
    r"(?P<credit>" + _PLACED_CREDIT + r"(?:[ \t]*-[ \t]*|[ \t]+))?"
    r"(?=[A-Z\d\"\u201c])"
)
# A credit alone at the top of the lead is the page's only before a dash or a sentence's opening word: a
# credit before a capitalised word is a name's first word ("Reuters Group", "AP Moller-Maersk").
_CREDIT_ALONE = _PLACED_CREDIT + r"(?:[ \t]*-[ \t]*(?=[A-Z\d\"\u201c])|[ \t]+(?={opens}))"
# A title the site cut short leaves the repeat's last word, an abbreviation before the story's opener:
# "... kills six Syrian state TV A bomb blast killed ..." under the title "... kills six Syrian state".
_STRAY = r"[ \t]+[A-Z]{{2,4}}(?=[ \t]+(?:{opens}))"
# The picture credit, section, time, date and share widget a page prints above its lead, after the
# headline's repeat ("REUTERS Jane Roe Middle East 1730 28.04.2017Get short URL Topic ... (180) 0 54 The
# Kurdish-led ..."): the widget's words are the anchor. Read as prose it gave "Roe | say" of a
# photographer named Said.
_SHARE_HEADER = (
    r"[ \t]*(?:[-\w.]+[ \t]+){{0,10}}?(?:\d{{3,4}}[ \t]+)?"
    r"(?:(?P<day>\d\d)\.(?P<month>\d\d)\.(?P<year>(?:19|20)\d\d))?(?:\({updated}[^)\n]{{0,40}}\))?"
    r"[ \t]*{share}(?:[ \t]+{topic}[ \t][^()\n]{{1,80}}\(\d+\))?[\d \t]*(?=[A-Z\"\u201c])"
)
# The headline as the lead repeats it: without the site's trail (" - Region - World - Ahram Online").
SITE_TRAIL = re.compile(r" - .*$")
# A repeat is a headline of a few words at least: a one- or two-word title may open a sentence by chance.
_REPEAT_MIN_WORDS = 3


def _alternatives(kind: str) -> str:
    """The words of one kind of ``lead-header-words.tsv`` as a regex alternation."""
    return "|".join(re.escape(word) for word in words_of_kind(_TABLE, kind))


@lru_cache(maxsize=1)
def _patterns() -> tuple[re.Pattern[str], re.Pattern[str], re.Pattern[str], re.Pattern[str], re.Pattern[str]]:
    """The compiled header patterns: after the repeat, a credit alone, a stray word, the share block, and
    a continuation word."""
    credits = WIRE_CREDITS
    opens = rf"(?:{_alternatives('opener')})\b|\d|[\"\u201c]"
    stamp = _STAMP.format(month=MONTH)
    return (
        re.compile(_AFTER_REPEAT.format(stamp=stamp, credits=credits)),
        re.compile(_CREDIT_ALONE.format(credits=credits, opens=opens)),
        re.compile(_STRAY.format(opens=opens)),
        re.compile(
            _SHARE_HEADER.format(
                updated=_alternatives("updated"),
                share=_alternatives("share"),
                topic=_alternatives("topic"),
            )
        ),
        re.compile(rf"(?:{_alternatives('continuation')}|{MONTH})\b"),
    )


def _repeat_end(body: str, title: str | None) -> int:
    """Where the headline's repeat at the top of ``body`` ends, with the site's trail or without it
    ("... Kill 3 Civilians - Reports"), or 0 when the lead does not open with it."""
    title = (title or "").strip()
    for repeat in (title, SITE_TRAIL.sub("", title).strip()):
        if len(repeat.split()) >= _REPEAT_MIN_WORDS and body.startswith(repeat):
            return len(repeat)
    return 0


def _lead_header(body: str, title: str | None) -> re.Match[str] | None:
    """The page's header glued to the top of ``body`` (the lead onwards): the headline's repeat run into
    the first sentence with the stamp and credit after it, a credit alone, or the share widget's block;
    None when the lead opens otherwise. Its end is where the story starts; ``_header_date`` reads its
    stamp's date."""
    after, alone, stray, share_header, continues = _patterns()
    at = _repeat_end(body, title)
    share = share_header.match(body, at)
    if share is not None:
        return share
    if not at:
        return alone.match(body)
    found = after.match(body, at)
    if found is None or found.end() == at:
        return None  # "Headline\nStory" is apart already; "Headline of the day" goes on
    if found.group("credit") or _header_date(found) is not None:
        return found
    # a bare repeat: the story opens after it, unless what follows carries the headline on
    return stray.match(body, at) or (None if continues.match(body, found.end()) else found)


def _header_date(found: re.Match[str]) -> tuple[str, str, str] | None:
    """The day, month and year of the stamp in a ``_lead_header`` match, or None when it has none."""
    for prefix in ("", "clock_"):
        if prefix + "day" in found.re.groupindex and found.group(prefix + "day"):
            return found.group(prefix + "day"), found.group(prefix + "month"), found.group(prefix + "year")
    return None


# Fewer words between the repeat and the credit are no standfirst, which is a sentence.
_STANDFIRST_MIN_WORDS = 4


def _credited_stamp(text: str, title: str | None) -> tuple[int, int, int, int, str] | None:
    """Where the lead's first line repeats the headline, then a wire credit and a date stamp ("Twin car
    bombs kill 25 in Syrias Homs State media AFP Wednesday 9 Apr 2014 Two car bombs killed ..."): the
    line's start, the repeat's end, the credit's start, the stamp's end and its ISO date; None when the
    lead opens otherwise.

    The repeat is what tells the page's block from prose: a sentence of the story that ends on "AFP" before
    a weekday and a date does not open with the headline. It is read as for a stamp then a credit
    (``_repeat_end``); the stamp and the credit before it are the ones ``kg.stamps.page_stamp`` reads.
    """
    found = page_stamp(text, title) if title else None
    if found is None or title is None:
        return None
    start, end, day = found
    line = text.rfind("\n", 0, start) + 1
    credit = CREDIT_BEFORE.search(text, line, start)
    repeated = _repeat_end(text[line:start], title)
    if line == 0 or credit is None or not repeated:
        return None
    return line, line + repeated, credit.start(), end, day


def _without_credited_stamp(text: str, found: tuple[int, int, int, int, str]) -> str:
    """``text`` without the headline repeated at the start of its lead and the wire credit and stamp
    after it (``found``, a ``_credited_stamp``). Left in, they ran into the first sentence's subject ("Syrias
    Homs State media AFP Wednesday 9 Apr 2014 Two car bombs | kill | ..."). A standfirst between the repeat
    and the credit ("... kills six says monitoring group AFP Friday 23 Aug 2013") stays, as a sentence of
    its own.
    """
    line, repeated, credit, end, _ = found
    standfirst = text[repeated:credit].strip()
    if len(standfirst.split()) < _STANDFIRST_MIN_WORDS:
        standfirst = ""  # the headline's own tail ("... in Aleppo NGO") or a dateline's place ("Moscow")
    rest = text[end:].lstrip(" \t")
    return text[:line] + (f"{standfirst}\n{rest}" if standfirst else rest)


@dataclass(frozen=True)
class PageHeader:
    """The text without the page's header glued to the top of its lead, and the ISO date of the header's
    stamp (None when it prints none)."""

    story: str
    date: str | None


def page_header(text: str, title: str | None) -> PageHeader:
    """``text`` without the page's header at the top of its lead, and the header stamp's date. The header
    is the headline's repeat with a credit then a stamp (``_credited_stamp``), and what is left of it past
    that cut (``_lead_header``): a stamp then a credit, a credit alone, a stray word or the share widget's
    block. The stamp after the repeat dates the page before the one after a credit, as it always has."""
    credited = _credited_stamp(text, title)
    if credited is not None:
        text = _without_credited_stamp(text, credited)
    credited_date = credited[4] if credited is not None else None
    head, sep, body = text.partition("\n\n") if title else ("", "", text)
    found = _lead_header(body, title)
    if found is None:
        return PageHeader(text, credited_date)
    stamp = _header_date(found)
    rest = body[found.end() :].lstrip(" \t")
    return PageHeader(f"{head}{sep}{rest}", (calendar_date(*stamp) if stamp else None) or credited_date)
