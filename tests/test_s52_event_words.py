"""Session 52 (issue 13): gunmen who "attacked" a place tell an attack, as "clashed" does since session 51,
but only in a sentence of armed violence ("the minister attacked the plan" tells none); "war planes" and
"war jets" name the machines, no war. Invented text."""

from __future__ import annotations

from tests.main_figures import events_and_names

_events = events_and_names


def test_militants_who_attacked_a_district_tell_an_attack_there() -> None:
    events, names = _events(
        "Two dead in Tell Varo\n\n"
        "Militants attacked the Qarmaz district of Tell Varo with rockets on Thursday, leaving two dead, a "
        "police source told the agency. Five others were hurt."
    )
    [main] = [e for e in events if e.is_main]
    assert main.event_type == "Attack"
    assert "Tell Varo" in {names.get(p) for p in main.places}


def test_a_minister_who_attacked_a_plan_tells_no_attack() -> None:
    events, _ = _events(
        "Row over the harbour plan\n\n"
        "The transport minister attacked the harbour plan of the council in Tell Varo on Thursday, aides "
        "said. The council will vote on it next month."
    )
    assert not [e for e in events if e.event_type == "Attack"]


def test_war_planes_name_no_war() -> None:
    events, _ = _events(
        "Camp hit near Tell Varo\n\n"
        "War planes bombed a camp near Tell Varo on Thursday killing nine people, a monitor said. "
        "Regime war jets also hit the road to the camp."
    )
    assert not [e for e in events if e.event_type == "War"]


def test_a_named_group_that_attacked_a_named_town_tells_an_attack() -> None:
    # the verb form after a name and before a name is the verb it is listed as, not a headline's noun read
    # as a verb ("Howard attacks 'pay later' Budget"); the armed words of the sentence have told its sense
    # (the town as the verb's object is not placed: placement reads "in Velmar", not "attacked Velmar")
    events, _ = _events(
        "Rockets hit Velmar\n\n"
        "The Dorsk Front attacked Velmar on Thursday with rockets killing five villagers, a monitor said."
    )
    [main] = [e for e in events if e.is_main]
    assert main.event_type == "Attack"
