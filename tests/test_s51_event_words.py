"""Session 51 (issue 13): troops that "clashed" with fighters tell an attack, as "clashes" do; a bracket of a
ban ("(banned in Russia)") places no happening, whatever words stand before it; a count "since Saturday"
starts on the Saturday before. Invented text."""

from __future__ import annotations

import pytest

from kg.events.clusters import Cluster
from kg.events.mainevent import main_cluster
from kg.events.mentions import EventMention
from kg.events.timeexpr import find_times
from tests.main_figures import events_and_names

_events = events_and_names


def test_troops_that_clashed_with_fighters_tell_an_attack() -> None:
    events, _ = _events(
        "Army repels fighters near Marea\n\n"
        "Government troops clashed with Islamist fighters near the town of Marea on Thursday, a military "
        "source told the agency. The troops destroyed four vehicles of the fighters."
    )
    [main] = [e for e in events if e.is_main]
    assert main.event_type == "Attack"


def test_ministers_who_clashed_over_a_budget_tell_no_attack() -> None:
    events, _ = _events(
        "Cabinet row over the budget\n\n"
        "Two senior ministers clashed over the budget in a cabinet meeting on Thursday, aides said. "
        "The finance minister later left the room."
    )
    assert not [e for e in events if e.event_type == "Attack"]


def test_a_bracket_of_a_ban_places_no_happening() -> None:
    events, names = _events(
        "Army repels fighters near Marea\n\n"
        "Government troops clashed with fighters of the Islamic State (IS) terrorist group (banned in "
        "Russia) near the town of Marea on Thursday, a military source told the agency. The attack of the "
        "fighters was repelled."
    )
    [main] = [e for e in events if e.is_main]
    assert "Russia" not in {names.get(p) for p in main.places}


@pytest.mark.parametrize(
    ("text", "day"),
    [
        ("At least 40 fighters have been killed since Saturday in the fighting.", "2015-02-21"),
        ("The fighting has gone on since Friday.", "2015-02-20"),
        ("Jets struck the town on Monday.", "2015-02-23"),
    ],
)
def test_a_count_since_a_weekday_starts_on_the_one_before(text: str, day: str) -> None:
    # written on Wednesday 25 February 2015: the Saturday after would be the 28th
    [time] = find_times(text, "2015-02-25")
    assert time.value == day


@pytest.mark.parametrize(
    ("text", "day"),
    [
        ("Jets struck the market of Marea on Thursday, medics said.", "2015-02-19"),
        ("Rebels shelled the town on Friday, killing four people.", "2015-02-20"),
        ("Talks on the truce will open on Thursday.", "2015-02-26"),
        ("A rally is planned for Friday in Marea.", "2015-02-27"),
        ("The talks open on Thursday.", "2015-02-26"),
        ("The council declared Thursday a day of mourning.", "2015-02-26"),
    ],
)
def test_a_weekday_told_in_the_past_is_the_one_before(text: str, day: str) -> None:
    # written on Tuesday 24 February 2015: Thursday and Friday are two and three days ahead
    [time] = find_times(text, "2015-02-24")
    assert time.value == day


def test_a_single_article_leads_with_the_event_it_tells_first() -> None:
    events, _ = _events(
        "Army hits rebel posts near Marea\n\n"
        "The army targeted the rebels gatherings near Marea killing the rebel commander Abu Zeid Hamdan, "
        "sources told the agency. The sources added that another rebel leader, Saleh Darwish, was also "
        "killed after he had earlier been injured by the army's shelling on rebel sites in Tal Hamra."
    )
    [main] = [e for e in events if e.is_main]
    assert main.event_type == "Killing"


def _lead(start: int, event_type: str, trigger: str) -> EventMention:
    # a mention in the article's second sentence, a lead sentence
    return EventMention("a", 1, start, start + len(trigger), trigger, trigger, event_type, lead=True)


@pytest.mark.parametrize(
    ("first", "then", "expected"),
    [
        (("Killing", "killing"), ("Attack", "shelling"), "Killing"),
        (("War", "war"), ("Bombing", "bombed"), "Bombing"),
        (("Meeting", "meeting"), ("Attack", "attack"), "Attack"),
        (("War", "war"), ("Meeting", "meeting"), None),
    ],
)
def test_a_tie_in_one_article_goes_to_the_incident_it_tells_first(first, then, expected) -> None:
    clusters = [Cluster([_lead(40, *then)]), Cluster([_lead(10, *first)])]
    main = main_cluster(clusters, 1)
    assert (next(iter(main.types)) if main else None) == expected
