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
import re
import sys
import time
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from kg.config import NER_KINDS  # noqa: E402
from kg.entities import resolve_entities  # noqa: E402
from kg.types import Article, ArticleExtraction, Mention  # noqa: E402

DEFAULT_GOLD = REPO.parent / "shared" / "eval" / "entities-dev.yaml"
SAMPLE = REPO / "examples" / "kerman-2024"
DEV_GOLD = REPO / "benchmarks" / "gold"
CORPORA = REPO.parent / "shared" / "corpus"


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


def read_dev_gold(path: Path) -> tuple[list[tuple[str, str]], list[str]]:
    """(name, kind) pairs from ``types`` and from each cluster's ``type``, and the ``junk`` strings."""
    kinds: list[tuple[str, str]] = []
    junk_text = ""
    section, name = "", ""
    for raw in path.read_text(encoding="utf-8").splitlines():
        if raw.lstrip().startswith("#") or not raw.strip():
            continue
        if not raw.startswith(" "):
            section = raw.split(":", 1)[0].strip()
            junk_text += raw.split(":", 1)[1] if section == "junk" else ""
            continue
        item = raw.strip()
        if section == "junk":
            junk_text += " " + item
        elif section == "types" and item.startswith("-"):
            form, kind = _flow_list(item[1:])
            kinds.append((form, kind))
        elif section == "clusters" and item.startswith("- name:"):
            name = item.split(":", 1)[1].strip()
        elif section == "clusters" and item.startswith("type:"):
            kinds.append((name, item.split(":", 1)[1].strip()))
    return kinds, _flow_list(junk_text)


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


def score_dev(entities: Sequence[tuple[str, str, set[str]]], gold: Path) -> dict[str, object]:
    """Kind errors and junk share of (label, kind, forms) entities against a development gold file."""
    kinds, junk = read_dev_gold(gold)
    by_form: dict[str, list[tuple[str, str]]] = {}
    for label, kind, forms in entities:
        for form in forms:
            by_form.setdefault(_norm(form), []).append((label, kind))
    errors, judged = [], 0
    for form, ner in kinds:
        bearers = by_form.get(_norm(form), [])
        if not bearers:
            continue
        judged += 1
        wanted = NER_KINDS[ner]
        # The entity whose label is the name, else any entity bearing it: one wrong kind is an error.
        own = [b for b in bearers if _norm(b[0]) == _norm(form)] or bearers
        if any(kind != wanted for _, kind in own):
            errors.append(f"{form}: {', '.join(sorted({k for _, k in own}))} (want {wanted})")
    junk_forms = {_norm(j) for j in junk}
    labelled = [label for label, _, _ in entities if _norm(label) in junk_forms]
    return {
        "kind_errors": errors,
        "kinds_judged": judged,
        "junk": labelled,
        "junk_share": len(labelled) / max(len(entities), 1),
    }


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


HELDOUT = [
    DEV_GOLD / "heldout",
    DEV_GOLD / "heldout2",
    DEV_GOLD / "heldout3",
    DEV_GOLD / "dev-s6",
    DEV_GOLD / "heldout4",
    DEV_GOLD / "dev-s7e",
    DEV_GOLD / "dev-s8e",
    DEV_GOLD / "dev-s12e",
    DEV_GOLD / "dev-s13e",
    DEV_GOLD / "dev-s14e",
    DEV_GOLD / "dev-s15e",
    DEV_GOLD / "dev-s27e",
    DEV_GOLD / "dev-s28e",
    DEV_GOLD / "dev-s29e",
    DEV_GOLD / "dev-s30e",
    DEV_GOLD / "dev-s31e",
    DEV_GOLD / "dev-s32e",
    DEV_GOLD / "dev-s33e",
    DEV_GOLD / "dev-s35e",
    DEV_GOLD / "dev-s36e",
    DEV_GOLD / "dev-s37e",
    DEV_GOLD / "dev-s38e",
    DEV_GOLD / "dev-s39e",
    DEV_GOLD / "dev-s40e",
    DEV_GOLD / "dev-s41e",
    DEV_GOLD / "dev-s42e",
    DEV_GOLD / "dev-s43e",
    DEV_GOLD / "dev-s44e",
    DEV_GOLD / "dev-s45e",
    DEV_GOLD / "dev-s46e",
    DEV_GOLD / "dev-s47e",
    DEV_GOLD / "dev-s48e",
    DEV_GOLD / "dev-s49e",
    DEV_GOLD / "dev-s50e",
    DEV_GOLD / "dev-s51e",
    DEV_GOLD / "dev-s52e",
]


