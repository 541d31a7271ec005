"""Descriptions a reader resolves from the article, and vague speakers kept out (issue 12, session 20):
"The Ohio-born actor said ..." is the actor named before, "the festival" the one festival the article
named, and "..., said a spokesman" says nobody's words. Real-model parses of sentences written for these
tests, with their counter-cases."""

from __future__ import annotations

import pytest

from tests.statements import find, triples_of

# text, relation of the reported statement, its speaker as shown
ROLES = [
    pytest.param(
        "Tom Lund visited the old theatre in Dayton. The Ohio-born actor said that the roof needed repairs.",
        "need",
        "Tom Lund",
        id="a birthplace describes the one person in reach",
    ),
    pytest.param(
        "Tom Lund met Sean Dorr in Paris. The Ohio-born actor said that the roof needed repairs.",
        "need",
        "The Ohio-born actor",
        id="two people in reach leave it open",
    ),
    pytest.param(
        "Tom Lund visited the old theatre in Dayton. The other actor said that the roof needed repairs.",
        "need",
        "The other actor",
        id="'other' points at a second person",
    ),
]


@pytest.mark.parametrize(("text", "lemma", "speaker"), ROLES)
def test_a_described_speaker_takes_the_one_person_in_reach(nlp, text: str, lemma: str, speaker: str) -> None:
    found = find(triples_of(nlp, text), lemma)
    assert found.attributed_to is not None and found.attributed_to.display == speaker


def test_a_described_subject_shown_in_its_own_words_stays_out(nlp) -> None:
    """ "The left-wing singer": the statement could not show the name, so it stays flagged, unresolved."""
    found = find(
        triples_of(
            nlp, "Tom Lund has opened a bar. The left-wing singer is conducting a review of his songs."
        ),
        "conduct",
    )
    assert (found.subject.display, found.flag) == ("The left-wing singer", "pronoun")


def test_a_plain_described_subject_is_shown_as_the_person(nlp) -> None:
    found = find(
        triples_of(nlp, "Tom Lund has opened a bar. The pop singer is conducting a review of his songs."),
        "conduct",
    )
    assert (found.subject.display, found.flag) == ("Tom Lund", "")


def test_a_device_is_no_role(nlp) -> None:
    """ "the DX-200 CD player" is a machine, though "player" is a role noun."""
    found = find(
        triples_of(nlp, "Anna Berg joined Sony in 1980. Her first design was the DX-200 CD player."), "be"
    )
    assert found.object is not None and found.object.display == "the DX-200 CD player"


# text, relation, the object or subject as shown
NAMED_AGAIN = [
    pytest.param(
        "The Cannes Film Festival opens next week. Director Anna Berg will attend the festival.",
        "attend",
        "The Cannes Film Festival",
        id="the one festival named",
    ),
    pytest.param(
        "The Oslo Film Festival and the Bergen Film Festival open in May. Ann Berg will attend the festival.",
        "attend",
        "the festival",
        id="two festivals leave it open",
    ),
    pytest.param(
        "Both countries signed the Hague Convention in 1999. Anna Berg said she read the convention twice.",
        "read",
        "the Hague Convention",
        id="a treaty named again",
    ),
]


@pytest.mark.parametrize(("text", "lemma", "shown"), NAMED_AGAIN)
def test_a_bare_noun_takes_the_one_name_it_ends(nlp, text: str, lemma: str, shown: str) -> None:
    found = find(triples_of(nlp, text), lemma)
    assert found.object is not None and found.object.display == shown


# text, relation, flag
SPEAKERS = [
    pytest.param("Ann Berg had resigned, said a spokesman.", "resign", "speaker", id="said a spokesman"),
    pytest.param("A spokeswoman said Ann Berg had resigned.", "resign", "speaker", id="a spokeswoman said"),
    pytest.param("A spokeswoman said Ann Berg had resigned.", "say", "speaker", id="her saying itself"),
    pytest.param(
        "The talks had failed, according to a report.", "fail according to", "speaker", id="a report"
    ),
    pytest.param(
        "A spokesman for the ministry said Ann Berg had resigned.",
        "say",
        "",
        id="a spokesman for a body stays",
    ),
    pytest.param("A Danish spokesman said Ann Berg had resigned.", "say", "", id="a narrowed one stays"),
    pytest.param(
        "A bomber killed nine people, an official said.", "kill", "", id="a wire lead's official stays"
    ),
    pytest.param(
        "Prices fell, according to a report this week from the Royal Bakers Guild.",
        "fall according to",
        "",
        id="a report whose owner the parser hung on 'according'",
    ),
]


@pytest.mark.parametrize(("text", "lemma", "flag"), SPEAKERS)
def test_a_spokesman_for_no_one_is_a_vague_speaker(nlp, text: str, lemma: str, flag: str) -> None:
    assert find(triples_of(nlp, text), lemma).flag == flag
