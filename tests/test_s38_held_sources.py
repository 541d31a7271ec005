"""A source the parser left inside a subject or object keeps the statement out of the graph (issue 12,
class 8), session 38: in text without commas a closing or inverted source ("... said observatory head
Rami Abdel Rahman", "... a monitor said a day after ...") is hung on the claim's last noun, and the
statement would carry its speaker fused into an argument and lose it as its speaker. Real-model parses of
invented sentences in FA-KES's comma-less style."""

from __future__ import annotations

import pytest

from tests.statements import triples_of


def _flag(nlp, text: str, lemma: str, subject: str) -> str:
    found = [t for t in triples_of(nlp, text) if t.lemma == lemma and t.subject.display == subject]
    assert found, [(t.subject.display, t.lemma) for t in triples_of(nlp, text)]
    return found[0].flag


@pytest.mark.parametrize(
    ("text", "lemma", "subject"),
    [
        # the inverted source read as a modifier of "the fact", its speaker as what was said
        (
            "The intensification of the raids in Hama is due to the fact that this province is the main"
            " source of fighters for the Army of Conquest said observatory head Rami Abdel Rahman.",
            "be",
            "The intensification of the raids in Hama",
        ),
        # the closing source read as a relative clause on the count
        (
            "Air strikes on a bakery in the rebel-held northern town of Saraqeb killed 31 people a monitor"
            " said a day after Russia and Turkey agreed a truce for Syria.",
            "kill",
            "Air strikes on a bakery in the rebel-held northern town of Saraqeb",
        ),
    ],
)
def test_source_run_into_an_argument_stays_out(nlp, text, lemma, subject):
    assert _flag(nlp, text, lemma, subject) == "fragment"


@pytest.mark.parametrize(
    ("text", "lemma", "subject"),
    [
        # a relative clause whose source has a clause of its own: the source belongs to the phrase
        (
            "The United Nations called for an urgent ceasefire in the divided city of Homs where it said 3"
            " million people lacked access to clean water.",
            "call for",
            "The United Nations",
        ),
        # a free relative: "what it said was ..."
        (
            "The Aamaq agency released a video of what it said was the effects of shelling on Raqqa by a US"
            " drone.",
            "release",
            "The Aamaq agency",
        ),
        # a source verb with a thing as its object is an act of the phrase, not a source
        ("Oasis recorded the tune that Noel Gallagher wrote in Manchester.", "record", "Oasis"),
    ],
)
def test_source_of_a_phrase_is_kept(nlp, text, lemma, subject):
    assert _flag(nlp, text, lemma, subject) == ""
