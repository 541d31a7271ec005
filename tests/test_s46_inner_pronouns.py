"""Session 46, pronouns inside the sides (issue 12, class 6): a third-person pronoun inside a longer side is
written as the name coref resolved it to, unless a subject above it may be what it stands for, or it
stands in a quotation (kg/extract/inner_pronouns.py). Real-model parses of invented sentences."""

from __future__ import annotations

from tests.statements import find, triples_of


def _object(nlp, text: str, lemma: str) -> str:
    found = find(triples_of(nlp, text), lemma).object
    assert found is not None
    return found.display


def test_a_possessive_inside_a_reported_clause_is_written_as_its_owner(nlp):
    text = "Senator Mark Hollis flew to Doha on Monday. Critics said his trip had cost too much."
    assert _object(nlp, text, "say") == "Mark Hollis's trip had cost too much"


def test_a_reported_clause_subject_is_written_as_its_name(nlp):
    # its "its" stays as written: the clause's own subject, now named, owns it
    text = "Nordmark Bank cut 300 jobs in March. Unions said it had broken its promise to the workers."
    assert _object(nlp, text, "say") == "Nordmark Bank had broken its promise to the workers"


def test_a_possessive_of_the_statements_own_subject_stays_as_written(nlp):
    # near miss: "his" is Mr Cable's own, clear to a reader as written
    text = "Mr Cable published his budget on Monday."
    assert _object(nlp, text, "publish") == "his budget"


def test_a_pronoun_a_nearer_subject_may_stand_for_stays_as_written(nlp):
    # near miss: "his" may be the spokesman's, whom salience does not see
    text = "Senator Mark Hollis flew to Doha on Monday. A spokesman said his trip had cost too much."
    assert _object(nlp, text, "say") == "his trip had cost too much"


def test_an_extraposed_it_stays_as_written(nlp):
    # near miss: "it" stands for "to see the plant close", not for the bank
    text = "Nordmark Bank cut 300 jobs in March. Ms Dove said it was sad to see the plant close."
    assert _object(nlp, text, "say") == "it was sad to see the plant close"


def test_its_after_a_one_word_name_tagged_a_person_stays_as_written(nlp):
    # near miss: the NER may call a town a person; "its" is then the town's own
    text = "The Harwick Society restored the abbey in 1990. Elmora is a town famous for its abbey."
    assert "its abbey" in _object(nlp, text, "be")


def test_a_pronoun_inside_a_quotation_stays_as_written(nlp):
    # near miss: the speaker's "it" is what the speaker talks about
    text = 'Nordmark Bank cut 300 jobs in March. "It has broken its promise," union leader Jo Marsh said.'
    assert _object(nlp, text, "say") == "It has broken its promise"
