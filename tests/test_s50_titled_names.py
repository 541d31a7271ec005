"""A title written straight before its name keeps the name (issue 12, class 1, session 50): the parser makes
"director" the head of "Festival director Sandra Vale" and hangs the name on it as an apposition, which the
argument phrase left out ("Festival director | say | ..."). Real-model parses of invented sentences."""

from __future__ import annotations

import pytest

from tests.statements import triples_of


def rows(nlp, text: str) -> set[tuple[str, str, str]]:
    return {
        (t.subject.display, t.lemma, t.object.display if t.object else "")
        for t in triples_of(nlp, "Headline here\n\n" + text)
    }


@pytest.mark.parametrize(
    ("text", "subject", "lemma"),
    [
        (
            "Video game giant Orbitron Arts (OA) says it aims to be the largest leisure group "
            "on the continent.",
            "Video game giant Orbitron Arts (OA)",
            "say",
        ),
        (
            "He was impressed by the way former FC Marlow coach Jansen has turned round the club.",
            "former FC Marlow coach Jansen",
            "turn",
        ),
        # the name hung on the phrase's head, past the "in" or "by" phrase that ends on its title
        (
            "Shares in Dutch chemicals firm Valtrex closed down 9% at 40 euros on Friday.",
            "Shares in Dutch chemicals firm Valtrex",
            "close at",
        ),
        (
            "Research by security firms Ardentis and Kelsocorp revealed that most phones carry spyware.",
            "Research by security firms Ardentis and Kelsocorp",
            "reveal",
        ),
        # the name runs on past the word the parser made its head: the NER's name, or a preposition with
        # proper nouns (review r2: "US band Marlin" and "The charity Hope" were names cut short)
        ("US band Marlin 7 was named best new act.", "US band Marlin 7", "be named"),
        (
            "The charity Hope Over Hunger said the convoy was stopped.",
            "The charity Hope Over Hunger",
            "say",
        ),
    ],
)
def test_title_before_its_name_keeps_the_name(nlp, text: str, subject: str, lemma: str) -> None:
    assert subject in {s for s, rel, _ in rows(nlp, text) if rel == lemma}


def test_a_weekday_after_a_title_is_no_name(nlp) -> None:
    text = "The prime minister Monday announced new taxes on fuel."
    assert ("The prime minister", "announce", "new taxes") in rows(nlp, text)


@pytest.mark.parametrize(
    ("text", "lemma", "name"),
    [
        ("The news agency Velta reported the fine.", "report", "Velta"),
        ("The magazine Night Owl Out named the bar the best.", "name", "Night Owl Out"),
    ],
)
def test_a_title_resolved_to_the_name_beside_it_is_still_shown_as_that_name(
    nlp, text: str, lemma: str, name: str
) -> None:
    # coreference gives "the news agency" the name set beside it (redescription.apposed), which links the
    # statement to the name's entity; keeping the name in the phrase must not undo that
    (subject,) = [t.subject for t in triples_of(nlp, "Headline here\n\n" + text) if t.lemma == lemma]
    assert subject.resolved == name


def test_apposition_fact_still_gives_the_name_its_title(nlp) -> None:
    text = "He was impressed by the way former FC Marlow coach Jansen has turned round the club."
    assert ("Jansen", "be", "former FC Marlow coach") in rows(nlp, text)


@pytest.mark.parametrize(
    "text",
    [
        # a closing source run into the noun before it, in text that lost its commas
        "The shelling killed a child Ranwa said.",
        # a pronoun's relation is no title ("His wife" stays a description the pronoun flag keeps out)
        "His wife Marlene, who also appears in the show, agreed.",
        # an aside set off by a comma stays an aside
        "Holm will now face the former champion, Ada Berg of Sweden, in the final.",
    ],
)
def test_speaker_or_aside_after_a_noun_is_not_its_name(nlp, text: str) -> None:
    sides = {x for s, _, o in rows(nlp, text) for x in (s, o)}
    assert not any(
        ("Ranwa" in x and "child" in x) or ("Ada Berg" in x and "champion" in x) or "wife Marlene" in x
        for x in sides
    )
