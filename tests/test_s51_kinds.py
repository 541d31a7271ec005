"""Kinds of names read wrongly from the words around them (issue 13, kinds): a pronoun after a name that a
preposition makes a phrase's object belongs to the clause's subject, "scored against [Kelso] in his first
game" (``kg.entities.context_cues.pronoun_elsewhere``, context-words.tsv's `pronoun-elsewhere` rows); a
town's name after a verb or a preposition of meeting a side in a sentence of a match is its club, "Kelso take
on [Hale] in the cup" (context-words.tsv's `contest-meet` rows, read by ``kg.entities.sides.side_in_match``,
now on a name NER tags as a body too); and a name NER cut at the hyphen inside it, "[Owusu]-Abeyie", made
whole (``kg.entities.hyphens.regain_hyphen_back``); a side by its nickname, "the [Harriers] had looked
destined to win" in a story about matches (``kg.entities.sides.nickname_side``). Invented sentences."""

from __future__ import annotations

import pytest

from kg.entities.hyphens import regain_hyphen_back
from kg.types import ORGANIZATION, PERSON, Mention
from tests.hand_tagged import stated_kind

kind_of = stated_kind


@pytest.mark.parametrize(
    ("text", "name", "label"),
    [
        (
            "Voss marked his return with a goal against Kestrel in his first game of the season.",
            "Kestrel",
            "ORG",
        ),
        ("The rider, Tom Brack, from Hollinby developed his own gearbox in a shed.", "Hollinby", "ORG"),
        ("He scored twice after arriving at Marlow Park but his form soon faded.", "Marlow Park", "FAC"),
        ("It was a fine display against the Harriers that gave his side hope.", "Harriers", "WORK_OF_ART"),
    ],
)
def test_pronoun_after_the_object_of_a_preposition_is_not_the_names(text: str, name: str, label: str) -> None:
    assert kind_of(text, name, label) != PERSON


@pytest.mark.parametrize(
    ("text", "name", "label"),
    [
        # the name opens the clause: the pronoun is its own
        ("Kestrel made his debut in his home town on Sunday.", "Kestrel", "ORG"),
        # a name NER tags as a person's keeps the pronoun's vote after a preposition too
        ("The final was lost to Brack in his best match of the year.", "Brack", "PERSON"),
    ],
)
def test_pronoun_after_a_subject_or_a_tagged_person_is_the_names(text: str, name: str, label: str) -> None:
    assert kind_of(text, name, label) == PERSON


@pytest.mark.parametrize(
    ("text", "name", "label"),
    [
        ("Kestrel Rovers take on Hollinby in the cup on Wednesday night.", "Hollinby", "GPE"),
        ("Kestrel have not played Hollinby since that cup tie five years ago.", "Hollinby", "GPE"),
        ("He marked his return with a goal against Hollinby on Saturday.", "Hollinby", "ORG"),
        ("Kestrel Rovers face Hollinby in the league next week.", "Hollinby", "LOC"),
    ],
)
def test_town_met_in_a_match_is_its_club(text: str, name: str, label: str) -> None:
    assert kind_of(text, name, label) == ORGANIZATION


@pytest.mark.parametrize(
    ("text", "name", "label"),
    [
        # a nation's name stays its country, which fields its national side
        ("Kestrel Rovers will face Portugal in the cup next month.", "Portugal", "GPE"),
        # no score and no word of a match in the sentence: a verb of meeting says nothing of a side
        ("The firm will face Hollinby council in court over the plan.", "Hollinby", "GPE"),
        # a player NER tags as a person faces a player, no club
        (
            "The home favourite won the semi-final match. She will face Marat Kestrel in the final of the"
            " tournament on Sunday, after the quarter-final and the league cup.",
            "Marat Kestrel",
            "PERSON",
        ),
        (
            "The charity match goes ahead. The cup tie is billed as Voss's friends against Brackley's"
            " friends, the league's goal of the tournament.",
            "Brackley",
            "PERSON",
        ),
        # nor one NER tags as a place: a player meets a player ("face" with a word of a match)
        ("Kestrel Rovers will face Marta Vell in the final match of the league.", "Marta Vell", "GPE"),
        # a player's full name NER tagged as a body is no club ("beat" with a score)
        ("In the second round she beat Maria Kestrel of Spain 6-3 6-2.", "Maria Kestrel", "ORG"),
    ],
)
def test_town_met_outside_a_match_is_no_club(text: str, name: str, label: str) -> None:
    assert kind_of(text, name, label) != ORGANIZATION


