"""Session 23: events of different articles are one happening only when their days may be one; a place inside
an organisation's name or in a bracketed gloss of one is not an event's place; and the linker's corpus-wide
fallback takes only a whole name resolution kept (kg.events.coreference, kg.events.clusters,
kg.events.glosses, kg.entities.linking; real model on invented reports, and linking on plain records)."""

from __future__ import annotations

import pytest

from kg.entities.linking import Resolution, link_span
from kg.events.glosses import in_organisation_gloss, in_organisation_name
from kg.pipeline import model_corpus
from kg.types import ORGANIZATION, PERSON, Article, Entity, Mention, Span


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


def test_a_weekday_of_an_undated_report_does_not_join_another_months_dated_report() -> None:
    # the undated report's Sunday joins the dated report of that Sunday, and not, through it, a report
    # dated on another Sunday whose bombing states no day
    events = _events(
        (
            "Car bomb kills nine in Tal Hamra\n\nA car bomb killed nine people in the market of Tal Hamra on "
            "Sunday, a monitor said. The bombing hit the town at noon.",
            "2016-05-09",
        ),
        (
            "Market blast in Tal Hamra\n\nA car bomb exploded in the market of Tal Hamra on Sunday, killing "
            "nine people, medics said. The bombing was the worst this year.",
            None,
        ),
        (
            "Car bomb kills four in Tal Hamra\n\nA car bomb killed four people at a checkpoint in Tal Hamra, "
            "a monitor said. The bombing hit the town at dawn.",
            "2016-09-11",
        ),
    )
    assert _articles_of(events, "bombing") == [("a0", "a1"), ("a2",)], events


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


@pytest.mark.parametrize(
    ("text", "place", "inside"),
    [
        ("Fighters of the Islamic State in Iraq and the Levant attacked the post.", "Iraq", True),
        ("Fighters of the Islamic State in Iraq and the Levant attacked the post.", "Levant", True),
        ("The Front of Zahra and al-Sham claimed the attack.", "Zahra", True),
        # near misses: two places of one blast, a place after a lower-case noun, a title-case headline
        ("The blast in Idlib and Aleppo killed five people.", "Idlib", False),
        ("Rebels in Idlib and Hama attacked the post.", "Idlib", False),
        ("Suicide Bomber Strikes Market In Idlib And Kills Five", "Idlib", False),
        # a place's name before "in", not a group's: the place after it says where that place lies
        ("Air strikes hit the town of Saraqeb in Idlib and Hama was shelled too.", "Idlib", False),
        ("Air strikes hit the town of Saraqeb in Idlib and Hama was shelled too.", "Hama", False),
        ("Thousands joined a protest in Trafalgar Square in London and Labour MPs spoke.", "London", False),
        ("Russian jets bombed Darat Izza in Aleppo and Hama's villages.", "Aleppo", False),
    ],
)
def test_a_place_inside_an_organisations_name(text: str, place: str, inside: bool) -> None:
    start = text.index(place)
    assert in_organisation_name(text, start, start + len(place)) is inside


def test_a_place_inside_an_armed_groups_name_does_not_place_its_attack() -> None:
    events = _events(
        (
            "Checkpoint attacked near Kafr Zita\n\nAn attack by fighters of the Islamic State in Iraq and "
            "the Levant on an army checkpoint near Kafr Zita killed four soldiers on Monday, a monitor said.",
            "2016-03-08",
        )
    )
    assert [(label, places) for label, places, _ in events] == [("attack in Kafr Zita", ("kafr-zita",))], (
        events
    )


def test_a_bracketed_gloss_of_a_group_does_not_place_its_shelling() -> None:
    events = _events(
        (
            "Shells hit Al Qadam\n\nThe shelling by Daesh (a group banned in Russia) killed four civilians "
            "in the district of Al Qadam on Monday, a source said.",
            "2016-03-08",
        )
    )
    assert [label for label, _, _ in events] == ["attack"], events
    assert all("russia" not in places for _, places, _ in events), events


def _resolution(*entities: Entity, dropped: tuple[tuple[str, str, int], ...] = ()) -> Resolution:
    return Resolution(entities=entities, by_mention={}, dropped=dropped)


def _entity(key: str, label: str, kind: str, article: str) -> Entity:
    mention = Mention(article, 0, label, 0, len(label), "ORG" if kind == ORGANIZATION else "PERSON")
    return Entity(key=key, label=label, kind=kind, mentions=(mention,), articles=(article,))


def _span(text: str) -> Span:
    return Span(text=text, start=100, end=100 + len(text))


@pytest.mark.parametrize(
    ("entity", "written", "linked"),
    [
        # a whole name of another article still links: the article's own NER missed it
        (_entity("daventry-trust", "Daventry Trust", ORGANIZATION, "b"), "Daventry Trust", True),
        (_entity("maria-lindqvist", "Maria Lindqvist", PERSON, "b"), "Maria Lindqvist", True),
        # a partial name means its full name only where the article wrote it
        (_entity("young-savers", "Young Savers", ORGANIZATION, "b"), "Young", False),
        (_entity("maria-lindqvist", "Maria Lindqvist", PERSON, "b"), "Lindqvist", False),
        # one letter is no name out of its article: the pronoun "I" is not another article's "I."
        (_entity("i", "I.", PERSON, "b"), "I", False),
    ],
)
def test_the_corpus_wide_fallback_takes_only_a_whole_name(entity: Entity, written: str, linked: bool) -> None:
    assert (link_span(_resolution(entity), "a", _span(written)) == entity.key) is linked


def test_a_partial_name_still_links_to_its_own_articles_entity() -> None:
    entity = _entity("maria-lindqvist", "Maria Lindqvist", PERSON, "a")
    assert link_span(_resolution(entity), "a", _span("Lindqvist")) == "maria-lindqvist"


def test_a_name_resolution_dropped_stays_dropped_in_an_article_without_its_entity() -> None:
    entity = _entity("the-quarrymen", "The Quarrymen", ORGANIZATION, "b")
    resolution = _resolution(entity, dropped=(("The Quarrymen", "title piece", 1),))
    assert link_span(resolution, "a", _span("The Quarrymen")) is None
    # the article that itself names the entity keeps its link
    assert link_span(resolution, "b", _span("The Quarrymen")) == "the-quarrymen"


@pytest.mark.parametrize(
    ("text", "kind", "glossed"),
    [
        ("Daesh (banned in Russia) shelled the town.", ORGANIZATION, True),
        # near misses: a person's bracket, and an event told inside the bracket
        ("Omar Haddad (born in Russia) shelled the town.", PERSON, False),
        ("Daesh (which shelled the town in Russia) left.", ORGANIZATION, False),
    ],
)
def test_a_place_in_a_bracketed_gloss_of_an_organisation(text: str, kind: str, glossed: bool) -> None:
    name = text[: text.index(" (")]
    linked = [(Mention("a", 0, name, 0, len(name), "ORG"), "k")]
    event = text.index("shelled")
    place = text.index("Russia")
    assert in_organisation_gloss(text, place, event, 0, linked, {"k": kind}) is glossed
