"""Session 8's entity rules (issue 13), each from evidence that carries over to text kg has never seen:
maintained given names, and "at" before a venue. Each case is a real-model build of a short text in which
NER gets the kind wrong, or a check that the rule's guards hold."""

from __future__ import annotations

from collections import Counter

import pytest

from kg.entities import resolve_entities
from kg.entities.evidence import WordStats, junk_reason
from kg.entities.gazetteer import given_names
from kg.pipeline import extract_articles
from kg.types import Article


def _kinds(*texts: str) -> dict[str, str]:
    articles = [Article(f"a{i}", text) for i, text in enumerate(texts)]
    resolution = resolve_entities(extract_articles(articles, progress=None))
    return {entity.label: entity.kind for entity in resolution.entities}


@pytest.mark.parametrize(
    ("name", "given"),
    [
        ("maeve", True),  # Irish
        ("sven", True),  # Scandinavian
        ("trevor", True),  # English
        ("chelsea", False),  # a place GeoNames knows leads clubs' and places' names too
        ("jordan", False),
        ("general", False),  # a word Faker's generic "en" list holds as a name
    ],
)
def test_given_names_come_from_the_maintained_lists_less_place_names(name: str, given: bool) -> None:
    assert (name in given_names()) is given


@pytest.mark.parametrize(
    ("text", "name", "kind"),
    [
        # tagged FAC: a given name and a surname, with nothing around it to say otherwise
        (
            "Veteran presenter Bruce Forsyth and Tess Daly will host the programme, which follows hot on "
            "the heels of the BBC's success.",
            "Tess Daly",
            "Person",
        ),
        # tagged ORG
        (
            "David Beckham, watched by Sven-Goran Eriksson, came off in the 67th minute with a shoulder "
            "injury.",
            "Sven-Goran Eriksson",
            "Person",
        ),
    ],
)
def test_a_name_opening_with_a_known_given_name_is_a_person(text: str, name: str, kind: str) -> None:
    assert _kinds(text)[name] == kind


def test_a_given_name_before_a_word_the_text_writes_in_lower_case_names_a_thing() -> None:
    kinds = _kinds(
        "The Brit Awards will be held in London next month. Organisers said the awards would be "
        "broadcast live on television for the first time."
    )
    # the given-name rule, which would make it a person, stays out; "Awards" ends an event's name
    assert kinds["Brit Awards"] == "Event"


def test_a_name_after_at_is_a_venue_even_when_it_opens_with_a_given_name() -> None:
    kinds = _kinds(
        '"It was a great weekend," said Roddick, who was on the US team which lost to France in the 2002 '
        "semi-finals at Roland Garros."
    )
    assert kinds["Roland Garros"] == "Place"


def test_two_names_joined_by_a_preposition_are_no_one_name() -> None:
    articles = [
        Article(
            "a0",
            "Brennan is highly rated in Toulouse. The 31-year-old former Dublin milkman moved from Leinster "
            "to Toulouse in 2003 and immediately picked up a Heineken Cup winner's medal.",
        )
    ]
    resolution = resolve_entities(extract_articles(articles, progress=None))
    labels = {entity.label for entity in resolution.entities}
    assert "Leinster to Toulouse" not in labels
    # split into its two names (kg/entities/prepositions.py), where it was dropped whole before
    assert {"Leinster", "Toulouse"} <= labels


def test_a_peoples_adjective_before_a_noun_is_no_entity() -> None:
    articles = [
        Article(
            "a0",
            "Digital television has been a success in Scandinavian countries, where most homes have a "
            "set-top box, the regulator said.",
        )
    ]
    resolution = resolve_entities(extract_articles(articles, progress=None))
    assert "Scandinavian" not in {entity.label for entity in resolution.entities}
    assert ("Scandinavian", "adjective", 1) in resolution.dropped


def test_a_large_city_tagged_as_a_person_in_a_list_of_cities_is_a_place() -> None:
    kinds = _kinds(
        "The transmission area will initially include Paris, Lille, Lyon and Toulouse. Eventually there "
        "will be 115 sites reaching over 80% of the population."
    )
    assert kinds["Lyon"] == "Place" and kinds["Toulouse"] == "Place"


@pytest.mark.parametrize(
    ("text", "people"),
    [
        # Hamilton (Ontario) is a large city, but the list's other items are people
        (
            "Formula One drivers Hamilton, Alonso and Button all crashed in qualifying.",
            ["Hamilton", "Alonso"],
        ),
        # Houston and Jackson are large cities; their votes must not make Madonna a place
        (
            "The album features duets with Houston, Jackson and Madonna, the label said.",
            ["Madonna", "Jackson"],
        ),
    ],
)
def test_a_large_city_tagged_as_a_person_does_not_turn_a_list_of_people_into_places(
    text: str, people: list[str]
) -> None:
    kinds = _kinds(text)
    assert [kinds[name] for name in people] == ["Person"] * len(people)