def _regained(text: str, name: str, others: tuple[tuple[int, int], ...] = ()) -> str:
    start = text.index(name)
    mention = Mention("a", 0, name, start, start + len(name), "PERSON")
    return regain_hyphen_back(text, mention, lambda offset: any(a <= offset < b for a, b in others)).text


@pytest.mark.parametrize(
    ("text", "name", "whole"),
    [
        (
            "The winger Tomas Brackley-Owensby then fired in a cross.",
            "Tomas Brackley",
            "Tomas Brackley-Owensby",
        ),
        ("said Professor Ann Marlowe-Kestrel of the research group.", "Ann Marlowe", "Ann Marlowe-Kestrel"),
        ("Brackley-Owensby's pace was causing problems all night.", "Brackley", "Brackley-Owensby"),
    ],
)
def test_name_cut_at_its_hyphen_is_made_whole(text: str, name: str, whole: str) -> None:
    assert _regained(text, name) == whole


@pytest.mark.parametrize(
    ("text", "name"),
    [
        # two places, nations or peoples a hyphen joins
        ("Shelling was reported along the Syria-Turkey border on Monday.", "Syria"),
        ("The Paris-Berlin axis held firm.", "Paris"),
        # the back is written on its own elsewhere: two people's names joined
        ("The Marlowe-Kestrel feud went on. Kestrel said nothing.", "Marlowe"),
        # a lower-case compound and a score are no names
        ("The Kestrel-based firm won 3-2 in the end.", "Kestrel"),
    ],
)
def test_two_names_a_hyphen_joins_stay_apart(text: str, name: str) -> None:
    assert _regained(text, name) == name


def test_back_read_as_its_own_name_stays_its_own() -> None:
    text = "Brackley-Owensby then fired in a cross."
    assert _regained(text, "Brackley", ((9, 16),)) == "Brackley"


_MATCHES = " The league match and the cup tie came after the semi-final of the tournament."


@pytest.mark.parametrize(
    ("text", "name", "label"),
    [
        (
            "The Harriers had seemed sure to go through after the first leg." + _MATCHES,
            "Harriers",
            "PERSON",
        ),
        ("There is no comparison with the current Harriers team, he said." + _MATCHES, "Harriers", "NORP"),
    ],
)
def test_plural_nickname_after_the_in_a_story_of_matches_is_a_side(text: str, name: str, label: str) -> None:
    assert kind_of(text, name, label) == ORGANIZATION


@pytest.mark.parametrize(
    ("text", "name", "label"),
    [
        # a family's or a player's name in the plural or with its plural noun
        ("The Williams sisters met in the final once more." + _MATCHES, "Williams", "PERSON"),
        # a surname that ends in "s" takes "es" in the plural
        ("The Joneses had looked on from the stand all night." + _MATCHES, "Joneses", "PERSON"),
        # a people's plural
        ("The Scots had looked the stronger side all night." + _MATCHES, "Scots", "NORP"),
        # a region's plural name after a preposition of place
        ("Hot air drifted up from the Harriers all week." + _MATCHES, "Harriers", "PERSON"),
        # no story of matches
        ("The Harriers had looked destined to win the vote in the council.", "Harriers", "PERSON"),
    ],
)
def test_plural_name_that_is_no_nickname_stays(text: str, name: str, label: str) -> None:
    assert kind_of(text, name, label) != ORGANIZATION
