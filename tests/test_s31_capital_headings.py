"""A subheading in capitals run into the sentence after it (issue 12, class 5, session 31): a wire page
flattened with no line breaks reads "... could not be confirmed. MILITARY AIRPORT On Friday fighting broke
out ...", and the parser made the heading the sentence's subject. kg.section_headings sets it on a line of
its own.
"""

from __future__ import annotations

import pytest

from kg.articles import read_article
from kg.section_headings import with_capital_headings_apart
from tests.statements import triples_of


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        (
            "The toll could not be confirmed. MILITARY AIRPORT On Friday fighting broke out near Tabqa.",
            "The toll could not be confirmed. MILITARY AIRPORT.\nOn Friday fighting broke out near Tabqa.",
        ),
        (
            "The vote was close. NO DECISION BY THE PRESIDENT On Monday the ministers met in Paris.",
            "The vote was close. NO DECISION BY THE PRESIDENT.\nOn Monday the ministers met in Paris.",
        ),
        (
            "HOW IT ALL BEGAN The first awards were given in 1929.",
            "HOW IT ALL BEGAN.\nThe first awards were given in 1929.",
        ),
    ],
)
def test_a_capital_heading_is_set_apart(text, kept):
    assert with_capital_headings_apart(text) == kept


@pytest.mark.parametrize(
    "text",
    [
        "It ended. UK PM Tony Blair spoke in Leeds.",  # acronyms before a name
        "It ended. BEIRUT A Russian helicopter was shot down.",  # one word: a dateline or an acronym
        "It ended. NATO said the talks would go on.",
        "It ended. The UN OCHA office said so.",  # not at a sentence's start
        "It ended. US President Barack Obama spoke.",
    ],
)
def test_capitals_that_are_no_heading_stay(text):
    assert with_capital_headings_apart(text) == text


def test_the_heading_is_no_subject(nlp, tmp_path):
    path = tmp_path / "page.txt"
    path.write_text(
        "Fighting near Raqqa\n\nThe toll could not be confirmed. MILITARY AIRPORT On Friday fighting "
        "broke out between Islamic State militants and government forces near Tabqa air base.",
        encoding="utf-8",
    )
    text = read_article(path).text
    assert "MILITARY AIRPORT.\nOn Friday" in text
    assert not any("MILITARY" in t.subject.display for t in triples_of(nlp, text))
