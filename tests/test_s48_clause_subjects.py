"""Session 48 (issue 12, class 8): a reported clause's subject the parser read as the object of its
reporting verb is the clause's subject again, so that the verb reports the whole clause ("He | warn | the
party", the warning cut to its subject, before). Real-model parses of invented sentences."""

from __future__ import annotations

from tests.statements import objects_of, triples_of


def test_a_warning_keeps_its_whole_clause(nlp) -> None:
    text = "He warned the Abstentions Party was the real challenge to Labour."
    assert objects_of(nlp, text, "warn") == {"the Abstentions Party was the real challenge to Labour"}
    # the clause states its own fact, reported by the one who warned
    inner = [t for t in triples_of(nlp, text) if t.subject.display == "the Abstentions Party"]
    assert inner and all(t.attributed_to is not None for t in inner)


def test_an_addressee_stays_the_object(nlp) -> None:
    text = "The minister told reporters the deal was off."
    assert "the deal" in {t.subject.display for t in triples_of(nlp, text)}
    assert "reporters was off" not in " ".join(objects_of(nlp, text, "tell"))


def test_an_addressee_before_a_clause_without_subject_stays_the_addressee(nlp) -> None:
    # the clause's subject ("cutting costs") was hung on the farmers: the meeting is who was told
    text = "She told a meeting of farmers cutting costs was the only answer."
    assert objects_of(nlp, text, "tell") == {"a meeting of farmers cutting costs"}
    assert not [t for t in triples_of(nlp, text) if t.subject.display.startswith("a meeting")]
