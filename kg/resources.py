"""Access to the curated data in ``ontology/`` (vocabulary, shapes, alias and gazetteer tables).

The folder is shipped in the wheel as the package ``kg_ontology`` so that an installed ``kg`` finds it
without the source tree; when ``kg`` is imported from a source checkout, the folder beside ``kg/`` is used
even if another checkout is installed, so the code and its word lists always come from one tree.
"""

from __future__ import annotations

import csv
import hashlib
import logging
import re
from collections.abc import Callable, Iterable, Iterator, Sequence
from functools import lru_cache
from importlib import resources
from pathlib import Path
from typing import Any

from .errors import KGError

log = logging.getLogger(__name__)


@lru_cache(maxsize=1)
def ontology_dir() -> Path:
    """Return the folder that holds the ontology data files: the checkout's own when ``kg`` runs from
    one, else the installed ``kg_ontology``."""
    # An editable install maps kg_ontology to the tree it was made from; code run from a second checkout
    # would read that tree's tables, and its results would change whenever that tree's tables do.
    own = checkout_ontology(Path(__file__).resolve().parent.parent)
    if own is not None:
        return own
    try:
        return Path(str(resources.files("kg_ontology")))
    except ModuleNotFoundError:
        return Path(__file__).resolve().parent.parent / "ontology"


def checkout_ontology(root: Path) -> Path | None:
    """Return ``root/ontology`` when ``root`` is a source checkout of kg (its pyproject.toml beside an
    ontology folder holding kg.ttl), else None (an installed kg sits in site-packages, with no such pair)."""
    folder = root / "ontology"
    return folder if (root / "pyproject.toml").is_file() and (folder / "kg.ttl").is_file() else None


@lru_cache(maxsize=1)
def ontology_digest() -> bytes:
    """A hash of the ontology's data files, the part of what a cached result may depend on that is not
    code; its README says what the tables mean and changes no result, so it is left out."""
    import hashlib

    digest = hashlib.sha256()
    folder = ontology_dir()
    tables = (p for p in folder.rglob("*") if p.is_file() and p.suffix not in (".md", ".pyc"))
    for path in sorted(tables):
        digest.update(path.relative_to(folder).as_posix().encode() + b"\0" + path.read_bytes())
    return digest.digest()


def ontology_path(name: str) -> Path:
    """Return the path of one ontology data file, raising KGError when the install lacks it."""
    path = ontology_dir() / name
    if not path.exists():
        raise KGError(
            f"ontology data file {name!r} is missing from {path.parent}; reinstall kg (pip install .)."
        )
    return path


def read_tsv(name: str, columns: Sequence[str] = ()) -> list[dict[str, str]]:
    """Read a tab-separated ontology table with a header row; ``#`` lines are comments.

    ``columns`` are the ones the caller reads: a header without one of them raises KGError naming the
    table, instead of a KeyError from the first row read, after someone renamed a column.
    """
    with ontology_path(name).open(encoding="utf-8", newline="") as handle:
        lines = [line for line in handle if line.strip() and not line.startswith("#")]
    reader = csv.DictReader(lines, delimiter="\t", quoting=csv.QUOTE_NONE)
    missing = [column for column in columns if column not in (reader.fieldnames or ())]
    if missing:
        raise KGError(
            f"ontology table {name!r} has no column {', '.join(map(repr, missing))} in its header row "
            f"({' '.join(reader.fieldnames or ()) or 'empty'}); restore the column's name, tab-separated."
        )
    return [{key: (value or "").strip() for key, value in row.items()} for row in reader]


def grouped_tsv(name: str, key: str, value: str, lower: bool = False) -> dict[str, frozenset[str]]:
    """``key`` -> every ``value`` the table's rows give it (a verb's particles, a noun's prepositions): the
    one reader for tables whose rows list a word's set one member per row. ``lower`` folds both columns."""
    table: dict[str, set[str]] = {}
    for row in read_tsv(name, (key, value)):
        k, v = (row[key].lower(), row[value].lower()) if lower else (row[key], row[value])
        table.setdefault(k, set()).add(v)
    return {k: frozenset(vs) for k, vs in table.items()}


@lru_cache(maxsize=8)
def number_words(kinds: frozenset[str]) -> dict[str, str]:
    """The rows of ontology/number-words.tsv of the given kinds, as word -> value ("-" for a count).

    One reader for the two stages that use the table: events read figures from it, entities drop a name run
    into a count. Each stage keeps its own selection of kinds, which the table's header explains.
    """
    return {row["word"]: row["value"] for row in read_tsv("number-words.tsv") if row["kind"] in kinds}


@lru_cache(maxsize=32)
def words_of_kind(name: str, kind: str, column: str = "word") -> tuple[str, ...]:
    """The ``column`` values of the rows of one ``kind`` of an ontology table, in table order.

    Raises KGError when the table has no row of that kind, so that a misspelt kind cannot empty a rule.
    """
    words = tuple(row[column] for row in read_tsv(name, ("kind", column)) if row["kind"] == kind)
    if not words:
        raise KGError(
            f"ontology table {name!r} has no row of kind {kind!r}; add rows or fix the kind's name."
        )
    return words


