"""Vague subjects and objects (issue 12, class 1 on fresh text, session 29), on real-model parses of sentences
written for these tests.

"the army", "An army unit", "Other army units", "Another unit", "armed forces" stand for the one state's army
the article named before them ("the Syrian army"); two armies named, or an armed group called an army (the
Free Syrian Army), leave them open (kg/extract/armies.py). A toll whose object names nothing ("18 people |
kill in | government air strikes") and a definite plural happening as the subject ("The twin blasts | rock |
the town") stay out of the graph with the flag `description` (kg/extract/lost_settings.py).
"""

from __future__ import annotations

import pytest

from tests.statements import find, triples_of

ARMIES = [
    pytest.param(
        "The Syrian army pushed into the eastern suburbs on Monday. "
        "The army destroyed a rebel depot near the airport.",
        "destroy",
        "Syrian army",
        id="the army after the one army named",
    ),
    pytest.param(
        "The Iraqi army launched an offensive on Monday. An army unit captured a bridge over the river.",
        "capture",
        "Iraqi army",
        id="an army unit",
    ),
    pytest.param(
        "The Syrian army shelled the hills on Monday. An army unit took a village. "
        "Another unit seized a cache of rifles.",
        "seize",
        "Syrian army",
        id="another unit after an army unit",
    ),
    pytest.param(
        "The Syrian army shelled the hills on Monday. Other army units seized a cache of rifles.",
        "seize",
        "Syrian army",
        id="other army units",
    ),
    pytest.param(
        "The Syrian army and the Turkish army met near the border on Monday. "
        "The army destroyed a rebel depot.",
        "destroy",
        "The army",
        id="two armies named: open",
    ),
    pytest.param(
        "The Syrian army and the Free Syrian Army clashed on Monday. The army destroyed a rebel depot.",
        "destroy",
        "The army",
        id="the Free Syrian Army named too: open",
    ),
    pytest.param(
        "Rebels shelled the hills on Monday. The army destroyed a rebel depot near the airport.",
        "destroy",
        "The army",
        id="no army named: open",
    ),
    pytest.param(
        "Rebels shelled the hills on Monday. The army destroyed a rebel depot. "
        "The Syrian army later denied it.",
        "destroy",
        "The army",
        id="an army named only after it: open",
    ),
    pytest.param(
        "Syrian army troops retook the town on Monday. The army also shelled the hills to the east.",
        "shell",
        "Syrian army",
        id="the nationality hung on troops names the army",
    ),
    pytest.param(
        "Syrian army soldiers retook Qaryatain on Monday. The army also shelled positions east of it.",
        "shell",
        "Syrian army",
        id="the nationality hung on soldiers names the army",
    ),
    pytest.param(
        "Turkish soldiers crossed the border on Sunday as the Syrian army advanced. "
        "The army then seized a depot near the river.",
        "seize",
        "The army",
        id="foreign soldiers named beside the army: open",
    ),
    pytest.param(
        "Turkish armed forces crossed into the north on Sunday "
        "after the Syrian army withdrew from the hills. "
        "The armed forces said 30 fighters were killed.",
        "say",
        "The armed forces",
        id="foreign armed forces named beside the army: open",
    ),
    pytest.param(
        "Iraqi troops shelled the border crossing on Sunday as the Syrian army advanced. "
        "Army units then seized a depot near the river.",
        "seize",
        "Army units",
        id="foreign troops named beside the army: open",
    ),
    pytest.param(
        "More than 60 Syrian soldiers were killed in the strikes, the Russian army said. "
        "The army destroyed a depot near the base.",
        "destroy",
        "Russian army",
        id="counted men are casualties, no second army",
    ),
    pytest.param(
        "The Syrian army pushed into the town on Sunday. The army fought Turkish troops near the border.",
        "fight",
        "Syrian army",
        id="men named in the army's own sentence are the other side",
    ),
    pytest.param(
        "The Syrian army pushed into the suburbs on Monday while Lebanese Hezbollah forces held the hills. "
        "The army destroyed a rebel depot.",
        "destroy",
        "Syrian army",
        id="a group's forces are no second army",
    ),
    pytest.param(
        "The Syrian army shelled the hills on Monday. Police units seized a cache of rifles.",
        "seize",
        "Police units",
        id="units of no army stay",
    ),
]


