"""Session 23's rules for lists read as copulas (issue 12, audit class 4): a squad's "Player (Club)" items
give no copula (kg/extract/copulas.py, lists.py), and neither does a credit run into the next sentence.
Real-model parses of sentences written for the tests in the shape of dev-s22's pages."""

from __future__ import annotations

import pytest
from statements import triples_of

SQUAD = (
    "Tom Hale has been recalled to the Wales squad.\n\n"
    "Backs: Ian Pryce (Cardiff Blues), Owen Lloyd (Ospreys), Dai Rees (Scarlets), "
    "Huw Jenkins (Cardiff Blues), Rhys Morgan (Bath) Forwards: Gareth Evans (Ospreys), "
    "Tom Hale (captain, Scarlets), Aled Jones (Gloucester)."
)


def _copulas(nlp, text: str) -> dict[tuple[str, str], str]:
    """Each "be" statement of ``text`` as (subject, object) -> its flag ("" when it enters the graph)."""
    return {
        (t.subject.display, t.object.display): t.flag
        for t in triples_of(nlp, text)
        if t.lemma == "be" and t.object is not None
    }


def test_a_squad_lists_players_not_players_who_are_their_clubs(nlp) -> None:
    copulas = _copulas(nlp, SQUAD)
    for player, club in [
        ("Ian Pryce", "Cardiff Blues"),
        ("Rhys Morgan", "Bath"),
        ("Aled Jones", "Gloucester"),
    ]:
        assert copulas[(player, club)] == "copula"
    assert copulas[("Scarlets", "captain")] == "copula"  # the club of "(captain, Scarlets)" is no captain
    assert copulas[("Tom Hale", "captain")] == ""  # a role in his bracket describes the player


@pytest.mark.parametrize(
    ("text", "subject", "obj"),
    [
        # one bracket is another name of the thing, or a short form of it
        ("The deal was signed by General Motors (GM), Ford and Toyota.", "General Motors", "GM"),
        (
            "The race was not run by the World Anti-Doping Agency (Wada), the Cycling Union (UCI) "
            "or the Olympic Committee (IOC).",
            "the World Anti-Doping Agency",
            "Wada",
        ),
        (
            "The deal was signed by General Motors (GM), the Ford Motor Company (Ford) "
            "and Toyota Motor (TM).",
            "the Ford Motor Company",
            "Ford",
        ),
    ],
)
def test_a_bracket_that_names_the_thing_again_stays_a_copula(nlp, text: str, subject: str, obj: str) -> None:
    assert _copulas(nlp, text)[(subject, obj)] == ""


@pytest.mark.parametrize(
    ("text", "subject", "flag"),
    [
        # a pull quote's credit run into the next sentence, whose own subject opens with "The"
        (
            "Crews searched the flats all day. - Omar Haddad aid worker "
            "The bombing was the heaviest of the year.",
            "Omar Haddad aid worker",
            "copula",
        ),
        # a name after the subject is title case too, and opens no sentence
        (
            "The US reception to this game from developers Blizzard has been hugely enthusiastic.",
            "The US reception to this game from developers",
            "",
        ),
    ],
)
def test_a_credit_run_into_a_sentence_is_no_subject_of_its_copula(
    nlp, text: str, subject: str, flag: str
) -> None:
    [statement] = [t for t in triples_of(nlp, text) if t.subject.display == subject]
    assert statement.flag == flag
