"""Entity-resolution benchmark: dev-gold scores and resolution time as the number of mentions grows.

Score an ``entities.csv`` written by ``kg build`` against the dev gold::

    python benchmarks/entities.py --csv out/entities.csv

Without ``--csv`` the sample corpus is parsed with the real spaCy model and resolved directly. ``--dev``
scores the development gold instead: 30 FA-KES articles (six events) and 20 BBC articles, each against its
own gold in ``benchmarks/gold/`` (clusters, distinct pairs, kinds, junk).
``--heldout`` rebuilds the articles of the judged held-out samples (``benchmarks/gold/heldout*/``, and the
development samples ``dev-s6/``, ``dev-s7e/``, ``dev-s8e/``, ``dev-s12e/``, ``dev-s13e/``, ``dev-s14e/``,
``dev-s15e/``, ``dev-s27e/``, ``dev-s28e/``, ``dev-s29e/``, ``dev-s30e/``, ``dev-s31e/``, ``dev-s32e/``,
``dev-s33e/``, ``dev-s35e/``, ``dev-s36e/``, ``dev-s37e/``, ``dev-s38e/``, ``dev-s39e/``, ``dev-s40e/``,
``dev-s41e/``, ``dev-s42e/``, ``dev-s43e/``, ``dev-s44e/``, ``dev-s45e/``, ``dev-s46e/``, ``dev-s47e/``,
``dev-s48e/``, ``dev-s49e/``, ``dev-s50e/``, ``dev-s51e/`` and ``dev-s52e/``) and rescores their judged
entities; ``--sample NAME`` picks the samples (a folder's name in ``HELDOUT``). A sample judged in full
(``dev-s7e``, ``dev-s8e``, ``dev-s12e``, ``dev-s13e``, ``dev-s14e``, ``dev-s15e``, ``dev-s27e``,
``dev-s28e``, ``dev-s29e``, ``dev-s30e``, ``dev-s31e``, ``dev-s32e``, ``dev-s33e``, ``dev-s35e``,
``dev-s36e``, ``dev-s37e``, ``dev-s38e``, ``dev-s39e``, ``dev-s40e``, ``dev-s41e``, ``dev-s42e``,
``dev-s43e``, ``dev-s44e``, ``dev-s45e``, ``dev-s46e``, ``dev-s47e``, ``dev-s48e``, ``dev-s49e``,
``dev-s50e``, ``dev-s51e``, ``dev-s52e``) also marks missed merges, counted while apart.
Then the resolver is timed on synthetic mentions (``--sizes 1000 10000 50000``; bare ``--sizes`` skips it).

Gold (``entities-dev.yaml``): ``clusters`` of surface forms that must be one entity, ``distinct`` pairs that
must never be. A cluster counts as merged when one entity bears all its forms among its label and aliases;
a forbidden merge is an entity bearing a form of both sides of a distinct pair. The development gold adds
``types`` (a name and the kind its entity must have; each cluster's ``type`` counts too) and ``junk``
(strings that must not label an entity: headline fragments, bare adjectives, possessive forms).
"""

from __future__ import annotations

import argparse
import csv
import random
import sys
import time
from collections import Counter
from collections.abc import Iterable, Sequence
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(HERE))  # the benchmark's modules beside this script

# The benchmark's modules (its --help is this docstring, so they are named here): the gold and its scores
# (entities_gold.py), and the judged samples' rescoring (entities_samples.py).
from entities_gold import CORPORA, DEV_GOLD, score, score_dev  # noqa: E402
from entities_samples import score_heldout_corpora  # noqa: E402

from kg.config import NER_KINDS  # noqa: E402
from kg.entities import resolve_entities  # noqa: E402
from kg.types import Article, ArticleExtraction, Mention  # noqa: E402

DEFAULT_GOLD = REPO.parent / "shared" / "eval" / "entities-dev.yaml"
SAMPLE = REPO / "examples" / "kerman-2024"


def dev_corpora() -> dict[str, list[Article]]:
    """The development gold's articles: FA-KES events of fakes-events.tsv, BBC files of bbc-articles.txt."""
    from kg.articles import read_article

    fakes: list[Path] = []
    for line in (DEV_GOLD / "fakes-events.tsv").read_text(encoding="utf-8").splitlines()[1:]:
        if line and not line.startswith("#") and not line.startswith("event\t"):
            fakes.extend(sorted((CORPORA / "fakes").glob(line.split("\t")[1])))
    bbc = []
    for name in (DEV_GOLD / "bbc-articles.txt").read_text(encoding="utf-8").split():
        category, number = Path(name).stem.split("-")
        article = read_article(CORPORA / "bbc" / category / f"{number}.txt")
        bbc.append(Article(f"{category}-{number}", article.text, article.path, article.date, article.title))
    return {"fakes": [read_article(p) for p in fakes], "bbc": bbc}


