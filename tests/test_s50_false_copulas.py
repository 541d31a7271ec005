"""Session 50 (issue 12, false statements): copulas made of two items of one list, a participle of speech
given to the noun of a relative clause set off by two marks, and a ranked noun cut from its infinitive.

- A title before a name that holds the list item before it ("Greta Lund and relay star Alvin Drayton"):
  the name closed by "and" is another item, and one person is no title of another, nor one club of another
  club. A name of another kind titles ("Harbury and Wales striker": his club and his country).
- A plural set apart by "other" without "the" ("and other freight firms"): things besides the subject, never
  the subject itself; "the other candidate" still describes.
- A participle of speech after an aside closed by its second dash or comma is the main clause subject's
  ("Farmers attacked the levy - which would cover dairy herds - saying ..."), not the aside's noun's.
- An infinitive that bounds a ranked noun stays in its phrase ("the first Danish woman to reach the
  final"): cut off, the rank holds outright.
- A form of address alone ("Sheikh", "Imam"; titles.tsv's honorifics) is part of how a name is written, no
  title of it ("Sheikh Barwan" may name a district).

Real-model parses of sentences written for these tests (invented names and figures).
"""

from __future__ import annotations

import pytest

from tests.statements import copula_of, speaker_rows, triples_of


@pytest.mark.parametrize(
    ("text", "subject", "obj"),
    [
        ("Former European champion Greta Lund and Olympic relay star Alvin Drayton have both been banned.",
         "Alvin Drayton", "Former European champion Greta Lund and Olympic relay star"),
        ("Dunmore City and league leaders Halden United both face difficult away ties in the cup fifth "
         "round.", "Halden United", "Dunmore City and league leaders"),
        ("Regulators say that Pelbrock - the country's largest freight broker - and other Danish freight "
         "firms may have shared prices.", "Pelbrock", "other Danish freight firms"),
    ],
)  # fmt: skip
def test_a_copula_of_two_list_items_is_flagged(nlp, text, subject, obj):
    assert copula_of(nlp, text, subject, obj).flag == "copula"


@pytest.mark.parametrize(
    ("text", "subject", "obj"),
    [
        ("Harbury and Wales striker Owen Tallis scored twice on Saturday.", "Owen Tallis",
         "Harbury and Wales striker"),
        ("Regulators say that Pelbrock - the country's largest freight broker - and other Danish freight "
         "firms may have shared prices.", "Pelbrock", "the country's largest freight broker"),
        ("Mr Arlen Moss, the other candidate, said the count was fair.", "Mr Arlen Moss",
         "the other candidate"),
        # after a copula verb "other" names the subject itself
        ("The new owners of the Kelvo mill are other Danish textile firms.",
         "The new owners of the Kelvo mill", "other Danish textile firms"),
        # two hosts' names joined as one show's name
        ("The book was chosen by Graham and Sally executive producer Tessa Quill.", "Tessa Quill",
         "Graham and Sally executive producer"),
        # two firms' names share the title: an investor in both
        ("Shareholders including Barclon and Havis Bank investor Norvik Capital opposed the merger.",
         "Norvik Capital", "Barclon and Havis Bank investor"),
    ],
)  # fmt: skip
def test_a_title_or_description_beside_a_list_stays(nlp, text, subject, obj):
    assert copula_of(nlp, text, subject, obj).flag == ""


def test_a_saying_after_a_closed_dash_aside_is_the_main_subjects(nlp):
    text = (
        "Farmers attacked the planned levy - which would cover dairy and beef herds - saying Halden had "
        "broken its word."
    )
    says = [r for r in speaker_rows(nlp, text) if r[1] == "say"]
    assert [r[0] for r in says] == ["Farmers"], says
    speakers = {t.attributed_to.display for t in triples_of(nlp, text) if t.attributed_to is not None}
    assert speakers == {"Farmers"}, speakers


def test_a_ranked_apposition_keeps_its_bounding_infinitive(nlp):
    text = (
        "Lena Marsh, the first Danish woman to reach the final of a major golf event, has lost to Ana Rivas."
    )
    objects = {t.object.display for t in triples_of(nlp, text) if t.lemma == "be" and t.object is not None}
    assert "the first Danish woman" not in objects, objects
    assert "the first Danish woman to reach the final of a major golf event" in objects, objects


@pytest.mark.parametrize(
    ("text", "subject", "obj"),
    [
        ("Tessa Ward, the first rower to be barred for life by the federation, has appealed.", "Tessa Ward",
         "the first rower to be barred for life by the federation"),
        ("The first reporter to be freed by the group was Omar Saleh.",
         "The first reporter to be freed by the group", "Omar Saleh"),
    ],
)  # fmt: skip
def test_a_ranked_noun_keeps_its_bounding_passive_infinitive(nlp, text, subject, obj):
    copulas = {
        (t.subject.display, t.object.display) for t in triples_of(nlp, text) if t.lemma == "be" and t.object
    }
    assert (subject, obj) in copulas, copulas


def test_a_form_of_address_alone_is_no_title(nlp):
    text = "Rebels have said their attacks on Sheikh Barwan were in response to attempts to cut the road."
    copulas = [
        (t.subject.display, t.object.display) for t in triples_of(nlp, text) if t.lemma == "be" and t.object
    ]
    assert ("Barwan", "Sheikh") not in copulas, copulas


def test_a_title_before_a_form_of_address_stays(nlp):
    assert (
        copula_of(nlp, "Tory spokesman Mr Lewis said the plan was bad.", "Lewis", "Tory spokesman").flag == ""
    )


def _hand_parsed(nlp, words: str, heads: list[int], deps: str, tags: str, lemmas: str):
    from spacy.tokens import Doc

    return Doc(nlp.vocab, words=words.split(), heads=heads, deps=deps.split(), tags=tags.split(),
               lemmas=lemmas.split())  # fmt: skip


def test_a_ranked_noun_keeps_its_infinitive_only_beside_a_copula(nlp):
    from kg.extract.phrases import _ranking_infinitive

    # an apposition ("Tallis, the only one to win") and a preposition's object ("as the only way to win")
    appos = _hand_parsed(
        nlp, "Tallis , the only one to win", [0, 0, 4, 4, 0, 6, 4],
        "ROOT punct det amod appos aux relcl", "NNP , DT JJ NN TO VB", "Tallis , the only one to win",
    )  # fmt: skip
    assert _ranking_infinitive(appos[4], appos[6])
    pobj = _hand_parsed(
        nlp, "deal as the only way to win", [0, 0, 4, 4, 1, 6, 4],
        "ROOT prep det amod pobj aux relcl", "VB IN DT JJ NN TO VB", "deal as the only way to win",
    )  # fmt: skip
    assert not _ranking_infinitive(pobj[4], pobj[6])
