"""A fronted phrase without its comma that swallowed the clause's subject gives it back (issue 12,
density): "In central Norland army units seized ..." was parsed with "central Norland army units" as the
object of "In" and a verb with no subject, so the sentence gave no statement. Real-model parses of
sentences written for the tests (kg/extract/fronted_phrases.py, ontology/setting-nouns.tsv).
"""

from __future__ import annotations

import pytest

from tests.statements import row, triples_of


@pytest.mark.parametrize(
    ("text", "wanted"),
    [
        # the end of a name ends the fronted phrase
        (
            "In the neighboring Hama province army units destroyed a depot of the Valley Brigade.",
            ("army units", "destroy", "a depot of the Valley Brigade", False, ""),
        ),
        # a setting noun of ontology/setting-nouns.tsv ends it
        (
            "In the same context army units captured the village of Tel Maraq.",
            ("army units", "capture", "the village of Tel Maraq", False, ""),
        ),
        # a determiner opens the subject's own phrase after a name (a spokesman for a body is shown as it)
        (
            "In a statement to Reuters a spokesman for the Valley Brigade said that the brigade left "
            "Tel Maraq.",
            ("the Valley Brigade", "say", "the brigade left Tel Maraq", False, ""),
        ),
    ],
)
def test_fronted_phrase_gives_back_its_subject(nlp, text, wanted):
    assert wanted in {row(t) for t in triples_of(nlp, text)}


@pytest.mark.parametrize(
    "text",
    [
        # an inverted copula has its subject after it
        "Among the dead from the Tel Maraq blast were two doctors of the Red Crescent.",
        # no word ends the fronted phrase: nothing is split off
        "In the first four months of the project villagers have planted 600 trees.",
    ],
)
def test_no_subject_split_without_a_phrase_end(nlp, text):
    doc = nlp(text)
    root = next(doc.sents).root
    assert not any(c.dep_ in {"nsubj", "nsubjpass"} for c in root.children)