def score_dev_corpora(verbose: bool = False) -> None:
    """Build each development corpus with the pipeline's extraction and print its entity figures."""
    from kg.pipeline import extract_articles

    for name, articles in dev_corpora().items():
        resolution = resolve_entities(extract_articles(articles, progress=None))
        # A demonym ("British") is a word linked to its country by kg:demonymOf, not an entity to judge.
        entities = [e for e in resolution.entities if not e.demonym_of]
        forms = [{e.label, *e.aliases} for e in entities]
        gold = DEV_GOLD / f"{name}-entities.yaml"
        merged = score(forms, gold)
        dev = score_dev([(e.label, e.kind, {e.label, *e.aliases}) for e in entities], gold)
        errors, junk = dev["kind_errors"], dev["junk"]
        print(f"{name} ({len(articles)} articles, {gold.relative_to(REPO)}): {len(entities)} entities")
        share = merged["merged_share"]
        print(f"  clusters fully merged: {merged['merged']}/{merged['clusters']} ({share:.0%})")
        print(f"  forbidden merges:      {merged['forbidden_merges']}")
        print(f"  junk entities:         {len(junk)} ({dev['junk_share']:.1%} of entities)")  # type: ignore[arg-type]
        print(
            f"  kind errors:           {len(errors)}/{dev['kinds_judged']} "  # type: ignore[arg-type]
            f"({len(errors) / max(dev['kinds_judged'], 1):.0%} of judged names)"  # type: ignore[arg-type,call-overload]
        )
        for failed in merged["failed"]:  # type: ignore[attr-defined]
            print(f"    not merged: {failed}")
        for pair in merged["forbidden"]:  # type: ignore[attr-defined]
            print(f"    forbidden: {pair}")
        for label in junk:  # type: ignore[attr-defined]
            print(f"    junk: {label}")
        for error in errors:  # type: ignore[attr-defined]
            print(f"    kind: {error}")
        reasons = Counter(reason for _, reason, _ in resolution.dropped)
        print(f"  names dropped as no names: {len(resolution.dropped)} ({dict(reasons)})")
        if verbose:
            for name, reason, count in resolution.dropped:
                print(f"    dropped: {name} ({reason}, {count} mentions)")


def forms_from_csv(path: Path) -> list[set[str]]:
    with path.open(encoding="utf-8", newline="") as handle:
        return [{row["label"], *filter(None, row["aliases"].split("|"))} for row in csv.DictReader(handle)]


def sample_extractions(folder: Path = SAMPLE) -> list[ArticleExtraction]:
    """Articles of ``folder`` with their spaCy NER mentions (no triples needed to resolve entities)."""
    from kg.extract.nlp import load_model

    nlp = load_model()
    result = []
    for path in sorted(folder.glob("*.txt")):
        article = Article(path.stem, path.read_text(encoding="utf-8"), str(path))
        doc = nlp(article.text)
        mentions = tuple(
            Mention(article.id, 0, e.text, e.start_char, e.end_char, e.label_)
            for e in doc.ents
            if e.label_ in NER_KINDS
        )
        result.append(ArticleExtraction(article, (), mentions, ()))
    return result


# ---- scaling ------------------------------------------------------------------------------------------

_ONSETS = ["b", "d", "f", "g", "h", "j", "k", "l", "m", "n", "p", "r", "s", "t", "v", "z", "sh", "kh", "q"]
_VOWELS = ["a", "e", "i", "o", "u", "ou", "ei"]


def _word(rng: random.Random, syllables: int) -> str:
    return "".join(rng.choice(_ONSETS) + rng.choice(_VOWELS) for _ in range(syllables)).capitalize()


def _variant(rng: random.Random, name: str) -> str:
    """A romanisation variant: doubled consonant, ou/u, ei/ey, q/k, or a title in front."""
    swaps = [("ou", "u"), ("ei", "ey"), ("q", "k"), ("s", "ss"), ("i", "y")]
    old, new = rng.choice(swaps)
    name = name.replace(old, new, 1)
    return rng.choice(["", "", "General ", "President ", "the "]) + name


