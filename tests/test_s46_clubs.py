"""Kinds of session 46 (issue 13): a club written by its town's name in running text, which NER tags as the
town or a person: a transfer's or a knock-out's verb before it ("joined Kelso", "saw off Kelso"), a club's
staff after it ("the Kelso boss", "Kelso's manager"), "a Kelso side", a score beside it ("Kelso 3-1
Hale"), and a match's verb before a name tagged as a person that is no person's ("beat Norvane"). Near
misses beside each: no sport story, a nation, a person's full name, a person's possessive. Each text is
invented."""

from __future__ import annotations

import pytest

from kg.entities import resolve_entities
from kg.pipeline import extract_articles
from kg.types import ORGANIZATION, PERSON, PLACE, Article
from tests.test_s38_kind import kinds

# a story about matches: "league", "match" and "striker" (teams.sport_article)
_SPORT = "The league match ended late and the striker was booked twice. "


@pytest.mark.parametrize(
    "sentence",
    [
        "Brand joined Kelso in the summer from a lower division.",
        "Last month Brand signed for Kelso on a two-year deal.",
        "They saw off Kelso on Tuesday night to go through.",
        "The Kelso boss was unhappy with the referee.",
        "Kelso's manager said the result was fair.",
        "Brand scored twice for a Kelso side short of confidence.",
        "It finished Kelso 3-1 Harwick after extra time.",
        "It finished Harwick 1-3 Kelso after extra time.",
        "Two of his friends played in the great Kelso side that won the cup.",
        # a move to a side described is to the club: by an adjective or a clause after "side"
        "Brand joined a struggling Kelso side in the summer.",
        "Brand joined a Kelso side that had just gone down.",
    ],
)
def test_a_town_in_a_clubs_words_is_the_club_in_a_sport_story(sentence: str) -> None:
    text = _SPORT + sentence
    assert kinds(text, [("Kelso", "GPE")])["Kelso"] == ORGANIZATION


def test_a_town_and_a_club_word_tagged_as_a_place_is_the_club_in_a_sport_story() -> None:
    text = _SPORT + "Harrogate Rovers are expected to appeal against the fine."
    assert kinds(text, [("Harrogate Rovers", "GPE")])["Harrogate Rovers"] == ORGANIZATION


@pytest.mark.parametrize(
    "sentence",
    [
        "Harwick beat Norvane at the weekend to stay top.",
        # a sentence's opening determiner or a staff's qualifier before the name makes no person's full name
        "Harwick beat Norvane at the weekend. The Norvane fans left early.",
        "Former Norvane keeper Ann Lee has retired.",
    ],
)
def test_a_match_verb_before_a_name_tagged_person_is_the_club(sentence: str) -> None:
    tags = [("Norvane", "PERSON")] * sentence.count("Norvane")
    assert kinds(_SPORT + sentence, tags)["Norvane"] == ORGANIZATION


@pytest.mark.parametrize(
    ("text", "name", "label", "kind"),
    [
        # no story about matches: a town one joins is the town
        ("Brand joined Kelso in the summer after years in the city.", "Kelso", "GPE", PLACE),
        # a nation's side is judged as its country
        (_SPORT + "Brand scored twice for a Scotland side short of confidence.", "Scotland", "GPE", PLACE),
        # a continent's select side is judged as the continent, as a nation's is as its country
        (_SPORT + "Brand played for Europe in three cup finals.", "Europe", "LOC", PLACE),
        # a country's code names its national side too
        (_SPORT + "Brand scored twice for the GB side in the relay.", "GB", "GPE", PLACE),
        # "side of" is a place's side
        (_SPORT + "Fans gathered on the Kelso side of the river.", "Kelso", "GPE", PLACE),
        # a town's clubs after a move's or a knock-out's verb are none of them: the town
        (_SPORT + "Brand played for Kelso clubs for a decade.", "Kelso", "GPE", PLACE),
        (_SPORT + "Harwick saw off Kelso sides twice last year.", "Kelso", "GPE", PLACE),
        # a move to "a Kelso side" is to some club of the town, none named
        (_SPORT + "Brand is expected to join a Kelso side in January.", "Kelso", "GPE", PLACE),
        (_SPORT + "Brand is close to signing with a Kelso side, his agent said.", "Kelso", "GPE", PLACE),
        # a range of days after a town is no score ("3-5 March"), before it or after it
        (_SPORT + "The indoor trials are held in Kelso 3-5 March this year.", "Kelso", "GPE", PLACE),
        (_SPORT + "From March 3-5 Kelso hosts the indoor trials.", "Kelso", "GPE", PLACE),
        # a player's surname the article writes in full is the player
        (
            _SPORT + "Harwick beat Norvane at the weekend. Ella Norvane was upset.",
            "Norvane",
            "PERSON",
            PERSON,
        ),
        # a person's possessive is the person's: a player's coach
        (_SPORT + "Norvane's coach said the result was fair.", "Norvane", "PERSON", PERSON),
        # a given name opens the name: the person
        (_SPORT + "Harwick beat Anna at the weekend to stay top.", "Anna", "PERSON", PERSON),
    ],
)
def test_near_misses_keep_their_kind(text: str, name: str, label: str, kind: str) -> None:
    assert kinds(text, [(name, label)])[name] == kind


@pytest.mark.parametrize(
    ("sentence", "name"),
    [
        ("Struggling Hartlepool saw off Morecambe in the second round.", "Morecambe"),
        ("The Morecambe boss was unhappy with the referee.", "Morecambe"),
        ("Last season they saw off Rochdale in the cup.", "Rochdale"),
    ],
)
def test_a_town_in_a_clubs_words_is_the_club_with_the_real_model(nlp, sentence: str, name: str) -> None:
    # the model tags each town as a place (LOC or GPE): only the club's words make it the club
    extraction = extract_articles([Article("a", _SPORT + sentence)], progress=None)
    labels = {m.label for a in extraction for m in a.mentions if m.text == name}
    assert labels and labels <= {"GPE", "LOC"}
    kinds_of = {m.text: e.kind for e in resolve_entities(extraction).entities for m in e.mentions}
    assert kinds_of[name] == ORGANIZATION
