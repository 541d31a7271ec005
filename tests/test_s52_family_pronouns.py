"""A "he" or "she" and the people of one surname (issue 12, audit class 10): a family's members share a
surname, so the name's own given name settles which one a pronoun is; and a surname the tagger takes for
a plural ("Davies") is still one person's when a given name stands before it. Invented sentences."""

from __future__ import annotations

import pytest
from spacy.tokens import Doc

from kg.extract.coref import Salience
from tests.statements import find, triples_of


@pytest.mark.parametrize(
    ("text", "lemma", "subject"),
    [
        # the mother is the article's fullest "Calder", but "he" is her son
        (
            "Peter Calder denies the charges. His mother Marion Calder told a radio station that her son was "
            'innocent. "He loves animals," she said.',
            "love",
            "Peter Calder",
        ),
        # a named speaker keeps her "she" though her brother's honorific made the surname a man's
        (
            "Kevin Marsh denies the charges. Mr Marsh, 40, was arrested in May. Lucy Marsh said she would "
            "attend every hearing.",
            "attend",
            "Lucy Marsh",
        ),
    ],
)
def test_pronoun_of_a_family_is_the_member_of_its_gender(nlp, text, lemma, subject):
    triple = find(triples_of(nlp, text), lemma)
    assert (triple.subject.display, triple.flag) == (subject, "")


_SECOND_POS = ["PRON", "AUX", "PART", "VERB", "PUNCT"]
_SECOND_DEPS = ["nsubjpass", "auxpass", "neg", "ROOT", "punct"]


def _hand_doc(nlp, given: str, tag: str) -> Doc:
    """ "<given> Davies was robbed in Leeds. He was not hurt." parsed by hand: the surname tagged ``tag``."""
    words = [given, "Davies", "was", "robbed", "in", "Leeds", ".", "He", "was", "not", "hurt", "."]
    return Doc(
        nlp.vocab,
        words=words,
        spaces=[True, True, True, True, True, False, True, True, True, True, False, False],
        tags=["NNP", tag, "VBD", "VBN", "IN", "NNP", ".", "PRP", "VBD", "RB", "VBN", "."],
        pos=["PROPN", "PROPN", "AUX", "VERB", "ADP", "PROPN", "PUNCT", *_SECOND_POS],
        deps=["compound", "nsubjpass", "auxpass", "ROOT", "prep", "pobj", "punct", *_SECOND_DEPS],
        heads=[1, 3, 3, 3, 3, 4, 3, 10, 10, 10, 10, 10],
        lemmas=["x", "Davies", "be", "rob", "in", "Leeds", ".", "he", "be", "not", "hurt", "."],
        ents=["B-PERSON", "I-PERSON", "O", "O", "O", "B-GPE", "O", "O", "O", "O", "O", "O"],
    )


@pytest.mark.parametrize("tag", ["NNP", "NNPS"])
def test_surname_tagged_plural_after_a_given_name_is_one_person(nlp, tag):
    assert Salience(_hand_doc(nlp, "Quentin", tag)).resolve() == {7: "Quentin Davies"}


def test_him_after_a_woman_subject_is_the_latest_man_before_her(nlp):
    # a man named after the pronoun is no rival: the latest man named as a subject before it is meant
    text = (
        "Mr Tom Rigg opened the school in Leeds on Monday. Sara Vale praised him in her speech, and Dan "
        "Hale read a poem."
    )
    triple = find(triples_of(nlp, text), "praise")
    assert (triple.object.display, triple.flag) == ("Tom Rigg", "")


def test_he_after_a_woman_subject_stays_open_past_a_man_or_woman_of_no_known_gender(nlp):
    # Castell, whose given name tells no gender, is the latest subject before Ms Okafor: he may be "he"
    text = (
        "Mr Tully spoke first, and Zorvan Castell answered him. Ms Okafor then read the figures. He said "
        "they were wrong."
    )
    triple = find(triples_of(nlp, text), "say")
    assert (triple.subject.display, triple.flag) == ("He", "pronoun")
