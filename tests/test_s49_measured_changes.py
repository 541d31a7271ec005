"""Session 49 (issue 12, statements per 1,000 words): a verb without an object whose bare measure says how
much, and when ("Shares in Acme rose 4% on Tuesday"), takes the measure and its time as its object; the parser
hangs the measure on the verb as an adverbial noun, read as a time, and the statement came out with an empty
object. A duration, a count of times, a measure without its time or a verb with an object of its own is left
as it was. Real-model parses of invented sentences."""

from __future__ import annotations

import pytest

from tests.statements import row, triples_of


def _rows(nlp, text: str, lemma: str) -> set[tuple[str, str]]:
    return {(r[0], r[2]) for r in map(row, triples_of(nlp, text)) if r[1] == lemma}


@pytest.mark.parametrize(
    ("text", "lemma", "pairs"),
    [
        ("Shares in Corvel Tiles rose 4% on Tuesday.", "rise", {("Shares in Corvel Tiles", "4% on Tuesday")}),
        (
            "Sales at Pellow Bakeries fell 3.5% last year.",
            "fall",
            {("Sales at Pellow Bakeries", "3.5% last year")},
        ),
        (
            "The Brenmark index slipped 35 points on Friday.",
            "slip",
            {("The Brenmark index", "35 points on Friday")},
        ),
        # the period's close the parser hangs on the verb is still the period's
        (
            "House prices in Kelso rose 6% in the year to March.",
            "rise",
            {("House prices in Kelso", "6% in the year to March")},
        ),
        (
            "Shares in Corvel Tiles fell 5% on Monday and Tuesday.",
            "fall",
            {("Shares in Corvel Tiles", "5% on Monday and Tuesday")},
        ),
        # an aside after a comma leaves the time whole
        (
            "Shares in Corvel Tiles rose 4% on Tuesday, when the bid was announced.",
            "rise",
            {("Shares in Corvel Tiles", "4% on Tuesday")},
        ),
    ],
)
def test_a_bare_measure_is_the_object(nlp, text: str, lemma: str, pairs: set) -> None:
    assert _rows(nlp, text, lemma) == pairs


@pytest.mark.parametrize(
    ("text", "lemma", "pairs"),
    [
        # how often and how long are no measure of the change
        ("Rents at Corvel Homes rose five times in the decade.", "rise", {("Rents at Corvel Homes", "")}),
        ("The strike at Pellow Foods lasted three days.", "last", {("The strike at Pellow Foods", "")}),
        # a change without its day or period does not stand alone
        ("The Brenmark index dropped 2.1%, its worst day in a month.", "drop", {("The Brenmark index", "")}),
        # a time told by a happening is no time without it ("4% on the day")
        (
            "Shares in Corvel Tiles rose 4% on the day the bid was announced.",
            "rise",
            {("Shares in Corvel Tiles", "")},
        ),
        (
            "Shares in Corvel Tiles rose 4% in the days before the bid was announced.",
            "rise",
            {("Shares in Corvel Tiles", "")},
        ),
        # an object of its own stays the object
        ("Corvel Tiles gained ground on Tuesday.", "gain", {("Corvel Tiles", "ground")}),
    ],
)
def test_no_measure_no_change(nlp, text: str, lemma: str, pairs: set) -> None:
    assert _rows(nlp, text, lemma) == pairs


@pytest.mark.parametrize(
    ("text", "lemma", "pairs"),
    [
        # a named thing's passive whose only complement is its time takes the time as object
        (
            "Pellow Foods, which was founded in 1952, employs 300 people.",
            "found in",
            {("Pellow Foods", "1952")},
        ),
        (
            "The Corvel Roadster, launched last spring, costs £9,000.",
            "launch",
            {("The Corvel Roadster", "last spring")},
        ),
    ],
)
def test_a_passive_takes_its_time(nlp, text: str, lemma: str, pairs: set) -> None:
    assert _rows(nlp, text, lemma) == pairs


@pytest.mark.parametrize(
    ("text", "lemma", "pairs"),
    [
        # an active act, a described subject, a passive with its agent and a question are left as they were
        ("Tom Berwick retired in 2001.", "retire", {("Tom Berwick", "")}),
        ("The gala will be held on 26 March.", "hold", {("The gala", "")}),
        ("Corvel Tiles was bought by Pellow Foods in 2003.", "buy", {("Pellow Foods", "Corvel Tiles")}),
        ("Can Corvel Tiles be saved next year?", "save", {("Corvel Tiles", "")}),
        # a "which" the parser hung on a person stands for another noun
        ("The Kelso team of Anna Kell, which was formed in 2010, won again.", "form", {("Anna Kell", "")}),
        # a span counted from another happening is no date
        (
            "Tom Berwick was sacked one day after a row with the board.",
            "sack",
            {("Tom Berwick", "")},
        ),
    ],
)
def test_no_time_object(nlp, text: str, lemma: str, pairs: set) -> None:
    assert _rows(nlp, text, lemma) == pairs
