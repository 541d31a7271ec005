"""An outlet's reporter credited to the outlet, a speaking noun shown as the body its own phrase names, and
"the source" kept from a name the parser hung a closing source on (issue 12, session 44; audit classes 1
and 3; kg/extract/reporter_outlets.py, kg/extract/source_bodies.py). Real-model parses of sentences written
for these tests."""

from __future__ import annotations

import pytest

from tests.statements import speaker_rows as _rows


@pytest.mark.parametrize(
    ("text", "lemma", "speaker"),
    [
        # the outlet before the noun, an "in" place after it and a sentence adverb the parser hangs on it
        (
            "Meanwhile KNA reporter in Tarvon province said gunmen fired four shells on the market.",
            "fire",
            "KNA",
        ),
        # an acronym's possessive that lost its apostrophe
        ("Later KNAs correspondent in Tarvon said that 3 porters were killed by shells.", "kill", "KNA"),
        # "according to" the outlet's reporter, then "the reporter" again
        (
            "The shelling damaged two bakeries in Tarvon, according to KNA reporter. "
            "The reporter added that three porters were wounded.",
            "wound",
            "KNA",
        ),
    ],
)
def test_an_outlets_reporter_speaks_for_the_outlet(nlp, text, lemma, speaker):
    rows = _rows(nlp, text)
    assert any(verb == lemma and by == speaker for _, verb, by, _ in rows), rows


@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("Meanwhile KNA reporter in Tarvon province said gunmen fired four shells on the market.", "KNA"),
        (
            "A spokesman for the Varno Relief Council said that forty families had left the valley.",
            "Varno Relief",
        ),
    ],
)
def test_the_speech_statement_shows_the_body_its_phrase_names(nlp, text, subject):
    rows = _rows(nlp, text)
    said = [s for s, verb, _, _ in rows if verb == "say"]
    assert said, rows
    assert subject in said[0] and not said[0].lower().startswith(("a spokesman", "kna reporter")), rows


@pytest.mark.parametrize(
    ("text", "subject"),
    [
        (
            "A spokesman for Mr Hale said the minister expected the talks to end soon.",
            "A spokesman for Mr Hale",
        ),
        # the tagger calls the man an organisation after "a spokesman for": his given name says he is a person
        (
            "Tony Hale met the envoy in Rome. A spokesman for Tony Hale said the talks went well.",
            "A spokesman for Tony Hale",
        ),
    ],
)
def test_a_persons_spokesman_is_not_shown_as_the_person(nlp, text, subject):
    rows = _rows(nlp, text)
    said = [s for s, verb, _, _ in rows if verb == "say"]
    assert said == [subject], rows


@pytest.mark.parametrize(
    "text",
    [
        # a nationality says nothing of who sent the reporter
        "A French correspondent said gunmen fired four shells on the market.",
        # a reporter named by name speaks as that person
        "KNA correspondent Anna Keller said gunmen fired four shells on the market.",
        # the name of what a reporter covers (ontology/reporter-beats.tsv) is no outlet
        "A Kremlin correspondent said the minister would resign within days.",
    ],
)
def test_a_reporter_without_an_outlets_name_keeps_its_words(nlp, text):
    rows = _rows(nlp, text)
    assert all(by not in {"French", "KNA", "Kremlin"} for _, _, by, _ in rows), rows


def test_the_source_is_no_name_a_closing_source_was_hung_on(nlp):
    # without its comma the closing source reads as a second name of the village before it; "the source"
    # after it is the unnamed source (kept out), not the village
    text = (
        "An army unit clashed with gunmen who tried to attack residential areas in the direction of Rami "
        "30 km north of Hama city a military source told SANA on Friday. "
        "The attack was repelled and 12 gunmen were killed the source confirmed."
    )
    rows = _rows(nlp, text)
    killed = [(by, flag) for _, verb, by, flag in rows if verb == "kill"]
    assert killed and all(by != "Rami" and flag == "speaker" for by, flag in killed), rows


def test_the_source_keeps_the_name_of_a_true_apposition(nlp):
    # set off by its comma, the source is the name's apposition even with a speaking relative clause: "the
    # source" after it is that person
    text = (
        "Omar Sati, a source who told KNA about the raid, said that the road was closed. "
        "The source added that two trucks were burned."
    )
    rows = _rows(nlp, text)
    assert ("Omar Sati", "add", "", "") in rows, rows
