"""A closing source whose sentence's stop the parser hung on its speech verb (issue 12, session 38): "X
struck Y on Sunday a monitor said and wrecked Z." The report reached to the stop, and the test of what follows
it read the next sentence's first word, so the source was taken for a report in the middle of a coordination
and the claim entered the graph as fact. The last sentence of an article never had the fault.
Texts invented."""

from __future__ import annotations

import pytest

from tests.statements import find, row, triples_of

_NEXT = " The town lies near the border."


@pytest.mark.parametrize(
    ("text", "lemma", "speaker"),
    [
        # a second act run on after the source, which the parser gives the source
        (
            "Government jets struck a bakery in the town on Sunday a local monitor said and wrecked two "
            "shops nearby.",
            "strike",
            "a local monitor",
        ),
        # a phrase run on after the source, read as its object
        (
            "Rebel fighters clashed with army troops near the old airport on Friday a British-based "
            "monitoring group said part of a wider push into the valley.",
            "clash with",
            "a British-based monitoring group",
        ),
    ],
)
def test_source_keeps_its_claim_before_another_sentence(nlp, text: str, lemma: str, speaker: str) -> None:
    for body in (text, text + _NEXT):
        assert row(find(triples_of(nlp, body), lemma))[4] == speaker, body


def test_next_sentence_keeps_no_speaker(nlp) -> None:
    """The source speaks for its own sentence only."""
    triples = triples_of(
        nlp,
        "Government jets struck a bakery in the town on Sunday a local monitor said and "
        "wrecked two shops nearby." + _NEXT,
    )
    assert row(find(triples, "lie near"))[4] == ""
