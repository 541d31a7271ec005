"""Session 51's headline exception to a surname NER tags a body (kg/entities/surnames.py,
``_person_named_first``): a headline names a person by the surname the story then introduces in full, so
"Velkamp" of "Velkamp poised for Harlow job", tagged ORG there and after, joins Dario Velkamp of the first
paragraph; a bare name written before the full name in the running text stays apart. Hand-tagged mentions
of invented stories, so that NER's slip is pinned."""

from __future__ import annotations

from tests.hand_tagged import hand_tagged

HEADLINE = (
    "Velkamp poised for Harlow job\n\nHarlow Town are set to name Dario Velkamp as their new manager on "
    "Friday. Velkamp, 51, left his post at Corby last month. Velkamp's first game will be against Ware."
)
TAGS = [("Velkamp", "ORG"), ("Dario Velkamp", "PERSON"), ("Velkamp", "ORG"), ("Velkamp", "ORG")]


def _entity_of(resolution, surface: str, start: int) -> str:
    """The key of the entity of the mention written ``surface`` at ``start``."""
    return next(
        e.key for e in resolution.entities for m in e.mentions if (m.text, m.start) == (surface, start)
    )


def test_a_surname_in_the_headline_before_the_full_name_joins_the_person() -> None:
    resolution = hand_tagged(HEADLINE, TAGS)
    full = _entity_of(resolution, "Dario Velkamp", HEADLINE.index("Dario Velkamp"))
    assert _entity_of(resolution, "Velkamp", 0) == full
    assert _entity_of(resolution, "Velkamp", HEADLINE.index("Velkamp, 51")) == full


def test_a_bare_name_before_the_full_name_in_the_running_text_stays_apart() -> None:
    # the same story without its headline line: "Velkamp" of the first sentence, tagged ORG, is written
    # before any full name, as a firm of that name would be
    text = (
        "Shares in Velkamp rose on Friday. Harlow Town are set to name Dario Velkamp as their new manager. "
        "Velkamp, 51, left his post at Corby last month. Velkamp's first game will be against Ware."
    )
    resolution = hand_tagged(text, [("Velkamp", "ORG"), *TAGS[1:]])
    full = _entity_of(resolution, "Dario Velkamp", text.index("Dario Velkamp"))
    assert _entity_of(resolution, "Velkamp", text.index("Velkamp")) != full