@lru_cache(maxsize=1)
def title_rows() -> tuple[tuple[str, str], ...]:
    """The rows of ontology/titles.tsv as (title, kind), in table order.

    One reader for the three that use the table: extraction's offices said as one phrase, the entity
    stage's title stripping and its words that are never a given name.
    """
    return tuple((row["title"], row["kind"]) for row in read_tsv("titles.tsv", ["title", "kind"]))


@lru_cache(maxsize=1)
def gender_words() -> dict[str, str]:
    """Word -> "m" or "f": titles, relations and pronouns that tell a person's gender (gender-words.tsv).

    One reader for the two that use the table: the entity stage's courtesy titles and surnames, and
    extraction's unnamed person a "he" or "she" may be (``kg.extract.unnamed_persons``).
    """
    return {row["word"].lower(): row["gender"] for row in read_tsv("gender-words.tsv", ("word", "gender"))}


@lru_cache(maxsize=1)
def not_speakers() -> frozenset[str]:
    """The head words of ``ontology/not-speakers.tsv`` (a document, a count, a happening), lower case.

    One reader for the two that use the table: the event stage's subject that puts a toll without being its
    source, and extraction's "he" or "she" that none of them can be (``kg.extract.no_persons``).
    """
    return frozenset(row["noun"].lower() for row in read_tsv("not-speakers.tsv", ["noun"]))


@lru_cache(maxsize=1)
def casualty_senses() -> frozenset[str]:
    """Event words that name an attack only beside a word of the dead or hurt (background-words.tsv kind
    `casualty-sense`: "offensive", "advance"): the event stage's trigger rule and the extraction's word
    list of self-standing event nouns (kg/extract/vague.py) read them both."""
    return frozenset(words_of_kind("background-words.tsv", "casualty-sense"))


@lru_cache(maxsize=1)
def facility_nouns() -> frozenset[str]:
    """Nouns of a facility (``ontology/facility-nouns.tsv``: base, airport, station, ...), lower case.

    One reader for the two that use the table: extraction's bare "the base" that repeats a name, and the
    event stage's "from the air base", whose "air" names the facility, not how an assault was done.
    """
    return frozenset(row["noun"].lower() for row in read_tsv("facility-nouns.tsv", ["noun"]))


@lru_cache(maxsize=1)
def time_zones() -> frozenset[str]:
    """Abbreviations of time zones ("GMT", "UTC", "EST") from the IANA database that Python ships with:
    "at 1900 GMT" names an hour, not an entity, and no one a pronoun or description stands for."""
    from zoneinfo import available_timezones

    return frozenset(
        zone
        for zone in available_timezones()
        if zone.isalpha() and zone.isupper() and (zone == "UTC" or (len(zone) == 3 and zone.endswith("T")))
    )


def alternation(words: Iterable[str], longest_first: bool = True) -> str:
    """A regex group matching any of the words, longest first, a space matching any run of spaces.

    With ``longest_first`` false the words keep the order given (a table's), as a rule written out in code
    had them.
    """
    ordered = sorted(words, key=len, reverse=True) if longest_first else list(words)
    return "(?:" + "|".join(re.escape(w).replace(r"\ ", r"\s+") for w in ordered) + ")"


def data_cache_dir() -> Path:
    """The user's cache folder for tables that ``kg`` derives from installed data (``derived_table``)."""
    from platformdirs import user_cache_dir

    return Path(user_cache_dir("kg", appauthor=False))


def derived_table(
    name: str, sources: Iterable[bytes], derive: Callable[[], Any], fits: Callable[[Any], bool] = bool
) -> Any:
    """``derive()``, kept as MessagePack in ``data_cache_dir()`` so that later processes read it instead.

    For tables that take long to derive from a large installed data set (GeoNames' 34,000 cities took a
    60-article build about 0.7 s of CPU, more than the rest of entity resolution) but load fast. The file's
    name holds a hash of ``sources``, everything the table depends on, so a change of them derives it
    anew; a kept table that ``fits`` rejects (a damaged or foreign file) is derived again too. A missing,
    damaged or unwritable cache only costs the derivation: a build never fails on it.
    """
    import msgpack

    digest = hashlib.sha256()
    for part in sources:
        digest.update(hashlib.sha256(part).digest())
    folder = data_cache_dir()
    path = folder / f"{name}-{digest.hexdigest()[:20]}.msgpack"
    try:
        table = msgpack.unpackb(path.read_bytes())
        if fits(table):
            return table
        log.debug("derived table %s has the wrong shape; deriving it again", path)
    except FileNotFoundError:
        pass
    except (OSError, ValueError, TypeError, msgpack.UnpackException) as error:
        log.debug("derived table %s unreadable (%s); deriving it again", path, error)
    table = derive()
    from .fileio import write_atomic

    try:
        write_atomic(path, msgpack.packb(table))
        # the same table for older sources is never read again: one file per table, not one per release
        for older in folder.glob(f"{name}-*.msgpack"):
            if older != path:
                older.unlink(missing_ok=True)
    except OSError as error:  # a read-only or full home folder: derive it again next time
        log.debug("cannot keep the derived table %s: %s", path, error)
    return table


