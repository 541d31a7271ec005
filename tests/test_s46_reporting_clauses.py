"""Who says a clause a verb governs (issue 12, classes 3 and 9, and density): a finite verb of ruling or
decision reports its clause as "said" does (``ontology/clause-verbs.tsv``); a speech verb in the infinitive
of a verb of attempt, request, refusal or failure reports nothing said (``ontology/unsaid-governors.tsv``); a
participle on a thing said not to exist asserts nothing (``kg/extract/negated_existentials.py``). Real-model
parses of sentences written for the tests.
"""

from __future__ import annotations

import pytest

from tests.statements import row, triples_of


@pytest.mark.parametrize(
    ("text", "report", "inner"),
    [
        (
            "The Carrow tribunal ruled that the Brackwater Company had broken the fishing law.",
            ("The Carrow tribunal", "rule", "the Brackwater Company had broken the fishing law", False, ""),
            ("the Brackwater Company", "break", "the fishing law", False, "The Carrow tribunal"),
        ),
        (
            "The Oxley board agreed that the Dunmore clinic would stay open over the winter.",
            ("The Oxley board", "agree", "the Dunmore clinic would stay open over the winter", False, ""),
            ("the Dunmore clinic", "stay", "open over the winter", False, "The Oxley board"),
        ),
    ],
)
def test_clause_verb_reports_its_clause(nlp, text, report, inner):
    rows = {row(t) for t in triples_of(nlp, text)}
    assert report in rows
    assert inner in rows


@pytest.mark.parametrize(
    ("text", "inner"),
    [
        # failed, asked or urged to speak: the clause is what was not (yet) said
        (
            "The Oxley council failed to confirm that two old bridges had collapsed in the flood.",
            "two old bridges",
        ),
        ("Minister Tallis was asked to confirm that the Dunmore factory would close.", "the Dunmore factory"),
        ("The Carrow mayor refused to say that the harbour tunnel had flooded.", "the harbour tunnel"),
    ],
)
def test_speech_a_verb_asks_for_reports_nothing(nlp, text, inner):
    assert not any(t.subject.display == inner for t in triples_of(nlp, text))


def test_speech_a_verb_continues_is_said(nlp):
    # "went on to say": he did say it
    text = "Minister Tallis went on to say that the Dunmore factory had closed."
    rows = {row(t) for t in triples_of(nlp, text)}
    assert ("the Dunmore factory", "close", "", False, "Minister Tallis") in rows


@pytest.mark.parametrize(
    ("text", "inner"),
    [
        ("There were no reports of fishermen hurt in the Carrow harbour fire.", "fishermen"),
        ("There was no word of damage caused by the gale on the Oxley coast.", "the gale on the Oxley coast"),
        ("There were not any reports of ferries sunk near the Dunmore pier.", "ferries"),
    ],
)
def test_participle_on_a_denied_thing_asserts_nothing(nlp, text, inner):
    assert not any(t.subject.display == inner for t in triples_of(nlp, text))


def test_participle_on_a_thing_that_exists_is_asserted(nlp):
    rows = {
        row(t) for t in triples_of(nlp, "The coastguard found two fishermen hurt in the Carrow harbour fire.")
    }
    assert any(r[0] == "two fishermen" for r in rows)


def test_clause_before_a_clause_verb_is_not_its_report(nlp):
    # the quotation the parser hung on "accepted this" is the speaker's, not the council's
    text = '"In the last two years, we built many new schools - the Carrow council agreed with this.'
    assert not any(row(t)[4] == "the Carrow council" for t in triples_of(nlp, text))


@pytest.mark.parametrize(
    "text",
    [
        # wanted, not found: the speaker's wish ("should", "it is important that") or a bare infinitive
        "Carrow residents should agree that the Oxley bridge had been closed for a year, the minister said.",
        '"It is essential that our friends in Carrow agree that we need a plan," said Minister Tallis.',
    ],
)
def test_clause_verb_wished_for_reports_nothing(nlp, text):
    speakers = {row(t)[4] for t in triples_of(nlp, text) if row(t)[1] != "say"}
    assert "Carrow residents" not in speakers and "our friends in Carrow" not in speakers


def test_speech_infinitive_after_an_adjective_is_said(nlp):
    # "it is important to stress that": stressed, so the clause is the speaker's
    text = '"We feel it is right to stress that the Oxley plan is safe," Minister Tallis said.'
    assert ("the Oxley plan", "be", "safe", False, "Minister Tallis") in {
        row(t) for t in triples_of(nlp, text)
    }


