"""Session 50's rule for a two-letter acronym read in one article (kg/entities/pair_initials.py): "KT"
after "Kessler Telecom" is the firm, while an acronym written before the name, or one that fits two names of
the article, stays apart. Real-model builds of sentences written for the test."""

from __future__ import annotations

import pytest

from tests.resolved import form_keys, resolve_texts


@pytest.mark.parametrize(("full", "short"), [("Kessler Telecom", "KT"), ("Valdor Airways", "VA")])
def test_a_two_letter_acronym_after_the_name_it_abbreviates_joins_it(full: str, short: str) -> None:
    resolution = resolve_texts(
        f"Shares in {full} fell 4% on Monday after the company cut its forecast. {short} said it would close "
        "two plants in Ohio and cut 500 jobs."
    )
    assert form_keys(resolution, short) == form_keys(resolution, full) != set()


@pytest.mark.parametrize(
    "text",
    [
        (  # two names of the article have the acronym's initials
            "Shares in Kessler Telecom fell 4% on Monday, and shares in Kendal Trust rose 2%. KT said it "
            "would close two plants in Ohio and cut 500 jobs."
        ),
        (  # the acronym written before the name
            "KT shares fell on Monday. Shares in Kessler Telecom fell 4% after the company cut its "
            "forecast, and KT said it would close two plants."
        ),
    ],
)
def test_a_two_letter_acronym_stays_apart_where_the_article_does_not_define_it(text: str) -> None:
    resolution = resolve_texts(text)
    others = form_keys(resolution, "Kessler Telecom") | form_keys(resolution, "Kendal Trust")
    assert form_keys(resolution, "KT").isdisjoint(others)


def test_a_two_letter_acronym_stays_with_its_defined_name_where_the_article_also_names_a_rival() -> None:
    # "NH" is defined as Norvane Holdings in the first article; the second names that firm and another
    # with the same initials, so its "NH" may be either and must not move to the rival
    resolution = resolve_texts(
        "Norvane Holdings (NH) cut 300 jobs at its depot in Hull on Monday. NH said demand for freight had "
        "fallen.",
        "Norvane Holdings and Nisbet Hauliers signed a freight deal on Friday. NH said the deal would create "
        "40 jobs in Hull.",
    )
    assert form_keys(resolution, "NH") == form_keys(resolution, "Norvane Holdings") != set()
    assert form_keys(resolution, "NH").isdisjoint(form_keys(resolution, "Nisbet Hauliers"))
