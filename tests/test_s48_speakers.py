"""Speakers and referents (issue 12, classes 3 and 10, session 48). A speech verb whose clause a time or
cause subordinator opens ("after the visitors claimed a draw") tells a happening of its own: its subject is
no source of the clause it hangs on. A name the writer gives a plural verb ("Marsh Coach Action say they")
is a group's, and the "they" of the clause it reports is that group, not an earlier name. The writer's
relative clause on a source, or on the act it claims, is the writer's.
Texts invented."""

from __future__ import annotations

import pytest

from tests.statements import find, row, triples_of


@pytest.mark.parametrize(
    ("text", "lemma"),
    [
        (
            "Northfield coach Anna Berg has refused to criticise her striker Tom Vale after Eastbury "
            "claimed a draw at the Park.",
            "refuse to criticise",
        ),
        ("The bridge was closed on Monday because engineers reported cracks in its deck.", "close"),
        ("The tenants stayed in the block until the council announced a new date.", "stay in"),
    ],
)
def test_a_speech_verb_under_a_time_or_cause_mark_reports_nothing_of_its_host(
    nlp, text: str, lemma: str
) -> None:
    rows = [row(t) for t in triples_of(nlp, "Headline here\n\n" + text)]
    host = find(triples_of(nlp, "Headline here\n\n" + text), lemma)
    assert row(host)[4] == ""
    assert not any(
        r[1] in {"claim", "report", "announce"} and r[2].startswith(("Northfield", "coach", "The"))
        for r in rows
    )


@pytest.mark.parametrize(
    ("text", "lemma", "speaker"),
    [
        ("Dozens of homes were flooded overnight, the council said.", "flood", "the council"),
        # no commas: the parser hangs the closing source under the "after" of a phrase before it
        (
            "Fighters shelled an army post near the town with rockets after the night raids commander Abu "
            "Salem said.",
            "shell",
            "Abu Salem",
        ),
        # the time "after" opens is fused into the source: no subject of a happening of its own
        ("Four people drowned off the coast after midnight coastguards said.", "drown off", "coastguards"),
        ("Nine homes were flooded in the storm since Monday officials said.", "flood in", "officials"),
    ],
)
def test_a_closing_report_still_reports_its_host(nlp, text: str, lemma: str, speaker: str) -> None:
    assert row(find(triples_of(nlp, "Headline here\n\n" + text), lemma))[4].endswith(speaker)


def _unlabelled(nlp, text: str, name: str):
    """The parse of ``text`` with the tagger's label taken off ``name`` (as it left the corpus's name)."""
    from kg.extract.nlp import parse_text

    doc = nlp(parse_text(text))
    doc.ents = [e for e in doc.ents if e.text != name]
    return doc


def test_a_name_with_a_plural_past_is_the_group_its_they_stands_for(nlp) -> None:
    from kg.extract.speakers import reporting_subject

    text = "The ferry was cut last week. Harbour Watch Network were saying they would fight the cut."
    doc = _unlabelled(nlp, text, "Harbour Watch Network")
    they = next(t for t in doc if t.lower_ == "they")
    assert str(reporting_subject(they)) == "Network"


def test_a_name_with_a_plural_verb_is_the_group_its_they_stands_for(nlp) -> None:
    from kg.extract.coref import Salience

    text = (
        "Officers turned back two buses near Camp Harwick. Camp Harwick saw noisy rallies all spring. "
        "Marsh Coach Action, which speaks for some 40 passengers angry at the checks, "
        "say they will carry their fight to the Appeal Court."
    )
    doc = _unlabelled(nlp, text, "Marsh Coach Action")
    they = next(t for t in doc if t.lower_ == "they")
    assert Salience(doc).resolve().get(they.i) == "Marsh Coach Action"


