"""The "it" of a clause an acronym reports is the acronym's body, whatever kind the NER gives the acronym
(it tags the airport operator "BAA" a person). Real-model parses of sentences written for these tests.
"""

from __future__ import annotations

import pytest

from tests.statements import find as _find
from tests.statements import triples_of as _triples


@pytest.mark.parametrize(
    ("text", "relation"),
    [
        ("BAA also says it has tried to involve local people in its plans.", "try to involve"),
        ("At Gatwick, BAA said it was talking to all the airlines.", "talk to"),
    ],
)
def test_it_reported_by_an_acronym_is_that_body(nlp, text, relation):
    triple = _find(_triples(nlp, text), relation)
    assert (triple.subject.display, triple.flag) == ("BAA", "")
