"""Session 23: events of different articles are one happening only when their days may be one; a place inside
an organisation's name or in a bracketed gloss of one is not an event's place; and the linker's corpus-wide
fallback takes only a whole name resolution kept (kg.events.coreference, kg.events.clusters,
kg.events.glosses, kg.entities.linking; real model on invented reports, and linking on plain records)."""

from __future__ import annotations

from kg.pipeline import model_corpus
from kg.types import Article


def _events(*articles: tuple[str, str | None]) -> list[tuple[str, tuple[str, ...], tuple[str, ...]]]:
    built = [Article(id=f"a{i}", text=text, date=day) for i, (text, day) in enumerate(articles)]
    return [(e.label, e.places, e.articles) for e in model_corpus(built, progress=None).events]


def _articles_of(
    events: list[tuple[str, tuple[str, ...], tuple[str, ...]]], word: str
) -> list[tuple[str, ...]]:
    return sorted(articles for label, _, articles in events if word in label)


# Two undated reports of a coming election in one town: no day says they tell one happening.
ELECTIONS = (
    "Council leader quits\n\nThe council leader in Dunmore said she would not stand at the election. Her "
    "deputy will run the election campaign instead.",
    "Greens pick candidate\n\nThe Greens chose a teacher to fight the election in Dunmore. The party said "
    "the election would be close.",
)


def test_undated_reports_of_an_election_tell_two_events() -> None:
    events = _events(*((text, None) for text in ELECTIONS))
    assert _articles_of(events, "election") == [("a0",), ("a1",)], events


def test_undated_reports_of_one_dated_bombing_tell_one_ceremony() -> None:
    # the bombing both date links the two reports into one story, so the ceremony both tell is one
    events = _events(
        (
            "Blast hits memorial in Dunmore\n\nA bombing in Dunmore on 3 January 2024 killed 20 people at a "
            "ceremony for the poet Ewan Tarrant, officials said. The ceremony had drawn thousands.",
            None,
        ),
        (
            "Dunmore bombing toll rises\n\nThe bombing in Dunmore on 3 January 2024 killed 20 people at a "
            "ceremony for the poet Ewan Tarrant, the health ministry said. The ceremony drew thousands.",
            None,
        ),
    )
    assert _articles_of(events, "ceremony") == [("a0", "a1")], events


def test_dated_reports_of_one_day_still_tell_one_bombing() -> None:
    events = _events(
        (
            "Car bomb kills nine in Tal Hamra\n\nA car bomb killed nine people in the town of Tal Hamra on "
            "Sunday, a monitor said. The bombing hit a busy market.",
            "2016-05-08",
        ),
        (
            "Market blast in Tal Hamra\n\nA car bomb exploded in a market in the town of Tal Hamra on "
            "Sunday, killing nine people, medics said. The bombing was the worst this year.",
            "2016-05-09",
        ),
    )
    assert ("a0", "a1") in _articles_of(events, "bombing"), events


def test_a_stated_day_joins_the_report_of_that_day() -> None:
    events = _events(
        (
            "Tal Hamra counts its dead\n\nNine people were killed in a car bombing in Tal Hamra on Sunday, "
            "relatives said.",
            "2016-05-10",
        ),
        (
            "Car bomb kills nine in Tal Hamra\n\nA car bomb killed nine people in the market of Tal Hamra, "
            "a monitor said. The bombing hit the town at noon.",
            "2016-05-08",
        ),
    )
    assert ("a0", "a1") in _articles_of(events, "bombing"), events


def test_a_background_bombing_of_a_report_a_year_later_is_another_event() -> None:
    events = _events(
        (
            "Car bomb kills nine in Tal Hamra\n\nA car bomb killed nine people in the market of Tal Hamra, "
            "a monitor said. The bombing hit the town at noon.",
            "2016-05-08",
        ),
        (
            "Tal Hamra market reopens\n\nTraders in Tal Hamra reopened the market, which was rebuilt after "
            "the bombing. The bombing had closed it.",
            "2017-06-20",
        ),
    )
    assert ("a0", "a1") not in _articles_of(events, "bombing"), events
