"""Names that are no names are dropped with a reason for the build report: lower-case phrases, names run
together by a spaced dash or a stray "the", time zones, offices whose person NER cut off; letters after a
person's name ("QC") are a rank, not a part of the name. Real-model builds of short texts."""

from __future__ import annotations

import pytest

from kg.entities import resolve_entities
from kg.entities.evidence import _phrase_reason
from kg.pipeline import extract_articles
from kg.types import Article


def _resolve(*texts: str):
    articles = [Article(f"a{i}", text) for i, text in enumerate(texts)]
    return resolve_entities(extract_articles(articles, progress=None))


@pytest.mark.parametrize(
    ("name", "reason"),
    [
        ("scan", "common word"),
        ('an "Axis of Evil', "phrase"),
        ("AP Syrias state TV", "phrase"),
        ("Independent the Tories", "run-together names"),
        ("Whitehall - Labour", "run-together names"),
        # names with particles, lower-case heads and capitals inside stay names
        ("Bank of the West", None),
        ("Aqareb es Safi village", None),
        ("Osama bin Laden", None),
        ("Deir ez-Zor", None),
        ("Ban Ki-moon", None),
        ("Vincent van Gogh", None),
        ("Aamaq news agency", None),
        ("west London", None),
        ("iPhone", None),
        ("Trinidad and Tobago", None),
    ],
)
def test_phrase_reason_tells_a_phrase_from_a_name(name: str, reason: str | None) -> None:
    assert _phrase_reason(name) == reason


def test_time_zone_after_an_hour_is_dropped() -> None:
    resolution = _resolve(
        "Council members will hold an emergency meeting at 1900 GMT in New York. The raids hit Hass "
        "around 11.30 am (0830 GMT), an activist with the Syrian Observatory said."
    )
    labels = {e.label for e in resolution.entities}
    assert "GMT" not in labels and "New York" in labels
    assert ("GMT", "time zone", 2) in resolution.dropped


def test_a_rank_after_a_name_is_stripped_and_says_person() -> None:
    resolution = _resolve(
        "The chairman of the Bar Council, Guy Mansfield QC, warned there was a real risk. "
        "Critics of Kenneth Clarke MP said the plans were flawed."
    )
    kinds = {e.label: e.kind for e in resolution.entities}
    assert kinds.get("Guy Mansfield") == "Person"
    assert "Guy Mansfield QC" not in kinds


def test_offices_without_their_person_are_dropped() -> None:
    resolution = _resolve(
        "Reports said the party had repaid money to former Tory Treasurer Lord Ashcroft after he said "
        "the party owed him nothing. The Conservatives denied it."
    )
    labels = {e.label for e in resolution.entities}
    assert not any(label.startswith("Tory Treasurer") for label in labels)


def test_words_ner_cut_off_a_curated_name_or_title_are_regained() -> None:
    resolution = _resolve(
        "The army pushed further into the Islamic State group stronghold on Monday. He hopes meetings "
        "between Secretary of State John Kerry and Sergei Lavrov will help. The Liberal Democrats say "
        "the Conservatives cannot win."
    )
    labels = {e.label for e in resolution.entities}
    assert "State" not in labels and "Democrats" not in labels
    assert {"Islamic State", "Liberal Democrats", "John Kerry"} <= labels
    # later stages find the entity by NER's own offsets
    start = "The army pushed further into the Islamic State".index("State")
    assert resolution.by_mention[("a0", start, start + len("State"))] == next(
        e.key for e in resolution.entities if e.label == "Islamic State"
    )


def test_names_in_photo_credits_and_bylines_are_dropped_as_credits() -> None:
    resolution = _resolve(
        "Rescuers worked through the night in the town of Saqba, residents said. Slideshow (3 Images) "
        "The attack took place at dawn. AP Photo Felipe Dana The United Nations called for an inquiry. "
        "Reporting by Tom Perry in Beirut; Writing by Peter Graff; Editing by Dominic Evans"
    )
    labels = {e.label for e in resolution.entities}
    assert not labels & {"Slideshow", "Writing", "Felipe Dana", "Dana"}
    assert "credit" in {reason for _, reason, _ in resolution.dropped}
    assert "United Nations" in labels and "Saqba" in labels
