"""A wire service's page furniture run into its story (issue 12, session 21): a slideshow's header, a photo's
caption credited "REUTERS/Name", and the footer crediting reporters and editors. Pages written for these
tests, with their counter-cases; the last test parses the kept text with the real model."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.statements import page_body, triples_of

_TITLE = "Ferry service resumes on the river"


def _story(tmp_path: Path, body: str) -> str:
    return page_body(tmp_path, _TITLE, body)


@pytest.mark.parametrize(
    ("body", "kept"),
    [
        pytest.param(
            "The ferry left the harbour on Monday. Slideshow (4 Images) Its captain said the river was calm.",
            "The ferry left the harbour on Monday.\nIts captain said the river was calm.",
            id="slideshow header between two sentences",
        ),
        pytest.param(
            "The ferry left on Monday. RIVER TRAFFIC Slideshow (2 Images) Boats queued at the lock.",
            "The ferry left on Monday. RIVER TRAFFIC\nBoats queued at the lock.",
            id="slideshow header after a section heading, which stays",
        ),
        pytest.param(
            "The mayor opened the pier on Monday. Passengers board a ferry in the old port of the city "
            "March 4 2015. REUTERS/Jane Roe The ferry carries forty people.",
            "The mayor opened the pier on Monday.\nThe ferry carries forty people.",
            id="caption dated in full and credited, before a sentence",
        ),
        pytest.param(
            "Traffic resumed the mayor said. U.S. Navy sailors stand on a pier in the port March 4 2015. "
            "REUTERS/Stringer The port reopened at noon.",
            "Traffic resumed the mayor said.\nThe port reopened at noon.",
            id="one-word credit, then an opener; initials open the caption",
        ),
        pytest.param(
            "The ferry carries forty people. Reporting by Jane Roe; Editing by John Doe and Ann Lee Our "
            "Standards:The Thomson Reuters Trust Principles.",
            "The ferry carries forty people.",
            id="reporters' and editors' footer",
        ),
        pytest.param(
            "The ferry carries forty people. Additional reporting by Jane Roe in Cairo; Writing by John Doe",
            "The ferry carries forty people.",
            id="footer without the standards line",
        ),
        pytest.param(
            "Editing by hand took weeks the author said. The ferry carries forty people.",
            "Editing by hand took weeks the author said. The ferry carries forty people.",
            id="counter: 'Editing by' opening a sentence the story goes on after",
        ),
        pytest.param(
            "The vote was backed by the UN. Boats queue at the lock in the old port March 4 2015. "
            "REUTERS/Jane Roe The ferry carries forty people.",
            "The vote was backed by the UN.\nThe ferry carries forty people.",
            id="caption after a sentence ending on an acronym, which stays",
        ),
        pytest.param(
            "The ferry sank killing 12 people (SOHR). Boats queue at the lock in the old port March 4 2015. "
            "REUTERS/Jane Roe The toll rose to 5. Boats queue at a pier March 5 2015. REUTERS/Jane Roe "
            "The ferry carries forty people.",
            "The ferry sank killing 12 people (SOHR).\nThe toll rose to 5.\nThe ferry carries forty people.",
            id="captions after sentences ending on a bracket and a one-digit number, which stay",
        ),
        pytest.param(
            "The ferry sank on Monday. Boats queue at the lock in the old port March 4 2015. "
            "REUTERS/Stringer Syrian rebels said the ferry had been hit.",
            "The ferry sank on Monday.\nSyrian rebels said the ferry had been hit.",
            id="one-word credit naming no photographer, then a capitalised word that is no opener",
        ),
        pytest.param(
            "The ferry sank on Monday. Boats queue at the lock in the old port March 4 2015. "
            "REUTERS/Jane Roe/File Photo The mayor said the ferry would run again.",
            "The ferry sank on Monday.\nThe mayor said the ferry would run again.",
            id="caption of an older picture, marked File Photo",
        ),
        pytest.param(
            "The mayor said it would be raised. Writing by hand the captain kept a log of every crossing",
            "The mayor said it would be raised. Writing by hand the captain kept a log of every crossing",
            id="counter: a last sentence opening 'Writing by' with no name after it",
        ),
        pytest.param(
            "The pier opened on March 4 2015. The ferry carries forty people.",
            "The pier opened on March 4 2015. The ferry carries forty people.",
            id="counter: a full date with no credit after it",
        ),
    ],
)
def test_wire_furniture_leaves_the_story(tmp_path: Path, body: str, kept: str) -> None:
    assert _story(tmp_path, body) == kept


def test_footer_names_and_caption_make_no_statement(nlp, tmp_path: Path) -> None:
    story = _story(
        tmp_path,
        "The council closed the bridge on Monday. Workers repair a bridge over the river in the old town "
        "May 2 2016. REUTERS/Jane Roe The mayor said the bridge would reopen in June. Reporting by Tom "
        "Black; Editing by Ann White Our Standards:The Thomson Reuters Trust Principles.",
    )
    spans = [(t.subject, t.object, t.attributed_to) for t in triples_of(nlp, story)]
    words = " ".join(span.display for triple in spans for span in triple if span is not None)
    assert "mayor" in words
    for furniture in ("Roe", "Black", "White", "Workers"):
        assert furniture not in words
