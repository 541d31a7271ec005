"""Session 17 event rules (issue 13, figure recall and main events on unseen news): a nationality and its
country are one anchor; a main event placed in a region is narrowed to the town its leads put inside it, and
one no mention dates takes the day its leads state; counts in quotation marks, tolls named with what or when
they count and cases of suffocation are figures, counts told as "also" killed and what follows them are not.
Invented sentences and articles, the real spaCy model."""

from __future__ import annotations

import pytest

from kg.entities import resolve_entities
from kg.events.figures import find_figures
from kg.pipeline import extract_articles
from kg.types import Article
from tests.test_s14_events import _main, _model


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a count in quotation marks, its qualifier inside them
        ('The group said the blast left "nearly 40" fighters dead.', [("killed", 40.0, "nearly", False)]),
        ("Its statement said the raid left “about 12” soldiers dead.", [("killed", 12.0, "about", False)]),
        # a toll named with what it counts, then its value
        ("A local doctor put the death toll from the shelling at 23.", [("killed", 23.0, "exact", False)]),
        # ... or when it was counted: an earlier figure
        (
            "The strike killed 19 people the monitor said revising an earlier toll on Monday night of 9.",
            [("killed", 19.0, "exact", False), ("killed", 9.0, "exact", True)],
        ),
        # cases of suffocation or asphyxiation are the injured of a gas attack
        ("Toxic shells caused 27 cases of suffocation in the district.", [("injured", 27.0, "exact", False)]),
        (
            "Shells with chlorine fell on the suburb causing cases of asphyxiation to more than 40 people.",
            [("injured", 40.0, "more than", False)],
        ),
        # a count told as "also" killed is another happening's, and so are the figures after it
        ("At least 9 people were also killed and another 31 wounded when a car bomb went off.", []),
        (
            "The shells killed 12 and wounded 30 in the market.",
            [("killed", 12.0, "exact", False), ("injured", 30.0, "exact", False)],
        ),
        # a road's toll is no figure
        ("The toll road from the airport to the city was closed at 9 pm.", []),
        # nor a toll that counts no deaths or casualties, nor an amount in a unit
        ("The toll on the local economy at 25 billion dollars was a heavy blow.", []),
        ("Economists put the toll on small shops at 35 percent of their sales.", []),
        ("Drivers say the toll for the new tunnel at 4 euros is far too high.", []),
        ("Officials put the death toll from the floods at 60 percent of the village.", []),
        # a casualty toll named with what it counts is read without "death"
        ("Medics put the casualty toll from the bombing at 17.", [("killed", 17.0, "exact", False)]),
        # the noun compound as the phrase with "of"
        ("Chlorine shells caused asphyxiation cases among 18 children.", [("injured", 18.0, "exact", False)]),
        # "also" between the words of any cue of the table's: another happening's count
        ("Five soldiers have also been killed and 8 wounded near the border.", []),
    ],
)
def test_figures_in_quotes_tolls_with_what_they_count_and_suffocation(text, expected) -> None:
    assert [(f.measure, f.value, f.qualifier, f.earlier) for f in find_figures(text)] == expected


def test_a_nationality_and_its_country_name_one_attack_in_one_article() -> None:
    # "Syrian regime strikes" (participant: Syrian) and "bombardment on Syria's third city" (target: Syria)
    # were two events of one report, the toll going to the second, away from the headline's
    model, _ = _model(
        "2016-10-13",
        "Syrian regime strikes kill dozens in Homs\n\n"
        "Syrian regime strikes pounded opposition-held parts of Homs early on Thursday, the monitor said. "
        "Heavy bombardment on Syria's third city has killed at least 31 civilians, the monitor said.",
    )
    (toll,) = [c for c in model.claims if c.value == 31]
    headline = next(e for e in model.events if any(m.sentence_index == 0 for m in e.mentions))
    assert toll.event == headline.key


def test_a_main_event_in_a_province_is_placed_in_the_town_its_leads_name() -> None:
    model, entities = _model(
        "2016-08-06",
        "Air raids kill eight near hospital in Idlib province\n\n"
        "A barrage of air raids on Saturday near a hospital in Idlib province killed at least eight people. "
        "The monitor said the raids targeted the town of Kafranbel in Idlib province.",
        "Air strike on Idlib hospital kills eight\n\n"
        "An air strike on a hospital in Idlib province on Saturday killed eight people, the monitor said.",
    )
    main = _main(model)
    assert entities[main.places[0]].label == "Kafranbel"
    assert main.label.endswith("in Kafranbel")


