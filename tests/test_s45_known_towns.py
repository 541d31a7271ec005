"""Session 45: a bare "the town" or "the city" the article never tied to a name ("the town of X") stands for
the one settlement of that kind GeoNames knows the article named before it (kg/extract/known_towns.py); a
second settlement of the kind, a place the gazetteer does not know, or only a city too large for "the town"
leaves it open (real-model parses of invented sentences; the towns are real, as GeoNames must know them)."""

from __future__ import annotations

import pytest

from tests.statements import triples_of

CASES = [
    pytest.param(
        "Warplanes bombed Binnish on Monday, a monitor said. Residents said smoke rose over the town.",
        "Binnish",
        id="one town named, a NORP to the tagger",
    ),
    pytest.param(
        "Warplanes bombed Rastan in Homs province on Monday. Residents said smoke rose over the town.",
        "Rastan",
        id="a place written as a province is no second town",
    ),
    pytest.param(
        "Warplanes bombed Binnish on Monday. Aleppo was quiet. Residents said smoke rose over the town.",
        "Binnish",
        id="a city too large to be the town",
    ),
    pytest.param(
        "Fighting shook Mosul on Monday. Residents said militants shelled the city overnight.",
        "Mosul",
        id="the city",
    ),
    pytest.param(
        "Warplanes bombed Binnish and Sarmin on Monday. Residents said smoke rose over the town.",
        "the town",
        id="a name joined to the town, unknown to GeoNames: open",
    ),
    pytest.param(
        "Warplanes bombed Binnish in Idlib province on Monday. Residents said smoke rose over the town.",
        "the town",
        id="a province named as a town GeoNames knows: open",
    ),
    pytest.param(
        "Jets pounded Mosul on Monday. Residents of Aleppo said militants shelled the city overnight.",
        "the city",
        id="a city only named as an owner: a second candidate",
    ),
    pytest.param(
        "Fighting shook Mosul and Tikrit on Monday. Residents said militants shelled the city overnight.",
        "the city",
        id="two cities: open",
    ),
    pytest.param(
        "Warplanes bombed Binnish near Qamlo on Monday. Residents said smoke rose over the town.",
        "the town",
        id="a place GeoNames does not know: open",
    ),
    pytest.param(
        "Fighting shook Aleppo on Monday. Residents said rebels shelled the town overnight.",
        "the town",
        id="only a city too large for the town: open",
    ),
]


@pytest.mark.parametrize(("text", "obj"), CASES)
def test_a_bare_town_is_the_one_settlement_of_its_kind_the_article_named(nlp, text, obj):
    triples = triples_of(nlp, text)
    objects = {t.object.display for t in triples if t.lemma in ("rise over", "shell") and t.object}
    assert objects == {obj}, objects


def test_a_town_inside_a_nouns_phrase_stays_open(nlp):
    """ "schools near the town": the statement shows the words, so no tie lets it into the graph."""
    text = "Warplanes bombed Binnish on Monday. Volunteers repaired several schools near the town."
    (repair,) = [t for t in triples_of(nlp, text) if t.lemma == "repair"]
    assert repair.object.display == "several schools near the town"
    assert repair.flag, repair


@pytest.mark.parametrize(
    ("text", "lemma", "side"),
    [
        pytest.param(
            "A blast hit Kuwait City on Tuesday. Police sealed off the city.",
            "seal off",
            "Kuwait City",
            id="a city whose name ends in its noun keeps it, and is no country",
        ),
        pytest.param(
            "An earthquake struck Mexico City on Tuesday. Rescuers searched the city for survivors.",
            "search",
            "Mexico City",
            id="a country's name opening a city's is no possessive",
        ),
        pytest.param(
            "Protests hit Cape Town on Friday. Police patrolled the city overnight.",
            "patrol",
            "Cape Town",
            id="a city whose name ends in another kind's noun is of GeoNames' kind",
        ),
        pytest.param(
            "Floods hit Dubai city on Friday. Police patrolled the city overnight.",
            "patrol",
            "Dubai",
            id="a lower-case noun is the article's word for the kind, though GeoNames keeps it",
        ),
        pytest.param(
            "Microsoft bought Nokia last year. Staff said the town would suffer.",
            "suffer",
            "the town",
            id="a firm bought that bears a town's name: open",
        ),
        pytest.param(
            "Arsenal beat Chelsea on Saturday. Fans said the city celebrated late into the night.",
            "celebrate",
            "the city",
            id="a club beaten that bears a town's name: open",
        ),
        pytest.param(
            "Police arrested Mr Preston on Monday. Officers later searched the town.",
            "search",
            "the town",
            id="a name after an honorific is a person's: open",
        ),
    ],
)
def test_a_settlement_is_read_by_its_whole_name_and_never_from_a_firm_club_or_person(nlp, text, lemma, side):
    """The settlement's whole name ("Kuwait City", not the country); a firm's, a club's or a titled
    person's name GeoNames knows as a town's is none of the story's towns."""
    sides = {
        (t.subject.display, t.object.display if t.object else "")
        for t in triples_of(nlp, text)
        if t.lemma == lemma
    }
    assert sides and all(side in pair for pair in sides), sides
