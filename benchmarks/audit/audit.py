"""Graph-level statement precision on news `kg` was not developed on (issue 12).

    python benchmarks/audit/audit.py                      # figures; lists statements needing a judgement
    python benchmarks/audit/audit.py --pending FILE.tsv   # also write those statements to FILE for judging
    python benchmarks/audit/audit.py --show               # every sampled statement with its sentence
    python benchmarks/audit/audit.py --set heldout        # the same measure on the held-out set
    python benchmarks/audit/audit.py --set dev-s6         # the same measure on the session-6 development set
    python benchmarks/audit/audit.py --set dev-s7         # and on the session-7 development set
    python benchmarks/audit/audit.py --set dev-s10        # and on the session-10 development set
    python benchmarks/audit/audit.py --set dev-s13        # and on the session-13 development set
    python benchmarks/audit/audit.py --set dev-s14        # and on the session-14 development set
    python benchmarks/audit/audit.py --set dev-s15        # and on the session-15 development set
    python benchmarks/audit/audit.py --set dev-s17        # and on the session-17 development set
    python benchmarks/audit/audit.py --set dev-s19        # and on the session-19 development set
    python benchmarks/audit/audit.py --set dev-s20        # and on the session-20 development set
    python benchmarks/audit/audit.py --set dev-s21        # and on the session-21 development set
    python benchmarks/audit/audit.py --set dev-s22        # and on the session-22 development set
    python benchmarks/audit/audit.py --set dev-s23        # and on the session-23 development set
    python benchmarks/audit/audit.py --set dev-s24        # and on the session-24 development set
    python benchmarks/audit/audit.py --set dev-s25        # and on the session-25 development set
    python benchmarks/audit/audit.py --set dev-s26        # and on the session-26 development set
    python benchmarks/audit/audit.py --set dev-s27        # and on the session-27 development set
    python benchmarks/audit/audit.py --set dev-s28        # and on the session-28 development set
    python benchmarks/audit/audit.py --set dev-s29        # and on the session-29 development set
    python benchmarks/audit/audit.py --set dev-s30        # and on the session-30 development set
    python benchmarks/audit/audit.py --set dev-s31        # and on the session-31 development set
    python benchmarks/audit/audit.py --set dev-s32        # and on the session-32 development set
    python benchmarks/audit/audit.py --set dev-s33        # and on the session-33 development set
    python benchmarks/audit/audit.py --set dev-s35        # and on the session-35 development set
    python benchmarks/audit/audit.py --set dev-s36        # and on the session-36 development set
    python benchmarks/audit/audit.py --set dev-s37        # and on the session-37 development set
    python benchmarks/audit/audit.py --set dev-s38        # and on the session-38 development set
    python benchmarks/audit/audit.py --set dev-s39        # and on the session-39 development set
    python benchmarks/audit/audit.py --set dev-s40        # and on the session-40 development set
    python benchmarks/audit/audit.py --set dev-s41        # and on the session-41 development set
    python benchmarks/audit/audit.py --set dev-s42        # and on the session-42 development set
    python benchmarks/audit/audit.py --set dev-s43        # and on the session-43 development set
    python benchmarks/audit/audit.py --set dev-s44        # and on the session-44 development set
    python benchmarks/audit/audit.py --set dev-s45        # and on the session-45 development set
    python benchmarks/audit/audit.py --set dev-s46        # and on the session-46 development set
    python benchmarks/audit/audit.py --set dev-s47        # and on the session-47 development set
    python benchmarks/audit/audit.py --set dev-s48        # and on the session-48 development set
    python benchmarks/audit/audit.py --set dev-s49        # and on the session-49 development set
    python benchmarks/audit/audit.py --set dev-s50        # and on the session-50 development set
    python benchmarks/audit/audit.py --set dev-s51        # and on the session-51 development set
    python benchmarks/audit/audit.py --set dev-s52        # and on the session-52 development set

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

``--set heldout`` measures the same way on ``heldout/``: 10 BBC articles (2 per folder) and 2 multi-outlet
FA-KES events that no other list in the repository names, judged in ``heldout/judgements.tsv``. No rule
may be tuned to it (see ``heldout/README.md``).

``--set dev-s6`` is drawn the same way with its own seed from the files no other list (the held-out one
included) names, and judged as strictly as the held-out set, in ``dev-s6/judgements.tsv``. It is
development data: rules may be written from it (see ``dev-s6/README.md`` and ``dev-s6/ANALYSIS.md``).
``--set dev-s7`` is a second such set, drawn and judged the same way (see ``dev-s7/README.md``), and
``--set dev-s10`` a third (see ``dev-s10/README.md``), ``--set dev-s13`` a fourth (``dev-s13/README.md``),
``--set dev-s14`` a fifth (``dev-s14/README.md``), ``--set dev-s15`` a sixth (``dev-s15/README.md``) and
``--set dev-s17`` a seventh (``dev-s17/README.md``), ``--set dev-s19`` an eighth (``dev-s19/README.md``),
``--set dev-s20`` a ninth (``dev-s20/README.md``), ``--set dev-s21`` a tenth (``dev-s21/README.md``),
``--set dev-s22`` an eleventh (``dev-s22/README.md``), ``--set dev-s23`` a twelfth (``dev-s23/README.md``),
``--set dev-s24`` a thirteenth (``dev-s24/README.md``), ``--set dev-s25`` a fourteenth
(``dev-s25/README.md``), ``--set dev-s26`` a fifteenth (``dev-s26/README.md``), ``--set dev-s27`` a
sixteenth (``dev-s27/README.md``), ``--set dev-s28`` a seventeenth (``dev-s28/README.md``),
``--set dev-s29`` an eighteenth (``dev-s29/README.md``), ``--set dev-s30`` a nineteenth
(``dev-s30/README.md``), ``--set dev-s31`` a twentieth (``dev-s31/README.md``), ``--set dev-s32`` a
twenty-first (``dev-s32/README.md``), ``--set dev-s33`` a twenty-second (``dev-s33/README.md``),
``--set dev-s35`` a twenty-third (``dev-s35/README.md``; session 34 drew none), ``--set dev-s36`` a
twenty-fourth (``dev-s36/README.md``), ``--set dev-s37`` a twenty-fifth (``dev-s37/README.md``),
``--set dev-s38`` a twenty-sixth (``dev-s38/README.md``), ``--set dev-s39`` a twenty-seventh
(``dev-s39/README.md``), ``--set dev-s40`` a twenty-eighth (``dev-s40/README.md``), ``--set dev-s41`` a
twenty-ninth (``dev-s41/README.md``), ``--set dev-s42`` a thirtieth (``dev-s42/README.md``),
``--set dev-s43`` a thirty-first (``dev-s43/README.md``), ``--set dev-s44`` a thirty-second
(``dev-s44/README.md``), ``--set dev-s45`` a thirty-third (``dev-s45/README.md``), ``--set dev-s46`` a
thirty-fourth (``dev-s46/README.md``), ``--set dev-s47`` a thirty-fifth (``dev-s47/README.md``),
``--set dev-s48`` a thirty-sixth (``dev-s48/README.md``), ``--set dev-s49`` a thirty-seventh
(``dev-s49/README.md``), ``--set dev-s50`` a thirty-eighth (``dev-s50/README.md``), ``--set dev-s51`` a
thirty-ninth (``dev-s51/README.md``) and ``--set dev-s52`` a fortieth (``dev-s52/README.md``).

This script reads the options, measures and prints; the rest is split by meaning beside it: the sets, their
seeds, rates and draw rules (``audit_sets.py``), their builds and ``SETS`` (``audit_builds.py``), the events
gold blocks (``audit_event_blocks.py``), the order the lists were drawn in (``audit_drawn_order.py``),
repeating a frozen set's draw (``audit_draws.py``), and the sample of graph statements with the judgements
and key facts it is matched with (``audit_sample.py``).
"""

