"""The one header matcher (``kg.lead_headers.page_header``): the headline's repeat with the wire credit and
the date stamp after it in either order is cut from the story, and its stamp dates the page. Pages written
for these tests."""

from __future__ import annotations

import pytest

from kg.lead_headers import page_header

TITLE = "Two bridges reopen after floods in the north"
# The headline as a site prints it with its trail; the lead may repeat the trail with it.
TRAILED = f"{TITLE} - Region - World"


@pytest.mark.parametrize(
    ("title", "lead", "story", "date"),
    [
        pytest.param(
            TITLE,
            f"{TITLE} State media AFP Monday 7 Mar 2016 Two bridges reopened on Monday.",
            "Two bridges reopened on Monday.",
            "2016-03-07",
            id="credit then stamp",
        ),
        pytest.param(
            TITLE,
            f"{TITLE} 7 March 2016 Idlib SANA Two bridges reopened on Monday.",
            "Two bridges reopened on Monday.",
            "2016-03-07",
            id="stamp then credit",
        ),
        pytest.param(
            TITLE,
            f"{TITLE} said the local council today AFP Monday 7 Mar 2016 Two bridges reopened on Monday.",
            "said the local council today\nTwo bridges reopened on Monday.",
            "2016-03-07",
            id="a standfirst between repeat and credit stays as its own line",
        ),
        pytest.param(
            TRAILED,
            f"{TRAILED} AFP Monday 7 Mar 2016 Two bridges reopened on Monday.",
            "Two bridges reopened on Monday.",
            "2016-03-07",
            id="the site's trail repeated with the headline goes with it, as no standfirst",
        ),
        pytest.param(
            TITLE,
            "Two bridges reopened after floods in the north on 7 March 2016, AFP said.",
            "Two bridges reopened after floods in the north on 7 March 2016, AFP said.",
            None,
            id="counter: a sentence of the story that names a credit and a date is no header",
        ),
    ],
)
def test_page_header_cuts_repeat_credit_and_stamp_and_dates_the_page(
    title: str, lead: str, story: str, date: str | None
) -> None:
    found = page_header(f"{title}\n\n{lead}", title)
    assert found.story == f"{title}\n\n{story}"
    assert found.date == date
