"""A verb without an object whose bare measure says how much, and when: "Shares in Acme rose 4% on Tuesday",
"Sales at Brightway fell 3.5% last year". The parser hangs the measure on the verb as an adverbial noun
(npadvmod), so ``clauses`` read it as a time beside the verb and the fact came out with an empty object
("Shares in Acme | rise |"), which no reader can use and the graph keeps out (issue 12's density).

Here such a fact takes the measure and the time right after it as its object ("Shares in Acme | rise | 4% on
Tuesday"). A measure is a phrase the tagger marks a percentage or a sum of money, or a unit of
``ontology/amount-nouns.tsv`` of kind `amount` counted by a number ("20 points"): a duration ("three days"), a
count of times ("five times") or a bare number says when or how often, not how much. The time is a phrase the
tagger marks a date or a time that follows the measure without a break, whole (not "4% on the day" of "on the
day the bid was announced"): the judges read a share's or a rate's change without its day or period useless,
so a measure without one is left as it was ("The index dropped 2.1%, its worst day", "rose 4% as traders
..."). Only an active verb's own fact with no object and no clause object: a passive ("was cut 5%") or a
copula leaves its fact as it was.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from ..resources import read_tsv
from .dated_acts import COUNTED_FROM, end_of, fill_times
from .facts import TIME_LABELS, Arg

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token

    from .facts import Fact

_MEASURE_LABELS = frozenset({"PERCENT", "MONEY"})


@lru_cache(maxsize=1)
def _units() -> frozenset[str]:
    """The nouns of ``amount-nouns.tsv`` of kind `amount` ("point", "percent", "seat"), lower case."""
    return frozenset(
        r["noun"].lower() for r in read_tsv("amount-nouns.tsv", ("noun", "kind")) if r["kind"] == "amount"
    )


def _measure(word: Token) -> bool:
    """Whether ``word``, an adverbial noun of a verb, heads a measure: "4%", "£3m", "20 points"."""
    if word.dep_ != "npadvmod" or word.i < word.head.i:
        return False
    # "£4m": the tagger may mark the number and not the unit after it
    if word.ent_type_ in _MEASURE_LABELS or any(c.ent_type_ in _MEASURE_LABELS for c in word.children):
        return True
    counted = any(c.dep_ == "nummod" for c in word.children)
    return counted and (word.lemma_.lower() in _units() or word.lower_ in _units())


def fill_measures(facts: list[Fact], doc: Doc) -> None:
    """Give each objectless active fact of ``facts`` its verb's bare measure and the time after it as object
    (see the module)."""
    for fact in facts:
        verb = doc[fact.verb]
        if (
            fact.obj is not None
            or fact.subject is None
            or fact.passive
            or fact.bound_prep
            or fact.quoted_clause
        ):
            continue
        if verb.pos_ != "VERB" or verb.lemma_.lower() == "be":
            continue
        measure = next(
            (
                a
                for p, a, _ in fact.args
                if p == "" and _measure(doc[a.head]) and doc[a.head].head.i == verb.i
            ),
            None,
        )
        if measure is None:
            continue
        time = _time_after(fact, measure, doc)
        if time is None:
            continue
        fact.obj = Arg(measure.start, time.end, measure.head)
        fact.args = [x for x in fact.args if not measure.start <= x[1].start < time.end]
    # then a named thing's passive whose only complement is its time ("founded in 1952"), dated_acts.py
    fill_times(facts, doc)


def _time_after(fact: Fact, measure: Arg, doc: Doc) -> Arg | None:
    """The verb's phrase right after ``measure`` when it is a time ("4% on Tuesday", "3.5% last year"); None
    when the measure is followed by anything else: a change without its day or period does not stand alone."""
    after = [(p, a) for p, a, _ in fact.args if a.start >= measure.end]
    if not after:
        return None
    prep, arg = min(after, key=lambda x: x[1].start)
    opens = arg.start - 1 if prep else arg.start
    if (
        opens != measure.end
        or (prep and doc[opens].lower_ != prep)
        or doc[arg.head].ent_type_ not in TIME_LABELS
    ):
        return None
    # "6% in the year to March": the parser hangs the period's close on the verb, but the tagger's date runs
    # on, and "6% in the year" alone names no period
    end = arg.end
    while end < len(doc) and doc[end].ent_iob_ == "I" and doc[end].ent_type_ in TIME_LABELS:
        end += 1
    # "5% on Monday and Tuesday": a conjunct time is the period's too
    if all(doc[i].ent_type_ in TIME_LABELS or doc[i].dep_ == "cc" for i in range(end, end_of(doc, arg))):
        end = max(end, end_of(doc, arg))
    # "4% on the day the bid was announced", "in the days before the vote": a time told by a happening the
    # object would cut off; an aside after a comma ("on Tuesday, when ...") leaves the time whole
    if end == len(doc) or doc[end].text == ",":
        return Arg(arg.start, end, arg.head)
    if end_of(doc, arg) > end or doc[end].lower_ in COUNTED_FROM:
        return None
    return Arg(arg.start, end, arg.head)
