"""The one place where the stages are wired together: articles -> triples -> entities -> events -> outputs."""

from __future__ import annotations

import sys
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, replace
from pathlib import Path

from . import config
from .articles import read_articles
from .types import Article, ArticleExtraction, KnowledgeGraph, Statement

Progress = Callable[[int, int], None]


@dataclass(frozen=True)
class BuildResult:
    """What `kg build` wrote and the figures of its summary line."""

    out_dir: Path
    files: tuple[Path, ...]
    articles: int
    sentences: int
    statements: int
    entities: int
    events: int
    claims: int
    seconds: float

    def summary(self) -> str:
        return (
            f"{self.articles} articles, {self.sentences} sentences, {self.statements} statements, "
            f"{self.entities} entities, {self.events} events, {self.claims} claims "
            f"in {self.seconds:.1f} s -> {self.out_dir}"
        )


def extract_articles(
    articles: Sequence[Article], model: str | None = None, progress: Progress | None = None
) -> list[ArticleExtraction]:
    """Parse every article with spaCy and extract sentences, mentions and triples."""
    from .extract import extract_article, load_model
    from .extract.nlp import parse_texts

    nlp = load_model(model)
    results: list[ArticleExtraction] = []
    docs = parse_texts(nlp, (a.text for a in articles), batch_size=config.PIPE_BATCH_SIZE)
    for done, (article, doc) in enumerate(zip(articles, docs, strict=True), start=1):
        results.append(extract_article(doc, article))
        if progress:
            progress(done, len(articles))
    return results


def link_statements(extractions: Sequence[ArticleExtraction], resolution) -> list[Statement]:
    """Attach entity keys to every triple's subject, object and speaker."""
    from .entities import link_span
    from .ids import slug

    statements: list[Statement] = []
    for extraction in extractions:
        sentences = {s.index: s.text for s in extraction.sentences}
        per_sentence: dict[int, int] = {}
        for triple in extraction.triples:
            position = per_sentence.get(triple.sentence_index, 0)
            per_sentence[triple.sentence_index] = position + 1
            article_id = triple.article_id
            statements.append(
                Statement(
                    id=f"{slug(article_id)}-{triple.sentence_index}-{position}",
                    triple=triple,
                    sentence=sentences.get(triple.sentence_index, ""),
                    subject_entity=link_span(resolution, article_id, triple.subject),
                    object_entity=link_span(resolution, article_id, triple.object) if triple.object else None,
                    speaker_entity=(
                        link_span(resolution, article_id, triple.attributed_to)
                        if triple.attributed_to
                        else None
                    ),
                )
            )
    return statements


def model_corpus(
    articles: Sequence[Article],
    model: str | None = None,
    aliases: str | Path | None = None,
    progress: Progress | None = None,
) -> KnowledgeGraph:
    """Run every stage up to the event model and return the corpus as plain data."""
    from .entities import resolve_entities
    from .events import model_events

    extractions = extract_articles(articles, model=model, progress=progress)
    resolution = resolve_entities(extractions, overrides=aliases)
    statements = link_statements(extractions, resolution)
    events = model_events(extractions, resolution, statements)
    about = events.statement_events
    statements = [replace(s, event=about[s.id]) if s.id in about else s for s in statements]
    return KnowledgeGraph(
        articles=tuple(articles),
        sentences=tuple(s for e in extractions for s in e.sentences),
        entities=resolution.entities,
        statements=tuple(statements),
        events=events.events,
        claims=events.claims,
        reactions=events.reactions,
    )


def _print_progress(done: int, total: int) -> None:
    if total >= config.PROGRESS_MIN_ARTICLES and (done == total or done % 10 == 0):
        print(f"\r  parsed {done}/{total} articles", end="\n" if done == total else "", file=sys.stderr)


def build(
    inputs: Iterable[str | Path],
    out_dir: str | Path,
    model: str | None = None,
    base: str = config.DEFAULT_BASE,
    aliases: str | Path | None = None,
    formats: Sequence[str] = ("turtle",),
    progress: Progress | None = _print_progress,
    max_bytes: int = config.MAX_ARTICLE_BYTES,
) -> BuildResult:
    """Build the knowledge graph of the articles in ``inputs`` and write it to ``out_dir``.

    Every input, option and the output folder are checked before the parse; ``out_dir`` is locked
    for the whole build and switched to the new outputs in one rename, so a failed or killed run
    leaves an earlier ``out_dir`` intact.
    """
    from .entities import read_overrides
    from .fileio import OutputFolder
    from .outputs import write_outputs
    from .rdf import IRIs

    started = time.perf_counter()
    IRIs(base)  # fail on a bad --base before the slow parse
    if aliases is not None:
        read_overrides(aliases)  # and on a malformed --aliases file
    with OutputFolder(out_dir):
        articles = read_articles(inputs, max_bytes=max_bytes)
        model_data = model_corpus(articles, model=model, aliases=aliases, progress=progress)
        files = write_outputs(model_data, Path(out_dir), base=base, formats=formats)
    return BuildResult(
        out_dir=Path(out_dir),
        files=tuple(files),
        articles=len(model_data.articles),
        sentences=len(model_data.sentences),
        statements=len(model_data.statements),
        entities=len(model_data.entities),
        events=len(model_data.events),
        claims=len(model_data.claims),
        seconds=time.perf_counter() - started,
    )
