"""How far a graph statement can be trusted out of its sentence: ``kg:confidence``.

Takes the linked statements (after entity resolution and the event model) and gives each a confidence: the
estimated chance that a reader of its sentence judges it true and useful on its own, the verdict T of the
hand-judged audits in ``benchmarks/audit/``. The extractor's own score (``Triple.confidence``) ranks clauses
for CaRB-style Open IE and is kept for ``kg extract``; judged against the graph audits it ranks no better
than chance (area under the ROC curve 0.51), so the graph gets this one instead.

The score is a logistic model over the plain signals below (what the subject and object are, the relation,
the rule that made the statement, its speaker and sentence), with weights read from
``ontology/statement-confidence.tsv``. ``benchmarks/audit/confidence.py`` fits the weights on the judged
development sets and prints how well they rank statements of a set left out of the fit.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Iterable, Mapping
from dataclasses import replace
from functools import lru_cache

from .errors import KGError
from .resources import ontology_path, read_tsv
from .types import ORGANIZATION, PERSON, PLACE, Span, Statement

WEIGHTS_TABLE = "statement-confidence.tsv"
BIAS = "bias"

_POINTING = frozenset({"this", "that", "these", "those", "such"})
_OWNED = frozenset({"his", "her", "its", "their", "our", "my", "your"})
_QUANTIFIED = frozenset(
    {"some", "many", "most", "all", "several", "other", "others", "few", "both", "each", "any", "more"}
)
_PRONOUNS = frozenset({"i", "we", "you", "he", "she", "they", "it", "him", "her", "them", "us", "me", "one"})
# words after the first that open a clause inside a phrase ("a policy that would ...", "plans to ...")
_CLAUSE = frozenset({"that", "which", "who", "to", "because", "if", "when", "while"})
_SAYING = frozenset(
    {"say", "tell", "add", "report", "announce", "state", "claim", "insist", "warn", "explain", "note"}
)
_RULES = ("title", "appos", "relcl", "participle", "control", "conj-verb", "reporter")
_QUOTES = frozenset('"“”')


def _phrase(prefix: str, span: Span, kind: str | None, out: dict[str, bool]) -> None:
    """Signals of a subject or object: whether it names something, and how it is worded."""
    words = span.display.split()
    first = words[0].lower() if words else ""
    later = [w.lower().strip(",.") for w in words[1:]]
    out[f"{prefix}named"] = kind is not None
    out[f"{prefix}person"] = kind == PERSON
    out[f"{prefix}organization"] = kind == ORGANIZATION
    out[f"{prefix}place"] = kind == PLACE
    out[f"{prefix}resolved"] = span.resolved is not None
    out[f"{prefix}lower"] = bool(words) and words[0][:1].islower()
    out[f"{prefix}definite"] = first == "the"
    out[f"{prefix}indefinite"] = first in ("a", "an")
    out[f"{prefix}pointing"] = first in _POINTING
    out[f"{prefix}owned"] = first in _OWNED
    out[f"{prefix}quantified"] = first in _QUANTIFIED
    out[f"{prefix}pronoun"] = span.display.lower() in _PRONOUNS
    out[f"{prefix}pronoun_inside"] = any(w in _PRONOUNS or w in _OWNED for w in later)
    out[f"{prefix}one_word"] = len(words) == 1
    out[f"{prefix}short"] = 2 <= len(words) <= 3
    out[f"{prefix}long"] = 7 <= len(words) <= 10
    out[f"{prefix}very_long"] = len(words) > 10
    out[f"{prefix}digits"] = any(c.isdigit() for c in span.display)
    out[f"{prefix}clause"] = any(w in _CLAUSE for w in later)
    out[f"{prefix}quote"] = any(c in _QUOTES for c in span.display)
    out[f"{prefix}comma"] = "," in span.display
    out[f"{prefix}all_capitals"] = bool(words) and all(w[:1].isupper() for w in words if w[:1].isalpha())
    out[f"{prefix}bare_plural"] = (
        bool(words) and words[-1].islower() and re.search(r"[^s]s$", words[-1]) is not None
    )


def signals(statement: Statement, kind_of: Callable[[str | None], str | None]) -> dict[str, bool]:
    """The named yes/no signals the confidence is weighed from; ``kind_of`` maps an entity key to its kind."""
    triple = statement.triple
    out: dict[str, bool] = {}
    _phrase("subject_", triple.subject, kind_of(statement.subject_entity), out)
    if triple.object is not None:
        _phrase("object_", triple.object, kind_of(statement.object_entity), out)
    lemma = triple.lemma.split()
    base_rule = triple.rule.removesuffix("-passive")
    out["relation_copula"] = bool(lemma) and lemma[0] == "be"
    out["relation_have"] = bool(lemma) and lemma[0] == "have"
    out["relation_saying"] = bool(lemma) and lemma[0] in _SAYING
    out["relation_phrasal"] = len(lemma) > 1
    out["relation_long"] = len(lemma) > 2
    out["negated"] = triple.negated
    out["modality"] = bool(getattr(triple, "modality", ""))
    out["passive"] = triple.rule.endswith("-passive")
    for rule in _RULES:
        out[f"rule_{rule}"] = base_rule == rule
    out["speaker"] = triple.attributed_to is not None
    out["speaker_named"] = statement.speaker_entity is not None
    words = len(statement.sentence.split())
    out["sentence_headline"] = triple.sentence_index == 0
    out["sentence_short"] = words < 12
    out["sentence_long"] = words > 30
    out["sentence_very_long"] = words > 45
    out["sentence_quote"] = any(c in _QUOTES for c in statement.sentence)
    out["arguments"] = bool(triple.arguments)
    out["arguments_several"] = len(triple.arguments) > 1
    out["event"] = statement.event is not None
    return out


@lru_cache(maxsize=1)
def weights() -> Mapping[str, float]:
    """The weight of each signal (and the ``bias``), from ontology/statement-confidence.tsv."""
    path = ontology_path(WEIGHTS_TABLE)
    table: dict[str, float] = {}
    for row in read_tsv(WEIGHTS_TABLE, ("signal", "weight")):
        try:
            table[row["signal"]] = float(row["weight"])
        except ValueError:
            raise KGError(
                f"{path}: the weight of signal {row['signal']!r} is {row['weight']!r}, not a number; "
                "refit the table with `python benchmarks/audit/confidence.py --write`."
            ) from None
    if BIAS not in table:
        raise KGError(
            f"{path} has no {BIAS!r} row; refit it with `python benchmarks/audit/confidence.py --write`."
        )
    return table


def confidence(named: Mapping[str, bool], table: Mapping[str, float] | None = None) -> float:
    """The logistic score of a statement's signals, rounded to three places."""
    table = weights() if table is None else table
    z = table[BIAS] + sum(table.get(name, 0.0) for name, on in named.items() if on)
    return round(1.0 / (1.0 + math.exp(-z)), 3)


def score_statements(statements: Iterable[Statement], kinds: Mapping[str, str]) -> list[Statement]:
    """Each statement with its confidence set; ``kinds`` maps entity keys to their kinds."""
    table = weights()

    def kind_of(key: str | None) -> str | None:
        return kinds.get(key) if key is not None else None

    return [replace(s, confidence=confidence(signals(s, kind_of), table)) for s in statements]
