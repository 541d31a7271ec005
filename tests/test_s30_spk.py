"""Speakers (issue 12, cause class 3), session 30: a sourced claim stated without its source, and a happening
made a speaker. Real-model parses of invented sentences.

- An "according to X" that closes a sentence is the source of its main clauses wherever the parser hung it
  (text without commas hangs it on a gerund inside the last phrase); not of a relative clause's gloss.
- "X (ACRONYM) said" at the end of a comma-less report gives X back to "said" as "X said" does.
- A happening ("the blast") is no speaker: the reporter whose participle the parser hung on it speaks.
- (Session 32) A harm participle the parser hung on a place ("... in Aleppo city injuring 4 civilians ...
  according to SANA") is the main clause's, so the closing source reports it and the clause before it."""

from __future__ import annotations

import pytest

from tests.statements import triples_of


def _speakers(nlp, text: str, lemma: str) -> set[str]:
    found = triples_of(nlp, text)
    return {t.attributed_to.display if t.attributed_to else "" for t in found if t.lemma.split()[0] == lemma}


def _kept(nlp, text: str, lemma: str) -> list:
    return [t for t in triples_of(nlp, text) if t.lemma.split()[0] == lemma and not t.flag]


@pytest.mark.parametrize(
    ("text", "lemma", "source"),
    [
        (
            "The army on Monday took full control of Tal Hamra village east of the river leaving dozens of "
            "fighters dead in addition to destroying their trucks according to the state news agency.",
            "take",
            "the state news agency",
        ),
        (
            "In another development Kurdish leaders are in secret talks with the UN envoy and a senior US "
            "general to form a new alliance during the coming months according to The Guardian.",
            "be",
            "The Guardian",
        ),
    ],
)
def test_closing_according_to_sources_the_main_clause(nlp, text, lemma, source):
    assert _speakers(nlp, text, lemma) == {source}


def test_closing_according_to_object_ends_before_the_source(nlp):
    text = (
        "The army on Monday took full control of Tal Hamra village east of the river leaving dozens of "
        "fighters dead in addition to destroying their trucks according to the state news agency."
    )
    objects = [t.object.display for t in triples_of(nlp, text) if t.object is not None]
    assert not any("according" in o for o in objects)


def test_according_to_a_manner_is_no_source(nlp):
    # "according to age" tells how, not who
    text = "The army sorted the detainees into three groups in addition to listing names according to age."
    assert all(t.attributed_to is None for t in triples_of(nlp, text))


def test_closing_phrase_inside_a_relative_clause_is_left_alone(nlp):
    # the parser hangs the rest of the sentence in the relative clause on the town: where it lies is the
    # writer's gloss, and no clause of the main frame is known to be the agency's
    text = (
        "The army entered al-Bab which lies north of Aleppo leaving dozens of fighters dead in addition to "
        "destroying their trucks according to SANA."
    )
    assert _speakers(nlp, text, "lie") <= {""}


def test_bracketed_short_form_before_closing_verb(nlp):
    text = (
        "Air strikes killed at least nine civilians as they were crossing the river the Syrian Observatory "
        "for Human Rights (SOHR) said on Friday."
    )
    assert _speakers(nlp, text, "kill") == {"the Syrian Observatory for Human Rights"}


def test_happening_is_no_speaker(nlp):
    text = "State television also reported the blast saying six soldiers had died near the market."
    assert _speakers(nlp, text, "die") == {"State television"}
    # the blast says nothing: its saying stays out of the graph
    assert not _kept(nlp, text, "say")


def test_speaking_subject_still_speaks(nlp):
    # near miss: a body that speaks keeps its participle (named: since session 32 an unresolved "The
    # ministry" is a teller no reader can place, and its claims stay out; kg/extract/unanchored.py)
    text = "The Defence Ministry issued a statement on Sunday saying six soldiers had died near the border."
    assert _speakers(nlp, text, "die") == {"The Defence Ministry"}
    assert _kept(nlp, text, "say")


def test_closing_quoted_as_saying_is_the_source(nlp):
    text = (
        "Two soldiers were killed in the north after rebels shot down a helicopter near the airport the army "
        "was quoted as saying by local media."
    )
    assert _speakers(nlp, text, "kill") == {"the army"}


def test_quoted_as_saying_a_clause_is_no_closing_source(nlp):
    # near miss: the saying has its own clause; what went before is not its report
    text = "Rebels shelled the airport on Monday and the army was quoted as saying that the talks had failed."
    assert _speakers(nlp, text, "shell") == {""}


def test_closing_source_reports_the_harm_hung_on_a_place(nlp):
    """Without commas the parser hangs "injuring 3 civilians" on the city and the closing "according to
    SANA" on the last participle, so the firing and the injuring had no teller and were stated as fact.
    The harm is the firing's (``result_participle``), so the closing source reports all of them."""
    text = (
        "Headline here\n\nArmed groups also fired mortar shells on Saif al-Dawleh neighborhood in Aleppo "
        "city injuring 4 civilians and causing material damage to houses according to SANA."
    )
    triples = triples_of(nlp, text)
    for lemma in ("fire", "injure", "cause"):
        triple = next(t for t in triples if t.lemma == lemma)
        assert triple.attributed_to is not None, lemma
        assert triple.attributed_to.display == "SANA", lemma
