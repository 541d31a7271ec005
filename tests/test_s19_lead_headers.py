"""A page's header glued to the top of the lead (issue 12, session 19): the headline's repeat, a date stamp,
a place and a wire credit, or a share widget's block, run into the first sentence. Pages written for these
tests, with their counter-cases."""

from __future__ import annotations

from pathlib import Path

import pytest

from kg.articles import read_article


def _page(tmp_path: Path, text: str):
    path = tmp_path / "page.txt"
    path.write_text(text, encoding="utf-8")
    return read_article(path)


@pytest.mark.parametrize(
    ("page", "lead", "date"),
    [
        pytest.param(
            "Five farmers killed in shelling on Hama villages\n\nFive farmers killed in shelling on Hama "
            "villages 3 March 2016 Hama SANA-Armed groups fired shells on two villages killing five farmers.",
            "Armed groups fired shells on two villages killing five farmers.",
            "2016-03-03",
            id="headline repeat, stamp, place and credit (Aleppo SANA-Terrorist organizations)",
        ),
        pytest.param(
            "Ferry sinks off the coast with forty aboard\n\nFerry sinks off the coast with forty aboard "
            "A ferry carrying forty people sank off the coast on Monday.",
            "A ferry carrying forty people sank off the coast on Monday.",
            None,
            id="headline repeat run into the lead",
        ),
        pytest.param(
            "Army Retakes Hill Near Border - Reports\n\nArmy Retakes Hill Near Border - Reports AFP Jane Roe "
            "Middle East 1730 28.04.2017Get short URL Topic Fighting in the North (12) 0 7 The army retook "
            "a hill near the border.",
            "The army retook a hill near the border.",
            "2017-04-28",
            id="picture credit, section, time, date and share widget",
        ),
        pytest.param(
            "Clinic reopens in the old town\n\nSANA Two clinics reopened in the old town on Sunday.",
            "Two clinics reopened in the old town on Sunday.",
            None,
            id="a wire credit alone opening the lead",
        ),
        pytest.param(
            "Clinic reopens in the old town\n\nSANA reporter in the town said two clinics reopened.",
            "SANA reporter in the town said two clinics reopened.",
            None,
            id="counter: the credit's own sentence stays",
        ),
        pytest.param(
            "Jets strike depots in the east\n\nJets strike depots in the east Tue Oct 4 2016 093015 "
            "Warplanes of the air force struck two depots.",
            "Warplanes of the air force struck two depots.",
            "2016-10-04",
            id="headline repeat and a clock's stamp (Fri Sep 30 2016 102138)",
        ),
        pytest.param(
            "Bomb kills nine Syrian state\n\nBomb kills nine Syrian state TV A bomb hit a shop.",
            "A bomb hit a shop.",
            None,
            id="a title cut short leaves no stray word (state TV A bomb)",
        ),
        pytest.param(
            "Eight killed in raids on the valley\n\nEight killed in raids on the valley Tuesday 4 Oct 2016 "
            "Print Tweet Views 12",
            "Print Tweet Views 12",
            "2016-10-04",
            id="headline repeat and a stamp with its weekday",
        ),
        pytest.param(
            "Port operator\n\nReuters Group has cut its forecast for the year.",
            "Reuters Group has cut its forecast for the year.",
            None,
            id="counter: a credit before a capitalised word is a name (Reuters Group)",
        ),
        pytest.param(
            "Shipping deal\n\nAP Moller-Maersk has agreed to buy a rival.",
            "AP Moller-Maersk has agreed to buy a rival.",
            None,
            id="counter: a credit before a hyphenated name (AP Moller-Maersk)",
        ),
        pytest.param(
            "Cup final\n\nAnadolu Efes won the cup on Sunday.",
            "Anadolu Efes won the cup on Sunday.",
            None,
            id="counter: a credit that is a club's first word",
        ),
        pytest.param(
            "Seven civilians killed\n\nSeven civilians killed Tuesday in shelling on the town, police said.",
            "Seven civilians killed Tuesday in shelling on the town, police said.",
            None,
            id="counter: a story that opens with the headline's words goes on with a time word",
        ),
        pytest.param(
            "Ferry sinks off the coast\n\nFerry sinks off the coast\nA ferry sank off the coast on Monday.",
            "Ferry sinks off the coast\nA ferry sank off the coast on Monday.",
            None,
            id="counter: a repeat on a line of its own is apart already",
        ),
    ],
)
def test_page_header_glued_to_the_lead_is_cut(tmp_path: Path, page: str, lead: str, date: str | None) -> None:
    article = _page(tmp_path, page)
    assert article.text.split("\n\n", 1)[1] == lead
    assert article.date == date
