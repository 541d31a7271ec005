"""Dates and clock times in news text, normalised to ISO 8601 against the article's date when known.

Only what the text supports is resolved: "Wednesday" becomes a date when the article is dated and
otherwise stays a weekday; nothing is guessed from the current clock.

>>> [t.value for t in find_times("killed on Jan. 3, 2020, at 3:00 p.m. local time")]
['2020-01-03', '15:00']
>>> [t.value for t in find_times("on Tuesday", reference="2024-01-03")]
['2024-01-02']
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date, timedelta
from functools import lru_cache

from ..articles import MONTH_NAME, month_number
from ..resources import words_of_kind
from .lexicon import alternation, number_words
from .taxonomy import taxonomy

DATE = "date"  # value is an ISO date, a year-month or a year
WEEKDAY = "weekday"  # value is a weekday name that could not be resolved (undated article)
PAST = "past"  # "last week", "previously", "four years ago" without a reference date
CLOCK = "clock"  # value is a local clock time "HH:MM"

_WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")

_MONTH = rf"(?P<month>{MONTH_NAME})\.?"
_DAY = r"(?P<day>[0-3]?\d)(?:st|nd|rd|th)?"
_YEAR = r"(?P<year>1[89]\d\d|20\d\d)"


@lru_cache(maxsize=1)
def _patterns() -> tuple[tuple[str, re.Pattern[str]], ...]:
    """The time patterns by name; number words come from ontology/number-words.tsv."""
    return tuple(
        (name, re.compile(pattern, re.IGNORECASE))
        for name, pattern in (
            ("iso", r"\b(?P<year>\d{4})-(?P<month>\d\d)-(?P<day>\d\d)\b"),
            ("month-day-year", rf"\b{_MONTH}\s+{_DAY},?\s+{_YEAR}\b"),
            ("day-month-year", rf"\b{_DAY}\s+{_MONTH},?\s+{_YEAR}\b"),
            ("month-year", rf"\b{_MONTH}\s+(?:of\s+)?{_YEAR}\b"),
            ("month-day", rf"\b{_MONTH}\s+{_DAY}\b(?!,?\s*\d)"),
            # "on 4 April", as British and Middle East outlets write a day of the current year
            ("day-month", rf"\b{_DAY}\s+{_MONTH}(?![\w-])(?!,?\s*\d)"),
            # "In late July four hospitals were hit": a month the text names alone, after a preposition
            (
                "month",
                rf"\b(?:in|during|since|until)\s+(?:(?:early|mid|late)[\s-]+)?{_MONTH}(?![\w-])(?!\s*\d)",
            ),
            ("year-range", rf"\(?{_YEAR}\s*[-–]\s*(?:1[89]|20)\d\d\)?"),
            ("year", rf"\b(?:in|since|of|by|from|until|during)\s+{_YEAR}\b"),
            (
                "ago",
                rf"\b(?P<count>\d+|{alternation(number_words(articles=True))})\s+"
                r"(?P<what>years?|months?|weeks?|days?)\s+ago\b"
                r"(?P<same>\s+(?:on\s+)?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b)?",
            ),
            (
                "relative-day",
                r"\b(?P<rel>today|tonight|yesterday|tomorrow|this morning|this afternoon|this evening)\b",
            ),
            (
                "weekday",
                # "Saturdays convoy attack": FA-KES-like text drops the possessive's apostrophe
                r"\b(?P<mod>last\s+|next\s+|this\s+)?(?P<weekday>monday|tuesday|wednesday|thursday|friday"
                r"|saturday|sunday)(?P<poss>['’]s\b|s(?=\s+[a-z]))?\b",
            ),
            (
                "past",
                r"\b(?:last|previous|past)\s+(?:week|month|year|summer|winter|spring|autumn)\b"
                r"|\bearlier\s+this\s+(?:week|month|year)\b|\byears?\s+earlier\b",
            ),
            (
                "clock",
                r"\b(?P<hour>[01]?\d)(?::(?P<minute>[0-5]\d))?\s*(?P<ampm>a\.m\.|p\.m\.|am\b|pm\b)"
                r"|\b(?P<hour24>[01]\d|2[0-3]):(?P<minute24>[0-5]\d)\s*(?:local time|GMT|UTC|hrs|h)\b",
            ),
        )
    )


@dataclass(frozen=True)
class TimeExpression:
    """A time expression in a text: character offsets into that text, kind and normalised value."""

    start: int
    end: int
    text: str
    kind: str  # DATE, WEEKDAY, PAST or CLOCK
    value: str
    # a weekday's possessive, with its apostrophe or without ("Tuesday's", "Tuesdays attack"), not a plural
    possessive: bool = False
    # a day right after a closing source's verb of saying ("..., the monitor said Friday"): the report's day,
    # which dates the happening only where nothing else does (kg/events/arguments.py, assembly.py)
    said: bool = False


def _month(text: str) -> int:
    number = month_number(text)
    if number is None:
        raise ValueError(f"{text!r} is no month name; _MONTH matched it")  # a pattern out of step
    return number


# "since" right before a weekday: the day a count starts from, which has come ("since Saturday").
_SINCE_BEFORE = re.compile(r"\bsince\s+$", re.IGNORECASE)


@lru_cache(maxsize=1)
def _past_and_future() -> tuple[re.Pattern[str], re.Pattern[str]]:
    """A verb in the past: a lower-case word in "-ed" not before "to" or "for" ("expected to", "planned
    for" look ahead) or an irregular past (context-words.tsv kind `past-verb`); and what puts a clause still
    to come: an auxiliary of described-words.tsv kind `unhappened-auxiliary` ("will"), or a present passive
    ("is scheduled")."""
    irregular = alternation(words_of_kind("context-words.tsv", "past-verb"))
    past = re.compile(rf"(?<![\w'-])(?:[a-z]{{2,}}ed(?!\s+(?:to|for)\b)|{irregular})(?![\w'-])")
    auxiliaries = alternation(words_of_kind("described-words.tsv", "unhappened-auxiliary"))
    future = re.compile(rf"(?i:(?<![\w-]){auxiliaries}(?![\w-])|\b(?:is|are|be)\s+\w+ed\b)")
    return past, future


def _told_in_past(match: re.Match[str]) -> bool:
    """Whether the sentence of a weekday ``match`` tells what it tells in the past ("Jets struck the town on
    Thursday"), with no word that puts it still to come ("Talks will open on Thursday"). A past verb right
    before the weekday may take it as its object, a day still to come ("declared Thursday a day of
    mourning"), so it does not count."""
    past, future = _past_and_future()
    text = match.string
    verbs = [v for v in past.finditer(text) if text[v.end() : match.start()].strip()]
    return bool(verbs) and future.search(text) is None


def _parse_reference(reference: str | None) -> date | None:
    if not reference:
        return None
    try:
        return date.fromisoformat(reference[:10])
    except ValueError:
        return None


def _resolve(name: str, match: re.Match[str], ref: date | None) -> tuple[str, str] | None:
    """Return (kind, value) for one pattern match, or None when it is not a usable time."""
    g = match.groupdict()
    if name in ("iso", "month-day-year", "day-month-year"):
        month = int(g["month"]) if g["month"].isdigit() else _month(g["month"])
        try:
            return DATE, date(int(g["year"]), month, int(g["day"])).isoformat()
        except ValueError:
            return None
    if name == "month-year":
        return DATE, f"{int(g['year']):04d}-{_month(g['month']):02d}"
    if name == "day-month" and not _day_month_is_day(match):
        return None
    if name in ("month-day", "day-month"):
        if (name == "month-day" and not _month_day_is_day(match)) or ref is None:
            # "may" is mostly the verb; an undated "October 7" has no year to anchor it
            return (PAST, "past") if ref is None and g["month"].lower() != "may" else None
        try:
            day = date(ref.year, _month(g["month"]), int(g["day"]))
        except ValueError:
            return None
        # news reports the recent past and the coming week: "October 7" in January is last year's,
        # "January 2" written on 30 December next year's
        soon = ref + timedelta(days=7)
        if day > soon:
            if (day.month, day.day) == (2, 29):
                return None  # a leap day ahead has no last-year twin
            day = day.replace(year=ref.year - 1)
        elif soon.year > ref.year and (day.month, day.day) <= (soon.month, soon.day):
            day = day.replace(year=soon.year)
        return DATE, day.isoformat()
    if name == "month":
        if ref is None or g["month"] == "may":
            return None  # no year to anchor it; a lower-case "may" is the verb ("until may be")
        month = _month(g["month"])
        # news reports the recent past: "in November" written in January is last year's
        year = ref.year if month <= ref.month else ref.year - 1
        return DATE, f"{year:04d}-{month:02d}"
    if name in ("year", "year-range"):
        return DATE, g["year"]
    if name == "ago":
        words = number_words(articles=True)
        count = int(g["count"]) if g["count"].isdigit() else words[" ".join(g["count"].lower().split())]
        if ref is None or not g["what"].startswith("year"):
            return PAST, "past"
        same = (g["same"] or "").split()
        if same and _WEEKDAYS.index(same[-1].lower()) == ref.weekday():
            # "four years ago Wednesday", written on a Wednesday: that calendar day, that many years back
            try:
                return DATE, ref.replace(year=ref.year - count).isoformat()
            except ValueError:
                pass
        return DATE, f"{ref.year - count:04d}"
    if name == "relative-day":
        if ref is None:
            return WEEKDAY, g["rel"].lower()
        shift = {"yesterday": -1, "tomorrow": 1}.get(g["rel"].lower(), 0)
        return DATE, (ref + timedelta(days=shift)).isoformat()
    if name == "weekday":
        weekday = g["weekday"].lower()
        mod = (g["mod"] or "").strip().lower()
        if g["poss"] == "s" and _habitual(match):
            return None  # "on Fridays", "Saturdays and Sundays": every such day, no date
        if ref is None:
            return WEEKDAY, weekday
        delta = (_WEEKDAYS.index(weekday) - ref.weekday()) % 7
        if mod == "last":
            delta = delta - 7 if delta else -7
        elif mod == "next":
            delta = delta or 7
        elif delta and g["poss"]:
            delta -= 7  # "Saturday's attack" has happened: the Saturday before
        elif delta and _SINCE_BEFORE.search(match.string, 0, match.start()):
            delta -= 7  # "killed since Saturday" counts from a day that has come: the Saturday before
        elif delta and _told_in_past(match):
            delta -= 7  # "Jets struck the town on Thursday", written on a Monday: the Thursday before
        elif delta > 3:
            # a bare weekday in news names the nearest one: the article's week, mostly the days before
            # (a sentence in the past has gone back above, whatever the distance)
            delta -= 7
        return DATE, (ref + timedelta(days=delta)).isoformat()
    if name == "past":
        return PAST, "past"
    if name == "clock":
        if g["hour24"]:
            return CLOCK, f"{int(g['hour24']):02d}:{g['minute24']}"
        hour = int(g["hour"]) % 12 + (12 if g["ampm"].lower().startswith("p") else 0)
        return CLOCK, f"{hour:02d}:{g['minute'] or '00'}"
    return None


# "on 27 May": the prepositions before a day that make "May" the month rather than a name
_DAY_GOVERNED = re.compile(r"\b(?:on|since|until|till|from|by|of|to|before|after|between|and)\s+$", re.I)


def _day_month_is_day(match: re.Match[str]) -> bool:
    """True when a number before a month name is a day: the month capitalised ("3 march rallies" counts
    rallies; "the 4 may be" is the verb), and "May", a name too, governed by a preposition ("on 27 May",
    not "Theresa May met 27 May protesters")."""
    month = match.group("month")
    if not month[0].isupper():
        return False
    return month.lower() != "may" or bool(
        _DAY_GOVERNED.search(match.string, max(0, match.start() - 10), match.start())
    )


def _month_day_is_day(match: re.Match[str]) -> bool:
    """True when a month name before a number is a date: any month but "May", and "May" capitalised and
    governed by a preposition ("on May 25", "since May 3"), not the verb ("they may 25") nor the name
    ("Theresa May 25 years on")."""
    month = match.group("month")
    return month.lower() != "may" or (
        month[0].isupper()
        and bool(_DAY_GOVERNED.search(match.string, max(0, match.start() - 10), match.start()))
    )


_HABITUAL_BEFORE = re.compile(r"\b(?:on|every|most|some|all|many|few)\s+$", re.I)
_HABITUAL_AFTER = re.compile(r"\s*(?:,|and\b|or\b|through\b|to\b)", re.I)


def _habitual(match: re.Match[str]) -> bool:
    """True when a weekday written with a bare "s" is a plural ("on Fridays", "Saturdays and Sundays")
    rather than a possessive that lost its apostrophe ("after Saturdays convoy attack"). An event's trigger
    word right after it makes it the possessive even after "on" ("details on Wednesdays blast")."""
    text = match.string
    if _HABITUAL_AFTER.match(text, match.end()):
        return True
    trigger = (
        taxonomy().pattern.match(text, match.end() + 1)
        if text[match.end() : match.end() + 1] == " "
        else None
    )
    return trigger is None and bool(_HABITUAL_BEFORE.search(text, max(0, match.start() - 8), match.start()))


def find_times(text: str, reference: str | None = None) -> list[TimeExpression]:
    """Return the time expressions of ``text`` in order, resolved against the ISO ``reference`` date.

    Overlaps go to the longest match; a clock time in parentheses right after another one (a time zone
    conversion: "3:00 p.m. local time (6 a.m. ET)") is dropped.
    """
    ref = _parse_reference(reference)
    found: list[TimeExpression] = []
    taken: list[tuple[int, int]] = []
    candidates = sorted(
        ((m.start(), -(m.end() - m.start()), name, m) for name, p in _patterns() for m in p.finditer(text)),
        key=lambda c: (c[1], c[0]),
    )
    for start, _length, name, match in candidates:
        end = match.end()
        if any(start < e and s < end for s, e in taken):
            continue
        resolved = _resolve(name, match, ref)
        if resolved is None:
            continue
        kind, value = resolved
        if kind == CLOCK and "(" in text[max(0, start - 2) : start] and any(t.kind == CLOCK for t in found):
            continue
        taken.append((start, end))
        possessive = name == "weekday" and bool(match.group("poss"))
        found.append(TimeExpression(start, end, match.group(0).strip(), kind, value, possessive))
    return sorted(found, key=lambda t: t.start)


def compatible(a: str, b: str) -> bool:
    """True when two ISO values can name the same day: equal, or one a prefix (year, month) of the other."""
    return a.startswith(b) or b.startswith(a)
