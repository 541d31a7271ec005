"""Session 30, pronouns (issue 12, classes 6 and 10): an object that opens on "his", "her" or "its" owned by
someone other than the clause's subject is written with the owner's name (kg/extract/object_owners.py),
and a sentence-opening "it", "they" or "he" after a sentence whose main subject is an unnamed noun of the
pronoun's kind is no longer given a name from further back (kg/extract/subject_rivals.py). Real-model
parses of invented sentences: positives and near misses."""

from __future__ import annotations

from tests.statements import find, triples_of


def _object(nlp, text: str, lemma: str) -> str:
    triple = find(triples_of(nlp, text), lemma)
    assert triple.object is not None
    return triple.object.display


def _subject(nlp, text: str, lemma: str) -> str:
    return find(triples_of(nlp, text), lemma).subject.display


def test_an_objects_possessive_owned_by_someone_else_names_the_owner(nlp):
    text = (
        "Senator Mark Hollis flew to Doha on Monday. "
        "The ethics committee is reviewing his decision to accept the trip."
    )
    assert _object(nlp, text, "review") == "Mark Hollis's decision to accept the trip"


def test_an_apposed_description_names_its_owner(nlp):
    text = "Sarah Jones won the 400m final in Madrid. Her coach Tomas Lind praised the win."
    triples = triples_of(nlp, text)
    described = [t for t in triples if t.subject.display == "Tomas Lind" and t.lemma == "be"]
    assert described and described[0].object is not None
    assert described[0].object.display == "Sarah Jones's coach"


def test_the_subjects_own_possessive_keeps_its_words(nlp):
    # near miss: the subject owns "its"; "Nordmark Bank | cut | Nordmark Bank's staff" would only repeat it
    text = "Nordmark Bank reported a loss on Monday. The firm cut its staff by a tenth."
    assert _object(nlp, text, "cut") == "its staff"


def test_an_unnamed_person_subject_keeps_the_possessive(nlp):
    # near miss: "the attacker" may own "his", and does; a name from before would be a guess
    text = "Omar Sadiq spoke to reporters on Friday. The attacker detonated his explosives near the gate."
    assert _object(nlp, text, "detonate") == "his explosives"


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


def test_a_conjunct_owner_keeps_the_possessive(nlp):
    # near miss: "the regime and its allies" are the regime's, whatever name salience last saw as a subject
    text = (
        "Tarsa has endured years of siege. The truce was backed by the regime and its close allies Russia "
        "and Iran."
    )
    objects = {t.object.display for t in triples_of(nlp, text) if t.object is not None and t.lemma == "be"}
    assert not any(o.startswith("Tarsa's") for o in objects)
