"""Extraction over the Kerman sample articles: the facts a reader looks for first."""

from __future__ import annotations

import pytest

from kg.articles import read_article
from kg.extract import extract_article
from kg.types import Triple


@pytest.fixture(scope="module")
def sample_triples(nlp, sample_dir) -> dict[str, list[Triple]]:
    out = {}
    for path in sorted(sample_dir.glob("*.txt")):
        article = read_article(path)
        out[article.id] = list(extract_article(nlp(article.text), article).triples)
    return out


def test_khamenei_vows_says_or_promises(sample_triples):
    found = [
        t
        for ts in sample_triples.values()
        for t in ts
        if "Khamenei" in t.subject.display and t.lemma.split()[0] in {"vow", "say", "promise"}
    ]
    assert found


def test_miller_statement_is_attributed_and_negated(sample_triples):
    # Matthew Miller told reporters "The United States was not involved in any way"
    inner = [
        t
        for ts in sample_triples.values()
        for t in ts
        if t.attributed_to is not None
        and "Miller" in t.attributed_to.text
        and "United States" in t.subject.text
    ]
    assert inner and all(t.negated for t in inner)


def test_nobody_took_credit_is_negated(sample_triples):
    credit = [t for t in sample_triples["004"] if t.lemma.startswith("take credit")]
    assert credit and all(t.negated for t in credit)


def test_denial_never_yields_a_positive_unattributed_fact(sample_triples):
    # "US officials rejected any suggestion that it or its ally Israel was behind the deadly blasts"
    for ts in sample_triples.values():
        for t in ts:
            if t.lemma.startswith("be behind") or (
                t.subject.text.endswith("Israel") and t.lemma == "involve in"
            ):
                assert t.negated or t.attributed_to is not None, t


def test_pronoun_he_resolves_to_soleimani(sample_triples):
    buried = [t for t in sample_triples["000"] if t.lemma == "bury in" and t.subject.text == "He"]
    assert buried and "Soleimani" in (buried[0].subject.resolved or "")


def test_object_relative_clause_skips_the_name_inside_a_modifier(sample_triples):
    # "Israel's war on Hamas terrorists in Gaza, which it launched ...": what was launched is the war
    launched = [t for t in sample_triples["004"] if t.lemma == "launch"]
    assert launched
    for t in launched:
        assert t.object is not None and t.object.text != "Gaza" and "war" in t.object.text
        assert t.subject.resolved is None  # "it" inside the war's own relative clause stays unresolved


def test_quotation_closed_by_informed_is_attributed_to_the_official(sample_triples):
    # "“Two explosive devices ... were detonated by terrorists,” an unidentified official informed IRNA."
    detonated = [t for t in sample_triples["004"] if t.lemma.startswith("detonate")]
    assert detonated and all(
        t.attributed_to is not None and "official" in t.attributed_to.text for t in detonated
    )


def test_title_and_name_inside_a_modifier_is_not_an_apposition(sample_triples):
    # "the tomb of the Revolutionary Guards general Kasem Soleimani": Soleimani is not the tomb
    for t in sample_triples["003"]:
        if t.rule == "appos":
            assert "Soleimani" not in t.subject.text or "tomb" not in (t.object.text if t.object else ""), t


def test_passive_with_a_folded_complement_keeps_its_target(sample_triples):
    # "A delayed second blast is often used by terrorists to target emergency personnel ..."
    used = [t for t in sample_triples["003"] if t.lemma.startswith("use")]
    assert used
    for t in used:
        assert "blast" not in (t.object.text if t.object else ""), t
        assert t.lemma != "use to target" or "personnel" in t.object.text, t


def test_speech_participle_with_a_that_clause_is_not_passive(sample_triples):
    # "Al Mayadeen news agency posted on social media that ...", parsed as a noun phrase with a participle
    posted = [t for t in sample_triples["003"] if t.lemma.endswith("post")]
    assert posted and all(t.predicate == "posted" and "Mayadeen" in t.subject.text for t in posted)


def test_second_apposition_on_one_noun_is_not_a_description(sample_triples):
    # "In the entrance to the Red Sea, one of the busiest maritime channels in the world, the Houthi
    # militia of Yemen, backed by Iran, has attacked ships": the militia is not the Red Sea
    for t in sample_triples["004"]:
        if t.rule == "appos" and "Red Sea" in t.subject.text:
            assert "Houthi" not in (t.object.text if t.object else ""), t


def test_he_after_a_surname_the_ner_missed_resolves_to_that_person(sample_triples):
    # "Soleimani oversaw covert operations ..., and he played a significant role ..." (after a Raisi sentence)
    played = [t for t in sample_triples["004"] if t.lemma == "play" and t.subject.text == "he"]
    assert played and all("Soleimani" in (t.subject.resolved or "") for t in played)


def test_finite_clause_after_claim_is_not_an_unattributed_fact(sample_triples):
    # "ships that they claim have connections to Israel": the connections are only claimed
    claimed = [t for t in sample_triples["004"] if "connections" in t.predicate]
    assert all(t.attributed_to is not None or t.negated for t in claimed), claimed


def test_title_holding_an_organisation_after_its_preposition_is_kirbys_role(sample_triples):
    # "National security spokesman for the White House John Kirby": the White House is inside the
    # title, not the title itself (a credit line "The Associated Press Albert Aji" is no role)
    titles = [
        t.object.display
        for ts in sample_triples.values()
        for t in ts
        if t.rule == "title" and t.subject.display == "John Kirby" and t.object is not None
    ]
    assert "National security spokesman for the White House" in titles
