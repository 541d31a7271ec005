"""The label a page prints over its lead picture or video ("Photo", "Video", "File photo"), run into the
lead's first sentence once the page is flattened (issue 12, session 39, class 5 "names cut or fused"): "SEND
<link> DHA Photo A twin bombing struck ..." gave "Photo A twin bombing" as the subject of every statement of
the lead, and "Date of publication ... Video Suspected strikes hit" gave "Video Suspected strikes". A credit
glued to a caption's date ("2015(Reuters Photo) Forty people") gave "Photo) Forty people". The label is cut
only where the page shows it is furniture; "Photo" or "Video" opening a name or prose stays. Sentences
invented for these tests, in the shapes of the pages; the last test parses the kept text with the real
model."""

from __future__ import annotations

from pathlib import Path

import pytest

from kg.furniture import without_credits
from kg.run_ins import with_stamp_apart
from kg.wire_furniture import without_lead_picture_label
from tests.statements import page_body, triples_of

_TITLE = "Market bombing kills dozens in river town"
_LEAD = "A double bombing hit a busy market in the river town of Millford on Friday killing 30 people."


@pytest.mark.parametrize(
    "label",
    [
        pytest.param("SEND httpsnews.ly7Qx2Lm DHA Photo ", id="share link, agency credit and label"),
        pytest.param("AA Photo ", id="agency credit and label"),
        pytest.param("Photo ", id="the label before an article"),
        pytest.param("File photo ", id="a two-word label"),
    ],
)
def test_the_lead_picture_label_is_cut(label: str) -> None:
    assert without_lead_picture_label(f"{label}{_LEAD}") == _LEAD


@pytest.mark.parametrize(
    "body",
    [
        pytest.param("Photo Marketing Association members met in Millford on Friday.", id="a body's name"),
        pytest.param("Video Game Awards were handed out in Millford on Friday.", id="a prize's name"),
        pytest.param("Video footage showed the market in flames.", id="prose"),
        pytest.param("Video games are to be taught at Millford College.", id="a lower-case noun after it"),
        pytest.param("The market was hit. Photo A man walks past.", id="not at the lead's start"),
    ],
)
def test_photo_or_video_in_a_name_or_prose_stays(body: str) -> None:
    assert without_lead_picture_label(body) == body


def test_a_video_label_after_a_date_stamp_is_cut() -> None:
    body = "Date of publication 12 March 2016 Video Suspected air strikes hit a market in Millford."
    assert (
        with_stamp_apart(body)
        == "Date of publication 12 March 2016\nSuspected air strikes hit a market in Millford."
    )


def test_a_name_after_a_date_stamp_keeps_its_first_word() -> None:
    body = "Date of publication 12 March 2016 Videon Systems said it would open a plant in Millford."
    assert (
        with_stamp_apart(body)
        == "Date of publication 12 March 2016\nVideon Systems said it would open a plant in Millford."
    )


def test_a_credit_glued_to_a_caption_date_ends_the_caption() -> None:
    body = "Men search the rubble in Millford March 3 2016(Reuters Photo) Forty people were killed on Friday."
    assert without_credits(body) == (
        "Men search the rubble in Millford March 3 2016(Reuters Photo)\nForty people were killed on Friday."
    )


def test_the_lead_keeps_its_own_subject_once_the_label_is_cut(tmp_path: Path, nlp) -> None:
    kept = page_body(
        tmp_path, _TITLE, f"SEND httpsnews.ly7Qx2Lm DHA Photo {_LEAD} Rescue teams arrived later."
    )
    subjects = {t.subject.display for t in triples_of(nlp, kept)}
    assert "A double bombing" in subjects, subjects
    assert not any("Photo" in subject or "SEND" in subject for subject in subjects), subjects
