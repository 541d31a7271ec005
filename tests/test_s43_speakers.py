"""Speakers (issue 12, classes 3 and 8, session 43): the participle naming the maker of the source's own
noun ("a chart prepared by the Courier") is the writer's description of that source, so the
source is not its speaker; the claim the source makes keeps it. A source at a place unit ("a source at X
Governorate") speaks for no body, whatever the tagger calls the name: a place is no speaker. A speaker's
phrase that opens with the end of a quotation starts after its closing mark. Texts invented."""

from __future__ import annotations

import pytest

from tests.statements import find, row, triples_of


@pytest.mark.parametrize(
    ("text", "lemma", "subject"),
    [
        (
            "Kessler earned four million dollars in 2019, according to a chart prepared by the Daily "
            "Courier.",
            "prepare",
            "the Daily Courier",
        ),
        (
            "The tablet is the best gadget of the year, according to a ranking compiled by Gizmo Weekly.",
            "compile",
            "Gizmo Weekly",
        ),
        (
            "Kessler earned four million dollars in 2019, according to a chart that was prepared by the "
            "Daily Courier.",
            "prepare",
            "the Daily Courier",
        ),
        (
            "Kessler earned four million dollars in 2019, according to a chart the Daily Courier prepared.",
            "prepare",
            "the Daily Courier",
        ),
    ],
)
def test_a_clause_on_the_source_noun_is_not_the_source_saying(
    nlp, text: str, lemma: str, subject: str
) -> None:
    triple = find(triples_of(nlp, "Headline here\n\n" + text), lemma)
    assert row(triple)[0] == subject
    assert row(triple)[4] == ""


def test_the_claim_keeps_its_source(nlp) -> None:
    text = (
        "Headline here\n\nKessler earned four million dollars in 2019, according to a chart prepared by the "
        "Daily Courier."
    )
    assert row(find(triples_of(nlp, text), "earn"))[4].startswith("a chart")


def test_a_document_whose_source_is_named_keeps_that_source(nlp) -> None:
    # "the brigade | issue | a statement" is the brigade's word, as the statement is
    text = "Headline here\n\nThe guard was jailed for theft, according to a statement issued by the brigade."
    assert row(find(triples_of(nlp, text), "issue"))[4] == "the brigade"


def test_a_witness_saying_keeps_the_report(nlp) -> None:
    text = "Headline here\n\nThe bridge was shelled, according to a witness saying the soldiers fired at it."
    fired = [t for t in triples_of(nlp, text) if t.lemma.startswith("fire")]
    assert fired and all(row(t)[4] for t in fired)


def test_a_source_at_a_place_unit_speaks_for_no_body(nlp) -> None:
    # the tagger calls "Daraa" an organisation here; the governorate is a place, and a place is no speaker
    text = (
        "Headline here\n\nA source at Daraa Governorate told SANA reporter that gunmen fired four rocket "
        "shells at the bakery in the city."
    )
    fired = find(triples_of(nlp, text), "fire")
    assert row(fired)[4] != "Daraa"
    assert fired.flag == "speaker"


def test_a_source_at_a_named_command_speaks_for_it(nlp) -> None:
    text = (
        "Headline here\n\nA source at Hama Police Command told SANA that gunmen fired rockets at the bakery."
    )
    assert row(find(triples_of(nlp, text), "fire"))[4] == "Hama Police Command"


@pytest.mark.parametrize(
    ("text", "speaker"),
    [
        ('"The fighters are filling their pockets" activists said after the siege was lifted.', "activists"),
        # two marks: a quoted phrase of the speaker's own
        (
            'A "quiet review" of court files said that most cases were dropped.',
            'A "quiet review" of court files',
        ),
    ],
)
def test_a_speaker_starts_after_the_quotation_it_closes(nlp, text: str, speaker: str) -> None:
    triples = triples_of(nlp, "Headline here\n\n" + text)
    assert row(find(triples, "say"))[0] == speaker
