"""Bare speakers and arms of an army on FA-KES (issue 12, class 1), session 50. A war's unnamed partisans
that speak, bare "Activists" or "Rebels", say neither which group nor where, and keep what they say out of
the graph (flag `speaker`, ``ontology/vague-speakers.tsv``); narrowed ones stay. "the army air force" is
an arm of the one army the article named, as a unit is (``ontology/army-words.tsv``, kind `branch`). "A
human rights group" that speaks is the one speaking body the article names with "rights" in its name, and
"with a monitor saying ..." credits the monitor as "a monitor said" does (kg/extract/bodies.py).
Real-model parses of invented sentences."""

from __future__ import annotations

import pytest

from tests.statements import find, triples_of


@pytest.mark.parametrize(
    ("text", "lemma"),
    [
        ("Activists said the strike on Kafr Sahel killed nine people.", "kill"),
        ("Activists said the strike on Kafr Sahel killed nine people.", "say"),
        ("Rebels say warplanes pounded their positions near the village of Tel Harun on Sunday.", "pound"),
        ("Warplanes pounded positions near the village of Tel Harun on Sunday, rebels said.", "pound"),
    ],
)
def test_a_bare_partisan_speaker_keeps_its_statement_out(nlp, text: str, lemma: str) -> None:
    assert find(triples_of(nlp, "Headline here\n\n" + text), lemma).flag == "speaker"


@pytest.mark.parametrize(
    ("text", "lemma"),
    [
        # a side or a place said: a reader can place them
        ("Syrian activists said the strike on Kafr Sahel killed nine people.", "kill"),
        ("Rebels in Tel Harun said warplanes pounded their positions on Sunday.", "pound"),
        # the people at the scene are no partisans
        ("Residents said the strike on Kafr Sahel killed nine people.", "kill"),
    ],
)
def test_a_narrowed_partisan_or_a_witness_keeps_its_statement(nlp, text: str, lemma: str) -> None:
    assert find(triples_of(nlp, "Headline here\n\n" + text), lemma).flag != "speaker"


@pytest.mark.parametrize(
    ("text", "subject"),
    [
        (
            "The Syrian army shelled the hills near Tel Harun on Monday. In Qarnas the army air force "
            "destroyed a depot of the militants.",
            "Syrian army",
        ),
        # no army named: the arm stays as written
        (
            "Rebels shelled the hills near Tel Harun on Monday. In Qarnas the army air force destroyed a "
            "depot of the militants.",
            "the army air force",
        ),
    ],
)
def test_the_army_air_force_is_the_one_army_named(nlp, text: str, subject: str) -> None:
    triple = find(triples_of(nlp, "Headline here\n\n" + text), "destroy")
    assert triple.subject.display == subject


RIGHTS = (
    "A human rights group has claimed that militants executed 40 villagers in Qarnas. The villagers were "
    "shot in reprisal. "
)
NETWORK = "The Britain-based Levant Network for Human Rights reported that the killings lasted ten days."


@pytest.mark.parametrize(
    ("text", "lemma", "speaker"),
    [
        (RIGHTS + NETWORK, "execute", "Levant Network for Human Rights"),
        # two rights bodies speak: either may be meant
        (
            RIGHTS + NETWORK + " Orontes Rights Watch said the toll was higher.",
            "execute",
            "A human rights group",
        ),
        (
            "A car bomb hit a market in Qarnas on Monday, with a monitor saying at least 12 people were "
            "killed. The Levant Observatory for Human Rights said the bomb was hidden in a van.",
            "kill",
            "The Levant Observatory for Human Rights",
        ),
    ],
)
def test_a_described_rights_body_or_monitor_is_the_one_named(
    nlp, text: str, lemma: str, speaker: str
) -> None:
    triple = find(triples_of(nlp, "Headline here\n\n" + text), lemma)
    assert triple.attributed_to is not None
    assert triple.attributed_to.display.removeprefix("The Britain-based ") == speaker