def test_a_name_with_a_singular_verb_gives_no_they(nlp) -> None:
    from kg.extract.speakers import reporting_subject

    text = "Camp Harwick saw noisy rallies all spring. Marsh Coach Action says they are ready to sue."
    doc = _unlabelled(nlp, text, "Marsh Coach Action")
    they = next(t for t in doc if t.lower_ == "they")
    assert reporting_subject(they) is None


@pytest.mark.parametrize(
    ("text", "lemma"),
    [
        (
            "Another 40 civilians have been killed in fighting in Harran province according to the "
            "Monitoring Office which tracks both sides of the war and gathers reports from a network of "
            "volunteers.",
            "track",
        ),
        (
            "Another 40 civilians have been killed in fighting in Harran province according to the "
            "Monitoring Office which tracks both sides of the war and gathers reports from a network of "
            "volunteers.",
            "gather",
        ),
        (
            "The Harran Front claims the car bomb attack that hit a market in Tel Dara on Monday killing at "
            "least 12 people.",
            "hit",
        ),
        (
            "The Harran Front claims the car bomb attack that hit a market in Tel Dara on Monday killing at "
            "least 12 people.",
            "kill",
        ),
    ],
)
def test_the_writers_relative_clause_on_a_source_or_its_claimed_act_has_no_speaker(
    nlp, text: str, lemma: str
) -> None:
    assert row(find(triples_of(nlp, "Headline here\n\n" + text), lemma))[4] == ""


def test_the_source_keeps_the_clause_it_reports(nlp) -> None:
    text = (
        "Headline here\n\nAnother 40 civilians have been killed in fighting in Harran province according to "
        "the Monitoring Office which tracks both sides of the war."
    )
    assert row(find(triples_of(nlp, text), "kill in"))[4] == "the Monitoring Office"


def test_a_claim_of_a_finite_clause_keeps_its_speaker(nlp) -> None:
    text = "Headline here\n\nThe Harran Front claimed its fighters were killing soldiers."
    assert row(find(triples_of(nlp, text), "kill"))[4] == "The Harran Front"


@pytest.mark.parametrize(
    ("text", "obj"),
    [
        (
            '"It\'s very ambitious," said Tom Hale, director at the Harbour Policy Institute.',
            "very ambitious",
        ),
        (
            "Acme agreed a deal with Bexa Insurance on Monday. Kim Lo, the chairman of Bexa Insurance, said "
            "that it was a fine chance for the brand to grow.",
            "a fine chance for the brand to grow",
        ),
    ],
)
def test_a_persons_it_described_by_a_copula_is_not_a_name_before(nlp, text: str, obj: str) -> None:
    said = [row(t) for t in triples_of(nlp, "Headline here\n\n" + text) if t.lemma == "be"]
    assert [r[0] for r in said if r[2] == obj] in (["It"], ["it"])


def test_a_firm_a_speech_verb_with_a_noun_object_is_about_keeps_its_it(nlp) -> None:
    # "post" is a speech verb ("posted on its website"), but with a noun object the firm is what it is about
    text = "Headline here\n\nAcme posted a loss on Monday. Analyst Jo Kim said it was the weakest maker."
    assert row(find(triples_of(nlp, text), "be"))[0] == "Acme"


def test_a_firm_its_spokesman_reports_keeps_its_it(nlp) -> None:
    text = "Headline here\n\nAcme made a profit last year. Kim Lo, an Acme spokesman, said it was profitable."
    assert row(find(triples_of(nlp, text), "be"))[0] == "Acme"


def test_a_source_a_clause_ran_into_is_still_no_happening_of_its_own(nlp) -> None:
    # FA-KES (CC BY), Jordan Times: the parser hangs the closing source, with the clause run into it, under
    # "after"; the toll must not become the writer's own fact
    text = (
        "Headline here\n\nThe government also carried out renewed barrel bomb attacks on opposition-held "
        "districts a day after bombardments killed at least 24 people the Syrian Observatory for Human "
        "Rights said."
    )
    assert row(find(triples_of(nlp, text), "kill"))[4] != ""
