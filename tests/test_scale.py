"""Corpora at scale: subfolders, JSON Lines and CSV inputs, the build cache, worker processes and Dask."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from kg import records
from kg.articles import Columns, read_articles
from kg.errors import InputError
from kg.pipeline import build
from kg.types import Article, ArticleExtraction

SHARED = Path(__file__).resolve().parents[2] / "shared"

# Short articles written for these tests: each names people, places and an event, so every stage has work.
STORIES = [
    "Rescuers in Tarsk said on Monday that a flood killed 12 people. Mayor Ana Velic denied the dam failed.",
    "The Orvian army shelled the port of Kalmar on Tuesday, the defence ministry said. Three soldiers died.",
    "Minister Joan Pike resigned on Friday after the audit. She said she would not contest the report.",
    "A fire destroyed the Lindholm market overnight. Police in Lindholm arrested two men, officials said.",
    "The Brevic Party won the vote in Sorn. Its leader Tomas Ek promised lower taxes and new schools.",
    "Engineers at Quantel launched a satellite from Arvo base. The company said the launch cost $40m.",
    "Storms cut power to 30,000 homes in Deltan, the utility said. Repairs will take a week, it warned.",
    "The central bank of Norvia raised rates to 5% on Thursday. Analysts had expected the rise.",
    "Striking nurses in Pell marched to parliament. Health minister Ida Roos said talks would resume.",
    "An earthquake struck near Varna Bay, injuring 40 people. The Red Cross sent teams to the coast.",
    "The court in Hallen jailed a former mayor for fraud. His lawyer said he would appeal the ruling.",
    "Farmers blocked roads around Etten to protest fuel prices. Police did not intervene, witnesses said.",
]


def _write_corpus(folder: Path, count: int = len(STORIES)) -> Path:
    for index, text in enumerate(STORIES[:count]):
        section = folder / ("news" if index % 2 else "world")
        section.mkdir(parents=True, exist_ok=True)
        (section / f"{index:03d}.txt").write_text(text + "\n", encoding="utf-8")
    return folder


def _outputs(folder: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(folder.iterdir()) if p.is_file()}


def _model_loads() -> tuple[int, int]:
    """How often this process's model loader was called and how often it loaded a model."""
    from kg.extract import load_model

    info = load_model.cache_info()
    return info.hits + info.misses, info.misses


def test_subfolders_give_each_article_its_path_as_id(tmp_path: Path) -> None:
    for section in ("business", "politics"):
        (tmp_path / section).mkdir()
        (tmp_path / section / "001.txt").write_text(f"A {section} story.", encoding="utf-8")
    assert [a.id for a in read_articles([tmp_path])] == ["business/001", "politics/001"]


def test_the_bbc_corpus_reads_as_it_is_laid_out() -> None:
    articles = read_articles([SHARED / "corpus" / "bbc"])
    assert len(articles) == 2225
    assert len({a.id for a in articles}) == 2225
    assert {a.id.split("/")[0] for a in articles} == {
        "business",
        "entertainment",
        "politics",
        "sport",
        "tech",
    }


def test_json_lines_and_csv_inputs_with_named_fields(tmp_path: Path) -> None:
    jsonl = tmp_path / "feed.jsonl"
    rows = [
        {"uid": "a1", "body": STORIES[0], "published": "2024-01-03T10:00:00Z", "outlet": "Wire"},
        {"body": STORIES[1]},
    ]
    jsonl.write_text("\n".join(json.dumps(r) for r in rows) + "\n", encoding="utf-8")
    table = tmp_path / "more.csv"
    table.write_text('id,text,title\nc1,"' + STORIES[2] + '",Pike resigns\n', encoding="utf-8")
    columns = Columns(text="body", id="uid", date="published", source="outlet")
    articles = {a.id: a for a in read_articles([jsonl], columns) + read_articles([table])}
    assert articles["a1"].date == "2024-01-03" and articles["a1"].source == "Wire"
    assert articles["feed-2"].text == STORIES[1]  # no id field: the file stem and the record number
    assert articles["c1"].title == "Pike resigns"


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ('{"title": "no text"}\n', r"feed\.jsonl:1: no 'text' field.*--text-field"),
        ('{"text": "ok"}\nnot json\n', r"feed\.jsonl:2: not a JSON object"),
        (
            '{"text": "ok", "date": "last Tuesday"}\n',
            r"feed\.jsonl:1: date 'last Tuesday' is not an ISO 8601 date",
        ),
        ('{"id": "x", "text": "one"}\n{"id": "x", "text": "two"}\n', r"share the article id 'x'"),
    ],
)
def test_bad_records_are_refused_with_file_and_line(tmp_path: Path, content: str, message: str) -> None:
    (tmp_path / "feed.jsonl").write_text(content, encoding="utf-8")
    with pytest.raises(InputError, match=message):
        read_articles([tmp_path / "feed.jsonl"])


