"""The one place where the stages are wired together: articles -> triples -> entities -> events -> outputs."""

from __future__ import annotations

import time
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING

from . import config
from .articles import DEFAULT_COLUMNS, Columns, read_articles
from .batch import TERMINAL_PROGRESS, Progress, extract_corpus, without_cycle_collection
from .memo import ArticleMemo, remembering
from .types import ORGANIZATION, PERSON, PLACE, Article, ArticleExtraction, KnowledgeGraph, Span, Statement

if TYPE_CHECKING:
    import networkx as nx
    from rdflib import Graph

    from .events.statement_context import StatedContext


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
    parsed: int = 0  # articles parsed by this build
    cached: int = 0  # articles whose extraction came from the build cache
    graph: KnowledgeGraph | None = field(default=None, repr=False, compare=False)
    base: str = config.DEFAULT_BASE  # the base IRI the graph's nodes were minted under

    def rdflib_graph(self) -> Graph:
        """The built graph as an rdflib Graph: the triples of graph.ttl (the build writes without one)."""
        from .rdf import build_graph

        return build_graph(self._graph(), self.base)

    def network(self) -> nx.MultiDiGraph:
        """The built graph as a networkx MultiDiGraph (attributes documented in kg/network/graph.py)."""
        from .network import to_networkx

        return to_networkx(self._graph())

    def _graph(self) -> KnowledgeGraph:
        if self.graph is None:
            raise ValueError("this BuildResult carries no graph; get one from kg.build()")
        return self.graph

    def summary(self) -> str:
        """One line of counts, e.g. ``1 article, 12 sentences, 1 entity, ... in 2.0 s -> out``."""
        counts = [
            _count(n, noun)
            for n, noun in (
                (self.articles, "article"),
                (self.sentences, "sentence"),
                (self.statements, "statement"),
                (self.entities, "entity"),
                (self.events, "event"),
                (self.claims, "claim"),
            )
        ]
        if self.cached:
            counts[0] += f" ({self.parsed} parsed, {self.cached} from the cache)"
        return f"{', '.join(counts)} in {self.seconds:.1f} s -> {self.out_dir}"


def _count(n: int, noun: str) -> str:
    if n == 1:
        return f"1 {noun}"
    return f"{n} {noun[:-1]}ies" if noun.endswith("y") else f"{n} {noun}s"


def extract_articles(
    articles: Sequence[Article], model: str | None = None, progress: Progress | None = None
) -> list[ArticleExtraction]:
    """Parse every article with spaCy and extract sentences, mentions and triples, in this process."""
    return list(extract_corpus(articles, model=model, progress=progress).extractions)


def link_statements(
    extractions: Sequence[ArticleExtraction], resolution, kinds: Mapping[str, str] | None = None
) -> list[Statement]:
    """Attach entity keys to every triple's subject, object and speaker. ``kinds`` (entity key -> kind) is
    worked out from ``resolution`` unless the caller has it."""
    from .entities import link_span
    from .ids import slug

    statements: list[Statement] = []
    # One clause's triples share their subject or speaker span: link each span of an article once.
    linked: dict[tuple[str, Span], str | None] = {}

    def link(article_id: str, span: Span) -> str | None:
        key = (article_id, span)
        if key not in linked:
            linked[key] = link_span(resolution, article_id, span)
        return linked[key]

    if kinds is None:
        kinds = entity_kinds(resolution)
    slugs: dict[str, str] = {}  # an article's slug, named by each of its triples: work it out once
    for extraction in extractions:
        # a sentence's text keeps the paragraph break that ended it; the graph, tables and view leave it out
        sentences = {s.index: s.text.strip() for s in extraction.sentences}
        per_sentence: dict[int, int] = {}
        for triple in extraction.triples:
            position = per_sentence.get(triple.sentence_index, 0)
            per_sentence[triple.sentence_index] = position + 1
            article_id = triple.article_id
            prefix = slugs.get(article_id)
            if prefix is None:
                prefix = slugs[article_id] = slug(article_id)
            subject = link(article_id, triple.subject)
            obj = link(article_id, triple.object) if triple.object else None
            if obj is not None and triple.lemma == "be" and not _names_what_it_is(subject, obj, kinds):
                obj = None
            statements.append(
                Statement(
                    id=f"{prefix}-{triple.sentence_index}-{position}",
                    triple=triple,
                    sentence=sentences.get(triple.sentence_index, ""),
                    subject_entity=subject,
                    object_entity=obj,
                    speaker_entity=link(article_id, triple.attributed_to) if triple.attributed_to else None,
                )
            )
    return statements


def with_described_events(
    statements: Sequence[Statement], described: Mapping[tuple[str, str], str]
) -> list[Statement]:
    """The statements with each subject or object that describes an event ("the attack") and names no entity
    linked to it: its ``subject_entity`` or ``object_entity`` holds an event key (kg.events.described)."""
    linked: list[Statement] = []
    for s in statements:
        subject = s.subject_entity or described.get((s.id, "subject"))
        obj = s.object_entity or described.get((s.id, "object"))
        if subject != s.subject_entity or obj != s.object_entity:
            s = replace(s, subject_entity=subject, object_entity=obj)
        linked.append(s)
    return linked


def _with_stated(statement: Statement, stated: StatedContext) -> Statement:
    """The statement with the date and place its own clause states (kg.events.statement_context)."""
    return replace(
        statement,
        stated_date=stated.date,
        stated_place=stated.place,
        stated_place_preposition=stated.preposition,
    )


