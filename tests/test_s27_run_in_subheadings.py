"""A news agency's subheading run into the sentence that restates it in other words, once the page is
flattened with no full stop (issue 12, session 27, class 5 "names cut or fused"): "Bombers detonate IED near
the river hospital in Hillside Bombers detonated an explosive device near ...". The heading starts a line
of its own, so it is no longer the subject of the sentence's statements; a place label before a sentence
opening "In the same context" or "Meanwhile" is set apart too. Sentences invented for these tests, in the
shapes of the pages, with their near-misses; the last tests parse the kept text with the real model."""

from __future__ import annotations

from pathlib import Path

import pytest

from kg.furniture import with_run_in_sentences_apart
from kg.run_ins import with_restated_headings_apart
from tests.statements import page_body, triples_of

_TITLE = "Shelling kills civilians in river town"


@pytest.mark.parametrize(
    ("heading", "sentence"),
    [
        pytest.param(
            "Bombers detonate IED near Riverside General Hospital in Hillside",
            "Bombers detonated an explosive device near Riverside General Hospital in Hillside province on "
            "Monday causing damage to the hospital.",
            id="the heading's verb in another tense, its noun in other words",
        ),
        pytest.param(
            "Farmer killed another injured in landmine blast in Stonebridge",
            "A farmer was killed and his brother was injured on Friday in a landmine blast near Stonebridge "
            "village.",
            id="sentence case, the restatement opening on an article",
        ),
        pytest.param(
            "Two injured due to rocket attack on besieged Millford town in Eastvale",
            "In the same context two people were injured as gunmen fired rockets on the besieged Millford "
            "town north of Eastvale.",
            id="the restatement opening on a linking phrase",
        ),
        pytest.param(
            "Grain harvest in Westland at record low",
            "The grain harvest has fallen to a record low in Westland as farmers struggle through a third "
            "dry year.",
            id="a heading with no verb",
        ),
    ],
)
def test_a_heading_restated_in_other_words_starts_a_line(heading: str, sentence: str) -> None:
    body = f"The roads were closed. {heading} {sentence} Rescue teams arrived later."
    apart = with_restated_headings_apart(body)
    assert apart == f"The roads were closed. {heading}\n{sentence} Rescue teams arrived later."
    # the break takes the place of the space: every character offset holds
    assert len(apart) == len(body)


@pytest.mark.parametrize(
    "body",
    [
        pytest.param(
            "The Western Rivers Monitoring Group said Western Rivers Monitoring Group staff counted the "
            "bodies near Western Rivers bridge.",
            id="near-miss: a name with capitalised words said twice",
        ),
        pytest.param(
            "Shells hit Millford Eastvale Stonebridge and Hillside on Monday as shells also hit the towns "
            "of Millford and Eastvale.",
            id="near-miss: a list of places",
        ),
        pytest.param(
            "News agency reporter in Hillside said shells hit Hillside market and the agency reporter "
            "counted nine dead.",
            id="near-miss: a reporter in a place said",
        ),
        pytest.param(
            "Her record Songs of the Valley Rose was praised and Songs of the Valley was up for record of "
            "the year.",
            id="near-miss: a title after its noun",
        ),
        pytest.param(
            "Farm leaders have said they want the harvest money paid and Farm leaders want the harvest "
            "money paid soon.",
            id="near-miss: a clause with an auxiliary is no heading",
        ),
        pytest.param(
            '"Of all the harvests I have seen this harvest was the worst," said the farmer who lost his '
            "harvest.",
            id="near-miss: a quotation is no heading",
        ),
    ],
)
def test_text_without_a_restated_heading_stays(body: str) -> None:
    assert with_restated_headings_apart(body) == body


@pytest.mark.parametrize(
    ("body", "apart"),
    [
        pytest.param(
            "Two hurt in shelling on Millford village Eastvale In the same context a man was killed.",
            "Two hurt in shelling on Millford village Eastvale\nIn the same context a man was killed.",
            id="a place label before 'In the same context'",
        ),
        pytest.param(
            "The wall fell. Hillside Meanwhile two civilians were injured by shells.",
            "The wall fell. Hillside\nMeanwhile two civilians were injured by shells.",
            id="a place label before 'Meanwhile'",
        ),
    ],
)
def test_a_sentence_opening_on_a_linking_phrase_starts_a_line(body: str, apart: str) -> None:
    assert with_run_in_sentences_apart(body) == apart


@pytest.mark.parametrize(
    "body",
    [
        "Critics praised Lost In Translation and its director on Sunday.",
        "Fans of the band sang along as Carry On played.",
        "A source in Hillside told the agency that in the morning two men were hurt.",
    ],
)
def test_a_linking_phrase_inside_a_sentence_stays(body: str) -> None:
    assert with_run_in_sentences_apart(body) == body


def test_the_heading_is_no_longer_the_sentences_subject(tmp_path: Path, nlp) -> None:
    kept = page_body(
        tmp_path,
        _TITLE,
        "The roads were closed on Monday. Bombers detonate IED near Riverside General Hospital in Hillside "
        "Bombers detonated an explosive device near Riverside General Hospital in Hillside province on "
        "Monday causing damage to the hospital.",
    )
    triples = triples_of(nlp, kept)
    subjects = {t.subject.display for t in triples}
    # the heading's words no longer open the sentence's subject
    assert not any("Hillside" in subject or "detonate" in subject for subject in subjects), subjects
    assert any(
        t.subject.display == "Bombers" and t.object.display.startswith("an explosive device") for t in triples
    ), triples
