"""Works of session 37 (issue 13): a title the article calls a work keeps kind Other though another of
its mentions stands after a pronoun's verb ("as I think [Kelso Hale] is"); a work's noun before a title's
own "The" ("blockbuster The [Longboat]"); a title that wins a prize for the best film, play or programme.
Near misses beside each: a person described by a noun, an actor who wins an actor's prize, a country that
wins a film's prize. Each text is invented."""

from __future__ import annotations

import pytest

from kg.entities.credits import credited_kind
from kg.entities.evidence import context_kind
from kg.entities.makers import makers_title
from kg.types import OTHER, PERSON
from tests.hand_tagged import hand_tagged, mention_at


def kinds(text: str, tags: list[tuple[str, str]]) -> dict[str, str]:
    """Each mention's surface -> the kind of its entity."""
    return {m.text: e.kind for e in hand_tagged(text, tags).entities for m in e.mentions}


def test_a_name_after_a_pronouns_verb_is_no_described_person() -> None:
    text = 'The movie Kelso Hale won praise. "It is as brave a film as I think Kelso Hale is," she said.'
    found = kinds(text, [("Kelso Hale", "ORG"), ("Kelso Hale", "PERSON")])
    assert found["Kelso Hale"] == OTHER


def test_a_noun_before_a_full_name_still_describes_a_person() -> None:
    text = "The board met on Monday. Veteran economist Kelso Hale spoke first."
    assert context_kind(text, mention_at(text, "Kelso Hale", "PERSON")) == (PERSON, 4.0)


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("The studio blockbuster The Longboat opened on Friday.", "Longboat"),
        ("The Longboat was named best film at the ceremony.", "The Longboat"),
        ("Other winners included Harbour Lights, which took best foreign film.", "Harbour Lights"),
        ("Morton Grange won the best TV comedy, the jury said.", "Morton Grange"),
    ],
)
def test_a_title_the_sentence_calls_a_work_is_other(text: str, name: str) -> None:
    found = context_kind(text, mention_at(text, name, "ORG"))
    assert found is not None and found[0] == OTHER


@pytest.mark.parametrize(
    ("text", "name", "label"),
    [
        # an actor wins an actor's prize; "best film director" heads on a person's noun
        ("Kelso Hale was named best actor at the ceremony.", "Kelso Hale", "PERSON"),
        ("Kelso Hale won best film director last year.", "Kelso Hale", "PERSON"),
        # a country's film wins under the country's name
        ("Spain won best foreign film for the second year.", "Spain", "GPE"),
    ],
)
def test_a_winner_of_no_works_prize_is_no_work(text: str, name: str, label: str) -> None:
    found = context_kind(text, mention_at(text, name, label))
    assert found is None or found[0] != OTHER


@pytest.mark.parametrize(
    ("text", "name", "label", "kind"),
    [
        # a director's credit in a sentence of the cinema: the name before it is a film's
        ("The jury is led by Kelso director Ann Lee and includes two actresses.", "Kelso", "ORG", OTHER),
        ("She is making a film with Hale Street director Sam Walker.", "Hale Street", "GPE", OTHER),
        # a film festival's director, a broadcaster's initials, a firm's director: no film
        ("The Kelso Film Festival director Ann Lee praised the actors.", "Kelso Film Festival", "ORG", None),
        ("The KTV director Ann Lee said the film was late.", "KTV", "ORG", None),
        ("Hale Holdings director Ann Lee sold her shares on Monday.", "Hale Holdings", "ORG", None),
    ],
)
def test_a_directors_credit_names_a_film_only_in_a_sentence_of_the_cinema(
    text: str, name: str, label: str, kind: str | None
) -> None:
    found = credited_kind(text, mention_at(text, name, label))
    assert found == kind


def test_a_person_who_wins_best_film_for_a_title_is_no_work() -> None:
    text = "Kelso Hale won best first feature at the festival for Morton Grange."
    found = context_kind(text, mention_at(text, "Kelso Hale", "PERSON"))
    assert found is None or found[0] != OTHER


@pytest.mark.parametrize(
    ("text", "name", "label", "work"),
    [
        ("The last opera she conducted was Ann Lee's Harbour Lights.", "Harbour Lights", "ORG", True),
        ("His new film, Sam Hale's The Longboat, opens on Friday.", "Longboat", "GPE", True),
        ("The console outsold Kelso's Pocketbox last year.", "Pocketbox", "ORG", True),
        # a person the maker's possessive names, a designated body, a place's possession, no work word
        ("The film stars Ann Lee's Sam Walker as the lead.", "Sam Walker", "PERSON", False),
        ("The film was made by Ann Lee's Kelso Productions Ltd.", "Kelso Productions Ltd", "ORG", False),
        ("The film opened across London's Hale Street.", "Hale Street", "FAC", False),
        ("Sales rose at Ann Lee's Harbour Lights last year.", "Harbour Lights", "ORG", False),
        ("The KTV's Zuberi Hale says the film is banned.", "Zuberi Hale", "PERSON", False),
        ("The KTV's Longboat was the film of the year.", "Longboat", "ORG", False),
    ],
)
def test_a_title_after_its_makers_possessive_in_a_sentence_of_works_is_a_work(
    text: str, name: str, label: str, work: bool
) -> None:
    assert makers_title(text, mention_at(text, name, label)) is work
