"""A bare "the company" or "the firm" far from any name, in a story whose headline names one organisation
(issue 12, class 1), session 43: it is that organisation; a rival named in reach, or two in the headline,
leave it open. Real-model parses of invented sentences, read with their headline as the article reader
reads it."""

from __future__ import annotations

import pytest

from kg.extract import extract_article
from kg.extract.nlp import parse_text
from kg.stories import headline
from kg.types import Article


def subjects(nlp, text: str, lemma: str) -> set[str]:
    article = Article("t", text, title=headline(text))
    triples = extract_article(nlp(parse_text(text)), article).triples
    return {t.subject.display for t in triples if t.lemma == lemma and not t.flag}


_PROFITS = (
    "Brimwell Foods said on Monday that its annual profit fell by a third. Sales of frozen pies dropped "
    "sharply over the winter months. Analysts had expected a smaller fall. "
)


def test_bare_firm_is_the_headlines_one_company(nlp) -> None:
    text = "Brimwell Foods profits tumble\n\n" + _PROFITS + "The company blamed dear flour."
    assert subjects(nlp, text, "blame") == {"Brimwell Foods"}


@pytest.mark.parametrize(
    "text",
    [
        # a second organisation in the headline: either may be meant
        "Brimwell Foods and Halcot Group in talks\n\n" + _PROFITS + "The company blamed dear flour.",
        # another organisation named just before the noun: a reader weighs that one
        "Brimwell Foods profits tumble\n\n"
        + _PROFITS
        + "Reports said Halcot Group had offered to buy a stake. But the company blamed dear flour.",
    ],
)
def test_bare_firm_left_open_beside_another_organisation(nlp, text: str) -> None:
    assert "Brimwell Foods" not in subjects(nlp, text, "blame")
