"""Definite descriptions the article ties to one name in forms the older rules did not read (issue 12, class
1), session 44: a law's noun written capitalised ("the Bill" after "the Harbour Safety Bill",
``kg.extract.capital_laws``), and a noun the parser read as a second subject or object beside the name right
after it ("French film A Quiet Harbour received ...", ``redescription.described_again``). Real-model parses
of invented sentences."""

from __future__ import annotations

import pytest

from kg.extract import extract_article
from kg.extract.nlp import parse_text
from kg.stories import headline
from kg.types import Article, Triple
from tests.statements import objects_of, triples_of


def subjects(nlp, text: str, lemma: str) -> set[str]:
    return {t.subject.display for t in triples_of(nlp, "Headline here\n\n" + text) if t.lemma == lemma}


def headline_triples(nlp, text: str) -> list[Triple]:
    """The statements of ``text`` read with its first line as the headline."""
    return list(extract_article(nlp(parse_text(text)), Article("t", text, title=headline(text))).triples)


@pytest.mark.parametrize(
    ("text", "lemma", "subject"),
    [
        # a capitalised law noun repeats the one law named before it
        (
            "The Harbour Safety Bill was read a second time in the Commons on Monday. Ministers hope to see "
            "it passed by spring. Critics said the Bill was costly and slow.",
            "be",
            "The Harbour Safety Bill",
        ),
        (
            "Landlords have attacked the Tenancy Deposits Act since it came into force. One agent said the "
            "Act had raised rents across the county.",
            "raise",
            "Tenancy Deposits Act",
        ),
        # a name the tokenizer splits at its hyphen is one law, not its tail ("Dunn Act")
        (
            "Banks must follow the Keller-Dunn Act from next year. Lawyers said the Act had raised costs for "
            "small lenders.",
            "raise",
            "Keller-Dunn Act",
        ),
    ],
)
def test_capitalised_law_noun_takes_its_one_law(nlp, text: str, lemma: str, subject: str) -> None:
    assert subject in subjects(nlp, text, lemma)


@pytest.mark.parametrize(
    ("text", "lemma"),
    [
        (
            "The Coastal Fisheries Bill was published in March. Peers rejected the Bill for a second time.",
            "reject",
        ),
        ("The Coastal Fisheries Bill was published in March. MPs backed the Bill on Tuesday.", "back"),
    ],
)
def test_capitalised_law_noun_before_the_verbs_time_takes_its_one_law(nlp, text: str, lemma: str) -> None:
    # "on Tuesday", "for a second time" hang from the verb: no longer name ("the Bill of Rights")
    assert "Coastal Fisheries Bill" in objects_of(nlp, "Headline here\n\n" + text, lemma)


@pytest.mark.parametrize(
    ("text", "lemma", "bare"),
    [
        # two laws named before it: either may be meant
        (
            "Landlords have attacked the Tenancy Deposits Act and the Housing Standards Act. One agent said "
            "the Act had raised rents across the county.",
            "raise",
            "the Act",
        ),
    ],
)
def test_capitalised_law_noun_left_open(nlp, text: str, lemma: str, bare: str) -> None:
    assert bare in subjects(nlp, text, lemma)


@pytest.mark.parametrize(
    ("text", "lemma", "subject"),
    [
        # a noun parsed as a second subject beside the name right after it describes that name
        (
            "Italian film The Long Winter has received nine nominations for the Venice awards. Critics "
            "have praised its cast. The film opens in London next month.",
            "open in",
            "The Long Winter",
        ),
        (
            "Canadian drama The Frozen Lake won four awards on Sunday. Its writer thanked the cast. The "
            "drama will be shown in Paris next month.",
            "show in",
            "The Frozen Lake",
        ),
        # the name after an object read as the verb's adverbial noun ("npadvmod"), like a time
        (
            "Officials banned the play The Long Night in May. Its author said the play would be staged "
            "abroad.",
            "stage",
            "The Long Night",
        ),
    ],
)
def test_noun_beside_a_name_ties_it(nlp, text: str, lemma: str, subject: str) -> None:
    assert subject in subjects(nlp, text, lemma)


@pytest.mark.parametrize(
    ("text", "lemma", "subject"),
    [
        # a description with no determiner read as a second subject: the name is the subject
        (
            "Italian film The Long Winter has received nine nominations for the Venice awards.",
            "receive",
            "The Long Winter",
        ),
    ],
)
def test_undetermined_description_beside_its_name_gives_the_subject(
    nlp, text: str, lemma: str, subject: str
) -> None:
    assert subject in subjects(nlp, text, lemma)


def test_headlines_closing_source_is_no_name_for_its_noun(nlp) -> None:
    # a wire headline's source, its colon lost ("... rebel town Monitor"), names no town
    text = (
        "Shelling kills nine in rebel town Monitor\n\nShelling of a rebel town in Syria killed nine people "
        "on Monday. Rebels said they would defend the town."
    )
    triples = headline_triples(nlp, text)
    assert {t.object.display for t in triples if t.lemma == "defend" and t.object} == {"the town"}


def test_capitalised_law_noun_is_no_persons_name(nlp) -> None:
    # the tagger's person "Bill" in "the Bill" is no mention: the statement links to the law named before
    text = (
        "Headline here\n\nThe Harbour Safety Bill was read a second time in the Commons on Monday. Critics "
        "said the Bill was costly and slow."
    )
    mentions = extract_article(nlp(parse_text(text)), Article("t", text)).mentions
    assert "Bill" not in {m.text for m in mentions}


def test_headlines_closing_name_named_again_ties_its_noun(nlp) -> None:
    # a headline may close on the name the story is about: the body names it again, and the noun ties it
    text = (
        "Shareholders back takeover of rival retailer Brightmart\n\nShareholders on Tuesday backed the "
        "takeover of Brightmart. Analysts said the retailer would keep its name."
    )
    assert {t.subject.display for t in headline_triples(nlp, text) if t.lemma == "keep"} == {"Brightmart"}
