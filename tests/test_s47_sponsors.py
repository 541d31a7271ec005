"""Session 47's rule for a maker's name read in the article of the longer name it opens
(kg/entities/maker_short_forms.py): "Mitsubishi" beside "Mitsubishi Motors", and the guards that keep a body
apart from another of its family or from a cup it runs.
Real-model builds of sentences written for the test."""

from __future__ import annotations

import pytest

from tests.resolved import form_keys, resolve_texts


@pytest.mark.parametrize(
    ("text", "full", "short"),
    [
        (
            "Shares in Daewoo Electronics fell 4% after the firm cut its forecast. Daewoo said sales of "
            "its televisions had slowed.",
            "Daewoo Electronics",
            "Daewoo",
        ),
    ],
)
def test_a_makers_name_in_the_article_of_the_longer_name_is_that_name(
    text: str, full: str, short: str
) -> None:
    resolution = resolve_texts(text)
    assert form_keys(resolution, short) == form_keys(resolution, full)


def test_a_maker_beside_two_of_its_firms_joins_neither() -> None:
    # "Daewoo" opens two longer names of the article: either may be meant, or the group
    resolution = resolve_texts(
        "Shares in Daewoo Electronics fell 4% and Daewoo Shipbuilding rose 2%. Daewoo said its results "
        "would come in March."
    )
    assert form_keys(resolution, "Daewoo").isdisjoint(form_keys(resolution, "Daewoo Electronics"))
    assert form_keys(resolution, "Daewoo").isdisjoint(form_keys(resolution, "Daewoo Shipbuilding"))


def test_another_word_after_a_makers_name_names_another_body() -> None:
    # "Shipbuilding" is no field of sponsor-heads.tsv: the yard is another firm
    resolution = resolve_texts(
        "Orders at Daewoo Shipbuilding doubled last year. Daewoo said the group would sell its car arm."
    )
    assert form_keys(resolution, "Daewoo").isdisjoint(form_keys(resolution, "Daewoo Shipbuilding"))


def test_a_firms_service_is_no_field() -> None:
    # "Games" after a portal's name is its service: the firm stays apart
    resolution = resolve_texts(
        "About ten million people a month play at Lycos Games, said its director. Portals such as Lycos "
        "and AOL let players keep lists of friends."
    )
    assert form_keys(resolution, "Lycos").isdisjoint(form_keys(resolution, "Lycos Games"))


def test_a_body_beside_its_cup_stays_the_body() -> None:
    # the body that runs a cup is written as its sponsor would be: no contest's head joins it
    resolution = resolve_texts(
        "Bath were knocked out of the Heineken Cup by Leinster on Saturday. Leinster now play Munster "
        "next month for a semi-final place in the Heineken."
    )
    assert form_keys(resolution, "Heineken").isdisjoint(form_keys(resolution, "Heineken Cup"))


def test_a_makers_name_before_group_stays_the_group() -> None:
    # the article writes "the Samsung group": its bare "Samsung" may be the group, not the electronics arm
    resolution = resolve_texts(
        "Samsung Electronics said profits rose 20%. The Samsung group also builds ships and sells insurance."
    )
    assert form_keys(resolution, "Samsung").isdisjoint(form_keys(resolution, "Samsung Electronics"))
