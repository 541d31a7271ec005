"""Session 51's rule for a club named by its nickname (kg/entities/nicknames.py, ontology/club-nicknames.tsv):
"the Gunners" of a match report naming Arsenal is Arsenal there, while a nickname two clubs of the article
share, or one in an article naming no club of it, stays apart. Real-model builds of sentences written for
the test (the players and the scores are invented)."""

from __future__ import annotations

from tests.hand_tagged import hand_tagged
from tests.resolved import form_keys, resolve_texts

MATCH = (
    "Tomas Veldrin scored twice as Arsenal beat Fulham 3-1 on Saturday to stay top of the league. The "
    "Gunners had lost their previous two matches, and manager Piet Aalders said his players had answered "
    "their critics. Fulham defender Ross Kenley was sent off in the second half."
)


def test_a_nickname_in_a_match_report_joins_the_club_the_report_names() -> None:
    resolution = resolve_texts(MATCH)
    assert form_keys(resolution, "Gunners") == form_keys(resolution, "Arsenal") != set()


def test_a_nickname_two_clubs_of_the_article_share_stays_apart() -> None:
    resolution = resolve_texts(
        "Tomas Veldrin scored twice as Chelsea beat Everton 3-1 on Saturday to stay top of the league. "
        "The Blues had lost their previous two matches, and manager Piet Aalders said his players had "
        "answered their critics. The defender Ross Kenley was sent off in the second half."
    )
    blues = form_keys(resolution, "Blues")
    assert blues.isdisjoint(form_keys(resolution, "Chelsea") | form_keys(resolution, "Everton"))


def test_a_nickname_joins_nothing_in_an_article_that_names_no_club_of_it() -> None:
    resolution = resolve_texts(
        MATCH,
        "Ross Kenley scored twice as Fulham beat Bolton 2-0 on Sunday to climb to fifth in the league. "
        "Kenley said the Gunners would be a harder test next week.",
    )
    # the second report's "Gunners" names no club it writes: it stays apart from Arsenal of the first
    keys = form_keys(resolution, "Gunners")
    assert len(keys) == 2 and len(keys & form_keys(resolution, "Arsenal")) == 1


# Hand-tagged stories (tests/hand_tagged.py), so that the rule is pinned whatever NER tags on a given day.
ROYAL = (
    "The Eagles will play a private concert at Windsor next month, a Palace spokesman said on Tuesday. The "
    "band were invited by the Queen after a charity gala, and the Palace said no tickets would be sold."
)
INJURY = (
    "Blackburn will be without Omar Fennick for a month. The Blackburn striker hurt his knee in training, "
    "and the Rovers said he would see a specialist on Monday."
)
# FA-KES-style text, its commas lost, whose one sign of sport is a result
DAMAGED = "Arsenal boss Piet Aalders said the Gunners were unlucky to lose 2-1 at Bolton on Saturday"


def _entity_of(resolution, surface: str) -> str:
    """The key of the entity of the first mention written ``surface``."""
    return next(e.key for e in resolution.entities for m in e.mentions if m.text == surface)


def test_a_body_tag_joins_a_nickname_only_in_a_story_that_writes_a_word_of_sport() -> None:
    # "Palace" tagged ORG is Buckingham Palace here, and the Eagles a band: not one word of sport
    royal = hand_tagged(ROYAL, [("Eagles", "ORG"), ("Palace", "ORG"), ("Palace", "ORG")])
    assert _entity_of(royal, "Eagles") != _entity_of(royal, "Palace")
    # a short story of a club's injury writes too few words of sport to read as one, but writes some
    injury = hand_tagged(INJURY, [("Blackburn", "ORG"), ("Omar Fennick", "PERSON"), ("Blackburn", "ORG"),
                                  ("Rovers", "ORG")])  # fmt: skip
    assert _entity_of(injury, "Rovers") == _entity_of(injury, "Blackburn")
    damaged = hand_tagged(DAMAGED, [("Arsenal", "ORG"), ("Piet Aalders", "PERSON"), ("Gunners", "PERSON")])
    assert _entity_of(damaged, "Gunners") == _entity_of(damaged, "Arsenal")


def test_a_club_named_only_by_nicknames_keeps_a_label() -> None:
    # "Man City" is both a nickname of the table and the name the article writes the club by
    text = (
        "Man City beat Fulham 2-0 on Saturday. The Blues scored through striker Lewis Arnott, and Man City "
        "climbed to second in the table."
    )
    tags = [("Man City", "ORG"), ("Fulham", "ORG"), ("Blues", "ORG"), ("Lewis Arnott", "PERSON")]
    tags.append(("Man City", "ORG"))
    club = next(e for e in hand_tagged(text, tags).entities if any(m.text == "Blues" for m in e.mentions))
    assert club.label == "Man City" and {m.text for m in club.mentions} == {"Man City", "Blues"}
