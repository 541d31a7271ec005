"""An "it" or "its" given to the body that acts, not to the channel or the opponent (issue 12, audit class
10; kg/extract/channel_bodies.py): the one a report quotes speaks in its sentence; a body that is only the
subject of what another body asks or reports leaves a later "it" open. Invented sentences; real-model
parses."""

from __future__ import annotations

from tests.statements import row, triples_of


def _rows(nlp, text: str) -> list[tuple[str, str, str, bool, str]]:
    return [row(t) for t in triples_of(nlp, text)]


def test_its_spokesman_after_a_quoted_body_is_that_body_not_the_agency(nlp):
    rows = _rows(
        nlp,
        "Reuters quoted the Foreign Office as saying that it was studying the claims about the convoy. "
        "Its spokesman Tom Harding said that he could not confirm the claims.",
    )
    speakers = {r[0] for r in rows if r[1] == "say"}
    assert "Reuters's spokesman" not in speakers, rows
    assert "the Foreign Office's spokesman" in speakers, rows


def test_an_agency_that_acts_keeps_its_own_it(nlp):
    # the guard: the outlet is the actor, so "it" is the outlet
    rows = _rows(nlp, "Reuters published the photo on Monday. It later said it had withdrawn the picture.")
    assert ("Reuters", "withdraw", "the picture") in {r[:3] for r in rows}, rows


def test_an_it_after_a_body_and_its_opponent_is_left_open(nlp):
    rows = _rows(
        nlp,
        "The Open Rights Trust, acting for the bloggers, has asked a federal court to stop Acme Corp "
        "chasing the leaks. It argues that the writers are shielded by the law.",
    )
    assert not any(r[0] == "Acme Corp" and r[1] == "argue" for r in rows), rows


def test_an_it_after_one_body_acting_alone_keeps_it(nlp):
    # the guard: one body acts in the sentence before, so "It" is that body
    rows = _rows(
        nlp,
        "Acme Corp has asked a federal court to stop the bloggers printing the leaks. "
        "It argues that the writers broke their contracts.",
    )
    assert ("Acme Corp", "argue") in {r[:2] for r in rows}, rows
