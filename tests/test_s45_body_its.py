"""An opening "it" after a sentence about a body its owner names is that body (issue 12, audit class 10;
kg/extract/body_its.py); an "It said" after "It said" goes on with the body the first was found to be, and
one after a body the NER took for a person is that body (kg/extract/speaking_it.py); an "it" a copula ranks
among things no body is stays open (kg/extract/described_it.py). Invented sentences; real-model parses."""

from __future__ import annotations

import pytest

from tests.statements import find, row, triples_of


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the body the sentence before tells of, not the state named two sentences back (salience) nor
        # left open because an unnamed noun stands between (subject_rivals)
        (
            "Portugal has sent two frigates to the gulf since March. The Norwegian military said four of "
            "its ships had patrolled the strait on Friday. It gave no details of any arrests.",
            ("The Norwegian military", "give", "no details of any arrests"),
        ),
        (
            "Denmark and Chile have asked the court to review the case. The Peruvian government welcomed "
            "the review in May. But it later refused to hand over the papers.",
            ("The Peruvian government", "refuse to hand over", "the papers"),
        ),
        # a body noun the tagger takes for a name though written small; a place the body's report names
        # ("its jets had bombed ...") is no place the body acts on
        (
            "Britain said on Sunday that the raids had to stop. The Russian defence ministry said its jets "
            "had bombed Raqqa. It gave no figure for the dead.",
            ("The Russian defence ministry", "give", "no figure"),
        ),
        # the name it was given is the body's owner: kept
        (
            "Norway sent two frigates to the gulf in March. Norway's military said four ships had patrolled "
            "the strait. It gave no details of any arrests.",
            ("Norway", "give", "no details of any arrests"),
        ),
    ],
)
def test_opening_it_after_an_owned_body_is_the_body_or_its_owner(nlp, text, expected):
    rows = {row(t)[:3]: t.flag for t in triples_of(nlp, text)}
    assert rows.get(expected) == "", rows


@pytest.mark.parametrize(
    ("text", "lemma"),
    [
        # a singular thing the body reports on may be the "it" as well as the body
        (
            "Heavy rain fell across the region. The Kenyan government said a dam had burst near Nakuru. It "
            "had been built in the 1970s.",
            "build",
        ),
        (
            "Protests have spread to several cities. The French government said the new law would come into "
            "force in June. It will require firms to publish pay gaps.",
            "require",
        ),
        # ... and so may a place the body's verb acts on, whatever the NER labels it
        (
            "Fighting flared again in the north on Sunday. The Turkish army shelled the town of Afrin "
            "overnight. It lies about 20km from the border.",
            "lie from",
        ),
    ],
)
def test_opening_it_after_a_body_beside_another_thing_is_not_given_the_body(nlp, text, lemma):
    triple = find(triples_of(nlp, text), lemma)
    assert not triple.subject.display.startswith("The "), (triple.subject.display, triple.flag)


def test_it_said_after_it_said_goes_on_with_the_same_body(nlp):
    # salience gives each "It" the owner of the first subject; the first "It said" is the agency
    # (speaking_it), and so is the second, which continues the first
    text = (
        "Heavy rain fell on the coast on Sunday. Chile's weather agency said two rivers had burst their "
        "banks near the port. It said a bridge was closed. It said roads to the north of the port were "
        "closed as well."
    )
    speakers = {row(t)[0] for t in triples_of(nlp, text) if row(t)[1] == "say"}
    assert speakers == {"Chile's weather agency"}, speakers


def test_a_firm_a_place_modifies_is_no_owned_body(nlp):
    # "The US firm" says no more than "the firm": no "it" is given the phrase
    text = (
        "Harlow Motors will pay its partner $2bn to end their deal. The US firm had wanted to sell its "
        "stake for years. It has argued that the deal was void."
    )
    subjects = {row(t)[0] for t in triples_of(nlp, text) if t.lemma == "argue"}
    assert "The US firm" not in subjects, subjects


@pytest.mark.parametrize(
    ("text", "lemma", "open_"),
    [
        # what "It" is ranked among, projects, no named body is (kg/extract/described_it.py)
        (
            "The Lantern Trust bought the old mill in May. Volunteers from the town cleared the gardens. "
            "It is the newest in a series of projects to bring visitors back.",
            "be newest in",
            True,
        ),
        # ... but a bank may be among banks: the name stays
        (
            "The Harbour Bank reported higher profits on Monday. Analysts had expected less. It is the "
            "largest in a group of banks that lend to farmers.",
            "be largest in",
            False,
        ),
        # a rank in a singular says where it ranks, not what it is: the bank named before stays
        (
            "Harbour Bank posted record profits on Monday. Its shares rose by 5%. It is the largest in the "
            "world.",
            "be largest in",
            False,
        ),
        (
            "Harbour Bank posted record profits on Monday. Its shares rose by 5%. It is the biggest in the "
            "industry.",
            "be biggest in",
            False,
        ),
    ],
)
def test_it_ranked_among_things_no_body_is_is_left_open(nlp, text, lemma, open_):
    triple = find(triples_of(nlp, text), lemma)
    assert (triple.flag == "pronoun") == open_, (triple.subject.display, triple.flag)


def test_it_said_after_a_body_the_tagger_took_for_a_person(nlp):
    # "The Observatory said" is a body whatever the NER makes of it: the next "It said" is the Observatory,
    # not the group named as a subject before it
    text = (
        "Islamic State has made rapid gains in the east since it seized the city in June. The Observatory "
        "said a further 12 men from the tribe were executed on Thursday, ten shot dead and two beheaded on "
        "the outskirts of the city. It said the men worked at a farm."
    )
    speakers = {row(t)[0] for t in triples_of(nlp, text) if t.lemma == "say" and "farm" in row(t)[2]}
    assert speakers == {"Observatory"}, speakers


@pytest.mark.parametrize(
    "text",
    [
        "Tennis great Margaret Court said the club had treated her badly. It said it had kept to its rules.",
        "Margaret Court won 24 titles in her career. Court said the club had treated her badly. It said it "
        "had kept to its rules.",
    ],
)
def test_it_said_after_a_person_whose_surname_is_a_body_noun_is_not_that_person(nlp, text):
    # "Court" is a body noun, but a given name makes it a person's surname, whom no "It said" continues
    speakers = {row(t)[0] for t in triples_of(nlp, text) if t.lemma == "say" and "rules" in row(t)[2]}
    assert not any("Court" in s for s in speakers), speakers


def test_his_owning_what_he_says_is_the_speakers(nlp):
    # "his party" is the speaker's own, not the last name salience took for a person
    # (kg/extract/reported_owners.py)
    text = (
        "Voters face a stark choice at the coming election, said Tom Hale. In his festive message the Green "
        "leader claimed Labour and the Conservatives stood united in fear. He said his party was ready for a "
        "poll."
    )
    subjects = {row(t)[0] for t in triples_of(nlp, text) if t.lemma == "be ready for"}
    assert subjects and all("Labour" not in s for s in subjects), subjects
