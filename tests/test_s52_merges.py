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


# A firm's short name leaves out its line of business ("Technologies") in the article that names the whole.
FIRM = (
    "Orvane Technologies will supply the network to Kestrel Mobile, the operator said on Monday. Orvane "
    "said the deal was worth 40m euros over five years."
)


def test_a_firm_by_its_name_without_its_line_of_business_joins_it_in_the_article() -> None:
    resolution = hand_tagged(
        FIRM, [("Orvane Technologies", "ORG"), ("Kestrel Mobile", "ORG"), ("Orvane", "ORG")]
    )
    assert _keys(resolution, "Orvane") == _keys(resolution, "Orvane Technologies")


def test_a_short_name_two_firms_of_the_article_share_stays_apart() -> None:
    text = FIRM.replace("Kestrel Mobile", "Orvane Research")
    resolution = hand_tagged(
        text, [("Orvane Technologies", "ORG"), ("Orvane Research", "ORG"), ("Orvane", "ORG")]
    )
    short = _keys(resolution, "Orvane")
    assert short.isdisjoint(_keys(resolution, "Orvane Technologies") | _keys(resolution, "Orvane Research"))
