"""Passages a page prints twice (issue 12, session 24, audit classes 3, 5 and 8): a pull quote set off by
tabs that repeats a quotation the text attributes, with its dash credit; a standfirst that repeats the lead;
a summary box that repeats a paragraph. The copy that holds the speaker stays. Pages written for these
tests, with their near-misses; the last test parses the kept text with the real model."""

from __future__ import annotations

from pathlib import Path

import pytest

from kg.repeats import without_repeats
from tests.statements import page_body, triples_of

_TITLE = "Floods cut the valley road"
_QUOTE = "The river is rising fast and the villages on its banks are cut off"


def _story(tmp_path: Path, body: str) -> str:
    return page_body(tmp_path, _TITLE, body)


@pytest.mark.parametrize(
    ("body", "kept"),
    [
        pytest.param(
            f'"{_QUOTE}" said local volunteer Omar Haddad. Rain fell all week. \t \t{_QUOTE}. '
            "-Omar Haddad volunteer. The army sent boats.",
            f'"{_QUOTE}" said local volunteer Omar Haddad. Rain fell all week.\nThe army sent boats.',
            id="pull quote with its credit after the attributed quotation",
        ),
        pytest.param(
            f"Rain fell all week. \t \t{_QUOTE}. - Omar Haddad rescue worker The army sent boats. "
            f'"{_QUOTE} and we need help" Haddad told reporters.',
            f'Rain fell all week.\nThe army sent boats. "{_QUOTE} and we need help" Haddad told reporters.',
            id="pull quote before the quotation, its credit run into the next sentence",
        ),
        pytest.param(
            f"Rain fell all week. \t \tThe water is high. {_QUOTE} - Omar Haddad volunteer\t \t The army "
            f'sent boats. "The water is high. {_QUOTE}" said Omar Haddad.',
            f'Rain fell all week.\nThe army sent boats. "The water is high. {_QUOTE}" said Omar Haddad.',
            id="two-sentence pull quote closed by its credit without a full stop",
        ),
        pytest.param(
            "Heavy rain flooded twelve villages in the northern valley on Tuesday officials said. Heavy "
            "rain flooded twelve villages in the northern valley on Tuesday officials said. The army sent "
            "boats.",
            "Heavy rain flooded twelve villages in the northern valley on Tuesday officials said. The army "
            "sent boats.",
            id="standfirst repeating the lead word for word",
        ),
        pytest.param(
            "The mayor said the flood was the worst of her life. Asked about the dam she said the flood was "
            "the worst of her life and that the dam had held.",
            "The mayor said the flood was the worst of her life. Asked about the dam she said the flood was "
            "the worst of her life and that the dam had held.",
            id="near-miss: a sentence sharing a long phrase with a later one it does not open",
        ),
        pytest.param(
            'Farmers called it "a flood of biblical size". The minister spoke of "a flood of biblical size" '
            "too.",
            'Farmers called it "a flood of biblical size". The minister spoke of "a flood of biblical size" '
            "too.",
            id="near-miss: a phrase quoted twice",
        ),
        pytest.param(
            "Rain fell all week. \t \tHelp us. - Omar Haddad volunteer\t \t The army sent boats.",
            "Rain fell all week. \t \tHelp us. - Omar Haddad volunteer\t \t The army sent boats.",
            id="near-miss: a short set-off line printed once",
        ),
        pytest.param(
            "The storm destroyed more than two hundred homes in the coastal town.\nThe mayor denied "
            "reports that the storm destroyed more than two hundred homes in the coastal town.",
            "The storm destroyed more than two hundred homes in the coastal town.\nThe mayor denied "
            "reports that the storm destroyed more than two hundred homes in the coastal town.",
            id="near-miss: a one-sentence paragraph that a later sentence denies is no pull quote",
        ),
        pytest.param(
            "Government forces entered the town of Al-Bab on Monday after heavy fighting.\nGovernment "
            "forces entered the town of Al-Bab on Monday - Rebels withdrew to the hills near Idlib.\n"
            "Rebels said they lost ten men.",
            "Government forces entered the town of Al-Bab on Monday after heavy fighting.\nGovernment "
            "forces entered the town of Al-Bab on Monday - Rebels withdrew to the hills near Idlib.\n"
            "Rebels said they lost ten men.",
            id="near-miss: a dash inside a line of its own is no pull quote's credit",
        ),
        pytest.param(
            'Ahmed spoke first.\n"We will never give up the fight for our land and our homes."\nThen '
            'Omar spoke.\n"We will never give up the fight for our land and our homes."',
            'Ahmed spoke first.\n"We will never give up the fight for our land and our homes."\nThen '
            'Omar spoke.\n"We will never give up the fight for our land and our homes."',
            id="near-miss: two speakers quoted saying the same words",
        ),
        pytest.param(
            f'"{_QUOTE}" said Omar Haddad. \t \t{_QUOTE}. - Rescue teams from the city arrived. Rescue '
            "officials said the road was closed.",
            f'"{_QUOTE}" said Omar Haddad.\n- Rescue teams from the city arrived. Rescue officials said the '
            "road was closed.",
            id="a dashed sentence after a pull quote is no credit",
        ),
    ],
)
def test_repeated_passages_leave_the_story(tmp_path: Path, body: str, kept: str) -> None:
    assert _story(tmp_path, body) == kept


def test_equal_copies_keep_the_one_in_the_paragraph() -> None:
    """Of two equal copies the one set off by tabs is the pull quote, though it comes later."""
    text = f'"Rain fell all week. {_QUOTE}." said Omar Haddad. \t \t{_QUOTE}.\t \t The army sent boats.'
    assert without_repeats(text) == f'"Rain fell all week. {_QUOTE}." said Omar Haddad.\nThe army sent boats.'


def test_headline_line_is_never_cut() -> None:
    """A first line standing apart is the page's headline; its repeat in the lead is the story's."""
    text = f"{_QUOTE}.\n\n{_QUOTE} the volunteers said."
    assert without_repeats(text) == text


def test_pull_quote_makes_no_statement_without_its_speaker(nlp, tmp_path: Path) -> None:
    story = _story(
        tmp_path,
        "Rain fell all week. \t \tThe bridge collapsed in the night and two cars fell into the river. "
        '-Omar Haddad volunteer. The army sent boats. "The bridge collapsed in the night and two cars fell '
        'into the river" said local volunteer Omar Haddad.',
    )
    collapses = [t for t in triples_of(nlp, story) if t.lemma == "collapse"]
    assert collapses, story
    assert all(t.attributed_to is not None and "Haddad" in t.attributed_to.display for t in collapses)
    assert "volunteer." not in story.split("The army")[0]
