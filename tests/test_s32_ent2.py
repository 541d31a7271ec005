"""Entities of session 32, second round (issue 13). A noun of a match or a performance before "at" makes the
name after it a venue, a place ("a charity match at Kelso Park"); a bare "at" stays a weak vote. A noun
for one person of a people ("Spaniard") stays a demonym whatever NER tagged; "Olympic" and "Anglo" alone
are adjectives; the speaker of a first-person quote named after "said" is a person. Each text is invented;
near misses beside each rule."""

from __future__ import annotations

import pytest

from kg.entities.evidence import CONTEXT_WEIGHT, context_kind
from kg.types import PERSON, PLACE
from tests.hand_tagged import mention_at


@pytest.mark.parametrize(
    ("text", "name", "label"),
    [
        ("The squad will play a charity match at Kelso Park next month.", "Kelso Park", "ORG"),
        ("She pulled out of the concert at the Hale Arena after a fall.", "Hale Arena", "ORG"),
        ("Tickets for their gigs at Brankmoor sold out in an hour.", "Brankmoor", "ORG"),
        ("Both fixtures at the Tolby Bowl were moved to Sunday.", "Tolby Bowl", "FAC"),
    ],
)
def test_a_match_or_a_concert_at_a_name_makes_it_a_venue(text: str, name: str, label: str) -> None:
    assert context_kind(text, mention_at(text, name, label)) == (PLACE, CONTEXT_WEIGHT)


@pytest.mark.parametrize(
    ("text", "name", "label"),
    [
        # a bare "at": a firm's staff work at it too, so the vote stays weak
        ("She was a strategist at Kelso Partners for ten years.", "Kelso Partners", "ORG"),
        # a show may be a trade fair's stand, a game a firm's product: neither noun is read
        ("The handset was on show at Brankoff before the launch.", "Brankoff", "ORG"),
        # a work or an event is what a performance is at, not where
        ("The band played a concert at Live Aid in 1985.", "Live Aid", "EVENT"),
    ],
)
def test_near_misses_state_no_venue(text: str, name: str, label: str) -> None:
    assert context_kind(text, mention_at(text, name, label)) != (PLACE, CONTEXT_WEIGHT)


def test_a_noun_for_one_person_of_a_people_stays_a_demonym_whatever_ner_tagged() -> None:
    from tests.test_ontology import entity_of, resolve

    resolution = resolve(
        "[Briton|PERSON] wins the race. The 30-year-old [Spaniard|ORG] scored twice.",
        "Kelso thanked the [Dutchman|PERSON] for his goal.",
    )
    labels = {e.key: e.label for e in resolution.entities}
    for word, country in (("Briton", "United Kingdom"), ("Spaniard", "Spain"), ("Dutchman", "Netherlands")):
        assert labels.get(entity_of(resolution, word).demonym_of or "") == country, word


def test_a_one_word_person_tag_on_an_adjective_demonym_keeps_it_from_its_anchor() -> None:
    # "French" alone tagged PERSON is a surname as often ("Dawn French"): no link, as before
    from tests.test_ontology import entity_of, resolve

    resolution = resolve("[French|PERSON] joked about it on the show. [French|PERSON] laughed.")
    assert entity_of(resolution, "French").demonym_of is None


def test_the_games_adjective_and_a_combining_form_alone_are_no_entities() -> None:
    from tests.test_ontology import resolve

    resolution = resolve(
        "The double [Olympic|PERSON] champion Kelso Hale ran. [Olympic|EVENT] hopes rose.",
        "The [Anglo|NORP]-Norwegian firm grew.",
    )
    labels = {e.label for e in resolution.entities}
    assert "Olympic" not in labels and "Anglo" not in labels


def test_the_olympics_stay_the_games_name() -> None:
    # the plural of a group's adjective is a people-word ("Asians"), but "Olympics" heads the Games' name
    from tests.test_ontology import entity_of, resolve

    resolution = resolve("She won gold at the [Olympics|EVENT] in Athens. The [Olympics|EVENT] ended.")
    assert entity_of(resolution, "Olympics").label == "Olympics"


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ('"I was training hard all winter," said Tolbury. "It paid off."', "Tolbury"),
        ('"The crowd lifted me in the last set," says Kelso Brankoff.', "Kelso Brankoff"),
        ('"It is my last season here, and a good one," added Marwick, who retires in May.', "Marwick"),
    ],
)
def test_the_speaker_of_a_first_person_quote_is_a_person(text: str, name: str) -> None:
    assert context_kind(text, mention_at(text, name, "ORG")) == (PERSON, CONTEXT_WEIGHT)


@pytest.mark.parametrize(
    ("text", "name"),
    [
        # a body speaks as "we"
        ('"We will appeal against the ruling," said Tolbury Holdings.', "Tolbury Holdings"),
        # the name qualifies the speaker who follows it
        ('"I am proud of the squad," said Kelso coach Ann Lee.', "Kelso"),
        # the "I" stands outside the quote that closes before the verb
        ('I asked again. "The results are good," said Brankoff.', "Brankoff"),
    ],
)
def test_near_misses_state_no_person_speaker(text: str, name: str) -> None:
    assert context_kind(text, mention_at(text, name, "ORG")) != (PERSON, CONTEXT_WEIGHT)
