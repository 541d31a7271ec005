"""Harm given to the place or building struck (issue 12, class 2), session 38: the parser hangs a relative
clause or participle of harm on the nearest noun, or lets a participle take the subject of a clause about
the place struck; a depot or a neighbourhood kills no one, so the statement stays out of the graph (flag
`attachment`). A place's own verbs and a passive keep theirs. Real-model parses of invented sentences."""

from __future__ import annotations

import pytest

from tests.statements import triples_of


@pytest.mark.parametrize(
    ("text", "lemma"),
    [
        ("Several explosions rocked a depot which killed 30 soldiers.", "kill"),
        ("A clinic in the western quarter was hit two weeks ago wounding some of the nurses.", "wound"),
    ],
)
def test_harm_given_to_a_struck_place_stays_out(nlp, text: str, lemma: str) -> None:
    found = [t for t in triples_of(nlp, text) if t.lemma == lemma]
    assert found, [(t.subject.text, t.lemma) for t in triples_of(nlp, text)]
    assert all(t.flag == "attachment" for t in found), [(t.subject.text, t.lemma, t.flag) for t in found]


@pytest.mark.parametrize(
    ("text", "lemma", "subject"),
    [
        # names in the statements' phrases, so `nameless` (session 42) leaves them to the rules tested here
        ("A road linking Qarna and Kelvo was closed on Friday.", "link", "A road"),
        ("The hospital was destroyed by air strikes that killed nine people.", "kill", "air strikes"),
        ("Gunmen attacked the checkpoint killing four soldiers.", "kill", "Gunmen"),
        (
            "More depots and trucks were hit and destroyed in air strikes near Qarna.",
            "destroy in",
            "More depots",
        ),
    ],
)
def test_acts_a_place_does_or_others_do_stay_in(nlp, text: str, lemma: str, subject: str) -> None:
    found = [t for t in triples_of(nlp, text) if t.lemma == lemma and t.subject.text == subject]
    assert found and not any(t.flag for t in found), [
        (t.subject.text, t.lemma, t.flag) for t in triples_of(nlp, text)
    ]


@pytest.mark.parametrize(
    ("text", "subject"),
    [
        (
            "Rockets struck the northern district on Monday setting off blasts in an arms depot that "
            "killed at least 12 people.",
            "blasts",
        ),
        (
            "Police said it was the third attack near a school which killed at least four pupils.",
            "the third attack",
        ),
    ],
)
def test_harm_hung_on_a_building_goes_to_the_happening(nlp, text: str, subject: str) -> None:
    kills = [t for t in triples_of(nlp, text) if t.lemma == "kill"]
    assert [(t.subject.text, t.flag) for t in kills] == [(subject, "")], kills


@pytest.mark.parametrize(
    ("text", "lemma", "happening"),
    [
        (
            "Families held a protest outside the school which caused the illness in the village.",
            "cause",
            "protest",
        ),
        ("The mayor made a visit to the plant that caused the pollution.", "cause", "visit"),
        ("There was a strike at the factory which damaged the river for years.", "damage", "strike"),
    ],
)
def test_other_acts_on_a_building_stay_off_the_happening(nlp, text: str, lemma: str, happening: str) -> None:
    """A protest, a visit or a workers' strike causes no pollution: only a toll (kill, injure, wound) hung
    on a building goes to an attack's word."""
    found = triples_of(nlp, text)
    assert not [t for t in found if t.lemma == lemma and happening in t.subject.text], [
        (t.subject.text, t.lemma, t.flag) for t in found
    ]


@pytest.mark.parametrize(
    ("text", "lemma", "subject"),
    [
        ("The hospital destroyed the files of 3,000 patients in 2014.", "destroy", "The hospital"),
        ("The depot damaged its own reputation by losing the parcels.", "damage", "The depot"),
    ],
)
def test_a_building_that_does_the_act_itself_stays_in(nlp, text: str, lemma: str, subject: str) -> None:
    """A plain subject of its own verb is no clause the parser hung on a place: the hospital did destroy
    the files."""
    found = [t for t in triples_of(nlp, text) if t.lemma == lemma and t.subject.text == subject]
    assert found and all(t.flag != "attachment" for t in found), [
        (t.subject.text, t.lemma, t.flag) for t in triples_of(nlp, text)
    ]
