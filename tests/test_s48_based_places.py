"""Session 48 (issue 12, statements per 1,000 words): a hyphened "<place>-based" before a name states where
the named body is based ("the Leeds-based Acme Tiles" -> Acme Tiles / base in / Leeds), which no clause
read. Only a tagged place before a proper noun: a nationality, a system or a common noun gives nothing.
Real-model parses of invented sentences."""

from __future__ import annotations

import pytest

from tests.statements import triples_of


def _based(nlp, text: str) -> set[tuple[str, str]]:
    return {
        (t.subject.display, t.object.display if t.object else "")
        for t in triples_of(nlp, text)
        if t.lemma == "base in" and t.subject is not None
    }


@pytest.mark.parametrize(
    ("text", "pairs"),
    [
        (
            "The Britain-based Syrian Observatory for Human Rights said 20 people died in the raid.",
            {("Syrian Observatory for Human Rights", "Britain")},
        ),
        (
            "Shares in the Cambridge-based Ubisense rose as the New York-based Goldman Sachs bought a stake.",
            {("Ubisense", "Cambridge"), ("Goldman Sachs", "New York")},
        ),
        # a class noun before the name, where the parser hangs "based", and a name the tagger reads as
        # common nouns
        (
            "The London-based rights group Amnesty International said the trial was unfair.",
            {("Amnesty International", "London")},
        ),
        (
            "Talks with the Paris-based Reporters Without Borders ended.",
            {("Reporters Without Borders", "Paris")},
        ),
        # the name alone: no describing word before it, no possessive or stray noun after it
        ("The US-based firm Corvel Systems said it would cut 300 jobs.", {("Corvel Systems", "US")}),
        ("The London-based Acme's chief executive resigned on Friday.", {("Acme", "London")}),
        ("The Geneva-based UN refugee agency UNHCR said 300 people fled.", {("UNHCR", "Geneva")}),
        ("The UK-based so-called Vantor Observatory said four people died.", {("Vantor Observatory", "UK")}),
        (
            "The Britain-based Vantor Observatory for Human Rights monitor said 20 people died.",
            {("Vantor Observatory for Human Rights", "Britain")},
        ),
        # a lower-case word the tagger left out of the name is still its own after an adjective, and a
        # bracketed short form stays whole
        (
            "The Britain-based Vantor Observatory for Human rights (VOHR) said 20 people died.",
            {("Vantor Observatory for Human rights (VOHR)", "Britain")},
        ),
    ],
)
def test_a_place_based_name_is_based_in_the_place(nlp, text: str, pairs: set) -> None:
    assert _based(nlp, text) == pairs


@pytest.mark.parametrize(
    "text",
    [
        # a nationality names no place
        "The British-based observatory said three people were wounded.",
        # a system is no place, and a common noun no name
        "Linux-based players sold well, a London-based trader said.",
        # a base left behind is not where the body is
        "The formerly London-based Corvel Systems moved to Dublin last year.",
        "The once Paris-based Vantor Group now works from Lyon.",
        # the base of a body, not of the person holding a role in it
        "Fighting went on, said the Britain-based monitoring groups director Rami Ahmed.",
    ],
)
def test_no_place_or_no_name_gives_nothing(nlp, text: str) -> None:
    assert _based(nlp, text) == set()


def test_the_base_is_the_writers_own_description_not_the_speakers(nlp) -> None:
    """ "Analysts said the Paris-based X would bid": where X is based is the writer's word, as an apposition
    is, not the analysts' claim."""
    text = "Analysts said the Paris-based Vantor Group would bid for the exchange."
    based = [t for t in triples_of(nlp, text) if t.lemma == "base in"]
    assert [(t.subject.display, t.object.display, t.attributed_to) for t in based] == [
        ("Vantor Group", "Paris", None)
    ]


def test_a_relative_clause_hung_inside_the_name_is_cut(nlp) -> None:
    # wire copy without commas, as FA-KES prints it
    text = (
        "At least 12 people were killed the Paris-based Vantor Observatory for Human Rights which closely"
        " monitors the war in Chad said."
    )
    assert _based(nlp, text) == {("Vantor Observatory for Human Rights", "Paris")}
