"""Session 30, pronouns (issue 12, class 10): a sentence-opening "it", "they" or "he" after a sentence whose
main subject is an unnamed noun of the pronoun's kind is no longer given a name from further back
(kg/extract/subject_rivals.py). Real-model parses of invented sentences: positives and near misses."""

from __future__ import annotations

from tests.statements import find, triples_of


def _subject(nlp, text: str, lemma: str) -> str:
    return find(triples_of(nlp, text), lemma).subject.display


def test_it_after_an_unnamed_subject_is_not_the_name_before(nlp):
    text = (
        "Traders were calm after the Nordmark Bank raised rates. The currency was trading lower on Tuesday. "
        "It also fell against the yen."
    )
    assert _subject(nlp, text, "fall against") == "It"


def test_it_after_the_same_body_redescribed_keeps_the_name(nlp):
    # near miss: "The bank" is Nordmark Bank, so "It" is too
    text = "Nordmark Bank raised rates in March. The bank said profits rose. It also cut jobs."
    assert _subject(nlp, text, "cut") == "Nordmark Bank"


def test_it_after_a_plural_subject_keeps_the_name(nlp):
    # near miss: "Its shares" are no rival for "It", which agrees with the bank alone
    text = "Nordmark Bank reported a loss on Monday. Its shares fell 5%. It blamed weak demand."
    assert _subject(nlp, text, "blame") == "Nordmark Bank"


def test_he_after_an_indefinite_person_noun_is_not_the_name_before(nlp):
    text = (
        "Senator Mark Hollis flew to Doha on Monday. A police spokesman said the road was closed. "
        "He declined to comment further."
    )
    assert _subject(nlp, text, "decline") == "He"


def test_she_after_a_noun_apposed_to_the_name_keeps_it(nlp):
    # near miss: "One woman, Sarah Jones," holds the name the "She" was given
    text = "One woman, Sarah Jones, found her brother in the crowd. She had not seen him for ten years."
    assert _subject(nlp, text, "see") == "Sarah Jones"


def test_it_after_a_definite_kind_noun_keeps_the_name(nlp):
    # near miss: "The software" names Spylock again, as "The company" would a firm
    text = (
        "Spylock is sold as a security tool. The software hides itself in computers. "
        "It can copy passwords and card numbers."
    )
    assert _subject(nlp, text, "copy") == "Spylock"
