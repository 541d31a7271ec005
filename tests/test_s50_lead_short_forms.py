"""Session 50's rule for a body named by its leading words after its full name in one article
(kg/entities/lead_short_forms.py): "Tarvelon" after "Tarvelon Mining" is the miner, while a short form
written first, a car's model code, a city and a short form that opens two names stay apart.
Real-model builds of sentences written for the test."""

from __future__ import annotations

import pytest

from kg.entities.lead_short_forms import _in_capitals, _model_code
from tests.resolved import form_keys, resolve_texts


@pytest.mark.parametrize(
    ("text", "full", "short"),
    [
        (
            "Shares in Tarvelon Mining rose 4% on Monday after the company raised its copper forecast. "
            "Analysts said Tarvelon would pay a higher dividend this year.",
            "Tarvelon Mining",
            "Tarvelon",
        ),
        (  # initials cut from a firm's name
            "The hedge fund KRV Fund Management, which holds 6% of the exchange, asked for a meeting on "
            "Tuesday. KRV wants the board to buy back its own shares.",
            "KRV Fund Management",
            "KRV",
        ),
    ],
)
def test_a_body_named_by_its_leading_words_after_its_full_name_joins_it(
    text: str, full: str, short: str
) -> None:
    resolution = resolve_texts(text)
    assert form_keys(resolution, short) == form_keys(resolution, full) != set()


@pytest.mark.parametrize(
    ("text", "full", "short"),
    [
        (  # the group written first, then its investment arm
            "Brindell said its profits rose 10% in the year to December. Earnings at Brindell Capital, its "
            "investment arm, rose 25% to 1.2bn pounds, while Brindell cut jobs at home.",
            ("Brindell Capital",),
            "Brindell",
        ),
        (  # two names open with the short form: either may be meant
            "Shares in Tarvelon Mining rose 4% on Monday, while shares in Tarvelon Energy fell 2%. "
            "Analysts said Tarvelon would pay a higher dividend this year.",
            ("Tarvelon Mining", "Tarvelon Energy"),
            "Tarvelon",
        ),
    ],
)
def test_a_leading_word_stays_apart_where_the_article_does_not_shorten_one_name(
    text: str, full: tuple[str, ...], short: str
) -> None:
    resolution = resolve_texts(text)
    assert all(form_keys(resolution, short).isdisjoint(form_keys(resolution, name)) for name in full)


@pytest.mark.parametrize(
    ("name", "code"), [("Corvani GTS", True), ("Vesta X5", True), ("Tarvelon Mining", False), ("BDO", False)]
)
def test_a_name_ending_in_a_model_code_is_a_product(name: str, code: bool) -> None:
    assert _model_code(name) is code


@pytest.mark.parametrize(
    ("text", "name", "capitals"),
    [
        ("Syrian Army Kills 50 Norvan Front Fighters in Qaret. The army said", "Norvan Front Fighters", True),
        ("the army said the Norvan Front lost ground", "Norvan Front", False),
        ("after clashes. Norvan Front Takes Several Villages in the south", "Norvan Front", True),
    ],
)
def test_a_name_in_a_run_of_capitals_reads_as_a_headline(text: str, name: str, capitals: bool) -> None:
    start = text.index(name)
    assert _in_capitals(text, start, start + len(name)) is capitals


# ---- two-letter acronyms read in one article (kg/entities/pair_initials.py) ------------------------------


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
