"""Session 23's rules for lists read as copulas and names fused with the word before them (issue 12, audit
classes 4 and 5): a squad's "Player (Club)" items give no copula (kg/extract/copulas.py, lists.py), nor
does a credit run into the next sentence, and a preposition that opens a sentence is no word of the name
after it (kg/extract/openings.py). Real-model parses of sentences written for the tests in the shape of
dev-s22's pages."""

from __future__ import annotations

import pytest
from statements import triples_of

from kg.entities import resolve_entities
from kg.extract import extract_article
from kg.extract.nlp import parse_text
from kg.pipeline import extract_articles
from kg.types import Article

SQUAD = (
    "Tom Hale has been recalled to the Wales squad.\n\n"
    "Backs: Ian Pryce (Cardiff Blues), Owen Lloyd (Ospreys), Dai Rees (Scarlets), "
    "Huw Jenkins (Cardiff Blues), Rhys Morgan (Bath) Forwards: Gareth Evans (Ospreys), "
    "Tom Hale (captain, Scarlets), Aled Jones (Gloucester)."
)


def _copulas(nlp, text: str) -> dict[tuple[str, str], str]:
    """Each "be" statement of ``text`` as (subject, object) -> its flag ("" when it enters the graph)."""
    return {
        (t.subject.display, t.object.display): t.flag
        for t in triples_of(nlp, text)
        if t.lemma == "be" and t.object is not None
    }


def test_a_squad_lists_players_not_players_who_are_their_clubs(nlp) -> None:
    copulas = _copulas(nlp, SQUAD)
    for player, club in [
        ("Ian Pryce", "Cardiff Blues"),
        ("Rhys Morgan", "Bath"),
        ("Aled Jones", "Gloucester"),
    ]:
        assert copulas[(player, club)] == "copula"
    assert copulas[("Scarlets", "captain")] == "copula"  # the club of "(captain, Scarlets)" is no captain
    assert copulas[("Tom Hale", "captain")] == ""  # a role in his bracket describes the player


@pytest.mark.parametrize(
    ("text", "subject", "obj"),
    [
        # one bracket is another name of the thing, or a short form of it
        ("The deal was signed by General Motors (GM), Ford and Toyota.", "General Motors", "GM"),
        (
            "The regatta was not run by the World Rowing Safety Agency (Wrsa), the Sailing Union (SU) "
            "or the Olympic Council (OCA).",
            "the World Rowing Safety Agency",
            "Wrsa",
        ),
        (
            "The deal was signed by General Motors (GM), the Daimler Motor Company (Daimler) "
            "and Toyota Motor (TM).",
            "the Daimler Motor Company",
            "Daimler",
        ),
        # an acronym from the organisation's own language, and a short form that keeps one of its words
        (
            "Fighters from the Kurdish People's Protection Units (YPG), the Syrian Democratic Forces (SDF) "
            "and the Free Syrian Army (FSA) entered the town.",
            "the Kurdish People's Protection Units",
            "YPG",
        ),
        (
            "Jets struck positions of the Islamic State (Daesh), Jabhat al-Nusra (Nusra Front) and "
            "Jund al-Aqsa (Jund) near Hama.",
            "Jabhat al-Nusra",
            "Nusra Front",
        ),
    ],
)
def test_a_bracket_that_names_the_thing_again_stays_a_copula(nlp, text: str, subject: str, obj: str) -> None:
    assert _copulas(nlp, text)[(subject, obj)] == ""


def _labels(*texts: str) -> dict[str, tuple[str, ...]]:
    articles = [Article(f"a{i}", text) for i, text in enumerate(texts)]
    resolution = resolve_entities(extract_articles(articles, progress=None))
    return {e.label: e.aliases for e in resolution.entities}


def test_a_preposition_opening_the_sentence_is_no_word_of_the_name_after_it() -> None:
    labels = _labels(
        "Soul singer Ray Charles recorded the album in Memphis in 1961. Without Charles, it would be "
        "difficult to picture the sound of the label. He toured until his death."
    )
    assert "Without Charles" not in labels
    assert "Charles" in labels["Ray Charles"]


