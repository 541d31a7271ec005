"""Session 52's merge rules (issue 13), on hand-tagged stories written for the test (tests/hand_tagged.py),
so that each rule is pinned whatever NER tags on a given day. The names, firms and figures are invented."""

from __future__ import annotations

from tests.hand_tagged import hand_tagged


def _keys(resolution, surface: str) -> set[str]:
    """Keys of the entities any mention written ``surface`` went to."""
    return {e.key for e in resolution.entities if any(m.text == surface for m in e.mentions)}


# A peer's title is stripped as "Lord" is: "Baroness Marlowe" is the scientist the story names in full.
PEER = (
    "The neuroscientist Susan Marlowe told the committee that the new rules went too far. Baroness Marlowe "
    "said children needed more time outdoors. Marlowe added that parents agreed with her."
)


def test_a_baroness_by_her_surname_joins_the_person_named_in_full() -> None:
    resolution = hand_tagged(
        PEER, [("Susan Marlowe", "PERSON"), ("Baroness Marlowe", "PERSON"), ("Marlowe", "PERSON")]
    )
    full = _keys(resolution, "Susan Marlowe")
    assert _keys(resolution, "Baroness Marlowe") == full == _keys(resolution, "Marlowe")


def test_a_baron_of_another_surname_stays_apart() -> None:
    text = "The neuroscientist Susan Marlowe spoke first. Baron Keswick said the rules went too far."
    resolution = hand_tagged(text, [("Susan Marlowe", "PERSON"), ("Baron Keswick", "PERSON")])
    assert _keys(resolution, "Baron Keswick").isdisjoint(_keys(resolution, "Susan Marlowe"))
