"""Session 20 event rules (issue 13, the main event of multi-outlet stories and its figures' sources): of two
speakers joined by "and" before "said" the first is the figure's source; a person named right after a source
title before "told" or "said" is. Invented articles and sentences, the real spaCy model."""

from __future__ import annotations

import pytest

from kg.events.sources import last_source_of
from kg.types import Sentence
from tests.test_s14_events import _main, _model

RAIDS = (
    "Air strikes kill 9 in Homs\n\n"
    "Air strikes hit the old city of Homs on Friday killing 9 people, the Observatory said. "
    "{sentence} "
    "Residents fled to the villages around the city."
)


def _sources(sentence: str) -> dict[float, str | None]:
    """The source of each figure of the main event in ``sentence``, built beside a second report."""
    other = "Air strikes hit Homs\n\nAir strikes hit the old city of Homs on Friday, residents said."
    model, _ = _model("2018-05-04", RAIDS.format(sentence=sentence), other)
    main = _main(model)
    return {c.value: c.source for c in model.claims if c.event == main.key and c.sentence_index == 2}


@pytest.mark.parametrize(
    ("sentence", "value", "source"),
    [
        # two speakers before "said", FA-KES's comma-less shape: the first is credited
        (
            "The heavy bombardment of the city has killed at least 31 civilians the monitor and a rescue "
            "official said.",
            31,
            "monitor",
        ),
        # a title, then a person's name, before "told": the name
        (
            "Air raids killed 12 people on Friday when jets hit the Waer district rescue official Omar "
            "Khatib told Reuters from Homs.",
            12,
            "Omar Khatib",
        ),
    ],
)
def test_source_of_a_figure_two_speakers_or_a_titled_name(sentence, value, source) -> None:
    assert _sources(sentence).get(value, "no figure") == source


@pytest.mark.parametrize(
    ("text", "source"),
    [
        ("Shelling killed 4 people in the suburb rescue official Omar Khatib told AFP.", "Omar Khatib"),
        # a place the article names after the title is where it spoke from, no name
        ("Shelling killed 4 people in the suburb the ministry Homs Waer told AFP.", None),
        # one capitalised word is no name of a person
        ("Shelling killed 4 people in the suburb an official Friday told AFP.", None),
    ],
)
def test_titled_name_is_a_person_not_a_place(text, source) -> None:
    sentence = Sentence("a0", 3, text, 0, len(text))
    assert last_source_of(sentence, {"homs", "waer"}) == source