def _names(nlp, text: str) -> list[str]:
    """The NER names of ``text`` as the extraction stage hands them on (kg/extract/openings.py)."""
    return [m.text for m in extract_article(nlp(parse_text(text)), Article("t", text)).mentions]


@pytest.mark.parametrize(
    ("text", "fused", "name"),
    [
        (
            "He sang for years. Without Charles, it would be difficult to picture soul music.",
            "Without Charles",
            "Charles",
        ),
        # NER reads "Nevertheless" into the band's name; the first sentence writes the name alone
        (
            "Franz Ferdinand played Glasgow. "
            "Nevertheless Franz Ferdinand won the Mercury Prize, beating Keane.",
            "Nevertheless Franz Ferdinand",
            "Franz Ferdinand",
        ),
    ],
)
def test_a_sentences_opening_word_is_no_word_of_the_name_after_it(
    nlp, text: str, fused: str, name: str
) -> None:
    names = _names(nlp, text)
    assert fused not in names
    assert name in names


@pytest.mark.parametrize(
    ("text", "name"),
    [
        # inside a sentence the capital is the name's own
        ("She starred in the film Without Charles last year.", "Without Charles"),
        # a title NER took for a name, which the text writes nowhere else without its first word
        ("Beyond Borders opens in London on Friday.", "Beyond Borders"),
        # a comma after it, but the parser reads the first word as part of the name (PROPN), not as "via"
        ("Via Rail, the Canadian rail operator, said trains would run.", "Via Rail"),
        # a comma after it, but the description after the comma makes the title the subject
        ("Beyond Petroleum, the new slogan, was launched in London.", "Beyond Petroleum"),
    ],
)
def test_a_name_that_begins_with_such_a_word_inside_a_sentence_keeps_it(nlp, text: str, name: str) -> None:
    rest = name.split(" ", 1)[1]
    assert rest not in _names(nlp, text)


@pytest.mark.parametrize(
    ("text", "subject", "flag"),
    [
        # a pull quote's credit run into the next sentence, whose own subject opens with "The"
        (
            "Crews searched the flats all day. - Omar Haddad aid worker "
            "The bombing was the heaviest of the year.",
            "Omar Haddad aid worker",
            "copula",
        ),
        # a name after the subject is title case too, and opens no sentence
        (
            "The European response to this console from makers Nintendo has been hugely positive.",
            "The European response to this console from makers",
            "",
        ),
    ],
)
def test_a_credit_run_into_a_sentence_is_no_subject_of_its_copula(
    nlp, text: str, subject: str, flag: str
) -> None:
    [statement] = [t for t in triples_of(nlp, text) if t.subject.display == subject]
    assert statement.flag == flag


@pytest.mark.parametrize(
    ("player", "country"),
    [("J Smit", "SA"), ("T Kefu", "Aus"), ("S Kruger", "S Africa")],
)
def test_a_players_country_in_capitals_or_sharing_his_initial_is_still_no_name_of_his(
    nlp, player: str, country: str
) -> None:
    text = (
        "Forwards: C Hale (NZ), J Smit (SA), K Moss (SA), T Kefu (Aus), P Waugh (Aus). "
        "Backs: D Carr (Australia); M Botha (S Africa), R Tane (New Zealand), S Kruger (S Africa)."
    )
    assert _copulas(nlp, text)[(player, country)] == "copula"


@pytest.mark.parametrize(
    ("person", "office"),
    [("Tony Blair", "Prime Minister"), ("Gordon Brown", "Chancellor"), ("Jack Straw", "Foreign Secretary")],
)
def test_a_capitalised_office_in_a_bracket_list_still_describes_the_person(
    nlp, person: str, office: str
) -> None:
    text = (
        "Present were Tony Blair (Prime Minister), Gordon Brown (Chancellor), "
        "John Prescott (Deputy Prime Minister) and Jack Straw (Foreign Secretary)."
    )
    assert _copulas(nlp, text)[(person, office)] == ""