from __future__ import annotations

import argparse
import csv
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(HERE))  # the audit's modules beside this script

# The audit's modules; the names imported ``as`` themselves are the ones other scripts and tests read from
# ``import audit`` since before it was split into them.
import audit_sets as sets  # noqa: E402
from audit_builds import SETS  # noqa: E402
from audit_builds import bbc_builds as bbc_builds  # noqa: E402
from audit_draws import BBC_NAMED as BBC_NAMED  # noqa: E402
from audit_draws import FAKES_NAMED as FAKES_NAMED  # noqa: E402
from audit_draws import copies_of as copies_of  # noqa: E402
from audit_draws import fakes_event as fakes_event  # noqa: E402
from audit_draws import other_lists as other_lists  # noqa: E402
from audit_draws import pick_heldout  # noqa: E402
from audit_sample import (  # noqa: E402
    COLUMNS,
    Drawn,
    built,
    drawn,
    fact_held,
    graph_judgements,
    in_graph,
    read_judgements,
    read_keyfacts,
    sha,
    words,
)
from audit_sample import statement_text as statement_text  # noqa: E402
from audit_sets import BBC_FOLDERS as BBC_FOLDERS  # noqa: E402
from audit_sets import FAKES_EVENTS as FAKES_EVENTS  # noqa: E402
from audit_sets import SHARED as SHARED  # noqa: E402

