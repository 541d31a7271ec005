"""Session 44 (issue 12, classes 7 and 8): a full stop after a number's unit ends its sentence, and an object
runs on into the "as" phrase of a verb of describing. Real-model parses of invented sentences."""

from __future__ import annotations

import pytest

from kg.extract.nlp import parse_text
from tests.statements import objects_of, triples_of


@pytest.mark.parametrize(
    "text",
    [
        "The bakery chain lost $320m. Its new owners plan to close forty shops.",
        "She won the 3000m. Her closest rival finished well behind.",
        'The repairs cost about £7m. "We are relieved," the warden said.',
        # the other one-letter lower-case units, and a unit in capitals
        "Officers found 400g. Two men were arrested at the flat.",
        "The new barge can carry 90t. Its first trip is planned for May.",
        "Most rural users still rely on 3G. The operator will upgrade the masts this year.",
        "The app maker raised $12M. Its founders plan to open an office in Leeds.",
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


@pytest.mark.parametrize(
    ("text", "lemma", "obj"),
    [
        (
            "The trainer described the defeat as a painful lesson for the young squad.",
            "describe",
            "the defeat as a painful lesson for the young squad",
        ),
        (
            'Hartley described the draw as "frustrating" after the game.',
            "describe",
            'the draw as "frustrating"',
        ),
        (
            "The council welcomed the ruling as a victory for the tenants.",
            "welcome",
            "the ruling as a victory for the tenants",
        ),
        ("The union dismissed the offer as an insult.", "dismiss", "the offer as an insult"),
        ("Opponents branded the levy as unfair to farmers.", "brand", "the levy as unfair to farmers"),
        # the adjective's own adverbs, quoted or not
        (
            "The minister described the response as deeply disappointing.",
            "describe",
            "the response as deeply disappointing",
        ),
        (
            'The mayor described the talks as "very productive" on Monday.',
            "describe",
            'the talks as "very productive"',
        ),
        # the parser's other reading: the adjective a clause of the verb's, "as" its adverb; a phrase hung on
        # it says where, and stays out
        ("The club described the injury as fairly minor.", "describe", "the injury as fairly minor"),
        (
            "The board dismissed the claims as baseless at a meeting in Leeds.",
            "dismiss",
            "the claims as baseless",
        ),
    ],
)
def test_an_object_keeps_what_it_was_described_as(nlp, text: str, lemma: str, obj: str) -> None:
    assert obj in objects_of(nlp, text, lemma)


def test_a_named_object_stays_itself(nlp) -> None:
    # the graph links a name: it is not run on into its description
    assert objects_of(nlp, "She described Hartley as a loyal colleague.", "describe") == {"Hartley"}


def test_an_as_clause_of_time_is_no_description(nlp) -> None:
    assert objects_of(nlp, "He saw the crowd as he arrived at the gate.", "see") == {"the crowd"}


def test_an_as_of_manner_is_no_description(nlp) -> None:
    assert objects_of(nlp, "Officials saw the crowd as quickly as they could.", "see") == {"the crowd"}
