"""Session 24: a description is linked to an event only when it can be that happening (issue 13, event
hygiene; issue 12, class 12). "The suicide attack" and a rebel "assault" say how their happening was done, so
they are never shown as a chemical attack or an air strike the article also tells of; an article that
describes one event so has joined two happenings, and its bare "the attack" stays words too. A bare "the
attack" of a chemical attack, and an "aerial assault" of air strikes, are still linked (kg.events.described,
ontology/description-kinds.tsv; real model, invented reports)."""

from __future__ import annotations

import pytest

from kg.errors import KGError
from kg.events import manners
from kg.events.manners import _manners
from kg.events.triggers import _agent
from kg.pipeline import model_corpus
from kg.types import Article, KnowledgeGraph, Statement

# A rebel offensive that opened with a suicide attack, and the army's gas attack elsewhere in the city: the
# model joins them as one event typed ChemicalAttack.
MIXED = (
    "Rebels storm district as army accused of gas attack\n\n"
    "Rebel fighters stormed the Karam district of Halab on Tuesday, while activists said the army carried "
    "out a chlorine gas attack on the Jamal district of Halab. The offensive began with a suicide attack at "
    "dawn. A monitoring group said the suicide attack killed 20 soldiers. State media said troops repelled "
    "the attack after hours of fighting. Residents said the shelling was heavy."
)
# One chemical attack, told without another happening.
CHEMICAL = (
    "Gas attack kills 30 in Idlib town\n\n"
    "A chemical attack killed 30 people in the town of Khan Tuman in Idlib province on Tuesday, activists "
    "said. The attack wounded dozens more. The United Nations condemned the attack."
)
# Air strikes and a rebel ground assault of the same day and city.
ASSAULT = (
    "Air strikes kill 12 in Aleppo\n\n"
    "Air strikes killed 12 civilians in the Salheen district of Aleppo on Friday, a monitor said. "
    "Rebels launched a major assault on western Aleppo on Friday. The assault broke through government lines "
    "near the artillery academy. The air raid destroyed a bakery."
)
# Air strikes, their bare "the attack", and only then a suicide bombing in another town: a reader who meets
# "the attack" has been told of one happening it can be.
LATER = (
    "Air strikes kill 20 in Saraqeb\n\n"
    "Air strikes killed 20 people in the town of Saraqeb in Idlib on Monday, activists said. Residents said "
    "the attack destroyed a school. On Tuesday, a suicide car bombing killed five people in the town of Azaz "
    "in Aleppo province."
)
AERIAL = (
    "Air strikes kill 12 in Aleppo\n\n"
    "Air strikes killed 12 civilians in the Salheen district of Aleppo on Friday, a monitor said. "
    "The fresh aerial assault destroyed a bakery."
)


def _model(text: str) -> KnowledgeGraph:
    return model_corpus([Article(id="a1", text=text, date="2024-03-12")], progress=None)


@pytest.fixture(scope="module")
def models() -> dict[str, KnowledgeGraph]:
    return {name: _model(text) for name, text in [("mixed", MIXED), ("chemical", CHEMICAL)]}


def _statement(model: KnowledgeGraph, subject: str, lemma: str) -> Statement:
    found = [s for s in model.statements if s.triple.subject.display == subject and s.triple.lemma == lemma]
    assert len(found) == 1, [(s.triple.subject.display, s.triple.lemma) for s in model.statements]
    return found[0]


def _event_of(model: KnowledgeGraph, statement: Statement, role: str) -> str | None:
    """The type of the event the argument is shown as, or None when it is shown as its words."""
    key = statement.subject_entity if role == "subject" else statement.object_entity
    return next((e.event_type for e in model.events if e.key == key), None)


@pytest.mark.parametrize(
    ("subject", "lemma", "role"),
    [
        ("the suicide attack", "kill", "subject"),  # its own words: a suicide attack is no chemical attack
        ("troops", "repel", "object"),  # a bare "the attack" of an event the article joined from two
        ("the shelling", "be", "subject"),  # ... and so is a bare "the shelling"
    ],
)
def test_a_description_of_a_joined_event_is_not_shown_as_the_chemical_attack(models, subject, lemma, role):
    model = models["mixed"]
    assert any(e.event_type == "ChemicalAttack" for e in model.events), model.events
    assert _event_of(model, _statement(model, subject, lemma), role) is None


def test_the_suicide_attack_and_its_toll_are_not_the_chemical_attacks(models):
    model = models["mixed"]
    kinds = {e.key: e.event_type for e in model.events}
    statement = _statement(model, "the suicide attack", "kill")
    assert _event_of(model, statement, "subject") != "ChemicalAttack"
    killed = [c for c in model.claims if c.measure == "killed" and c.value == 20]
    assert killed and all(kinds[c.event] != "ChemicalAttack" for c in killed), killed


@pytest.mark.parametrize(
    ("subject", "lemma", "role"),
    [("The attack", "wound", "subject"), ("The United Nations", "condemn", "object")],
)
def test_a_bare_attack_of_a_chemical_attack_told_alone_is_still_linked(models, subject, lemma, role):
    model = models["chemical"]
    assert _event_of(model, _statement(model, subject, lemma), role) == "ChemicalAttack"