def test_a_singers_surname_that_is_a_city_stays_with_her_full_name_in_a_list_of_people() -> None:
    articles = [
        Article(
            "a0",
            "The concert featured songs by Whitney Houston, Michael Jackson and Madonna. Houston, Jackson "
            "and Madonna sold millions of records.",
        )
    ]
    entities = resolve_entities(extract_articles(articles, progress=None)).entities
    houston = next(entity for entity in entities if entity.label == "Whitney Houston")
    assert houston.kind == "Person" and "Houston" in houston.aliases
    assert {entity.label: entity.kind for entity in entities}["Madonna"] == "Person"


@pytest.mark.parametrize(
    ("text", "name"),
    [
        # Faker lists "trinity", "duke", "kaiser" and the article "el" as given names
        ("Trinity Mirror, the publisher of the Daily Mirror, cut 100 jobs.", "Trinity Mirror"),
        ("Duke Energy said its profits rose.", "Duke Energy"),
        ("Kaiser Chiefs and Franz Ferdinand will headline the festival.", "Kaiser Chiefs"),
        ("Israeli airline El Al cancelled flights to Istanbul.", "El Al"),
        # "kelly" is a given name, but the apposition names a firm
        ("Kelly Services, the staffing firm, hired 200 workers.", "Kelly Services"),
    ],
)
def test_a_given_name_rule_leaves_an_organisation_an_organisation(text: str, name: str) -> None:
    assert _kinds(text)[name] == "Organization"


def test_a_given_name_and_ners_person_outweigh_one_organisation_word_before_the_name() -> None:
    kinds = _kinds(
        "In an opinion piece published on CNNs website Charles Lister of the Brookings Doha Centre said "
        "Syrias rebels were facing an existential threat."
    )
    assert kinds["Charles Lister"] == "Person"


@pytest.mark.parametrize(
    ("text", "name", "kind"),
    [
        # an event NER tags EVENT: "at" says when it takes place, not that it is a place
        ("Federer lost in the final at Wimbledon last year.", "Wimbledon", "Event"),
        # a work someone laughs at
        ("He laughed at Hamlet, the play staged by the company.", "Hamlet", "Other"),
    ],
)
def test_at_is_no_place_evidence_for_an_event_or_a_work(text: str, name: str, kind: str) -> None:
    assert _kinds(text)[name] == kind


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        # "Letter" is a word the text writes in lower case: a title's word, not a name run into "America"
        (
            "Alistair Cooke presented Letter From America for years. America loved it. His letter was read "
            "each week.",
            "Organization",
        ),
        # the text states it is a work
        ("Alistair Cooke presented the programme Letter From America for years. America loved it.", "Other"),
    ],
)
def test_a_title_with_a_preposition_and_one_known_name_is_kept(text: str, kind: str) -> None:
    resolution = resolve_entities(extract_articles([Article("a0", text)], progress=None))
    assert {entity.label: entity.kind for entity in resolution.entities}["Letter From America"] == kind


@pytest.mark.parametrize(
    ("labels", "reason"),
    [
        (Counter({"NORP": 2}), "adjective"),
        # a mention NER reads as an organisation or a person names the party, whatever the others qualify
        (Counter({"NORP": 2, "ORG": 1}), None),
        (Counter({"NORP": 2, "PERSON": 1}), None),
    ],
)
def test_a_peoples_adjective_is_dropped_only_when_ner_reads_it_as_nothing_but_a_group(
    labels: Counter[str], reason: str | None
) -> None:
    # "Republican senators": one mention right before a lower-case noun
    stats = WordStats.of(["Republican senators blocked the bill."])
    args = ("Republican", labels, 1, 0, labels.total(), stats, False)
    assert junk_reason(*args, before_noun=1) == reason
    assert junk_reason(*args, before_noun=0) is None


def test_a_peoples_adjective_before_a_noun_in_one_of_its_mentions_is_still_no_entity() -> None:
    articles = [
        Article(
            "a0",
            "Catalan voters went to the polls. Catalan President Carles Puigdemont said he would not back "
            "down.",
        )
    ]
    resolution = resolve_entities(extract_articles(articles, progress=None))
    assert ("Catalan", "adjective", 2) in resolution.dropped