def listed_articles(path: Path) -> list[Article]:
    """The articles a sample list names (``bbc/sport/161.txt``), each with its corpus path as id, so that
    two folders' files of one number ("business/161", "sport/161") stay two articles."""
    from kg.articles import read_article

    names = path.read_text(encoding="utf-8").split()
    return [read_article(CORPORA / name, article_id=str(Path(name).with_suffix(""))) for name in names]


def read_judged(path: Path) -> list[dict[str, str]]:
    """Rows of a held-out judgement file: label, type, junk (yes/no), kind (right/wrong/na), right_type,
    merge (ok/wrong/missed) and note."""
    with path.open(encoding="utf-8", newline="") as handle:
        lines = [line for line in handle if not line.startswith("#")]  # a header comment: the sample's status
    return list(csv.DictReader(lines, delimiter="\t", quoting=csv.QUOTE_NONE))


def score_heldout(
    entities: Sequence[tuple[str, str, set[str]]],
    judged: Sequence[dict[str, str]],
    demonyms: set[str],
    written: Mapping[tuple[str, str], set[str]] | None = None,
) -> dict[str, object]:
    """Rescore a judged sample against a new build: each judged label is looked up among the labels (else
    the aliases) of the new entities. A junk name still labelling an entity is junk; a good one whose entity
    now has another kind than the judged right one is a kind error; a good name no entity bears is lost.
    A judged missed merge ("merge" is ``missed``) counts while no entity bears both of its names.
    ``demonyms`` are labels of demonym entities (linked by kg:demonymOf), counted apart from the junk.
    ``written`` maps (entity label, form) to the articles where that entity's mentions write the form, so
    that a wrong merge the note places in one article ("Robinson" (entertainment/310)) counts only while
    that article's mention still goes to the entity."""
    by_label = {_norm(label): kind for label, kind, _ in entities}
    by_alias = {_norm(form): kind for label, kind, forms in entities for form in forms}
    junk, demonym_junk, kind_errors, lost, judged_kinds = [], [], [], [], 0
    merges, missed = [], []
    for row in judged:
        form = _norm(row["label"])
        # a missed merge's note names the entity the label belongs with: ... apart from "Trevor Brennan"
        apart = _MISSED_MERGE.search(row["note"]) if row.get("merge") == "missed" else None
        if apart and not any(
            {form, _norm(apart.group(1))} <= {_norm(f) for f in forms} for _, _, forms in entities
        ):
            missed.append(f"{row['label']} + {apart.group(1)}")
        # a wrong merge's note quotes the alias that does not belong: "Mrs Pearce" (307) is a role ...
        wrong = _WRONG_MERGE.match(row["note"]) if row["merge"] == "wrong" else None
        if wrong and any(
            form in {_norm(f) for f in forms}
            and _norm(wrong.group(1)) in {_norm(f) for f in forms}
            and _written_in(written, label, wrong.group(1), wrong.group(2))
            for label, _, forms in entities
        ):
            merges.append(f"{wrong.group(1)} -> {row['label']}")
        kind = by_label.get(form, by_alias.get(form))
        if row["junk"] == "yes":
            if form in by_label:
                (demonym_junk if form in demonyms else junk).append(row["label"])
            continue
        if kind is None:
            lost.append(row["label"])
            continue
        judged_kinds += 1
        wanted = row["right_type"] if row["kind"] == "wrong" else row["type"]
        if kind != wanted:
            kind_errors.append(f"{row['label']}: {kind} (want {wanted})")
    return {
        "sample": len(judged),
        "junk": junk,
        "demonyms": demonym_junk,
        "kind_errors": kind_errors,
        "kinds_judged": judged_kinds,
        "lost": lost,
        "wrong_merges": merges,
        "missed_merges": missed,
    }