@pytest.mark.parametrize(("text", "relation", "subject"), ARMIES)
def test_an_army_description_is_the_one_army_the_article_named(nlp, text, relation, subject):
    triple = find(triples_of(nlp, text), relation)
    assert triple.subject.display == subject


def test_a_place_glued_to_army_units_names_no_second_army(nlp):
    # a run-in subheading ("Homs") glued to "Army units" is no army's name: the army named before still holds
    text = (
        "Syrian Army Kills Dozens of Militants. Homs Army units destroyed a depot near the hills. "
        "The army later seized a cache of rifles."
    )
    assert find(triples_of(nlp, text), "seize").subject.display == "Syrian Army"


def test_a_headline_army_name_is_not_cleared_when_no_army_word_is_found(nlp):
    # the parser hangs "Syrian" on "Units": the headline's army still names "the army" (FA-KES 0624's shape)
    text = "Syrian Army Units Kill Militants in Hama\n\nIt added that the army killed fighters in Daraa."
    kills = [
        t
        for t in triples_of(nlp, text)
        if t.lemma == "kill" and "Daraa" in str(t.object and t.object.display)
    ]
    assert [t.subject.display for t in kills] == ["Syrian Army"]


LOST = [
    pytest.param(
        "Warplanes hit the north on Monday. "
        "At least 18 people were killed in government air strikes, a monitor said.",
        "kill in",
        "description",
        id="a toll in strikes: lost",
    ),
    pytest.param(
        "Fighting raged across the province on Monday. Two children died from lack of food.",
        "die from",
        "description",
        id="died from what: lost",
    ),
    pytest.param(
        "Fighting raged across the province on Monday. Another 12 civilians died in Aleppo.",
        "die in",
        "",
        id="a toll with its place: kept",
    ),
    pytest.param(
        "Fighting raged across the province on Monday. "
        "At least 18 people were killed by government air strikes.",
        "kill",
        "",
        id="a toll with its agent: kept",
    ),
    pytest.param(
        "A car bomb exploded on Monday. The twin terrorist blasts rocked the town.",
        "rock",
        "description",
        id="a definite plural happening: lost",
    ),
    pytest.param(
        "The government airstrikes killed 12 civilians in Saraqeb on Monday.",
        "kill",
        "",
        id="government strikes name their owner: kept",
    ),
    pytest.param(
        "Warplanes hit the east on Monday. "
        "The coalition strikes destroyed a bridge over the Euphrates near Raqqa.",
        "destroy",
        "",
        id="coalition strikes name their owner: kept",
    ),
    pytest.param(
        "According to the state news agency "
        "the coalitions strikes hit the town of Hajin killing five civilians.",
        "hit",
        "",
        id="coalitions strikes, apostrophe lost: kept",
    ),
    pytest.param(
        "A car bomb exploded on Monday. The Russian strikes destroyed a bridge.",
        "destroy",
        "",
        id="a plural happening its words name: kept",
    ),
]


@pytest.mark.parametrize(("text", "relation", "flag"), LOST)
def test_a_toll_without_its_setting_stays_out_of_the_graph(nlp, text, relation, flag):
    assert find(triples_of(nlp, text), relation).flag == flag


def test_a_toll_in_the_attack_stays_for_the_event_to_name(nlp):
    # near-miss: "the attack" is linked to the article's event, whose label says where
    text = "A car bomb went off in a market on Monday. Seven others were wounded in the attack."
    assert find(triples_of(nlp, text), "wound in").flag == ""
