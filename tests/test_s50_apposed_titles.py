"""Session 50 (issue 12, density): a title before a name that owns the next phrase ("Brazilian winner Tomas
Ferreira's effort") and a description set right beside a name in text that lost its commas ("Abu Karam a
Tunisian fighter") say what the named one is; they were cut as fragments. Real-model parses of invented
sentences."""

from __future__ import annotations

import pytest

from tests.statements import copula_of, triples_of


@pytest.mark.parametrize(
    ("text", "name", "title"),
    [
        (
            "The regulator is examining troubled insurance broker Halvern & Pike's share deals.",
            "Halvern & Pike",
            "troubled insurance broker",
        ),
        (
            "That leap was short of Brazilian winner Tomas Ferreira's effort.",
            "Tomas Ferreira",
            "Brazilian winner",
        ),
        ("Fans queued for the last show of late DJ Bill Norton's radio career.", "Bill Norton", "late DJ"),
    ],
)
def test_a_title_before_an_owning_name_describes_the_name(nlp, text: str, name: str, title: str) -> None:
    statement = copula_of(nlp, text, name, title)
    assert statement.flag == ""


def test_a_name_that_owns_nothing_keeps_its_own_mark(nlp) -> None:
    # the NER read "'s" into the name and nothing follows that the name owns: the mark is the name's
    # own ("rating agency Moody's cut ..."), and the title statement must not cut it to a shorter name
    text = "Rival agency Standish & Vole's cut its forecast."
    found = [t for t in triples_of(nlp, text) if t.lemma == "be" and t.subject.display.startswith("Standish")]
    assert found and all(t.subject.display != "Standish & Vole" or t.flag for t in found)


@pytest.mark.parametrize(
    ("text", "name", "description"),
    [
        (
            "Other outlets stated that Abu Karam a Tunisian fighter was killed along with other fighters.",
            "Abu Karam",
            "a Tunisian fighter",
        ),
        (
            "Many civilians have been kidnapped including women said Dr Samir Haddad "
            "a Member of Parliament for Latakia.",
            "Dr Samir Haddad",
            "a Member of Parliament for Latakia",
        ),
    ],
)
def test_a_description_beside_a_name_is_no_cut_title(nlp, text: str, name: str, description: str) -> None:
    assert copula_of(nlp, text, name, description).flag == ""


def test_a_phrase_cut_from_a_work_title_stays_a_fragment(nlp) -> None:
    # a title's "the Wall director" opens inside "Climbing the Wall", not where a name ends
    text = "The jury included Climbing the Wall director Kevin Moran and two critics."
    assert copula_of(nlp, text, "Kevin Moran", "the Wall director").flag == "fragment"


def test_a_definite_phrase_after_a_place_stays_a_fragment(nlp) -> None:
    # text without commas: "the Free Workers Party" opens the next subject, and is no description of Peru
    text = (
        "Seen as the largest political formation in Peru the Free Workers Party (FWP) "
        "dismissed the claim as baseless."
    )
    found = [
        t
        for t in triples_of(nlp, text)
        if t.lemma == "be" and t.object is not None and t.object.display.startswith("the Free Workers")
    ]
    assert found and all(t.flag for t in found)