def entity_kinds(resolution) -> dict[str, str]:
    """Entity key -> kind (Person, Organization, Place, ...), for the rules that weigh an entity's kind."""
    return {e.key: e.kind for e in resolution.entities}


def _names_what_it_is(subject: str | None, obj: str, kinds: Mapping[str, str]) -> bool:
    """Whether a copula's object, linked to entity ``obj``, may stand as that entity, or only as its words.

    "Josep Borrell | be | EU foreign policy chief": the article ties the description to him, but as the
    object of his own copula it says what he is, not who ("Borrell is Borrell"). "John Kirby | be |
    National security spokesman for the White House": the phrase ends on a name, yet a person is never an
    organisation or a place; the role is the object, not the White House.
    """
    if obj == subject:
        return False
    return not (
        subject is not None and kinds.get(subject) == PERSON and kinds.get(obj) in (ORGANIZATION, PLACE)
    )


def _import_later_stages() -> None:
    """Import what the stages after the parse use, while worker processes load the model (about 0.5 s).

    Not igraph: the view lays out only graphs of IGRAPH_MIN_NODES entities or more with it (about
    100 articles up), and importing it (matplotlib's helpers with it) cost a 60-article build 1-1.5 s
    of CPU for nothing; a large build imports it when it lays the view out.
    """
    from . import entities, events, network, outputs, rdf, view  # noqa: F401


def model_corpus(
    articles: Sequence[Article],
    model: str | None = None,
    aliases: str | Path | None = None,
    progress: Progress | None = None,
    workers: int = 1,
    cache_dir: str | Path | None = None,
    dask: str | None = None,
) -> KnowledgeGraph:
    """Run every stage up to the event model and return the corpus as plain data.

    ``workers``, ``cache_dir`` and ``dask`` choose how the parse runs (see ``kg.batch.extract_corpus``);
    the result is the same whichever does. ``stats`` gives how many articles were parsed or cached.
    """
    from .confidence import score_statements
    from .entities import resolve_entities
    from .events import model_events

    corpus = extract_corpus(
        articles,
        model=model,
        workers=workers,
        cache_dir=cache_dir,
        dask=dask,
        progress=progress,
        meanwhile=_import_later_stages,
    )
    extractions = corpus.extractions
    memo = None
    if cache_dir is not None:  # what the rules that read one article worked out for it before (kg.memo)
        keys = {a.id: key for a, key in zip(articles, corpus.keys, strict=True)}
        memo = ArticleMemo(Path(cache_dir) / config.MEMO_FOLDER, keys).read()
    with without_cycle_collection(), remembering(memo):
        resolution = resolve_entities(extractions, overrides=aliases)
        kinds = entity_kinds(resolution)
        statements = link_statements(extractions, resolution, kinds)
        # reactions and event roles are read from the statements the graph holds, never from flagged ones
        events = model_events(extractions, resolution, [s for s in statements if not s.triple.flag])
        about = events.statement_events
        statements = [replace(s, event=about[s.id]) if s.id in about else s for s in statements]
        statements = with_described_events(statements, events.argument_events)
        statements = [
            _with_stated(s, events.stated[s.id]) if s.id in events.stated else s for s in statements
        ]
        # how far each statement can be trusted out of its sentence (kg:confidence), now that its entities
        # and its event are known: both weigh in
        statements = score_statements(statements, kinds)
    if memo is not None:
        memo.write()
    return KnowledgeGraph(
        articles=tuple(articles),
        sentences=tuple(s for e in extractions for s in e.sentences),
        entities=resolution.entities,
        statements=tuple(statements),
        events=events.events,
        claims=events.claims,
        reactions=events.reactions,
        dropped_names=resolution.dropped,
        stats={"parsed": corpus.parsed, "cached": corpus.cached},
    )


def build(
    inputs: Iterable[str | Path],
    out_dir: str | Path,
    model: str | None = None,
    base: str = config.DEFAULT_BASE,
    aliases: str | Path | None = None,
    formats: Sequence[str] = ("turtle",),
    progress: Progress | None = TERMINAL_PROGRESS,
    workers: int = 1,
    cache: bool | str | Path = True,
    dask: str | None = None,
    columns: Columns = DEFAULT_COLUMNS,
    max_bytes: int = config.MAX_ARTICLE_BYTES,
) -> BuildResult:
    """Build the knowledge graph of the articles in ``inputs`` and write it to ``out_dir``.

    Every input, option and the output folder are checked before the parse; ``out_dir`` is locked
    for the whole build and switched to the new outputs in one rename, so a failed or killed run
    leaves an earlier ``out_dir`` intact. ``cache`` keeps each article's
    extraction (True: in ``out_dir``/.kg-cache; a path: there; False: nowhere), so a rebuild parses
    only new and changed articles; ``workers`` parses in that many processes, ``dask`` on a Dask
    cluster ("local" or a scheduler address). ``columns`` names the fields of JSON Lines and CSV inputs.
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
        articles = read_articles(inputs, columns, max_bytes=max_bytes)
        cache_dir = (Path(out_dir) / config.CACHE_FOLDER if cache is True else Path(cache)) if cache else None
        # One stretch without the cycle collector for the stages and the outputs: switched on between
        # them, it walked every record of the corpus three times over before writing the first file.
        with without_cycle_collection():
            model_data = model_corpus(
                articles,
                model=model,
                aliases=aliases,
                progress=progress,
                workers=workers,
                cache_dir=cache_dir,
                dask=dask,
            )
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
        parsed=int(model_data.stats.get("parsed", len(articles))),
        cached=int(model_data.stats.get("cached", 0)),
        graph=model_data,
        base=base,
    )
