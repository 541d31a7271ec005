"""The "it" of "Shares in Acme fell after it said ...": the one firm whose shares the subject is (issue 12).
Invented sentences; real-model parses."""

from __future__ import annotations

from tests.statements import find, triples_of

_BEFORE = "Trading was quiet in Leeds. "


def test_it_after_shares_in_a_firm_is_the_firm(nlp):
    # "it" is singular, "shares" plural: the firm the subject names said it, not the harbour it runs
    text = _BEFORE + (
        "Shares in Kelvane Group, which runs the new Dunmore harbour, fell 9% after it said profits would "
        "halve."
    )
    triple = find(triples_of(nlp, text), "say")
    assert (triple.subject.display, triple.flag) == ("Kelvane Group", "")


def test_it_after_shares_in_two_firms_stays_open(nlp):
    text = _BEFORE + "Shares in Kelvane Group and Orbix fell 9% after it said profits would halve."
    triple = find(triples_of(nlp, text), "say")
    assert (triple.subject.display, triple.flag) == ("it", "pronoun")


def test_it_of_what_that_it_said_is_the_same_firm(nlp):
    text = _BEFORE + "Shares in Kelvane Group fell 9% after it said it would miss its targets."
    triple = find(triples_of(nlp, text), "miss")
    assert (triple.subject.display, triple.flag) == ("Kelvane Group", "")


def test_dummy_it_after_shares_in_a_firm_stays_open(nlp):
    # "it was reported that ...": a dummy "it" is no firm
    for clause in ("it was reported that profits had halved", "it was announced that its founder had quit"):
        text = _BEFORE + f"Shares in Kelvane Group fell 9% after {clause}."
        assert all(t.subject.display != "Kelvane Group" for t in triples_of(nlp, text) if t.lemma != "fall")
