"""Session 22: an event's label names only a place where the event was and only who took part; a demonym is
neither ("talks in the Kazakh capital Astana" were not "in Kazakh", "Syrian air strikes" are no "air strike of
Syrian"); a place before an event mention that an act between them governs ("its allies in Moscow have denied
bombing hospitals") does not place it; and two undated reports of a weekday's meeting are not one meeting
(kg.events.assembly, kg.events.arguments, kg.events.coreference; real model, invented reports)."""

from __future__ import annotations

import pytest

from kg.events.assembly import assemble_events
from kg.events.coreference import Cluster
from kg.events.mentions import EventMention
from kg.pipeline import model_corpus
from kg.types import ORGANIZATION, PERSON, PLACE, Article, Entity


def _events(*texts: str, dated: bool = True) -> list[tuple[str, tuple[str, ...], tuple[str, ...]]]:
    articles = [
        Article(id=f"a{i}", text=text, date="2024-03-12" if dated else None) for i, text in enumerate(texts)
    ]
    return [(e.label, e.places, e.articles) for e in model_corpus(articles, progress=None).events]


@pytest.mark.parametrize(
    ("text", "label"),
    [
        (
            "Peace talks open in Kazakh capital\n\nRebels and the government will hold talks in the Kazakh "
            "capital Astana next week, officials said. The talks are the fourth round this year.",
            "meeting in Astana",
        ),
        (
            "Army steps up raids\n\nThe Syrian air strikes hit rebel positions overnight, a monitor said. "
            "The strikes were the heaviest this month.",
            "air strike",
        ),
        (
            "Veterans remember\n\nVeterans gathered to remember the German war and its victims. The war "
            "ended long ago, they said.",
            "war",
        ),
    ],
)
def test_a_demonym_is_neither_the_place_nor_a_participant_of_a_label(text: str, label: str) -> None:
    events = _events(text)
    assert [e[0] for e in events] == [label], events
    assert all("kazakh" not in e[1] for e in events), events  # nor one of the event's places


def test_a_place_of_who_denies_an_act_does_not_place_it() -> None:
    events = _events(
        "Hospital hit in air strike\n\nAn air strike hit a hospital in the town of Kafr Sajna on Sunday, "
        "killing four people, rescuers said. The government and its allies in Moscow have denied bombing "
        "hospitals."
    )
    assert ("air strike in Kafr Sajna", ("kafr-sajna",), ("a0",)) in events, events
    assert all("moscow" not in places for _, places, _ in events), events


def test_a_place_of_who_condemns_an_act_still_places_it() -> None:
    events = _events(
        "Shelling kills ten\n\nOfficials in Aleppo condemned the shelling that killed ten people on Monday. "
        "The shelling hit a school."
    )
    assert [(label, places) for label, places, _ in events] == [("attack in Aleppo", ("aleppo",))], events


MEETINGS = (
    "Ministers warned at private meeting\n\nA private meeting on Monday saw loyal backbenchers warn "
    "ministers about the budget. The meeting lasted two hours, aides said.",
    "Shares slip after bankers gather\n\nShares fell after a meeting of central bankers on Monday in "
    "Frankfurt. Traders said the meeting offered no new guidance.",
)


def test_undated_reports_of_a_weekday_tell_two_meetings() -> None:
    events = _events(*MEETINGS, dated=False)
    assert sorted(articles for _, _, articles in events) == [("a0",), ("a1",)], events


def test_an_events_places_hold_no_party_demonym_or_person_but_keep_a_country() -> None:
    entities = {
        e.key: e
        for e in (
            Entity("raqqa", "Raqqa", PLACE),
            Entity("islamic-state", "Islamic State", ORGANIZATION),
            Entity("observatory", "Observatory", PERSON),
            Entity("syrian", "Syrian", PLACE, demonym_of="syria"),
            Entity("syria", "Syria", ORGANIZATION),
        )
    }
    places = ("islamic-state", "raqqa", "observatory", "syrian", "syria")
    mention = EventMention("a", 0, 0, 9, "strike", "air strike", "Airstrike", places=places)
    events, _ = assemble_events([Cluster([mention])], None, entities)
    assert [(e.label, e.places) for e in events] == [("air strike in Raqqa", ("raqqa", "syria"))]