# A missed merge's note ends with the label of the entity the judged one belongs with.
_MISSED_MERGE = re.compile(r'apart from "([^"]+)"')
# A wrong merge's note: the alias that does not belong, in quotes, and the article it came from, if named.
_WRONG_MERGE = re.compile(r'"([^"]+)"(?:\s*\(([\w-]+/\d+)\))?')


def _written_in(
    written: Mapping[tuple[str, str], set[str]] | None, label: str, form: str, article: str | None
) -> bool:
    """True unless the note names an article and the entity has no mention of the form there."""
    if written is None or not article:
        return True
    return any(a.endswith(article) for a in written.get((_norm(label), _norm(form)), ()))


def score_heldout_corpora(only: Sequence[str] = ()) -> None:
    """Build each held-out sample's articles and rescore its judged entities (see gold/heldout*/README.md).

    ``only`` names the samples to score (folder names); empty means all. Rule writers score the development
    samples only, so that the held-out ones stay unread.
    """
    from kg.pipeline import extract_articles

    unknown = set(only) - {folder.name for folder in HELDOUT}
    if unknown:
        raise SystemExit(f"--sample: no judged sample {sorted(unknown)}; known: {[f.name for f in HELDOUT]}")
    for folder in HELDOUT:
        if only and folder.name not in only:
            continue
        for name in ("fakes", "bbc"):
            articles = listed_articles(folder / f"{name}-articles.txt")
            resolution = resolve_entities(extract_articles(articles, progress=None))
            judged = read_judged(folder / f"{name}-judged.tsv")
            print_heldout(f"{folder.name}/{name}", resolution.entities, judged)


def print_heldout(title: str, entities: Sequence, judged: Sequence[dict[str, str]]) -> None:
    written: dict[tuple[str, str], set[str]] = {}
    for e in entities:
        for m in e.mentions:
            written.setdefault((_norm(e.label), _norm(m.text)), set()).add(m.article_id)
    result = score_heldout(
        [(e.label, e.kind, {e.label, *e.aliases}) for e in entities],
        judged,
        {_norm(e.label) for e in entities if e.demonym_of},
        written,
    )
    junk, demonyms, errors = result["junk"], result["demonyms"], result["kind_errors"]
    sample, kinds = result["sample"], max(result["kinds_judged"], 1)  # type: ignore[call-overload]
    print(f"{title}: {sample} judged entities, {len(entities)} entities in the build")
    # A demonym ("British") is typed kg:Demonym, a word for a people linked to its country, not an entity
    # (issue 13: "link a demonym with kg:demonymOf instead"), so the junk share counts the judged names the
    # graph still makes entities; the older figure, counting the demonyms judged junk, is printed beside it.
    named = max(sample - len(demonyms), 1)  # type: ignore[operator]
    dropped, all_junk = len(demonyms), len(junk) + len(demonyms)  # type: ignore[arg-type]
    print(
        f"  junk:        {len(junk)}/{named} ({len(junk) / named:.0%}) of judged names that are entities; "  # type: ignore[arg-type]
        f"{dropped} judged junk are demonyms (kg:Demonym, no entity); "
        f"counting them as junk {all_junk}/{sample} ({all_junk / sample:.0%})"  # type: ignore[operator]
    )
    print(f"  kind errors: {len(errors)}/{kinds} ({len(errors) / kinds:.0%})")  # type: ignore[arg-type]
    print(f"  good names no longer an entity: {len(result['lost'])}")  # type: ignore[arg-type]
    print(f"  judged wrong merges still made: {len(result['wrong_merges'])}")  # type: ignore[arg-type]
    if any(row.get("merge") == "missed" for row in judged):
        print(f"  judged missed merges still apart: {len(result['missed_merges'])}")  # type: ignore[arg-type]
    for merge in result["wrong_merges"]:  # type: ignore[attr-defined]
        print(f"    merge: {merge}")
    for pair in result["missed_merges"]:  # type: ignore[attr-defined]
        print(f"    apart: {pair}")
    for label in junk:  # type: ignore[attr-defined]
        print(f"    junk: {label}")
    for error in errors:  # type: ignore[attr-defined]
        print(f"    kind: {error}")
    for label in result["lost"]:  # type: ignore[attr-defined]
        print(f"    lost: {label}")


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