# The frozen sets whose draw ``--pick-NAME`` repeats: (the name in its help, pick_heldout's arguments).
PICKS = {
    "heldout": ("held-out", (sets.HELDOUT, sets.HELDOUT_SEED, (sets.HELDOUT_OUTLETS,))),
    "dev-s6": ("dev-s6", (sets.DEV_S6, sets.DEV_S6_SEED, sets.DEV_S6_OUTLETS)),
    "dev-s7": ("dev-s7", (sets.DEV_S7, sets.DEV_S7_SEED, sets.DEV_S6_OUTLETS)),
    "dev-s10": ("dev-s10", (sets.DEV_S10, sets.DEV_S10_SEED, sets.DEV_S6_OUTLETS)),
    "dev-s13": ("dev-s13", (sets.DEV_S13, sets.DEV_S13_SEED, sets.DEV_S13_OUTLETS, sets.dev_s13_may_take)),
    "dev-s14": ("dev-s14", (sets.DEV_S14, sets.DEV_S14_SEED, sets.DEV_S14_OUTLETS, sets.dev_s14_may_take)),
    "dev-s15": ("dev-s15", (sets.DEV_S15, sets.DEV_S15_SEED, sets.DEV_S15_OUTLETS, sets.dev_s15_may_take)),
    "dev-s17": ("dev-s17", (sets.DEV_S17, sets.DEV_S17_SEED, sets.DEV_S17_OUTLETS, sets.dev_s17_may_take)),
    "dev-s19": ("dev-s19", (sets.DEV_S19, sets.DEV_S19_SEED, sets.DEV_S19_OUTLETS, sets.dev_s19_may_take)),
    "dev-s20": ("dev-s20", (sets.DEV_S20, sets.DEV_S20_SEED, sets.DEV_S20_OUTLETS, sets.dev_s20_may_take)),
    "dev-s21": ("dev-s21", (sets.DEV_S21, sets.DEV_S21_SEED, sets.DEV_S21_OUTLETS, sets.dev_s21_may_take)),
    "dev-s22": ("dev-s22", (sets.DEV_S22, sets.DEV_S22_SEED, sets.DEV_S22_OUTLETS, sets.dev_s22_may_take)),
    # dev-s23's rule, shared by dev-s24 to dev-s33 and dev-s35 to dev-s44: one-article events, several, from
    # different outlets.
    "dev-s23": (
        "dev-s23",
        (
            sets.DEV_S23,
            sets.DEV_S23_SEED,
            sets.DEV_S23_OUTLETS,
            sets.dev_s23_may_take,
            sets.DEV_S23_FAKES_EVENTS,
            True,
        ),
    ),
    **{
        name: (
            name,
            (
                folder,
                sets.seed_of(name),
                sets.DEV_S23_OUTLETS,
                sets.dev_s23_may_take,
                sets.DEV_S23_FAKES_EVENTS,
                True,
            ),
        )
        for name, folder in sets.DRAWN_LIKE_DEV_S23.items()
    },
    # dev-s45's rule, shared by dev-s46: dev-s23's with word tiers (300 words or more first, then 250 to 299)
    # and events whose article repeats a named one passed over; dev-s47's rule is the same with a BBC file
    # byte-identical to a named one counted as named (pick_heldout's last flag), shared by dev-s48.
    **{
        name: (
            name,
            (
                folder,
                sets.seed_of(name),
                sets.DEV_S45_OUTLETS,
                sets.DEV_S45_MAY_TAKE,
                sets.DEV_S23_FAKES_EVENTS,
                True,
                True,
                *copies,
            ),
        )
        for drawn, copies in ((sets.DRAWN_LIKE_DEV_S45, ()), (sets.DRAWN_LIKE_DEV_S47, (True,)))
        for name, folder in drawn.items()
    },
    # dev-s49's rule, shared by dev-s50 and dev-s51: dev-s47's with a third word tier (200 to 249 words) after
    # the first two.
    **{
        name: (
            name,
            (
                folder,
                sets.seed_of(name),
                sets.DEV_S49_OUTLETS,
                sets.DEV_S49_MAY_TAKE,
                sets.DEV_S23_FAKES_EVENTS,
                True,
                True,
                True,
            ),
        )
        for name, folder in sets.DRAWN_LIKE_DEV_S49.items()
    },
    # dev-s52's rule: dev-s49's with a fourth word tier (150 to 199 words) after the first three.
    **{
        name: (
            name,
            (
                folder,
                sets.seed_of(name),
                sets.DEV_S52_OUTLETS,
                sets.DEV_S52_MAY_TAKE,
                sets.DEV_S23_FAKES_EVENTS,
                True,
                True,
                True,
            ),
        )
        for name, folder in sets.DRAWN_LIKE_DEV_S52.items()
    },
}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pending", type=Path, help="write statements that need a judgement to this TSV")
    parser.add_argument(
        "--pending-graph",
        type=Path,
        help="write the statements the graph relabels that need a judgement as shown to this TSV",
    )
    parser.add_argument("--show", action="store_true", help="print every sampled statement and sentence")
    parser.add_argument("--set", choices=sorted(SETS), default="audit", help="which set to measure")
    for name, (label, _) in PICKS.items():
        parser.add_argument(
            f"--pick-{name}", action="store_true", help=f"repeat the {label} draw and print it"
        )
    args = parser.parse_args(argv)
    for name, (_, draw) in PICKS.items():
        if getattr(args, f"pick_{name.replace('-', '_')}"):
            print("\n".join(pick_heldout(*draw)))
            return 0
    chosen = SETS[args.set]
    judged = read_judgements(chosen.judgements)
    graph_judged = read_judgements(graph_judgements(chosen))
    sample: list[Drawn] = []
    totals: Counter[str] = Counter()
    keyfacts = read_keyfacts(chosen.keyfacts) if chosen.keyfacts and chosen.keyfacts.exists() else []
    held: Counter[str] = Counter()
    flags: Counter[str] = Counter()
    wanted: Counter[str] = Counter()
    for name, corpus, model in built(chosen):
        totals[f"{corpus} words"] += words(model)
        totals[f"{corpus} statements"] += sum(in_graph(s) for s in model.statements)
        totals[f"{corpus} articles"] += len(model.articles)
        for s in model.statements:
            if s.triple.object is not None and getattr(s.triple, "flag", ""):
                flags[f"{corpus} {s.triple.flag}"] += 1
        sample.extend(drawn(corpus, name, model, chosen.seed, chosen.rates))
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
            if d.relabelled:
                verdict, reason = graph_judged.get(d.graph_key, ("?", ""))
                print(f"   as shown: {verdict}  {d.graph}\n     {reason}")
    print(f"{'corpus':10} {'articles':>8} {'sampled':>7} {'judged':>6} {'T':>4} {'F':>4} {'U':>4} "
          f"{'precision':>9} {'useless':>7} {'stmts/1k words':>14}")  # fmt: skip
    rows = [(c, c, chosen.rates) for c in ("bbc", "fakes")]
    if chosen.compare_rates:
        rows += [(f"{c} (s4)", c, chosen.compare_rates) for c in ("bbc", "fakes")]

    def as_shown(d: Drawn) -> str | None:
        """The verdict on what the graph shows: the words' verdict unless an argument was relabelled."""
        found = graph_judged.get(d.graph_key) if d.relabelled else judged.get(d.key)
        return found[0] if found else None

    for view, verdict_of in (
        ("words", lambda d: judged[d.key][0] if d.key in judged else None),
        ("graph", as_shown),
    ):
        if view == "graph":
            print("as the graph shows them (arguments linked to an entity or event written as its label):")
        for label, corpus, rates in rows:
            mine = [d for d in sample if d.corpus == corpus and d.draw < rates[corpus]]
            verdicts = Counter(v for v in map(verdict_of, mine) if v)
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
    relabelled = [d for d in sample if d.relabelled]
    graph_pending = [d for d in relabelled if d.graph_key not in graph_judged]
    print(f"statements the graph relabels: {len(relabelled)}; to judge as shown: {len(graph_pending)}")
    if args.pending_graph:
        with args.pending_graph.open("w", encoding="utf-8", newline="") as fh:
            writer = csv.writer(fh, delimiter="\t", lineterminator="\n")
            writer.writerow(
                (*COLUMNS, "class", "words_verdict", "words_reason", "graph", "words", "sentence")
            )
            for d in graph_pending:
                words_verdict, words_reason = judged.get(d.key, ("", ""))
                writer.writerow(
                    (d.corpus, d.article, sha(d.sentence), d._stored(d.graph), "", "", "", words_verdict,
                     words_reason, d.graph, d.statement, d.sentence.strip())
                )  # fmt: skip
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
