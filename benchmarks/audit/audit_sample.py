"""The audit's sample: a set's builds, the statements of the graph drawn from them by a seeded hash
(``Drawn``), the words and labels they are judged as, and the judgements and key facts they are matched
with.
Imported through ``audit.py``, which puts this folder and the repository on ``sys.path``.
"""

from __future__ import annotations

import csv
import hashlib
import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from audit_builds import AuditSet
from audit_sets import JUDGEMENTS, KEYFACTS, RATES, SEED

from kg.articles import read_articles
from kg.pipeline import model_corpus
from kg.types import KnowledgeGraph, Span, Statement

COLUMNS = ("corpus", "article", "sentence_sha", "statement", "verdict", "reason")


def sha(text: str) -> str:
    return hashlib.sha1(text.encode("utf-8")).hexdigest()[:12]


def statement_text(s: Statement) -> str:
    """What the graph says, as one line: subject | relation | object, then negation, modality, speaker, in
    the extracted words: the words view, with no node labels and no stated day or place."""
    return _words_text(s, {})


def graph_text(s: Statement, labels: dict[str, str]) -> str:
    """The statement as the graph shows it: ``statement_text`` with each argument that is linked to an
    entity or event written as that node's label, the way SPARQL results, triples.csv and the HTML view
    show it ("Syrian Observatory for Human Rights | say | ..." for "The British-based Observatory | say |
    ..."), then the day and place its own clause states (kg:statedDate, kg:statedPlace: "[on 2016-08-14]",
    "[near Jarablus]"). ``labels`` maps entity and event keys to their labels."""
    text = _words_text(s, labels)
    stated = s.stated_date
    if stated:
        text += f" [{'on' if len(stated) == len('2016-08-14') else 'in'} {stated}]"
    place = s.stated_place
    if place and place in labels:
        text += f" [{s.stated_place_preposition or 'in'} {labels[place]}]"
    return text


def _words_text(s: Statement, labels: dict[str, str]) -> str:
    """Subject | relation | object, negation, modality and speaker, arguments written as ``labels`` give."""
    t = s.triple

    def shown(span: Span | None, key: str | None) -> str:
        if span is None:
            return ""
        return labels.get(key or "", span.display)

    parts = [f"{shown(t.subject, s.subject_entity)} | {t.lemma} | {shown(t.object, s.object_entity)}"]
    if t.negated:
        parts.append("[NOT]")
    modality = getattr(t, "modality", "")
    if modality:
        parts.append(f"[{modality}]")
    if t.attributed_to is not None:
        parts.append(f"[by {shown(t.attributed_to, s.speaker_entity)}]")
    return " ".join(parts)


def node_labels(model: KnowledgeGraph) -> dict[str, str]:
    """Entity and event keys -> the labels the graph gives their nodes."""
    return {**{e.key: e.label for e in model.events}, **{e.key: e.label for e in model.entities}}


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
    graph: str = ""  # the statement with the labels the graph gives its entities (``graph_text``)

    def _stored(self, text: str) -> str:
        return f"sha:{sha(text)}" if self.corpus == "bbc" else text

    @property
    def stored(self) -> str:
        """The statement as judgements.tsv keeps it: BBC text only as a hash (it is not ours to commit)."""
        return self._stored(self.statement)

    @property
    def key(self) -> tuple[str, str, str]:
        return (self.article, sha(self.sentence), self.stored)

    @property
    def relabelled(self) -> bool:
        """True when the graph shows other words than the extracted ones (an argument linked to a node)."""
        return bool(self.graph) and self.graph != self.statement

    @property
    def graph_key(self) -> tuple[str, str, str]:
        """The key of the graph view's judgement (graph-judgements.tsv), for a relabelled statement."""
        return (self.article, sha(self.sentence), self._stored(self.graph))


def built(chosen: AuditSet) -> Iterator[tuple[str, str, KnowledgeGraph]]:
    """(build name, corpus, model) of every build of a set, built the way `kg build` builds a folder."""
    for name, files in chosen.builds().items():
        yield name, name.split("/")[0], model_corpus(read_articles(files), progress=None)


def drawn(
    corpus: str, name: str, model: KnowledgeGraph, seed: str = SEED, rates: dict[str, float] = RATES
) -> list[Drawn]:
    out = []
    labels = node_labels(model)
    for s in model.statements:
        if not in_graph(s):
            continue
        text = statement_text(s)
        draw = int(hashlib.sha1(f"{seed}|{s.triple.article_id}|{s.sentence}|{text}".encode()).hexdigest(), 16)
        if draw / 16**40 < rates[corpus]:
            shown = graph_text(s, labels)
            out.append(Drawn(corpus, name, s.triple.article_id, s.sentence, text, draw / 16**40, shown))
    return out


def words(model: KnowledgeGraph) -> int:
    return sum(len(a.text.split()) for a in model.articles)


def read_judgements(path: Path = JUDGEMENTS) -> dict[tuple[str, str, str], tuple[str, str]]:
    if not path.exists():
        return {}
    with path.open(encoding="utf-8", newline="") as fh:
        rows = csv.DictReader((line for line in fh if not line.startswith("#")), delimiter="\t")
        return {(r["article"], r["sentence_sha"], r["statement"]): (r["verdict"], r["reason"]) for r in rows}


def graph_judgements(chosen: AuditSet) -> Path:
    """Where a set keeps its judgements of statements as the graph shows them: beside its judgements.tsv."""
    return chosen.judgements.with_name("graph-judgements.tsv")


def read_keyfacts(path: Path = KEYFACTS) -> list[dict[str, str]]:
    with path.open(encoding="utf-8", newline="") as fh:
        return list(csv.DictReader((line for line in fh if not line.startswith("#")), delimiter="\t"))


def fact_held(fact: dict[str, str], model: KnowledgeGraph) -> bool:
    """A key fact is held by a graph statement whose line matches its pattern, or by a sourced claim."""
    if fact["kind"] == "claim":
        measure, value = fact["pattern"].split("=")
        return any(c.measure == measure and c.value == float(value) for c in model.claims)
    pattern = re.compile(fact["pattern"], re.IGNORECASE)
    return any(in_graph(s) and pattern.search(statement_text(s)) for s in model.statements)
