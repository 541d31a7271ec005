"""A "he" or "she" left open rather than given to the wrong person (issue 12, session 39): a name last
written inside a quotation, another person of the same gender who spoke within reach, a name NER calls a
person once and a body more often, a wife who shares her husband's surname (kg/extract/person_rivals.py,
outvoted_persons.py, given_genders.own_or_fuller). Invented sentences; real-model parses."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from kg.extract.given_genders import own_or_fuller
from kg.extract.outvoted_persons import outvoted_persons
from tests.statements import row, triples_of


def _rows(nlp, text: str) -> list[tuple[str, str, str, bool, str]]:
    return [row(t) for t in triples_of(nlp, text)]


def test_the_speaker_of_a_quotation_is_not_the_name_it_quotes(nlp):
    rows = _rows(
        nlp,
        "Martin Kemble likened the task to a jigsaw puzzle. "
        '"I could not rebuild what Purcell wrote, but I could show people what his songs were like," '
        "he said.",
    )
    assert not any(r[0] == "Purcell" and r[1] == "say" for r in rows), rows


def test_a_he_after_a_quotation_naming_no_one_keeps_the_subject_before(nlp):
    # the guard: no name inside the quotation, so the writer's last subject stands
    rows = _rows(nlp, 'Martin Kemble likened the task to a jigsaw puzzle. "It was a long puzzle," he said.')
    assert ("Martin Kemble", "say") in {r[:2] for r in rows}, rows


def test_a_he_between_the_last_speaker_and_another_subject_is_left_open(nlp):
    rows = _rows(
        nlp,
        "The budget will hurt savers, Peter Hollis added. "
        "Mr Grant's plan was about the election, not the country. "
        "He then accused Mr Grant of dodging questions. He urged the minister to resign.",
    )
    assert not any(r[0] in {"Grant", "Mr Grant"} and r[1] in {"accuse", "go on", "urge"} for r in rows), rows


def test_a_he_after_its_own_speaker_keeps_him(nlp):
    # the guard: the speaker is the last person named, so nothing competes
    rows = _rows(
        nlp, "Peter Hollis said the plan was weak. He went on to accuse the minister of dodging questions."
    )
    assert any(r[0] == "Peter Hollis" and r[1] in {"accuse", "go on"} for r in rows), rows


def _ent(text: str, label: str) -> SimpleNamespace:
    # a mention that is no speaker's subject (the s40 guard for a speaking one is tested apart)
    return SimpleNamespace(text=text, label_=label, root=SimpleNamespace(dep_="pobj"))


@pytest.mark.parametrize(
    ("ents", "outvoted"),
    [
        # a party NER calls a person once and an organisation three times
        ([("Labour", "ORG"), ("Labour", "PERSON"), ("Labour", "ORG"), ("Labour", "ORG")], {"Labour"}),
        # a surname NER calls a place when bare stays a person's: it ends a full name
        ([("Kara Oduya", "PERSON"), ("Oduya", "GPE"), ("Oduya", "GPE"), ("Oduya", "PERSON")], set()),
        # called a person as often as a body: kept
        ([("Hollis", "PERSON"), ("Hollis", "ORG")], set()),
    ],
)
def test_outvoted_persons(ents, outvoted):
    assert outvoted_persons(tuple(_ent(t, label) for t, label in ents)) == outvoted


@pytest.mark.parametrize(
    ("name", "fuller", "expected"),
    [
        ("Mrs Howard", "Michael Howard", "Mrs Howard"),  # his wife, who shares his surname
        ("Mr Howard", "Michael Howard", "Michael Howard"),  # the guard: the same man
        ("Mrs Howard", "Howard", "Howard"),  # no given name to tell the gender (a one-word fuller name)
        ("Paul Jones", "Quincy Jones", "Paul Jones"),  # a given name of its own, as before
    ],
)
def test_own_or_fuller_keeps_an_honorific_of_the_other_gender(name, fuller, expected):
    assert own_or_fuller(name, fuller) == expected


def test_a_quotation_a_named_subject_opens_does_not_continue_the_speaker_before(nlp):
    rows = _rows(
        nlp,
        '"You have shown great talent," Pierre Duval said as he handed over the prize. '
        'Alan Parker praised the old films, saying: "Cinema is an art." '
        'He told the minister: "I am proud of this prize."',
    )
    assert not any(r[0] == "Pierre Duval" and r[1] == "tell" for r in rows), rows


def test_a_quotation_after_its_speaker_still_continues_him(nlp):
    # the guard: a quotation of no named subject continues the speaker before it
    rows = _rows(
        nlp,
        'Pierre Duval said the prize was deserved. "Cinema is an art." '
        "He told the minister the night was a success.",
    )
    assert any(r[0] == "Pierre Duval" and r[1] == "tell" for r in rows), rows


def test_the_same_speaker_under_a_shorter_name_is_no_rival(nlp):
    # a "he" resolved to a part of the speaker's name is the same person, not a second one
    from kg.extract.person_rivals import _speaker_rival

    doc = nlp(
        "Doctor Samir al-Hadi a surgeon in the town said he treated 12 patients. "
        "He added that most were children."
    )
    he, second = next(t for t in doc if t.text == "he"), next(t for t in doc if t.text == "He")
    resolved = {he.i: "Doctor Samir", second.i: "Samir al-Hadi"}
    assert not _speaker_rival(second, "Samir al-Hadi", resolved, {"al-Hadi", "Samir"}, {})


def test_the_subject_of_the_sentence_before_outranks_an_earlier_speaker(nlp):
    # the guard of speaker_rivals: the writer's own topic just before is no guess
    rows = _rows(
        nlp,
        "Peter Hollis said the talks would fail. Martin Kemble does not expect a quick deal. "
        "Still he warns that the city cannot wait too long.",
    )
    assert any(r[0] == "Martin Kemble" and r[1] == "warn" for r in rows), rows


def test_a_speaker_the_quotation_marks_ran_over_still_speaks(nlp):
    # the guard of quoted_only: "said Kemble" inside badly closed marks is the speaker, not a quoted name
    rows = _rows(
        nlp,
        '"Six fighters attacked the base at dawn said Martin Kemble." '
        "The attackers were stopped before they reached the gate he added.",
    )
    assert any(r[0] == "Martin Kemble" and r[1] == "add" for r in rows), rows
