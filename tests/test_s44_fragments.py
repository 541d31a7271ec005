"""Session 44 (issue 12, classes 7 and 8): a full stop after a number's unit ends its sentence, and an object
runs on into the "as" phrase of a verb of describing. Real-model parses of invented sentences."""

from __future__ import annotations

import pytest

from kg.extract.nlp import parse_text
from tests.statements import triples_of


@pytest.mark.parametrize(
    "text",
    [
        "The bakery chain lost $320m. Its new owners plan to close forty shops.",
        "She won the 3000m. Her closest rival finished well behind.",
        'The repairs cost about £7m. "We are relieved," the warden said.',
    ],
)
def test_a_stop_after_a_unit_ends_the_sentence(nlp, text: str) -> None:
    sentences = [s.text for s in nlp(parse_text(text)).sents]
    assert len(sentences) == 2, sentences


def test_a_saying_does_not_run_over_the_sentence_before(nlp) -> None:
    text = 'The harbour fund holds $85m. "It will not be enough for the repairs," the treasurer said.'
    said = [t.object.display for t in triples_of(nlp, text) if t.lemma == "say" and t.object]
    assert said and all("$85m" not in o for o in said), said


def test_a_time_abbreviation_keeps_its_stop(nlp) -> None:
    sentences = [s.text for s in nlp(parse_text("They met at 5 p.m. on Friday in the hall.")).sents]
    assert len(sentences) == 1
