"""Kinds of session 49 (issue 13): a club written by its town's name beside a match's result in running text
("lost 2-1 to Kelso", "a 3-0 win over Kelso", "Kelso's 1-0 win") or as the club a player was signed from
("a signing from Kelso", "signed Ann Lee from Kelso"), and a story whose only words of sport are such
results counting as one about matches. Near misses beside each: no sport story, a nation, a person's full
name NER tagged as a body, a person's surname the article writes in full, a ground after "at". Each text is
invented."""

from __future__ import annotations

import pytest

from kg.entities import resolve_entities
from kg.entities.teams import sport_article
from kg.pipeline import extract_articles
from kg.types import ORGANIZATION, PERSON, PLACE, Article
from tests.test_s38_kind import kinds

# a story about matches: "league", "match" and "striker" (teams.sport_article)
_SPORT = "The league match ended late and the striker was booked twice. "


@pytest.mark.parametrize(
    "sentence",
    [
        "They went down 3-0 to Kelso on Tuesday night.",
        "Harwick lost 2-1 to Kelso in the cup.",
        "It was a 3-0 home win over Kelso for the leaders.",
        "A 1-1 draw with Kelso left them fourth.",
        "Brand was hurt during Kelso's 1-0 win on Sunday.",
        "Brand cost a fee of two million as a signing from Kelso last season.",
        "Harwick, who signed Ann Lee from Kelso in May, are top.",
        "Brand joined from Kelso in the summer.",
        "Their 2031 exit at the hands of Kelso stung.",
    ],
)
def test_a_town_beside_a_result_or_a_transfer_is_the_club(sentence: str) -> None:
    assert kinds(_SPORT + sentence, [("Kelso", "GPE")])["Kelso"] == ORGANIZATION


def test_a_result_word_counts_as_sport() -> None:
    text = "Brand scored once in the first half. They lost 2-0 to Harwick after a 3-1 win and a 2-2 draw."
    assert sport_article(text)
    # a share's range is no result
    assert not sport_article("Shares rose 2-3% on Monday. Profits fell 1-2% and costs 4-5%.")


@pytest.mark.parametrize(
    ("text", "name", "label", "kind"),
    [
        # no story about matches: a town after "lost 2-1 to" and "a signing from" stays the town
        ("The motion was lost 5-4 to Kelso in the vote.", "Kelso", "GPE", PLACE),
        # a nation's side is judged as its country
        (_SPORT + "They lost 2-1 to Scotland in the final.", "Scotland", "GPE", PLACE),
        # a person's full name NER tagged as a body: a tennis player
        (_SPORT + "Brand came through 6-4 7-5 against Xander Malloy.", "Xander Malloy", "ORG", PERSON),
        # a player's surname the article writes in full
        (
            _SPORT + "Brand lost 6-4 to Norvane on Friday. Ella Norvane was delighted.",
            "Norvane",
            "PERSON",
            PERSON,
        ),
        # a player's surname the article writes in full, though NER tagged it as a place
        (
            _SPORT + "Brand lost 6-2 to Norvane on Friday. Ella Norvane was delighted.",
            "Norvane",
            "GPE",
            PLACE,
        ),
        # a player's possessive is the player's: only a place's or a body's owns a club's result
        (_SPORT + "Tarrow's 6-3 win in the last set was swift.", "Tarrow", "PERSON", PERSON),
        # "at" is followed by a ground as often as by a side
        (_SPORT + "It was a 1-0 defeat at Kelso on Sunday.", "Kelso", "GPE", PLACE),
    ],
)
def test_near_misses_keep_their_kind(text: str, name: str, label: str, kind: str) -> None:
    assert kinds(text, [(name, label)])[name] == kind


@pytest.mark.parametrize(
    ("sentence", "name"),
    [
        ("He arrived as a signing from Swindon last year.", "Swindon"),
    ],
)
def test_a_town_a_player_left_is_the_club_with_the_real_model(nlp, sentence: str, name: str) -> None:
    extraction = extract_articles([Article("a", _SPORT + sentence)], progress=None)
    labels = {m.label for a in extraction for m in a.mentions if m.text == name}
    assert labels and labels <= {"GPE", "LOC"}
    kinds_of = {m.text: e.kind for e in resolve_entities(extraction).entities for m in e.mentions}
    assert kinds_of[name] == ORGANIZATION


@pytest.mark.parametrize(
    ("text", "name", "label"),
    [
        ("Hedge funds Tarnwick and Kelvo want the board removed.", "Kelvo", "GPE"),
        ("Casino operators Harbour Clubs, Ranley Group and Dunmore Leisure rose.", "Dunmore Leisure", "GPE"),
        ("A spokeswoman for Kelvo would not comment on the figures.", "Kelvo", "PERSON"),
        # a list of two after "the" and its noun; a firm's own noun after the name
        ("The hedge funds Tarnwick and Kelvo want the board removed.", "Tarnwick", "PERSON"),
        ("A spokesman for the Kelvo group said sales fell.", "Kelvo", "PERSON"),
    ],
)
def test_a_name_in_a_list_of_firms_or_a_spokesmans_body_is_a_firm(text: str, name: str, label: str) -> None:
    assert kinds(text, [(name, label)])[name] == ORGANIZATION


@pytest.mark.parametrize(
    ("text", "name", "label", "kind"),
    [
        # a person's full name after the noun: the trade's bosses
        ("Retailers Ann Lee and Sam Hale met the minister.", "Sam Hale", "PERSON", PERSON),
        # a nation after "rivals" is no firm: the noun is no `orgs-named` row
        ("They beat rivals Scotland and Wales last year.", "Wales", "GPE", PLACE),
        # a spokesman of a person: a title between
        ("A spokesman for Mr Kelvo declined to comment.", "Kelvo", "PERSON", PERSON),
        # one name after "the" and the noun: a relative clause's subject
        ("The companies Marlowe owns were sold last year.", "Marlowe", "PERSON", PERSON),
        # a noun that is a verb too counts only in its compound ("record labels")
        ("The report labels Marlowe a failure.", "Marlowe", "PERSON", PERSON),
        # the group a spokesman speaks for follows the name, which only qualifies it
        ("A spokesman for Tarnwick police said two men were held.", "Tarnwick", "GPE", PLACE),
        ("A spokesman for the Marlowe family thanked the rescuers.", "Marlowe", "PERSON", PERSON),
    ],
)
def test_firm_cues_near_misses_keep_their_kind(text: str, name: str, label: str, kind: str) -> None:
    assert kinds(text, [(name, label)])[name] == kind


def test_a_spokesmans_body_is_a_firm_with_the_real_model(nlp) -> None:
    text = "Brandle said profits rose. A spokeswoman for Brandle would not comment on the figures."
    extraction = extract_articles([Article("a", text)], progress=None)
    labels = {m.label for a in extraction for m in a.mentions if m.text == "Brandle"}
    assert "PERSON" in labels
    kinds_of = {m.text: e.kind for e in resolve_entities(extraction).entities for m in e.mentions}
    assert kinds_of["Brandle"] == ORGANIZATION