def test_records_survive_the_compact_encoding(sample_model) -> None:
    extraction = sample_model
    assert records.loads(records.dumps(extraction), ArticleExtraction) == extraction
    with pytest.raises(Exception, match="not a stored ArticleExtraction"):
        records.loads(b"\x93\x01\x02\x03", ArticleExtraction)


def test_a_record_is_stored_as_the_array_of_its_fields_and_read_back_with_its_types() -> None:
    import msgpack

    from kg.types import Mention, Sentence

    article = Article(id="a", text="Ana Velic spoke.", date="2024-01-02")
    sentence = Sentence(article_id="a", index=0, text="Ana Velic spoke.", start=0, end=16)
    mention = Mention(article_id="a", sentence_index=0, text="Ana Velic", start=0, end=9, label="PERSON")
    extraction = ArticleExtraction(article, (sentence,), (mention,), ())
    data = records.dumps(extraction)
    # the bytes hold no field names: each record is the array of its field values in declaration order
    assert msgpack.unpackb(data) == [
        ["a", "Ana Velic spoke.", "", "2024-01-02", None, None],
        [["a", 0, "Ana Velic spoke.", 0, 16]],
        [["a", 0, "Ana Velic", 0, 9, "PERSON"]],
        [],
    ]
    back = records.loads(data, ArticleExtraction)
    assert back == extraction and type(back.sentences) is tuple and type(back.mentions[0]) is Mention
    assert hash(back.mentions[0]) == hash(mention)
    # a set is stored as an array, and a value of no storable type is refused by name
    assert msgpack.unpackb(records.packb({"k": frozenset({1})})) == {"k": [1]}
    with pytest.raises(TypeError, match="cannot store a complex"):
        records.packb([1j])


@pytest.fixture(scope="module")
def sample_model() -> ArticleExtraction:
    from kg.pipeline import extract_articles

    article = Article(id="t", text=" ".join(STORIES[:3]))
    return extract_articles([article])[0]


def test_a_rebuild_parses_only_new_and_changed_articles(tmp_path: Path) -> None:
    corpus = _write_corpus(tmp_path / "in", 4)
    first = build([corpus], tmp_path / "out", progress=None)
    assert (first.parsed, first.cached) == (4, 0)
    fresh = _outputs(tmp_path / "out")

    again = build([corpus], tmp_path / "out", progress=None)
    assert (again.parsed, again.cached) == (0, 4)
    assert again.summary().startswith("4 articles (0 parsed, 4 from the cache), ")
    assert _outputs(tmp_path / "out") == fresh  # the cache changes nothing in what is written

    (corpus / "world" / "000.txt").write_text(STORIES[0].replace("12 people", "14 people"), encoding="utf-8")
    changed = build([corpus], tmp_path / "out", progress=None)
    assert (changed.parsed, changed.cached) == (1, 3)
    assert changed.summary().startswith("4 articles (1 parsed, 3 from the cache), ")
    assert b"14 people" in (tmp_path / "out" / "triples.csv").read_bytes()

    (corpus / "news" / "001.txt").unlink()
    removed = build([corpus], tmp_path / "out", progress=None)
    assert (removed.articles, removed.parsed) == (3, 0)
    assert b"news/001" not in (tmp_path / "out" / "triples.csv").read_bytes()
    assert b"article/news-001" not in (tmp_path / "out" / "graph.ttl").read_bytes()


@pytest.mark.parametrize("change", ["added", "removed"])
def test_a_cached_rebuild_writes_what_a_clean_build_of_the_same_articles_writes(
    tmp_path: Path, change: str
) -> None:
    corpus = _write_corpus(tmp_path / "in", 5 if change == "removed" else 4)
    build([corpus], tmp_path / "out", progress=None)
    if change == "added":
        (corpus / "world" / "004.txt").write_text(STORIES[4] + "\n", encoding="utf-8")
    else:
        (corpus / "news" / "001.txt").unlink()
    rebuilt = build([corpus], tmp_path / "out", progress=None)
    assert (rebuilt.parsed, rebuilt.cached) == ((1, 4) if change == "added" else (0, 4))
    build([corpus], tmp_path / "clean", progress=None, cache=False)
    assert _outputs(tmp_path / "out") == _outputs(tmp_path / "clean")


