"""A nationality opening a sentence as its subject ("The Kenyan was unsure ...") stands for the one person
the sentence before was about, in the words and in the graph; with two people before, or a person given
another nationality, or a plural verb (a people), it stays as written. Real-model builds of invented
articles."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from kg.pipeline import model_corpus
from kg.types import Article

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "benchmarks" / "audit"))
from audit_sample import graph_text, node_labels, statement_text


def _statements(text: str) -> list[tuple[str, str]]:
    model = model_corpus([Article("a0", text)], progress=None)
    labels = node_labels(model)
    return [(statement_text(s), graph_text(s, labels)) for s in model.statements]


@pytest.mark.parametrize(
    ("text", "relation", "subject"),
    [
        pytest.param(
            "Susan Okello says she is well enough to race at the cross country meeting in Leeds. "
            "The Kenyan was unsure if she would recover from her defeat in Boston.",
            "be",
            "Susan Okello",
            id="a nationality of demonyms.tsv",
        ),
        pytest.param(
            "Carl Lindqvist has pulled out of the indoor meeting in Glasgow with a calf injury. The Swede "
            "was hoping to defend his title.",
            "hope to defend",
            "Carl Lindqvist",
            id="a noun of person-demonyms.tsv",
        ),
        pytest.param(
            "Susan Okello beat Joan Mills in Leeds on Sunday. The Kenyan was unsure about the course.",
            "be unsure about",
            "The Kenyan",
            id="two people before: open",
        ),
        pytest.param(
            "American runner Joan Mills won the race in Leeds on Sunday. The Kenyan was unhappy with the "
            "course.",
            "be unhappy with",
            "The Kenyan",
            id="the one person before is given another nationality: open",
        ),
        pytest.param(
            "Tomas Farrow reached the final in Miami on Friday. The Argentine thanked his coach afterwards.",
            "thank",
            "Tomas Farrow",
            id="a nationality NER tags a person links to the person it stands for",
        ),
        pytest.param(
            "Tomas Farrow reached the final in Miami on Friday. The Argentine will play him on Sunday.",
            "play",
            "The Argentine",
            id="the person before is the object of its own verb: someone else, open",
        ),
        pytest.param(
            "Coach Paul Brenner named his side on Monday. The French turned in a poor performance in Rome.",
            "turn in",
            "The French",
            id="an adjective that names a whole people: open",
        ),
        pytest.param(
            "Joan Mills won the race in Leeds on Sunday. The Swiss have praised the organisers.",
            "praise",
            "The Swiss",
            id="a plural verb: a people, open",
        ),
    ],
)
def test_a_nationality_opening_a_sentence_is_the_person_before(
    text: str, relation: str, subject: str
) -> None:
    statements = _statements(text)
    [(words, graph)] = [(w, g) for w, g in statements if f"| {relation} |" in w]
    assert words.split(" | ")[0] == subject
    assert graph.split(" | ")[0] == subject.removeprefix("The ").removeprefix("the ")
