"""A name the article shows to be a body's is an "it" whatever the tagger labels each mention (issue 12,
session 32), on real-model parses of sentences written for these tests.

The small model labels a firm's one-word name a person in most of its mentions ("Yukos" 13 times in 14
in one BBC article), so the "it" the firm reports ("Yukos claims it had moved ...") stayed unresolved and
its claim out of the graph. A company noun right before the name ("Russian oil firm Yukos") or more
organisation labels than person labels, with no honorific, make it a body (kg/extract/speakers.py,
``body_names``).
"""

from __future__ import annotations

from tests.statements import triples_of


def _moved(nlp, text: str):
    found = [t for t in triples_of(nlp, "Headline here\n\n" + text) if t.lemma == "move"]
    assert found, "no 'move' statement"
    return found[0]


def test_a_firm_described_by_a_company_noun_reports_its_own_it(nlp):
    text = (
        "Russian oil firm Yukos lost its main unit in December. "
        "Yukos claims it had moved 27 million dollars into two Texas accounts."
    )
    triple = _moved(nlp, text)
    assert (triple.subject.display, triple.flag) == ("Yukos", "")


def test_a_person_named_by_an_honorific_is_no_it(nlp):
    """Near miss: "Mr Yukos" is a person, and a person's "it" is some thing, not himself."""
    text = (
        "Mr Yukos lost his job in December. "
        "Yukos claims it had moved 27 million dollars into two Texas accounts."
    )
    assert _moved(nlp, text).subject.display != "Yukos"
