"""Graph-level statement precision on news `kg` was not developed on (issue 12).

    python benchmarks/audit/audit.py                      # figures; lists statements needing a judgement
    python benchmarks/audit/audit.py --pending FILE.tsv   # also write those statements to FILE for judging
    python benchmarks/audit/audit.py --show               # every sampled statement with its sentence

Builds, the way a user would, 6 BBC articles from each of the five folders of ``../shared/corpus/bbc``
(one build per folder) and 6 multi-outlet FA-KES events (one build per event), all picked with a fixed
seed. Every statement that enters the graph (an ``rdf:Statement`` with an object) is drawn into the
sample when a seeded hash of its article, sentence and text falls under the rate, so a statement that
does not change keeps its place in the sample and its judgement. Judgements live in
``judgements.tsv`` beside this script: T (a reader of the sentence agrees with subject, relation, object,
negation and speaker), F (false), U (true but useless out of context), with a reason. BBC sentences are
keyed by a hash only: their text is not ours to commit.

Prints, per corpus: statements sampled and judged, precision (T / judged), useless share (U / judged),
statements per 1,000 words of the build, and the key facts of ``keyfacts.tsv`` the FA-KES builds hold.
"""

from __future__ import annotations

import argparse
import csv
import hashlib
import random
import re
import sys
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent
sys.path.insert(0, str(REPO))

from kg.articles import read_articles  # noqa: E402
from kg.pipeline import model_corpus  # noqa: E402
from kg.types import KnowledgeGraph, Statement  # noqa: E402

SHARED = REPO.parent / "shared" / "corpus"
SEED = "kg-audit-1"
BBC_FOLDERS = ("business", "entertainment", "politics", "sport", "tech")
BBC_PER_FOLDER = 6
# Multi-outlet FA-KES events: same date and place, reported by 3 to 5 outlets.
FAKES_EVENTS = (
    "2016-07-05_hasakeh",
    "2016-07-27_hasakeh",
    "2016-10-06_aleppo",
    "2017-04-07_homs",
    "2017-04-15_aleppo",
    "2017-04-19_aleppo",
)
# Share of graph statements drawn into the sample, per corpus (about 150 statements each). A draw is a
# hash under the rate, so raising a rate keeps every earlier draw and adds new ones; the figures are
# also printed on the draws under the rates of session 4 (104 + 133 statements), to compare with it.
RATES = {"bbc": 0.20, "fakes": 0.25}
SESSION4_RATES = {"bbc": 0.14, "fakes": 0.22}
JUDGEMENTS = HERE / "judgements.tsv"
KEYFACTS = HERE / "keyfacts.tsv"
COLUMNS = ("corpus", "article", "sentence_sha", "statement", "verdict", "reason")


def sha(text: str) -> str:
    return hashlib.sha1(text.encode("utf-8")).hexdigest()[:12]


def statement_text(s: Statement) -> str:
    """What the graph says, as one line: subject | relation | object, then negation, modality, speaker."""
    t = s.triple
    parts = [f"{t.subject.display} | {t.lemma} | {t.object.display if t.object else ''}"]
    if t.negated:
        parts.append("[NOT]")
    modality = getattr(t, "modality", "")
    if modality:
        parts.append(f"[{modality}]")
    if t.attributed_to is not None:
        parts.append(f"[by {t.attributed_to.display}]")
    return " ".join(parts)


def in_graph(s: Statement) -> bool:
    """True for the statements `kg build` writes as rdf:Statement nodes."""
    return s.triple.object is not None and not getattr(s.triple, "flag", "")


@dataclass(frozen=True)
class Drawn:
    corpus: str
    build: str
    article: str
    sentence: str
    statement: str
    draw: float

    @property
    def stored(self) -> str:
        """The statement as judgements.tsv keeps it: BBC text only as a hash (it is not ours to commit)."""
        return f"sha:{sha(self.statement)}" if self.corpus == "bbc" else self.statement

    @property
    def key(self) -> tuple[str, str, str]:
        return (self.article, sha(self.sentence), self.stored)


def bbc_builds() -> dict[str, list[Path]]:
    rng = random.Random(SEED)
    builds = {}
    for folder in BBC_FOLDERS:
        files = sorted((SHARED / "bbc" / folder).glob("*.txt"))
        builds[f"bbc/{folder}"] = sorted(rng.sample(files, BBC_PER_FOLDER))
    return builds


def fakes_builds() -> dict[str, list[Path]]:
    return {f"fakes/{e}": sorted((SHARED / "fakes").glob(f"*_{e}.txt")) for e in FAKES_EVENTS}


def drawn(corpus: str, name: str, model: KnowledgeGraph) -> list[Drawn]:
    out = []
    for s in model.statements:
        if not in_graph(s):
            continue
        text = statement_text(s)
        draw = int(hashlib.sha1(f"{SEED}|{s.triple.article_id}|{s.sentence}|{text}".encode()).hexdigest(), 16)
        if draw / 16**40 < RATES[corpus]:
            out.append(Drawn(corpus, name, s.triple.article_id, s.sentence, text, draw / 16**40))
    return out


def words(model: KnowledgeGraph) -> int:
    return sum(len(a.text.split()) for a in model.articles)


