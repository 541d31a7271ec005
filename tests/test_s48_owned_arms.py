"""A state's armed men or machines written with its body's noun bare (issue 12, class 1), session 48:
"regime forces" after "the Assad regime" stands for "Assad regime forces", "government troops" after "the
Syrian government" for "Syrian government troops"; two owners, a modifier with words of its own, or another
state named in the sentence leave it open. Real-model parses of invented sentences."""

from __future__ import annotations

import pytest

from tests.statements import triples_of


def subjects(nlp, text: str, lemma: str) -> set[str]:
    return {t.subject.display for t in triples_of(nlp, "Headline here\n\n" + text) if t.lemma == lemma}


@pytest.mark.parametrize(
    ("text", "lemma", "subject"),
    [
        (
            "The Assad regime has lost ground in the east. Regime forces shelled the village of Kafr Nabl on "
            "Monday.",
            "shell",
            "Assad regime forces",
        ),
        (
            "Rebels accused the Syrian regime of the raid. Regime warplanes bombed the market again.",
            "bomb",
            "Syrian regime warplanes",
        ),
        # the owned phrase written with the arms noun itself
        (
            "Syrian government forces advanced on the town. Later government forces took the bridge.",
            "take",
            "Syrian government forces",
        ),
    ],
)
def test_bare_modifier_takes_its_one_owner(nlp, text: str, lemma: str, subject: str) -> None:
    assert subject in subjects(nlp, text, lemma)


@pytest.mark.parametrize(
    ("text", "lemma", "subject"),
    [
        # a state's word that only qualifies another noun names an ally or a base, not the owner
        (
            "The Assad regime has lost ground in the east. Russian warplanes and regime forces pounded the "
            "town on Monday.",
            "pound",
            "Assad regime forces",
        ),
        (
            "The Syrian government denied the report. The Britain-based monitor said government troops had "
            "stormed the town.",
            "storm",
            "Syrian government troops",
        ),
        # "us" the pronoun is no United States
        (
            "The Syrian government denied the report. A resident told us government forces had shelled the "
            "market.",
            "shell",
            "Syrian government forces",
        ),
        # a singular arms noun after "a"
        (
            "The Assad regime has lost ground in the east. A regime helicopter dropped barrels on the "
            "market.",
            "drop",
            "Assad regime helicopter",
        ),
    ],
)
def test_state_beside_the_arms_is_no_owner(nlp, text: str, lemma: str, subject: str) -> None:
    assert subject in subjects(nlp, text, lemma)


def test_reported_arms_take_their_owner(nlp) -> None:
    text = "The Syrian government denied the report. Rebels said government troops had stormed the town."
    assert "Syrian government troops" in subjects(nlp, text, "storm")


@pytest.mark.parametrize(
    ("text", "lemma", "bare"),
    [
        # two owners of the noun: either may be meant
        (
            "The Syrian regime and the Assad regime were blamed. Regime warplanes bombed the market.",
            "bomb",
            "Regime warplanes",
        ),
        # no owner named at all: no country is invented
        (
            "The regime has lost ground in the east. Regime forces shelled the village.",
            "shell",
            "Regime forces",
        ),
        # another state named before it in its sentence sets the scene
        (
            "The Syrian government denied the report. In Iraq, government troops stormed the town.",
            "storm",
            "government troops",
        ),
        # a state that speaks for itself may mean its own troops
        (
            "The Syrian government denied the report. Turkey said government forces had stormed the town.",
            "storm",
            "government forces",
        ),
        (
            "The Syrian government denied the report. Ankara said government troops had fired on the "
            "border post.",
            "fire on",
            "government troops",
        ),
        # a state's word still sets the scene when it qualifies a place, or speaks when it qualifies the
        # body that reports the arms
        (
            "The Syrian government denied the report. In Iraqi Kurdistan, government troops stormed the "
            "town.",
            "storm",
            "government troops",
        ),
        (
            "The Syrian government denied the report. The Iraqi army said government troops had stormed the "
            "town.",
            "storm",
            "government troops",
        ),
    ],
)
def test_bare_modifier_stays_open(nlp, text: str, lemma: str, bare: str) -> None:
    assert bare in subjects(nlp, text, lemma)


def test_modifier_with_words_of_its_own_is_none(nlp) -> None:
    text = "The Syrian government denied the report. Pro-government forces stormed the town."
    assert "Syrian government forces" not in subjects(nlp, text, "storm")
