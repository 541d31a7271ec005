"""A bare "the city" / "the town" paragraphs after the one place the article named as that kind (issue 12,
class 1 on fresh text, session 27), on real-model parses of sentences written for these tests.

Past its sentence and the two before, "the city" stands for the one place the whole article named as a city
("the northern city of Aleppo", "Hasakeh city"), as long as that place is still the last place named: a
second city named as one, or another place named since its last mention, leaves it open (a wrong place
states a false fact; an open one only says nothing). A country named since holds the city and is no second
one (kg/extract/settlements.py, ``reach`` `last` in ontology/settlement-kinds.tsv).
"""

from __future__ import annotations

import pytest

from tests.statements import find, triples_of

# Three sentences between the tie and the description: past the near reach of sentence and the two before.
_MIDDLE = (
    "The fighting killed 12 people, a monitor said. Residents fled their homes. "
    "Aid groups warned of shortages. "
)

CASES = [
    pytest.param(
        "Rebels launched an offensive on the northern city of Aleppo on Monday. "
        + _MIDDLE
        + "Government forces besieged the city on Tuesday.",
        "besiege",
        "Aleppo",
        id="the one city named as one, paragraphs before",
    ),
    pytest.param(
        "Kurdish fighters entered Qamlo city on Monday. "
        + _MIDDLE
        + "Shelling in Qamlo continued overnight. Syria denied any role. Militants later attacked the city.",
        "attack",
        "Qamlo",
        id="mentioned again since, and a country named since: still the last place",
    ),
    pytest.param(
        "Rebels launched an offensive on the northern city of Aleppo on Monday. "
        + _MIDDLE
        + "Many families reached Idlib by night. Government forces besieged the city on Tuesday.",
        "besiege",
        "the city",
        id="another place named since: open",
    ),
    pytest.param(
        "Rebels shelled the city of Aleppo and the city of Homs on Monday. "
        + _MIDDLE
        + "Government forces besieged the city on Tuesday.",
        "besiege",
        "the city",
        id="two cities named as cities: open",
    ),
    pytest.param(
        "Rebels launched an offensive on Aleppo on Monday. "
        + _MIDDLE
        + "Government forces besieged the city on Tuesday. Later they reached the city of Homs.",
        "besiege",
        "the city",
        id="a city named as one only after the description: open",
    ),
    pytest.param(
        "Rebels took the town of Kafr Nabl on Monday. "
        + _MIDDLE
        + "Government forces besieged the city on Tuesday.",
        "besiege",
        "the city",
        id="a town is no city: open",
    ),
    pytest.param(
        "Rebels took the town of Kafr Nabl on Monday. "
        + _MIDDLE
        + "Troops killed 20 men in the northern village of Hamriya. The killings began after troops entered "
        "the town on Tuesday.",
        "enter",
        "the town",
        id="a village named since, though no town: open",
    ),
    pytest.param(
        "Militants stormed the town of Tal Abyad in June. "
        + _MIDDLE
        + "Kurdish units took back the town within a week.",
        "take",
        "Tal Abyad",
        id="a town too",
    ),
    pytest.param(
        "Warplanes struck the northern town of Saraqeb on Monday. "
        + _MIDDLE
        + "Later Binnish residents fled north. Government forces besieged the town on Tuesday.",
        "besiege",
        "the town",
        id="a town named since as its residents' modifier (tagged NORP): open",
    ),
    pytest.param(
        "Warplanes struck the northern town of Saraqeb on Monday. "
        + _MIDDLE
        + "Later Syrian residents fled north. Government forces besieged the town on Tuesday.",
        "besiege",
        "Saraqeb",
        id="a nationality modifier since names no place: still the last place",
    ),
    pytest.param(
        "Airstrikes hit the capital Damascus and the city of Aleppo on Tuesday. "
        + _MIDDLE
        + "Government forces besieged the city on Wednesday.",
        "besiege",
        "the city",
        id="the city listed with another place in its last mention: open",
    ),
]


@pytest.mark.parametrize(("text", "relation", "obj"), CASES)
def test_the_city_is_the_one_city_the_article_named_while_it_is_the_last_place(nlp, text, relation, obj):
    triple = find(triples_of(nlp, text), relation)
    assert triple.object is not None and triple.object.display == obj


# (text, relation, role, shown): a description the name right after it is set beside stands for that name
# ("the regulator Ofcom", "The opposition Syrian National Coalition"), in its own phrase; the apposition's
# own statement keeps the description's words ("Ofcom | be | the regulator", never "Ofcom | be | Ofcom").
APPOSED = [
    pytest.param(
        "The opposition Free Syria Council accused the government of the shelling.",
        "accuse",
        "subject",
        "Free Syria Council",
        id="description and name parsed as two subjects of one verb",
    ),
    pytest.param(
        "The opposition Free Syria Council accused the government of the shelling.",
        "be",
        "object",
        "opposition",
        id="the apposition's own statement keeps the description",
    ),
    pytest.param(
        "Nine civilians died in rebel shelling on the government-held west the Syrian Monitor for Rights "
        "said.",
        "shell on",
        "object",
        "the government-held west",
        id="a closing speaker hung on the noun before it (commas lost): open",
    ),
    pytest.param(
        "The Swedish chemist leading the team Ake Sellberg said the reports should be examined.",
        "lead",
        "object",
        "the team",
        id="a person beside an organisation noun: open",
    ),
    pytest.param(
        "IS in a statement published on Twitter and the messaging service Telegram said the attack killed "
        "20 soldiers.",
        "kill",
        "speaker",
        "the messaging service",
        id="a description joined by 'and' to a prepositional object the parse left it out of: open",
    ),
]


@pytest.mark.parametrize(("text", "relation", "role", "shown"), APPOSED)
def test_a_description_stands_for_the_name_set_beside_it(nlp, text, relation, role, shown):
    triple = find(triples_of(nlp, text), relation)
    span = {"speaker": triple.attributed_to, "subject": triple.subject, "object": triple.object}[role]
    assert span is not None and span.display == shown


def test_a_possessive_without_its_apostrophe_is_no_name_beside_the_description(nlp):
    # "The city Syrias largest" (commas and apostrophes lost): the city is Syria's largest, not Syria
    text = "The city Syrias largest before the war has been a main battleground in the conflict."
    assert not any(t.subject.resolved or (t.object and t.object.resolved) for t in triples_of(nlp, text))
