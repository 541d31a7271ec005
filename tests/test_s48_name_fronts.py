"""Session 48 (issue 12, class 5): the capitalised words before a one-word name the NER cut are the name's
own front, no title: "Bill | be | Criminal Justice" and "Hamdan | be | Tallet" split one name into a copula.
A title holding a word for a role stays. Real-model parses of invented sentences."""

from __future__ import annotations

import pytest

from tests.statements import triples_of


def _titles(nlp, text: str) -> set[tuple[str, str]]:
    return {
        (t.subject.display, t.object.display) for t in triples_of(nlp, text) if t.rule == "title" and t.object
    }


@pytest.mark.parametrize(
    "text",
    [
        # a law's name: the capitalised noun of a law heads it
        "He voted against the Criminal Justice Bill.",
        # a place's name of two proper nouns, the NER taking the second for a person
        "The unit shelled positions to the west of Tallet Hamdan near the village.",
        # a firm's name
        "GW Pharma shares fell by a fifth on Monday.",
    ],
)
def test_a_name_cut_by_the_ner_is_not_split_into_a_title(nlp, text: str) -> None:
    assert _titles(nlp, text) == set()


@pytest.mark.parametrize(
    ("text", "title"),
    [
        ("Aides expect that President Bush will let the dollar slide.", ("Bush", "President")),
        ("Labour MP Smith said it was wrong.", ("Smith", "Labour MP")),
    ],
)
def test_a_capitalised_title_with_a_word_for_a_role_stays(nlp, text: str, title: tuple[str, str]) -> None:
    assert title in _titles(nlp, text)


def _doc(nlp, words: list[str], pos: list[str], first: bool = True, tags: list[str] | None = None):
    from spacy.tokens import Doc

    starts = [first] + [False] * (len(words) - 1)
    return Doc(nlp.vocab, words=words, pos=pos, tags=tags, sent_starts=starts)


def test_a_peerage_before_a_name_is_a_title(nlp) -> None:
    from kg.extract.name_fronts import name_front

    doc = _doc(
        nlp, ["Critics", "said", "Baroness", "Hale", "agreed"], ["NOUN", "VERB", "PROPN", "PROPN", "VERB"]
    )
    assert not name_front(doc[2:3], doc[3:4])
    doc = _doc(nlp, ["Shares", "in", "KT", "Pharma", "fell"], ["NOUN", "ADP", "PROPN", "PROPN", "VERB"])
    assert name_front(doc[2:3], doc[3:4])


def test_a_word_capitalised_only_to_open_the_sentence_may_be_a_title(nlp) -> None:
    from kg.extract.name_fronts import name_front

    # "Designers Bungie": a common noun capitalised because it opens the sentence
    tags = ["NNPS", "NNP", "VBD", "PRP"]
    doc = _doc(nlp, ["Designers", "Bungie", "changed", "it"], ["PROPN", "PROPN", "VERB", "PRON"], tags=tags)
    assert not name_front(doc[0:1], doc[1:2])
    # a given name opening the sentence is still the name's front ("Pranab Mukherjee said")
    tags = ["NNP", "NNP", "VBD", "PRP"]
    doc = _doc(nlp, ["Pranab", "Mukherjee", "said", "it"], ["PROPN", "PROPN", "VERB", "PRON"], tags=tags)
    assert name_front(doc[0:1], doc[1:2])