def _feed(path: Path, stories: list[str]) -> Path:
    """A JSON Lines file without ids: each article's id is the file's stem and its line number."""
    path.write_text("".join(json.dumps({"text": s}) + "\n" for s in stories), encoding="utf-8")
    return path


def test_a_record_added_at_the_top_of_a_feed_is_the_only_one_parsed(tmp_path: Path) -> None:
    """Every record's id (feed-N) moves down one line; the cache knows them by their content."""
    build([_feed(tmp_path / "feed.jsonl", STORIES[1:5])], tmp_path / "out", progress=None)
    feed = _feed(tmp_path / "feed.jsonl", STORIES[0:5])
    rebuilt = build([feed], tmp_path / "out", progress=None)
    assert (rebuilt.parsed, rebuilt.cached) == (1, 4)
    build([feed], tmp_path / "clean", progress=None, cache=False)
    assert _outputs(tmp_path / "out") == _outputs(tmp_path / "clean")


def test_a_record_whose_title_changed_is_parsed_again(tmp_path: Path) -> None:
    """Extraction reads the title (a headline is a sentence of its own), so it is part of the cache key."""
    feed = tmp_path / "feed.jsonl"

    def write(title: str) -> None:
        records = [
            {"id": f"r{i}", "title": title if i == 0 else f"Story {i}", "text": s}
            for i, s in enumerate(STORIES[:3])
        ]
        feed.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")

    write("Gunmen attack a market")
    build([feed], tmp_path / "out", progress=None)
    write("Minister resigns over the budget")
    rebuilt = build([feed], tmp_path / "out", progress=None)
    assert (rebuilt.parsed, rebuilt.cached) == (1, 2)
    build([feed], tmp_path / "clean", progress=None, cache=False)
    assert _outputs(tmp_path / "out") == _outputs(tmp_path / "clean")
    assert b"Minister resigns over the budget" in (tmp_path / "out" / "graph.ttl").read_bytes()


def test_a_moved_corpus_folder_is_not_parsed_again(tmp_path: Path) -> None:
    corpus = _write_corpus(tmp_path / "in", 4)
    build([corpus], tmp_path / "out", progress=None)
    moved = corpus.rename(tmp_path / "renamed")
    rebuilt = build([moved], tmp_path / "out", progress=None)
    assert (rebuilt.parsed, rebuilt.cached) == (0, 4)
    build([moved], tmp_path / "clean", progress=None, cache=False)
    assert _outputs(tmp_path / "out") == _outputs(tmp_path / "clean")
    # and each cached extraction is given the article as read now, with its new path
    from kg import config
    from kg.batch import extract_corpus

    articles = read_articles([moved])
    cached = extract_corpus(articles, cache_dir=tmp_path / "out" / config.CACHE_FOLDER)
    assert cached.parsed == 0
    assert [e.article for e in cached.extractions] == articles
    assert all(a.path.startswith(str(moved)) for a in articles)


def test_two_articles_of_the_same_text_each_keep_their_own_id(tmp_path: Path) -> None:
    corpus = _write_corpus(tmp_path / "in", 2)
    build([corpus], tmp_path / "out", progress=None)
    (corpus / "copy").mkdir()
    (corpus / "copy" / "000.txt").write_text(STORIES[0] + "\n", encoding="utf-8")  # world/000's text
    rebuilt = build([corpus], tmp_path / "out", progress=None)
    assert (rebuilt.parsed, rebuilt.cached) == (0, 3)
    build([corpus], tmp_path / "clean", progress=None, cache=False)
    assert _outputs(tmp_path / "out") == _outputs(tmp_path / "clean")
    graph = rebuilt.graph
    for article in graph.articles:
        sentences = [s for s in graph.sentences if s.article_id == article.id]
        assert sentences and sentences[0].text.startswith(article.text[:20])
    assert {s.triple.article_id for s in graph.statements} == {a.id for a in graph.articles}


def test_a_damaged_cache_entry_is_parsed_again_and_rewritten(tmp_path: Path) -> None:
    corpus = _write_corpus(tmp_path / "in", 2)
    build([corpus], tmp_path / "out", progress=None)
    fresh = _outputs(tmp_path / "out")
    entries = sorted((tmp_path / "out" / ".kg-cache").rglob("*.msgpack"))
    assert len(entries) == 2
    entries[0].write_bytes(b"\x93not a record")
    again = build([corpus], tmp_path / "out", progress=None)
    assert (again.parsed, again.cached) == (1, 1)
    assert _outputs(tmp_path / "out") == fresh
    assert build([corpus], tmp_path / "out", progress=None).cached == 2  # the entry was written again


