"""Session 48's guards on the spelling rules (kg/entities/spellings.py): a people's word with a nisba ending
is no spelling of its place ("Kashmiri" / "Kashmir"), and a pronoun with a capital ("Us", a magazine's title)
is no acronym ("US"), while "Nato" still joins "NATO". Real-model builds of sentences written for the test."""

from __future__ import annotations

from tests.resolved import form_keys, resolve_texts


def test_a_nisba_word_is_no_spelling_of_its_place() -> None:
    resolution = resolve_texts(
        "Troops were sent to Kashmir on Monday. Talks between India and Pakistan over Kashmir stalled.",
        "Kashmiri said the talks had failed. Kashmiri had led the delegation to Delhi in May.",
        "Two Kashmiris were held at the border with Kashmir, police said.",
    )
    assert form_keys(resolution, "Kashmir").isdisjoint(form_keys(resolution, "Kashmiri"))


def test_a_pronoun_with_a_capital_is_no_acronym() -> None:
    resolution = resolve_texts(
        "Her interview with Us was printed on Tuesday, the magazine said. She told Us that the US tour would "
        "begin in May.",
        "The US economy grew by 3% in the last quarter.",
    )
    assert form_keys(resolution, "Us").isdisjoint(form_keys(resolution, "US"))


def test_an_acronym_written_as_a_word_still_joins_it() -> None:
    resolution = resolve_texts("Nato leaders met in Brussels on Monday.", "NATO said the mission would end.")
    assert form_keys(resolution, "Nato") == form_keys(resolution, "NATO")
