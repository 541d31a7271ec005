"""A wire lead's vague source ("a monitoring group said") named in the next sentence, on real-model parses
of sentences written for these tests in the shape of FA-KES wire reports (issue 12 class 1, dev-s22).

Wire text without apostrophes often leaves the named body untagged: the small model tags no name in "The
anti-Assad Syrian Observatory for Human Rights reported ...", so the lead's "a monitoring group" found no
body to stand for (``kg.extract.bodies``). A proper noun phrase holding the body's sure word now counts as
its name, as a tagged name holding it does, speaking or not; a short form of that name ("the Observatory") is
no second body (``one_name``).
"""

from __future__ import annotations

import pytest
import spacy
from spacy.tokens import Doc

from kg.extract.bodies import _untagged_bodies, body_kinds
from tests.statements import find as _find
from tests.statements import triples_of as _triples

_LEAD = (
    "Rebels killed 40 soldiers guards and staff when they seized an oil field near Tarsa on Thursday "
    "a monitoring group said on Saturday. "
)


@pytest.mark.parametrize(
    "second",
    [
        "The anti-Assad Syrian Observatory for Human Rights reported on Thursday that 20 people had been "
        "killed and that many were missing.",
        "The opposition Syrian Observatory for Human Rights said on Thursday that 20 people had been killed.",
        "The anti-Assad Syrian Observatory for Human Rights reported that 20 people had been killed in the "
        "attack on the field.",
        # named untagged where it does not speak: an observatory is the monitor all the same
        "The toll was the highest recorded by the anti-Assad Syrian Observatory for Human Rights this year.",
    ],
)
def test_a_monitoring_group_speaks_as_the_untagged_observatory_named_next(nlp, second):
    triple = _find(_triples(nlp, _LEAD + second), "kill")
    assert triple.attributed_to is not None
    assert triple.attributed_to.text == "a monitoring group"
    assert triple.attributed_to.resolved == "Syrian Observatory for Human Rights"


def test_the_observatory_is_the_short_form_of_the_one_named_before(nlp):
    text = (
        "Rebels killed 40 soldiers near Tarsa on Friday, a monitor said. The Syrian Observatory for Human "
        "Rights said 20 of them were guards. The Observatory said the toll would rise."
    )
    triple = _find(_triples(nlp, text), "kill")
    assert triple.attributed_to is not None
    assert triple.attributed_to.resolved == "The Syrian Observatory for Human Rights"


@pytest.mark.parametrize(
    "text",
    [
        # two observatories, neither a short form of the other: which one is not said
        "Rebels killed 40 soldiers near Tarsa on Friday, a monitor said. The Syrian Observatory for Human "
        "Rights said 20 of them were guards. The Kurdish Observatory for Peace said the toll would rise.",
        # a name with its own complement is a second body, not a short form of the longer one
        "Gunmen killed 12 farmers near Qunaytra on Tuesday a monitor said. The Observatory for Human Rights "
        "in Yemen condemned the killings. The Syrian Observatory for Human Rights said most were herders.",
        # the body named next is no observatory
        _LEAD + "The anti-Assad Oceanic Relief Committee reported on Thursday that 20 people were killed.",
        # a bare untagged "Observatory" that does not speak names a building, not the monitor
        "Mortars killed 5 people near the old Observatory building in Damascus a monitor said on Friday. "
        "Residents said the shells came from the east.",
        "Rebels killed 3 guards a monitor said. He spoke to the Observatory of.",
    ],
)
def test_a_monitoring_group_without_one_speaking_observatory_stays_open(nlp, text):
    triple = _find(_triples(nlp, text), "kill")
    assert triple.attributed_to is not None
    assert triple.attributed_to.resolved is None


def test_an_untagged_name_at_the_start_of_the_text_keeps_its_first_word():
    # the doc's last token is a bare hyphen: doc[start - 1] at start 0 must not read it as "anti-"
    doc = Doc(
        spacy.blank("en").vocab,
        words=["Syrian", "Observatory", "said", "so", "-"],
        spaces=[True, True, True, False, False],
        pos=["ADJ", "PROPN", "VERB", "ADV", "PUNCT"],
        heads=[1, 2, 2, 2, 2],
        deps=["amod", "nsubj", "ROOT", "advmod", "punct"],
        lemmas=["syrian", "observatory", "say", "so", "-"],
    )
    assert [name.text for name in _untagged_bodies(doc, body_kinds()["monitor"])] == ["Syrian Observatory"]
