"""A figure a described group gives in a relative clause is credited to it (issue 13, session 31): "an alleged
gas attack ... that activists say killed more than 130 people" had no source (the fresh dev5 block). The
plural source heads of head-nouns.tsv ("activists", "officials", "medics"), with a word before them at most,
say as a name does, and "say" after a plural joins "says" and "said" (source-words.tsv `says-verb`)."""

from __future__ import annotations

import pytest

from kg.events.claims import cited_source


@pytest.mark.parametrize(
    ("sentence", "source"),
    [
        (
            "Talks stalled after a gas attack near Homs that activists say killed more than 130 people.",
            "activists",
        ),
        (
            "The convoy was hit by a strike that opposition activists say killed 40 people.",
            "opposition activists",
        ),
        ("It follows a raid that local medics said killed 12 people in Idlib.", "local medics"),
        ("It follows a gas attack the United States says killed more than 1400 people.", "United States"),
    ],
)
def test_who_says_a_happening_killed_the_figure(sentence, source):
    assert cited_source(sentence) == source


@pytest.mark.parametrize(
    "sentence",
    [
        "It follows the attack which it says killed 40 people.",  # a pronoun names nobody
        "It follows a raid that killed 12 people in Idlib.",  # no one says it
    ],
)
def test_no_sayer_no_source(sentence):
    assert cited_source(sentence) is None
