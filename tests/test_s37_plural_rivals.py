"""A "they", "them" or "their" stands for a name only when the whole of what it may mean is that name
(kg/extract/plural_rivals.py): never when a plural noun stands between; left unresolved, its statement
stays out of the graph. Invented sentences; real-model parses."""

from __future__ import annotations

import pytest

from tests.statements import find, triples_of


@pytest.mark.parametrize(
    ("text", "lemma"),
    [
        # the dead are what "they" include, not the monitor that counted them
        (
            "The Rights Monitor said most of the dead were farmers but they also included two guards.",
            "include",
        ),
        (
            "The Rights Monitor said there were no losses among the gunmen since most of them wore masks.",
            "wear",
        ),
    ],
)
def test_plural_pronoun_is_no_name_a_plural_noun_outranks(nlp, text, lemma):
    triple = find(triples_of(nlp, text), lemma)
    assert triple.flag == "pronoun", (triple.subject.display, triple.flag)


@pytest.mark.parametrize(
    ("text", "lemma", "subject"),
    [
        # the name's own phrase, its predicate and what its pronoun owns are no rivals
        (
            "The White Lanterns, a group of rescuers working in the hills, said one of their depots was hit.",
            "hit",
            "one of their depots",
        ),
        ("The Danes are the clear winners here but they do not care.", "care", "Danes"),
        (
            "The Tigers won the first leg with goals from their captain. They collapsed in the second leg.",
            "collapse in",
            "Tigers",
        ),
        # names joined by "and": what "they" are is true of each
        (
            "Harbour Bank and Dock Bank are the two firms that were sold. They later merged with a rival.",
            "merge with",
            "Harbour Bank",
        ),
        # a plural noun fits a plural pronoun and keeps it
        (
            "Dozens of farmers were killed by air strikes as they fled from the front lines.",
            "flee from",
            "Dozens of farmers",
        ),
    ],
)
def test_plural_pronoun_keeps_a_name_nothing_plural_outranks(nlp, text, lemma, subject):
    triple = find(triples_of(nlp, text), lemma)
    assert (triple.subject.display, triple.flag) == (subject, "")
