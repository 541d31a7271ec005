"""Extraction over a whole corpus: in this process, in a pool of worker processes, or as tasks on a Dask
cluster, with a build cache so that an article already extracted is never parsed again.

Whatever runs the parse, every article's result comes back as the same compact record
(``kg.records``), so the stages after extraction see identical input and the graph is byte-identical
whichever runner made it. Workers load the spaCy model once each and keep it.
"""

from __future__ import annotations

import gc
import hashlib
import logging
import sys
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, replace
from importlib import resources
from pathlib import Path
from typing import Any, cast

from . import config, records
from .errors import KGError, ModelError
from .fileio import sealed, unsealed, write_atomic
from .resources import ontology_digest
from .types import Article, ArticleExtraction

log = logging.getLogger(__name__)

Progress = Callable[[int, int], None]


@dataclass(frozen=True)
class CorpusExtraction:
    """Every article's extraction, in input order, and how many were parsed or read from the cache."""

    extractions: tuple[ArticleExtraction, ...]
    parsed: int
    cached: int
    # each article's cache key, in input order (empty without a cache): what results derived from the
    # extraction are kept under (``kg.memo``)
    keys: tuple[str, ...] = ()


def code_fingerprint() -> str:
    """A hash of the code and data that decide what extraction returns, part of every cache key.

    Hashing the source rather than trusting the version number keeps a cache from serving results of
    older rules to a developer who changed them without bumping the version.
    """
    from importlib.metadata import PackageNotFoundError, version

    try:
        release = version("kg")
    except PackageNotFoundError:  # run from a source tree that was never installed
        release = "source"
    digest = hashlib.sha256(release.encode())
    package = resources.files("kg")
    # resources.py reads the word tables extraction uses (number words, kin words, head nouns)
    for name in ("types.py", "records.py", "resources.py"):
        digest.update(package.joinpath(name).read_bytes())
    extract = package.joinpath("extract")
    for entry in sorted(extract.iterdir(), key=lambda e: e.name):
        if entry.name.endswith(".py"):
            digest.update(entry.name.encode() + entry.read_bytes())
    # and so do the ontology's tables (speech roles, kind nouns, event words): an edited table must not be
    # served the results of the old one. All of them, since which ones extraction reads changes over time.
    digest.update(ontology_digest())
    return digest.hexdigest()


class Cache:
    """Extraction results on disk, one MessagePack file per article, keyed by everything they depend on and
    sealed with a digest of their bytes (``fileio.sealed``)."""

    def __init__(self, folder: Path, model: str) -> None:
        self.folder = folder
        self.salt = f"{model}\0{code_fingerprint()}\0".encode()

    def key(self, article: Article) -> str:
        # What extraction reads of an article, its text and title (the headline rules), and never its id
        # or path: a moved or renamed file, or a JSON Lines record whose line number changed, is not
        # parsed again. A hit is given the current article's id and fields (``for_article``).
        return hashlib.sha256(self.salt + records.dumps((article.text, article.title))).hexdigest()

    def _path(self, key: str) -> Path:
        return self.folder / key[:2] / f"{key}.msgpack"

    def has(self, key: str) -> bool:
        """Whether an entry under an article's ``key`` is stored (it may turn out damaged: see ``get``)."""
        return self._path(key).is_file()

    def get(self, key: str) -> ArticleExtraction | None:
        path = self._path(key)
        try:
            data = path.read_bytes()
        except OSError:
            return None
        payload = unsealed(data)
        try:
            if payload is not None:
                return records.loads(payload, ArticleExtraction)
        except KGError:
            pass
        # a damaged entry (or one written before entries were sealed) is parsed again and overwritten
        log.debug("the build cache entry %s is damaged: its article is parsed again", path)
        return None

    def put(self, key: str, data: bytes) -> None:
        try:
            write_atomic(self._path(key), sealed(data))
        except OSError as error:
            raise KGError(
                f"cannot write the build cache {self.folder} ({error.strerror or error}); "
                "free some space, give --cache DIR elsewhere, or pass --no-cache"
            ) from error


def for_article(extraction: ArticleExtraction, article: Article) -> ArticleExtraction:
    """A cached ``extraction`` of an article with ``article``'s text and title, given to ``article``: its id
    in every sentence, mention and triple, and its path, date and source, as a parse of it would give."""
    if extraction.article == article:
        return extraction
    if extraction.article.id == article.id:
        return replace(extraction, article=article)
    to = article.id
    return replace(
        extraction,
        article=article,
        sentences=tuple(replace(s, article_id=to) for s in extraction.sentences),
        mentions=tuple(replace(m, article_id=to) for m in extraction.mentions),
        triples=tuple(replace(t, article_id=to) for t in extraction.triples),
    )


@contextmanager
def without_cycle_collection() -> Iterator[None]:
    """Run the block with Python's cycle collector off, restoring it after.

    The stages after the parse allocate millions of small records that live until the build ends, and
    each full collection walks all of them again: over the 2,225 BBC articles the collector took about
    a quarter of those stages' CPU time (the triple set alone ran twice as fast without it), while
    the peak memory stayed the same, as these stages make almost no reference cycles. The output does
    not depend on it. Nested uses leave it to the outermost to switch the collector back on, which
    then walks everything made meanwhile once; the records built here are still alive then.
    """
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()