def read_judgements() -> dict[tuple[str, str, str], tuple[str, str]]:
    if not JUDGEMENTS.exists():
        return {}
    with JUDGEMENTS.open(encoding="utf-8", newline="") as fh:
        rows = csv.DictReader((line for line in fh if not line.startswith("#")), delimiter="\t")
        return {(r["article"], r["sentence_sha"], r["statement"]): (r["verdict"], r["reason"]) for r in rows}


def read_keyfacts() -> list[dict[str, str]]:
    with KEYFACTS.open(encoding="utf-8", newline="") as fh:
        return list(csv.DictReader((line for line in fh if not line.startswith("#")), delimiter="\t"))


def fact_held(fact: dict[str, str], model: KnowledgeGraph) -> bool:
    """A key fact is held by a graph statement whose line matches its pattern, or by a sourced claim."""
    if fact["kind"] == "claim":
        measure, value = fact["pattern"].split("=")
        return any(c.measure == measure and c.value == float(value) for c in model.claims)
    pattern = re.compile(fact["pattern"], re.IGNORECASE)
    return any(in_graph(s) and pattern.search(statement_text(s)) for s in model.statements)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pending", type=Path, help="write statements that need a judgement to this TSV")
    parser.add_argument("--show", action="store_true", help="print every sampled statement and sentence")
    args = parser.parse_args(argv)
    judged = read_judgements()
    builds = {**bbc_builds(), **fakes_builds()}
    sample: list[Drawn] = []
    totals: Counter[str] = Counter()
    keyfacts = read_keyfacts() if KEYFACTS.exists() else []
    held: Counter[str] = Counter()
    flags: Counter[str] = Counter()
    wanted: Counter[str] = Counter()
    for name, files in builds.items():
        corpus = name.split("/")[0]
        model = model_corpus(read_articles(files), progress=None)
        totals[f"{corpus} words"] += words(model)
        totals[f"{corpus} statements"] += sum(in_graph(s) for s in model.statements)
        totals[f"{corpus} articles"] += len(model.articles)
        for s in model.statements:
            if s.triple.object is not None and getattr(s.triple, "flag", ""):
                flags[f"{corpus} {s.triple.flag}"] += 1
        sample.extend(drawn(corpus, name, model))
        for fact in keyfacts:
            if f"fakes/{fact['event']}" == name:
                wanted[fact["event"]] += 1
                held[fact["event"]] += fact_held(fact, model)
                if args.show and not fact_held(fact, model):
                    print(f"MISSING key fact {fact['event']}: {fact['fact']}")
    pending = [d for d in sample if d.key not in judged]
    if args.show:
        for d in sample:
            verdict, reason = judged.get(d.key, ("?", ""))
            print(f"{verdict}  {d.article}  {d.statement}\n     {d.sentence.strip()}\n     {reason}")
    print(f"{'corpus':10} {'articles':>8} {'sampled':>7} {'judged':>6} {'T':>4} {'F':>4} {'U':>4} "
          f"{'precision':>9} {'useless':>7} {'stmts/1k words':>14}")  # fmt: skip
    rows = [(c, c, RATES) for c in ("bbc", "fakes")]
    rows += [(f"{c} (s4)", c, SESSION4_RATES) for c in ("bbc", "fakes")]
    for label, corpus, rates in rows:
        mine = [d for d in sample if d.corpus == corpus and d.draw < rates[corpus]]
        verdicts = Counter(judged[d.key][0] for d in mine if d.key in judged)
        n = sum(verdicts.values())
        precision = verdicts["T"] / n if n else 0.0
        useless = verdicts["U"] / n if n else 0.0
        density = 1000 * totals[f"{corpus} statements"] / max(1, totals[f"{corpus} words"])
        print(
            f"{label:10} {totals[f'{corpus} articles']:>8} {len(mine):>7} {n:>6} {verdicts['T']:>4} "
            f"{verdicts['F']:>4} {verdicts['U']:>4} {precision:>9.3f} {useless:>7.3f} {density:>14.1f}"
        )
    for corpus in ("bbc", "fakes"):
        kept_out = sorted((k.split(" ", 1)[1], n) for k, n in flags.items() if k.startswith(corpus))
        print(f"kept out of the {corpus} graph:", ", ".join(f"{k} {n}" for k, n in kept_out) or "none")
    if keyfacts:
        print("key facts held by the graph:")
        for event in sorted(wanted):
            print(f"  {event:22} {held[event]:>3}/{wanted[event]}")
        print(f"  {'all':22} {sum(held.values()):>3}/{sum(wanted.values())} = "
              f"{sum(held.values()) / max(1, sum(wanted.values())):.3f}")  # fmt: skip
    print(f"statements needing a judgement: {len(pending)}")
    for d in pending[:20]:
        print(f"  {d.article}  {d.statement}")
    if args.pending:
        with args.pending.open("w", encoding="utf-8", newline="") as fh:
            writer = csv.writer(fh, delimiter="\t", lineterminator="\n")
            writer.writerow((*COLUMNS, "text", "sentence"))
            for d in pending:
                writer.writerow(
                    (d.corpus, d.article, sha(d.sentence), d.stored, "", "", d.statement, d.sentence.strip())
                )
    return 0


if __name__ == "__main__":
    sys.exit(main())
