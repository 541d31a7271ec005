"""Fragments and cut names (issue 12, classes 8 and 5), session 41: a time is never a statement's subject; a
count the doers of a coordination share stays theirs together; "A and other B" keeps B as the head of both;
counted victims of a bare participle are not given the verb joined to it; a name on an area noun is a place's
name, so its first word is no title. Real-model parses of invented sentences, and hand-built parses where the
small model's reading of a sentence would drift."""

from __future__ import annotations

import pytest
from spacy.tokens import Doc, Span

from kg.extract.facts import Arg, Fact
from kg.extract.fused_subjects import time_subject
from tests.statements import row, triples_of


def _doc(nlp, words, heads, deps, tags, lemmas, ents=()):
    doc = Doc(nlp.vocab, words=words, heads=heads, deps=deps, tags=tags, lemmas=lemmas)
    doc.ents = [Span(doc, s, e, label=label) for s, e, label in ents]
    for t in doc:
        t.pos_ = {"NNS": "NOUN", "NN": "NOUN", "VBG": "VERB", "VBD": "VERB", "IN": "ADP", "CD": "NUM"}.get(
            t.tag_, "X"
        )
    return doc


def test_time_noun_is_no_subject(nlp):
    # "raids for months killing 30 people": the participle hung on the time noun
    words = ["raids", "for", "months", "killing", "30", "people"]
    doc = _doc(
        nlp,
        words,
        heads=[0, 0, 1, 2, 5, 3],
        deps=["ROOT", "prep", "pobj", "acl", "nummod", "dobj"],
        tags=["NNS", "IN", "NNS", "VBG", "CD", "NNS"],
        lemmas=["raid", "for", "month", "kill", "30", "people"],
        ents=[(2, 3, "DATE")],
    )
    fact = Fact(verb=3, subject=Arg(2, 3, 2), rel=[(3, "kill")], lemma=["kill"], obj=Arg(4, 6, 5))
    assert time_subject(fact, doc)


def test_time_with_what_filled_it_is_a_subject(nlp):
    # guard: "months of fighting destroyed towns": the fighting's months, a subject a reader keeps
    doc = _doc(
        nlp,
        ["months", "of", "fighting", "destroyed", "towns"],
        heads=[3, 0, 1, 3, 3],
        deps=["nsubj", "prep", "pobj", "ROOT", "dobj"],
        tags=["NNS", "IN", "NN", "VBD", "NNS"],
        lemmas=["month", "of", "fighting", "destroy", "town"],
        ents=[(0, 1, "DATE")],
    )
    fact = Fact(verb=3, subject=Arg(0, 3, 0), rel=[(3, "destroy")], lemma=["destroy"], obj=Arg(4, 5, 4))
    assert not time_subject(fact, doc)


def _flags(nlp, text: str) -> dict[tuple[str, str, str], str]:
    return {row(t)[:3]: t.flag for t in triples_of(nlp, "Headline here\n\n" + text)}


def test_fronted_phrase_fused_into_subject_stays_out(nlp):
    flags = _flags(nlp, "After a two-month siege troops captured the village on Friday.")
    assert flags[("a two-month siege troops", "capture", "the village")] == "fragment"


def test_plain_subject_with_a_time_stays_in(nlp):
    # guard: a doer with a time of its own is no time
    flags = _flags(nlp, "Monday's blast killed nine people in the market.")
    assert flags[("Monday's blast", "kill", "nine people")] == ""


@pytest.mark.parametrize(
    ("text", "whole"),
    [
        ("Fighter jets and helicopters carried out 40 raids on the valley.", "Fighter jets and helicopters"),
        (
            "At least 25 fighters were killed by mortar fire and drone strikes.",
            "mortar fire and drone strikes",
        ),
    ],
)
def test_joint_count_keeps_its_doers_together(nlp, text, whole):
    subjects = {t.subject.display for t in triples_of(nlp, text)}
    assert whole in subjects
    assert not any(s in subjects for s in whole.split(" and "))


def test_uncounted_coordination_is_split(nlp):
    # guard: without a count each conjunct does the act
    subjects = {t.subject.display for t in triples_of(nlp, "Rebels and soldiers fought in the valley.")}
    assert {"Rebels", "soldiers"} <= subjects


def test_a_and_other_b_keeps_b_as_head(nlp):
    objects = {
        t.object.display for t in triples_of(nlp, "Monitors recorded chlorine and other poison gas attacks.")
    }
    assert "chlorine and other poison gas attacks" in objects
    assert "chlorine" not in objects


def test_name_and_other_kind_is_split(nlp):
    # guard: a name is a member of the kind, and a statement of its own
    subjects = {t.subject.display for t in triples_of(nlp, "Russia and other countries backed the plan.")}
    assert "Russia" in subjects


def test_counted_victims_do_not_do_the_joined_verb(nlp):
    flags = _flags(
        nlp, "Mortars hit the market leaving 3 people dead and 20 others wounded and causing damage to shops."
    )
    given = {k: v for k, v in flags.items() if k[0] == "20 others"}
    assert given
    assert all(v == "fragment" for v in given.values())


def test_active_toll_with_its_own_object_stays(nlp):
    # guard: a past tense with an object of its own is the doers' act
    flags = _flags(nlp, "Police said gunmen killed 5 people and injured 12 others and destroyed a school.")
    assert flags[("gunmen", "injure", "12 others")] == ""
    assert flags[("gunmen", "destroy", "a school")] == ""


def test_name_on_an_area_noun_has_no_title(nlp):
    # without the rule the parse gives "Taha | be | Sheikh" (an area noun, no person)
    rows = {row(t)[:3] for t in triples_of(nlp, "Mortars struck the Sheikh Taha village near Homs.")}
    assert not any(r[1] == "be" for r in rows), rows


def test_title_before_a_person_stays(nlp):
    # guard: a role noun before a person's name is his title
    rows = {row(t)[:3] for t in triples_of(nlp, "Spokesman John Smith said the talks failed.")}
    assert ("John Smith", "be", "Spokesman") in rows


# a headline printed again without its full stop, run into the next sentence
_RUN_IN = (
    "Nine Soldiers killed More than 40 Wounded in fresh attacks on the port "
    "Militants hit the bakery with rockets."
)


def test_headline_run_into_the_body_stays_out(nlp):
    flags = {k: v for k, v in _flags(nlp, _RUN_IN).items() if k[0] == "Nine Soldiers"}
    assert flags
    assert all(v == "fragment" for v in flags.values())


def test_sentence_after_a_run_in_headline_stays_in(nlp):
    # guard: the next sentence's own clause, in lower case, is kept
    assert _flags(nlp, _RUN_IN)[("Militants", "hit", "the bakery")] == ""


def test_a_works_title_split_into_a_relation_stays_out(nlp):
    # the relation itself is a Title Case verb of the work's name ("the BBC show | go | Green"); without
    # the relation check nothing else flags it
    flags = _flags(nlp, "The founder told the BBC show Go Green how the scheme uses solar panels.")
    assert flags[("the BBC show", "go", "Green")] == "fragment"
