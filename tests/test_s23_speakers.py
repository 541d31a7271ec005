"""Speakers and pronouns of session 23 (issue 12, classes 3 and 10 of the dev-s17 to dev-s22 cause tables), on
real-model parses of sentences written for these tests.

"It said" continues the one body that reported in the sentence before (``kg.extract.speaking_it``), never a
group named inside that body's report; a person named with a given name of their own is not the other person
of the article who shares the surname (``kg.extract.given_genders.own_or_fuller``); "supposedly",
"allegedly" and "purportedly" keep an unreported clause out of the graph (``kg.extract.modality``).
"""

from __future__ import annotations

import pytest
from spacy.tokens import Doc

from kg.extract.speaking_it import speaking_it
from tests.statements import find as _find
from tests.statements import triples_of as _triples


def _speaker(nlp, text: str, lemma: str) -> str:
    speaker = _find(_triples(nlp, text), lemma).attributed_to
    assert speaker is not None, f"no speaker for {lemma!r}"
    return speaker.resolved or speaker.text


@pytest.mark.parametrize(
    ("text", "lemma", "body", "not_body"),
    [
        # the group is a subject inside what the Watch reported: the "It" that reports next is the Watch
        (
            "The Nordic Watch for Civil Rights reported on Monday that 12 people had died near the dam. "
            "But on Tuesday the Watch quoted local sources as saying that the Crimson Front had executed 40 "
            "prisoners. It said at least nine Crimson Front fighters were killed in the clashes.",
            "kill in",
            "Watch",
            "Crimson",
        ),
        # the ministry is named in the sentence before, but the agency is the one reporting there
        (
            "Zembla's official Sunrise agency said the Ministry of Water had closed two dams. "
            "It said the dams were shut after the floods.",
            "shut after",
            "Sunrise",
            "Ministry",
        ),
    ],
)
def test_it_said_continues_the_body_that_reported_before(nlp, text, lemma, body, not_body):
    speaker = _speaker(nlp, text, lemma)
    assert body in speaker
    assert not_body not in speaker


def test_it_said_is_no_person_who_reported_before(nlp):
    text = "Mr Dorran said the council had cut the budget. It said the cuts would hit schools."
    triple = _find(_triples(nlp, text), "hit")
    speaker = triple.attributed_to
    assert speaker is None or "Dorran" not in (speaker.resolved or speaker.text)


def test_it_with_an_object_is_no_report_continuing_the_speaker(nlp):
    # "reported a loss" is the bank's act, not the regulator reporting again
    text = (
        "The regulator said Orbix Bank had misled thousands of customers. "
        "It reported a loss of 2m dollars last year."
    )
    assert "regulator" not in _find(_triples(nlp, text), "report").subject.display


def test_a_second_speaker_sharing_a_surname_keeps_his_own_name(nlp):
    text = (
        "Among the tributes was one from the producer Quincy Marsh, who called him a brother. "
        '"Nobody played like him," he said. '
        "Former band singer Paul Marsh, who sang on many hits, said the pianist was one of his heroes. "
        '"I am quite sure my own songs were shaped by him," he told reporters.'
    )
    assert _speaker(nlp, text, "shape") == "Paul Marsh"


@pytest.mark.parametrize(
    ("text", "lemma", "flag"),
    [
        # the site did not let anyone give money: what it claimed is no fact
        (
            "A second batch of junk mail held a link to a page that supposedly let readers send cash.",
            "let",
            "modality:alleged",
        ),
        ("The actor also allegedly insulted three co-stars.", "insult", "modality:alleged"),
        # the ministry's own hedge stays its claim, with its speaker
        ("The ministry said Karl Brandt was allegedly plotting attacks on the port.", "plot", ""),
        # the hedge stays in its own conjunct: the auditors' finding is asserted
        (
            "The Orbix fund supposedly made a profit last year, but Halden Audit found a loss of 3m dollars.",
            "find",
            "",
        ),
    ],
)
def test_a_hedged_clause_is_no_fact(nlp, text, lemma, flag):
    assert _find(_triples(nlp, text), lemma).flag == flag


def test_it_said_continues_the_inverted_speaker_of_a_verb_with_two_subjects(nlp):
    # a hand-built parse as the model gave one (BBC politics): "said" holds the reported clause's subject too
    rows = """Orbix NNP PROPN Orbix nsubj 3
    failed VBD VERB fail ccomp 3
    , , PUNCT , punct 3
    said VBD VERB say ROOT 3
    the DT DET the det 5
    Committee NNP PROPN Committee nsubj 3
    . . PUNCT . punct 3
    It PRP PRON it nsubj 8
    said VBD VERB say ROOT 8
    councils NNS NOUN council nsubj 10
    were VBD AUX be ccomp 8
    late JJ ADJ late acomp 10
    . . PUNCT . punct 8"""
    words, tags, pos, lemmas, deps, heads = zip(*(row.split() for row in rows.splitlines()), strict=True)
    doc = Doc(
        nlp.vocab,
        words=list(words),
        tags=list(tags),
        pos=list(pos),
        lemmas=list(lemmas),
        deps=list(deps),
        heads=[int(h) for h in heads],
    )
    assert speaking_it(doc, {}, set()) == {7: "the Committee"}


def test_it_said_names_the_reporter_with_its_own_spacing(nlp):
    rows = """Winn NNP PROPN Winn compound 2 0
    - HYPH PUNCT - punct 2 0
    Dixie NNP PROPN Dixie nsubj 3 1
    said VBD VERB say ROOT 3 1
    sales NNS NOUN sale nsubj 5 1
    fell VBD VERB fall ccomp 3 0
    . . PUNCT . punct 3 1
    It PRP PRON it nsubj 8 1
    said VBD VERB say ROOT 8 1
    stores NNS NOUN store nsubj 10 1
    closed VBD VERB close ccomp 8 0
    . . PUNCT . punct 8 0"""
    words, tags, pos, lemmas, deps, heads, spaces = zip(
        *(row.split() for row in rows.splitlines()), strict=True
    )
    doc = Doc(
        nlp.vocab,
        words=list(words),
        spaces=[s == "1" for s in spaces],
        tags=list(tags),
        pos=list(pos),
        lemmas=list(lemmas),
        deps=list(deps),
        heads=[int(h) for h in heads],
    )
    assert speaking_it(doc, {}, set()) == {7: "Winn-Dixie"}


def test_it_said_names_an_inverted_reporter_without_the_verbs_in_phrase(nlp):
    text = (
        '"Japan is forcing small farms to close," said the union in a statement. '
        '"By cutting its prices, Japan has hurt the towns of the north," it said.'
    )
    assert _speaker(nlp, text, "hurt") == "the union"
