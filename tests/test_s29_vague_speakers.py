"""A source credited to the body its phrase names, and the unnamed source kept out (issue 12, session 29;
audit class 1, kg/extract/source_bodies.py). Real-model parses of sentences written for these tests."""

from __future__ import annotations

import pytest

from tests.statements import speaker_rows as _rows
from tests.statements import triples_of


def _speakers(nlp, text: str, lemma: str) -> list[tuple[str, str]]:
    return [(speaker, flag) for _, verb, speaker, flag in _rows(nlp, text) if verb == lemma]


@pytest.mark.parametrize(
    ("text", "lemma", "body"),
    [
        # the body as the object of "at" or "in"
        (
            "A source at Tartus Harbour Command told reporters that gunmen fired three shells on the market.",
            "fire",
            "Tartus Harbour Command",
        ),
        # an organisation's name before the noun
        ("An Orbitel spokesman said Karlo Banic sold his shares on Monday.", "sell", "Orbitel"),
    ],
)
def test_a_source_speaks_for_the_body_its_phrase_names(nlp, text, lemma, body):
    assert (body, "") in _speakers(nlp, text, lemma), _rows(nlp, text)


@pytest.mark.parametrize(
    "later",
    [
        "The source added that two porters were wounded.",
        # an adverb the parser hangs on the noun, and a verb that is no speech verb
        "Earlier the source said that two porters were wounded.",
        "The source went on by saying that two porters were wounded.",
    ],
)
def test_the_source_later_is_the_same_body(nlp, later):
    text = (
        "A source at Tartus Harbour Command told reporters that gunmen fired three shells on the market. "
        + later
    )
    assert ("Tartus Harbour Command", "") in _speakers(nlp, text, "wound"), _rows(nlp, text)


@pytest.mark.parametrize(
    "text",
    [
        "Gunmen shelled the village of Kafr Ali, a military source said.",
        # a place names no body
        "Gunmen shelled the village of Kafr Ali, a source in the northern province said.",
    ],
)
def test_an_unnamed_source_keeps_its_report_out(nlp, text):
    flags = [flag for _, verb, _, flag in _rows(nlp, text) if verb == "shell"]
    assert flags and all(flag == "speaker" for flag in flags), _rows(nlp, text)


def test_the_unnamed_source_keeps_its_own_saying(nlp):
    # near-miss: the speech statement keeps the claim with who told it
    rows = _rows(nlp, "A military source said that gunmen shelled the village of Kafr Ali.")
    assert any(verb == "say" and flag == "" for _, verb, _, flag in rows), rows


def test_the_source_after_an_unnamed_one_stays_unnamed(nlp):
    text = "A military source said gunmen shelled Kafr Ali. The source added that two porters were wounded."
    flags = [flag for _, verb, _, flag in _rows(nlp, text) if verb == "wound"]
    assert flags and all(flag == "speaker" for flag in flags), _rows(nlp, text)


def test_a_former_official_no_longer_speaks_for_the_body(nlp):
    # near-miss: "former" cuts the tie to the organisation; an official, named or not, is kept
    rows = _rows(nlp, "A former Orbitel official said the handset was late.")
    assert all(speaker != "Orbitel" for _, _, speaker, _ in rows), rows


def test_an_official_without_a_body_is_kept(nlp):
    # near-miss: officials and spokesmen without a body were judged true too often to keep out
    rows = _rows(nlp, "Gunmen shelled the village of Kafr Ali, an official said.")
    assert any(verb == "shell" and flag == "" for _, verb, _, flag in rows), rows


def test_the_spokesman_of_a_body_is_left_to_the_descriptions(nlp):
    # near-miss: "the Orbitel spokesman" names again a person the article named, not the body
    text = "Mirko Horvat is the Orbitel spokesman. The Orbitel spokesman said Karlo Banic sold his shares."
    assert all(speaker != "Orbitel" for _, _, speaker, _ in _rows(nlp, text)), _rows(nlp, text)


def test_a_body_in_lower_case_is_no_name(nlp):
    # near-miss: "the city council" is a description the tagger may call an organisation
    text = "A spokesman for the city council said the school would stay open."
    assert all(speaker != "the city council" for _, _, speaker, _ in _rows(nlp, text)), _rows(nlp, text)


@pytest.mark.parametrize(
    "text",
    [
        "An Apple spokesman said the phone would ship in May. Reporters later questioned the spokesman.",
        "A Pentagon official said the base was secure. Insurgents later threatened the official.",
    ],
)
def test_the_source_as_an_object_keeps_its_words(nlp, text):
    # review's near miss: talked of, not speaking, "the spokesman" may be another one than the body's
    objects = {
        t.object.display for t in triples_of(nlp, text) if t.lemma in {"question", "threaten"} and t.object
    }
    assert objects and not objects & {"Apple", "Pentagon"}, objects
