"""RDF stage speed at corpus scale: graph building, each output format, SHACL validation, store loading
and the named queries.

The whole BBC corpus (2,225 articles) takes the full NLP pipeline far longer than the RDF stage, so by
default this synthesises a model of the same shape: ~20 statements, 2 claims and a reaction per article,
entities shared across articles with a long-tailed mention distribution. Figures are printed; nothing
is asserted.

    python benchmarks/rdf_speed.py                 # BBC-sized synthetic model
    python benchmarks/rdf_speed.py --articles 200  # quicker
    python benchmarks/rdf_speed.py --graph out/graph.ttl   # time validation/loading of a real build
"""

from __future__ import annotations

import argparse
import random
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from kg.rdf import build_graph, serialize, validate
from kg.store import load_store, named_queries, render_named, run_query
from kg.types import (
    Argument,
    Article,
    Claim,
    Entity,
    Event,
    KnowledgeGraph,
    Mention,
    Reaction,
    Sentence,
    Span,
    Statement,
    Triple,
)

FORMATS = {"turtle": ".ttl", "ntriples": ".nt", "trig": ".trig", "nquads": ".nq", "jsonld": ".jsonld"}
KINDS = ("Person", "Organization", "Place", "Other")
LEMMAS = ("say", "kill", "condemn", "deny", "vow", "meet", "attack", "announce", "blame", "visit", "kill in")


def synthetic_model(n_articles: int, per_article: int, seed: int = 7) -> KnowledgeGraph:
    """A model shaped like a news corpus: Zipf-like entity reuse, reported speech, negation, claims."""
    rng = random.Random(seed)
    n_entities = max(10, n_articles * 4)
    names = [f"Entity {i} {rng.choice(['Khan', 'Smith', 'Ortega', 'Li'])}" for i in range(n_entities)]
    articles, sentences, statements, claims, reactions, events = [], [], [], [], [], []
    seen: dict[int, set[str]] = {}
    for a in range(n_articles):
        article_id = f"bbc-{a:05d}"
        text_sentences = []
        event_key = f"event-{a:05d}"
        for i in range(per_article):
            subj = min(int(rng.paretovariate(1.1)) - 1, n_entities - 1)
            obj = rng.randrange(n_entities)
            sentence = f'{names[subj]} said "it" was <{i}> — {names[obj]} … in article {a}.'
            text_sentences.append(sentence)
            sentences.append(Sentence(article_id, i, sentence, 0, len(sentence)))
            seen.setdefault(subj, set()).add(article_id)
            lemma = rng.choice(LEMMAS)
            has_entity_object = rng.random() < 0.6
            if has_entity_object:
                seen.setdefault(obj, set()).add(article_id)
            speaker = rng.random() < 0.25
            triple = Triple(
                article_id=article_id,
                sentence_index=i,
                subject=Span(names[subj], 0, len(names[subj])),
                predicate=lemma + "ed",
                lemma=lemma,
                object=Span(names[obj] if has_entity_object else f"the thing {rng.randrange(500)}", 0, 5),
                arguments=(Argument(Span("Kerman", 0, 6), "in", "place"),) if rng.random() < 0.3 else (),
                negated=rng.random() < 0.05,
                attributed_to=Span(names[subj], 0, 3) if speaker else None,
                confidence=rng.random(),
            )
            statement_id = f"{article_id}-{i}-0"
            statements.append(
                Statement(
                    id=statement_id,
                    triple=triple,
                    sentence=sentence,
                    subject_entity=f"e{subj}",
                    object_entity=f"e{obj}" if has_entity_object else None,
                    speaker_entity=f"e{subj}" if speaker else None,
                    event=event_key if i == 0 else None,
                )
            )
            if i == 1:
                reactions.append(Reaction(statement_id, f"e{subj}", "condemnation", event_key))
        for order, value in enumerate((rng.randrange(1, 200), rng.randrange(1, 200))):
            claims.append(
                Claim(
                    f"{article_id}-killed-{order}",
                    event_key,
                    "killed",
                    value,
                    "person",
                    "at least",
                    article_id,
                    order,
                    text_sentences[order],
                    source="officials",
                    order=order,
                )
            )
        events.append(Event(event_key, f"bombing {a}", "Bombing", articles=(article_id,), date="2024-01-03"))
        articles.append(Article(article_id, " ".join(text_sentences), date="2024-01-04"))
    entities = []
    for index, article_ids in sorted(seen.items()):
        mentions = tuple(Mention(a, 0, names[index], 0, 1, "PERSON") for a in sorted(article_ids))
        entities.append(
            Entity(
                f"e{index}",
                names[index],
                KINDS[index % 4],
                aliases=(names[index].split()[-1],),
                mentions=mentions,
                articles=tuple(sorted(article_ids)),
            )
        )
    return KnowledgeGraph(
        tuple(articles),
        tuple(sentences),
        tuple(entities),
        tuple(statements),
        tuple(events),
        tuple(claims),
        tuple(reactions),
    )


def timed(label: str, function, *args):
    started = time.perf_counter()
    value = function(*args)
    seconds = time.perf_counter() - started
    return value, seconds


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--articles", type=int, default=2225, help="synthetic articles (BBC: 2225)")
    parser.add_argument("--statements", type=int, default=20, help="statements per article")
    parser.add_argument("--graph", type=Path, help="time validation and loading of this graph file instead")
    parser.add_argument("--no-validate", action="store_true", help="skip SHACL validation (slowest step)")
    args = parser.parse_args()
    folder = Path(tempfile.mkdtemp(prefix="kg-rdf-speed-"))
    files: dict[str, Path] = {}
    if args.graph:
        files["given"] = args.graph
    else:
        model, seconds = timed("model", synthetic_model, args.articles, args.statements)
        print(
            f"model: {len(model.articles)} articles, {len(model.statements)} statements, "
            f"{len(model.entities)} entities, {len(model.claims)} claims ({seconds:.1f} s to synthesise)"
        )
        graph, seconds = timed("build", build_graph, model)
        triples = len(graph)
        print(f"build_graph: {triples} triples in {seconds:.1f} s = {triples / seconds:,.0f} triples/s")
        for fmt, suffix in FORMATS.items():
            data, seconds = timed(fmt, serialize, graph, fmt)
            files[fmt] = folder / f"graph{suffix}"
            files[fmt].write_bytes(data)
            print(
                f"serialize {fmt:9}: {seconds:6.1f} s = {triples / seconds:9,.0f} triples/s, "
                f"{len(data) / 1e6:6.1f} MB"
            )
    for name in ("given", "turtle", "trig"):
        if name not in files:
            continue
        store = folder / f"store-{name}"
        count, seconds = timed("load", load_store, files[name], store)
        rate = count / seconds
        print(f"load_store {files[name].name}: {count} triples in {seconds:.1f} s = {rate:,.0f} triples/s")
        _, seconds = timed("reload", load_store, files[name], store)
        print(f"  reload (replaces, no duplicates): {seconds:.1f} s")
    store = folder / f"store-{'given' if 'given' in files else 'trig'}"
    for name in sorted(named_queries()):
        result, seconds = timed(name, run_query, store, render_named(name, {}))
        print(f"query {name:24}: {len(result.rows):6} rows in {seconds:.2f} s")
    if not args.no_validate:
        target = files.get("given") or files["turtle"]
        report, seconds = timed("validate", validate, target)
        verdict = f"conforms={report.conforms} ({report.violations} violations)"
        print(f"validate {target.name}: {verdict} in {seconds:.1f} s")
    print(f"files in {folder}")


if __name__ == "__main__":
    main()
