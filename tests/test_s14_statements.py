"""Session 14's statement rules (issue 12, class 1: descriptions left open), on real-model parses of
sentences written for these tests: each case is a shape found in the development sets, with its
counter-case."""

from __future__ import annotations

import pytest

from tests.statements import find, triples_of

# (text, relation, subject and flag): a plural armed-group description is the one armed group named in its
# sentence or the two before; two groups there, or none, leave it open (and out of the graph).
ARMED = [
    pytest.param(
        "Islamic State has swept across northern Iraq in recent weeks. The insurgents are also tightening "
        "their grip in Syria.",
        "tighten",
        ("Islamic State", ""),
        id="the one group named before (dev-s13 0532)",
    ),
    pytest.param(
        "Russian jets struck a Daesh stronghold near Mayadin on Monday. The terrorists had a depot of tank "
        "shells there.",
        "have depot of",
        ("Daesh", ""),
        id="the one group, named inside a phrase (dev-s6 0671)",
    ),
    pytest.param(
        "Daesh has claimed bombings in the region before. The province is controlled by the YPG. The "
        "militants have declared an autonomous region.",
        "declare",
        ("The militants", "description"),
        id="two groups in reach: open (audit 0043)",
    ),
    pytest.param(
        "Islamic State seized the dam in May. The river is low. The harvest was poor this year. Farmers "
        "left the valley. The militants have declared an autonomous region.",
        "declare",
        ("The militants", "description"),
        id="the group named too far back: open",
    ),
    pytest.param(
        "Al-Shabab gunmen stormed a hotel in Mogadishu on Friday. The militants said they had killed ten "
        "guards before troops retook the building.",
        "say",
        ("Al-Shabab", ""),
        id="a hyphenated name, three tokens to spaCy (review a07)",
    ),
    pytest.param(
        "Al-Qaeda and Islamic State fighters clashed near Idlib on Monday. The militants later withdrew from "
        "two villages.",
        "withdraw from",
        ("The militants", "description"),
        id="a hyphenated name is a second group: open (review a11)",
    ),
    pytest.param(
        "WHY IS THE BORDER CLOSED\n\nPakistani officials said the militants crossed the mountain passes at "
        "night and attacked two checkpoints near the border.",
        "cross",
        ("the militants", "description"),
        id="IS in a line written in capitals is a verb: open (review a06)",
    ),
]


@pytest.mark.parametrize(("text", "relation", "subject"), ARMED)
def test_a_plural_armed_group_description_is_the_one_group_named_in_reach(nlp, text, relation, subject):
    triple = find(triples_of(nlp, text), relation)
    assert (triple.subject.display, triple.flag) == subject


def test_a_pronoun_that_took_the_descriptions_words_follows_it(nlp):
    text = (
        "Islamic State has swept across northern Iraq. The insurgents are also tightening their grip in "
        "Syria, of which they now control roughly a third."
    )
    assert find(triples_of(nlp, text), "control").subject.display == "Islamic State"


# (text, relation, object): "the town" is the one place named as a town in its sentence or the two before.
TOWNS = [
    pytest.param(
        "Three hundred men were executed in the town of Ghraneij when Islamic State stormed the town.",
        "storm",
        "Ghraneij",
        id="the town of X in the same sentence (dev-s13 0532)",
    ),
    pytest.param(
        "Fighters left the town of Kishkeih and the town of Abu Hammam. The army later stormed the town.",
        "storm",
        "the town",
        id="two towns: open",
    ),
    pytest.param(
        "Rebels shelled the city of Aleppo on Monday. The army later stormed the town.",
        "storm",
        "the town",
        id="a city is no town: open",
    ),
    pytest.param(
        "Rebels captured the town of Jisr al-Shughour in April. Government troops later shelled the town.",
        "shell",
        "Jisr al-Shughour",
        id="an Arabic article split off by its hyphen stays in the name (review s15)",
    ),
    pytest.param(
        "Government forces have held parts of the city of Deir ez-Zor for three years. Aid drops kept the "
        "city supplied.",
        "keep",
        "Deir ez-Zor",
        id="the city of Deir ez-Zor, whole (review s13)",
    ),
]


@pytest.mark.parametrize(("text", "relation", "obj"), TOWNS)
def test_the_town_is_the_one_town_named_just_before(nlp, text, relation, obj):
    triple = find(triples_of(nlp, text), relation)
    assert triple.object is not None and triple.object.display == obj


