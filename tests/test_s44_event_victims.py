"""Session 44 event rules (issue 13). A deliberate killing's count of people keeps its victims when a
demonym or a body's name stands between the count and the noun of people ("massacred 40 Dorvish soldiers"),
so a one-article story of a mass killing told with no strike word has its main event. A lead mention placed
in a town joins the headline's attack on the town's country ("Suicide attack on X wedding"). Invented
articles, the real spaCy model."""

from __future__ import annotations

import pytest

from kg.entities import resolve_entities
from kg.events import model_events
from kg.events.describe import _counted_victims
from kg.pipeline import extract_articles, link_statements
from kg.types import Article


@pytest.mark.parametrize(
    ("text", "victims"),
    [
        ("The militia massacred 40 Dorvish soldiers held in the fort", "40 Dorvish soldiers held"),
        ("Raiders executed at least 12 Red Valley Front fighters", "at least 12 Red Valley Front fighters"),
        ("Raiders execute three Dorvia border officers", "three Dorvia border officers"),
        # capitalised words and no noun of people after them: no one counted
        ("Raiders executed 3 Monday night", None),
        ("They executed 3 Dorvia said on Monday", None),
        # review: a people's plural is who was killed; a unit of time or amount after the count is no one
        ("Gunmen massacred 25 Syrians at a checkpoint", "25 Syrians"),
        ("Veterans recalled the massacre 20 years ago in the valley", None),
        ("The regime executed 3 times that week", None),
    ],
)
def test_a_counted_killing_keeps_the_names_before_its_people(text: str, victims: str | None) -> None:
    verb = next(v for v in ("massacred", "massacre", "executed", "execute") if v in text)
    at = text.index(verb) + len(verb)
    assert _counted_victims(text, at) == victims


def test_a_one_article_massacre_of_named_troops_is_its_main_event() -> None:
    text = (
        "Rebels massacre 90 Dorvish soldiers near Kelvara\n\n"
        "Rebels have massacred 90 Dorvish soldiers taken prisoner at a hill fort near the town of Kelvara, "
        "a monitoring group said. The killings took place on Tuesday after the fort fell. "
        "The group said the prisoners were shot in a field outside the town."
    )
    article = Article("a0", text, date="2019-04-11", title=text.partition("\n")[0])
    extractions = extract_articles([article], progress=None)
    resolution = resolve_entities(extractions)
    model = model_events(extractions, resolution, link_statements(extractions, resolution))
    mains = [e for e in model.events if e.is_main]
    assert mains, [(e.label, e.event_type) for e in model.events]
    assert mains[0].event_type == "Killing"
    # the people a massacre counts are its dead (measures.tsv: "massacred" before the count)
    dead = [c.value for c in model.claims if c.event == mains[0].key and c.measure == "killed"]
    assert 90 in dead, [(c.event, c.measure, c.value) for c in model.claims]


def _one(text: str, day: str):
    article = Article("a0", text, date=day, title=text.partition("\n")[0])
    extractions = extract_articles([article], progress=None)
    resolution = resolve_entities(extractions)
    return model_events(extractions, resolution, link_statements(extractions, resolution))


def test_a_lead_town_joins_the_headline_attack_on_its_country() -> None:
    model = _one(
        "Suicide attack on Chad wedding kills 20\n\n"
        "A suicide bomber struck a wedding in eastern Chad as guests were dancing, killing 20 people. "
        "The bomber blew himself up late Monday in the town of Abeche where a local official was getting "
        "married. Relatives buried the dead on Tuesday.",
        "2019-05-08",
    )
    mains = [e for e in model.events if e.is_main]
    assert mains, [(e.label, e.event_type) for e in model.events]
    main = mains[0]
    assert main.date == "2019-05-06", main
    assert any("abeche" in p for p in main.places), main.places


def test_a_lead_town_the_places_table_holds_in_another_country_stays_apart() -> None:
    # review: "the attack on Chad" and a bomber in a town GeoNames holds only in Nigeria are two bombings
    model = _one(
        "Suicide attack on Chad wedding kills 20\n\n"
        "A suicide bomber struck a wedding in Chad, killing 20 people. A second bomber blew himself up on "
        "Monday in the town of Maiduguri, police said.",
        "2019-05-08",
    )
    mains = [e for e in model.events if e.is_main]
    assert mains, [(e.label, e.event_type) for e in model.events]
    assert not any("maiduguri" in p for p in mains[0].places), mains[0]