def test_worker_processes_write_the_same_graph_as_one_process(tmp_path: Path, monkeypatch) -> None:
    """--workers 2 parses in two processes, both given batches, none of it in this process."""
    import concurrent.futures

    from kg import config

    corpus = _write_corpus(tmp_path / "in")
    build([corpus], tmp_path / "one", progress=None, cache=False)
    batches: dict[int, int] = {}  # batches submitted to each one-process executor

    class CountedExecutor(concurrent.futures.ProcessPoolExecutor):
        def submit(self, *args, **kwargs):
            batches[id(self)] = batches.get(id(self), 0) + 1
            return super().submit(*args, **kwargs)

    monkeypatch.setattr(concurrent.futures, "ProcessPoolExecutor", CountedExecutor)
    monkeypatch.setattr(config, "WORKER_BATCH_ARTICLES", 2)  # 12 articles: six batches to share
    here = _model_loads()
    pooled = build([corpus], tmp_path / "two", progress=None, cache=False, workers=2)
    assert _model_loads() == here
    assert pooled.parsed == len(STORIES)
    assert len(batches) == 2 and sum(batches.values()) == len(STORIES) // 2
    assert _outputs(tmp_path / "two") == _outputs(tmp_path / "one")


@pytest.mark.parametrize(
    ("share", "processes"),
    [
        (4, 3),  # 12 articles, 4 to a process
        (10, 1),  # 2 left after the first 10: under half a share, not worth a second model load
    ],
)
def test_worker_processes_replaced_as_they_grow_write_the_same_graph(
    tmp_path: Path, monkeypatch, share: int, processes: int
) -> None:
    """--workers 1 parses a large corpus in worker processes, each replaced after its share of articles
    unless less than half a share is left."""
    import concurrent.futures

    from kg import config

    corpus = _write_corpus(tmp_path / "in")
    build([corpus], tmp_path / "here", progress=None, cache=False)
    started: list[object] = []

    class CountedExecutor(concurrent.futures.ProcessPoolExecutor):
        def __init__(self, *args, **kwargs) -> None:
            started.append(self)
            super().__init__(*args, **kwargs)

    monkeypatch.setattr(concurrent.futures, "ProcessPoolExecutor", CountedExecutor)
    monkeypatch.setattr(config, "IN_PROCESS_MAX_ARTICLES", 4)
    monkeypatch.setattr(config, "WORKER_BATCH_ARTICLES", 2)
    monkeypatch.setattr(config, "WORKER_RECYCLE_ARTICLES", share)
    pooled = build([corpus], tmp_path / "pooled", progress=None, cache=False)
    assert pooled.parsed == len(STORIES)
    assert len(started) == processes
    assert _outputs(tmp_path / "pooled") == _outputs(tmp_path / "here")


def test_a_dask_cluster_at_an_address_parses_on_its_workers_and_writes_the_same_graph(
    tmp_path: Path, monkeypatch
) -> None:
    """--dask ADDRESS sends the parse to that cluster's workers, each loading the model once."""
    from dask.distributed import Client, LocalCluster, get_task_stream

    from kg import config

    corpus = _write_corpus(tmp_path / "in")
    build([corpus], tmp_path / "one", progress=None, cache=False)
    monkeypatch.setattr(config, "WORKER_BATCH_ARTICLES", 2)  # six tasks, enough for both workers
    with (
        LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None) as cluster,
        Client(cluster) as client,
    ):
        here = _model_loads()
        with get_task_stream(client) as stream:
            build([corpus], tmp_path / "dask", progress=None, cache=False, dask=cluster.scheduler_address)
        assert _model_loads() == here  # nothing was parsed in this process
        ran = [task for task in stream.data if "extract_batch" in str(task["key"])]
        assert len(ran) == len(STORIES) // 2
        assert {task["worker"] for task in ran} == set(cluster.scheduler_info["workers"])
        loads = client.run(_model_loads)
        assert sorted(loads.values()) == sorted((calls, 1) for calls, _ in loads.values())
        assert sum(calls for calls, _ in loads.values()) == len(ran)
    assert _outputs(tmp_path / "dask") == _outputs(tmp_path / "one")


def test_a_bad_worker_count_is_refused_before_the_parse(tmp_path: Path) -> None:
    from kg.errors import KGError

    corpus = _write_corpus(tmp_path / "in", 1)
    with pytest.raises(KGError, match="--workers 0: give at least 1"):
        build([corpus], tmp_path / "out", progress=None, workers=0)