def faker_first_names(person: Any) -> Iterator[tuple[str, str]]:
    """(name, attribute) for each given name the person data Faker ships lists for its locales, where
    ``person`` is the imported ``faker.providers.person`` and attribute is "first_names",
    "first_names_male" or "first_names_female". Only ASCII names with a capital are given; Faker's generic
    "en" list is left out, as it also holds words such as "General", "King" and "Golden".

    One walk over the locales for both readers: the entity stage's given names and extraction's genders.
    """
    return _faker_names(person, ("first_names", "first_names_male", "first_names_female"))


def faker_last_names(person: Any) -> Iterator[tuple[str, str]]:
    """(name, attribute) for each surname Faker's person data lists for its locales ("last_names",
    "last_names_male", "last_names_female"), read as :func:`faker_first_names` reads the given names."""
    return _faker_names(person, ("last_names", "last_names_male", "last_names_female"))


def _faker_names(person: Any, attributes: tuple[str, ...]) -> Iterator[tuple[str, str]]:
    import importlib
    import pkgutil

    for locale in pkgutil.iter_modules(person.__path__):
        if locale.name == "en":
            continue
        provider = importlib.import_module(f"{person.__name__}.{locale.name}").Provider
        for attribute in attributes:
            values = provider.__dict__.get(attribute)
            if isinstance(values, (list, tuple, dict, set, frozenset)):
                for value in values:
                    if isinstance(value, str) and value.isascii() and value[:1].isupper():
                        yield value, attribute


@lru_cache(maxsize=1)
def rank_nouns() -> frozenset[str]:
    """Lemmas of the nouns of a rank, a title or a seat (described-person-nouns.tsv): "champion", "peer"."""
    return frozenset(row["noun"].lower() for row in read_tsv("described-person-nouns.tsv", ["noun"]))


@lru_cache(maxsize=1)
def person_nouns() -> frozenset[str]:
    """Lemmas of the common nouns for a person: kind-nouns.tsv's `person` rows and person-nouns.tsv.

    Read here, with ``rank_nouns`` and ``described_nouns``, because extraction modules that cannot import
    each other need them (``kg.extract.described_subjects`` and ``kg.extract.ages`` pass them on;
    ``kg.extract.name_fronts`` sits below both)."""
    kinds = read_tsv("kind-nouns.tsv", ["noun", "stands_for"])
    nouns = {row["noun"].lower() for row in kinds if row["stands_for"] == "person"}
    return frozenset(nouns | {row["noun"].lower() for row in read_tsv("person-nouns.tsv", ["noun"])})


@lru_cache(maxsize=1)
def described_nouns() -> frozenset[str]:
    """Lemmas of the person nouns a described subject may head: ``person_nouns`` and
    described-person-nouns.tsv."""
    return person_nouns() | rank_nouns()


@lru_cache(maxsize=1)
def law_nouns() -> frozenset[str]:
    """The nouns of a law written capitalised ("Bill", "Act", "Directive"), lower case (``law-nouns.tsv``).

    Read here because two extraction modules need it that cannot import each other (capital_laws reads
    quotes, which reads titles, which reads name_fronts)."""
    return frozenset(row["noun"].lower() for row in read_tsv("law-nouns.tsv", ["noun"]))


@lru_cache(maxsize=1)
def demonym_nouns() -> frozenset[str]:
    """Nationalities that may stand for one person, lower case (``demonyms.tsv``, ``person-demonyms.tsv``).

    Read here, not in ``kg.extract.ages`` (the nationality-opener rule), because the entity stage links by it
    too, and importing the extraction module would load spaCy into every reader of a built graph (the
    view)."""
    # not an adjective that names a whole people after "the" (column `one` "people": "The French")
    rows = [row for row in read_tsv("demonyms.tsv", ["demonym", "one"]) if row["one"] != "people"]
    rows += read_tsv("person-demonyms.tsv", ["demonym"])
    return frozenset(row["demonym"].lower() for row in rows)


def data_package(module: str, package: str, holds: str) -> Any:
    """Import ``module`` of a data package kg depends on, or say how to install it: an environment
    installed before kg depended on the package lacks it."""
    import importlib

    try:
        return importlib.import_module(module)
    except ImportError as error:
        raise KGError(
            f"the package {package} ({holds}) is not installed; reinstall kg with "
            f"`pip install -e .` or run `pip install {package}`"
        ) from error
