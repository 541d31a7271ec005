"""Near misses of session 41's noun complements (review b): a short definite object no name settles takes
only a phrase its noun's row names, not a "for" or "on" of why or how, and a verb of talking keeps its own
"with". Real-model parses of invented sentences."""

from __future__ import annotations

import pytest

from tests.statements import find, triples_of


def _object(nlp, text: str, lemma: str) -> str:
    """The object, as shown, of the first statement of relation ``lemma`` in ``text``."""
    t = find(triples_of(nlp, text), lemma)
    return t.object.text if t.object is not None else ""


ALONE = [
    pytest.param("Soldiers searched the barn for rifles on Tuesday.", "search", "the barn", id="for: why"),
    pytest.param(
        "Officers searched the flat for knives on Sunday.", "search", "the flat", id="for: what sought"
    ),
    pytest.param("The keeper won the cup for Norway.", "win", "the cup", id="for: for whom"),
    pytest.param("The away side won the game on penalties.", "win", "the game", id="on: how"),
    pytest.param(
        "The premier discussed the deal with reporters on the flight home.",
        "discuss",
        "the deal",
        id="with: whom one talks with",
    ),
]

JOINED = [
    pytest.param(
        "The rebels tightened the blockade on the port.",
        "tighten",
        "the blockade on the port",
        id="a noun's own row",
    ),
    pytest.param(
        "The singer won the prize for best new album.", "win", "the prize for best new album", id="the prize"
    ),
    pytest.param(
        "Both clans laid the blame on the mayor.",
        "lay",
        "the blame on the mayor",
        id="the blame: on whom",
    ),
    pytest.param(
        "The studio won the prize for making bold films.",
        "win",
        "the prize for making bold films",
        id="the prize: for doing what",
    ),
]


@pytest.mark.parametrize(("text", "lemma", "obj"), ALONE)
def test_a_definite_object_leaves_an_adjunct_apart(nlp, text, lemma, obj):
    assert _object(nlp, text, lemma) == obj


@pytest.mark.parametrize(("text", "lemma", "obj"), JOINED)
def test_a_definite_object_keeps_its_nouns_own_phrase(nlp, text, lemma, obj):
    assert _object(nlp, text, lemma) == obj


RANKED = [
    pytest.param("The Greens came fourth in Ireland.", "come", "fourth", id="in a place's name"),
    pytest.param("Vale finished second in Norway last winter.", "finish", "second", id="in a nation"),
    pytest.param(
        "The young sprinter came fifth in the 200m final.", "come", "fifth in the 200m final", id="in a race"
    ),
]


@pytest.mark.parametrize(("text", "lemma", "obj"), RANKED)
def test_a_ranked_place_leaves_a_place_name_linked(nlp, text, lemma, obj):
    assert _object(nlp, text, lemma) == obj


def test_a_gerund_that_runs_into_a_clause_is_not_joined(nlp):
    text = (
        "Reports say Vorn played a key role in sending fresh troops to the front whenever the army was short."
    )
    assert _object(nlp, text, "play") == "a key role"