def test_a_main_event_no_mention_dates_takes_the_day_its_leads_state() -> None:
    # no event word holds "Wednesday": the helicopter "dropped" the barrel, killing the four the headline
    # counts; the reports are of Thursday
    model, _ = _model(
        "2016-08-11",
        "Four killed in suspected gas attack on Hama\n\n"
        "A helicopter dropped a barrel of toxic gas over Hama on Wednesday killing four people and "
        "leaving many with breathing problems. Doctors said the gas attack killed four people.",
        "Gas attack hits rebel-held areas of Hama\n\n"
        "According to a hospital four people died and more than 40 were injured in the attack.",
    )
    assert _main(model).date == "2016-08-10"


def test_a_toll_on_an_industry_is_no_claim_of_the_attack() -> None:
    # "the toll on the tourism industry at 30 percent" counts bookings, no dead of the attack
    model, _ = _model(
        "2015-06-27",
        "Gunman kills five in attack on Hammamet hotel\n\n"
        "A gunman killed five guests in an attack on a hotel in Hammamet on Friday, officials said. "
        "Analysts put the toll on the tourism industry at 30 percent of bookings.",
        "Five dead in Hammamet hotel attack\n\n"
        "A gunman killed five people in an attack on a hotel in Hammamet on Friday.",
    )
    assert model.claims
    assert {c.value for c in model.claims} == {5.0}


def test_a_region_is_not_narrowed_to_a_town_a_background_lead_sentence_names() -> None:
    # "Rebels had seized the town of Kafr Zita ... last month" tells no air strike: it gives no figure
    # the leads telling the strikes give
    model, entities = _model(
        "2016-09-20",
        "Air strikes kill 14 in Hama province\n\n"
        "Air strikes in Hama province killed 14 civilians on Monday, the monitor said. "
        "Rebels had seized the town of Kafr Zita in Hama province last month.",
        "Fourteen dead in air strikes in Hama province\n\n"
        "Air strikes in Hama province killed 14 people on Monday, activists said.",
    )
    assert entities[_main(model).places[0]].label == "Hama province"


def test_a_region_is_not_narrowed_to_the_town_of_another_strike() -> None:
    # "Warplanes also hit the town of Taftanaz ..., killing 9" is another happening: its 9 are no
    # figure of the gas attack's leads
    model, entities = _model(
        "2016-05-12",
        "Six killed in gas attack on Idlib village\n\n"
        "Warplanes also hit the town of Taftanaz on Monday, killing 9 people. "
        "The gas attack killed six people and injured 25, medics said.",
        "Gas attack on Idlib village kills six\n\n"
        "Medics said six people died and 25 were injured in the gas attack in Sarmin.",
    )
    main = _main(model)
    assert entities[main.places[0]].label != "Taftanaz"
    assert main.date == "2016-05-12"


@pytest.mark.parametrize(
    ("text", "inner", "outer"),
    [
        # a settlement named after "of" lies in the place before it
        (
            "Warplanes struck the Idlib town of Kafr Tala on Monday, killing nine people.",
            "Kafr Tala",
            "Idlib",
        ),
        (
            "Warplanes struck the Aleppo town of Deir Hafer on Monday, killing nine people.",
            "Deir Hafer",
            "Aleppo",
        ),
        # a district or neighbourhood names the smaller place first
        (
            "Shells hit the Jobar district of Damascus on Monday, killing nine people.",
            "Jobar",
            "Damascus",
        ),
    ],
)
def test_a_place_unit_of_a_place_reads_by_the_unit(text: str, inner: str, outer: str) -> None:
    from kg.events.places import stated_containment
    from kg.events.triggers import keys_by_article

    extractions = extract_articles([Article("c0", text)], progress=None)
    resolution = resolve_entities(extractions)
    entities = {e.key: e for e in resolution.entities}
    key = {e.label: e.key for e in resolution.entities}
    inside = stated_containment(tuple(extractions), keys_by_article(resolution.by_mention), entities)
    assert key[outer] in inside.get(key[inner], frozenset())
    assert key[inner] not in inside.get(key[outer], frozenset())
