"""A round-up by province whose section headings ran into the sections' first sentences once the page was
flattened with no line break (issue 12, session 29, class 5 "names cut or fused"): "... a military source
said Tuesday. Eastvale Units of the army intensified shelling ...", "Millford Army units killed ...". The
heading starts a line of its own, so the place is no longer read into the sentence's subject; a place
before a title or a name's last word ("Eastvale Governor said", "Eastvale University and") stays. And a
closing source whose name has its own "for" ("... killed 58 civilians" the Syrian Observatory for Human
Rights said) is the whole name, not its last words. Sentences and places invented for these tests, in the
shapes of the pages, with their near-misses; the last tests parse the kept text with the real model."""

from __future__ import annotations

from pathlib import Path

import pytest

from kg.section_headings import with_section_headings_apart
from tests.statements import page_body, triples_of

_TITLE = "Army kills dozens of gunmen in several provinces"

# a round-up by province: each section opens on the province's name, run into its first sentence
_ROUND_UP = (
    "Several units of the army and other army units continued operations across the country on Tuesday. "
    "Eastvale Units of the army intensified shelling on gunmen hideouts in the countryside of Eastvale "
    "province a military source said. "
    "Millford Army units killed more than 30 gunmen in the desert east of Millford city. "
    "Northbrook An army unit destroyed a vehicle loaded with weapons near the river in Northbrook."
)


def _lines(text: str) -> list[str]:
    return [line.strip() for line in text.splitlines() if line.strip()]


def test_each_province_heading_of_a_round_up_starts_a_line() -> None:
    lines = _lines(with_section_headings_apart(_ROUND_UP))
    for heading, opening in [
        ("Eastvale", "Units of"),
        ("Millford", "Army units killed"),
        ("Northbrook", "An army"),
    ]:
        at = next(k for k, line in enumerate(lines) if line.startswith(opening))
        assert lines[at - 1].endswith(heading + "."), lines


@pytest.mark.parametrize(
    ("body", "heading", "opening"),
    [
        pytest.param(
            "The shelling stopped. Hillside A girl was injured when shells hit a school in Hillside.",
            "Hillside",
            "A girl",
            id="one heading before an article",
        ),
        pytest.param(
            "Supplies ran short. Eastvale The army repelled an attack on a post in Eastvale countryside.",
            "Eastvale",
            "The army",
            id="a heading before 'The' and a capitalised word",
        ),
        pytest.param(
            "Calm returned as army units and units of the army pulled back. Upper Vale Army units advanced "
            "on three villages in Upper Vale. "
            "Millford Units of the army shelled positions in Millford province.",
            "Upper Vale",
            "Army units",
            id="a place of two words is the whole heading",
        ),
    ],
)
def test_a_place_heading_run_into_a_sentence_starts_a_line(body: str, heading: str, opening: str) -> None:
    lines = _lines(with_section_headings_apart(body))
    at = next(k for k, line in enumerate(lines) if line.startswith(opening))
    assert lines[at - 1].endswith(heading + "."), lines


@pytest.mark.parametrize(
    "body",
    [
        pytest.param(
            "Classes resumed. Eastvale University and the education office in Eastvale reopened schools.",
            id="an organisation's last word after the place",
        ),
        pytest.param(
            "Eastvale Rangers beat Millford Town on Saturday. Fans in Eastvale celebrated in the streets.",
            id="a team's name: a capitalised word after the place, another after it",
        ),
        pytest.param(
            "The Hillside Army units were disbanded in Hillside last year.",
            id="a place inside the sentence, after 'The'",
        ),
        pytest.param(
            "Residents left. Eastvale Army units shelled the hills near Eastvale city on Monday.",
            id="one heading before a common noun: no round-up to tell it",
        ),
        pytest.param(
            "The show moved channels. Brightside The Musical opens next week at a theatre in London.",
            id="a work's name: the page names no place Brightside",
        ),
        pytest.param(
            "Critics praised the new film by the director of Meet the Parents. Meet The Family opens on "
            "Friday.",
            id="a preposition other than 'in' before the name is no evidence of a place",
        ),
        pytest.param(
            "Eastvale Police arrested two men in Eastvale on Monday, police sources said. Millford Airport "
            "near Millford city was closed for a day, an airport official said.",
            id="two names of a city's bodies in plain prose that also writes their nouns in lower case",
        ),
    ],
)
def test_a_place_that_goes_on_with_a_name_stays(body: str) -> None:
    assert with_section_headings_apart(body) == body


def test_a_title_after_a_place_stays_on_a_page_with_headings() -> None:
    body = (
        "Roads were shut. Eastvale Governor Sam Reed said the roads in Eastvale would reopen. Millford Units "
        "of the army shelled positions in Millford province. Hillside An army unit shelled a base in "
        "Hillside where other units of the army advanced."
    )
    kept = with_section_headings_apart(body)
    assert "Eastvale Governor Sam Reed" in kept
    assert "Millford.\nUnits of the army" in kept and "Hillside.\nAn army unit" in kept


def test_the_heading_is_no_longer_the_sentences_subject(tmp_path: Path, nlp) -> None:
    kept = page_body(tmp_path, _TITLE, _ROUND_UP)
    triples = triples_of(nlp, kept)
    subjects = {t.subject.display for t in triples}
    assert not any(s.startswith(("Eastvale", "Millford", "Northbrook")) for s in subjects), subjects
    assert any(
        t.subject.display.startswith("Units of the army") and t.lemma.startswith("intensify") for t in triples
    ), [(t.subject.display, t.lemma) for t in triples]
    assert any(t.subject.display == "Army units" and t.lemma == "kill" for t in triples), [
        (t.subject.display, t.lemma) for t in triples
    ]


def test_a_title_after_a_place_keeps_the_speakers_name(tmp_path: Path, nlp) -> None:
    kept = page_body(
        tmp_path,
        _TITLE,
        "Roads were shut on Monday. Eastvale Governor Sam Reed said the roads in Eastvale would reopen soon.",
    )
    speakers = {t.attributed_to.display for t in triples_of(nlp, kept) if t.attributed_to is not None}
    assert speakers and all("Sam Reed" in s for s in speakers), speakers


@pytest.mark.parametrize(
    "text",
    [
        pytest.param(
            '"Three air raids on the region of Westfield killed 58 civilians" the Syrian Observatory for '
            "Human Rights said.",
            id="after a closing quotation mark",
        ),
        pytest.param(
            "The two men blew themselves up at a base in Westfield the Syrian Observatory for Human Rights "
            "says.",
            id="after the report's last phrase",
        ),
    ],
)
def test_a_closing_source_with_its_own_for_is_the_whole_name(nlp, text: str) -> None:
    speakers = {t.attributed_to.display for t in triples_of(nlp, text) if t.attributed_to is not None}
    assert speakers == {"the Syrian Observatory for Human Rights"}, speakers


def test_a_closing_source_opens_on_its_own_determiner(nlp) -> None:
    text = (
        "Units of the army shelled gunmen hideouts in Westfield Northfield and Eastfield in the countryside "
        "of the northern Westvale province a military source said Tuesday."
    )
    speakers = {t.attributed_to.display for t in triples_of(nlp, text) if t.attributed_to is not None}
    assert speakers == {"a military source"}, speakers


def test_a_closing_source_keeps_its_own_modifiers(nlp) -> None:
    text = "Gunmen shelled the town of Westfield on Monday the Westvale-based monitoring group said."
    speakers = {t.attributed_to.display for t in triples_of(nlp, text) if t.attributed_to is not None}
    assert speakers == {"the Westvale-based monitoring group"}, speakers
