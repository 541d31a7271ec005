"""Entity-resolution benchmark: dev-gold scores and resolution time as the number of mentions grows.

Score an ``entities.csv`` written by ``kg build`` against the dev gold::

    python benchmarks/entities.py --csv out/entities.csv

Without ``--csv`` the sample corpus is parsed with the real spaCy model and resolved directly. Then the
resolver is timed on synthetic mentions (``--sizes 1000 10000 50000``; ``--sizes`` with no value skips it).

Gold (``entities-dev.yaml``): ``clusters`` of surface forms that must be one entity, ``distinct`` pairs that
must never be. A cluster counts as merged when one entity bears all its forms among its label and aliases;
a forbidden merge is an entity bearing a form of both sides of a distinct pair.
"""

from __future__ import annotations

import argparse
import csv
import random
import sys
import time
from collections.abc import Iterable, Sequence
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from kg.config import NER_KINDS  # noqa: E402
from kg.entities import resolve_entities  # noqa: E402
from kg.types import Article, ArticleExtraction, Mention  # noqa: E402

DEFAULT_GOLD = REPO.parent / "shared" / "eval" / "entities-dev.yaml"
SAMPLE = REPO / "examples" / "kerman-2024"


def read_gold(path: Path) -> tuple[list[tuple[str, list[str]]], list[tuple[str, str]]]:
    """(clusters as (name, forms), distinct pairs) from the small YAML subset the gold file uses."""
    clusters: list[tuple[str, list[str]]] = []
    distinct: list[tuple[str, str]] = []
    section = ""
    for raw in path.read_text(encoding="utf-8").splitlines():
        line = raw.split(" #", 1)[0].rstrip() if not raw.lstrip().startswith("#") else ""
        if not line.strip():
            continue
        if not line.startswith(" "):
            section = line.rstrip(":").strip()
            continue
        item = line.strip()
        if section == "clusters" and item.startswith("- name:"):
            clusters.append((item.split(":", 1)[1].strip(), []))
        elif section == "clusters" and item.startswith("forms:"):
            clusters[-1][1].extend(_flow_list(item.split(":", 1)[1]))
        elif section == "distinct" and item.startswith("-"):
            left, right = _flow_list(item[1:])
            distinct.append((left, right))
    return clusters, distinct


def _flow_list(text: str) -> list[str]:
    """Items of a YAML flow list "[a, b, c]" (plain scalars, as the gold file writes them)."""
    return [part.strip().strip("'\"") for part in text.strip().strip("[]").split(",") if part.strip()]


def _norm(form: str) -> str:
    text = form.strip().replace("’", "'")
    if text.lower().startswith("the "):
        text = text[4:]
    return text.casefold()


def score(entity_forms: Sequence[set[str]], gold: Path) -> dict[str, object]:
    """Share of gold clusters fully merged, forbidden merges, and the clusters that failed."""
    clusters, distinct = read_gold(gold)
    forms = [{_norm(f) for f in names} for names in entity_forms]
    failed = [name for name, members in clusters if not any({_norm(m) for m in members} <= e for e in forms)]
    forbidden = [
        f"{a} + {b}" for a, b in distinct for e in forms if _norm(a) in e and _norm(b) in e
    ]  # one per offending entity
    return {
        "clusters": len(clusters),
        "merged": len(clusters) - len(failed),
        "merged_share": (len(clusters) - len(failed)) / len(clusters) if clusters else 1.0,
        "forbidden_merges": len(forbidden),
        "failed": failed,
        "forbidden": forbidden,
    }


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
    args = parser.parse_args(argv)
    if args.csv:
        forms = forms_from_csv(args.csv)
        source = str(args.csv)
    else:
        entities = resolve_entities(sample_extractions()).entities
        forms = [{e.label, *e.aliases} for e in entities]
        source = f"NER + resolution over {SAMPLE.relative_to(REPO)}"
    result = score(forms, args.gold)
    print(f"dev gold ({source}): {len(forms)} entities")
    print(f"  clusters fully merged: {result['merged']}/{result['clusters']} ({result['merged_share']:.0%})")
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
