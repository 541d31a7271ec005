"""Words glued to a place's name are not part of it, and an adjective of a place is no place: "Aleppo
Syrian state television", "Raqa NGO", "Aqareb es Safi village", "a Damascan suburb". Each case is a
real-model build of a sentence written for the test; the pure rules are pinned on words alone."""

from __future__ import annotations

import pytest

from kg.entities import resolve_entities
from kg.entities.gazetteer import place_adjective
from kg.pipeline import extract_articles
from kg.types import Article


def _resolve(*texts: str):
    articles = [Article(f"a{i}", text) for i, text in enumerate(texts)]
    return resolve_entities(extract_articles(articles, progress=None))


def _kinds(*texts: str) -> dict[str, str]:
    return {entity.label: entity.kind for entity in _resolve(*texts).entities}


@pytest.mark.parametrize(
    ("word", "adjective"),
    [
        ("Damascan", True),  # Damascus
        ("Baghdadi", True),  # Baghdad
        ("Lebanese", True),  # Lebanon
        ("Damascus", False),
        ("Kerman", False),  # a place itself, though Kermanshah starts so
        ("Kobani", False),  # "-i" adds to a whole name only: not Kobane's adjective
        ("Jayrud", False),
        ("Sinai", False),
        ("Republican", False),  # Republic, Missouri is too small a town to lend English a word
    ],
)
def test_place_adjective_tells_an_adjective_from_a_place(word: str, adjective: bool) -> None:
    assert place_adjective(word) is adjective


def test_a_nationality_after_a_known_place_is_cut_off() -> None:
    kinds = _kinds(
        "A bomb blast killed six people in a district of Aleppo Syrian state television reported on "
        "Wednesday."
    )
    assert "Aleppo Syrian" not in kinds
    assert kinds.get("Aleppo") == "Place"


def test_an_outlet_noun_glued_to_a_place_in_a_headline_is_cut_off() -> None:
    kinds = _kinds(
        "Air raids kill 31 jihadists in Syrias Raqa NGO\n\n"
        "At least 31 militants were killed in raids on Raqa on Sunday, a monitoring group said."
    )
    assert not any("NGO" in label for label in kinds)
    assert kinds.get("Raqa") == "Place"


def test_an_outlets_acronym_and_a_common_noun_after_a_known_place_are_cut_off() -> None:
    kinds = _kinds(
        "Car bomb kills five in central Syrian city of Homs NGO AFP\n\n"
        "A car bomb killed five people on Sunday in Homs, a monitoring group said."
    )
    assert not any("NGO" in label or label.startswith("Homs ") for label in kinds)
    assert kinds.get("Homs") == "Place"


def test_a_lower_case_village_after_a_name_is_no_part_of_its_label() -> None:
    kinds = _kinds(
        "Gunmen attacked Aqareb es Safi village in Hama province on Thursday. "
        "Residents of Aqareb es Safi fled towards Salamiyeh."
    )
    assert kinds.get("Aqareb es Safi") == "Place"
    assert "Aqareb es Safi village" not in kinds  # the same place: an alias, not the label


def test_a_capitalised_head_and_a_persons_surname_stay_in_the_name() -> None:
    kinds = _kinds(
        "Fighters withdrew from Raqqa Province on Monday. The comedian Dawn French said she was delighted."
    )
    assert kinds.get("Raqqa Province") == "Place"
    assert kinds.get("Dawn French") == "Person"


def test_a_distance_run_into_a_place_is_cut_off() -> None:
    kinds = _kinds(
        "Rebel groups in Jayrud 60 kilometres from Damascus include the Saudi-backed Jaish al-Islam."
    )
    assert not any("kilometres" in label for label in kinds)
    assert kinds.get("Jayrud") == "Place"


def test_an_adjective_of_a_place_is_dropped_as_no_name() -> None:
    resolution = _resolve(
        "Damascan Suburb Town Thirty civilians were killed on Saturday in intensive Syrian air strikes on a "
        "Damascan suburb town northeast of the city."
    )
    assert "Damascan" not in {entity.label for entity in resolution.entities}
    assert any(name == "Damascan" and reason == "adjective" for name, reason, _ in resolution.dropped)


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Salah al-Din is located west of Aleppos Old City without further details.", "Salah al-Din"),
        ("Warplanes struck the town of Khan Sheikhoun on Tuesday morning.", "Khan Sheikhoun"),
        ("Shells fell on Kafr Zita town on Friday, killing two farmers.", "Kafr Zita"),
    ],
)
def test_the_words_around_a_name_say_it_is_a_place(text: str, name: str) -> None:
    assert _kinds(text).get(name) == "Place"


def test_a_stated_place_outweighs_ners_person_tags_on_its_other_mentions() -> None:
    kinds = _kinds(
        "Khan Sheikhoun was hit by a chemical attack on Tuesday. Khan Sheikhoun residents said dozens died. "
        "Doctors in Khan Sheikhoun treated the wounded.",
        "Warplanes struck the town of Khan Sheikhoun in Idlib province, killing at least 58 people.",
        "Khan Sheikhoun said the strike hit a hospital. The attack on Khan Sheikhoun drew condemnation.",
    )
    assert kinds.get("Khan Sheikhoun") == "Place"


def test_a_person_named_beside_a_place_word_stays_a_person() -> None:
    # "the city of" states no kind of the person after the place: only the name it governs is a place
    kinds = _kinds(
        "Mayor Anne Hidalgo of the city of Paris said on Monday that Anne Hidalgo would run again. "
        "Hidalgo spoke to reporters."
    )
    assert kinds.get("Anne Hidalgo") == "Person"


def test_a_curated_demonym_of_two_words_is_not_cut() -> None:
    kinds = _kinds("South African referee Jonathan Kaplan ruled that the try should stand.")
    assert kinds.get("South African") == "Other"
    assert "South" not in kinds
