"""Session 49 (issue 12, class 5): a subheading run into the sentence after it, told by the capitalised
opener ("The", "In") that starts that sentence mid-line after a lower-case word, is set on a line of its
own when the sentence restates it. Invented pages."""

from __future__ import annotations

import pytest

from kg.opened_headings import with_opened_headings_apart
from tests.statements import page_body, triples_of


@pytest.mark.parametrize(
    ("text", "heading"),
    [
        (
            "Rebels said the road was open. Brigade claims raid The Free Valley Brigade on Monday claimed "
            "the raid in a statement posted online.",
            "Brigade claims raid",
        ),
        (
            "Two shops burned. Gunmen shell market wounding 5 traders In the same hour five traders were "
            "wounded when gunmen shelled the old market of the town.",
            "Gunmen shell market wounding 5 traders",
        ),
    ],
)
def test_a_heading_before_an_opener_is_set_apart(text: str, heading: str) -> None:
    assert f" {heading}\n" in with_opened_headings_apart(text)


@pytest.mark.parametrize(
    "text",
    [
        # a reported clause whose quotation marks were lost
        "The source added that The gas was chlorine and the gas killed many people in the town.",
        # a title after a verb, not restated
        "Fans watched The Lost Hour on Sunday and the fans loved every minute of the show.",
        # a work's noun after its owner names the title
        "Vance's album The Long Road of Vance was also up for best album at the awards.",
    ],
)
def test_prose_and_titles_stay_whole(text: str) -> None:
    assert with_opened_headings_apart(text) == text


def test_the_heading_is_no_subject(nlp, tmp_path) -> None:
    body = page_body(
        tmp_path,
        "Raid on the valley",
        "Rebels said the road was open. Brigade claims raid The Free Valley Brigade on Monday claimed the "
        "raid in a statement posted online.",
    )
    claims = [t for t in triples_of(nlp, body) if t.lemma == "claim"]
    assert claims and all("Brigade claims raid" not in t.object.display for t in claims if t.object)
