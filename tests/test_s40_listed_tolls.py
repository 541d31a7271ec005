"""Tolls listed as bare past participles ("Three killed two injured in ...") are passives, never the dead
killing the injured (issue 12, class 11); an active toll keeps its subject (kg/extract/listed_tolls.py)."""

from __future__ import annotations

import pytest

from tests.statements import triples_of


def _flags(nlp, text: str, lemma: str) -> list[tuple[str, str, str]]:
    return [
        (t.subject.display, t.object.display if t.object else "", t.flag)
        for t in triples_of(nlp, "Headline here\n\n" + text)
        if t.lemma == lemma
    ]


@pytest.mark.parametrize(
    ("text", "lemma"),
    [
        ("Four villagers including a boy killed six others injured in shelling of Qarna town", "kill"),
        ("3 persons killed 17 injured in mortar attacks on Kafr Sousa district", "kill"),
        ("A woman killed 12 injured in rocket attacks on Qarna town", "kill"),
        ("Child killed three others injured in shelling of Qarna town", "kill"),
    ],
)
def test_listed_toll_is_a_passive_out_of_the_graph(nlp, text, lemma):
    found = _flags(nlp, text, lemma)
    assert found and all(flag == "passive" for _, _, flag in found), found


@pytest.mark.parametrize(
    ("text", "subject"),
    [
        # guards: an active toll, with or without a count before it, and two active tolls joined
        ("Three gunmen killed two soldiers in Qarna town.", "Three gunmen"),
        ("Rebels killed 5 soldiers in Qarna town and wounded 12 others.", "Rebels"),
    ],
)
def test_active_toll_keeps_its_subject(nlp, text, subject):
    found = _flags(nlp, text, "kill")
    assert (subject, found[0][1], "") in found or any(s == subject and f != "passive" for s, _, f in found), (
        found
    )
    assert all(flag != "passive" for _, _, flag in found), found


def test_harm_after_a_targets_of_phrase_is_the_attacks(nlp):
    """'targeted the headquarters of a militia killing its commander': a militia does not kill its own
    commander; the bombing does (kg/extract/attachments.py, _climbs)."""
    text = "A car bombing in Qarna on Friday targeted the headquarters of a militia killing its commander."
    found = _flags(nlp, text, "kill")
    assert ("A car bombing in Qarna", "its commander", "") in found, found


@pytest.mark.parametrize(
    ("text", "subject"),
    [
        # guards: a true participle on its noun, and one a verb of showing gives its object
        ("Police arrested the man wearing a hat in Qarna town.", "the man"),
        ("Footage showed fighters of the militia killing two men in Qarna town.", "fighters of the militia"),
    ],
)
def test_participle_on_its_own_noun_stays(nlp, text, subject):
    lemma = "wear" if "wearing" in text else "kill"
    assert any(s == subject for s, _, _ in _flags(nlp, text, lemma))


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the toll of a passive's happening: no one named did it, so it stays out of the graph
        ("A Russian helicopter was shot down over Qarna on Monday killing all four people on board.", set()),
        # a passive with its agent: the agent did it (a named side, since `nameless`, session 42, keeps out a
        # toll whose sides name no one)
        ("The town of Qarna was shelled by Nusra rebels on Monday killing five civilians.", {"Nusra rebels"}),
        # guard: an active clause keeps its subject
        ("Nusra rebels shelled the town of Qarna on Monday, killing five civilians.", {"Nusra rebels"}),
    ],
)
def test_toll_after_a_passive_is_not_its_subjects(nlp, text, expected):
    assert {s for s, _, flag in _flags(nlp, text, "kill") if not flag} == expected


def test_an_actor_killing_victims_hurt_before_keeps_the_verb_active(nlp):
    # a participle after the object of a verb with an actor as its subject tells the victims, no run-in toll
    text = "Border troops killed 3 smugglers wounded in earlier clashes near Qarna town."
    found = _flags(nlp, text, "kill")
    assert found and all(flag != "passive" for _, _, flag in found), found
