"""A source that closes a comma-less report after its verb (issue 12, session 35): "... said the Observatory"
read by the parser as the object of "said", which left the report with a speech verb over it and no
speaker. The object is the verb's subject again, so the claim keeps its speaker. Each text is invented;
near misses beside the rule (a second act after "and", whom a source told, a clause after the verb)."""

from __future__ import annotations

import pytest

from tests.statements import find, find_with_subject, row, triples_of


@pytest.mark.parametrize(
    ("text", "lemma", "subject", "speaker"),
    [
        # the verb hung on the report as its second act, a relative clause after the source
        (
            "Rebels shelled the market on Monday and killed four traders in the town said the Observatory "
            "which counts the dead from its office abroad.",
            "kill",
            "Rebels",
            "the Observatory",
        ),
        # the report's own verb under the speech verb, the source a describing noun
        (
            "The militia regained the bridge two days after it was seized by rebels said the British-based "
            "monitoring group.",
            "regain",
            "The militia",
            "the British-based monitoring group",
        ),
        # a short sentence the parser heads with "said": the claim had no statement at all
        (
            "Rebels shelled the market and killed four traders said the Observatory.",
            "shell",
            "Rebels",
            "the Observatory",
        ),
    ],
)
def test_a_closing_source_after_its_verb_speaks_for_the_report(
    nlp, text: str, lemma: str, subject: str, speaker: str
) -> None:
    triple = find_with_subject(triples_of(nlp, "Headline here\n\n" + text), lemma, subject)
    assert row(triple)[4] == speaker


def test_the_saying_reports_the_clause_without_its_source(nlp) -> None:
    text = (
        "Headline here\n\nRebels shelled the market on Monday and killed four traders said the Observatory."
    )
    saying = find(triples_of(nlp, text), "say")
    assert row(saying)[:3] == (
        "the Observatory",
        "say",
        "Rebels shelled the market on Monday and killed four traders",
    )


@pytest.mark.parametrize(
    ("text", "lemma", "obj"),
    [
        # a second act of the report's subject after "and": what it reported, no source
        ("The army took the town on Monday and reported the attack.", "report", "the attack"),
        # whom the minister told: the addressee, never the speaker
        ("The minister visited the camp on Sunday told the Red Cross.", "tell", "the Red Cross"),
    ],
)
def test_an_object_that_is_no_source_stays_the_object(nlp, text: str, lemma: str, obj: str) -> None:
    triples = triples_of(nlp, "Headline here\n\n" + text)
    assert triples
    assert all(row(t)[4] != obj and not (row(t)[0] == obj and row(t)[1] == lemma) for t in triples)