def test_a_bare_attack_told_before_a_suicide_bombing_is_still_the_air_strikes():
    model = _model(LATER)
    assert any(e.event_type == "Bombing" for e in model.events), model.events  # the bombing was told
    assert _event_of(model, _statement(model, "the attack", "destroy"), "subject") == "Airstrike"


def test_a_rebel_assault_is_not_shown_as_the_air_strikes_of_its_day():
    model = _model(ASSAULT)
    assert _event_of(model, _statement(model, "The assault", "break through"), "subject") is None
    assert _event_of(model, _statement(model, "The air raid", "destroy"), "subject") == "Airstrike"


def test_an_aerial_assault_is_still_the_air_strikes():
    model = _model(AERIAL)
    statement = _statement(model, "The fresh aerial assault", "destroy")
    assert _event_of(model, statement, "subject") == "Airstrike"


def test_every_row_of_the_table_names_types_of_the_taxonomy():
    rows = _manners()
    assert rows and all(never for _, never, _, _ in rows)
    assert any(pattern.search("the suicide attack") for pattern, *_ in rows)
    assert not any(pattern.search("the suicidal attack") for pattern, *_ in rows)


@pytest.mark.parametrize(
    ("row", "named"),
    [
        ({"word": "suicide", "never": "Airstrikes", "unless": "-", "told": "article"}, "Airstrikes"),
        ({"word": "suicide", "never": "Airstrike", "unless": "-", "told": "sentence"}, "sentence"),
    ],
)
def test_a_row_with_an_unknown_type_or_told_value_is_refused_by_name(monkeypatch, row, named):
    monkeypatch.setattr(manners, "read_tsv", lambda name, columns: [row])
    _manners.cache_clear()
    try:
        with pytest.raises(KGError, match=named):
            _manners()
    finally:
        _manners.cache_clear()


# The trigger's own "by" phrase may say the assault was the air strikes (FA-KES 0328's shape).
BY_AIRCRAFT = (
    "Air strikes kill 15 in Darat Izza\n\n"
    "Air strikes killed 15 people in the town of Darat Izza in Aleppo province on Sunday, a monitor said. "
    "The assault by aircraft from the government destroyed a clinic. The assault by aircraft also wounded 40 "
    "people."
)
# Near-miss: the words after the "by" phrase name what was attacked, not how ("air defence positions").
ON_AIR_DEFENCES = (
    "Air strikes kill 12 in Aleppo\n\n"
    "Air strikes killed 12 civilians in the Salheen district of Aleppo on Friday, a monitor said. "
    "Rebels launched a major assault on western Aleppo on Friday. The assault by rebels on air defence "
    "positions broke through government lines."
)


def test_an_assault_by_aircraft_joins_the_air_strikes_with_its_toll():
    model = _model(BY_AIRCRAFT)
    kinds = {e.key: e.event_type for e in model.events}
    for subject, lemma in [
        ("The assault by aircraft from the government", "destroy"),
        ("The assault by aircraft", "wound"),
    ]:
        assert _event_of(model, _statement(model, subject, lemma), "subject") == "Airstrike"
    wounded = [c for c in model.claims if c.measure == "injured" and c.value == 40]
    assert wounded and all(kinds[c.event] == "Airstrike" for c in wounded), wounded


def test_an_assault_by_rebels_on_air_defences_is_not_the_air_strikes():
    model = _model(ON_AIR_DEFENCES)
    statement = _statement(model, "The assault by rebels on air defence positions", "break through")
    assert _event_of(model, statement, "subject") is None


@pytest.mark.parametrize(
    ("text", "agent"),
    [
        ("The assault by aircraft from the regime hit", "by aircraft from the"),
        ("The assault from the air base wounded", "from the base wounded"),
        ("an assault from the air on the town", "from the air"),
        ("The assault by rebels on air defence positions", "by rebels"),  # what it was on is not how
        ("The assault, by all accounts", ""),  # only a phrase that follows the trigger at once
    ],
)
def test_the_agent_of_a_mention_is_its_own_by_or_from_phrase(text, agent):
    assert _agent(text, text.index("assault") + len("assault")) == agent


# Near-miss the rule still gets wrong: "air" only names the base the ground assault came from. The agent is
# read as text, with no parse to tell that "air" modifies "base" and is not the phrase's head.
FROM_AIR_BASE = (
    "Air strikes hit Douma\n\n"
    "Air strikes killed 10 people in Douma on Monday, activists said. The assault from the air base wounded "
    "20 soldiers."
)


@pytest.mark.xfail(
    strict=True,
    reason=(
        "session 36: a one-article corpus now has a main event, and a figure in a sentence that names "
        "no event the model kept (the ground assault is too vague to be one) falls to it, as it did "
        "in a corpus of two articles already; keeping such figures off the main event lost 4 right "
        "figures of the dev blocks for 1 wrong one, so it was not kept"
    ),
)
def test_an_assault_from_the_air_base_keeps_its_toll_off_the_air_strikes():
    model = _model(FROM_AIR_BASE)
    strikes = {c.event for c in model.claims if c.measure == "killed" and c.value == 10}
    assert strikes and not [c for c in model.claims if c.measure == "injured" and c.event in strikes]