# --- one batch of articles, wherever it runs -------------------------------------------------------


def extract_batch(articles: Sequence[Article], model: str | None) -> list[bytes]:
    """Parse and extract ``articles`` with the (per-process cached) model; each result as record bytes."""
    return [records.dumps(extraction) for extraction in _in_process(articles, model)]


def _batches(articles: Sequence[Article], size: int) -> list[list[Article]]:
    return [list(articles[i : i + size]) for i in range(0, len(articles), size)]


def _in_process(articles: Sequence[Article], model: str | None) -> Iterator[ArticleExtraction]:
    """Parse and extract ``articles`` in this process, in order, with the (per-process cached) model."""
    if not articles:
        return  # nothing to parse: don't load the model
    from .extract import extract_article, load_model
    from .extract.nlp import parse_text, parse_texts

    nlp = load_model(model)
    # spans are cut from the article's own text, which the normalised parse text matches offset for offset
    docs = parse_texts(nlp, (parse_text(a.text) for a in articles), batch_size=config.PIPE_BATCH_SIZE)
    for article, doc in zip(articles, docs, strict=True):
        yield extract_article(doc, article)


class _Pool:
    """Parse articles in ``workers`` processes, each replaced after WORKER_RECYCLE_ARTICLES articles
    unless fewer than half as many are left for it.

    spaCy's memory grows with every document a process parses and is never given back, so a process
    that parsed a whole large corpus would hold more than the records of its result. Each process is
    a one-worker executor; when it has been given its share, it finishes the batches it holds while
    its successor starts and loads the model. Batches go to whichever process frees first, and the
    results come back in input order. The first batches are sent at once, so that this process can
    read the cache and import the later stages while the workers start; ``close`` ends them all.
    """

    def __init__(self, articles: Sequence[Article], model: str | None, workers: int) -> None:
        import multiprocessing
        from concurrent.futures import ProcessPoolExecutor

        self.model = model
        # "spawn": a fresh interpreter per worker, never a fork of a parent that may hold threads or a model.
        self.context = multiprocessing.get_context("spawn")
        self.executor_class = ProcessPoolExecutor
        self.batches = _batches(articles, config.WORKER_BATCH_ARTICLES)
        self.slots = [self._executor() for _ in range(workers)]
        self.given = [0] * workers  # articles handed to each slot's current process
        self.retired: list[Any] = []
        self.pending: dict[Any, tuple[int, int]] = {}  # future -> (batch index, slot)
        self.submitted = 0
        self.unsent = len(articles)  # articles in batches not yet submitted, kept as batches go out
        # Two batches per process: one parsing, one waiting, so no process idles while results travel.
        for _ in range(2):
            for slot in range(workers):
                if self.submitted < len(self.batches):
                    self._submit(slot)

    def _executor(self) -> Any:
        return self.executor_class(max_workers=1, mp_context=self.context)

    def _submit(self, slot: int) -> None:
        # A process past its share parses on when what is left for it is under half a share: a fresh one
        # would load the model again (2 s of CPU, 4% of a 500-article build) to save the memory of those
        # few articles, so a process parses at most about one and a half shares.
        left = self.unsent / len(self.slots)
        if self.given[slot] >= config.WORKER_RECYCLE_ARTICLES and 2 * left >= config.WORKER_RECYCLE_ARTICLES:
            self.slots[slot].shutdown(wait=False)  # the old process ends once its last batches are done
            self.retired.append(self.slots[slot])
            self.slots[slot], self.given[slot] = self._executor(), 0
        batch = self.batches[self.submitted]
        self.pending[self.slots[slot].submit(extract_batch, batch, self.model)] = (self.submitted, slot)
        self.given[slot] += len(batch)
        self.unsent -= len(batch)
        self.submitted += 1

    def __iter__(self) -> Iterator[bytes]:
        from concurrent.futures import FIRST_COMPLETED, wait

        done: dict[int, list[bytes]] = {}
        for index in range(len(self.batches)):
            while index not in done:
                finished, _ = wait(self.pending, return_when=FIRST_COMPLETED)
                for future in finished:
                    position, slot = self.pending.pop(future)
                    done[position] = future.result()
                    if self.submitted < len(self.batches):
                        self._submit(slot)
            yield from done.pop(index)

    def close(self) -> None:
        for executor in self.slots + self.retired:
            executor.shutdown(wait=True, cancel_futures=True)


