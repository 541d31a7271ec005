"""An act the sentence says happens rarely or hardly at all is not asserted (issue 12, session 31): "many
people rarely use a landline" does not say that people use one (dev-s31 judged the bare statement false).
"rarely", "seldom", "hardly" and "scarcely" on the verb give the flag `modality:rare`
(ontology/hedge-adverbs.tsv); "barely", which still says the act happened, does not.
"""

from __future__ import annotations

import pytest

from tests.statements import find, triples_of


@pytest.mark.parametrize(
    ("text", "lemma"),
    [
        ("Mobiles are so popular in Britain that many people rarely use a landline.", "use"),
        ("The minister seldom visits Leeds.", "visit"),
        ("The hospital in Homs hardly had any bandages left.", "have"),
        ("Smith scarcely mentioned Labour in his speech.", "mention"),
        ("Viewers in Britain hardly ever watched the BBC channel.", "watch"),  # the hedge on "ever"
    ],
)
def test_a_rare_act_stays_out_of_the_graph(nlp, text, lemma):
    assert find(triples_of(nlp, text), lemma).flag == "modality:rare"


@pytest.mark.parametrize(
    ("text", "lemma"),
    [
        ("Jones barely survived the crash in Leeds.", "survive"),
        ("Tony Blair often visits Leeds.", "visit"),
        # a conjunct set against the first by "but" is asserted ...
        ("Tony Blair rarely visits Leeds but opened a school in Leeds on Monday.", "open"),
        # ... and so is one with a subject of its own
        (
            "Red tape can hardly be dodged, yet several firms in Britain have decided to move to Ireland.",
            "decide to move to",
        ),
    ],
)
def test_an_act_that_happened_stays_in(nlp, text, lemma):
    assert find(triples_of(nlp, text), lemma).flag == ""
