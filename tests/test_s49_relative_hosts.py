"""Session 49 (issue 12, class 2): a participle or relative clause the parser hung on the wrong noun.
A named place after a preposition of place does no act ("... in north Ruritania killing two": the
shellers kill); a "who" clause hung on a place or a thing in a person's phrase is the person's.
Real-model parses of invented sentences."""

from __future__ import annotations

import pytest

from kg.extract.nlp import parse_text
from kg.extract.person_relatives import person_host
from tests.statements import triples_of


def _subjects(nlp, text: str, lemma: str) -> set[str]:
    return {t.subject.display for t in triples_of(nlp, text) if t.lemma == lemma}


def test_a_toll_after_a_named_place_is_the_attackers(nlp) -> None:
    text = (
        "The agency said gunmen from the militia also fired rockets at two farms in the south of the "
        "valley again in north Syria killing one farmer and injuring two others."
    )
    for lemma in ("kill", "injure"):
        assert _subjects(nlp, text, lemma) == {"gunmen from the militia"}


def test_a_relative_of_an_act_on_a_named_place_is_its_hosts(nlp) -> None:
    text = "A bombing in Baghdad that killed 12 people shocked the city."
    assert _subjects(nlp, text, "kill") == {"A bombing in Baghdad"}


def test_a_place_that_opens_its_own_clause_keeps_its_act(nlp) -> None:
    text = "Belgium beat Wales on Sunday, ending a long run of defeats."
    assert "Wales" not in _subjects(nlp, text, "beat")
    assert "Belgium" in _subjects(nlp, text, "beat")


@pytest.mark.parametrize(
    ("text", "lemma", "subject"),
    [
        (
            "The champion will now play the young seed Anna Varga from Portugal, who beat the holder in "
            "three sets.",
            "beat",
            "Anna Varga",
        ),
        (
            "Unions warned about workers from neighbouring countries who will take lower wages.",
            "take",
            "workers",
        ),
        # the tagger makes "Homs" a plural common noun (NNS) though NER tags it GPE: still a place
        ("The mother of a boy from Homs, who died in the raid, called for justice.", "die in", "a boy"),
    ],
)
def test_who_after_a_place_is_the_person(nlp, text: str, lemma: str, subject: str) -> None:
    assert _subjects(nlp, text, lemma) == {subject}


@pytest.mark.parametrize(
    ("text", "lemma", "subject"),
    [
        ("Fans of Rovers, who won 2-0, celebrated late into the night.", "win", "Rovers"),
        # a plural verb is no one manager's: the team named for its town (NER's GPE) was relegated
        ("The manager of Leeds, who were relegated last season, has resigned.", "relegate", "Leeds"),
    ],
)
def test_who_after_a_body_keeps_the_body(nlp, text: str, lemma: str, subject: str) -> None:
    # "who" may stand for a team or a body in British English: the clause stays where the parse put it
    assert _subjects(nlp, text, lemma) == {subject}


def test_whose_after_a_place_is_the_places(nlp) -> None:
    # "whose" may stand for a place or a thing: the village's school, not the man's
    doc = nlp(parse_text("A man from a village whose school was shelled spoke to reporters."))
    shelled = next(t for t in doc if t.lower_ == "shelled")
    assert person_host(shelled, shelled.head).lower_ == "village"