def _on_dask(articles: Sequence[Article], model: str | None, address: str, workers: int) -> Iterator[bytes]:
    try:
        from dask.distributed import Client, LocalCluster
    except ImportError as error:
        raise KGError("--dask needs Dask's distributed scheduler: pip install 'dask[distributed]'") from error
    cluster = None
    if address == "local":
        # Processes, one thread each: spaCy's parse holds the GIL, so threads would not run in parallel.
        cluster = LocalCluster(
            n_workers=max(workers, 1),
            threads_per_worker=1,
            processes=True,
            dashboard_address=None,
            silence_logs=logging.ERROR,  # the nannies' shutdown notices are not the user's concern
        )
        client = Client(cluster)
    else:
        try:
            client = Client(address, timeout=config.DASK_CONNECT_SECONDS)
        except (OSError, TimeoutError) as error:
            raise KGError(
                f"--dask {address}: no Dask scheduler answers there ({error}); start one with "
                "`dask scheduler` and `dask worker ADDRESS`, or use --dask local"
            ) from error
    try:
        batches = _batches(articles, config.WORKER_BATCH_ARTICLES)
        futures = client.map(extract_batch, batches, model=model, pure=False)
        for future in futures:  # in input order, as each completes
            yield from future.result()
    finally:
        client.close()
        if cluster is not None:
            cluster.close()


# --- the whole corpus -----------------------------------------------------------------------------


class TerminalProgress:
    """A tqdm progress bar (articles/s, time left) on a terminal; silent when stderr is a file or a pipe."""

    def __init__(self) -> None:
        self.bar: Any = None

    def __call__(self, done: int, total: int) -> None:
        if total < config.PROGRESS_MIN_ARTICLES or not sys.stderr.isatty():
            return
        if self.bar is None:
            from tqdm import tqdm

            self.bar = tqdm(total=total, unit="article", file=sys.stderr, leave=False, dynamic_ncols=True)
        self.bar.update(done - self.bar.n)
        if done >= total:
            self.bar.close()
            self.bar = None


# The default progress report of `kg build`.
TERMINAL_PROGRESS: Progress = TerminalProgress()


def extract_corpus(
    articles: Sequence[Article],
    model: str | None = None,
    workers: int = 1,
    cache_dir: str | Path | None = None,
    dask: str | None = None,
    progress: Progress | None = None,
    meanwhile: Callable[[], None] | None = None,
) -> CorpusExtraction:
    """Extract every article, reading unchanged ones from ``cache_dir`` and parsing the rest.

    ``workers`` > 1 parses in that many processes; ``dask`` ("local" or a scheduler address) runs the
    parse as Dask tasks instead. With one worker, a corpus of more than IN_PROCESS_MAX_ARTICLES articles
    is parsed in one worker process all the same, replaced as it grows (``_Pool``), so this process
    never holds the model, and reads the cache while the worker starts. ``meanwhile`` is called once
    while worker processes start, for work that would otherwise wait for the parse (not when this
    process parses). Results are in input order whatever ran them.
    """
    from .extract.nlp import model_fingerprint

    if workers < 1:
        raise KGError(f"--workers {workers}: give at least 1 (the number of parsing processes)")
    cache = None
    if cache_dir is not None:
        fingerprint = model_fingerprint(model)
        if fingerprint is None:
            from .extract import load_model

            load_model(model)  # raises the ModelError that names what to install
            raise ModelError(f"spaCy model {model!r} loads but has no meta.json to identify it")
        cache = Cache(Path(cache_dir), fingerprint)
    found: dict[int, ArticleExtraction] = {}
    # an article's key hashes its whole text: work each out once (two articles of the same text share one)
    keys = () if cache is None else tuple(cache.key(a) for a in articles)
    stored = set() if cache is None else {i for i, key in enumerate(keys) if cache.has(key)}
    missing = [i for i in range(len(articles)) if i not in stored]
    todo = [articles[i] for i in missing]
    stream: Iterable[bytes | ArticleExtraction]
    if dask:
        stream = _on_dask(todo, model, dask, workers)
    elif todo and (
        (workers > 1 and len(todo) > config.WORKER_BATCH_ARTICLES)
        or len(articles) > config.IN_PROCESS_MAX_ARTICLES
    ):
        stream = _Pool(todo, model, workers)
    else:
        stream = _in_process(todo, model)
    try:
        if isinstance(stream, _Pool) and meanwhile is not None:
            meanwhile()
        damaged: list[int] = []
        with without_cycle_collection():
            for index in sorted(stored):  # read while the workers start and parse
                hit = cache.get(keys[index]) if cache is not None else None
                if hit is None:
                    damaged.append(index)  # parsed again below and overwritten
                else:
                    found[index] = for_article(hit, articles[index])
        done = len(found)
        if progress and done:
            progress(done, len(articles))
        for indexes, results in (
            (missing, stream),
            (damaged, _in_process([articles[i] for i in damaged], model)),
        ):
            for position, result in enumerate(results):
                index = indexes[position]
                # Other processes send record bytes; this one hands over the records themselves.
                if isinstance(result, bytes):
                    data, found[index] = result, records.loads(result, ArticleExtraction)
                else:
                    data, found[index] = None, cast(ArticleExtraction, result)
                if cache is not None:
                    cache.put(keys[index], data if data is not None else records.dumps(result))
                done += 1
                if progress:
                    progress(done, len(articles))
    finally:
        if isinstance(stream, _Pool):
            stream.close()
    parsed = len(missing) + len(damaged)
    extractions = tuple(found[i] for i in range(len(articles)))
    return CorpusExtraction(extractions, parsed=parsed, cached=len(articles) - parsed, keys=keys)
