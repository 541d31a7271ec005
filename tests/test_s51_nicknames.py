"""Session 51's rule for a club named by its nickname (kg/entities/nicknames.py, ontology/club-nicknames.tsv):
"the Gunners" of a match report naming Arsenal is Arsenal there, while a nickname two clubs of the article
share, or one in an article naming no club of it, stays apart. Real-model builds of sentences written for
the test (the players and the scores are invented)."""

from __future__ import annotations

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
