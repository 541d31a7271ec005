"""A relative clause that names its own source: "the blasts which the Observatory said killed several
soldiers" states, in the Observatory's words, that the blasts killed the soldiers; the relative clause
itself is no saying (issue 12, classes 8 and 3: "the Observatory | say | which the Observatory said killed
..." was judged false in the audits, and the figure had no statement of its own). Real-model parses of
sentences written for the tests; near-misses (no speech verb, a relative clause inside the speaker, a
"which" that is the speaker) stay as they were.
"""

from __future__ import annotations

import pytest

from tests.statements import Row, row, triples_of


def _graph(nlp, text: str) -> set[Row]:
    """(subject, lemma, object, negated, speaker) of the statements that enter the graph (no flag)."""
    return {row(t) for t in triples_of(nlp, text) if not t.flag and t.object is not None}


def _sayings(nlp, text: str) -> list[tuple[str, str]]:
    """(object, flag) of every "say"-like statement, flagged or not."""
    return [
        (t.object.display if t.object else "", t.flag)
        for t in triples_of(nlp, text)
        if t.lemma in {"say", "report", "claim", "deny"}
    ]


@pytest.mark.parametrize(
    ("text", "statement"),
    [
        (
            "Fighting resumed after the Homs explosions which the UN monitor said killed four guards.",
            ("the Homs explosions", "kill", "four guards", False, "the UN monitor"),
        ),
        # the clause after "who" and a passive one after "that"
        (
            "Officers stopped a man who police say was armed with two knives.",
            ("a man", "arm with", "two knives", False, "police"),
        ),
        (
            "Doctors treated burns that medics say were caused by Israeli phosphorus.",
            ("Israeli phosphorus", "cause", "burns", False, "medics"),
        ),
        (
            "There was no claim for the bombing which local media said was carried out by a gunman.",
            ("a gunman", "carry out", "the bombing", False, "local media"),
        ),
        # the negation of the reported clause is kept
        (
            "Shops closed after the strike which Governor Ali Hassan said did not kill any civilians.",
            ("the strike", "kill", "any civilians", True, "Governor Ali Hassan"),
        ),
        # a pronoun speaker is resolved as any speaker is
        (
            "Residents fled the shelling which they said destroyed dozens of homes.",
            ("the shelling", "destroy", "dozens of homes", False, "Residents"),
        ),
        # the relative word as the reported clause's object
        (
            "The weapons which the Free Syrian Army said the army used were banned years ago.",
            ("the army", "use", "The weapons", False, "the Free Syrian Army"),
        ),
    ],
)
def test_relative_clause_states_what_its_source_said(nlp, text, statement):
    assert statement in _graph(nlp, text)


def test_coordinated_reported_clauses_share_the_antecedent(nlp):
    lines = _graph(
        nlp,
        "The council condemned the attack which the government says came from the rebels and killed "
        "100 people.",
    )
    assert ("the attack", "come from", "the rebels", False, "the government") in lines
    assert ("the attack", "kill", "100 people", False, "the government") in lines


@pytest.mark.parametrize(
    "text",
    [
        "Fighting resumed after the explosions which the monitor said killed four guards.",
        "Doctors treated burns that medics say were caused by phosphorus.",
        "Residents fled the shelling which they said destroyed dozens of homes.",
    ],
)
def test_the_relative_clause_is_no_saying(nlp, text):
    # "the monitor | say | which the monitor said killed four guards" names the speaker in its own saying
    sayings = _sayings(nlp, text)
    assert sayings
    assert all(flag for _, flag in sayings)


def test_relative_clause_without_a_speech_verb_is_unchanged(nlp):
    lines = _graph(nlp, "Inspectors visited the site which the army bombed last year.")
    assert ("the army", "bomb", "the site", False, "") in lines


def test_relative_clause_inside_the_speaker_is_unchanged(nlp):
    # "which the Observatory published" describes the speaker; the report says what it says
    text = "The report which the Observatory published said ten people died."
    assert ("ten people died", "description") in _sayings(nlp, text)
    assert not any(lemma == "die" and subject != "ten people" for subject, lemma, *_ in _graph(nlp, text))


def test_which_that_is_the_speaker_keeps_its_saying(nlp):
    # ", which said ...": the relative word is the speaker, and the reported clause has its own subject
    text = "The agency, which said the strike killed five people, gave no names."
    assert [o for o, _ in _sayings(nlp, text)] == ["the strike killed five people"]
    assert all(t.subject.display == "the strike" for t in triples_of(nlp, text) if t.lemma == "kill")


def test_two_subjects_leave_the_gap_unknown(nlp):
    # the parse gives "fired" both "which" and "the army" as subjects: the shells fired nothing
    text = "Inspectors examined the shells which the rebels said the army fired."
    assert not any(t.subject.display == "the shells" for t in triples_of(nlp, text) if t.lemma == "fire")


def test_relative_clauses_pronoun_speaker_is_not_its_antecedent(nlp):
    # "they" said it of the strikes, so "they" are not the strikes: the speaker stays unresolved
    text = "The strikes which they said had killed 30 fighters drew condemnation."
    assert not any(
        t.attributed_to and t.attributed_to.display == "The strikes" for t in triples_of(nlp, text)
    )
    assert not any(t.subject.display == "The strikes" and t.lemma == "say" for t in triples_of(nlp, text))
