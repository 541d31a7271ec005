"""Session 41 (issue 13): army reports lead with a verb of killing whose object counts fighters ("Troops kill
40 insurgents", "the army eliminated over 75 militants"); no other word names the happening, so such reports
had no main event. A verb of background-words.tsv kind `fighter-killing` before a count of fighters
(head-nouns.tsv `combatant`, armed-groups.tsv `noun`) is a Killing whose counted fighters are its victims; a
count of other people stays the toll of another happening, a count of things names nothing, and a verb after
another event word of its sentence tells that happening's toll. Invented text."""

from __future__ import annotations

import pytest

from kg.entities import resolve_entities
from kg.events import model_events
from kg.events.triggers import find_event_mentions
from kg.pipeline import extract_articles, link_statements
from kg.types import Article, Sentence


def _killings(text: str, lead: bool = True) -> list[tuple[str, str | None]]:
    """The (trigger, victims as written) of one sentence's Killing mentions."""
    sentence = Sentence("a0", 0, text, 0, len(text))
    found = find_event_mentions(sentence, [], {}, {}, "2016-03-09", lead=lead)
    return [(m.trigger, m.victim_text) for m in found if m.event_type == "Killing"]


@pytest.mark.parametrize(
    ("text", "wanted"),
    [
        ("Troops kill 40 insurgents near Tell Hamra", [("kill", "40 insurgents")]),
        ("Border Guards Kill 26 Rebel Fighters in Kafr Nabudah", [("Kill", "26 Rebel Fighters")]),
        (
            "The army eliminated over 75 militants in the hills on Sunday.",
            [("eliminated", "over 75 militants")],
        ),
        ("The brigade killed at least 12 gunmen at the crossing.", [("killed", "at least 12 gunmen")]),
        ("Coastal units destroy 60 jihadists on the road to Tell Hamra", [("destroy", "60 jihadists")]),
    ],
)
def test_a_verb_of_killing_before_a_count_of_fighters_is_a_killing(
    text: str, wanted: list[tuple[str, str]]
) -> None:
    assert _killings(text) == wanted


@pytest.mark.parametrize(
    "text",
    [
        # a count of other people: the toll of a happening, kept as a claim
        "Shelling by the militia killed 14 civilians in the market.",
        "Gunmen killed 9 farmers in Tell Hamra on Sunday.",
        # a count of things: no one killed
        "The army destroyed 20 tanks and 12 rocket launchers near the dam.",
        "Engineers eliminated 30 mines on the road to Kafr Nabudah.",
        # no count: the verb alone names no happening
        "The new rules kill the old trade in fighters' gear.",
        # a happening the sentence names, or a subject that strikes: the fighters are its toll
        "Air strikes on the hills killed 18 militants on Sunday.",
        "Border guards kill 10 fighters in rocket attack near Tell Hamra",
        "Allied raids kill 35 insurgents near the dam",
        "Bomb in Kafr Nabudah kills 30 soldiers",
        "Allied Strikes Kill 18 Fighters near Tell Hamra",
        # a clause about another happening only recalls it
        "The attack came a week after the army killed 30 insurgents near the dam.",
    ],
)
def test_no_killing_without_a_count_of_fighters_or_after_another_happening(text: str) -> None:
    assert _killings(text) == []


def test_a_later_sentence_killing_fighters_tells_a_part_of_the_news() -> None:
    # after the lead, "killed nine troops" tells what the attack the report leads with did
    assert _killings("The group captured two army posts and killed nine troops.", lead=False) == []


def _main_event(text: str) -> tuple[str, str] | None:
    article = Article("a0", text, date="2016-03-09", title=text.partition("\n")[0])
    extractions = extract_articles([article], progress=None)
    resolution = resolve_entities(extractions)
    model = model_events(extractions, resolution, link_statements(extractions, resolution))
    main = next((e for e in model.events if e.is_main), None)
    return (main.event_type, main.label) if main else None


def test_a_report_led_by_troops_killing_fighters_has_a_main_killing() -> None:
    text = (
        "Border Guards Kill 26 Rebel Fighters in Kafr Nabudah\n\n"
        "Border guards killed 26 rebel fighters in the village of Kafr Nabudah on Sunday, a military source "
        "said. The guards took two hills after the fighting, the source added."
    )
    found = _main_event(text)
    # an attack since session 48: fighters a side killed fell in a clash (two blind gold blocks type it so)
    assert found is not None and found[0] == "Attack"


def test_a_report_whose_lead_names_another_happening_keeps_it_as_the_news() -> None:
    # the fighters are the toll of the attack the headline names: no killing of its own beside it
    text = (
        "Border guards foil rebel attack on Kafr Nabudah\n\n"
        "Border guards killed 26 rebel fighters near the village of Kafr Nabudah on Sunday, a military "
        "source said. The rebels had stormed two posts at dawn, the source added."
    )
    article = Article("a0", text, date="2016-03-09", title=text.partition("\n")[0])
    extractions = extract_articles([article], progress=None)
    resolution = resolve_entities(extractions)
    model = model_events(extractions, resolution, link_statements(extractions, resolution))
    assert "Killing" not in {e.event_type for e in model.events}
    assert [e.event_type for e in model.events if e.is_main] == ["Attack"]


def test_a_report_of_things_destroyed_gets_no_main_killing() -> None:
    text = (
        "Army destroys 20 tanks near Kafr Nabudah\n\n"
        "The army destroyed 20 tanks and 12 rocket launchers near the village of Kafr Nabudah on Sunday, a "
        "military source said. Engineers cleared the road after the fighting, the source added."
    )
    found = _main_event(text)
    assert found is None or found[0] != "Killing"