@pytest.mark.parametrize(
    ("text", "subject"),
    [
        # a "that" clause of a denied noun is asserted, and so is a clause under the participle
        (
            "It is no wonder that the Carrow board has promoted the young coach to lead the first team.",
            "the Carrow board",
        ),
        (
            "Mr Tallis insists there is no risk of the old defeat returning when Carrow play Oxley.",
            "Carrow",
        ),
    ],
)
def test_clause_beside_a_denied_thing_is_asserted(nlp, text, subject):
    assert any(t.subject.display == subject for t in triples_of(nlp, text))


def test_finding_someone_else_reports_is_their_report(nlp):
    # the report says the tribunal ruled it: the clause is the report's, not the tribunal's own statement
    text = "The Carrow Gazette said the Oxley tribunal ruled that the mayor had broken the planning law."
    rows = {row(t) for t in triples_of(nlp, text) if row(t)[1] == "break"}
    assert rows and all(r[4] == "The Carrow Gazette" for r in rows)


def test_question_after_a_clause_verb_is_not_reported(nlp):
    # "decided exactly where the camp would stand": no statement of the clause is reported
    text = "The Oxley council decided exactly where the new Carrow camp would stand, the mayor said."
    assert not any(row(t)[1].startswith("stand") for t in triples_of(nlp, text))


def test_ruling_is_no_speaker_for_a_later_pronoun(nlp):
    # "She said" after a ruling continues the last one who spoke, not the tribunal that ruled
    text = (
        "Judge Anna Morrow told the court the Brackwater Company had lied. The Oxley tribunal later ruled"
        " that the company had broken the fishing law. She said the fines would be paid by the spring."
    )
    speakers = {row(t)[4] for t in triples_of(nlp, text) if row(t)[1] == "pay"}
    assert "The Oxley tribunal" not in speakers


def test_clause_before_a_ruling_is_not_ruled(nlp):
    # the parser hangs the opening on "ruled" as a clause before it: the court did not report the opening
    text = (
        "Tallis opened the new library the morning the Carrow Court of Appeal ruled that the ferry firm"
        " must repay the fishermen."
    )
    assert not any(row(t)[0] == "Tallis" and row(t)[4] for t in triples_of(nlp, text))


@pytest.mark.parametrize(
    "text",
    [
        # a ruling only supposed ("if", "unless") or a clause ruled out reports nothing as the court's
        "If the Halvern court rules that the Pellow law is void, the mayor will resign.",
        "Unless the Halvern court rules that the Pellow law is void, the mayor will stay.",
        "The Halvern judge ruled out that the Pellow law was void.",
    ],
)
def test_ruling_supposed_or_ruled_out_is_not_reported(nlp, text):
    assert not any(row(t)[:2] == ("the Pellow law", "be") for t in triples_of(nlp, text))


@pytest.mark.parametrize(
    ("text", "subject"),
    [
        # a known thing under "no sign of", "no news of": what the participle says of it is presupposed
        ("There was no sign of the two Pellow men kidnapped in Halvern last week.", "the two Pellow men"),
        ("There has been no news of the Halvern hostages seized by Pellow rebels.", "Pellow rebels"),
    ],
)
def test_participle_on_a_known_thing_under_a_denied_one_is_asserted(nlp, text, subject):
    assert any(t.subject.display == subject for t in triples_of(nlp, text))


@pytest.mark.parametrize(
    ("text", "source"),
    [
        # a ruling with a source of its own ("according to", a reporter set off by commas) is that source's
        # report, as when the source's verb governs it
        ("According to the Pellow Times, the Halvern court ruled that the mayor lied.", "the Pellow Times"),
        ("The Halvern jury, officials said, decided that the Pellow mayor had lied.", "officials"),
    ],
)
def test_finding_with_its_own_source_is_the_source_report(nlp, text, source):
    rows = {row(t) for t in triples_of(nlp, text) if row(t)[1] == "lie"}
    assert rows and all(r[4] == source for r in rows)


@pytest.mark.parametrize(
    ("text", "inner"),
    [
        # not hesitating or never failing to say is saying: the clause is the subject's
        ("The Halvern minister did not hesitate to say that the Pellow talks failed.", "the Pellow talks"),
        ("The Halvern minister never failed to mention that the Pellow mine had flooded.", "the Pellow mine"),
    ],
)
def test_speech_after_a_negated_hesitation_is_said(nlp, text, inner):
    assert any(row(t)[0] == inner and row(t)[4] == "The Halvern minister" for t in triples_of(nlp, text))