@pytest.fixture(scope="module")
def story_graph():
    from kg.pipeline import model_corpus

    return model_corpus([Article(id=f"s{i}", text=text) for i, text in enumerate(STORIES)])


@pytest.mark.parametrize(
    ("fmt", "parser"), [("turtle", "turtle"), ("nt", "nt"), ("trig", "trig"), ("nquads", "nquads")]
)
def test_the_fast_export_writes_the_graph_rdflib_holds(story_graph, fmt: str, parser: str) -> None:
    """The plain triple set exports the bytes an rdflib Graph does, and they parse back to that graph."""
    from rdflib import Dataset, Graph
    from rdflib.compare import isomorphic

    from kg.rdf import build_graph, build_triples, serialize

    fast = serialize(build_triples(story_graph), fmt)
    reference = build_graph(story_graph)
    assert fast == serialize(reference, fmt)
    if parser in ("trig", "nquads"):
        dataset = Dataset()
        dataset.parse(data=fast, format=parser)
        parsed = Graph()
        for s, p, o, _ in dataset.quads():
            parsed.add((s, p, o))
    else:
        parsed = Graph().parse(data=fast, format=parser)
    assert isomorphic(parsed, reference)


def test_the_view_drawn_from_the_triple_set_is_the_page_of_the_rdflib_graph(story_graph) -> None:
    """A build draws its page from the plain triple set; `kg view` draws it from an rdflib Graph."""
    from kg.rdf import build_graph, build_triples
    from kg.view import render_html

    page = render_html(build_triples(story_graph), title="stories")
    assert '"evidence":[{' in page  # the stories give statements to draw
    assert page == render_html(build_graph(story_graph), title="stories")


def test_the_built_page_is_the_one_kg_view_draws_from_the_written_graph(built_sample: Path) -> None:
    import html
    import re

    from kg.rdf import read_graph
    from kg.view import render_html

    page = (built_sample / "graph.html").read_text(encoding="utf-8")
    title = html.unescape(re.search(r"<title>(.*?)</title>", page).group(1))
    assert page == render_html(read_graph(built_sample / "graph.ttl"), title=title)


def test_each_span_is_linked_as_entity_resolution_links_it_in_its_own_article() -> None:
    """link_statements links a span once per article: the same words in two articles stay apart."""
    from kg.entities import link_span, resolve_entities
    from kg.pipeline import extract_articles, link_statements

    text = STORIES[2] + " " + STORIES[8]
    extractions = extract_articles([Article(id="a", text=text), Article(id="b", text=STORIES[8])])
    resolution = resolve_entities(extractions)
    statements = link_statements(extractions, resolution)
    assert {s.triple.article_id for s in statements} == {"a", "b"}
    assert any(s.speaker_entity for s in statements)  # "Ida Roos said ...": a speaker to link
    for s in statements:
        t = s.triple
        assert s.subject_entity == link_span(resolution, t.article_id, t.subject)
        linked = link_span(resolution, t.article_id, t.object) if t.object else None
        # a copula's object may be left a phrase ("Ida Roos | be | the chief negotiator" is not Ida Roos)
        assert s.object_entity == linked or (s.object_entity is None and t.lemma == "be")
        speaker = link_span(resolution, t.article_id, t.attributed_to) if t.attributed_to else None
        assert s.speaker_entity == speaker


def test_the_worker_pool_counts_what_is_left_without_rereading_every_batch(monkeypatch) -> None:
    """Deciding whether to replace a worker reads a running count of unsent articles: summing every unsent
    batch on each submit made a large build's scheduling quadratic in its batches."""
    from concurrent.futures import Future

    from kg import batch, config

    reads = [0]

    class CountedBatch(list):
        def __len__(self) -> int:
            reads[0] += 1
            return super().__len__()

    class DoneExecutor:
        def submit(self, fn, *args):
            future: Future = Future()
            future.set_result([])
            return future

        def shutdown(self, **kwargs) -> None:
            pass

    articles = [Article(id=f"a{i}", text="Rain fell.") for i in range(3000)]
    monkeypatch.setattr(config, "WORKER_RECYCLE_ARTICLES", 50)
    monkeypatch.setattr(batch, "_batches", lambda items, size: [CountedBatch([a]) for a in items])
    monkeypatch.setattr(batch._Pool, "_executor", lambda self: DoneExecutor())
    pool = batch._Pool(articles, None, 2)
    assert list(pool) == []
    assert pool.submitted == len(articles)
    assert reads[0] <= 4 * len(articles)
