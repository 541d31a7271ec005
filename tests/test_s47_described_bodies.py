"""A described body as a sentence's main subject ("The organisation will spend ...") stands for the one
organisation the sentence before has as its main subject (issue 12, class 1, session 47;
kg/extract/described_bodies.py, ontology/described-bodies.tsv), on real-model parses of sentences written
for these tests.

It stays open when the sentence before names another organisation or writes one by a noun, when that
sentence's subject is a news outlet reporting, when words of its own stand with the noun, when a firm's
noun meets a body of another kind, and in a quotation.
"""

from __future__ import annotations

import pytest

from tests.statements import find, row, triples_of

RESOLVED = [
    pytest.param(
        "The Northgate Trust said it had raised 2m.\n\nThe organisation will spend the money on schools.",
        "The Northgate Trust",
        id="the sentence before's subject, named",
    ),
    pytest.param(
        "The Northgate Trust opened a school in Leeds in May.\n\nIt has raised 2m since then.\n\n"
        "The organisation will spend the money on schools.",
        "The Northgate Trust",
        id="the sentence before's subject, a pronoun resolved to the body",
    ),
    pytest.param(
        "Parvello, the Italian dairy company, hopes to return to the stock exchange in May.\n\n"
        "The firm will spend the money on new plants.",
        "Parvello",
        id="a name the tagger left untagged, an apposition shows it is a body",
    ),
]

# the description speaks: the statement of its own saying
SPEAKING = [
    pytest.param(
        "The Harwell Trust said the attack by the Kelvin Front had killed 25 people.\n\n"
        "The group added that the town was quiet on Sunday.",
        "add",
        "The Harwell Trust",
        id="a body named in what the body said before is no rival when the speech goes on",
    ),
    pytest.param(
        "The Harwell Alliance lost its bid when the Appeal Court ruled against it on Monday.\n\n"
        "But the group says it will fight on.",
        "say",
        "The Harwell Alliance",
        id="a court is no group: no rival",
    ),
]

# the description may answer what the body before said of it: its speech stays open
ANSWERING = [
    pytest.param(
        "The Harwell Trust said the Kelvin Front had killed 20 prisoners.\n\n"
        "The group said the report was false.",
        id="a body named in what the body before said, without a word that the speech goes on",
    ),
]

OPEN = [
    pytest.param(
        "Mr Kelvin said the plan was sound.\n\nThe company will spend the money on schools.",
        "The company",
        id="a person as the sentence before's subject",
    ),
    pytest.param(
        "The Northgate Trust said the Kelvin Foundation had raised 2m.\n\n"
        "The organisation will spend the money on schools.",
        "The organisation",
        id="another organisation named in the sentence before",
    ),
    pytest.param(
        "Reuters reported a rise in gifts in Leeds.\n\nThe organisation will spend the money on schools.",
        "The organisation",
        id="a news outlet reporting",
    ),
    pytest.param(
        "The Northgate Trust said it had raised 2m.\n\nThe new organisation will spend the money on schools.",
        "The new organisation",
        id="words of its own may set another body apart",
    ),
    pytest.param(
        "The Harwell Observatory said in Leeds that the readings were wrong.\n\n"
        "The company will spend the money on schools.",
        "The company",
        id="a firm's noun for a body headed by a noun of another kind",
    ),
    pytest.param(
        'The Northgate Trust said it had raised 2m.\n\n"The organisation will spend the money on schools," '
        "she said.",
        "The organisation",
        id="in a quotation",
    ),
]


def _headed(text: str) -> str:
    return "Headline of the story\n\n" + text


@pytest.mark.parametrize(("text", "subject"), RESOLVED)
def test_described_body_stands_for_the_body_before(nlp, text, subject) -> None:
    assert row(find(triples_of(nlp, _headed(text)), "spend"))[0] == subject


@pytest.mark.parametrize(("text", "subject"), OPEN)
def test_described_body_stays_open_beside_a_rival(nlp, text, subject) -> None:
    assert row(find(triples_of(nlp, _headed(text)), "spend"))[0] == subject


@pytest.mark.parametrize(("text", "lemma", "subject"), SPEAKING)
def test_described_body_speaks_for_the_body_before(nlp, text, lemma, subject) -> None:
    assert row(find(triples_of(nlp, _headed(text)), lemma))[0] == subject


@pytest.mark.parametrize("text", ANSWERING)
def test_described_body_answering_stays_open(nlp, text) -> None:
    said = next(t for t in triples_of(nlp, _headed(text)) if t.lemma == "be" and t.object)
    assert row(said)[4] == "The group"