def synthetic_extractions(mentions: int, seed: int = 7) -> list[ArticleExtraction]:
    """``mentions`` NER mentions in ``mentions // 25`` articles: people, groups and places."""
    rng = random.Random(seed)
    people = [f"{_word(rng, 2)} {_word(rng, 3)}" for _ in range(max(10, mentions // 12))]
    orgs = [
        f"{_word(rng, 2)} {rng.choice(['Party', 'Council', 'Front', 'Brigades'])}"
        for _ in range(mentions // 40)
    ]
    places = [_word(rng, 2) for _ in range(max(5, mentions // 40))]
    articles = max(1, mentions // 25)
    per_article: list[list[Mention]] = [[] for _ in range(articles)]
    for n in range(mentions):
        a = rng.randrange(articles)
        pick = rng.random()
        if pick < 0.6:
            person = rng.choice(people)
            text = rng.choice([person, person.split()[-1], _variant(rng, person)])
            label = "PERSON" if rng.random() < 0.85 else "GPE"  # label noise on bare names
        elif pick < 0.8 and orgs:
            text, label = rng.choice(orgs), "ORG"
        else:
            text, label = rng.choice(places), "GPE"
        per_article[a].append(Mention(f"a{a}", 0, text, n * 20, n * 20 + len(text), label))
    return [ArticleExtraction(Article(f"a{i}", ""), (), tuple(ms), ()) for i, ms in enumerate(per_article)]


def time_resolution(sizes: Iterable[int]) -> list[tuple[int, int, float, float]]:
    """(mentions, entities, first-run CPU seconds, second-run CPU seconds) for each size.

    The first run pays for normalising every new name (as a build does); the second finds the per-name
    work cached, which leaves the cost of the merge rules themselves.
    """
    resolve_entities(synthetic_extractions(200, seed=1))  # load the curated tables once
    rows = []
    for size in sizes:
        data = synthetic_extractions(size, seed=size)
        timings = []
        for _ in range(2):
            start = time.process_time()
            result = resolve_entities(data)
            timings.append(time.process_time() - start)
        rows.append((size, len(result.entities), timings[0], timings[1]))
    return rows


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--csv", type=Path, help="entities.csv from `kg build` (default: resolve the sample)")
    parser.add_argument("--gold", type=Path, default=DEFAULT_GOLD, help="gold YAML (default: %(default)s)")
    parser.add_argument("--sizes", type=int, nargs="*", default=[1000, 10000, 50000], help="synthetic sizes")
    parser.add_argument("--dev", action="store_true", help="score the FA-KES and BBC development gold")
    parser.add_argument("--verbose", action="store_true", help="with --dev: list the dropped names")
    parser.add_argument("--heldout", action="store_true", help="rescore the judged held-out samples")
    parser.add_argument(
        "--sample", action="append", default=[], help="with --heldout: score only this sample (repeatable)"
    )
    args = parser.parse_args(argv)
    if args.heldout:
        score_heldout_corpora(args.sample)
        args.sizes = []
    elif args.dev:
        score_dev_corpora(args.verbose)
    elif args.csv:
        forms = forms_from_csv(args.csv)
        source = str(args.csv)
    else:
        entities = resolve_entities(sample_extractions()).entities
        forms = [{e.label, *e.aliases} for e in entities]
        source = f"NER + resolution over {SAMPLE.relative_to(REPO)}"
    if not args.dev and not args.heldout:
        result = score(forms, args.gold)
        print(f"dev gold ({source}): {len(forms)} entities")
        share = result["merged_share"]
        print(f"  clusters fully merged: {result['merged']}/{result['clusters']} ({share:.0%})")
        print(f"  forbidden merges:      {result['forbidden_merges']}")
        for name in result["failed"]:  # type: ignore[attr-defined]
            print(f"  not merged: {name}")
        for pair in result["forbidden"]:  # type: ignore[attr-defined]
            print(f"  forbidden: {pair}")
    if args.sizes:
        print("resolution time (synthetic mentions):")
        for size, count, cold, warm in time_resolution(args.sizes):
            print(
                f"  {size:>7} mentions -> {count:>6} entities: {cold:6.3f} s first run "
                f"({cold / size * 1e6:.0f} us/mention), {warm:6.3f} s with names cached"
            )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
