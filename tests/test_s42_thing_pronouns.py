"""An "it" or "its" for an unnamed thing is not given to the last named body (issue 12, audit class 10):
a copula that describes "it" as something no body or place is (kg/extract/described_it.py); an "Its" owning
the main subject after an unnamed thing was the subject before, a name that was only the subject of a
clause setting a time or a cause, and a work the name owns as the subject before
(kg/extract/subject_rivals.py). Left open, the statement stays out of the graph. Invented sentences;
real-model parses."""

from __future__ import annotations

import pytest

from tests.statements import find, row, triples_of


@pytest.mark.parametrize(
    ("text", "lemma"),
    [
        # what "It" is, a project, is the museum, not the trust that opened it
        (
            "The Lantern Trust bought the old mill in May. Volunteers turned the building into a museum. "
            "It was the first project of its kind in the valley.",
            "be project of",
        ),
        # the talks were the blow, not the bank named inside their phrase: a name a preposition adds to the
        # subject before is no subject
        (
            "Talks between the Harbour Bank and its lenders broke down. It was a blow for the region.",
            "be blow for",
        ),
        # a span of time is the time's own "it", even after a sentence about the name
        (
            "The Harbour Bank advised the retailer on the bid. It has been an odd week for the retailer.",
            "be",
        ),
        ("Brackwell posted record profits. It was the best year in its history.", "be year in"),
        # the accident brought the toll up, not the operator named in the clause of time
        (
            "The accident was the worst on the line since Brackwell Rail took over the route in 1998. It "
            "brought the number of deaths on the network this year to nine.",
            "bring",
        ),
        # "Its share" is the radio's, the unnamed subject before, not the group that reported it
        (
            "Satellite radio is the fastest growing part of the market, with the Harbour Group reporting "
            "record sales of receivers. Its share of listeners rose by a third in March.",
            "rise by",
        ),
        # the console beats the phone, not its maker: a work the name owns was the subject before
        (
            "Brackwell's new console is the top gadget of the year, according to a survey of readers. It "
            "beats the Lumo phone into second place.",
            "beat",
        ),
    ],
)
def test_it_for_an_unnamed_thing_is_left_open(nlp, text, lemma):
    triple = find(triples_of(nlp, text), lemma)
    assert triple.flag == "pronoun", (triple.subject.display, triple.flag)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a copula's agent noun or kind noun may describe the body: it keeps its name
        (
            "The Harbour Bank reported higher profits on Monday. It is the largest lender in the region.",
            ("The Harbour Bank", "be lender in", "the region"),
        ),
        (
            "The Harbour Bank reported higher profits on Monday. It is the largest bank in the region.",
            ("The Harbour Bank", "be bank in", "the region"),
        ),
        # the name the sentence before is about is what "it" is, whatever the copula calls it
        (
            "The Lantern Trust will move into the old mill next year. For now it is a small office above "
            "a shop.",
            ("The Lantern Trust", "be", "a small office above a shop"),
        ),
        # a thing does not speak: "It said" after "Brackwell's profit" is the firm
        (
            "Brackwell's profit rose by a third last year. It said sales in Asia had doubled.",
            ("Brackwell", "say", "sales in Asia had doubled"),
        ),
        # a preposition inside the name is the name's own
        (
            "The Bank of Dunmore raised rates on Monday. It is a costly step for borrowers.",
            ("The Bank of Dunmore", "be step for", "borrowers"),
        ),
        # ... of any clause, one of time included
        (
            "Critics have long watched the sector. Even before Brackwell announced the new fund, it was one "
            "of the loudest voices for open design.",
            ("Brackwell", "be", "one of the loudest voices for open design"),
        ),
        # what a body has is no work: "It" after "Brackwell's net income" is the firm
        (
            "Brackwell's net income fell by a third last year. It blamed weak demand in Asia.",
            ("Brackwell", "blame", "weak demand in Asia"),
        ),
        # a speaker's own "it" is the speaker's rule's
        (
            "The Harbour Bank said it was a matter for the courts.",
            ("The Harbour Bank", "be matter for", "the courts"),
        ),
        # the name the sentence before is about keeps its "Its"
        (
            "Brackwell Rail took over the route in 1998. Its trains carried fewer passengers last year.",
            ("Brackwell Rail's trains", "carry", "fewer passengers"),
        ),
    ],
)
def test_it_a_body_may_be_keeps_its_name(nlp, text, expected):
    rows = {row(t)[:3]: t.flag for t in triples_of(nlp, text)}
    assert rows.get(expected) == "", rows
