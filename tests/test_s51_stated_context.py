"""A statement carries the day and place its own clause states (kg:statedDate, kg:statedPlace; session 51):
a toll read out of its sentence ("Air strikes | kill | 12 civilians") keeps "on Wednesday" and "in Velmora",
and never takes a date or place of another clause of its sentence or of a background sentence."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from rdflib import XSD, Graph, Literal

from kg.events.statement_context import stated_date, stated_place
from kg.pipeline import model_corpus
from kg.rdf import KG, build_graph, serialize, validate
from kg.types import Argument, Article, Span
from tests.script_module import load_script

REPO = Path(__file__).resolve().parent.parent
load_script(REPO / "benchmarks" / "audit" / "audit.py", "audit_script_stated_context")
audit = sys.modules["audit_sample"]

# Invented news: Velmora, Tarvel, Korba and Lissa are no real places; 2016-08-19 was a Friday.
TEXT = (
    "Air strikes kill 12 in Velmora. "
    "Air strikes killed 12 civilians on Wednesday in the town of Velmora in northern Syria, "
    "a monitor said on Thursday. "
    "In March a car bomb killed 30 people near Tarvel. "
    "The conflict began in 2011 when the army fired on protesters. "
    "Rebels fired rockets near a convoy of buses carrying civilians who had been evacuated from the towns of "
    "Korba and Lissa. "
    "In Velmora meanwhile the Korvan Rights Group said a shepherd was shot dead. "
    "Tomas Arvel was killed by a drone ordered by the Korvan army at Lissa airport four years ago Wednesday."
)


@pytest.fixture(scope="module")
def model():
    return model_corpus([Article(id="velmora", text=TEXT, date="2016-08-19")], progress=None)


def _statement(model, subject: str, lemma: str):
    return next(
        s
        for s in model.statements
        if s.triple.subject.text == subject and s.triple.lemma == lemma and s.triple.object is not None
    )


def test_a_toll_keeps_the_day_and_place_its_own_clause_states(model) -> None:
    toll = next(
        s for s in model.statements if s.triple.lemma == "kill" and s.triple.object.text == "12 civilians"
    )
    # Wednesday before the article's Friday; "said on Thursday" is the saying's day, not the toll's
    assert (toll.stated_date, toll.stated_place) == ("2016-08-17", "velmora")
    shown = audit.graph_text(toll, audit.node_labels(model))
    assert shown.endswith("[on 2016-08-17] [in Velmora]")
    assert "[on" not in audit.statement_text(toll), "the words view shows no stated day or place"


def test_the_saying_keeps_its_own_day(model) -> None:
    saying = _statement(model, "a monitor", "say")
    assert (saying.stated_date, saying.stated_place) == ("2016-08-18", None)


def test_a_background_sentence_keeps_its_own_place_and_never_the_main_day(model) -> None:
    earlier = next(
        s
        for s in model.statements
        if s.triple.lemma == "kill" and s.triple.object.text.startswith("30 people")
    )
    # the earlier bombing's own month ("near Tarvel" the parser keeps in its object), not the main event's
    # Wednesday in Velmora
    assert (earlier.stated_date, earlier.stated_place) == ("2016-03", None)


def test_a_date_of_another_clause_of_the_sentence_is_not_taken(model) -> None:
    fired = _statement(model, "the army", "fire on")
    assert fired.stated_date is None  # "in 2011" is when the conflict began


def test_a_place_another_phrase_names_inside_the_locative_is_not_taken(model) -> None:
    rockets = _statement(model, "Rebels", "fire")
    assert rockets.stated_place is None  # the towns the civilians came from


def test_a_saying_gets_no_place_of_what_it_reports(model) -> None:
    saying = next(s for s in model.statements if s.triple.lemma == "say" and "shepherd" in s.sentence)
    assert [a.span.text for a in saying.triple.arguments] == ["Velmora"]
    assert saying.stated_place is None  # the shooting's place, not the group's


def test_a_bare_day_counted_back_from_is_no_date(model) -> None:
    ordered = next(s for s in model.statements if s.triple.lemma == "order" and "Arvel" in s.sentence)
    assert ("", "Wednesday") in [(a.preposition, a.span.text) for a in ordered.triple.arguments]
    assert ordered.stated_date is None  # four years before that Wednesday


def test_the_graph_states_them_and_conforms(model, tmp_path: Path) -> None:
    graph: Graph = build_graph(model)
    dates = set(graph.objects(None, KG.statedDate))
    assert Literal("2016-08-17", datatype=XSD.date) in dates
    assert Literal("2016-08-18", datatype=XSD.date) in dates
    assert Literal("2016-03", datatype=XSD.gYearMonth) in dates
    assert any(str(p).endswith("velmora") for p in graph.objects(None, KG.statedPlace))
    path = tmp_path / "graph.nt"
    path.write_bytes(serialize(graph, "nt"))
    report = validate(path)
    assert report.conforms, report.text


def _argument(preposition: str, text: str, start: int = 100) -> Argument:
    return Argument(Span(text, start, start + len(text)), preposition)


@pytest.mark.parametrize(
    ("preposition", "text", "expected"),
    [
        ("on", "Wednesday", "2016-08-17"),
        ("", "Tuesday", "2016-08-16"),
        ("on", "Sunday", None),  # the nearest Sunday is after the article's day: a plan or a misreading
        ("in", "March 2016", "2016-03"),
        ("since", "Thursday", None),  # a bound, not the day
        ("at", "the start of the crisis in 2011", None),  # a date deep in the phrase
        ("in", "December 2016", None),  # later than the article
        ("", "March 2011", None),  # the rest of a phrase the parser split ("since mid-March 2011")
        # session 52: a day that owns a noun, one of two
        ("at", "Wednesday's council meeting", None),  # the meeting's day
        ("at", "Wednesdays Velmoran council meeting", None),  # the same, its apostrophe dropped
        ("in", "1997 and 1998", None),  # one half of two years
        ("on", "Wednesday or Thursday", None),
        ("on", "Wednesday night", "2016-08-17"),
        ("in", "March's council vote", None),  # a month's possessive dates the vote as a day's does
        ("in", "2015's Velmoran election", None),
    ],
)
def test_stated_date_reads_a_phrase_that_opens_on_a_date(preposition, text, expected) -> None:
    assert stated_date(_argument(preposition, text), "2016-08-19") == expected


def test_stated_date_needs_a_date_to_count_a_weekday_from() -> None:
    assert stated_date(_argument("on", "Wednesday"), None) is None


@pytest.mark.parametrize(
    ("preposition", "text", "place", "expected"),
    [
        ("near", "Velmora", "Velmora", "velmora"),
        ("in", "the northern countryside of Velmora", "Velmora", "velmora"),
        ("on", "Velmora", "Velmora", None),  # "strikes on" names a target as often
        ("near", "a convoy carrying civilians from Velmora", "Velmora", None),
        # session 52: a complex preposition's noun, one of a list
        ("in", "support of its ally Velmora", "Velmora", None),  # the ally, not where
        ("in", "protest at Velmora's ruling", "Velmora", None),
        ("at", "the request of Velmora", "Velmora", None),
        ("in", "the villages of Korbane Tarsil and Velmora", "Korbane Tarsil", None),
        ("in", "the villages of Velmora, Korbane and Tarsil", "Velmora", None),
        ("in", "the town of Velmora in the north", "Velmora", "velmora"),
        ("in", "Velmora, in the north", "Velmora", "velmora"),
        ("at", "talks in Velmora", "Velmora", "velmora"),  # a locative after the noun: where the talks were
        ("at", "the talks near Velmora", "Velmora", "velmora"),
    ],
)
def test_stated_place_reads_a_place_near_the_start_of_a_locative(preposition, text, place, expected) -> None:
    argument = _argument(preposition, text)
    start = argument.span.start + text.index(place)
    assert stated_place(argument, [(start, start + len(place), "velmora")]) == expected


PARTICIPLES = (
    "A car bomb struck a market in Velmora on Wednesday, killing 12 people. "
    "Tomas Arvel left Lissa in May after receiving threats."
)


@pytest.fixture(scope="module")
def participles():
    return model_corpus([Article(id="arvel", text=PARTICIPLES, date="2016-08-19")], progress=None)


def test_a_participle_clause_takes_the_day_of_the_verb_it_hangs_on(participles) -> None:
    toll = next(s for s in participles.statements if s.triple.lemma == "kill")
    assert toll.stated_date == "2016-08-17"  # struck ... on Wednesday, killing 12


def test_a_participle_after_a_word_of_another_time_takes_none(participles) -> None:
    threats = next(s for s in participles.statements if s.triple.lemma == "receive")
    assert (threats.stated_date, threats.stated_place) == (None, None)  # before he left in May


# Invented news of a Friday, 2016-03-11: a plan's day and month; a present tense of a verb ending in "ing".
PLANS = (
    "The Tarvian government will open a new embassy in Drevna in May. "
    "Velmoran ministers will meet in Korbane on Tuesday. "
    "The Drevna Brigade is to hand over its weapons in Korbane in May. "
    "Velmoran exporters will outgrow the Tarvian market in 2016. "
    "The Korbane Choir will sing in Drevna on Friday evening. "
    "The Drevna Brigade seized Korbane on Thursday and bring heavy weapons from Velmora every week."
)


@pytest.fixture(scope="module")
def plans():
    return model_corpus([Article(id="plans", text=PLANS, date="2016-03-11")], progress=None)


@pytest.mark.parametrize(
    ("lemma", "dated"),
    [
        ("open", None),  # May 2016 is to come; the bare month counted back would be May 2015
        ("meet in", None),  # the Tuesday to come, not the 8th
        ("be to hand over", None),
        ("outgrow", "2016"),  # a year written out is no count
        ("sing in", "2016-03-11"),  # the article's own day
    ],
)
def test_a_plan_states_no_date_counted_back_from_the_article(plans, lemma, dated) -> None:
    planned = next(s for s in plans.statements if s.triple.lemma == lemma)
    assert planned.triple.arguments, "the plan's phrase of time is the verb's"
    assert planned.stated_date == dated


def test_a_present_tense_ending_in_ing_is_no_participle(plans) -> None:
    seized = next(s for s in plans.statements if s.triple.lemma == "seize")
    assert seized.stated_date == "2016-03-10"
    brought = next(s for s in plans.statements if s.triple.lemma == "bring")
    assert brought.stated_date is None  # every week, not on the Thursday of the seizure