# (text, relation, subject): "the city" after a name that holds a capitalised "City", a "city" modifying a
# noun, or a ranked city ("the capital city of Bolivia") names no city: the description stays open.
CITY_SUBJECTS = [
    pytest.param(
        "Fans flooded Varnholt City for the victory parade on Wednesday. Police said the city was calm by "
        "the evening.",
        "be",
        id="a capitalised City is part of a name GeoNames does not know (review s04)",
    ),
    pytest.param(
        "In March city officials approved a new budget for the year. Later the city cut property taxes by "
        "2%.",
        "cut",
        id="city modifying a noun, after a date (review s06)",
    ),
    pytest.param(
        "The capital city of Bolivia is Sucre. The city sits at 2,800 metres.",
        "sit at",
        id="the capital city of a country (review s10)",
    ),
    pytest.param(
        "The largest city of Syria is Aleppo. The city was divided for four years.",
        "divide",
        id="the largest city of a country (review s11)",
    ),
]


@pytest.mark.parametrize(("text", "relation"), CITY_SUBJECTS)
def test_the_city_is_no_name_that_only_holds_the_word(nlp, text, relation):
    triple = find(triples_of(nlp, text), relation)
    assert (triple.subject.display.lower(), triple.flag) == ("the city", "description")


def test_the_city_is_a_city_geonames_knows_by_its_whole_name(nlp):
    # Session 45's known_towns: GeoNames knows "Kansas City" whole as a city, and it is the one city the text
    # names, so "the city" is it (until then a name holding "City" left the description open, the case above).
    text = (
        "Fans flooded Kansas City for the victory parade on Wednesday. Police said the city was calm by the "
        "evening."
    )
    triple = find(triples_of(nlp, text), "be")
    assert triple.subject.display == "Kansas City"


# (text, relation, flag): a subject "the" + one common noun that nothing resolves stays out of the graph;
# an event, a one-of-a-kind noun, a kind noun's own rule and a passive with its agent stay as before.
OPEN_SUBJECTS = [
    pytest.param(
        "McDonald's will sponsor a programme on MTV. The move comes amid growing concerns about obesity.",
        "come amid",
        "description",
        id="the move (dev-s13 business/226 shape)",
    ),
    pytest.param(
        "Two sprinters missed a drugs test. The athletes withdrew from the Olympics on Friday.",
        "withdraw from",
        "description",
        id="a plural: the athletes (dev-s7 shape)",
    ),
    pytest.param(
        "The attack killed 16 people in Hasakeh on Tuesday.",
        "kill",
        "",
        id="the article's event stays: the event model reads it",
    ),
    pytest.param(
        "The dollar regained ground against the yen on Monday.",
        "regain",
        "",
        id="one of a kind: the dollar",
    ),
    pytest.param(
        "The greenback hit a record low against the euro on Friday.",
        "hit",
        "",
        id="one of a kind: the greenback, the dollar as news writes it (review d01)",
    ),
    pytest.param(
        "The world deserves to know the truth about the attack.",
        "deserve to know",
        "",
        id="one of a kind: the world",
    ),
    pytest.param(
        "The attacker detonated his explosives outside a bakery in Hasakeh.",
        "detonate",
        "",
        id="the perpetrator of the article's attack",
    ),
    pytest.param(
        "Witnesses said the crimes were committed by the Russian aircraft.",
        "commit",
        "",
        id="a passive with its agent: the description becomes the object",
    ),
]


@pytest.mark.parametrize(("text", "relation", "flag"), OPEN_SUBJECTS)
def test_an_open_description_subject_stays_out_of_the_graph(nlp, text, relation, flag):
    assert find(triples_of(nlp, text), relation).flag == flag


# (text, relation, subject): a bare "the" + a facility noun (ontology/facility-nouns.tsv) that the one name
# before it ends on is that name; two such names leave it open (and out of the graph), and a noun not in
# that table ("The front has been quiet" after "Al-Nusra Front fighters") stays open.
NAMED_AGAIN = [
    pytest.param(
        "Flights were cancelled at Stansted Airport on Monday. The airport has been closed indefinitely, "
        "officials said.",
        "close",
        ("Stansted Airport", ""),
        id="the airport",
    ),
    pytest.param(
        "Flights were cancelled at Stansted Airport and at the Luton Airport on Monday. The airport has been "
        "closed indefinitely, officials said.",
        "close",
        ("The airport", "description"),
        id="two airports: open",
    ),
    pytest.param(
        "Crowds gathered at Behesht-e Zahra Cemetery and at the Martyrs\u2019 Cemetery in Kerman on Monday. "
        "The cemetery has been closed indefinitely, state media said.",
        "close",
        ("The cemetery", "description"),
        id="a second cemetery NER missed: open",
    ),
    pytest.param(
        "Al-Nusra Front fighters attacked army positions near Aleppo on Saturday. The front has been quiet "
        "since Sunday, residents said.",
        "be",
        ("The front", "description"),
        id="a battle front is no facility: open (session 13's review f01)",
    ),
]


@pytest.mark.parametrize(("text", "relation", "subject"), NAMED_AGAIN)
def test_a_facility_noun_repeating_a_names_last_word_is_that_name(nlp, text, relation, subject):
    triple = find(triples_of(nlp, text), relation)
    assert (triple.subject.display, triple.flag) == subject
