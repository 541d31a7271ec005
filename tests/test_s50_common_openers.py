"""A common word that opens a sentence, capitalised there and taken by NER for a name, is no mention
(issue 13, junk: ``kg.extract.common_openers``): a plural noun or a gerund by the tagger's reading, under a
label NER gives such words by mistake, that the article never writes capitalised inside a sentence.
Real-model parses of invented sentences, and hand-built docs where the model's reading drifts."""

from __future__ import annotations

import pytest
from spacy.tokens import Doc

from kg.extract import extract_article
from kg.extract.common_openers import common_opener
from kg.extract.nlp import parse_text
from kg.types import Article


def mentions(nlp, text: str) -> set[str]:
    """The mention texts of ``text`` read as an article."""
    return {m.text for m in extract_article(nlp(parse_text(text)), Article("t", text)).mentions}


@pytest.mark.parametrize(
    ("text", "word"),
    [
        # a plural noun opening the sentence, read by NER as a people
        ("Pedestrians crowd the streets of the city in the game.", "Pedestrians"),
        ("Parliamentarians must act now on road safety, he said.", "Parliamentarians"),
        # a plural noun read as a place
        ("Slowdowns in Kelso hit sales of the firm's phones last year.", "Slowdowns"),
    ],
)
def test_common_word_opening_a_sentence_is_no_mention(nlp, text: str, word: str) -> None:
    assert word not in mentions(nlp, text)


def test_common_word_written_capitalised_inside_a_sentence_stays_a_mention(nlp) -> None:
    # the article writes the word capitalised mid-sentence too: a name, whatever the tagger says
    text = "Pedestrians crowd the streets of the city in the game. Fans of Pedestrians say it is a band."
    assert "Pedestrians" in mentions(nlp, text)


def test_place_the_tagger_reads_as_a_plural_stays_a_mention(nlp) -> None:
    # the small model reads "Cannes" at a sentence's start as a plural noun and a people; GeoNames knows it
    assert "Cannes" in mentions(nlp, "Cannes is the biggest film festival of the year.")


def _doc(nlp, words: list[str], tags: list[str], ents: list[str]) -> Doc:
    """A one-sentence doc with the given tags and IOB entity tags."""
    starts = [True] + [False] * (len(words) - 1)
    return Doc(nlp.vocab, words=words, tags=tags, ents=ents, sent_starts=starts)


@pytest.mark.parametrize(
    ("label", "dropped"),
    [
        # a gerund read as a person's name or a people: a common word
        ("PERSON", True),
        ("NORP", True),
        # a gerund read as a place may be a town's name ("Reading"), as a body a club's
        ("GPE", False),
        ("ORG", False),
    ],
)
def test_gerund_opening_a_sentence_by_label(nlp, label: str, dropped: bool) -> None:
    words = ["Registering", "a", "domain", "costs", "little", "."]
    tags = ["VBG", "DT", "NN", "VBZ", "JJ", "."]
    doc = _doc(nlp, words, tags, [f"B-{label}", "O", "O", "O", "O", "O"])
    assert common_opener(doc.ents[0]) is dropped


@pytest.mark.parametrize(
    ("word", "tag", "label"),
    [
        # a side's plural nickname, tagged ORG, and a happening's plural, tagged EVENT
        ("Reds", "NNS", "ORG"),
        ("Olympics", "NNS", "EVENT"),
        # a people's word is the entity stage's to link to its country, a group's word to drop
        ("Iranians", "NNS", "NORP"),
        ("Islamists", "NNS", "NORP"),
        # a singular noun or an adjective is often a name ("Sky", "Labour election coordinator")
        ("Sky", "NN", "ORG"),
        ("Labour", "JJ", "ORG"),
    ],
)
def test_name_opening_a_sentence_keeps_its_mention(nlp, word: str, tag: str, label: str) -> None:
    words = [word, "won", "the", "vote", "."]
    doc = _doc(nlp, words, [tag, "VBD", "DT", "NN", "."], [f"B-{label}", "O", "O", "O", "O"])
    assert not common_opener(doc.ents[0])
